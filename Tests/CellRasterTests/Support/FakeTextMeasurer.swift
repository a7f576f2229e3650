@testable import CellRaster

/// A font-free measurer: every character advances `0.5 × pointSize`, lines are
/// `font.lineHeight ?? 1.2 × pointSize` tall, wrapping breaks anywhere, the first baseline is at
/// 80 % of the line height. Frames computed with it are exact and independent of installed fonts.
struct FakeTextMeasurer: TextMeasuring {
  func measure(_ text: String, font: FontDescriptor, width: Double?, numberOfLines: Int) throws -> TextMetrics {
    let advance = font.pointSize * 0.5
    let lineHeight = font.lineHeight ?? font.pointSize * 1.2
    let count = Double(text.count)
    let natural = count * advance
    guard let width, natural > width else {
      return TextMetrics(size: Size(width: natural, height: text.isEmpty ? lineHeight : lineHeight), lineCount: 1,
                         isTruncated: false, firstBaseline: lineHeight * 0.8)
    }
    let perLine = max(1, (width / advance).rounded(.down))
    let needed = Int((count / perLine).rounded(.up))
    let lines = numberOfLines > 0 ? min(needed, numberOfLines) : needed
    return TextMetrics(size: Size(width: min(natural, perLine * advance), height: Double(lines) * lineHeight),
                       lineCount: lines, isTruncated: needed > lines, firstBaseline: lineHeight * 0.8)
  }
}
