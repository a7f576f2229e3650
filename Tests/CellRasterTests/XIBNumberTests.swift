import Testing
@testable import CellRaster

/// Hostile numbers in XIB attributes are bad input (65) naming the element and attribute, never a
/// trap: before these checks, each case below crashed `snapcheck render` with signal 4 (Int or
/// Int32 conversion of a non-finite or huge value) or rendered nonsense.
@Suite("XIBNumber")
struct XIBNumberTests {
  static func label(_ attributes: String = "", children: String = "") -> String {
    #"<label id="l" text="x" \#(attributes)><rect key="frame" x="0" y="0" width="10" height="10"/>\#(children)</label>"#
  }

  /// (what, XIB, text the message must contain)
  static let cases: [(String, String, String)] = [
    ("rowHeight NaN", XIBSamples.cell(subviews: label()).replacingOccurrences(of: #"rowHeight="44.0""#, with: #"rowHeight="nan""#),
     #"<tableViewCell id="cell"> (line 4): rowHeight='nan' is not a number in -1–10000"#),
    ("rowHeight infinite", XIBSamples.cell(subviews: label()).replacingOccurrences(of: #"rowHeight="44.0""#, with: #"rowHeight="inf""#),
     "rowHeight='inf' is not a number in -1–10000"),
    ("rowHeight 1e300", XIBSamples.cell(subviews: label()).replacingOccurrences(of: #"rowHeight="44.0""#, with: #"rowHeight="1e300""#),
     "rowHeight='1e300' is not a number in -1–10000"),
    ("rowHeight negative", XIBSamples.cell(subviews: label()).replacingOccurrences(of: #"rowHeight="44.0""#, with: #"rowHeight="-50""#),
     "rowHeight='-50' is not a number in -1–10000"),
    ("numberOfLines past Int.max", XIBSamples.cell(subviews: label(#"numberOfLines="99999999999999999999""#)),
     #"<label id="l"> (line 8): numberOfLines='99999999999999999999' is not a whole number in 0–10000"#),
    ("numberOfLines Int.max", XIBSamples.cell(subviews: label(#"numberOfLines="9223372036854775807""#)),
     "numberOfLines='9223372036854775807' is not a whole number in 0–10000"),
    ("numberOfLines negative", XIBSamples.cell(subviews: label(#"numberOfLines="-1""#)),
     "numberOfLines='-1' is not a whole number in 0–10000"),
    ("multiplier ratio overflowing", XIBSamples.cell(
      subviews: label(#"translatesAutoresizingMaskIntoConstraints="NO""#),
      constraints: #"<constraint firstItem="l" firstAttribute="width" secondItem="l" secondAttribute="height" multiplier="1e300:1e-300" id="m"/>"#),
     #"<constraint id="m"> (line 9): multiplier '1e300:1e-300' is not a number or a ratio such as 389:210 with a value in -10000–10000"#),
    ("multiplier NaN denominator", XIBSamples.cell(
      subviews: label(#"translatesAutoresizingMaskIntoConstraints="NO""#),
      constraints: #"<constraint firstItem="l" firstAttribute="width" secondItem="l" secondAttribute="height" multiplier="1:nan" id="m"/>"#),
     "multiplier '1:nan' is not a number"),
    ("minimumLineHeight 1e300", XIBSamples.cell(subviews: label(children:
      #"<attributedString key="attributedText"><fragment content="Hi"><attributes><paragraphStyle key="NSParagraphStyle" minimumLineHeight="1e300"/></attributes></fragment></attributedString>"#)),
     #"<paragraphStyle key="NSParagraphStyle">"# + " (line 8): minimumLineHeight='1e300' is not a number in 0–10000"),
    ("cornerRadius infinite", XIBSamples.cell(subviews: label(children:
      #"<userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><real key="value" value="inf"/></userDefinedRuntimeAttribute></userDefinedRuntimeAttributes>"#)),
     #"<real key="value"> (line 8): value='inf' of runtime attribute 'layer.cornerRadius' of <label id="l"> (line 8) is not a number in 0–100000"#),
    ("frame with a negative height", XIBSamples.cell(subviews: #"<label id="l" text="x"><rect key="frame" x="0" y="0" width="10" height="-5"/></label>"#),
     #"height='-5' of the frame of <label id="l"> (line 8) is not a number in 0–100000"#),
    ("frame without a width", XIBSamples.cell(subviews: #"<label id="l" text="x"><rect key="frame" x="0" y="0" height="5"/></label>"#),
     #"<rect key="frame"> (line 8): the frame of <label id="l"> (line 8) needs a 'width'"#),
    // Swift's Double("0x10") is 16 and Double("infinity") infinite; Interface Builder writes
    // decimals only.
    ("hexadecimal constant", XIBSamples.cell(
      subviews: label(#"translatesAutoresizingMaskIntoConstraints="NO""#),
      constraints: #"<constraint firstItem="l" firstAttribute="width" constant="0x10" id="m"/>"#),
     #"<constraint id="m"> (line 9): constant '0x10' is not a number of points in -100000–100000"#),
    ("hexadecimal multiplier", XIBSamples.cell(
      subviews: label(#"translatesAutoresizingMaskIntoConstraints="NO""#),
      constraints: #"<constraint firstItem="l" firstAttribute="width" secondItem="l" secondAttribute="height" multiplier="0x1p1" id="m"/>"#),
     "multiplier '0x1p1' is not a number"),
    ("hexadecimal frame", XIBSamples.cell(subviews: #"<label id="l" text="x"><rect key="frame" x="0x8" y="0" width="10" height="5"/></label>"#),
     "x='0x8' of the frame of"),
    ("hexadecimal font size", XIBSamples.cell(subviews: label(children: #"<fontDescription key="fontDescription" type="system" pointSize="0x10"/>"#)),
     "'0x10' is not a font size (expected a number of points above 0 and below 1000)"),
    ("image resource of infinite size", XIBSamples.cell(subviews: label(), resources: #"<image name="i" width="inf" height="10"/>"#),
     #"<image> (line 14): width='inf' is not a number in 0–100000"#),
  ]

  @Test("non-finite, huge or negative numbers are bad input naming the element and attribute", arguments: cases.indices)
  func hostileNumbers(_ index: Int) throws {
    let (what, xib, expected) = Self.cases[index]
    let error = #expect(throws: XIBError.self, "\(what)") { try XIBSamples.parse(xib) }
    #expect(error?.category == .badInput, "\(what)")
    #expect(error.map { "\($0)" }?.contains(expected) == true, "\(what): \(error.map { "\($0)" } ?? "no error")")
  }

  @Test("values at the edges of the ranges are accepted")
  func edges() throws {
    let xib = XIBSamples.cell(subviews: Self.label(#"numberOfLines="10000""#)).replacingOccurrences(of: #"rowHeight="44.0""#, with: #"rowHeight="-1""#)
    let document = try XIBSamples.parse(xib)
    #expect(document.rowHeight == .automatic, "-1 is UITableView.automaticDimension")
    #expect(document.root.view(withID: "l")?.text?.numberOfLines == 10_000)
    let ratio = XIBSamples.cell(subviews: Self.label(#"translatesAutoresizingMaskIntoConstraints="NO""#),
                                constraints: #"<constraint firstItem="l" firstAttribute="width" secondItem="l" secondAttribute="height" multiplier="389:210" id="m"/>"#)
    let constraint = try #require(try XIBSamples.parse(ratio).root.allViews.flatMap(\.constraints).first { $0.id == "m" })
    #expect(abs(constraint.multiplier - 389.0 / 210.0) < 1e-12)
  }

  @Test("pixel and Pango unit conversions of non-finite or huge lengths do not trap")
  func conversions() {
    #expect(CairoCanvas.pixels(.infinity, scale: 3) == Int(Int32.max))
    #expect(CairoCanvas.pixels(.nan, scale: 3) == Int(Int32.max))
    #expect(CairoCanvas.pixels(1e300, scale: 3) == Int(Int32.max))
    #expect(CairoCanvas.pixels(-50, scale: 3) == 1)
    #expect(CairoCanvas.pixels(73, scale: 3) == 219)
    #expect(PangoTextLayout.pangoUnits(1e300) == Int32.max)
    #expect(PangoTextLayout.pangoUnits(.infinity) == Int32.max)
    #expect(PangoTextLayout.pangoUnits(.nan) == 0)
    #expect(PangoTextLayout.pangoUnits(-3) == 0)
    #expect(PangoTextLayout.pangoUnits(2) == 2048)
  }
}
