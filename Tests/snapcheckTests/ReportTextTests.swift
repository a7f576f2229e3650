import Foundation
import Testing
@testable import SnapCheckCore

/// The byte-level text helpers of the report writers, each checked against a plain
/// Unicode-scalar or Foundation version written here as the oracle.
@Suite("Report text helpers")
struct ReportTextTests {
  /// The escaping rule spelled out scalar by scalar (the oracle for `MarkupText.escape`).
  static func referenceEscape(_ text: String) -> String {
    var result = ""
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
        if (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value) {
          result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
          continue
        }
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  @Test("escape: the five entities, controls dropped, U+FFFE and U+FFFF dropped, bidi controls written out, other text kept",
        arguments: [
          "plain text", "", "a & b < c > d \"e\" 'f'", "tab\tline\ncr\r", "bell\u{07}esc\u{1B}nul\u{00}end",
          "\u{FFFE}x\u{FFFF}y\u{FFFD}z\u{EFBF}", "Übersicht · Größe ✓ 日本語 👍🏽", "&amp; already",
          "cell\n  1 \"Pump 3\" button, \"Issues: 42\"\n", "ends with lead byte \u{E000}\u{F000}", "end\u{FFFF}", "end\u{FFFD}",
          "invoice\u{202E}gnp.exe", "\u{202A}\u{202B}\u{202C}\u{202D}\u{2066}\u{2067}\u{2068}\u{2069}", "\u{2029}\u{2026}\u{2065}\u{206A}\u{200F}",
          "שלום \u{2067}abc\u{2069} עולם", "end\u{202E}",
        ])
  func escape(_ text: String) {
    #expect(MarkupText.escape(text) == Self.referenceEscape(text))
  }

  @Test("attribute values keep tab, LF and CR as character references")
  func attribute() {
    #expect(MarkupText.attribute("a\tb\nc\rd\"") == "a&#9;b&#10;c&#13;d&quot;")
    #expect(MarkupText.attribute("plain/path.png") == "plain/path.png")
  }

  @Test("urlPath leaves plain paths alone and encodes the rest as Foundation does",
        arguments: ["cell/w375-3x-L-light-ltr.png", "a b/c#1?.png", "x;y/100%.png", "ümlaut/é.png", "a~b/(c)+d,e=f:g@h!$&'*.png", "run:1/x.png"])
  func urlPath(_ path: String) {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: "#?%;:")
    let expected = path.split(separator: "/", omittingEmptySubsequences: false)
      .map { $0.addingPercentEncoding(withAllowedCharacters: allowed) ?? String($0) }.joined(separator: "/")
    #expect(HTMLReport.urlPath(path) == expected)
  }

  @Test("indented: every non-empty line, the first only when asked")
  func indented() {
    let json = Array("{\n  \"a\" : 1,\n\n  \"b\" : [\n  ]\n}".utf8)
    #expect(String(decoding: ReportStream.indented(json, by: 4, firstLine: true), as: UTF8.self)
              == "    {\n      \"a\" : 1,\n\n      \"b\" : [\n      ]\n    }")
    #expect(String(decoding: ReportStream.indented(json, by: 2, firstLine: false), as: UTF8.self)
              == "{\n    \"a\" : 1,\n\n    \"b\" : [\n    ]\n  }")
    #expect(ReportStream.indented([], by: 2, firstLine: true).isEmpty)
    #expect(String(decoding: ReportStream.indented(Array("7".utf8), by: 2, firstLine: false), as: UTF8.self) == "7")
  }

  @Test("absolute: made absolute against the base; '.' components and extra slashes dropped; '..' kept",
        arguments: [
          ("golden/a/b.png", "/w", "/w/golden/a/b.png"),
          ("/abs/./x//y/", "/w", "/abs/x/y"),
          ("./r/../s.png", "/w/", "/w/r/../s.png"),
          ("/", "/w", "/"),
          ("a/.", "/w", "/w/a"),
          (".hidden/.x", "/w", "/w/.hidden/.x"),
        ])
  func absolute(_ path: String, _ base: String, _ expected: String) {
    #expect(ReportStream.absolute(path, in: base) == expected)
  }
}
