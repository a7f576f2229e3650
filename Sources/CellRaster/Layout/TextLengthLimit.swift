/// How much text one label, note or title may hold, so that text layout stays cheap for hostile
/// input. Pango's line breaking re-shapes the rest of an unbroken word at every line it breaks,
/// so its cost grows with the square of the word's length (measured with HarfBuzz here: 2,000
/// characters without a space 0.1 s, 5,000 1 s, 10,000 3.7 s, 50,000 over 2 minutes), while text
/// with spaces stays linear (100,000 characters of 5-letter words: 1.2 s).
public enum TextLengthLimit {
  /// Most characters (Unicode scalars) of one text: 20,000.
  public static let maximumCharacters = 20_000
  /// Most characters in a row without whitespace a line may break at (a space, tab or line
  /// break; not a no-break space, `isNoBreak`) or a character that lines may break around
  /// (`breaksAround`): 1,000 (a long URL is a few hundred).
  public static let maximumUnbrokenRun = 1_000

  /// True for the scalars that a line may break before and after without a space (Unicode line
  /// breaking, UAX #14, classes ID, H2 and H3): CJK ideographs, hiragana, katakana, Hangul
  /// syllables, CJK symbols and punctuation and full-width forms. Chinese and Japanese are
  /// written without spaces, so a paragraph of them is no unbroken word and is not capped by
  /// `maximumUnbrokenRun`. Scripts whose breaks need a dictionary (Thai, Lao, Khmer, UAX #14
  /// class SA) still count as unbroken.
  static func breaksAround(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.properties.isIdeographic { return true }
    switch scalar.value {
    case 0x3000...0x303F, 0x3040...0x309F, 0x30A0...0x30FF, 0xAC00...0xD7A3, 0xFF00...0xFFEF: return true
    default: return false
    }
  }

  /// True for the white space that lines may not break at (UAX #14 class GL): no-break space
  /// U+00A0, figure space U+2007, narrow no-break space U+202F. A run joined by them is one
  /// word to the line breaker, as costly as one without spaces.
  static func isNoBreak(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value == 0x00A0 || scalar.value == 0x2007 || scalar.value == 0x202F
  }

  /// Checks `text` against both limits; stops reading at the first character over a limit.
  /// - Throws: `RenderError.textTooLong` naming the limit and the start of the text.
  public static func check(_ text: String) throws {
    // A text of at most `maximumUnbrokenRun` UTF-8 bytes has at most that many scalars, so it is
    // within both limits without reading its characters' properties (every label's text is
    // checked each time it is measured and drawn: 0.9% of a passing verify's samples, perf).
    guard text.utf8.count > maximumUnbrokenRun else { return }
    var count = 0
    var run = 0
    for scalar in text.unicodeScalars {
      count += 1
      run = (scalar.properties.isWhitespace && !isNoBreak(scalar)) || breaksAround(scalar) ? 0 : run + 1
      if count > maximumCharacters {
        throw RenderError.textTooLong(text: EchoedValue.clip(text),
                                      limit: "more than \(maximumCharacters) characters")
      }
      if run > maximumUnbrokenRun {
        throw RenderError.textTooLong(text: EchoedValue.clip(text),
                                      limit: "more than \(maximumUnbrokenRun) characters in a row without a space or line break")
      }
    }
  }
}
