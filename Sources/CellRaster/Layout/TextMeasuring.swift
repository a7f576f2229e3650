/// The size of a piece of text laid out in a box, in points.
public struct TextMetrics: Hashable, Sendable {
  /// Width and height of the laid-out lines, in points (height = lines × line height).
  public var size: Size
  /// Number of lines shown (after the line limit).
  public var lineCount: Int
  /// True when the text did not fit in `numberOfLines` lines or the width and was ellipsized.
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
  /// Lays out `text` in `font`, wrapping at `width` points (nil = a single unbounded line) with at
  /// most `numberOfLines` lines (0 = no limit), truncating the tail, like a `UILabel`.
  /// - Throws: a `DiagnosticError` (bad input) naming the code points the pinned fonts cannot draw.
  func measure(_ text: String, font: FontDescriptor, width: Double?, numberOfLines: Int) throws -> TextMetrics
}
