import OrderModel
import SnapCheck
import XCTest

/// The same check from XCTest: a failing frame is an XCTFail at the call.
final class OrderCellXCTests: XCTestCase {
  func testUrgentOrderRow() throws {
    let order = Order(number: 4800, title: "Leaking hydrant", site: "Main gate", status: .open, daysUntilDue: 0, isUrgent: true)
    try expectSnapshots(of: OrderCellTests.scenario(order))
  }
}
