/// One attribute run of an attributed text (`NSAttributedString`), as `TextContent.runs` and the
/// measurer take it: over `range` of the text, counted in `Character`s (extended grapheme
/// clusters, so the range survives how the text engine rewrites the string for shaping and line
/// limits), the run's own font, colour and kerning replace the text's. Attributes a run leaves
/// nil keep the text's.
public struct TextRun: Hashable, Sendable {
  /// The characters it covers (0-based `Character` offsets into the text).
  public var range: Range<Int>
  /// The run's font (`NSFont`); nil = the text's font.
  public var font: FontDescriptor?
  /// The run's colour (`NSForegroundColor`); nil = the text's colour.
  public var color: Color?
  /// `NSKern`: points added after every character of the run, on top of the font's own
  /// tracking; default 0.
  public var kern: Double

  public init(range: Range<Int>, font: FontDescriptor? = nil, color: Color? = nil, kern: Double = 0) {
    self.range = range
    self.font = font
    self.color = color
    self.kern = kern
  }
}
