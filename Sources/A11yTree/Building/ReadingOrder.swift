import CellRaster

/// VoiceOver's flick order by geometry (reference/accessibility.md §2.2, AccessibilitySnapshot's
/// `sortedElements`).
///
/// Two frames are compared by their origins (top-left corners, points): when the y origins differ
/// by at least ``rowTolerance``, the higher one (smaller y) is read first; otherwise they are on one
/// row and the leading one is read first: smaller x in left-to-right, larger x in right-to-left
/// (still the left edge, never the trailing edge; the global layout direction decides, not a
/// view's own semantic content attribute).
///
/// The comparator is not transitive (A y=8, B y=0, C y=-8 on pad: A≈B, B≈C, but C before A), so
/// the result depends on the sort algorithm and on the input order. ``sorted(_:frame:)`` uses the
/// standard library's `sorted(by:)` on the discovery order, as AccessibilitySnapshot does, which
/// reproduces its published results (`testVerticalSeperation`: phone C,D,B,A; pad A,B,C,D).
public struct ReadingOrder: Hashable, Sendable {
  /// The comparison of two frames (`GeometricOrder`, in CellRaster so that layout, which joins a
  /// cell's label, uses the same one).
  public let geometric: GeometricOrder
  /// The app's global layout direction; default left-to-right.
  public var layoutDirection: LayoutDirection { geometric.layoutDirection }
  /// The device idiom; decides ``rowTolerance``. Default phone.
  public var idiom: UserInterfaceIdiom { geometric.idiom }

  /// Creates an order for a direction and idiom.
  public init(layoutDirection: LayoutDirection = .leftToRight, idiom: UserInterfaceIdiom = .phone) {
    geometric = GeometricOrder(layoutDirection: layoutDirection, idiom: idiom)
  }

  /// The order for a render environment's direction and idiom.
  public init(environment: RenderEnvironment) {
    geometric = GeometricOrder(environment: environment)
  }

  /// How far apart (points) two y origins must be for the frames to be on different rows:
  /// 8 pt on phone, 13 pt on pad (`GeometricOrder.rowTolerance`, which gives the source).
  public var rowTolerance: Double { geometric.rowTolerance }

  /// True when VoiceOver reads a frame with origin `a` before one with origin `b`
  /// (`GeometricOrder.readsBefore`).
  public func readsBefore(_ a: Rect, _ b: Rect) -> Bool { geometric.readsBefore(a, b) }

  /// `items` in reading order of their frames, by the standard library's `sorted(by:)` with
  /// ``readsBefore(_:_:)`` (so the order matches AccessibilitySnapshot's, ties included).
  public func sorted<Item>(_ items: [Item], frame: (Item) -> Rect) -> [Item] {
    items.map { ($0, frame($0)) }.sorted { readsBefore($0.1, $1.1) }.map(\.0)
  }

  // MARK: - Groups

  /// Discovered nodes in reading order, groups kept together and ordered inside.
  func order(_ nodes: [DiscoveredNode], explicitlyOrdered: Bool) -> [OrderedNode] {
    let ordered = explicitlyOrdered ? nodes : sorted(nodes, frame: sortFrame)
    return ordered.map { node in
      switch node {
      case .element(let element):
        return .element(element)
      case .group(let children, let explicit, _, let container):
        return .group(order(children, explicitlyOrdered: explicit), container: container)
      }
    }
  }

  /// Where a node is placed among its siblings: an element's accessibility frame; a group's
  /// override frame, else the frame of its child that reads first under the same comparator,
  /// recursively (AccessibilitySnapshot ≥ 0.11.0, PR #325; earlier versions used the union). The
  /// children are taken in discovery order with the standard library's `min(by:)`, as AS does.
  func sortFrame(_ node: DiscoveredNode) -> Rect {
    switch node {
    case .element(let element):
      return UIKitAccessibilityDefaults.frame(element.node)
    case .group(let children, _, let frameOverride, _):
      if let frameOverride { return frameOverride }
      return children.map(sortFrame).min(by: readsBefore) ?? .zero
    }
  }
}

/// A discovered node after ordering; groups without a container are spliced when the tree is
/// built.
indirect enum OrderedNode {
  case element(DiscoveredElement)
  case group([OrderedNode], container: AccessibilityContainer?)

  /// The elements in reading order, depth first.
  var elements: [DiscoveredElement] {
    switch self {
    case .element(let element): [element]
    case .group(let children, _): children.flatMap(\.elements)
    }
  }
}
