/// A `UIAccessibility.post(notification:argument:)` made in one frame of a scenario
/// (reference/accessibility.md §2.8), by a `post` step or by the cell itself (the attachments
/// cell posts `layoutChanged` with a newly added attachment).
public struct PostedNotification: Hashable, Sendable {
  /// `UIAccessibility.Notification` kinds a step may post.
  public enum Kind: String, Hashable, Sendable, CaseIterable, Codable {
    /// `.layoutChanged`: an element argument moves focus to it; nil or a string keeps it.
    case layoutChanged
    /// `.screenChanged`: an element argument moves focus to it; otherwise to the first element.
    case screenChanged
    /// `.announcement`: speaks a string; focus stays.
    case announcement
  }

  /// The argument.
  public enum Argument: Hashable, Sendable {
    /// nil.
    case none
    /// An element, by its layout node id (`LayoutNode.id`).
    case element(nodeID: String)
    /// A string to speak.
    case string(String)
  }

  /// Which notification.
  public let kind: Kind
  /// Its argument.
  public let argument: Argument

  public init(kind: Kind, argument: Argument = .none) {
    self.kind = kind
    self.argument = argument
  }
}
