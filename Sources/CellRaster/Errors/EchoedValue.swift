/// How text read from an input file (a XIB attribute, a spec string or key, a theme value, a label
/// text, a results file) is quoted in an error message. Messages end up in CI logs, JUnit and HTML
/// reports, so they never carry a whole input (a theme that is really `/proc/self/environ` must not
/// have its secrets printed; a 100 MB label text costs a message of about 80 characters) nor raw
/// control characters: every scalar goes through `escaped(_:escapingQuotes:)`.
///
/// Two lengths: `clip` (60 characters, then the full length) for values, `excerpt` (40 characters,
/// then "…") for quotations of file content and keys.
public enum EchoedValue {
  /// The most characters (Unicode scalars) of a value `clip` shows: 60.
  public static let maximumCharacters = 60
  /// The most characters (Unicode scalars) an `excerpt` shows: 40.
  public static let excerptLength = 40

  /// `text` cut to `limit` characters (scalars) with "…" and the full length in characters
  /// appended when cut (e.g. `aaaa…(1000000 characters)`), escaped.
  /// Linear in `limit`, not in `text`'s length, except for counting the length of a long value.
  /// - Parameter limit: characters kept, at least 1; default `maximumCharacters` (60).
  public static func clip(_ text: some StringProtocol, limit: Int = maximumCharacters) -> String {
    let (kept, cut) = prefix(text, limit: max(1, limit), escapingQuotes: true)
    return cut ? kept + "…(\(text.unicodeScalars.count) characters)" : kept
  }

  /// `text` cut to `limit` characters (scalars), plus "…" when cut, escaped, without quotes around
  /// it. With `escapingQuotes` (the default) a `'` is written `\'`, so the excerpt cannot end the
  /// single quotes a message puts around it.
  /// - Parameter limit: characters kept; default `excerptLength` (40).
  public static func excerpt(_ text: some StringProtocol, limit: Int = excerptLength, escapingQuotes: Bool = true) -> String {
    let (kept, cut) = prefix(text, limit: limit, escapingQuotes: escapingQuotes)
    return cut ? kept + "…" : kept
  }

  /// The most values a `list` shows: 40.
  public static let listLimit = 40

  /// `values` for a message, each `clip`ped, comma-separated; past `limit` values the rest are
  /// counted, not shown: `a, b, c … and 12 more`. Used for lists of view ids and outlet names,
  /// which come from the input file (a XIB can have thousands of views).
  /// - Parameter limit: values shown, at least 1; default `listLimit` (40).
  public static func list(_ values: [String], limit: Int = listLimit) -> String {
    let shown = values.prefix(max(1, limit)).map { clip($0) }.joined(separator: ", ")
    return values.count > max(1, limit) ? shown + " … and \(values.count - max(1, limit)) more" : shown
  }

  /// `excerpt(text)` in single quotes: `'headlineText'`.
  public static func quoted(_ text: some StringProtocol) -> String { "'" + excerpt(text) + "'" }

  /// `bytes` as UTF-8, escaped and cut as `excerpt(_:)`; a byte that is not part of valid UTF-8
  /// is written `\xNN`. Only the first `4 * limit + 4` bytes are looked at.
  public static func excerpt(bytes: some Collection<UInt8>, limit: Int = excerptLength) -> String {
    let array = Array(bytes.prefix(4 * limit + 4))
    var result = ""
    var count = 0
    var i = 0
    while i < array.count {
      if count == limit { return result + "…" }
      let lead = array[i]
      let length = lead < 0x80 ? 1 : lead >= 0xC2 && lead < 0xE0 ? 2 : lead >= 0xE0 && lead < 0xF0 ? 3
        : lead >= 0xF0 && lead < 0xF5 ? 4 : 0
      if length > 0, i + length <= array.count,
         let text = String(validating: array[i..<(i + length)], as: UTF8.self), let scalar = text.unicodeScalars.first {
        result += escaped(scalar, escapingQuotes: true)
        i += length
      } else {
        let digits = String(lead, radix: 16, uppercase: true)
        result += "\\x" + (digits.count == 1 ? "0" : "") + digits
        i += 1
      }
      count += 1
    }
    return result
  }

  /// A scalar as a message shows it: `\n`, `\r`, `\t`, `\\` (and `\'` with `escapingQuotes`);
  /// `\u{1B}` for any other control character (general category Cc), a format character (Cf:
  /// bidirectional embeddings, overrides and isolates such as U+202E, which could reorder the rest
  /// of the message on a terminal, zero-width characters, U+FEFF) and a line or paragraph
  /// separator; itself otherwise.
  static func escaped(_ scalar: Unicode.Scalar, escapingQuotes: Bool) -> String {
    switch scalar {
    case "\n": return "\\n"
    case "\r": return "\\r"
    case "\t": return "\\t"
    case "\\": return "\\\\"
    case "'" where escapingQuotes: return "\\'"
    default:
      switch scalar.properties.generalCategory {
      case .control, .format, .lineSeparator, .paragraphSeparator:
        return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default:
        return String(scalar)
      }
    }
  }

  /// The first `limit` scalars of `text`, escaped, and whether any were left over.
  private static func prefix(_ text: some StringProtocol, limit: Int, escapingQuotes: Bool) -> (String, Bool) {
    var result = ""
    var kept = 0
    var scalars = text.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      if kept == limit { return (result, true) }
      result += escaped(scalar, escapingQuotes: escapingQuotes)
      kept += 1
    }
    return (result, false)
  }
}
