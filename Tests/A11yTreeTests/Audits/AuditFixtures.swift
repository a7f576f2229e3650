import A11yTree
import CellRaster

/// Builds audit subjects from hand-made layouts (no fonts).
enum AuditFixture {
  /// The subject of a 375x100 cell on `background` holding `children`.
  static func subject(
    _ children: [LayoutNode], background: Color = .white, contentSize: ContentSizeCategory = .large
  ) -> AuditSubject {
    var layout = Fixture.tree(children, width: 375, height: 100)
    layout.backgroundColor = background
    layout.environment.contentSize = contentSize
    return AuditSubject(layout: layout, tree: AccessibilityTreeBuilder.build(from: layout))
  }

  /// The findings `audit` makes for `children`.
  static func findings(
    _ audit: any AccessibilityAudit, _ children: [LayoutNode], background: Color = .white
  ) -> [AuditFinding] {
    audit.findings(in: subject(children, background: background))
  }

  /// An element whose label, traits and frame are given (label nil = unset).
  static func element(
    _ id: String, label: String?, traits: AccessibilityTraits,
    frame: Rect = Rect(x: 0, y: 0, width: 64, height: 64)
  ) -> LayoutNode {
    LayoutNode(
      id: id, frame: frame,
      accessibility: AccessibilityAttributes(
        isAccessibilityElement: true, label: label, traits: traits))
  }

  /// A label drawing `text` in `color` at `size` pt with `weight`.
  static func text(
    _ id: String, _ text: String, color: Color, size: Double = 17, weight: FontWeight = .regular,
    frame: Rect = Rect(x: 16, y: 10, width: 200, height: 22), truncated: Bool = false
  ) -> LayoutNode {
    LayoutNode(
      id: id, kind: .label, frame: frame,
      text: TextContent(
        text: text, font: FontDescriptor(pointSize: size, weight: weight), color: color,
        isTruncated: truncated))
  }
}
