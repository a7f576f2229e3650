import CellRaster

/// The lines a step frame adds to its `.a11y.txt` after the tree, focus and notification lines:
///
/// ```text
/// step 3 typeText "Hello"
/// event didBeginEditing
/// event valueChanged "H"
/// event typingStopped at limit 10, not typed "lo"
/// ```
///
/// `step <name> <action> [<argument>]` first, then one `event …` line per cell event in order
/// (`didBeginEditing`, `didEndEditing`, `valueChanged "<text>"`, `typingStopped at limit <n>, not
/// typed "<rest>"`, `pasteRejected "<text>" would make <n> of <limit> characters`,
/// `attachmentAdded "<node id>"`, `attachmentDeleted "<node id>"`, `propertySet <name>`).
/// Notifications are not repeated here: ``TreeTextFormat`` writes them. Strings are quoted as in
/// the tree lines. The initial frame (no step) adds nothing.
public enum CellEventFormat {
  /// The lines, each without a trailing newline.
  public static func lines(step: ScenarioStep?, events: [CellEvent]) -> [String] {
    guard let step else { return [] }
    var head = "step \(step.name) \(step.actionName)"
    if let argument = step.argumentText { head += " " + TextFormatting.quoted(argument) }
    return [head] + events.compactMap(line)
  }

  private static func line(_ event: CellEvent) -> String? {
    let q = TextFormatting.quoted
    switch event {
    case .didBeginEditing: return "event didBeginEditing"
    case .didEndEditing: return "event didEndEditing"
    case .valueChanged(let value): return "event valueChanged \(q(value))"
    case .typingStopped(let rest, let limit): return "event typingStopped at limit \(limit), not typed \(q(rest))"
    case .pasteRejected(let text, let wouldBe, let limit):
      return "event pasteRejected \(q(text)) would make \(wouldBe) of \(limit) characters"
    case .attachmentAdded(let nodeID): return "event attachmentAdded \(q(nodeID))"
    case .attachmentDeleted(let nodeID): return "event attachmentDeleted \(q(nodeID))"
    case .propertySet(let name): return "event propertySet \(name)"
    case .notification: return nil
    }
  }
}
