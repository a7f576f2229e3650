import CellRaster

/// An element found by discovery, with the view that gives it context ("List Start.", "Tab. 2 of
/// 3."), if any.
struct DiscoveredElement {
  let node: LayoutNode
  let contextProvider: ContextProvider?
  /// The `accessibilityCustomActions` of the views above the element (nearest first), which
  /// VoiceOver offers after the element's own (``CustomActionInheritance``).
  var inheritedActions: [[String]] = []
}

/// The object an element's context comes from (reference/accessibility.md §2.1 step 7). The
/// outermost provider wins: a provider is only set where none is inherited.
enum ContextProvider {
  /// A view whose subviews are walked: only a `tabBar`-trait view gives context this way.
  /// `opacity` is the product of its ancestors' alphas (not its own), so its tabs are counted by
  /// the same visibility rule as the walk that found them.
  case superview(LayoutNode, opacity: Double)
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
/// 2. A hidden view, or one whose effective alpha (its `alpha` times its ancestors') is below
///    0.01, is dropped with its subtree (``AccessibilityVisibility``: UIKit's hit-testing cut-off;
///    AccessibilitySnapshot drops only `alpha <= 0`). A view of size 0×0 is dropped when it
///    clips to bounds, is an element, or lists `accessibilityElements`; otherwise it is walked
///    through (zero-size wrappers).
/// 3. An element is a leaf: its subviews are never visited.
/// 4. A view listing `accessibilityElements` (node ids of its descendants) becomes a group that
///    keeps list order. Ids that name no descendant are skipped.
/// 5. Otherwise the subviews are walked; if any is `accessibilityViewIsModal`, only the last such
///    one is. They form a geometry-sorted group when `shouldGroupAccessibilityChildren` is set or
///    the view is a meaningful container, else they are spliced into the parent's list.
///
/// Each element also carries the custom actions of the views above it (`inheritedActions`).
enum ElementDiscovery {
  /// - Parameters:
  ///   - opacity: the product of the alphas of `node`'s ancestors, 0–1; default 1 (a root).
  ///   - inheritedActions: the custom actions of `node`'s ancestors, nearest first.
  static func discover(
    _ node: LayoutNode, opacity: Double = 1, contextProvider: ContextProvider? = nil,
    inheritedActions: [[String]] = []
  ) -> [DiscoveredNode] {
    let attributes = node.accessibility
    let ancestorsOpacity = opacity
    let opacity = ancestorsOpacity * node.alpha
    guard !attributes.elementsHidden, !node.isHidden,
      AccessibilityVisibility.isVisible(effectiveAlpha: opacity)
    else { return [] }
    let isElement = UIKitAccessibilityDefaults.isAccessibilityElement(node)
    let isZeroSize = node.frame.width == 0 && node.frame.height == 0
    if isZeroSize && (node.clipsToBounds || isElement || attributes.elements != nil) {
      return []
    }
    if isElement {
      return [
        .element(
          DiscoveredElement(
            node: node, contextProvider: contextProvider, inheritedActions: inheritedActions))
      ]
    }
    let actions =
      attributes.customActions.isEmpty
      ? inheritedActions : [attributes.customActions] + inheritedActions
    let container = meaningfulContainer(node)
    if let ids = attributes.elements {
      let members = ids.compactMap { id in
        node.children.lazy.compactMap { $0.node(withID: id) }.first
      }
      let provider =
        contextProvider
        ?? (providesContext(node) ? .container(node, memberIDs: members.map(\.id)) : nil)
      // A listed member is walked from the listing view (its accessibility container), as
      // AccessibilitySnapshot walks it: views between the two add neither alpha nor actions.
      let children = members.flatMap {
        discover($0, opacity: opacity, contextProvider: provider, inheritedActions: actions)
      }
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
    let provider =
      contextProvider
      ?? (providesContext(node) ? .superview(node, opacity: ancestorsOpacity) : nil)
    let children = subviews.flatMap {
      discover($0, opacity: opacity, contextProvider: provider, inheritedActions: actions)
    }
    guard attributes.shouldGroupChildren || container != nil else { return children }
    guard !children.isEmpty else { return [] }
    return [.group(children, explicitlyOrdered: false, frameOverride: nil, container: container)]
  }

  /// The container a non-element view declares, when VoiceOver treats it as meaningful (§2.1
  /// step 6): list, landmark, data table, a semantic group with a label (not only whitespace),
  /// value or identifier, or a view with the `tabBar` trait; with its
  /// own custom actions.
  static func meaningfulContainer(_ node: LayoutNode) -> AccessibilityContainer? {
    let a = node.accessibility
    let kind: AccessibilityContainer.Kind
    switch a.containerType {
    case .list: kind = .list
    case .landmark: kind = .landmark
    case .dataTable: kind = .dataTable
    case .semanticGroup
    where !LabelNormalization.isBlank(a.label ?? "") || !(a.value ?? "").isEmpty
      || !(a.identifier ?? "").isEmpty:
      kind = .semanticGroup
    case .semanticGroup, .none:
      guard UIKitAccessibilityDefaults.traits(node).contains(.tabBar) else { return nil }
      kind = .tabBar
    }
    return AccessibilityContainer(
      kind: kind, label: LabelNormalization.exported(a.label), value: a.value,
      identifier: a.identifier, frame: UIKitAccessibilityDefaults.frame(node), nodeID: node.id,
      customActions: a.customActions)
  }

  /// Whether elements below `node` get context from it: `tabBar` trait, list, landmark, or a
  /// segmented control (its segments are a series).
  private static func providesContext(_ node: LayoutNode) -> Bool {
    UIKitAccessibilityDefaults.traits(node).contains(.tabBar) || node.kind == .segmentedControl
      || node.accessibility.containerType == .list
      || node.accessibility.containerType == .landmark
  }

  /// An `accessibilityElements` group inside a `tabBar`-trait superview is placed by its own frame.
  private static func overridesFrame(_ provider: ContextProvider?) -> Bool {
    guard case .superview(let view, _) = provider else { return false }
    return UIKitAccessibilityDefaults.traits(view).contains(.tabBar)
  }
}
