import Testing
@testable import CellRaster

/// Korean word wrapping and the isolated-combining-mark base, through the real Pango measurer.
@Suite("Text shaping workarounds (Pango)")
struct TextShapingWorkaroundTests {
  let body = FontDescriptor.preferred(.body, .large)

  @Test("Hangul words: runs of two or more Hangul code points, as UTF-8 byte ranges")
  func hangulRanges() {
    // "새 사무실" = 새 (3 bytes), space, 사무실 (9 bytes); a lone syllable is not a run.
    #expect(HangulWordBreaks.ranges(in: "새 사무실") == [4..<13])
    #expect(HangulWordBreaks.ranges(in: "A 확인하셨습니다.") == [2..<23])
    #expect(HangulWordBreaks.ranges(in: "plain Latin").isEmpty)
  }

  @Test("a Korean sentence wraps between words, never inside one (UILabel's hangulWordPriority)")
  func koreanWrapsAtSpaces() throws {
    let measurer = try PangoTextMeasurer()
    let text = "주문하신 상품의 배송이 시작되었습니다 확인하셨습니다"
    let words = text.split(separator: " ").map(String.init)
    let widest = try words.map { try measurer.measure($0, font: body, width: nil, numberOfLines: 1).size.width }.max() ?? 0
    // At a width that holds the widest word, every line must be whole words.
    let layout = measurer.layout(text, font: body, width: widest + 1, numberOfLines: 0)
    let shown = Array(layout.shownText.utf8)
    let lineStarts = layout.lineStartIndices
    #expect(lineStarts.count >= 3)
    for start in lineStarts.dropFirst() {
      // Each later line starts right after a space.
      #expect(start > 0 && shown[start - 1] == 0x20, "a line starts inside a word at byte \(start)")
    }
  }

  @Test("a space-led combining mark in a right-to-left paragraph at a width under one glyph lays out (Pango 1.50 aborted)",
        arguments: ["\u{200F}a \u{0301}\u{05DD}", "\u{200F}a \u{200D}\u{05DD}", "\u{05D0}a  \u{20DD}\u{05DD}"])
  func isolatedMarkNarrowWidth(_ text: String) throws {
    let measurer = try PangoTextMeasurer()
    for width in [0.0, 1, 5, 20] {
      let metrics = try measurer.measure(text, font: body, width: width, numberOfLines: 0)
      #expect(metrics.lineCount >= 1)
    }
    #expect(IsolatedCombiningMarks.based(text) != text)
    #expect(IsolatedCombiningMarks.based("a b") == "a b")
  }
}
