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

@Suite("Line limits: drawing")
struct LineLimitDrawingTests {
  /// Rows of `image` (1x) between `top` and `bottom` points holding any non-white pixel.
  func inked(_ image: RGBAImage, from top: Int, to bottom: Int) -> Bool {
    for y in top..<bottom {
      for x in 0..<image.width {
        let p = image.pixel(x: x, y: y)
        if p.r < 250 || p.g < 250 || p.b < 250 { return true }
      }
    }
    return false
  }

  @Test("a label of A/B/C limited to 2 lines draws nothing on the third line, even in a 3-line frame")
  func thirdLineNotDrawn() throws {
    let font = FontDescriptor.preferred(.body, .large)  // 22 pt lines
    func render(_ lines: Int, _ mode: LineBreakMode) throws -> RGBAImage {
      let label = LayoutNode(id: "l", kind: .label, frame: Rect(x: 0, y: 0, width: 200, height: 66),
                             text: TextContent(text: "A\nB\nC", font: font, color: .black, numberOfLines: lines,
                                               lineBreakMode: mode))
      let tree = LayoutTree(cellClass: "Test", root: LayoutNode(id: "root", frame: Rect(x: 0, y: 0, width: 200, height: 66),
                                                                children: [label]),
                            environment: RenderEnvironment(width: 200, scale: 1), backgroundColor: .white)
      return try CellRenderer().render(tree)
    }
    for mode in LineBreakMode.allCases {
      let capped = try render(2, mode)
      #expect(inked(capped, from: 0, to: 22) && inked(capped, from: 22, to: 44), "\(mode)")
      #expect(!inked(capped, from: 44, to: 66), "\(mode)")
    }
    #expect(inked(try render(0, .byTruncatingTail), from: 44, to: 66))
  }
}

@Suite("Line break mode names")
struct LineBreakModeNameTests {
  @Test("XIB characterWrap / charWrapping is byCharWrapping, wordWrap stays byWordWrapping")
  func xibNames() {
    #expect(XIBContentParsing.lineBreakMode("characterWrap") == .byCharWrapping)
    #expect(XIBContentParsing.lineBreakMode("charWrapping") == .byCharWrapping)
    #expect(XIBContentParsing.lineBreakMode("wordWrap") == .byWordWrapping)
    #expect(XIBContentParsing.lineBreakMode(nil) == .byTruncatingTail)
  }

  @Test("byCharWrapping breaks inside words where byWordWrapping keeps them whole")
  func charWrappingWraps() throws {
    let measurer = try PangoTextMeasurer()
    let font = FontDescriptor.preferred(.body, .large)
    let text = "aaaa bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"
    let words = try measurer.measure(text, font: font, width: 150, numberOfLines: 0, lineBreakMode: .byWordWrapping)
    let chars = try measurer.measure(text, font: font, width: 150, numberOfLines: 0, lineBreakMode: .byCharWrapping)
    // Word wrapping puts "aaaa" alone on line 1; character wrapping fills it: its first line is wider.
    #expect(chars.lineCount <= words.lineCount)
    #expect(measurer.layout(text, font: font, width: 150, numberOfLines: 0, lineBreakMode: .byCharWrapping).firstLineLength
      > measurer.layout(text, font: font, width: 150, numberOfLines: 0, lineBreakMode: .byWordWrapping).firstLineLength)
  }
}
