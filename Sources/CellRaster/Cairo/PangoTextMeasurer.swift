internal import CCairo

/// Measures text with Pango and the pinned Inter fonts. Not `Sendable`: one per thread.
public final class PangoTextMeasurer: TextMeasuring {
  let fonts: PinnedFonts

  /// - Throws: `RenderError.fonts` when the pinned fonts cannot be loaded.
  public init() throws {
    fonts = try PinnedFonts()
  }

  public func measure(_ text: String, font: FontDescriptor, width: Double?, numberOfLines: Int) throws -> TextMetrics {
    try Self.checkControlCharacters(text)
    let layout = PangoTextLayout(text, font: font, width: width, numberOfLines: numberOfLines, fonts: fonts)
    if layout.unknownGlyphCount > 0 {
      throw RenderError.missingGlyphs(codePoints: missingCodePoints(in: text, font: font), text: text)
    }
    return layout.metrics(numberOfLines: numberOfLines)
  }

  /// Control characters other than line feed, carriage return and tab cannot be shown.
  /// - Throws: `RenderError.controlCharacters` naming them.
  static func checkControlCharacters(_ text: String) throws {
    var found: [String] = []
    for scalar in text.unicodeScalars
    where scalar.properties.generalCategory == .control && !["\n", "\r", "\t"].contains(scalar) {
      let name = RenderError.codePoint(scalar)
      if !found.contains(name) { found.append(name) }
    }
    if !found.isEmpty { throw RenderError.controlCharacters(codePoints: found, text: text) }
  }

  /// The code points of `text` (as "U+XXXX", in order of first appearance) that the pinned fonts
  /// draw as unknown glyphs.
  func missingCodePoints(in text: String, font: FontDescriptor) -> [String] {
    var seen = Set<Unicode.Scalar>()
    var result: [String] = []
    for scalar in text.unicodeScalars where !seen.contains(scalar) {
      seen.insert(scalar)
      if scalar.properties.isWhitespace || scalar.properties.generalCategory == .control { continue }
      let probe = PangoTextLayout(String(scalar), font: font, width: nil, numberOfLines: 1, fonts: fonts)
      if probe.unknownGlyphCount > 0 { result.append(RenderError.codePoint(scalar)) }
    }
    return result
  }
}
