import A11yTree
import CellRaster
import Foundation
import Testing

@Suite("accessibilityFrame and accessibilityPath overrides: order, export, right-to-left")
struct AccessibilityFrameAndPathTests {
  /// "Top" above "Bottom", 50 pt apart, both 100x20 labels.
  static func twoRows(direction: LayoutDirection = .leftToRight) -> LayoutTree {
    Fixture.tree(
      [
        Fixture.label("top", "Top", Rect(x: 16, y: 10, width: 100, height: 20)),
        Fixture.label("bottom", "Bottom", Rect(x: 16, y: 60, width: 100, height: 20)),
      ], width: 375, height: 100, direction: direction)
  }

  @Test("an overridden frame moves the element in VoiceOver order and is exported as its frame")
  func frameMovesOrder() throws {
    let layout = try OverrideFixture.apply(
      #"{"bottom": {"accessibilityFrame": {"x": 16, "y": 0, "width": 100, "height": 20}}}"#,
      to: Self.twoRows())
    let tree = AccessibilityTreeBuilder.build(from: layout)
    #expect(tree.elements.map(\.nodeID) == ["bottom", "top"])
    #expect(tree.elements[0].frame == Rect(x: 16, y: 0, width: 100, height: 20))
    #expect(tree.elements[0].path == nil)
    // Within the 8 pt row tolerance of "Top" (y 10) and left of it: same row, read first.
    let sameRow = try OverrideFixture.apply(
      #"{"bottom": {"accessibilityFrame": {"x": 0, "y": 14, "width": 10, "height": 10}}}"#,
      to: Self.twoRows())
    #expect(Fixture.readingOrder(sameRow) == ["Bottom", "Top"])
  }

  @Test("a path never changes the order: the frame still decides")
  func pathKeepsOrder() throws {
    let layout = try OverrideFixture.apply(
      #"{"bottom": {"accessibilityPath": [[16, 0], [116, 0], [66, 5]]}}"#, to: Self.twoRows())
    let tree = AccessibilityTreeBuilder.build(from: layout)
    #expect(tree.elements.map(\.nodeID) == ["top", "bottom"])
    #expect(tree.elements[1].frame == Rect(x: 16, y: 60, width: 100, height: 20))
    #expect(
      tree.elements[1].path
        == .polygon([Point(x: 16, y: 0), Point(x: 116, y: 0), Point(x: 66, y: 5)]))
  }

  @Test("right-to-left: an overridden frame and path are taken as given, not mirrored")
  func rightToLeftNotMirrored() throws {
    let json = #"{"top": {"accessibilityFrame": {"x": 16, "y": 10, "width": 100, "height": 20}, "accessibilityPath": {"rect": {"x": 10, "y": 8, "width": 110, "height": 24}, "cornerRadius": 6}}}"#
    let rtl = AccessibilityFrameAndPathTests.twoRows(direction: .rightToLeft)
    let mirrored = Rect(x: 16, y: 10, width: 100, height: 20).mirrored(inWidth: 375)
    let laidOut = AccessibilityTreeBuilder.build(from: LayoutTree(
      cellClass: rtl.cellClass, root: rtl.root.mirrored(inWidth: 375), environment: rtl.environment,
      backgroundColor: .white))
    #expect(laidOut.elements.first?.frame == mirrored)  // the laid-out frame is mirrored …
    let overridden = try OverrideFixture.apply(
      json, to: LayoutTree(
        cellClass: rtl.cellClass, root: rtl.root.mirrored(inWidth: 375),
        environment: rtl.environment, backgroundColor: .white))
    let tree = AccessibilityTreeBuilder.build(from: overridden)
    let top = try #require(tree.elements.first { $0.nodeID == "top" })
    // … the override is where the app put it, in the mirrored layout's coordinates.
    #expect(top.frame == Rect(x: 16, y: 10, width: 100, height: 20))
    #expect(top.path == .roundedRect(Rect(x: 10, y: 8, width: 110, height: 24), cornerRadius: 6))
  }

  @Test("tree text: the path field appears only when set, after the frame")
  func treeText() throws {
    let plain = TreeTextFormat.render(AccessibilityTreeBuilder.build(from: Self.twoRows()))
    #expect(!plain.contains("path"))
    let layout = try OverrideFixture.apply(
      #"{"top": {"accessibilityPath": [[16, 10], [116, 10], [66.5, 30.333]]}, "bottom": {"accessibilityPath": {"rect": {"x": 12, "y": 56, "width": 108, "height": 28}, "cornerRadius": 14}}}"#,
      to: Self.twoRows())
    #expect(
      TreeTextFormat.render(AccessibilityTreeBuilder.build(from: layout)) == """
        cell TestCell 375x100 @ w375-3x-L-light-ltr
          1  text     "Top"   frame 16,10,100,20   path polygon 16,10 116,10 66.5,30.33   traits staticText   says "Top"
          2  text     "Bottom"   frame 16,60,100,20   path roundedRect 12,56,108,28 radius 14   traits staticText   says "Bottom"

        """)
  }

  @Test("JSON: the path is written only when set, as {type, points} or {type, frame, cornerRadius}, and round-trips")
  func json() throws {
    let layout = try OverrideFixture.apply(
      #"{"top": {"accessibilityPath": [[16, 10], [116, 10], [66, 30]]}, "bottom": {"accessibilityPath": {"rect": {"x": 12, "y": 56, "width": 108, "height": 28}}}}"#,
      to: Self.twoRows())
    let tree = AccessibilityTreeBuilder.build(from: layout)
    let text = try TreeJSONFormat.render(tree)
    let compact = text.filter { !$0.isWhitespace }
    #expect(compact.contains(#""path":{"points":[[16,10],[116,10],[66,30]],"type":"polygon"}"#))
    #expect(compact.contains(#""path":{"cornerRadius":0,"frame":[[12,56],[108,28]],"type":"roundedRect"}"#))
    #expect(try TreeJSONFormat.decode(Data(text.utf8)) == tree)
    let plain = try TreeJSONFormat.render(AccessibilityTreeBuilder.build(from: Self.twoRows()))
    #expect(!plain.contains("\"path\""))
  }

  @Test("a path of an unknown type, or a polygon under 3 points, does not decode", arguments: [
    #"{"type": "spline", "points": [[0, 0], [1, 0], [0, 1]]}"#,
    #"{"type": "polygon", "points": [[0, 0], [1, 1]]}"#,
    #"{"type": "roundedRect", "frame": [[0, 0]]}"#,
  ])
  func badWirePath(_ path: String) throws {
    let json = """
      {"cellClass": "C", "size": [10, 10], "variant": "v", "notifications": [], "hierarchy": [
        {"traversalIndex": 0, "element": {"description": "", "frame": [[0, 0], [1, 1]],
         "nodeID": "n", "traits": [], "customActions": [], "path": \(path)}}]}
      """
    #expect(throws: DecodingError.self) { try TreeJSONFormat.decode(Data(json.utf8)) }
    let valid = json.replacingOccurrences(of: path, with: #"{"type": "polygon", "points": [[0, 0], [1, 0], [0, 1]]}"#)
    #expect(try TreeJSONFormat.decode(Data(valid.utf8)).elements.first?.path != nil)
  }

  @Test("the overlay outlines the path instead of the frame, and puts the badge at its bounds")
  func overlay() throws {
    let layout = try OverrideFixture.apply(
      #"{"bottom": {"accessibilityPath": [[200, 40], [300, 40], [250, 90]]}}"#, to: Self.twoRows())
    let overlay = AccessibilityOverlayBuilder.overlay(
      for: AccessibilityTreeBuilder.build(from: layout), scale: 2, layoutDirection: .leftToRight)
    #expect(overlay.markers.map(\.path) == [
      nil, .polygon([Point(x: 200, y: 40), Point(x: 300, y: 40), Point(x: 250, y: 90)]),
    ])
    #expect(overlay.markers[1].outlineBounds == Rect(x: 200, y: 40, width: 100, height: 50))
    #expect(overlay.markers[0].outlineBounds == overlay.markers[0].frame)
  }
}
