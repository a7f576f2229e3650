import A11yTree
import Foundation
import Testing

@Suite("AccessibilityNotificationEvent: kinds, arguments and their JSON")
struct AccessibilityNotificationEventTests {
  static func json(_ event: AccessibilityNotificationEvent) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try encoder.encode(event), as: UTF8.self)
  }

  @Test(
    "each argument kind has one JSON shape and decodes back",
    arguments: [
      (
        AccessibilityNotificationEvent(kind: .layoutChanged, argument: .element(nodeID: "photo2")),
        #"{"element":"photo2","kind":"layoutChanged"}"#
      ),
      (
        AccessibilityNotificationEvent(kind: .announcement, argument: .string("Added")),
        #"{"kind":"announcement","string":"Added"}"#
      ),
      (AccessibilityNotificationEvent(kind: .screenChanged), #"{"kind":"screenChanged"}"#),
    ])
  func shapes(_ event: AccessibilityNotificationEvent, _ expected: String) throws {
    #expect(try Self.json(event) == expected)
    #expect(
      try JSONDecoder().decode(AccessibilityNotificationEvent.self, from: Data(expected.utf8))
        == event)
  }

  @Test("the argument defaults to nil")
  func defaultArgument() {
    #expect(AccessibilityNotificationEvent(kind: .layoutChanged).argument == .none)
  }
}
