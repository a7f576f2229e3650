import CellRaster

/// Where an element sits in a container that VoiceOver announces (reference/accessibility.md §2.1
/// step 7, §2.3 step 8). Indices are 1-based, as spoken.
public enum ElementContext: Hashable, Sendable {
  /// One of a series (a segmented control's segments): "… i of n.".
  case series(index: Int, count: Int)
  /// A tab of a `tabBar`-trait view: "… Tab. i of n." and no "Button.".
  case tab(index: Int, count: Int)
  /// The first element listed by a list container: "… List Start.".
  case listStart
  /// The last element listed by a list container (a lone element only gets `listStart`).
  case listEnd
  /// The first element listed by a landmark container: "… Landmark.".
  case landmarkStart
  /// The last element listed by a landmark container: "… End.".
  case landmarkEnd

  /// A tab context hides the "Button." trait word.
  var hidesButtonTrait: Bool {
    if case .tab = self { return true }
    return false
  }

  /// A tab context adds the "Tab." trait word.
  var showsTabTrait: Bool { hidesButtonTrait }
}

/// Resolves the context of discovered elements (AccessibilitySnapshot's `context(for:from:)`).
///
/// - A `tabBar`-trait superview numbers every element below it in its own reading order.
/// - A segmented control's segments (the `accessibilityElements` the XIB reader lists) are a
///   series: "… i of n." (AccessibilitySnapshot's segmented control example, §5.1).
/// - A container listing `accessibilityElements` numbers its listed members (count = list length);
///   with the `tabBar` trait they are tabs, a list gives Start/End, a landmark Landmark/End. An
///   element deeper than the listed members gets no context (the index lookup fails, as in UIKit).
struct ElementContextResolver {
  let order: ReadingOrder
  /// Reading order (node ids) of each `tabBar` superview's subtree, computed once per view.
  private var tabOrders: [String: [String]] = [:]

  init(order: ReadingOrder) {
    self.order = order
  }

  mutating func context(for element: DiscoveredElement) -> ElementContext? {
    let id = element.node.id
    switch element.contextProvider {
    case nil:
      return nil
    case .superview(let view, let opacity):
      guard UIKitAccessibilityDefaults.traits(view).contains(.tabBar) else { return nil }
      let ids = tabOrder(of: view, opacity: opacity)
      guard let index = ids.firstIndex(of: id) else { return nil }
      return .tab(index: index + 1, count: ids.count)
    case .container(let container, let memberIDs):
      guard let index = memberIDs.firstIndex(of: id) else { return nil }
      if UIKitAccessibilityDefaults.traits(container).contains(.tabBar) {
        return .tab(index: index + 1, count: memberIDs.count)
      }
      if container.kind == .segmentedControl { return .series(index: index + 1, count: memberIDs.count) }
      let isFirst = index == 0
      let isLast = index == memberIDs.count - 1
      switch container.accessibility.containerType {
      case .list: return isFirst ? .listStart : isLast ? .listEnd : nil
      case .landmark: return isFirst ? .landmarkStart : isLast ? .landmarkEnd : nil
      case .none, .semanticGroup, .dataTable: return nil
      }
    }
  }

  /// - Parameter opacity: the product of the alphas above `view`, so the tabs counted are the
  ///   ones the main walk found.
  private mutating func tabOrder(of view: LayoutNode, opacity: Double) -> [String] {
    if let cached = tabOrders[view.id] { return cached }
    let discovered = ElementDiscovery.discover(view, opacity: opacity)
    let ids = order.order(discovered, explicitlyOrdered: false).flatMap(\.elements).map(\.node.id)
    tabOrders[view.id] = ids
    return ids
  }
}
