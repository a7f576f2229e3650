import Testing
@testable import CellRaster

/// Re-solving at other widths, direction, warnings, binding and the list screenlet, with the
/// font-free measurer. Every expected frame is worked out by hand from the XIB's constraints.
@Suite struct XIBCellLayoutTests {
  static let liferay = "liferay-screens__BookmarkCell_default-custom.xib"

  @Test(Fixtures.required) func liferayResolvedAt320() throws {
    let (_, solved) = try XIBAutoLayoutTests.solve(Self.liferay, width: 320)
    // leading = 20; trailing = 320 − 8 (trailingMargin) = 312 → width 292; top = topMargin 8;
    // height ≥ 30 with intrinsic 30 → 30; url top = name bottom 38, height 30.
    #expect(solved.frames["gKQ-Nf-GwH"] == Rect(x: 20, y: 8, width: 292, height: 30))
    #expect(solved.frames["IZs-Lw-eh1"] == Rect(x: 20, y: 38, width: 292, height: 30))
  }

  @Test(Fixtures.required) func liferayRightToLeft() throws {
    let (_, solved) = try XIBAutoLayoutTests.solve(Self.liferay, width: 320, rtl: true)
    // Mirrored: leading edge at 320 − 20 = 300, trailing margin at x 8 → x 8, width 292.
    #expect(solved.frames["gKQ-Nf-GwH"] == Rect(x: 8, y: 8, width: 292, height: 30))
  }

  @Test(Fixtures.required) func voiceCellStacksAt320() throws {
    let (_, solved) = try XIBAutoLayoutTests.solve("soundscape__VoiceTableViewCell.xib", width: 320)
    // Outer stack 16…304 (288 wide), y 8, height 52.5 − 16 = 36.5. Fill distribution: image 24,
    // gap 16, middle stack 288 − 24 − 16 − 16 − 24 = 208 at x 16 + 40 = 56, gap 16, button stack
    // at 56 + 208 + 16 = 280. Centre alignment: (36.5 − 24) / 2 = 6.25 → 8 + 6.25 = 14.25 snaps
    // to 14.5 at 2x.
    #expect(solved.frames["UUr-IN-3Xl"] == Rect(x: 16, y: 8, width: 288, height: 36.5))
    #expect(solved.frames["mMO-4e-Sgf"] == Rect(x: 56, y: 8, width: 208, height: 36.5))
    #expect(solved.frames["oDY-Up-Fgq"] == Rect(x: 280, y: 14.5, width: 24, height: 24))
    #expect(solved.frames["IS5-0p-Rk9"] == Rect(x: 16, y: 14.5, width: 24, height: 24))
  }

  @Test func autoresizingMaskWithoutConstraints() throws {
    // 300 wide in a 320 canvas, flexible width and right margin: the 80 pt of growth at 400
    // splits 300 : 10 → width 300 + 80·300/310, x stays 10.
    let document = try XIBSamples.parse(XIBSamples.cell(subviews: #"""
      <view id="v"><rect key="frame" x="10" y="5" width="300" height="20"/>
        <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxX="YES"/></view>
      """#))
    let solved = try XIBAutoLayout.solve(document.root, size: Size(width: 400, height: 44), scale: 1000, isRightToLeft: false,
                                         intrinsicSizes: [:])
    let frame = try #require(solved.frames["v"])
    #expect(abs(frame.width - (300 + 80 * 300 / 310)) < 0.001)
    #expect(frame.minX == 10 && frame.minY == 5 && frame.height == 20)
  }

  @Test func ambiguousAndUnsatisfiableAreWarningsNamingTheView() throws {
    let document = try XIBSamples.parse(XIBSamples.cell(subviews: #"""
      <view translatesAutoresizingMaskIntoConstraints="NO" id="a" userLabel="Free"><rect key="frame" x="3" y="4" width="5" height="6"/></view>
      <view translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="0" y="0" width="10" height="10"/>
        <constraints><constraint firstAttribute="width" constant="10" id="w10"/><constraint firstAttribute="width" constant="20" id="w20"/>
        <constraint firstAttribute="height" constant="10" id="h10"/></constraints></view>
      """#, constraints: #"<constraint firstItem="b" firstAttribute="top" secondItem="cv" secondAttribute="top" id="t"/><constraint firstItem="b" firstAttribute="leading" secondItem="cv" secondAttribute="leading" id="l"/>"#))
    let solved = try XIBAutoLayout.solve(document.root, size: Size(width: 320, height: 44), scale: 2, isRightToLeft: false,
                                         intrinsicSizes: [:])
    let ambiguous = solved.warnings.filter { $0.rule == "xib.ambiguous" }
    // "a" has no constraints at all. "b"'s required widths 10 and 20 conflict: as UIKit does,
    // the one added later (w20) is broken, i.e. left out, so b is 10 wide and not ambiguous.
    #expect(ambiguous.map(\.viewID) == ["a"])
    #expect(ambiguous.first?.message == "ambiguous layout: the constraints do not determine x, y, width, height of view 'Free' (id a); IB's stored frame breaks the tie (fix: a constraint that sets it, or different content hugging / compression resistance priorities for the views that compete)")
    #expect(solved.frames["a"] == Rect(x: 3, y: 4, width: 5, height: 6))
    #expect(solved.frames["b"] == Rect(x: 0, y: 0, width: 10, height: 10))
    let broken = solved.warnings.filter { $0.rule == "xib.unsatisfiable" }
    #expect(broken.count == 1)
    #expect(broken.first?.viewID == "b")
    #expect(broken.first?.message == "unable to simultaneously satisfy constraints: constraint 'w20' "
            + "<constraint id=\"w20\"> (line 10) involving view (id b) conflicts with constraint 'w10' "
            + "<constraint id=\"w10\"> (line 10); it was broken")
  }

  static func content(_ outlets: [(String, XIBBindingValue)]) throws -> XIBCellContent {
    XIBCellContent(document: try XIBParser.parse(file: Fixtures.path("xib", liferay)), bindings: XIBBindings(outlets.map { ($0.0, $0.1) }))
  }

  @Test(Fixtures.required) func bindingFillsOutletsLikeDoFillLoadedCell() throws {
    let content = try Self.content([("nameLabel", .text("Liferay")), ("urlLabel", .text("https://liferay.com"))])
    let tree = try XIBCellLayout(content: content, environment: RenderEnvironment(width: 320, scale: 2), measurer: FakeTextMeasurer()).layout()
    #expect(tree.size == Size(width: 320, height: 73))
    #expect(tree.root.node(withID: "nameLabel")?.text?.text == "Liferay")
    #expect(tree.root.node(withID: "urlLabel")?.text?.text == "https://liferay.com")
    // iOS 17's content view margins (top 11, trailing 16, SystemLayoutMargins): leading 20 (to the
    // content view's edge), width 320 − 16 − 20 = 284; url top = name bottom 11 + 30.
    #expect(tree.root.node(withID: "urlLabel")?.frame == Rect(x: 20, y: 41, width: 284, height: 30))
    // UITableViewCell default: one element, labels joined in reading order.
    #expect(tree.root.accessibility.isAccessibilityElement == true)
    #expect(tree.root.accessibility.label == "Liferay, https://liferay.com")
    let hidden = try XIBCellLayout(content: try Self.content([("urlLabel", .hidden(true))]),
                                   environment: RenderEnvironment(width: 320), measurer: FakeTextMeasurer()).layout()
    #expect(hidden.root.node(withID: "urlLabel")?.isHidden == true)
    #expect(hidden.root.accessibility.label == "Label")
  }

  @Test(Fixtures.required) func listScreenlet() throws {
    let document = try XIBParser.parse(file: Fixtures.path("xib", Self.liferay))
    let list = XIBListContent(cell: document, rowHeight: .fixed(80), rows: [
      .loaded(XIBBindings([("nameLabel", .text("A")), ("urlLabel", .text("a.com"))])), .inProgress,
    ])
    let tree = try XIBListLayout(content: list, environment: RenderEnvironment(width: 375, scale: 3), measurer: FakeTextMeasurer()).layout()
    // Two rows of 80 pt.
    #expect(tree.size == Size(width: 375, height: 160))
    #expect(tree.root.accessibility.containerType == .list)
    #expect(tree.root.accessibility.elements == ["row0", "row1"])
    #expect(tree.root.node(withID: "row0")?.frame == Rect(x: 0, y: 0, width: 375, height: 80))
    #expect(tree.root.node(withID: "row1.nameLabel") == nil)
    #expect(tree.root.node(withID: "row1.textLabel")?.text?.text == "Loading...")
    #expect(tree.root.node(withID: "row0.nameLabel")?.frame == Rect(x: 20, y: 11, width: 339, height: 30))
    // Separator: 1 px at 3x = 1/3 pt, inset 16 (iPhone), at the bottom of each row.
    let separator = try #require(tree.root.node(withID: "row1.separator"))
    #expect(separator.frame == Rect(x: 16, y: 160 - 1.0 / 3, width: 359, height: 1.0 / 3))
    #expect(separator.backgroundColor == Color(hex: "#3C3C4349"))
    // From 414 pt (Plus and Max phones) the separator follows the 20 pt margins, mirrored in RTL.
    for (direction, x) in [(LayoutDirection.leftToRight, 20.0), (.rightToLeft, 0.0)] {
      let wide = try XIBListLayout(content: list, environment: RenderEnvironment(width: 414, scale: 3, layoutDirection: direction),
                                   measurer: FakeTextMeasurer()).layout()
      #expect(try #require(wide.root.node(withID: "row0.separator")).frame.minX == x, "\(direction)")
      #expect(try #require(wide.root.node(withID: "row0.separator")).frame.width == 394, "\(direction)")
    }
  }
}

extension XIBCellLayoutTests {
  /// Six views, each 10,000 times the height of the one before: every constant and multiplier is
  /// in range, their product (3e21 pt) is not. Before, the solved frame reached the tree text
  /// writer's Int64 conversion and the whole run died with SIGILL (found by a hostile-input trial).
  @Test("a chain of in-range multipliers solving to 3e21 pt is bad input naming the view, not a crash")
  func multipliedPastAnyScreen() throws {
    var subviews = "", constraints = ""
    for i in 0..<6 {
      subviews += #"<view id="v\#(i)" translatesAutoresizingMaskIntoConstraints="NO"><rect key="frame" x="0" y="0" width="10" height="10"/></view>"#
      constraints += #"<constraint firstItem="v\#(i)" firstAttribute="leading" secondItem="cv" secondAttribute="leading" id="l\#(i)"/>"#
        + #"<constraint firstItem="v\#(i)" firstAttribute="top" secondItem="cv" secondAttribute="top" id="t\#(i)"/>"#
        + #"<constraint firstItem="v\#(i)" firstAttribute="width" constant="10" id="w\#(i)"/>"#
        + (i == 0 ? #"<constraint firstItem="v0" firstAttribute="height" constant="30" id="h0"/>"#
          : #"<constraint firstItem="v\#(i)" firstAttribute="height" secondItem="v\#(i - 1)" secondAttribute="height" multiplier="10000" id="h\#(i)"/>"#)
    }
    let document = try XIBSamples.parse(XIBSamples.cell(subviews: subviews, constraints: constraints))
    let layout = XIBCellLayout(content: XIBCellContent(document: document), environment: RenderEnvironment(width: 320, scale: 2),
                               measurer: FakeTextMeasurer())
    let error = #expect(throws: XIBSolverError.self) { try layout.layout() }
    #expect(error?.category == .badInput)
    #expect(error?.description.contains(#"<view id="v1"> (line 8) solves to the frame (0, 0, 10, 300000)"#) == true, "\(error.map { "\($0)" } ?? "")")
  }
}
