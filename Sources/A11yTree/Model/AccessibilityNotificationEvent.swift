import CellRaster

/// A `UIAccessibility.post(notification:argument:)` the cell made during one frame of a scenario
/// (reference/accessibility.md §2.8), as the accessibility tree records it; built from the
/// `PostedNotification`s of a scenario frame.
public struct AccessibilityNotificationEvent: Hashable, Sendable {
  /// `UIAccessibility.Notification` kinds snapcheck records (CellRaster's
  /// `PostedNotification.Kind`: layoutChanged, screenChanged, announcement).
  public typealias Kind = PostedNotification.Kind

  /// The notification's argument (CellRaster's `PostedNotification.Argument`: none, an element by
  /// layout node id, or a string).
  public typealias Argument = PostedNotification.Argument

  /// Which notification.
  public let kind: Kind
  /// Its argument; default `.none`.
  public let argument: Argument

  /// Creates an event; `argument` defaults to `.none` (nil).
  public init(kind: Kind, argument: Argument = .none) {
    self.kind = kind
    self.argument = argument
  }
}

extension AccessibilityNotificationEvent: Codable {
  private enum CodingKeys: String, CodingKey {
    case kind, element, string
  }

  /// Decodes `{"kind": "layoutChanged", "element": "<nodeID>"}`, `{"kind": …, "string": "…"}` or
  /// `{"kind": …}` (nil argument).
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    kind = try c.decode(Kind.self, forKey: .kind)
    if let nodeID = try c.decodeIfPresent(String.self, forKey: .element) {
      argument = .element(nodeID: nodeID)
    } else if let string = try c.decodeIfPresent(String.self, forKey: .string) {
      argument = .string(string)
    } else {
      argument = .none
    }
  }

  /// Encodes `{"kind": …}` plus `"element"` or `"string"` when the argument is not nil.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(kind, forKey: .kind)
    switch argument {
    case .none: break
    case .element(let nodeID): try c.encode(nodeID, forKey: .element)
    case .string(let string): try c.encode(string, forKey: .string)
    }
  }
}
