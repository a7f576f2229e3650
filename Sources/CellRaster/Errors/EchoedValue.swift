/// How a value read from an input file (a XIB attribute, a spec string, a theme value, a label
/// text) is quoted in an error message: at most `maximumCharacters` characters, the rest replaced
/// by an ellipsis and the full length, and control characters written as `\u{…}` so a message
/// never carries raw ESC, NUL or a line break. A hostile 100 MB label text thus costs a message of
/// about 80 characters, not 100 MB on stderr.
public enum EchoedValue {
  /// The most characters (Unicode scalars) of a value a message shows: 60.
  public static let maximumCharacters = 60

  /// `text` cut to `limit` characters (scalars) with "…" and the full length in characters
  /// appended when cut (e.g. `aaaa…(1000000 characters)`), control characters escaped.
  /// Linear in `limit`, not in `text`'s length, except for counting the length of a long value.
  /// - Parameter limit: characters kept, at least 1; default `maximumCharacters` (60).
  public static func clip(_ text: String, limit: Int = maximumCharacters) -> String {
    let keep = max(1, limit)
    var result = ""
    var kept = 0
    var scalars = text.unicodeScalars.makeIterator()
    while kept < keep, let scalar = scalars.next() {
      result += escaped(scalar)
      kept += 1
    }
    guard scalars.next() != nil else { return result }
    return result + "…(\(text.unicodeScalars.count) characters)"
  }

  /// A scalar as a message shows it: itself, or `\u{1B}` for a control character (Unicode general
  /// category Cc, which includes tab, line feed and carriage return), a line or paragraph
  /// separator, or a bidirectional embedding, override or isolate (U+202A–U+202E, U+2066–U+2069),
  /// which could reorder the rest of the message on a terminal.
  static func escaped(_ scalar: Unicode.Scalar) -> String {
    let category = scalar.properties.generalCategory
    let isBidiControl = (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    guard category == .control || category == .lineSeparator || category == .paragraphSeparator || isBidiControl else {
      return String(scalar)
    }
    return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
  }
}
