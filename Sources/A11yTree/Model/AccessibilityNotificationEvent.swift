/// A `UIAccessibility.post(notification:argument:)` the cell made during one frame of a scenario
/// (reference/accessibility.md §2.8). Only the model and its formats exist so far; interaction
/// steps that post notifications and move focus are wired by a later issue.
public struct AccessibilityNotificationEvent: Hashable, Sendable {
  /// `UIAccessibility.Notification` kinds snapcheck records.
  public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
    /// `.layoutChanged`: an element argument moves focus to it; a string is spoken, focus stays.
    case layoutChanged
    /// `.screenChanged`: like `layoutChanged` plus a sound; nil moves focus to the first element.
    case screenChanged
    /// `.announcement`: speaks a string; focus stays.
    case announcement
  }

  /// The notification's argument.
  public enum Argument: Hashable, Sendable {
    /// nil.
    case none
    /// An element, named by its layout node id (`LayoutNode.id`, = `AccessibilityElement.nodeID`).
    case element(nodeID: String)
    /// A string to speak.
    case string(String)
  }

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
