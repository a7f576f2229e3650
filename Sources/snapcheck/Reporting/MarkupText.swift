import Foundation

/// Escaping for XML and HTML text and attribute values (the five predefined XML entities), and
/// removal of characters XML 1.0 cannot carry at all.
enum MarkupText {
  /// `text` with `& < > " '` escaped, C0 control characters other than tab, LF and CR dropped
  /// (XML 1.0 §2.2 allows no others, not even as character references), and the bidirectional
  /// embedding, override and isolate controls written as `\u{202E}`.
  ///
  /// Works on the UTF-8 bytes, and returns `text` itself when nothing needs escaping (perf on
  /// verify of the 1,000-snapshot corpus: a Unicode-scalar loop over every accessibility tree was
  /// most of the HTML report's 2.7% of samples, on the main thread).
  static func escape(_ text: String) -> String {
    guard text.utf8.contains(where: needsWork) else { return text }
    let bytes = Array(text.utf8)
    var out = [UInt8]()
    out.reserveCapacity(bytes.count + bytes.count / 8)
    var i = 0
    while i < bytes.count {
      let byte = bytes[i]
      switch byte {
      case UInt8(ascii: "&"): out += Array("&amp;".utf8)
      case UInt8(ascii: "<"): out += Array("&lt;".utf8)
      case UInt8(ascii: ">"): out += Array("&gt;".utf8)
      case UInt8(ascii: "\""): out += Array("&quot;".utf8)
      case UInt8(ascii: "'"): out += Array("&apos;".utf8)
      case 0x09, 0x0A, 0x0D: out.append(byte)
      case ..<0x20: break
      case 0xEF where i + 2 < bytes.count && bytes[i + 1] == 0xBF && (bytes[i + 2] == 0xBE || bytes[i + 2] == 0xBF):
        i += 2  // U+FFFE or U+FFFF (EF BF BE, EF BF BF): not an XML character
      case 0xE2 where i + 2 < bytes.count && Self.isBidiControl(bytes[i + 1], bytes[i + 2]):
        // U+202A-U+202E and U+2066-U+2069 reorder the text around them (an override shows
        // 'gnp.exe' as 'exe.png'): written out visibly, as the console writes them.
        let scalar = 0x2000 | (Int(bytes[i + 1]) & 0x3F) << 6 | Int(bytes[i + 2]) & 0x3F
        out += Array("\\u{\(String(scalar, radix: 16, uppercase: true))}".utf8)
        i += 2
      default: out.append(byte)
      }
      i += 1
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// True for a byte `escape` may change: `& < > " '`, a C0 control, the lead byte 0xEF of
  /// U+FFFE and U+FFFF, or 0xE2 of the bidirectional controls.
  private static func needsWork(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"), 0xEF, 0xE2: return true
    case 0x09, 0x0A, 0x0D: return false
    default: return byte < 0x20
    }
  }

  /// True when E2 `second` `third` is U+202A-U+202E (embeddings and overrides: E2 80 AA-AE) or
  /// U+2066-U+2069 (isolates: E2 81 A6-A9).
  private static func isBidiControl(_ second: UInt8, _ third: UInt8) -> Bool {
    second == 0x80 && (0xAA...0xAE).contains(third) || second == 0x81 && (0xA6...0xA9).contains(third)
  }

  /// An attribute value: escaped, with tab, LF and CR as character references so that
  /// attribute-value normalisation (XML 1.0 §3.3.3) keeps them.
  static func attribute(_ text: String) -> String {
    let escaped = escape(text)
    guard escaped.utf8.contains(where: { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else { return escaped }
    return escaped.replacingOccurrences(of: "\t", with: "&#9;").replacingOccurrences(of: "\n", with: "&#10;")
      .replacingOccurrences(of: "\r", with: "&#13;")
  }
}
