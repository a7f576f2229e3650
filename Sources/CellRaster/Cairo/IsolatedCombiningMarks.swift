/// A combining mark (or ZWJ, variation selector, any Grapheme_Extend character) written after a
/// space — the Unicode way to show a mark on its own, e.g. " \u{0301}" — is laid out on a
/// no-break space instead: the base Unicode recommends for an isolated mark (The Unicode Standard
/// §2.11, "Combining Characters": SPACE or NO-BREAK SPACE), and it draws the same.
///
/// Why: Pango 1.50.12 (Debian 12) aborts the whole process in its line breaker
/// (`process_line: assertion failed: (result == BREAK_SOME_FIT || result == BREAK_EMPTY_FIT)`)
/// when a right-to-left paragraph holds such a space cluster and the wrap width is narrower than a
/// cluster (e.g. "\u{200F}a \u{0301}\u{05DD}" at 1 pt); found by the hostile-input run, reproduced
/// with Pango alone. With U+00A0 as the base it lays out. The text in the accessibility tree is
/// unchanged; only what Pango shapes changes (U+0020 is 1 UTF-8 byte, U+00A0 two).
enum IsolatedCombiningMarks {
  /// `text` with the space of every space-led grapheme cluster that has more than one code point
  /// replaced by U+00A0; `text` itself when there is none.
  static func based(_ text: String) -> String {
    guard text.utf8.contains(0x20) else { return text }
    var changed = false
    var result = ""
    for character in text {
      let scalars = character.unicodeScalars
      if scalars.count > 1, scalars.first == " " {
        result.unicodeScalars.append("\u{00A0}")
        result.unicodeScalars.append(contentsOf: scalars.dropFirst())
        changed = true
      } else {
        result.append(character)
      }
    }
    return changed ? result : text
  }
}
