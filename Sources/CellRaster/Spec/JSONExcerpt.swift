/// Short, escaped quotations of JSON input for error messages, so a message never carries a
/// whole (perhaps huge, perhaps binary) input: at most `limit` characters, control characters
/// and invalid UTF-8 escaped (`\n`, `\u{1}`, `\xFF`), longer text cut with "…".
public enum JSONExcerpt {
  /// Characters quoted at most: 40.
  public static let limit = 40

  /// `text` escaped and cut to `limit` characters, without quotes.
  public static func escaped(_ text: String, limit: Int = limit) -> String {
    var result = ""
    var count = 0
    for scalar in text.unicodeScalars {
      if count == limit { return result + "…" }
      result += escape(scalar)
      count += 1
    }
    return result
  }

  /// `bytes` as UTF-8, escaped and cut as `escaped(_:)`; a byte that is not part of valid UTF-8
  /// is written `\xNN`. Only the first `4 * limit` bytes are looked at.
  public static func escaped(bytes: some Collection<UInt8>, limit: Int = limit) -> String {
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
        result += escape(scalar)
        i += length
      } else {
        result += "\\x" + hex(lead)
        i += 1
      }
      count += 1
    }
    return result
  }

  /// Path components shown at most: 16 (the first and last 8 of a deeper path, "…" between).
  public static let pathComponentLimit = 16

  /// A JSON path from its components (".key" with the key escaped and cut, "[2]"): `$.a.b[2]`,
  /// with the middle of a path deeper than `pathComponentLimit` left out (`$[0][0]…[0]`).
  public static func path(_ components: [String]) -> String {
    guard components.count > pathComponentLimit else { return "$" + components.joined() }
    let half = pathComponentLimit / 2
    return "$" + components.prefix(half).joined() + "…" + components.suffix(half).joined()
  }

  /// `text` escaped and cut, in single quotes: `'headlineText'`.
  public static func quoted(_ text: String) -> String { "'" + escaped(text) + "'" }

  private static func escape(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "\n": return "\\n"
    case "\r": return "\\r"
    case "\t": return "\\t"
    case "\\": return "\\\\"
    case "'": return "\\'"
    default:
      let v = scalar.value
      if v < 0x20 || v == 0x7F || (0x80..<0xA0).contains(v) || v == 0x2028 || v == 0x2029 || v == 0xFEFF {
        return "\\u{" + String(v, radix: 16, uppercase: true) + "}"
      }
      return String(scalar)
    }
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return digits.count == 1 ? "0" + digits : digits
  }
}
