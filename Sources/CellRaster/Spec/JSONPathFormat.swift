/// JSON paths as error messages write them: `$.variants[1].scale`.
public enum JSONPathFormat {
  /// Path components shown at most: 16 (the first and last 8 of a deeper path, "…" between).
  public static let componentLimit = 16

  /// One member step of a path: `.key` when `key` is a plain identifier (RFC 9535's member name
  /// shorthand: a letter, `_` or non-ASCII character, then those or digits: `headlineLabel`,
  /// `café`), otherwise the bracket notation `["layer.opacity"]`, so a key holding a dot, a space,
  /// a bracket or nothing cannot be read as more than one step
  /// (`$.overrides.headlineLabel["layer.opacity"]`, `$.properties.rows[0]["nameLabel.text"]`,
  /// `$[""]`). The key is escaped and cut by `EchoedValue.excerpt` (40 characters); in brackets
  /// a `"` is written `\"`.
  public static func member(_ key: String) -> String {
    if isIdentifier(key) { return "." + key }
    let text = EchoedValue.excerpt(key, escapingQuotes: false).replacingOccurrences(of: "\"", with: "\\\"")
    return "[\"" + text + "\"]"
  }

  /// True for a key `member` writes after a dot: 1 to `EchoedValue.excerptLength` (40)
  /// characters (scalars), each an ASCII letter, digit or `_`, or a non-ASCII character other
  /// than white space and the characters `EchoedValue` escapes (control, format, line and
  /// paragraph separators); not starting with a digit. A longer key is cut, so it is bracketed.
  static func isIdentifier(_ key: String) -> Bool {
    let scalars = key.unicodeScalars
    guard let first = scalars.first, !("0" ... "9").contains(first) else { return false }
    var count = 0
    for scalar in scalars {
      count += 1
      guard count <= EchoedValue.excerptLength else { return false }
      if scalar.isASCII {
        guard scalar == "_" || ("0" ... "9").contains(scalar) || ("a" ... "z").contains(scalar)
          || ("A" ... "Z").contains(scalar) else { return false }
      } else {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .surrogate, .unassigned: return false
        default: continue
        }
      }
    }
    return true
  }

  /// A JSON path from its components (`member` steps, "[2]"): `$.a.b[2]`, with the middle of a path deeper than
  /// `componentLimit` left out (`$[0][0]…[0]`).
  public static func path(_ components: [String]) -> String {
    guard components.count > componentLimit else { return "$" + components.joined() }
    let half = componentLimit / 2
    return "$" + components.prefix(half).joined() + "…" + components.suffix(half).joined()
  }
}
