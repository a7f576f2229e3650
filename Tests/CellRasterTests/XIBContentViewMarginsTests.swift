import Testing
@testable import CellRaster

/// Margins a XIB gives a cell's content view: a table view cell sets its content view's margins
/// itself from iOS 11 (`XIBCellLayout.dropManagedContentViewMargins`); a collection view cell
/// does not. A label pinned to the content view's leading and top margins shows which apply.
@Suite struct XIBContentViewMarginsTests {
  static let margins = #"<edgeInsets key="layoutMargins" top="0.0" left="0.0" bottom="0.0" right="0.0"/>"#

  static let label = """
    <label text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="l">
      <rect key="frame" x="0" y="0" width="2" height="2"/>
      <fontDescription key="fontDescription" type="system" pointSize="10"/>
    </label>
    """
  static let constraints = """
    <constraint firstItem="l" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="a"/>
    <constraint firstItem="l" firstAttribute="top" secondItem="cv" secondAttribute="topMargin" id="b"/>
    """

  static func layout(_ xib: String) throws -> LayoutTree {
    try XIBCellLayout(content: XIBCellContent(document: try XIBSamples.parse(xib)),
                      environment: RenderEnvironment(width: 320, scale: 2, height: 44), measurer: FakeTextMeasurer()).layout()
  }

  @Test("a table cell's content view with layoutMargins 0: the system margins (16, 11) apply, with a warning saying why")
  func tableCellContentViewMarginsAreManaged() throws {
    let tree = try Self.layout(XIBSamples.cell(subviews: Self.label, constraints: Self.constraints, contentExtras: Self.margins))
    #expect(tree.root.node(withID: "l")?.frame.origin == Point(x: 16, y: 11))
    #expect(tree.findings.contains { $0.rule == "xib.unsupported" && $0.nodeID == "cv"
      && $0.message.contains("layoutMargins on a table view cell's content view have no effect") })
  }

  @Test("without explicit margins: the same system margins and no warning")
  func tableCellContentViewDefault() throws {
    let tree = try Self.layout(XIBSamples.cell(subviews: Self.label, constraints: Self.constraints))
    #expect(tree.root.node(withID: "l")?.frame.origin == Point(x: 16, y: 11))
    #expect(!tree.findings.contains { $0.message.contains("layoutMargins") })
  }

  @Test("a collection view cell's content view keeps the margins the XIB gives it")
  func collectionCellContentViewKeepsMargins() throws {
    let xib = XIBSamples.cell(subviews: Self.label, constraints: Self.constraints, contentExtras: Self.margins)
      .replacingOccurrences(of: "tableViewCellContentView", with: "collectionViewCellContentView")
      .replacingOccurrences(of: "tableViewCell ", with: "collectionViewCell ")
      .replacingOccurrences(of: "</tableViewCell>", with: "</collectionViewCell>")
    let tree = try Self.layout(xib)
    #expect(tree.root.node(withID: "l")?.frame.origin == Point(x: 0, y: 0))
    #expect(!tree.findings.contains { $0.message.contains("layoutMargins") })
  }
}

/// `XIBCellLayout.markTruncatedText` gives each label the size its lines take at its frame's
/// width (`TextContent.usedSize`), which `text-overlap` uses instead of the whole frame.
@Suite struct XIBLabelUsedSizeTests {
  @Test("a label pinned 200 pt wide and 40 pt tall keeps its frame; usedSize is its text's measured size in it")
  func usedSizeIsTheMeasuredText() throws {
    let label = """
      <label text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="l">
        <rect key="frame" x="0" y="0" width="2" height="2"/>
        <fontDescription key="fontDescription" type="system" pointSize="10"/>
      </label>
      """
    let constraints = """
      <constraint firstItem="l" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="8" id="a"/>
      <constraint firstItem="l" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="2" id="b"/>
      <constraint firstItem="l" firstAttribute="width" constant="200" id="c"/>
      <constraint firstItem="l" firstAttribute="height" constant="40" id="d"/>
      """
    let tree = try XIBContentViewMarginsTests.layout(XIBSamples.cell(subviews: label, constraints: constraints))
    let node = try #require(tree.root.node(withID: "l"))
    #expect(node.frame == Rect(x: 8, y: 2, width: 200, height: 40))
    // FakeTextMeasurer: 5 characters of 0.5 x 10 pt, one line of the font's line height.
    #expect(node.text?.usedSize?.width == 25)
    #expect(node.text?.usedSize?.height == node.text?.font.lineHeight)
    #expect(node.text?.font.lineHeight.map { $0 > 11 && $0 < 13 } == true)
  }
}
