import Testing
@testable import CellRaster

/// A multi-line label's baseline follows the lines it wraps to at its solved width: its text is
/// centred in its frame, so two lines put the first baseline half a line higher above the centre
/// than one (pocket-casts PlayerChapterCell: a chapter number aligned by first baseline with a
/// two-line title, IB 10.5 pt from the top; 18.5 when the title's baseline was measured as one line).
@Suite("Baselines of wrapping labels")
struct WrappedLabelBaselineTests {
  static let xib = XIBSamples.cell(width: 200, height: 100, subviews: """
    <label numberOfLines="0" text="aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa" translatesAutoresizingMaskIntoConstraints="NO" id="title">
      <rect key="frame" x="0.0" y="10" width="200" height="48"/>
      <fontDescription key="fontDescription" name="ProximaNova-Regular" family="Proxima Nova" pointSize="20"/>
    </label>
    <label text="1." translatesAutoresizingMaskIntoConstraints="NO" id="number">
      <rect key="frame" x="0.0" y="19.5" width="10" height="12"/>
      <fontDescription key="fontDescription" name="ProximaNova-Regular" family="Proxima Nova" pointSize="10"/>
    </label>
    """, constraints: """
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
