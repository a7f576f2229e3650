/// The hard line breaks a `UILabel` honours: line feed, carriage return, CR LF (one break),
/// U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR (`NSString`'s line and paragraph
/// separators, as TextKit breaks lines). Pure, so the Pango layout and the font-free test
/// measurers split text the same way.
public enum HardLineBreaks {
  /// True when `character` is a hard break ("\r\n" is one `Character`).
  public static func isBreak(_ character: Character) -> Bool {
    switch character {
    case "\n", "\r", "\r\n", "\u{2028}", "\u{2029}": true
    default: false
    }
  }

  /// The paragraphs of `text` between hard breaks; `n` breaks give `n + 1` paragraphs (an empty
  /// text is one empty paragraph; a trailing break ends with an empty one, an empty line).
  public static func paragraphs(_ text: String) -> [Substring] {
    text.split(omittingEmptySubsequences: false, whereSeparator: isBreak)
  }
}
