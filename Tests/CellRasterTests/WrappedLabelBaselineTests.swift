import Testing
@testable import CellRaster

/// A multi-line label's baseline follows the lines it wraps to at its solved width: its text is
/// centred in its frame, so two lines put the first baseline half a line higher above the centre
/// than one (pocket-casts PlayerChapterCell: a chapter number aligned by first baseline with a
/// two-line title, IB 10.5 pt from the top; 18.5 when the title's baseline was measured as one line).
@Suite("Baselines of wrapping labels")
struct WrappedLabelBaselineTests {
  /// A 20 pt "title" label and a 10 pt "number" label in an unknown font (the fake measurer's
  /// 1.2 em lines), for cells that align the number's first baseline with the title's.
  static func labels(title: String, titleAttributes: String = "") -> String {
    """
    <label \(titleAttributes) text="\(title)" translatesAutoresizingMaskIntoConstraints="NO" id="title">
      <rect key="frame" x="0.0" y="10" width="200" height="48"/>
      <fontDescription key="fontDescription" name="ProximaNova-Regular" family="Proxima Nova" pointSize="20"/>
    </label>
    <label text="1." translatesAutoresizingMaskIntoConstraints="NO" id="number">
      <rect key="frame" x="0.0" y="19.5" width="10" height="12"/>
      <fontDescription key="fontDescription" name="ProximaNova-Regular" family="Proxima Nova" pointSize="10"/>
    </label>
    """
  }

  static let xib = XIBSamples.cell(width: 200, height: 100,
                                   subviews: labels(title: "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", titleAttributes: #"numberOfLines="0""#),
                                   constraints: """
    <constraint firstItem="title" firstAttribute="leading" secondItem="cv" secondAttribute="leading" id="c1"/>
    <constraint firstAttribute="trailing" secondItem="title" secondAttribute="trailing" id="c2"/>
    <constraint firstItem="title" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="10" id="c3"/>
    <constraint firstItem="number" firstAttribute="leading" secondItem="cv" secondAttribute="leading" id="c4"/>
    <constraint firstItem="number" firstAttribute="firstBaseline" secondItem="title" secondAttribute="firstBaseline" id="c5"/>
    """)

  @Test("a label aligned by first baseline with a title that wraps to two lines sits on the title's first line")
  func firstBaselineOfTwoLines() throws {
    let document = try XIBSamples.parse(Self.xib)
    let tree = try XIBCellLayout(content: XIBCellContent(document: document), environment: RenderEnvironment(width: 200, scale: 2, height: 100),
                                 measurer: FakeTextMeasurer()).layout()
    // FakeTextMeasurer: 10 pt per character at 20 pt, so 30 characters wrap to 2 lines of 24 pt in
    // 200 pt; first baselines at 80 % of a line: 10 + 19.2 = 29.2 for the title, so the number
    // (a 12 pt line, baseline 9.6) starts at 19.6, 19.5 on the 2x pixel grid.
    let title = try #require(tree.root.node(withID: "title"))
    #expect(title.frame == Rect(x: 0, y: 10, width: 200, height: 48))
    #expect(try #require(tree.root.node(withID: "number")).frame.minY == 19.5)
  }
}

/// Baselines stay constants of required constraints: a conflict is broken and reported, and a
/// reused list cell whose baseline-aligned text changes is laid out as a fresh one.
@Suite("Baseline constraints")
struct BaselineConstraintTests {
  static func xib(numberTop: Bool) -> String {
    XIBSamples.cell(width: 200, height: 60, subviews: WrappedLabelBaselineTests.labels(title: "Title"), constraints: """
      <constraint firstItem="title" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="40" id="c1"/>
      <constraint firstItem="title" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="10" id="c2"/>
      <constraint firstItem="number" firstAttribute="leading" secondItem="cv" secondAttribute="leading" id="c3"/>
      <constraint firstItem="number" firstAttribute="firstBaseline" secondItem="title" secondAttribute="firstBaseline" id="c4"/>
      """ + (numberTop ? """
      <constraint firstItem="number" firstAttribute="top" secondItem="cv" secondAttribute="top" id="c5"/>
      <constraint firstItem="number" firstAttribute="height" constant="12" id="c6"/>
      <constraint firstItem="title" firstAttribute="height" constant="24" id="c7"/>
      """ : ""), cellExtras: #"<connections><outlet property="titleLabel" destination="title" id="o1"/></connections>"#)
  }

  @Test("a required baseline constraint that conflicts with another required one is broken and reported, as UIKit does")
  func conflictIsReported() throws {
    let document = try XIBSamples.parse(Self.xib(numberTop: true))
    let tree = try XIBCellLayout(content: XIBCellContent(document: document), environment: RenderEnvironment(width: 200, scale: 2, height: 60),
                                 measurer: FakeTextMeasurer()).layout()
    #expect(tree.findings.contains { $0.rule == "xib.unsatisfiable" }, "\(tree.findings)")
  }

  @Test("a reused row whose baseline-aligned text becomes empty, or no longer empty, is laid out as a fresh one",
        arguments: [["Hello", ""], ["", "Hello"]])
  func reusedRows(_ texts: [String]) throws {
    let document = try XIBSamples.parse(Self.xib(numberTop: false))
    func rows(_ texts: [String]) -> [XIBListRow] { texts.map { .loaded(XIBBindings([("titleLabel", .text($0))])) } }
    let reused = try XIBListLayout(content: XIBListContent(cell: document, rowHeight: .fixed(60), rows: rows(texts)),
                                   environment: RenderEnvironment(width: 200, scale: 2), measurer: FakeTextMeasurer()).layout()
    let fresh = try XIBListLayout(content: XIBListContent(cell: document, rowHeight: .fixed(60), rows: rows([texts[1]])),
                                  environment: RenderEnvironment(width: 200, scale: 2), measurer: FakeTextMeasurer()).layout()
    let second = try #require(reused.root.node(withID: "row1.number")), alone = try #require(fresh.root.node(withID: "row0.number"))
    let secondRow = try #require(reused.root.node(withID: "row1")), aloneRow = try #require(fresh.root.node(withID: "row0"))
    #expect(second.frame.minY - secondRow.frame.minY == alone.frame.minY - aloneRow.frame.minY)
  }
}
