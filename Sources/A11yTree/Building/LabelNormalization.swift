/// How the tree exports an `accessibilityLabel` (elements and containers): a label of only
/// whitespace is the empty label, since VoiceOver says nothing for it. Whitespace is Unicode's
/// `White_Space` property: spaces, tabs, line and paragraph separators and newlines, and the
/// no-break and ideographic spaces (U+00A0, U+3000) among others; zero-width characters such as
/// U+200B are not whitespace and are kept. Other labels are exported as they are (not trimmed).
///
/// Example: `"\u{00A0}\t\n"` → `""`; `" Add "` → `" Add "`; nil → nil (no label at all).
enum LabelNormalization {
  /// `label`, or "" when it is only whitespace; nil stays nil.
  static func exported(_ label: String?) -> String? {
    guard let label else { return nil }
    return isBlank(label) ? "" : label
  }

  /// True when `text` is empty or only whitespace (Unicode `White_Space`).
  static func isBlank(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy(\.properties.isWhitespace)
  }
}
