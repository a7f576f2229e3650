import Testing
@testable import CellRaster

/// `numberOfLines` caps the lines IN ALL, hard line breaks included, like `UILabel`
/// (PangoTextLayout.applyLineLimit); the font-free fake follows the same rule.
@Suite("Line limits")
struct LineLimitTests {
  let font = FontDescriptor.preferred(.body, .large)  // 22 pt lines (Dynamic Type table)

  @Test("hard breaks count toward the limit: 2 lines of A/B/C show A and B…, truncated")
  func hardBreaksCapped() throws {
    let measurer = try PangoTextMeasurer()
    let metrics = try measurer.measure("A\nB\nC", font: font, width: 300, numberOfLines: 2)
    #expect(metrics.lineCount == 2 && metrics.isTruncated && metrics.size.height == 44)
    // The second line ends in the ellipsis; the first break stays a line break (U+2028).
    #expect(measurer.layout("A\nB\nC", font: font, width: 300, numberOfLines: 2).shownText == "A\u{2028}B…")
  }

  @Test("CR LF, CR, U+2028 and U+2029 are line breaks like LF")
  func otherBreaks() throws {
    let measurer = try PangoTextMeasurer()
    for text in ["A\r\nB\r\nC", "A\rB\rC", "A\u{2028}B\u{2028}C", "A\u{2029}B\u{2029}C"] {
      let all = try measurer.measure(text, font: font, width: 300, numberOfLines: 0)
      #expect(all.lineCount == 3 && !all.isTruncated && all.size.height == 66, "\(text.debugDescription)")
      let two = try measurer.measure(text, font: font, width: 300, numberOfLines: 2)
      #expect(two.lineCount == 2 && two.isTruncated && two.size.height == 44, "\(text.debugDescription)")
      #expect(measurer.layout(text, font: font, width: 300, numberOfLines: 2).shownText == "A\u{2028}B…")
    }
  }

  @Test("a wrapped paragraph then a hard break: the limit counts the wrapped lines")
  func wrappedThenBreak() throws {
    let measurer = try PangoTextMeasurer()
    let text = String(repeating: "word ", count: 12) + "\nlast"  // 12 words wrap to 3+ lines at 100 pt
    let three = try measurer.measure(text, font: font, width: 100, numberOfLines: 3)
    #expect(three.lineCount == 3 && three.isTruncated && three.size.height == 66)
    // One line: the first paragraph ellipsized on it, the "last" paragraph gone.
    let one = try measurer.measure("Short\nlast", font: font, width: 300, numberOfLines: 1)
    #expect(one.lineCount == 1 && one.isTruncated && one.size.height == 22)
    #expect(measurer.layout("Short\nlast", font: font, width: 300, numberOfLines: 1).shownText == "Short…")
  }

  @Test("text that fits is not cut: a trailing break hides nothing")
  func fits() throws {
    let measurer = try PangoTextMeasurer()
    let exact = try measurer.measure("A\nB", font: font, width: 300, numberOfLines: 2)
    #expect(exact.lineCount == 2 && !exact.isTruncated)
    let trailing = try measurer.measure("A\nB\n", font: font, width: 300, numberOfLines: 2)
    #expect(trailing.lineCount == 2 && !trailing.isTruncated)
  }

  @Test("0 lines is no limit: every line shows")
  func unlimited() throws {
    let measurer = try PangoTextMeasurer()
    let metrics = try measurer.measure("A\nB\nC\nD\nE", font: font, width: 300, numberOfLines: 0)
    #expect(metrics.lineCount == 5 && !metrics.isTruncated && metrics.size.height == 110)
  }

  @Test("word wrapping, char wrapping and clipping drop the lines past the limit without an ellipsis")
  func nonTruncatingModes() throws {
    let measurer = try PangoTextMeasurer()
    for mode in [LineBreakMode.byWordWrapping, .byCharWrapping, .byClipping] {
      let metrics = try measurer.measure("A\nB\nC", font: font, width: 300, numberOfLines: 2, lineBreakMode: mode)
      #expect(metrics.lineCount == 2 && metrics.isTruncated && metrics.size.height == 44, "\(mode)")
      #expect(measurer.layout("A\nB\nC", font: font, width: 300, numberOfLines: 2, lineBreakMode: mode).shownText
        == "A\nB", "\(mode)")
    }
    let words = String(repeating: "word ", count: 12)
    let wrapped = try measurer.measure(words, font: font, width: 100, numberOfLines: 2, lineBreakMode: .byWordWrapping)
    #expect(wrapped.lineCount == 2 && wrapped.isTruncated && wrapped.size.height == 44)
  }

  @Test("head and middle truncation cap the lines too")
  func headAndMiddle() throws {
    let measurer = try PangoTextMeasurer()
    let text = "First line\n" + String(repeating: "word ", count: 12)
    for mode in [LineBreakMode.byTruncatingHead, .byTruncatingMiddle] {
      let metrics = try measurer.measure(text, font: font, width: 100, numberOfLines: 2, lineBreakMode: mode)
      #expect(metrics.lineCount == 2 && metrics.isTruncated && metrics.size.height == 44, "\(mode)")
    }
  }

  @Test("the fake measurer counts hard breaks the same way")
  func fakeFollowsTheRule() throws {
    let fake = FakeTextMeasurer()
    // body Large: 17 pt, advance 8.5, 22 pt lines.
    let capped = try fake.measure("A\nB\nC", font: font, width: 300, numberOfLines: 2)
    #expect(capped == TextMetrics(size: Size(width: 8.5, height: 44), lineCount: 2, isTruncated: true, firstBaseline: 17.6))
    let all = try fake.measure("A\r\nB\u{2028}C", font: font, width: 300, numberOfLines: 0)
    #expect(all.lineCount == 3 && !all.isTruncated)
    // 20 characters at 100 pt (11 a line) = 2 lines, then "x": 3 in all.
    let wrapped = try fake.measure(String(repeating: "a", count: 20) + "\nx", font: font, width: 100, numberOfLines: 0)
    #expect(wrapped.lineCount == 3 && wrapped.size.width == 93.5)
  }
}
