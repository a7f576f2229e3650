@testable import CellRaster

/// A font-free measurer: every character advances `0.5 × pointSize`, lines are
/// `font.lineHeight ?? 1.2 × pointSize` tall, wrapping breaks anywhere, the first baseline is at
/// 80 % of the line height. Hard line breaks (`HardLineBreaks`: LF, CR, CR LF, U+2028, U+2029)
/// start a new line, and `numberOfLines` caps the lines in all, as `PangoTextLayout` does.
/// Frames computed with it are exact and independent of installed fonts.
struct FakeTextMeasurer: TextMeasuring {
  func measure(_ text: String, font: FontDescriptor, width: Double?, numberOfLines: Int) throws -> TextMetrics {
    try measure(text, font: font, width: width, numberOfLines: numberOfLines, lineBreakMode: .byTruncatingTail)
  }

  /// Every mode cuts at `numberOfLines` the same way here (no glyphs are drawn).
  func measure(_ text: String, font: FontDescriptor, width: Double?, numberOfLines: Int,
               lineBreakMode: LineBreakMode) throws -> TextMetrics {
    let advance = font.pointSize * 0.5
    let lineHeight = font.lineHeight ?? font.pointSize * 1.2
    let perLine = width.map { max(1, ($0 / advance).rounded(.down)) }
    var needed = 0
    var widest = 0.0
    for paragraph in HardLineBreaks.paragraphs(text) {
      let natural = Double(paragraph.count) * advance
      if let width, let perLine, natural > width {
        needed += Int((Double(paragraph.count) / perLine).rounded(.up))
        widest = max(widest, perLine * advance)
      } else {
        needed += 1
        widest = max(widest, natural)
      }
    }
    let lines = numberOfLines > 0 ? min(needed, numberOfLines) : needed
    return TextMetrics(size: Size(width: widest, height: Double(lines) * lineHeight),
                       lineCount: lines, isTruncated: needed > lines, firstBaseline: lineHeight * 0.8)
  }
}
