internal import CCairo

/// The largest width or height a text may lay out to: 1,000,000 pt. Pango keeps extents in
/// 32-bit Pango units (1/1024 pt), so a line or a stack of lines past 2,097,151 pt wraps around
/// to a small or negative size, and a label measured that way silently took a wrong frame (a
/// bad-input trial: 2,100 graphemes with 1,000 pt of kern each measured 0 pt wide). Ten times
/// the ±100,000 pt a solved frame may reach (`XIBNumber.points`), so a text this large is never
/// one a cell can show whole; a label that clips or truncates shorter text is not affected.
///
/// The check sums each line's glyph advances and line heights in `Double` (`exactExtents`),
/// which no wrap-around affects. It is skipped where no overflow is possible: a plain text of
/// at most `quickBytes` UTF-8 bytes, with a font under 1,000 pt (`XIBFontParsing`'s limit),
/// tracking, fixed line height and line spacing each at most 10,000 pt, lays out under 64 ×
/// (4 em × 1,000 pt + 10,000 pt) horizontally and 64 × 30,000 pt vertically, both below
/// 2,097,151 pt.
enum TextExtentLimit {
  /// Points: 1,000,000.
  static let points = 1_000_000.0
  /// UTF-8 bytes up to which a plain text is not walked: 64.
  static let quickBytes = 64

  /// Whether `text` in `font` with these attributes cannot overflow Pango's extents.
  static func cannotOverflow(_ text: String, font: FontDescriptor, runs: [TextRun], lineSpacing: Double) -> Bool {
    text.utf8.count <= quickBytes && runs.isEmpty && font.pointSize < 1_000 && abs(font.tracking) <= 10_000
      && (font.lineHeight ?? 0) <= 10_000 && lineSpacing <= 10_000
  }

  /// - Throws: `RenderError.textTooLarge` when `layout` of `text` is wider or taller than `points`.
  static func check(_ layout: PangoTextLayout, text: String, font: FontDescriptor, runs: [TextRun], lineSpacing: Double) throws {
    guard !cannotOverflow(text, font: font, runs: runs, lineSpacing: lineSpacing) else { return }
    let extents = layout.exactExtents(fixedLineHeight: font.lineHeight ?? 0)
    guard extents.width <= points, extents.height <= points else {
      throw RenderError.textTooLarge(text: EchoedValue.clip(text), width: extents.width, height: extents.height)
    }
  }
}

extension PangoTextLayout {
  /// The widest line's advance and the lines' total height with line spacing, points, summed in
  /// `Double` from each glyph's width and each line's height, so that they stay right where
  /// `pango_layout_get_extents` wraps around (`TextExtentLimit`). Letter spacing is in the
  /// glyph widths Pango stores.
  /// - Parameter fixedLineHeight: the line height the layout sets on every line (points;
  ///   `FontDescriptor.lineHeight`, e.g. a XIB's `minimumLineHeight`), which Pango lays lines
  ///   out with but `pango_layout_line_get_height` does not report; 0 for none.
  func exactExtents(fixedLineHeight: Double = 0) -> (width: Double, height: Double) {
    TextEngineLock.enter()
    defer { TextEngineLock.leave() }
    let scale = Double(PANGO_SCALE)
    let count = pango_layout_get_line_count(layout)
    var widest = 0.0, height = 0.0
    for index in 0..<count {
      guard let line = pango_layout_get_line_readonly(layout, index) else { continue }
      var lineHeight: Int32 = 0
      pango_layout_line_get_height(line, &lineHeight)
      height += max(Double(lineHeight), fixedLineHeight * scale)
      var width = 0.0
      var node = line.pointee.runs
      while let run = node {
        if let item = run.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self), let glyphs = item.pointee.glyphs {
          for g in 0..<Int(glyphs.pointee.num_glyphs) { width += Double(glyphs.pointee.glyphs[g].geometry.width) }
        }
        node = run.pointee.next
      }
      widest = max(widest, width)
    }
    let spacing = Double(pango_layout_get_spacing(layout)) * Double(max(0, count - 1))
    return (widest / scale, (height + spacing) / scale)
  }
}
