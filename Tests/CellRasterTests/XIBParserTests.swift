import Foundation
import Testing
@testable import CellRaster

@Suite struct XIBParserTests {
  func label(_ children: String, _ attributes: String = "") -> String {
    #"<label id="l" text="Hi" \#(attributes)><rect key="frame" x="0" y="0" width="10" height="10"/>\#(children)</label>"#
  }

  func parsedLabel(_ children: String, resources: String = "") throws -> XIBView {
    let document = try XIBSamples.parse(XIBSamples.cell(subviews: label(children), resources: resources))
    return try #require(document.root.view(withID: "l"))
  }

  @Test(Fixtures.required) func liferayCell() throws {
    let document = try XIBParser.parse(file: Fixtures.path("xib", "liferay-screens__BookmarkCell_default-custom.xib"))
    #expect(document.rootElement == "tableViewCell")
    #expect(document.canvasSize == Size(width: 368, height: 73))
    #expect(document.rowHeight == .fixed(73))
    #expect(document.outlets.map(\.property) == ["nameLabel", "urlLabel"])
    let name = try #require(document.view(forOutlet: "nameLabel"))
    #expect(name.kind == .label)
    #expect(name.hugging.horizontal == 251)
    // HelveticaNeue 20 → pinned regular 20; calibratedRGB black stays #000000.
    #expect(name.text?.font == .fixed(FontDescriptor(pointSize: 20, customFontName: "HelveticaNeue")))
    #expect(name.text?.color.light == Color(hex: "#000000FF"))
    // The height = 21 constraint is excluded by the default variation.
    #expect(name.constraints.map(\.id) == ["tJj-Vc-NT0"])
    let url = try #require(document.view(forOutlet: "urlLabel"))
    // HelveticaNeue-Thin 17 → thin; deviceRGB (0, 0.7216, 0.8784, 0.8747) → #00B8E0DF.
    #expect(url.text?.font == .fixed(FontDescriptor(pointSize: 17, weight: .thin, customFontName: "HelveticaNeue-Thin")))
    #expect(url.text?.color.light == Color(hex: "#00B8E0DF"))
    #expect(document.root.customClass == "BookmarkCell_default_custom")
    #expect(document.warnings.isEmpty)
  }

  @Test func iPadXIBReadLikeAnIPhoneXIB() throws {
    let label = #"<label id="l" text="Hi"><rect key="frame" x="20" y="20" width="100" height="20"/></label>"#
    let document = try XIBSamples.parse(XIBSamples.iPadCell(subviews: label))
    #expect(document.kind == .iPadXIB)
    #expect(document.rootElement == "tableViewCell")
    #expect(document.canvasSize == Size(width: 768, height: 60))
    // Every iPad canvas is 2x, with or without a <device>.
    #expect(document.canvasScale == 2)
    #expect(document.canvasIdiom == .pad)
    #expect(document.root.view(withID: "l")?.text?.text == "Hi")
    let noDevice = try XIBSamples.parse(XIBSamples.iPadCell(subviews: label, device: nil))
    #expect(noDevice.canvasScale == 2 && noDevice.canvasIdiom == .pad)
    // An iPhone XIB on a 3x canvas stays a phone.
    let phone = try XIBSamples.parse(XIBSamples.cell(subviews: label).replacingOccurrences(
      of: "  <objects>", with: #"  <device id="retina6_12" orientation="portrait"/>"# + "\n  <objects>"))
    #expect(phone.kind == .xib && phone.canvasScale == 3 && phone.canvasIdiom == .phone)
  }

  @Test func storyboardPrototypeCell() throws {
    let text = XIBSamples.storyboard(prototypes: XIBSamples.prototypeCell(id: "c1", reuseIdentifier: "OrderCell", text: "Order", y: 28),
                                     rowHeight: 64)
    let document = try XIBSamples.parseStoryboard(text)
    #expect(document.kind == .storyboard)
    #expect(document.rootElement == "tableViewCell")
    #expect(document.reuseIdentifier == "OrderCell")
    // The cell is taken out of its table view: at the origin, its own size; the content view
    // keeps IB's 0.5 pt separator gap.
    #expect(document.root.frame == Rect(x: 0, y: 0, width: 375, height: 44))
    #expect(document.root.subviews.first?.frame.height == 43.5)
    // No rowHeight on the cell: the table view's.
    #expect(document.rowHeight == .fixed(64))
    #expect(document.outlets.map(\.property) == ["titleLabel"])
    #expect(document.view(forOutlet: "titleLabel")?.text?.text == "Order")
    #expect(document.root.customClass == "OrderCell")
    // retina6_12 is a 3x iPhone canvas.
    #expect(document.canvasScale == 3 && document.canvasIdiom == .phone)
    #expect(document.warnings.isEmpty)
  }

  @Test(arguments: [
    (#"<fontDescription key="fontDescription" type="system" pointSize="13"/>"#, XIBFont.fixed(FontDescriptor(pointSize: 13))),
    (#"<fontDescription key="fontDescription" type="system" weight="semibold" pointSize="15"/>"#, .fixed(FontDescriptor(pointSize: 15, weight: .semibold))),
    (#"<fontDescription key="fontDescription" type="boldSystem" pointSize="15"/>"#, .fixed(FontDescriptor(pointSize: 15, weight: .bold))),
    (#"<fontDescription key="fontDescription" type="italicSystem" pointSize="15"/>"#, .fixed(FontDescriptor(pointSize: 15, italic: true))),
    (#"<fontDescription key="fontDescription" style="UICTFontTextStyleFootnote"/>"#, .textStyle(.footnote)),
    (#"<fontDescription key="fontDescription" name="HelveticaNeue-UltraLightItalic" family="Helvetica Neue" pointSize="12"/>"#, .fixed(FontDescriptor(pointSize: 12, weight: .extraLight, italic: true, customFontName: "HelveticaNeue-UltraLightItalic"))),
    (#"<fontDescription key="fontDescription" name="Georgia" family="Georgia" pointSize="12"/>"#, .fixed(FontDescriptor(pointSize: 12, customFontName: "Georgia"))),
  ])
  func fontEncodings(_ xml: String, _ expected: XIBFont) throws {
    #expect(try parsedLabel(xml).text?.font == expected)
  }

  @Test func attributedText() throws {
    let view = try parsedLabel(#"""
      <attributedString key="attributedText"><fragment content="Lab"><attributes>
        <font key="NSFont" size="17" name="ProximaNova-Semibold"/>
        <paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="wordWrapping" minimumLineHeight="22"/>
      </attributes></fragment><fragment content="el"/></attributedString>
      """#)
    #expect(view.text?.text == "Label")
    #expect(view.text?.font == .fixed(FontDescriptor(pointSize: 17, weight: .semibold, customFontName: "ProximaNova-Semibold")))
    #expect(view.text?.alignment == "center")
    #expect(view.text?.minimumLineHeight == 22)
    #expect(view.text?.lineBreakMode == .byWordWrapping)
  }

  @Test(arguments: [
    (#"<color key="textColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/>"#, "#808080FF"),
    (#"<color key="textColor" white="1" alpha="0.5" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#, "#FFFFFF80"),
    (#"<color key="textColor" red="0.14117647059999999" green="0.2274509804" blue="0.4" alpha="1" colorSpace="calibratedRGB"/>"#, "#243A66FF"),
    (#"<color key="textColor" red="1" green="0" blue="0" alpha="1" colorSpace="deviceRGB"/>"#, "#FF0000FF"),
    (#"<color key="textColor" red="0.18266624209999999" green="0.2984658778" blue="0.47575646640000002" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#, "#2F4C79FF"),
    // Display P3 pure red is outside sRGB: clamped to #FF0000 (hand-computed with the matrix).
    (#"<color key="textColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="displayP3"/>"#, "#FF0000FF"),
    (#"<color key="textColor" systemColor="secondaryLabelColor"/>"#, "#3C3C4399"),
    (#"<color key="textColor" systemColor="systemGrayColor"/>"#, "#8E8E93FF"),
    (#"<color key="textColor" name="Brand"/>"#, "#112233FF"),
    (#"<color key="textColor" cocoaTouchSystemColor="darkTextColor"/>"#, "#000000FF"),
  ])
  func colorEncodings(_ xml: String, _ hex: String) throws {
    let resources = #"""
      <systemColor name="systemGrayColor"><color red="0.5568627451" green="0.5568627451" blue="0.57647058819999996" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></systemColor>
      <namedColor name="Brand"><color red="0.0666666667" green="0.1333333333" blue="0.2" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>
      """#
    #expect(try parsedLabel(xml, resources: resources).text?.color.light == Color(hex: hex))
  }

  @Test func accessibilityConfiguration() throws {
    let view = try parsedLabel(#"""
      <accessibility key="accessibilityConfiguration" label="Total" hint="Double tap" identifier="total" value="42">
        <accessibilityTraits key="traits" staticText="YES" updatesFrequently="YES"/>
        <bool key="isElement" value="NO"/>
      </accessibility>
      """#)
    #expect(view.accessibility == AccessibilityAttributes(
      isAccessibilityElement: false, label: "Total", value: "42", hint: "Double tap", identifier: "total",
      traits: [.staticText, .updatesFrequently]))
    // No <accessibility>: every field nil, UIKit defaults apply.
    #expect(try parsedLabel("").accessibility == .default)
  }

  /// Line numbers: the sample document's `<subviews>` line is line 8.
  @Test func unsupportedFeaturesAreWarningsNamingTheElement() throws {
    let document = try XIBSamples.parse(XIBSamples.cell(subviews: #"""
      <pickerView id="s"><rect key="frame" x="0" y="0" width="10" height="10"/></pickerView>
      <view id="v"><rect key="frame" x="0" y="0" width="10" height="10"/>
        <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="boolean" keyPath="dropShadow" value="YES"/></userDefinedRuntimeAttributes>
        <blurEffect key="effect"/>
      </view>
      """#))
    #expect(document.warnings.map(\.description) == [
      #"<pickerView id="s"> (line 8): a picker view's rows come from its data source in code, which snapcheck cannot run: only its selection band is drawn"#,
      #"<userDefinedRuntimeAttribute> (line 10): runtime attribute 'dropShadow' is not applied"#,
      #"<blurEffect key="effect"> (line 11): <blurEffect key="effect"> is not supported; ignored"#,
    ])
  }

  /// Controls are parsed as their own kinds, with what their size needs; those still not drawn
  /// (text fields, date pickers) are reported as laid out but not drawn (`<subviews>` is line 8).
  @Test func controlsAreTheirKindsAndWarnAsNotDrawn() throws {
    let frame = #"<rect key="frame" x="0" y="0" width="10" height="10"/>"#
    let document = try XIBSamples.parse(XIBSamples.cell(subviews: """
      <textField id="tf" borderStyle="roundedRect" text="Hi" placeholder="Name">\(frame)<fontDescription key="fontDescription" type="system" pointSize="14"/><textInputTraits key="textInputTraits" secureTextEntry="YES"/></textField>
      <segmentedControl id="sc" apportionsSegmentWidthsByContent="YES">\(frame)<segments><segment title="A"/><segment title=""/></segments></segmentedControl>
      <slider id="sl" value="0.5">\(frame)</slider>
      <stepper id="st">\(frame)</stepper>
      <progressView id="pv">\(frame)</progressView>
      <pageControl id="pc" numberOfPages="4" currentPage="2">\(frame)</pageControl>
      <datePicker id="dp" datePickerMode="time" style="inline">\(frame)<date key="date" timeIntervalSinceReferenceDate="60"/><locale key="locale" localeIdentifier="de_DE"/></datePicker>
      """))
    let views = document.root.allViews
    let kinds = Dictionary(uniqueKeysWithValues: views.map { ($0.id, $0.kind) })
    #expect(kinds["tf"] == .textField && kinds["sc"] == .segmentedControl && kinds["sl"] == .slider && kinds["st"] == .stepper
            && kinds["pv"] == .progressView && kinds["pc"] == .pageControl && kinds["dp"] == .datePicker)
    let field = try #require(document.root.view(withID: "tf")?.sizing.textField)
    #expect(field == XIBTextField(borderStyle: "roundedRect", text: "Hi", placeholder: "Name",
                                  font: .fixed(FontDescriptor(pointSize: 14)), isSecureTextEntry: true))
    let segmented = try #require(document.root.view(withID: "sc")?.sizing)
    #expect(segmented.segmentTitles == ["A", ""] && segmented.apportionsSegmentWidthsByContent)
    let pages = try #require(document.root.view(withID: "pc")?.sizing)
    #expect(pages.numberOfPages == 4 && pages.currentPage == 2)
    let picker = try #require(document.root.view(withID: "dp")?.sizing)
    #expect(picker.controlStyle == "inline" && picker.datePickerMode == "time" && picker.date == 60)
    #expect(document.warnings.map(\.description) == [
      #"<datePicker id="dp"> (line 14): an inline date picker's calendar is not laid out: it has no intrinsic size here (give it width and height constraints)"#,
      #"<datePicker id="dp"> (line 14): locale 'de_DE' is not applied: the date picker's text is measured as en_US formats it"#,
      #"<datePicker id="dp"> (line 14): a date picker in the inline style is drawn as its background only: its calendar is not drawn (only the compact style is)"#,
    ])
  }

  /// IB's DBL_MIN stand-in for a zero inset (`maxX="2.2250738585072014e-308"`) is no inset.
  @Test func zeroInsetsAreNoWarning() throws {
    func warnings(_ inset: String) throws -> [String] {
      try XIBSamples.parse(XIBSamples.cell(subviews: #"<button id="b"><rect key="frame" x="0" y="0" width="10" height="10"/>\#(inset)</button>"#))
        .warnings.map(\.description)
    }
    #expect(try warnings(#"<inset key="imageEdgeInsets" minX="0.0" minY="0.0" maxX="2.2250738585072014e-308" maxY="0.0"/>"#) == [])
    // Button insets are applied (`XIBButtonParts`); an inset snapcheck does not apply is still reported.
    #expect(try warnings(#"<inset key="imageEdgeInsets" minX="0.0" minY="17" maxX="0.0" maxY="0.0"/>"#) == [])
    #expect(try warnings(#"<inset key="separatorInset" minX="0.0" minY="17" maxX="0.0" maxY="0.0"/>"#) == [
      #"<inset key="separatorInset"> (line 8): separatorInset is not applied (the content is drawn without it)"#,
    ])
  }

  /// The pairings UIKit takes: two sizes (an aspect ratio), two positions on one axis, centerX
  /// with either direction family, baselines with top and bottom.
  @Test(arguments: [("width", "height"), ("height", "width"), ("centerX", "leading"), ("left", "centerXWithinMargins"),
                    ("trailing", "leadingMargin"), ("rightMargin", "left"), ("firstBaseline", "top"),
                    ("baseline", "centerYWithinMargins"), ("bottomMargin", "lastBaseline")])
  func validPairing(_ first: String, _ second: String) throws {
    let constraint = #"<constraint firstItem="v" firstAttribute="\#(first)" secondItem="w" secondAttribute="\#(second)" id="c"/>"#
    let views = #"<view id="v"><rect key="frame" x="0" y="0" width="1" height="1"/></view><view id="w"><rect key="frame" x="0" y="0" width="1" height="1"/></view>"#
    let document = try XIBSamples.parse(XIBSamples.cell(subviews: views, constraints: constraint))
    let contentView = try #require(document.root.view(withID: "cv"))
    #expect(contentView.constraints.map(\.id) == ["c"])
  }

  @Test(arguments: [
    ("not xml <", "test.xib:1:1: not well-formed XML: start tag expected: the document does not begin with '<'"),
    (#"<document type="com.apple.InterfaceBuilder3.Cocoa.XIB"/>"#,
     #"test.xib: not an iOS XIB or storyboard document (expected <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">, type "com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB" or "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"; found type "com.apple.InterfaceBuilder3.Cocoa.XIB")"#),
    (#"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"/>"#,
     #"test.xib: <document> (line 1): no <scenes> element"#),
    (XIBSamples.cell(subviews: "", constraints: #"<constraint firstItem="nope" firstAttribute="top" secondItem="cv" secondAttribute="top" id="c1"/>"#),
     #"test.xib: <constraint id="c1"> (line 9): constraint 'c1' refers to id 'nope', which is no view or layout guide in the document (dangling reference)"#),
    (XIBSamples.cell(subviews: "", constraints: #"<constraint firstItem="cv" firstAttribute="width" secondItem="cv" secondAttribute="width" multiplier="2" id="c2"/>"#),
     #"test.xib: <constraint id="c2"> (line 9): constraint 'c2' relates width of view 'cv' to itself (cyclic constraint)"#),
    (XIBSamples.cell(subviews: "", constraints: #"<constraint firstItem="cv" firstAttribute="top" secondItem="cv" secondAttribute="leadingMargin" id="c3"/>"#),
     #"test.xib: <constraint id="c3"> (line 9): invalid pairing of layout attributes 'top' and 'leadingMargin': UIKit raises NSInvalidArgumentException when the nib loads: a horizontal position cannot be related to a vertical one (fix: relate two positions on one axis)"#),
    (XIBSamples.cell(subviews: "", constraints: #"<constraint firstItem="cv" firstAttribute="width" secondItem="cv" secondAttribute="leading" id="c4"/>"#),
     #"test.xib: <constraint id="c4"> (line 9): invalid pairing of layout attributes 'width' and 'leading': UIKit raises NSInvalidArgumentException when the nib loads: a size cannot be related to a position (fix: relate two sizes, or two positions)"#),
    (XIBSamples.cell(subviews: "", constraints: #"<constraint firstItem="cv" firstAttribute="centerY" secondItem="cv" secondAttribute="height" id="c5"/>"#),
     #"test.xib: <constraint id="c5"> (line 9): invalid pairing of layout attributes 'centerY' and 'height': UIKit raises NSInvalidArgumentException when the nib loads: a size cannot be related to a position"#),
    (XIBSamples.cell(subviews: "", constraints: #"<constraint firstItem="cv" firstAttribute="leading" secondItem="cv" secondAttribute="rightMargin" id="c6"/>"#),
     #"test.xib: <constraint id="c6"> (line 9): invalid pairing of layout attributes 'leading' and 'rightMargin': UIKit raises NSInvalidArgumentException when the nib loads: leading/trailing cannot be related to left/right (fix: leading/trailing on both sides, or left/right on both)"#),
    (XIBSamples.cell(subviews: "", constraints: #"<constraint firstItem="cv" firstAttribute="leading" secondItem="cv" secondAttribute="centerX" multiplier="0" id="c7"/>"#),
     #"test.xib: <constraint id="c7"> (line 9): a multiplier of 0 makes 'leading' a position equal to a constant; UIKit raises NSInvalidArgumentException"#),
    (XIBSamples.cell(subviews: "", constraints: #"<constraint firstItem="cv" firstAttribute="width" secondItem="cv" secondAttribute="height" constant="100001" id="c8"/>"#),
     #"test.xib: <constraint id="c8"> (line 9): constant '100001' is not a number of points in -100000–100000"#),
    (XIBSamples.cell(subviews: "", cellExtras: #"<connections><outlet property="x" destination="gone" id="o"/></connections>"#),
     #"test.xib: <outlet id="o"> (line 11): outlet 'x' points to id 'gone', which is no view or constraint in the document"#),
    (XIBSamples.cell(subviews: #"<view id="a"><rect key="frame" x="0" y="0" width="1" height="1"/></view><view id="a"><rect key="frame" x="0" y="0" width="1" height="1"/></view>"#),
     #"test.xib: <view id="a"> (line 8): id 'a' is already used by <view id="a"> (line 8)"#),
    (XIBSamples.cell(subviews: "", constraints: #"<constraint firstItem="cv" firstAttribute="width" constant="10" id="c"/>"#
                     + "\n" + #"<constraint firstItem="cv" firstAttribute="height" constant="10" id="c"/>"#),
     #"test.xib: <constraint id="c"> (line 10): id 'c' is already used by <constraint id="c"> (line 9); an object id names one object"#),
    (XIBSamples.cell(subviews: #"<view id="a"><rect key="frame" x="0" y="0" width="1" height="1"/></view><view id="b"><rect key="frame" x="0" y="0" width="1" height="1"/></view>"#,
                     cellExtras: #"<connections><outlet property="t" destination="a" id="o1"/><outlet property="t" destination="b" id="o2"/></connections>"#),
     #"test.xib: <outlet id="o2"> (line 11): outlet 't' is already connected by <outlet id="o1"> (line 11); a property has one outlet"#),
    (XIBSamples.cell(subviews: #"<view id="a"><rect key="frame" x="0" y="0" width="1" height="1"/></view><view id="b"><rect key="frame" x="0" y="0" width="1" height="1"/></view>"#,
                     cellExtras: #"<connections><outlet property="b" destination="a" id="o1"/></connections>"#),
     #"test.xib: <outlet id="o1"> (line 11): outlet 'b' of view 'a' has the id of <view id="b"> (line 8); the outlet name becomes the view's id"#),
    (XIBSamples.cell(subviews: #"<view id="a"><rect key="frame" x="0" y="0" width="1" height="1"/></view><view id="b"><rect key="frame" x="0" y="0" width="1" height="1"/></view>"#, cellExtras: #"<connections><outlet property="" destination="a" id="o1"/></connections>"#),
     #"test.xib: <outlet id="o1"> (line 11): an outlet needs 'property' and 'destination'"#),
    (XIBSamples.cell(subviews: #"<view id="a"><rect key="frame" x="0" y="0" width="1" height="1"/></view><view id="b"><rect key="frame" x="0" y="0" width="1" height="1"/></view>"#, cellExtras: #"<connections><outlet property="a.text" destination="a" id="o1"/></connections>"#),
     #"test.xib: <outlet id="o1"> (line 11): outlet name 'a.text' contains '.'; an outlet is a property name"#),
    (XIBSamples.cell(subviews: "", constraints: #"<constraint firstItem="cv" firstAttribute="width" constant="10" id="cv"/>"#),
     #"test.xib: <constraint id="cv"> (line 9): id 'cv' is already used by <tableViewCellContentView id="cv"> (line 6); an object id names one object"#),
    (XIBSamples.cell(subviews: "", cellExtras: #"<tableViewCellContentView key="contentView" id="cv2"><rect key="frame" x="0" y="0" width="320" height="44"/></tableViewCellContentView>"#),
     #"test.xib: <tableViewCellContentView id="cv2"> (line 11): is a second content view of tableViewCell (id cell) (the first: <tableViewCellContentView id="cv"> (line 6)); a cell has one"#),
    (XIBSamples.cell(subviews: String(repeating: #"<view id="v"><subviews>"#, count: 120)),
     "test.xib: <subviews> (line 8): nested more than 200 elements deep"),
    (XIBSamples.cell(subviews: (0..<121).map { #"<view id="v\#($0)"><rect key="frame" x="0" y="0" width="1" height="1"/></view>"# }.joined()),
     #"test.xib: <tableViewCell id="cell"> (line 4): 123 views; snapcheck lays out at most 120 per cell"#),
  ])
  func badInput(_ text: String, _ message: String) throws {
    let error = try #require(throws: XIBError.self) { try XIBSamples.parse(text) }
    #expect(error.category == .badInput)
    #expect(error.description.hasPrefix(message))
  }
}
