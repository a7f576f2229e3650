/// A short, escaped excerpt of untrusted text for an error message: error messages end up in CI
/// logs, JUnit and HTML reports, so they never quote a file beyond this (a theme or XIB that is
/// really `/proc/self/environ` must not have its secrets printed).
public enum TextExcerpt {
  /// The longest excerpt, in characters, before "…" is appended.
  public static let maximumLength = 40

  /// `text` cut to `maximumLength` characters (plus "…" when cut), with control characters,
  /// backslashes and quotes escaped (`\n`, `\t`, `\u{1B}`, `\\`, `\'`), so one excerpt is one
  /// line and cannot end the quotes around it (quotes are kept with `escapingQuotes: false`).
  public static func quoted(_ text: some StringProtocol, limit: Int = maximumLength, escapingQuotes: Bool = true) -> String {
    var out = ""
    var count = 0
    for character in text {
      if count == limit { return out + "…" }
      count += 1
      for scalar in character.unicodeScalars {
        switch scalar {
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case "\\": out += "\\\\"
        case "'" where escapingQuotes: out += "\\'"
        default:
          if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.properties.generalCategory == .format
            || scalar.properties.generalCategory == .lineSeparator || scalar.properties.generalCategory == .paragraphSeparator {
            out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
          } else {
            out.unicodeScalars.append(scalar)
          }
        }
      }
    }
    return out
  }
}
