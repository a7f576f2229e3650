/// The size of a piece of text laid out in a box, in points.
public struct TextMetrics: Hashable, Sendable {
  /// Width and height of the laid-out lines, in points (height = lines × line height).
  public var size: Size
  /// Number of lines shown (after the line limit; hard line breaks count, `HardLineBreaks`).
  public var lineCount: Int
  /// True when the text did not fit in `numberOfLines` lines or the width: lines were cut
  /// (ellipsized, or dropped by the non-truncating line break modes).
  public var isTruncated: Bool
  /// Distance from the top of the first line to its baseline, in points.
  public var firstBaseline: Double

  public init(size: Size, lineCount: Int, isTruncated: Bool, firstBaseline: Double) {
    self.size = size
    self.lineCount = lineCount
    self.isTruncated = isTruncated
    self.firstBaseline = firstBaseline
  }
}

/// Measures text for layout. The Pango implementation lives in `Cairo/`; tests use a fake with
/// fixed advances so layout is checked without fonts.
public protocol TextMeasuring {
  /// Lays out `text` in `font`, wrapping at `width` points (nil = no wrapping, one line per hard
  /// line break) with at most `numberOfLines` lines in all (0 = no limit; hard line breaks
  /// included, like a `UILabel`), truncating the tail.
  /// - Throws: a `DiagnosticError` (bad input) naming the code points the pinned fonts cannot draw.
  func measure(_ text: String, font: FontDescriptor, width: Double?, numberOfLines: Int) throws -> TextMetrics

  /// As `measure(_:font:width:numberOfLines:)` with `lineBreakMode` deciding the last visible
  /// line (`LineBreakMode`). The default ignores the mode (for measurers where it changes
  /// nothing); `PangoTextMeasurer` and the tests' fake honour it, so what is measured is what is
  /// drawn.
  func measure(_ text: String, font: FontDescriptor, width: Double?, numberOfLines: Int,
               lineBreakMode: LineBreakMode) throws -> TextMetrics

  /// As `measure(_:font:width:numberOfLines:lineBreakMode:)` for attributed text: `runs` give
  /// ranges their own font, colour and kerning, `lineSpacing` adds points between lines. The
  /// default ignores both (for measurers with fixed advances); `PangoTextMeasurer` honours them,
  /// so what is measured is what is drawn.
  func measure(_ text: String, font: FontDescriptor, runs: [TextRun], lineSpacing: Double, width: Double?,
               numberOfLines: Int, lineBreakMode: LineBreakMode) throws -> TextMetrics
}

extension TextMeasuring {
  public func measure(_ text: String, font: FontDescriptor, width: Double?, numberOfLines: Int,
                      lineBreakMode: LineBreakMode) throws -> TextMetrics {
    try measure(text, font: font, width: width, numberOfLines: numberOfLines)
  }

  public func measure(_ text: String, font: FontDescriptor, runs: [TextRun], lineSpacing: Double, width: Double?,
                      numberOfLines: Int, lineBreakMode: LineBreakMode) throws -> TextMetrics {
    try measure(text, font: font, width: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
  }
}
