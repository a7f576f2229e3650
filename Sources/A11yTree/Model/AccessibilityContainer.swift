import CellRaster

/// A container VoiceOver announces or navigates by, emitted as a node of the tree
/// (reference/accessibility.md §2.1 step 6): a semantic group with a label, value or identifier,
/// a list, a landmark, a data table, or a view with the `tabBar` trait. Unlabelled semantic groups,
/// `shouldGroupAccessibilityChildren` groups and `accessibilityElements` groups without a container
/// type only change the reading order and are not emitted.
public struct AccessibilityContainer: Hashable, Sendable {
  /// The kind of container; the raw values are the §2.6 JSON `type` names.
  public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
    /// `UIAccessibilityContainerType.semanticGroup` with a label, value or identifier.
    case semanticGroup
    /// `UIAccessibilityContainerType.list`: first element reads "List Start.", last "List End.".
    case list
    /// `UIAccessibilityContainerType.landmark`: first element reads "Landmark.", last "End.".
    case landmark
    /// `UIAccessibilityContainerType.dataTable` (row and column counts are not modelled yet).
    case dataTable
    /// A view with the `tabBar` trait: every element below it reads "Tab. i of n.".
    case tabBar
  }

  /// What kind of container it is.
  public let kind: Kind
  /// The container's `accessibilityLabel`; nil when unset.
  public let label: String?
  /// The container's `accessibilityValue`; nil when unset.
  public let value: String?
  /// The container's `accessibilityIdentifier`; nil when unset.
  public let identifier: String?
  /// The container's `accessibilityFrame` in root coordinates, points.
  public let frame: Rect
  /// The id of the layout node that declares the container (`LayoutNode.id`).
  public let nodeID: String
  /// The container's own `accessibilityCustomActions` names, in order; empty (default) when none.
  /// VoiceOver offers them on every element inside, after the element's own
  /// (`AccessibilityElement.customActions` already lists them).
  public let customActions: [String]

  /// Creates a container description; `frame` is in points.
  public init(
    kind: Kind, label: String? = nil, value: String? = nil, identifier: String? = nil,
    frame: Rect, nodeID: String, customActions: [String] = []
  ) {
    self.kind = kind
    self.label = label
    self.value = value
    self.identifier = identifier
    self.frame = frame
    self.nodeID = nodeID
    self.customActions = customActions
  }
}

extension AccessibilityContainer: Codable {
  private enum CodingKeys: String, CodingKey {
    case type, label, value, identifier, frame, nodeID, customActions
  }

  /// Decodes `{type, label?, value?, identifier?, frame: [[x, y], [w, h]], nodeID,
  /// customActions?}`.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    kind = try c.decode(Kind.self, forKey: .type)
    label = try c.decodeIfPresent(String.self, forKey: .label)
    value = try c.decodeIfPresent(String.self, forKey: .value)
    identifier = try c.decodeIfPresent(String.self, forKey: .identifier)
    frame = try FrameCoding.decode(from: c, forKey: .frame)
    nodeID = try c.decode(String.self, forKey: .nodeID)
    customActions = try c.decodeIfPresent([String].self, forKey: .customActions) ?? []
  }

  /// Encodes `{type, label?, value?, identifier?, frame: [[x, y], [w, h]], nodeID,
  /// customActions?}`; `customActions` only when there are some, so trees without container
  /// actions keep their earlier bytes.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(kind, forKey: .type)
    try c.encodeIfPresent(label, forKey: .label)
    try c.encodeIfPresent(value, forKey: .value)
    try c.encodeIfPresent(identifier, forKey: .identifier)
    try c.encode(FrameCoding.pairs(frame), forKey: .frame)
    try c.encode(nodeID, forKey: .nodeID)
    if !customActions.isEmpty { try c.encode(customActions, forKey: .customActions) }
  }
}
