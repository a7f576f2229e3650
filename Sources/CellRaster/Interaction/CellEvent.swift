/// Something that happened in one frame of a scenario, in order: the cell's change events
/// (`onChangeHandler` calls), editing transitions, rejected input, attachment changes and posted
/// accessibility notifications. Listed in the frame's `.a11y.txt` (A11yTree's `CellEventFormat`).
public enum CellEvent: Hashable, Sendable {
  /// The text view became first responder.
  case didBeginEditing
  /// The text view resigned first responder.
  case didEndEditing
  /// `onChangeHandler` was called with the new value: per edit with `isTrackingLiveChanges`,
  /// otherwise once when editing ends with a changed value.
  case valueChanged(String)
  /// Typing stopped at `maxNoteTextLength`; `notTyped` is the rest of the step's text.
  case typingStopped(notTyped: String, limit: Int)
  /// A paste that would have made the text longer than the limit was rejected whole.
  case pasteRejected(text: String, wouldBe: Int, limit: Int)
  /// An attachment was added (its layout node id).
  case attachmentAdded(nodeID: String)
  /// An attachment was deleted (its layout node id).
  case attachmentDeleted(nodeID: String)
  /// A `setProperty` step set a property.
  case propertySet(name: String)
  /// An accessibility notification was posted.
  case notification(PostedNotification)

}
