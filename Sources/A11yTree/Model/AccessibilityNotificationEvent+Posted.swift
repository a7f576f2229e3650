import CellRaster

extension AccessibilityNotificationEvent {
  /// The event for a notification a scenario step or the cell posted (`PostedNotification`).
  public init(_ posted: PostedNotification) {
    let kind: Kind
    switch posted.kind {
    case .layoutChanged: kind = .layoutChanged
    case .screenChanged: kind = .screenChanged
    case .announcement: kind = .announcement
    }
    switch posted.argument {
    case .none: self.init(kind: kind)
    case .element(let nodeID): self.init(kind: kind, argument: .element(nodeID: nodeID))
    case .string(let string): self.init(kind: kind, argument: .string(string))
    }
  }
}
