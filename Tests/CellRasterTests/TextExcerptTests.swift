import Testing
@testable import CellRaster

@Suite("TextExcerpt")
struct TextExcerptTests {
  @Test("at most 40 characters, then an ellipsis")
  func cut() {
    #expect(TextExcerpt.quoted(String(repeating: "a", count: 100)) == String(repeating: "a", count: 40) + "…")
    #expect(TextExcerpt.quoted("short") == "short")
  }

  @Test("control characters, backslashes and quotes are escaped, so an excerpt is one line")
  func escapes() {
    #expect(TextExcerpt.quoted("a\nb\tc\u{1B}[2J\\'\u{0}") == "a\\nb\\tc\\u{1B}[2J\\\\\\'\\u{0}")
    #expect(TextExcerpt.quoted("x\u{2028}y\u{202E}") == "x\\u{2028}y\\u{202E}")
  }
}
