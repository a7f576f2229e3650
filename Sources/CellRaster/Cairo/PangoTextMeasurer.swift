internal import CCairo

/// Measures text with Pango and the pinned fonts (Inter, then the Noto fallbacks) in `locale`.
/// Not `Sendable`: one per thread.
///
/// Keeps the Pango layouts it makes until `clearLayouts()` (CellRenderer calls it after each
/// frame), so drawing a label measured with the same parameters reuses the shaped layout instead
/// of shaping the text again (perf on the 3x scale corpus: shaping at draw time was about 12% of
/// verify's samples). A reused layout is laid out again by Pango if the context changed since
/// (its serial check), so what is drawn is what a fresh layout would draw.
public final class PangoTextMeasurer: TextMeasuring {
  let fonts: PinnedFonts
  /// The locale every text is measured and drawn in (CJK regional forms, Pango language); default
  /// `en`. ScenarioRenderer sets it from the spec's `locale` before each variant.
  public var locale: TextLocale = .english

  /// The parameters that make a `PangoTextLayout`, the locale included (it changes the CJK
  /// family and the shaping language). The text is keyed by its UTF-8 bytes, not as
  /// a `String`: `String ==` is canonical equivalence, so "café" with U+00E9 and with "e" +
  /// U+0301 would share one layout, though Pango shapes (and may fail to draw) them apart.
  private struct LayoutKey: Hashable {
    let text: [UInt8]
    /// The whole descriptor: size, weight, italic, line height and `customFontName`, so the
    /// tracking derived from them (`FontDescriptor.tracking`) is covered too.
    let font: FontDescriptor
    let width: Double?
    let numberOfLines: Int
    let lineBreakMode: LineBreakMode
    let alignment: TextAlignment
    let locale: TextLocale
    /// Attributed runs and line spacing (`TextRun`); empty and 0 for plain text.
    let runs: [TextRun]
    let lineSpacing: Double
  }

  private var layouts: [LayoutKey: PangoTextLayout] = [:]
  /// Layouts kept at most; past it the cache starts over (a frame has a few dozen texts).
  static let layoutLimit = 512

  /// - Throws: `RenderError.fonts` when the pinned fonts cannot be loaded.
  public init() throws {
    fonts = try PinnedFonts()
  }

  /// - Throws: `RenderError.textTooLong` over a `TextLengthLimit`, `.controlCharacters`,
  ///   `.missingGlyphs`, `.textTooLarge` past `TextExtentLimit`.
  public func measure(_ text: String, font: FontDescriptor, width: Double?, numberOfLines: Int) throws -> TextMetrics {
    try measure(text, font: font, width: width, numberOfLines: numberOfLines, lineBreakMode: .byTruncatingTail)
  }

  /// Measures with the layout `CellRenderer` draws for the same parameters (the kept one).
  /// - Throws: as `measure(_:font:width:numberOfLines:)`.
  public func measure(_ text: String, font: FontDescriptor, width: Double?, numberOfLines: Int,
                      lineBreakMode: LineBreakMode) throws -> TextMetrics {
    try TextLengthLimit.check(text)
    try Self.checkControlCharacters(text)
    let layout = self.layout(text, font: font, width: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
    try checkGlyphs(layout, text: text, font: font)
    try TextExtentLimit.check(layout, text: text, font: font, runs: [], lineSpacing: 0)
    return layout.metrics(numberOfLines: numberOfLines)
  }

  /// Measures attributed text (`runs`, `lineSpacing`) with the layout `CellRenderer` draws for it.
  /// - Throws: as `measure(_:font:width:numberOfLines:)`.
  public func measure(_ text: String, font: FontDescriptor, runs: [TextRun], lineSpacing: Double, width: Double?,
                      numberOfLines: Int, lineBreakMode: LineBreakMode) throws -> TextMetrics {
    try TextLengthLimit.check(text)
    try Self.checkControlCharacters(text)
    let layout = self.layout(text, font: font, width: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
                             runs: runs, lineSpacing: lineSpacing)
    try checkGlyphs(layout, text: text, font: font)
    try TextExtentLimit.check(layout, text: text, font: font, runs: runs, lineSpacing: lineSpacing)
    return layout.metrics(numberOfLines: numberOfLines)
  }

  /// The layout for these parameters: the kept one, or a new one (then kept).
  func layout(_ text: String, font: FontDescriptor, width: Double?, numberOfLines: Int,
              lineBreakMode: LineBreakMode = .byTruncatingTail, alignment: TextAlignment = .left,
              runs: [TextRun] = [], lineSpacing: Double = 0) -> PangoTextLayout {
    let key = LayoutKey(text: Array(text.utf8), font: font, width: width, numberOfLines: numberOfLines,
                        lineBreakMode: lineBreakMode, alignment: alignment, locale: locale, runs: runs, lineSpacing: lineSpacing)
    if let kept = layouts[key] { return kept }
    if layouts.count >= Self.layoutLimit { layouts.removeAll(keepingCapacity: true) }
    let made = PangoTextLayout(text, font: font, width: width, numberOfLines: numberOfLines,
                               lineBreakMode: lineBreakMode, alignment: alignment, locale: locale, fonts: fonts,
                               runs: runs, lineSpacing: lineSpacing)
    layouts[key] = made
    return made
  }

  /// Throws when `layout` (of `text` in `font`) draws an unknown-glyph box.
  /// - Throws: `RenderError.fonts` when the fallback fonts could not be loaded (a package is
  ///   missing), else `RenderError.missingGlyphs` naming the code points no pinned font has.
  func checkGlyphs(_ layout: PangoTextLayout, text: String, font: FontDescriptor) throws {
    guard layout.unknownGlyphCount > 0 else { return }
    if let error = fonts.fallbackError { throw error }
    throw RenderError.missingGlyphs(codePoints: missingCodePoints(in: text, font: font), text: text)
  }

  /// Frees the kept layouts.
  public func clearLayouts() {
    layouts.removeAll(keepingCapacity: true)
  }

  /// Control characters other than line feed, carriage return and tab cannot be shown.
  /// - Throws: `RenderError.controlCharacters` naming them.
  static func checkControlCharacters(_ text: String) throws {
    var found: [String] = []
    for scalar in text.unicodeScalars where isControl(scalar) && !["\n", "\r", "\t"].contains(scalar) {
      let name = RenderError.codePoint(scalar)
      if !found.contains(name) { found.append(name) }
    }
    if !found.isEmpty { throw RenderError.controlCharacters(codePoints: found, text: text) }
  }

  /// Whether `scalar` has general category Cc (control): exactly U+0000–U+001F and U+007F–U+009F,
  /// a set Unicode's stability policy fixes, so it is tested by value (the property lookup was
  /// 0.5 % of a passing verify's samples, perf, 2026-12-05).
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  /// The code points of `text` (as "U+XXXX", in order of first appearance) that the pinned fonts
  /// draw as unknown glyphs.
  func missingCodePoints(in text: String, font: FontDescriptor) -> [String] {
    var seen = Set<Unicode.Scalar>()
    var result: [String] = []
    for scalar in text.unicodeScalars where !seen.contains(scalar) {
      seen.insert(scalar)
      if scalar.properties.isWhitespace || scalar.properties.generalCategory == .control { continue }
      let probe = PangoTextLayout(String(scalar), font: font, width: nil, numberOfLines: 1, locale: locale, fonts: fonts)
      if probe.unknownGlyphCount > 0 { result.append(RenderError.codePoint(scalar)) }
    }
    return result
  }
}
