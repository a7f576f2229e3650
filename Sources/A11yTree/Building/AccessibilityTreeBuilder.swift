import CellRaster

/// Builds the accessibility tree of a laid-out cell: discovery (reference/accessibility.md §2.1),
/// VoiceOver order (§2.2, by the environment's layout direction and idiom), context and spoken
/// description (§2.3). The layout tree's frames are used as they are (already mirrored in
/// right-to-left; an `accessibilityFrame` or `accessibilityPath` set by spec overrides after layout
/// is taken as given, never mirrored); nothing is laid out again.
public enum AccessibilityTreeBuilder {
  /// The tree of `layout`, with no notifications and no focus.
  ///
  /// - Parameter layout: the laid-out cell; frames in root coordinates, points.
  /// - Returns: elements numbered 0, 1, … in VoiceOver order inside their containers.
  public static func build(from layout: LayoutTree) -> AccessibilityTree {
    let order = ReadingOrder(environment: layout.environment)
    let discovered = ElementDiscovery.discover(layout.root)
    let ordered = order.order(discovered, explicitlyOrdered: false)
    var assembler = Assembler(contexts: ElementContextResolver(order: order))
    let nodes = ordered.flatMap { assembler.nodes(for: $0) }
    return AccessibilityTree(
      cellClass: layout.cellClass, size: layout.size, variant: layout.environment.slug,
      nodes: nodes)
  }

  /// The element the builder makes for a discovered layout node, given its context and the
  /// custom actions of the views above it (nearest first): a blank label is exported as ""
  /// (``LabelNormalization``), the actions offered are the node's own then the inherited ones
  /// (``CustomActionInheritance``), and the `accessibilityPath` is kept as set.
  static func element(
    for node: LayoutNode, context: ElementContext?, inheritedActions: [[String]] = []
  ) -> AccessibilityElement {
    let label = LabelNormalization.exported(UIKitAccessibilityDefaults.label(node))
    let value = UIKitAccessibilityDefaults.value(node)
    let traits = UIKitAccessibilityDefaults.traits(node)
    let spoken = SpokenDescription(
      label: label, value: value, hint: node.accessibility.hint, traits: traits, context: context)
    return AccessibilityElement(
      label: label, value: value, hint: spoken.hint, identifier: node.accessibility.identifier,
      traits: traits, frame: UIKitAccessibilityDefaults.frame(node), path: node.accessibility.path,
      customActions: CustomActionInheritance.offered(
        own: node.accessibility.customActions, inherited: inheritedActions),
      description: spoken.description, nodeID: node.id)
  }

  /// Turns ordered nodes into tree nodes, numbering elements depth first.
  private struct Assembler {
    var contexts: ElementContextResolver
    var nextIndex = 0

    mutating func nodes(for node: OrderedNode) -> [AccessibilityNode] {
      switch node {
      case .element(let discovered):
        let context = contexts.context(for: discovered)
        defer { nextIndex += 1 }
        return [
          .element(
            element(
              for: discovered.node, context: context,
              inheritedActions: discovered.inheritedActions),
            traversalIndex: nextIndex)
        ]
      case .group(let children, let container):
        let childNodes = children.flatMap { nodes(for: $0) }
        guard let container else { return childNodes }
        return [.container(container, children: childNodes)]
      }
    }
  }
}
