import Foundation
import Testing
@testable import CellRaster

/// Step semantics: typing stops at the limit, paste is rejected whole, change events per letter
/// or at the end of editing, attachments post layoutChanged, and exact step errors.
@Suite("StepRunner")
struct StepRunnerTests {
  let noImages: ImageLoader = { path, cursor in
    throw SpecError.missingReference(file: cursor.file, path: cursor.path, reference: path)
  }

  func frames(_ cell: String, _ properties: String, _ steps: String) throws -> [ScenarioFrame] {
    let json = #"{"name": "s", "cell": "\#(cell)", "properties": \#(properties), "steps": \#(steps)}"#
    let value = try JSONValue.parse(Data(json.utf8), file: "s.json")
    return try ScenarioSpec.decode(JSONCursor(value, file: "s.json"), loader: noImages).frames
  }

  func note(_ frame: ScenarioFrame) -> NoteCellProperties? {
    if case .note(let p) = frame.content { p } else { nil }
  }

  func message(_ cell: String, _ properties: String, _ steps: String) -> String? {
    do {
      _ = try frames(cell, properties, steps)
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test("typing goes letter by letter, with a change event per letter when tracking live changes")
  func liveTyping() throws {
    let f = try frames("FUINoteFormCell", #"{"isTrackingLiveChanges": true}"#,
                       #"[{"action": "typeText", "text": "Hi!"}, {"action": "endEditing"}]"#)
    #expect(f.count == 3 && f[1].step?.name == "1" && f[2].step?.name == "2")
    #expect(note(f[1])?.value == "Hi!" && note(f[1])?.isEditing == true)
    #expect(f[1].events == [.didBeginEditing, .valueChanged("H"), .valueChanged("Hi"), .valueChanged("Hi!")])
    #expect(f[2].events == [.didEndEditing])
    #expect(f[0].events.isEmpty && note(f[0])?.value == "")
  }

  @Test("without live tracking one change event comes when editing ends, only if the text changed")
  func endOfEditingChange() throws {
    let f = try frames("FUINoteFormCell", #"{"value": "a"}"#, """
      [{"action": "typeText", "text": "bc"}, {"action": "endEditing"},
       {"action": "beginEditing"}, {"action": "endEditing"}]
      """)
    #expect(f[1].events == [.didBeginEditing])
    #expect(f[2].events == [.didEndEditing, .valueChanged("abc")])
    #expect(f[4].events == [.didEndEditing])
  }

  @Test("typing stops at maxNoteTextLength; a paste over it is rejected whole; allowsBeyondLimit lifts both")
  func limits() throws {
    let f = try frames("FUINoteFormCell", #"{"maxNoteTextLength": 5}"#, """
      [{"action": "typeText", "text": "abcdefg"}, {"action": "deleteBackward", "count": 2},
       {"action": "paste", "text": "xyz"}, {"action": "paste", "text": "xy"}]
      """)
    #expect(note(f[1])?.value == "abcde")
    #expect(f[1].events == [.didBeginEditing, .typingStopped(notTyped: "fg", limit: 5)])
    #expect(note(f[2])?.value == "abc")
    #expect(note(f[3])?.value == "abc")
    #expect(f[3].events == [.pasteRejected(text: "xyz", wouldBe: 6, limit: 5)])
    #expect(note(f[4])?.value == "abcxy" && f[4].events.isEmpty)
    let beyond = try frames("FUINoteFormCell", #"{"maxNoteTextLength": 2, "allowsBeyondLimit": true}"#,
                            #"[{"action": "typeText", "text": "abc"}, {"action": "paste", "text": "de"}]"#)
    #expect(note(beyond[2])?.value == "abcde" && note(beyond[2])?.hasCharCountError == true)
  }

  @Test("setProperty changes a property; a note that becomes read-only stops editing")
  func setProperty() throws {
    let f = try frames("FUINoteFormCell", "{}", """
      [{"action": "beginEditing"}, {"action": "setProperty", "property": "isReadOnly", "value": true}]
      """)
    #expect(note(f[2])?.isReadOnly == true && note(f[2])?.isEditing == false)
    #expect(f[2].events == [.propertySet(name: "isReadOnly"), .didEndEditing])
  }

  @Test("addAttachment posts layoutChanged with the new attachment; deleteAttachment removes it")
  func attachments() throws {
    let f = try frames("FUIAttachmentsFormCell", #"{"attachments": [{"title": "a.pdf"}]}"#, """
      [{"action": "addAttachment", "attachment": {"title": "b.png"}, "name": "added"},
       {"action": "deleteAttachment", "id": "1"},
       {"action": "post", "notification": "announcement", "string": "Deleted"}]
      """)
    #expect(f[1].stem(slug: "w375") == "w375.added")
    #expect(f[1].events == [.attachmentAdded(nodeID: "attachment-2"),
                            .notification(PostedNotification(kind: .layoutChanged, argument: .element(nodeID: "attachment-2")))])
    #expect(f[2].events == [.attachmentDeleted(nodeID: "attachment-1")])
    if case .attachments(let p) = f[2].content { #expect(p.attachments.map(\.id) == ["2"]) }
    #expect(f[3].notifications == [PostedNotification(kind: .announcement, argument: .string("Deleted"))])
    #expect(f[3].content.accessibilityElementIDs == ["addButton", "attachment-2"])
  }

  @Test("step errors name the step's JSON path", arguments: [
    ("FUINoteFormCell", #"{"isReadOnly": true}"#, #"[{"action": "typeText", "text": "a"}]"#,
     "s.json: at $.steps[0]: typeText: the note is not editable (isReadOnly is true or isEnabled is false)"),
    ("FUINoteFormCell", "{}", #"[{"action": "endEditing"}]"#,
     "s.json: at $.steps[0]: endEditing: the note is not editing (add a beginEditing or typeText step first)"),
    ("FUINoteFormCell", "{}", #"[{"action": "beginEditing"}, {"action": "beginEditing"}]"#,
     "s.json: at $.steps[1]: beginEditing: the note is already editing"),
    ("FUINoteFormCell", "{}", #"[{"action": "tap"}]"#,
     "s.json: at $.steps[0].action: unknown value 'tap' (allowed: typeText, paste, deleteBackward, clear, beginEditing, endEditing, addAttachment, deleteAttachment, setProperty, post)"),
    ("FUINoteFormCell", "{}", #"[{"action": "typeText"}]"#,
     "s.json: at $.steps[0]: missing key 'text' for action typeText"),
    ("FUINoteFormCell", "{}", #"[{"action": "clear", "text": "a"}]"#,
     "s.json: at $.steps[0].text: unknown key 'text' (allowed: action, name)"),
    ("FUINoteFormCell", "{}", #"[{"action": "addAttachment", "attachment": {"title": "a"}}]"#,
     "s.json: at $.steps[0]: addAttachment is not a step FUINoteFormCell can run (it runs: typeText, paste, deleteBackward, clear, beginEditing, endEditing, setProperty, post)"),
    ("FUIAttachmentsFormCell", "{}", #"[{"action": "typeText", "text": "a"}]"#,
     "s.json: at $.steps[0]: typeText is not a step FUIAttachmentsFormCell can run (it runs: addAttachment, deleteAttachment, setProperty, post)"),
    ("FUIAttachmentsFormCell", #"{"attachments": [{"title": "a"}]}"#, #"[{"action": "deleteAttachment", "id": "9"}]"#,
     "s.json: at $.steps[0].id: no attachment with id '9' (ids: 1)"),
    ("FUIAttachmentsFormCell", #"{"isEditable": false, "attachments": [{"title": "a"}]}"#, #"[{"action": "deleteAttachment", "id": "1"}]"#,
     "s.json: at $.steps[0]: deleteAttachment: the cell is read-only (isEditable false), so attachments have no Delete action"),
    ("FUIAttachmentsFormCell", "{}", #"[{"action": "post", "notification": "layoutChanged", "element": "attachment-1"}]"#,
     "s.json: at $.steps[0].element: no accessibility element 'attachment-1' in this frame (elements: addButton)"),
    ("FUIAttachmentsFormCell", "{}", #"[{"action": "post", "notification": "announcement"}]"#,
     "s.json: at $.steps[0]: an announcement needs 'string' (the text VoiceOver speaks)"),
    ("FUINoteFormCell", "{}", #"[{"action": "clear", "name": "a"}, {"action": "clear", "name": "a"}]"#,
     "s.json: at $.steps[1]: step name 'a' is already used by an earlier step (steps[0])"),
    // Goldens `<slug>.Grow.png` and `<slug>.grow.png` are one file on macOS and Windows.
    ("FUINoteFormCell", "{}", #"[{"action": "beginEditing", "name": "Grow"}, {"action": "clear"}, {"action": "endEditing", "name": "grow"}]"#,
     "s.json: at $.steps[2]: step name 'grow' and the name 'Grow' of steps[0] differ only in letter case: their golden files "
       + "would be one file on a case-insensitive or normalising file system (macOS, Windows); rename one"),
    // A default name (the 1-based index) collides like any other.
    ("FUINoteFormCell", "{}", #"[{"action": "clear"}, {"action": "clear", "name": "1"}]"#,
     "s.json: at $.steps[1]: step name '1' is already used by an earlier step (steps[0])"),
    // "Café" in NFC and in NFD cannot collide: step names are ASCII, so each is refused on its own.
    ("FUINoteFormCell", "{}", #"[{"action": "clear", "name": "Caf\u00e9"}]"#,
     "s.json: at $.steps[0].name: 'Caf\u{E9}' is not a step name (1–40 characters of A–Z a–z 0–9 _ -)"),
    ("FUINoteFormCell", "{}", #"[{"action": "clear", "name": "Cafe\u0301"}]"#,
     "s.json: at $.steps[0].name: 'Cafe\u{301}' is not a step name (1–40 characters of A–Z a–z 0–9 _ -)"),
    ("FUINoteFormCell", "{}", #"[{"action": "setProperty", "property": "hasCharCountError", "value": true}]"#,
     "s.json: at $.steps[0].property: hasCharCountError is read-only (true when value is longer than maxNoteTextLength)"),
    ("FUINoteFormCell", "{}", #"[{"action": "setProperty", "property": "minNumberOfLines", "value": "2"}]"#,
     "s.json: at $.steps[0].value: expected a number, got string"),
    // A setProperty error is where the spec has it: the name at .property, the value at .value.
    ("FUIObjectCollectionViewCell", #"{"headlineText": "H"}"#, #"[{"action": "setProperty", "property": "headlineLabel.numberofLines", "value": 2}]"#,
     "s.json: at $.steps[0].property: unknown label property 'numberofLines' in 'headlineLabel.numberofLines' (did you mean numberOfLines?; allowed: numberOfLines, lineBreakMode)"),
    ("FUIObjectCollectionViewCell", #"{"headlineText": "H"}"#, #"[{"action": "setProperty", "property": "headlineLabel.numberOfLines", "value": -1}]"#,
     "s.json: at $.steps[0].value: -1 is out of range (allowed: 0–10000)"),
    ("FUINoteFormCell", "{}", #"["typeText"]"#,
     "s.json: at $.steps[0]: expected a step object, got string"),
    // A step named like one of snapcheck's own file suffixes would share files with another frame.
    ("FUINoteFormCell", "{}", #"[{"action": "clear", "name": "actual"}]"#,
     "s.json: at $.steps[0].name: 'actual' is reserved: snapcheck's own files use it after a frame's name (reserved: a11y, actual, reference, diff, side-by-side)"),
    ("FUINoteFormCell", "{}", #"[{"action": "clear", "name": "A11Y"}]"#,
     "s.json: at $.steps[0].name: 'A11Y' is reserved: snapcheck's own files use it after a frame's name (reserved: a11y, actual, reference, diff, side-by-side)"),
  ])
  func errors(cell: String, properties: String, steps: String, expected: String) {
    #expect(message(cell, properties, steps) == expected)
  }
}

@Suite("StepRunner: edit text length")
struct StepEditTextLengthTests {
  @Test("a typed or pasted text over 20,000 characters is refused at its JSON path before any editing",
        arguments: ["typeText", "paste"])
  func overLimit(_ action: String) throws {
    let text = String(repeating: "a", count: 20_001)
    let json = #"{"name": "s", "cell": "FUINoteFormCell", "properties": {"isTrackingLiveChanges": true}, "steps": [{"action": "\#(action)", "text": "\#(text)"}]}"#
    let value = try JSONValue.parse(Data(json.utf8), file: "s.json")
    let loader: ImageLoader = { path, cursor in
      throw SpecError.missingReference(file: cursor.file, path: cursor.path, reference: path)
    }
    #expect(throws: (any Error).self) { try ScenarioSpec.decode(JSONCursor(value, file: "s.json"), loader: loader) }
    do {
      _ = try ScenarioSpec.decode(JSONCursor(value, file: "s.json"), loader: loader)
    } catch {
      #expect("\(error)" == "s.json: at $.steps[0].text: the text is 20001 characters; a text may have at most 20000")
    }
  }
}
