import Testing
@testable import CellRaster

/// Margins that depend on where a view sits (`XIBEffectiveMargins`): preservesSuperviewLayoutMargins
/// and layoutMarginsFollowReadableWidth, through `XIBCellLayout` with the font-free measurer.
@Suite struct XIBEffectiveMarginsTests {
  static func layout(_ xib: String, width: Double = 320, direction: LayoutDirection = .leftToRight) throws -> LayoutTree {
    try XIBCellLayout(content: XIBCellContent(document: try XIBSamples.parse(xib)),
                      environment: RenderEnvironment(width: width, scale: 2, layoutDirection: direction, height: 100),
                      measurer: FakeTextMeasurer()).layout()
  }

  static let label = """
    <label text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="l">
      <rect key="frame" x="0" y="0" width="2" height="2"/>
      <fontDescription key="fontDescription" type="system" pointSize="10"/>
    </label>
    """

  /// A cell whose content view (preserving or not) holds `label` pinned to its leading and top margins.
  static func cell(contentAttributes: String, cellMargins: String = "", width: Double = 320) -> String {
    XIBSamples.cell(width: width, height: 100, subviews: label, constraints: """
      <constraint firstItem="l" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="a"/>
      <constraint firstItem="l" firstAttribute="top" secondItem="cv" secondAttribute="topMargin" id="b"/>
      """, cellExtras: cellMargins)
      .replacingOccurrences(of: #"<tableViewCellContentView key="contentView" id="cv">"#,
                            with: #"<tableViewCellContentView key="contentView" \#(contentAttributes) id="cv">"#)
  }

  static let wideCellMargins = #"<edgeInsets key="layoutMargins" top="30" left="40" bottom="30" right="40"/>"#

  @Test("a content view that preserves the cell's 30/40 pt margins lays out inside them, not its own 11/16")
  func contentViewPreservesCellMargins() throws {
    let tree = try Self.layout(Self.cell(contentAttributes: #"preservesSuperviewLayoutMargins="YES""#, cellMargins: Self.wideCellMargins))
    #expect(tree.root.node(withID: "l")?.frame.origin == Point(x: 40, y: 30))
  }

  @Test("without preservesSuperviewLayoutMargins the cell's margins do not reach the content view")
  func notPreserving() throws {
    let tree = try Self.layout(Self.cell(contentAttributes: "", cellMargins: Self.wideCellMargins))
    #expect(tree.root.node(withID: "l")?.frame.origin == Point(x: 16, y: 11))
  }

  @Test("right to left: the preserved leading margin is the cell's right one (40), the label ends 40 pt from the right")
  func preservesInRightToLeft() throws {
    let tree = try Self.layout(Self.cell(contentAttributes: #"preservesSuperviewLayoutMargins="YES""#,
                                         cellMargins: #"<edgeInsets key="layoutMargins" top="30" left="10" bottom="30" right="40"/>"#),
                               direction: .rightToLeft)
    // "Hi" in system 10 is 10 pt wide; leading margin = the physical right margin 40.
    #expect(tree.root.node(withID: "l")?.frame.maxX == 280)
  }

  @Test("a view 5 pt inside a superview with 16 pt margins keeps 11 pt of them (16 − 5), its own being 0")
  func partialOverlap() throws {
    let xib = XIBSamples.cell(height: 100, subviews: """
      <view preservesSuperviewLayoutMargins="YES" translatesAutoresizingMaskIntoConstraints="NO" id="box">
        <rect key="frame" x="0" y="0" width="1" height="1"/>
        <subviews>\(Self.label)</subviews>
        <constraints>
          <constraint firstItem="l" firstAttribute="leading" secondItem="box" secondAttribute="leadingMargin" id="c"/>
          <constraint firstItem="l" firstAttribute="top" secondItem="box" secondAttribute="top" id="d"/>
        </constraints>
        <edgeInsets key="layoutMargins" top="0.0" left="0.0" bottom="0.0" right="0.0"/>
      </view>
      """, constraints: """
      <constraint firstItem="box" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="5" id="e"/>
      <constraint firstItem="box" firstAttribute="top" secondItem="cv" secondAttribute="top" id="f"/>
      <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="g"/>
      <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" id="h"/>
      """)
    let tree = try Self.layout(xib)
    #expect(tree.root.node(withID: "l")?.frame.minX == 16)
  }

  @Test("layoutMarginsFollowReadableWidth on a 1024 pt iPad cell: 672 pt between the margins, inset 176 ([UYL])")
  func readableWidth() throws {
    let tree = try Self.layout(Self.cell(contentAttributes: #"layoutMarginsFollowReadableWidth="YES""#, width: 1024), width: 1024)
    #expect(tree.root.node(withID: "l")?.frame.minX == 176)
    #expect(XIBEffectiveMargins.readableWidth(.large) == 672)
  }

  @Test("on a phone the readable width is wider than the cell: the margins stay the system ones")
  func readableWidthOnPhone() throws {
    let tree = try Self.layout(Self.cell(contentAttributes: #"layoutMarginsFollowReadableWidth="YES""#))
    #expect(tree.root.node(withID: "l")?.frame.origin == Point(x: 16, y: 11))
  }
}
