/// How much text one label, note or title may hold, so that text layout stays cheap for hostile
/// input. Pango's line breaking re-shapes the rest of an unbroken word at every line it breaks,
/// so its cost grows with the square of the word's length (measured with HarfBuzz here: 2,000
/// characters without a space 0.1 s, 5,000 1 s, 10,000 3.7 s, 50,000 over 2 minutes), while text
/// with spaces stays linear (100,000 characters of 5-letter words: 1.2 s).
public enum TextLengthLimit {
  /// Most characters (Unicode scalars) of one text: 20,000.
  public static let maximumCharacters = 20_000
  /// Most characters in a row without whitespace (a space, tab or line break): 1,000 (a long
  /// URL is a few hundred).
  public static let maximumUnbrokenRun = 1_000

  /// Checks `text` against both limits; stops reading at the first character over a limit.
  /// - Throws: `RenderError.textTooLong` naming the limit and the start of the text.
  public static func check(_ text: String) throws {
    var count = 0
    var run = 0
    for scalar in text.unicodeScalars {
      count += 1
      run = scalar.properties.isWhitespace ? 0 : run + 1
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
