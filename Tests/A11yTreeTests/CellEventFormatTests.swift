import A11yTree
import CellRaster
import Foundation
import Testing

@Suite("CellEventFormat")
struct CellEventFormatTests {
  func step(_ json: String) throws -> ScenarioStep {
    try ScenarioStep.decode(JSONCursor(JSONValue.parse(Data(json.utf8), file: "s.json"), path: "$.steps[0]", file: "s.json"), index: 0)
  }

  @Test("a step line, then one event line per cell event; notifications are left to the tree lines")
  func lines() throws {
    let events: [CellEvent] = [
      .didBeginEditing, .valueChanged("a \"b\""), .typingStopped(notTyped: "cd", limit: 3),
      .pasteRejected(text: "xyz", wouldBe: 6, limit: 5), .attachmentAdded(nodeID: "attachment-2"),
      .attachmentDeleted(nodeID: "attachment-1"), .propertySet(name: "isReadOnly"),
      .notification(PostedNotification(kind: .announcement, argument: .string("x"))), .didEndEditing,
    ]
    let text = CellEventFormat.lines(step: try step(#"{"action": "typeText", "text": "a\nb", "name": "typed"}"#), events: events)
    #expect(text == [
      #"step typed typeText "a\nb""#,
      "event didBeginEditing",
      #"event valueChanged "a \"b\"""#,
      #"event typingStopped at limit 3, not typed "cd""#,
      #"event pasteRejected "xyz" would make 6 of 5 characters"#,
      #"event attachmentAdded "attachment-2""#,
      #"event attachmentDeleted "attachment-1""#,
      "event propertySet isReadOnly",
      "event didEndEditing",
    ])
    #expect(CellEventFormat.lines(step: try step(#"{"action": "clear"}"#), events: []) == ["step 1 clear"])
    #expect(CellEventFormat.lines(step: nil, events: [.didBeginEditing]) == [])
  }
}
