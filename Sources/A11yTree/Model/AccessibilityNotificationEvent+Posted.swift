import CellRaster

extension AccessibilityNotificationEvent {
  /// The event for a notification a scenario step or the cell posted (`PostedNotification`).
  public init(_ posted: PostedNotification) {
    self.init(kind: posted.kind, argument: posted.argument)
  }
}
