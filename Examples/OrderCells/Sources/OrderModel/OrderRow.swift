/// How a list row presents an order: the texts and colour tokens the app puts into its
/// FUIObjectTableViewCell. This is the shared presentation code the snapshots check.
public struct OrderRow: Sendable {
  public var headline: String
  public var subheadline: String
  public var footnote: String
  public var status: String
  /// A Fiori colour token for the status text.
  public var statusColor: String
  /// A built-in symbol name for the substatus, or nil.
  public var substatusSymbol: String?

  public init(_ order: Order) {
    headline = order.title
    subheadline = order.site
    footnote = "Order \(order.number) · " + Self.due(order.daysUntilDue)
    switch order.status {
    case .open: status = "Open"; statusColor = "primaryLabel"
    case .inProcess: status = "In Process"; statusColor = "criticalLabel"
    case .completed: status = "Completed"; statusColor = "positiveLabel"
    case .rejected: status = "Rejected"; statusColor = "negativeLabel"
    }
    substatusSymbol = order.isUrgent || order.daysUntilDue < 0 ? "error" : nil
  }

  static func due(_ days: Int) -> String {
    switch days {
    case ..<(-1): "overdue by \(-days) days"
    case -1: "overdue by 1 day"
    case 0: "due today"
    case 1: "due tomorrow"
    default: "due in \(days) days"
    }
  }
}
