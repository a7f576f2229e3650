import CellRaster

/// An element found by discovery, with the view that gives it context ("List Start.", "Tab. 2 of
/// 3."), if any.
struct DiscoveredElement {
  let node: LayoutNode
  let contextProvider: ContextProvider?
}

/// The object an element's context comes from (reference/accessibility.md §2.1 step 7). The
/// outermost provider wins: a provider is only set where none is inherited.
enum ContextProvider {
  /// A view whose subviews are walked: only a `tabBar`-trait view gives context this way.
  case superview(LayoutNode)
  /// A view that lists its `accessibilityElements`; `memberIDs` are the listed node ids in order.
  case container(LayoutNode, memberIDs: [String])
}

/// What discovery returns before ordering: elements and groups of nodes that are read together.
indirect enum DiscoveredNode {
  case element(DiscoveredElement)
  /// Nodes read together. `explicitlyOrdered` keeps list order (`accessibilityElements`);
  /// `frameOverride` places the group by that frame instead of by its first-read child;
  /// `container` is emitted as a tree node when the group is a meaningful container.
  case group(
    [DiscoveredNode], explicitlyOrdered: Bool, frameOverride: Rect?,
    container: AccessibilityContainer?)
}

/// Finds the accessibility elements of a layout tree the way UIKit and VoiceOver do
/// (reference/accessibility.md §2.1, AccessibilitySnapshot's `recursiveAccessibilityHierarchy`):
///
/// 1. `accessibilityElementsHidden` drops the view and its subtree.
/// 2. A hidden view, or one with `alpha <= 0`, is dropped. A view of size 0×0 is dropped when it
///    clips to bounds, is an element, or lists `accessibilityElements`; otherwise it is walked
///    through (zero-size wrappers).
/// 3. An element is a leaf: its subviews are never visited.
/// 4. A view listing `accessibilityElements` (node ids of its descendants) becomes a group that
///    keeps list order. Ids that name no descendant are skipped.
/// 5. Otherwise the subviews are walked; if any is `accessibilityViewIsModal`, only the last such
///    one is. They form a geometry-sorted group when `shouldGroupAccessibilityChildren` is set or
///    the view is a meaningful container, else they are spliced into the parent's list.
enum ElementDiscovery {
  static func discover(_ node: LayoutNode, contextProvider: ContextProvider? = nil)
    -> [DiscoveredNode]
  {
    let attributes = node.accessibility
    guard !attributes.elementsHidden, !node.isHidden, node.alpha > 0 else { return [] }
    let isElement = UIKitAccessibilityDefaults.isAccessibilityElement(node)
    let isZeroSize = node.frame.width == 0 && node.frame.height == 0
    if isZeroSize && (node.clipsToBounds || isElement || attributes.elements != nil) {
      return []
    }
    if isElement {
      return [.element(DiscoveredElement(node: node, contextProvider: contextProvider))]
    }
    let container = meaningfulContainer(node)
    if let ids = attributes.elements {
      let members = ids.compactMap { id in
        node.children.lazy.compactMap { $0.node(withID: id) }.first
      }
      let provider =
        contextProvider
        ?? (providesContext(node) ? .container(node, memberIDs: members.map(\.id)) : nil)
      let children = members.flatMap { discover($0, contextProvider: provider) }
      guard !children.isEmpty else { return [] }
      let frameOverride =
        overridesFrame(contextProvider) ? UIKitAccessibilityDefaults.frame(node) : nil
      return [
        .group(
          children, explicitlyOrdered: true, frameOverride: frameOverride, container: container)
      ]
    }
    let subviews =
      node.children.last(where: \.accessibility.viewIsModal).map { [$0] } ?? node.children
    let provider = contextProvider ?? (providesContext(node) ? .superview(node) : nil)
    let children = subviews.flatMap { discover($0, contextProvider: provider) }
    guard attributes.shouldGroupChildren || container != nil else { return children }
    guard !children.isEmpty else { return [] }
    return [.group(children, explicitlyOrdered: false, frameOverride: nil, container: container)]
  }

  /// The container a non-element view declares, when VoiceOver treats it as meaningful (§2.1
  /// step 6): list, landmark, data table, a semantic group with a label, value or identifier, or a
  /// view with the `tabBar` trait.
  static func meaningfulContainer(_ node: LayoutNode) -> AccessibilityContainer? {
    let a = node.accessibility
    let kind: AccessibilityContainer.Kind
    switch a.containerType {
    case .list: kind = .list
    case .landmark: kind = .landmark
    case .dataTable: kind = .dataTable
    case .semanticGroup where [a.label, a.value, a.identifier].contains { !($0 ?? "").isEmpty }:
      kind = .semanticGroup
    case .semanticGroup, .none:
      guard UIKitAccessibilityDefaults.traits(node).contains(.tabBar) else { return nil }
      kind = .tabBar
    }
    return AccessibilityContainer(
      kind: kind, label: a.label, value: a.value, identifier: a.identifier,
      frame: UIKitAccessibilityDefaults.frame(node), nodeID: node.id)
  }

  /// Whether elements below `node` get context from it: `tabBar` trait, list or landmark.
  private static func providesContext(_ node: LayoutNode) -> Bool {
    UIKitAccessibilityDefaults.traits(node).contains(.tabBar)
      || node.accessibility.containerType == .list
      || node.accessibility.containerType == .landmark
  }

  /// An `accessibilityElements` group inside a `tabBar`-trait superview is placed by its own frame.
  private static func overridesFrame(_ provider: ContextProvider?) -> Bool {
    guard case .superview(let view) = provider else { return false }
    return UIKitAccessibilityDefaults.traits(view).contains(.tabBar)
  }
}
