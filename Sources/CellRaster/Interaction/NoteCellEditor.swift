/// Edits a note cell's state the way the text view does, producing the frame's events
/// (fiori-cells.md §5.2):
///
/// - Typing and pasting need an editable cell (enabled, not read-only) and begin editing first
///   when it has not begun (`didBeginEditing`).
/// - Typing goes letter by letter; at `maxNoteTextLength` it stops unless `allowsBeyondLimit`
///   (`typingStopped` names what was not typed).
/// - A paste that would make the text longer than the limit is rejected whole, never cut
///   (`pasteRejected`), unless `allowsBeyondLimit`.
/// - With `isTrackingLiveChanges` every edit (each letter, each paste, each deletion) sends
///   `valueChanged`; without it one `valueChanged` is sent when editing ends, if the text differs
///   from when editing began.
struct NoteCellEditor {
  var properties: NoteCellProperties
  /// The text when editing began; nil while not editing.
  var valueAtBeginEditing: String?

  init(_ properties: NoteCellProperties) {
    self.properties = properties
    valueAtBeginEditing = properties.isEditing ? properties.value : nil
  }

  enum Failure: Error {
    case notEditable
    case notEditing
    case alreadyEditing
  }

  mutating func beginEditing() throws -> [CellEvent] {
    guard properties.acceptsInput else { throw Failure.notEditable }
    guard !properties.isEditing else { throw Failure.alreadyEditing }
    properties.isEditing = true
    valueAtBeginEditing = properties.value
    return [.didBeginEditing]
  }

  mutating func endEditing() throws -> [CellEvent] {
    guard properties.isEditing else { throw Failure.notEditing }
    properties.isEditing = false
    var events: [CellEvent] = [.didEndEditing]
    if !properties.isTrackingLiveChanges, let start = valueAtBeginEditing, start != properties.value {
      events.append(.valueChanged(properties.value))
    }
    valueAtBeginEditing = nil
    return events
  }

  /// Begins editing when needed before an edit.
  private mutating func ensureEditing() throws -> [CellEvent] {
    guard properties.acceptsInput else { throw Failure.notEditable }
    return properties.isEditing ? [] : try beginEditing()
  }

  private var limit: Int? {
    properties.maxNoteTextLength > 0 && !properties.allowsBeyondLimit ? properties.maxNoteTextLength : nil
  }

  private func changed() -> [CellEvent] {
    properties.isTrackingLiveChanges ? [.valueChanged(properties.value)] : []
  }

  mutating func typeText(_ text: String) throws -> [CellEvent] {
    var events = try ensureEditing()
    var rest = Substring(text)
    while let letter = rest.first {
      if let limit, properties.characterCount >= limit {
        events.append(.typingStopped(notTyped: String(rest), limit: limit))
        break
      }
      properties.value.append(letter)
      rest.removeFirst()
      events += changed()
    }
    return events
  }

  mutating func paste(_ text: String) throws -> [CellEvent] {
    var events = try ensureEditing()
    let total = properties.characterCount + text.count
    if let limit, total > limit {
      events.append(.pasteRejected(text: text, wouldBe: total, limit: limit))
      return events
    }
    properties.value += text
    return events + changed()
  }

  mutating func deleteBackward(_ count: Int) throws -> [CellEvent] {
    var events = try ensureEditing()
    for _ in 0..<count where !properties.value.isEmpty {
      properties.value.removeLast()
      events += changed()
    }
    return events
  }

  mutating func clear() throws -> [CellEvent] {
    var events = try ensureEditing()
    guard !properties.value.isEmpty else { return events }
    properties.value = ""
    events += changed()
    return events
  }

  /// After a `setProperty`: a cell that can no longer take input stops editing.
  mutating func settle() -> [CellEvent] {
    guard properties.isEditing, !properties.acceptsInput else { return [] }
    return (try? endEditing()) ?? []
  }
}
