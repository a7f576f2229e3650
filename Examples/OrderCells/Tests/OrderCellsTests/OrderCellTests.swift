import OrderModel
import SnapCheck
import Testing

/// Every sample order as a list row, in a loop: one scenario per order, each in the variants a
/// team checks (iPhone width at L, AX3, dark and right-to-left). Goldens are next to this file in
/// __Snapshots__/OrderCellTests/<test name>/<scenario>/.
@Suite struct OrderCellTests {
  static let variants: [Scenario.Variant] = [
    .init(width: 375, scale: 2),
    .init(width: 375, scale: 2, contentSize: .accessibilityExtraLarge),
    .init(width: 375, scale: 2, appearance: .dark, layoutDirection: .rightToLeft),
  ]

  static func scenario(_ order: Order) -> Scenario {
    let row = OrderRow(order)
    var cell = FUIObjectTableViewCell(headlineText: row.headline, subheadlineText: row.subheadline,
                                      footnoteText: row.footnote, accessoryType: .disclosureIndicator)
    cell.statusText = row.status
    cell.statusTextColor = row.statusColor
    if let symbol = row.substatusSymbol {
      cell.substatusImage = "symbol:\(symbol)"
      cell.substatusImageTint = "negativeLabel"
    }
    return Scenario("order-\(order.number)", cell: cell, variants: variants)
  }

  @Test func orderRows() throws {
    for order in Order.samples {
      try expectSnapshots(of: Self.scenario(order))
    }
  }

  /// The same rows, one test per status: swift-testing runs them in parallel.
  @Test(arguments: Order.Status.allCases)
  func rowPerStatus(_ status: Order.Status) throws {
    let order = Order(number: 100, title: "Check valve", site: "Depot South", status: status, daysUntilDue: 1)
    var scenario = Self.scenario(order)
    scenario.name = "status-\(status.rawValue)"
    scenario.variants = [.init(width: 320, scale: 2)]
    try expectSnapshots(of: scenario)
  }
}
