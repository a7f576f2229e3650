import Testing
@testable import CellRaster

/// Texts past Pango's 32-bit extents (2,097,151 pt) are bad input, not a wrapped-around size
/// (`TextExtentLimit`): found by a bad-input trial, where such a label took a 0 pt wide frame
/// and the cell its XIB height without a word.
@Suite("TextExtentLimit")
struct TextExtentLimitTests {
  /// 2,100 graphemes with 1,000 pt of kern each: 2.1 million pt on one line.
  @Test("kerned text wider than Pango's range is refused with its size, not measured 0 pt wide")
  func wideKernedLine() throws {
    let measurer = try PangoTextMeasurer()
    let text = String(repeating: "ab ", count: 700)
    let run = TextRun(range: 0..<text.count, kern: 1_000)
    let error = #expect(throws: RenderError.self) {
      _ = try measurer.measure(text, font: FontDescriptor(pointSize: 17), runs: [run], lineSpacing: 0, width: nil,
                               numberOfLines: 1, lineBreakMode: .byTruncatingTail)
    }
    #expect(error?.category == .badInput)
    #expect(error?.description.contains("lays out 2116") == true, "\(error.map { "\($0)" } ?? "")")
    #expect(error?.description.contains("past the 1000000 pt") == true)
    // A tenth of it measures what it is: over 200,000 pt, under the limit.
    let short = String(repeating: "ab ", count: 70)
    let metrics = try measurer.measure(short, font: FontDescriptor(pointSize: 17), runs: [TextRun(range: 0..<short.count, kern: 1_000)],
                                       lineSpacing: 0, width: nil, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
    #expect(metrics.size.width > 200_000 && metrics.size.width < 220_000, "\(metrics.size)")
  }

  /// 999 pt glyphs, one or two to a 300 pt line: about 1,800 lines of 1,200 pt.
  @Test("wrapped text taller than Pango's range is refused, not measured a few points tall")
  func tallWrappedText() throws {
    let measurer = try PangoTextMeasurer()
    let text = String(repeating: "x", count: 900) + " " + String(repeating: "x", count: 899)
    let error = #expect(throws: RenderError.self) {
      _ = try measurer.measure(text, font: FontDescriptor(pointSize: 999), width: 300, numberOfLines: 0)
    }
    #expect(error?.description.contains("pt tall, past the 1000000 pt") == true, "\(error.map { "\($0)" } ?? "")")
    let spaced = String(repeating: "a\n", count: 220)
    #expect(throws: RenderError.self) {
      _ = try measurer.measure(spaced, font: FontDescriptor(pointSize: 17), runs: [], lineSpacing: 10_000, width: 300,
                               numberOfLines: 0, lineBreakMode: .byWordWrapping)
    }
  }

  /// A second bad-input trial: a XIB's minimumLineHeight (the font's fixed line height) is laid
  /// out by Pango but not in `pango_layout_line_get_height`; 420 lines of 10,000 pt wrapped.
  @Test("a fixed line height counts: 420 lines of 10,000 pt are refused")
  func fixedLineHeight() throws {
    let measurer = try PangoTextMeasurer()
    var font = FontDescriptor(pointSize: 17)
    font.lineHeight = 10_000
    let text = Array(repeating: "a", count: 420).joined(separator: "\n")
    let error = #expect(throws: RenderError.self) { _ = try measurer.measure(text, font: font, width: 300, numberOfLines: 0) }
    #expect(error?.description.contains("4200000 pt tall") == true, "\(error.map { "\($0)" } ?? "")")
    let five = try measurer.measure(Array(repeating: "a", count: 5).joined(separator: "\n"), font: font, width: 300, numberOfLines: 0)
    #expect(abs(five.size.height - 50_000) < 50, "\(five.size)")
  }

  @Test("the exact sums agree with Pango's extents where those do not wrap")
  func exactExtentsAgree() throws {
    let measurer = try PangoTextMeasurer()
    let text = "A paragraph long enough to wrap over several lines at this width, with more words after it."
    let font = FontDescriptor(pointSize: 17)
    let metrics = try measurer.measure(text, font: font, width: 120, numberOfLines: 0)
    let exact = measurer.layout(text, font: font, width: 120, numberOfLines: 0).exactExtents()
    #expect(abs(exact.height - metrics.size.height) < 1, "\(exact) vs \(metrics.size)")
    #expect(exact.width <= 120 && exact.width > 60, "\(exact)")
    #expect(TextExtentLimit.cannotOverflow("short", font: font, runs: [], lineSpacing: 0))
    #expect(!TextExtentLimit.cannotOverflow(text, font: font, runs: [], lineSpacing: 0))
  }
}
