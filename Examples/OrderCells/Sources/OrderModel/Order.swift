/// A maintenance order, as the app's server sends it.
public struct Order: Sendable {
  public enum Status: String, Sendable, CaseIterable {
    case open, inProcess, completed, rejected
  }

  public var number: Int
  public var title: String
  public var site: String
  public var status: Status
  /// Days until it is due; negative when overdue.
  public var daysUntilDue: Int
  public var isUrgent: Bool

  public init(number: Int, title: String, site: String, status: Status, daysUntilDue: Int, isUrgent: Bool = false) {
    self.number = number
    self.title = title
    self.site = site
    self.status = status
    self.daysUntilDue = daysUntilDue
    self.isUrgent = isUrgent
  }

  /// The orders the app's previews and tests use.
  public static let samples: [Order] = [
    Order(number: 4711, title: "Replace pump seal", site: "Pump station, Walldorf", status: .open, daysUntilDue: 3),
    Order(number: 4712, title: "Inspect cooling tower fan bearings and lubrication lines", site: "Plant 2, St. Leon-Rot",
          status: .inProcess, daysUntilDue: -2, isUrgent: true),
    Order(number: 4713, title: "Calibrate flow meter", site: "Depot North", status: .completed, daysUntilDue: 0),
    Order(number: 4714, title: "Repaint safety markings", site: "Warehouse 7", status: .rejected, daysUntilDue: 12),
  ]
}
