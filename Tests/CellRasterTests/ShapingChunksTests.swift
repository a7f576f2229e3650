import Testing
@testable import CellRaster

/// Long texts are cut into Pango items at spaces (`ShapingChunks`), which keeps line breaking
/// linear; the cut must not move a line break or change a line's width.
@Suite("Shaping chunks")
struct ShapingChunksTests {
  @Test("texts of up to 1,000 scalars are not cut; longer ones alternate from just after a space")
  func ranges() {
    #expect(ShapingChunks.markedRanges(in: String(repeating: "ab ", count: 333)).isEmpty)  // 999
    #expect(ShapingChunks.markedRanges(in: String(repeating: "é", count: 1_000)).isEmpty)
    let text = String(repeating: "— ", count: 2_000)  // 4,000 scalars, 8,000 bytes
    let marked = ShapingChunks.markedRanges(in: text)
    let bytes = Array(text.utf8)
    #expect(marked.count >= 7)
    for range in marked {
      #expect(bytes[range.lowerBound - 1] == 0x20 && bytes[range.lowerBound] != 0x20)
      // At least 256 scalars ("— " is 4 bytes per 2 scalars), but the text's last chunk.
      #expect(range.count >= 2 * ShapingChunks.chunkLength || range.upperBound == bytes.count)
    }
    // Every other chunk: a gap of at least one chunk lies between marked ranges.
    for (earlier, later) in zip(marked, marked.dropFirst()) {
      #expect(later.lowerBound - earlier.upperBound >= 2 * ShapingChunks.chunkLength)
    }
    // No space to cut after: nothing marked.
    #expect(ShapingChunks.markedRanges(in: String(repeating: "x", count: 1_001)).isEmpty)
  }

  /// Long texts (named for the test log): dashes with Inter's contextual alternates, Latin with
  /// kerning pairs, ligatures and quotes at a large size, Arabic with Korean words.
  static let texts: [String: (text: String, font: FontDescriptor, width: Double)] = [
    "em dashes": (String(repeating: "— ", count: 1_500), .preferred(.body, .large), 343),
    "Latin": (String(repeating: "Wörter AV “To” fi—ffl 12:30; ", count: 60), .preferred(.title1, .accessibilityExtraLarge), 320),
    "Arabic and Korean": (String(repeating: "مرحبا بالعالم 확인하셨습니다 ", count: 60), .preferred(.footnote, .large), 200),
  ]

  @Test("line starts and widths match Pango's own items", arguments: ["em dashes", "Latin", "Arabic and Korean"])
  func sameLines(name: String) throws {
    let (text, font, width) = try #require(Self.texts[name])
    let fonts = try PinnedFonts()
    let cut = PangoTextLayout(text, font: font, width: width, numberOfLines: 0, fonts: fonts)
    let whole = PangoTextLayout(text, font: font, width: width, numberOfLines: 0, fonts: fonts, splitsLongItems: false)
    #expect(!ShapingChunks.markedRanges(in: text).isEmpty)
    let cutLines = cut.lines, wholeLines = whole.lines
    #expect(cutLines.count > 20)
    #expect(cutLines.map(\.start) == wholeLines.map(\.start))
    #expect(cutLines.map(\.width) == wholeLines.map(\.width))
  }
}
