import CellRaster

/// The accessibility tree of one frame of a cell scenario: the elements VoiceOver reads, in the
/// order it reads them, inside the containers it announces, plus the notifications posted in that
/// frame and where VoiceOver focus ended up.
///
/// Built by ``AccessibilityTreeBuilder/build(from:)``; written by ``TreeTextFormat`` (the
/// `.a11y.txt` golden) and ``TreeJSONFormat``. Geometry is in points.
public struct AccessibilityTree: Hashable, Sendable {
  /// The cell's class name, e.g. "FUIObjectCollectionViewCell" (`LayoutTree.cellClass`).
  public let cellClass: String
  /// The cell's size in points (`LayoutTree.size`).
  public let size: Size
  /// The variant slug of the environment, e.g. "w375-3x-L-light-ltr" (`RenderEnvironment.slug`).
  public let variant: String
  /// Top-level nodes in VoiceOver order.
  public let nodes: [AccessibilityNode]
  /// Notifications posted in this frame, in order; default empty.
  public let notifications: [AccessibilityNotificationEvent]
  /// The `traversalIndex` (0-based) of the element VoiceOver focus is on after this frame; nil
  /// (default) when focus is not tracked or on nothing.
  public let focusedIndex: Int?

  /// Creates a tree; `size` is in points.
  public init(
    cellClass: String, size: Size, variant: String, nodes: [AccessibilityNode],
    notifications: [AccessibilityNotificationEvent] = [], focusedIndex: Int? = nil
  ) {
    self.cellClass = cellClass
    self.size = size
    self.variant = variant
    self.nodes = nodes
    self.notifications = notifications
    self.focusedIndex = focusedIndex
  }

  /// All elements in VoiceOver order (index `i` has `traversalIndex` `i`).
  public var elements: [AccessibilityElement] {
    nodes.flatMap(\.indexedElements).map(\.element)
  }

  /// All containers, parents before children, in reading order.
  public var containers: [AccessibilityContainer] {
    nodes.flatMap(\.containers)
  }

  /// The same tree with other notifications and focus (for interaction steps).
  public func with(
    notifications: [AccessibilityNotificationEvent], focusedIndex: Int?
  ) -> AccessibilityTree {
    AccessibilityTree(
      cellClass: cellClass, size: size, variant: variant, nodes: nodes,
      notifications: notifications, focusedIndex: focusedIndex)
  }
}

extension AccessibilityTree: Codable {
  private enum CodingKeys: String, CodingKey {
    case cellClass, size, variant, hierarchy, notifications, focusedIndex
  }

  /// Decodes `{cellClass, size: [w, h], variant, hierarchy: […], notifications?: […],
  /// focusedIndex?}`.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    cellClass = try c.decode(String.self, forKey: .cellClass)
    let size = try c.decode([Double].self, forKey: .size)
    guard size.count == 2 else {
      throw DecodingError.dataCorruptedError(
        forKey: .size, in: c, debugDescription: "size must be [width, height] in points")
    }
    self.size = Size(width: size[0], height: size[1])
    variant = try c.decode(String.self, forKey: .variant)
    nodes = try c.decode([AccessibilityNode].self, forKey: .hierarchy)
    notifications =
      try c.decodeIfPresent([AccessibilityNotificationEvent].self, forKey: .notifications) ?? []
    focusedIndex = try c.decodeIfPresent(Int.self, forKey: .focusedIndex)
  }

  /// Encodes `{cellClass, size: [w, h], variant, hierarchy, notifications, focusedIndex?}`;
  /// `notifications` always appears (empty as `[]`), `focusedIndex` only when set.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(cellClass, forKey: .cellClass)
    try c.encode([FrameCoding.clean(size.width), FrameCoding.clean(size.height)], forKey: .size)
    try c.encode(variant, forKey: .variant)
    try c.encode(nodes, forKey: .hierarchy)
    try c.encode(notifications, forKey: .notifications)
    try c.encodeIfPresent(focusedIndex, forKey: .focusedIndex)
  }
}
