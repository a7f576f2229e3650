import Testing
@testable import CellRaster

@Suite("TextLengthLimit")
struct TextLengthLimitTests {
  @Test("texts at the limits pass; one character more is bad input naming the limit, with the text clipped")
  func limits() throws {
    try TextLengthLimit.check(String(repeating: "x", count: 1_000))
    try TextLengthLimit.check(Array(repeating: String(repeating: "x", count: 999), count: 20).joined(separator: " "))
    let word = #expect(throws: RenderError.self) { try TextLengthLimit.check(String(repeating: "x", count: 1_001)) }
    #expect(word?.category == .badInput)
    #expect(word?.description == "text \"\(String(repeating: "x", count: 60))…(1001 characters)\" has more than 1000 characters in a row without a space or line break, which snapcheck does not lay out (TextLengthLimit)")
    let long = #expect(throws: RenderError.self) { try TextLengthLimit.check(String(repeating: "xxxx ", count: 4_001)) }
    #expect(long?.description.contains("has more than 20000 characters") == true)
  }

  @Test("no-break spaces join a word (U+00A0, U+2007, U+202F), as the line breaker sees it")
  func noBreakSpaces() throws {
    for joiner in ["\u{00A0}", "\u{2007}", "\u{202F}"] {
      #expect(throws: RenderError.self) { try TextLengthLimit.check(Array(repeating: "x", count: 501).joined(separator: joiner)) }
    }
    try TextLengthLimit.check(Array(repeating: "x", count: 5_000).joined(separator: " "))
  }

  @Test("Chinese, Japanese and Korean paragraphs, written without spaces, are not unbroken words; Thai is")
  func breaksAroundIdeographs() throws {
    try TextLengthLimit.check(String(repeating: "中文段落", count: 1_000))
    try TextLengthLimit.check(String(repeating: "ひらがなカタカナ。", count: 500))
    try TextLengthLimit.check(String(repeating: "한국어", count: 1_000))
    #expect(throws: RenderError.self) { try TextLengthLimit.check(String(repeating: "ภาษาไทย", count: 200)) }
  }

  @Test("the Pango measurer applies the limit before shaping (a 1 MB unbroken note would take hours)")
  func measurerApplies() throws {
    let measurer = try PangoTextMeasurer()
    #expect(throws: RenderError.self) {
      _ = try measurer.measure(String(repeating: "x", count: 1_000_000), font: FontDescriptor(pointSize: 17), width: 300, numberOfLines: 0)
    }
  }
}
