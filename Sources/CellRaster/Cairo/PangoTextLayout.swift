internal import CCairo

/// A Pango layout configured like a `UILabel` for one piece of text: font, wrap width, line limit,
/// tail truncation, fixed line height, alignment. Owns the PangoLayout and frees it.
final class PangoTextLayout {
  let layout: OpaquePointer

  /// `points` in Pango units (1/1024 pt), rounded by `rule`, clamped to 0–`Int32.max` (a
  /// NaN is 0, infinity `Int32.max`; layout widths and line heights from a hostile XIB cannot trap here).
  static func pangoUnits(_ points: Double, rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> Int32 {
    let units = (points * Double(PANGO_SCALE)).rounded(rule)
    guard !units.isNaN else { return 0 }
    return Int32(max(0, min(units, Double(Int32.max))))
  }

  /// - Parameters:
  ///   - width: wrap width in points; nil = one unbounded line.
  ///   - numberOfLines: 0 = no limit.
  ///   - locale: picks the CJK regional family and is the Pango language of the whole text.
  init(_ text: String, font: FontDescriptor, width: Double?, numberOfLines: Int,
       lineBreakMode: LineBreakMode = .byTruncatingTail, alignment: TextAlignment = .left,
       locale: TextLocale = .english, fonts: PinnedFonts) {
    fonts.prepare(for: text)
    layout = pango_layout_new(fonts.context)
    let description = fonts.fontDescription(for: font, locale: locale)
    pango_layout_set_font_description(layout, description)
    pango_font_description_free(description)
    let shaped = EmojiPresentation.shaping(text)
    pango_layout_set_text(layout, shaped.text, -1)
    let attributes = pango_attr_list_new()
    // UIKit never hyphenates by default (NSParagraphStyle hyphenationFactor 0): a word broken
    // across lines gets no hyphen.
    pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
    pango_attr_list_insert(attributes, pango_attr_language_new(pango_language_from_string(locale.identifier)))
    if let attributes { EmojiPresentation.addAttributes(for: shaped.ranges, to: attributes) }
    if let lineHeight = font.lineHeight {
      pango_attr_list_insert(attributes, pango_attr_line_height_new_absolute(Self.pangoUnits(lineHeight)))
    }
    pango_layout_set_attributes(layout, attributes)
    pango_attr_list_unref(attributes)
    if let width {
      pango_layout_set_width(layout, Self.pangoUnits(max(0, width), rule: .down))
      pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
      let limit = numberOfLines
      if limit > 0 {
        let mode: PangoEllipsizeMode
        switch lineBreakMode {
        case .byTruncatingHead: mode = PANGO_ELLIPSIZE_START
        case .byTruncatingMiddle: mode = PANGO_ELLIPSIZE_MIDDLE
        case .byWordWrapping, .byClipping: mode = PANGO_ELLIPSIZE_NONE
        case .byTruncatingTail: mode = PANGO_ELLIPSIZE_END
        }
        pango_layout_set_ellipsize(layout, mode)
        pango_layout_set_height(layout, -Int32(clamping: limit))
      }
      pango_layout_set_alignment(layout, BaseWritingDirection.of(text).pangoAlignment(alignment))
    }
  }

  deinit { ccairo_object_unref(UnsafeMutableRawPointer(layout)) }

  /// The laid-out metrics in points. Width is the logical extent of the ink-bearing lines.
  func metrics(numberOfLines: Int) -> TextMetrics {
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    var lines = Int(pango_layout_get_line_count(layout))
    if numberOfLines > 0 { lines = min(lines, numberOfLines) }
    let scale = Double(PANGO_SCALE)
    let baseline = Double(pango_layout_get_baseline(layout)) / scale
    let width = Double(logical.x + logical.width) / scale
    return TextMetrics(
      size: Size(width: max(0, width), height: Double(logical.height) / scale),
      lineCount: lines,
      isTruncated: pango_layout_is_ellipsized(layout) != 0,
      firstBaseline: baseline)
  }

  /// Draws the text with its top-left corner at `origin` (points) in the canvas's current source
  /// colour.
  func show(at origin: Point, on canvas: CairoCanvas, fonts: PinnedFonts) {
    cairo_move_to(canvas.cr, origin.x, origin.y)
    fonts.updateContext(for: canvas.cr)
    pango_cairo_show_layout(canvas.cr, layout)
  }

  /// Number of characters drawn as "unknown glyph" boxes.
  var unknownGlyphCount: Int { Int(pango_layout_get_unknown_glyphs_count(layout)) }
}
