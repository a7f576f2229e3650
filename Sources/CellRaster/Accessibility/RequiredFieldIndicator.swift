/// The required-field indicator of Fiori form cells: a "*" drawn after the title, read by
/// VoiceOver as the words "Required Field" (fiori-cells.md §6 [FSW KeyValueFormView]: "'*' appended
/// directly to the title run (same font/color), accessibility label 'Required Field'"). Cell
/// builders use it so that the drawn title and the spoken label agree; the audit
/// `label-required-asterisk` flags any label that still contains the bare "*".
public enum RequiredFieldIndicator {
  /// What is drawn: "*".
  public static let symbol = "*"
  /// What VoiceOver says for it: "Required Field".
  public static let spokenWords = "Required Field"

  /// The drawn title: `title` with "*" appended directly ("Notes*").
  public static func displayedTitle(_ title: String) -> String {
    title + symbol
  }

  /// The accessibility label for a required field's title: "Notes, Required Field". The ", "
  /// joiner is our choice (the one the object cell uses between its texts, fiori-cells.md §5.1).
  public static func accessibilityLabel(title: String) -> String {
    title.isEmpty ? spokenWords : title + ", " + spokenWords
  }

  /// True when `label` contains the bare "*" VoiceOver would read as "star".
  public static func containsSymbol(_ label: String) -> Bool {
    label.contains(symbol)
  }
}
