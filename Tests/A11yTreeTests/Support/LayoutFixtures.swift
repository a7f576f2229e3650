import Foundation
import A11yTree
import CellRaster

/// Hand-built layout trees for A11yTree tests: no fonts, no Cairo.
enum Fixture {
  /// A plain view made an accessibility element, labelled and identified by `label`.
  static func element(
    _ label: String, _ frame: Rect, traits: AccessibilityTraits? = nil,
    accessibilityFrame: Rect? = nil
  ) -> LayoutNode {
    LayoutNode(
      id: label, frame: frame,
      accessibility: AccessibilityAttributes(
        isAccessibilityElement: true, label: label, traits: traits, frame: accessibilityFrame))
  }

  /// A `UILabel` showing `text`.
  static func label(_ id: String, _ text: String, _ frame: Rect) -> LayoutNode {
    LayoutNode(id: id, kind: .label, frame: frame, text: textContent(text))
  }

  /// Text content with a fixed 17 pt font (fonts are never loaded in these tests).
  static func textContent(_ text: String) -> TextContent {
    TextContent(text: text, font: FontDescriptor(pointSize: 17), color: .black)
  }

  /// A plain container view.
  static func view(
    _ id: String, _ frame: Rect, _ attributes: AccessibilityAttributes = .default,
    clipsToBounds: Bool = false, children: [LayoutNode]
  ) -> LayoutNode {
    LayoutNode(
      id: id, frame: frame, clipsToBounds: clipsToBounds, accessibility: attributes,
      children: children)
  }

  /// A layout tree whose root is a `width`×`height` cell holding `children`.
  static func tree(
    _ children: [LayoutNode], width: Double = 393, height: Double = 852,
    direction: LayoutDirection = .leftToRight, idiom: UserInterfaceIdiom = .phone,
    cellClass: String = "TestCell"
  ) -> LayoutTree {
    let environment = RenderEnvironment(width: width, layoutDirection: direction, idiom: idiom)
    let root = LayoutNode(
      id: "root", kind: .cell, frame: Rect(x: 0, y: 0, width: width, height: height),
      children: children)
    return LayoutTree(
      cellClass: cellClass, root: root, environment: environment, backgroundColor: .white)
  }

  /// The labels VoiceOver reads, in order.
  static func readingOrder(_ layout: LayoutTree) -> [String] {
    AccessibilityTreeBuilder.build(from: layout).elements.map { $0.label ?? "" }
  }

  /// The descriptions VoiceOver says, in order.
  static func descriptions(_ layout: LayoutTree) -> [String] {
    AccessibilityTreeBuilder.build(from: layout).elements.map(\.description)
  }
}

/// AccessibilitySnapshot's ElementOrderViewController geometry (reference/accessibility.md §5.1):
/// 32×32 views placed by their offset from the centre of a 393×852 phone screen.
enum ElementOrderScreen {
  static let center = Point(x: 393 / 2, y: 852 / 2)

  /// The 32×32 frame whose centre is `center` moved by (`dx`, `dy`).
  static func frame(_ dx: Double, _ dy: Double) -> Rect {
    Rect(x: center.x - 16 + dx, y: center.y - 16 + dy, width: 32, height: 32)
  }

  /// "Element <index>" at an offset.
  static func element(_ index: Int, _ dx: Double, _ dy: Double) -> LayoutNode {
    Fixture.element("Element \(index)", frame(dx, dy))
  }

  /// E0 at -120, E1 at 0, E2 at +120 (the element stack of the container cases).
  static let stack = [element(0, 0, -120), element(1, 0, 0), element(2, 0, 120)]
}

/// Spec `overrides` objects for A11yTree tests, decoded and applied as `snapcheck` does.
enum OverrideFixture {
  /// The `overrides` object `json`, decoded at `$.overrides` of "t.json".
  static func decode(_ json: String) throws -> ViewOverrides {
    try ViewOverrides.decode(
      JSONCursor(JSONValue.parse(Data(json.utf8), file: "t.json"), path: "$.overrides",
                 file: "t.json"))
  }

  /// `layout` with the `overrides` object `json` applied.
  static func apply(_ json: String, to layout: LayoutTree) throws -> LayoutTree {
    try decode(json).apply(to: layout)
  }
}
