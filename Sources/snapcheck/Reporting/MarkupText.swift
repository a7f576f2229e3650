import Foundation

/// Escaping for XML and HTML text and attribute values (the five predefined XML entities), and
/// removal of characters XML 1.0 cannot carry at all.
enum MarkupText {
  /// `text` with `& < > " '` escaped, and C0 control characters other than tab, LF and CR
  /// dropped (XML 1.0 §2.2 allows no others, not even as character references).
  static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// An attribute value: escaped, with tab, LF and CR as character references so that
  /// attribute-value normalisation (XML 1.0 §3.3.3) keeps them.
  static func attribute(_ text: String) -> String {
    escape(text).replacingOccurrences(of: "\t", with: "&#9;").replacingOccurrences(of: "\n", with: "&#10;")
      .replacingOccurrences(of: "\r", with: "&#13;")
  }
}
