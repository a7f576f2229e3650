/// One view's words in a label UIKit derives by joining the labels of a cell's views (the
/// object cell's content view, a XIB table view cell): the view's id and what it said when the
/// cell was laid out (its `accessibilityLabel`, else its text or title).
public struct AccessibilityLabelPart: Hashable, Sendable {
  /// `LayoutNode.id` of the view the words come from.
  public var nodeID: String
  /// Its words at layout time.
  public var text: String

  public init(nodeID: String, text: String) {
    self.nodeID = nodeID
    self.text = text
  }
}

/// A derived, combined label computed again after spec `overrides` (`ViewOverrides.apply`):
/// UIKit builds such a label when VoiceOver asks for it, so app code that hides a part
/// (`isHidden`, `accessibilityElementsHidden`, an effective alpha below 0.01 —
/// `AccessibilityVisibility`) or relabels it (`accessibilityLabel`) after layout changes what is
/// read. A part keeps its layout-time words unless an override relabels its view; parts are
/// joined with ", " in their layout order.
public enum CombinedLabel {
  /// Recomputes the label of every node in `root` that carries `labelParts`, when an override
  /// touched a view below it (`changed`) and none set the node's own label (`relabelled`
  /// holds the ids whose `accessibilityLabel` an override set, with the new label).
  public static func refresh(_ root: inout LayoutNode, changed: Set<String>, relabelled: [String: String]) {
    if let parts = root.accessibility.labelParts, relabelled[root.id] == nil,
       root.children.contains(where: { $0.containsAny(of: changed) }) {
      var seen: Set<String> = []
      for child in root.children { collect(child, opacity: root.alpha, into: &seen) }
      let joined = parts.filter { seen.contains($0.nodeID) }.map { relabelled[$0.nodeID] ?? $0.text }
        .filter { !$0.isEmpty }
        .joined(separator: ", ")
      root.accessibility.label = joined
    }
    for index in root.children.indices {
      refresh(&root.children[index], changed: changed, relabelled: relabelled)
    }
  }

  /// Ids of the views VoiceOver can still see below a combined node (not hidden, not under
  /// `accessibilityElementsHidden`, effective alpha at least 0.01).
  private static func collect(_ node: LayoutNode, opacity: Double, into seen: inout Set<String>) {
    let opacity = opacity * node.alpha
    guard !node.isHidden, !node.accessibility.elementsHidden,
          AccessibilityVisibility.isVisible(effectiveAlpha: opacity) else { return }
    seen.insert(node.id)
    for child in node.children { collect(child, opacity: opacity, into: &seen) }
  }
}

extension LayoutNode {
  /// True when this node or a descendant has one of `ids`.
  fileprivate func containsAny(of ids: Set<String>) -> Bool {
    ids.contains(id) || children.contains { $0.containsAny(of: ids) }
  }
}
