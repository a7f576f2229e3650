internal import CCairo

/// A Pango layout configured like a `UILabel` for one piece of text: font, wrap width, line limit
/// (in all lines, `applyLineLimit`), line break mode, fixed line height, alignment. Owns the
/// PangoLayout and frees it.
final class PangoTextLayout {
  let layout: OpaquePointer
  /// The letter spacing given to Pango, in points (0 without tracking).
  private var trackingPoints = 0.0
  /// Attributed runs (`TextRun`), applied on top of the text's font and colour.
  private var runs: [TextRun] = []
  /// Whether a long text is cut into Pango items of a few hundred characters (`ShapingChunks`);
  /// false only in tests that compare with Pango's own itemization.
  private let splitsLongItems: Bool

  /// `points` in Pango units (1/1024 pt), rounded by `rule`, clamped to 0–`Int32.max` (a
  /// NaN is 0, infinity `Int32.max`; layout widths and line heights from a hostile XIB cannot trap here).
  static func pangoUnits(_ points: Double, rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> Int32 {
    let units = (points * Double(PANGO_SCALE)).rounded(rule)
    guard !units.isNaN else { return 0 }
    return Int32(max(0, min(units, Double(Int32.max))))
  }

  /// True when the line limit cut lines off (set by `applyLineLimit`); Pango's own ellipsis
  /// is asked separately in `metrics`.
  private(set) var cutLines = false

  /// - Parameters:
  ///   - width: wrap width in points; nil = no wrapping (one line per hard line break).
  ///   - numberOfLines: 0 = no limit; else the lines shown in all, hard breaks included
  ///     (`applyLineLimit`).
  ///   - locale: picks the CJK regional family and is the Pango language of the whole text.
  ///   - runs: attributed runs (`addRunAttributes`); default none.
  ///   - lineSpacing: points between lines (`NSParagraphStyle.lineSpacing`); default 0.
  ///   - splitsLongItems: `ShapingChunks` for texts over its threshold; default true.
  init(_ text: String, font: FontDescriptor, width: Double?, numberOfLines: Int,
       lineBreakMode: LineBreakMode = .byTruncatingTail, alignment: TextAlignment = .left,
       locale: TextLocale = .english, fonts: PinnedFonts, runs: [TextRun] = [], lineSpacing: Double = 0,
       splitsLongItems: Bool = true) {
    TextEngineLock.enter()
    defer { TextEngineLock.leave() }
    self.splitsLongItems = splitsLongItems
    fonts.prepare(for: text)
    layout = pango_layout_new(fonts.context)
    self.runs = runs
    if lineSpacing > 0 { pango_layout_set_spacing(layout, Self.pangoUnits(lineSpacing)) }
    let description = fonts.fontDescription(for: font, locale: locale)
    pango_layout_set_font_description(layout, description)
    pango_font_description_free(description)
    let shaped = EmojiPresentation.shaping(IsolatedCombiningMarks.based(text))
    pango_layout_set_text(layout, shaped.text, -1)
    setAttributes(text: shaped.text, font: font, locale: locale, emojiRanges: shaped.ranges, fonts: fonts)
    if let width {
      pango_layout_set_width(layout, Self.pangoUnits(max(0, width), rule: .down))
      pango_layout_set_wrap(layout, lineBreakMode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
      pango_layout_set_alignment(layout, BaseWritingDirection.of(text).pangoAlignment(alignment))
    }
    if numberOfLines > 0 {
      applyLineLimit(shaped, font: font, locale: locale, limit: numberOfLines,
                     lineBreakMode: lineBreakMode, wraps: width != nil, fonts: fonts)
    }
  }

  /// Sets the layout's attribute list for its current text `text`: no hyphens, the locale's
  /// language, Noto Color Emoji on `emojiRanges` (UTF-8 bytes of that text, `EmojiPresentation`),
  /// no breaks inside Korean words (`HangulWordBreaks`), items of a few hundred characters in long
  /// texts (`ShapingChunks`), the font's fixed line height and tracking.
  private func setAttributes(text: String, font: FontDescriptor, locale: TextLocale, emojiRanges: [Range<Int>],
                             fonts: PinnedFonts) {
    guard let attributes = pango_attr_list_new() else { return }
    // UIKit never hyphenates by default (NSParagraphStyle hyphenationFactor 0): a word broken
    // across lines gets no hyphen.
    pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
    pango_attr_list_insert(attributes, pango_attr_language_new(pango_language_from_string(locale.identifier)))
    EmojiPresentation.addAttributes(for: emojiRanges, in: text, to: attributes)
    HangulWordBreaks.addAttributes(for: text, to: attributes)
    if splitsLongItems { ShapingChunks.addAttributes(for: text, to: attributes) }
    if let lineHeight = font.lineHeight {
      pango_attr_list_insert(attributes, pango_attr_line_height_new_absolute(Self.pangoUnits(lineHeight)))
    }
    // SF Pro's size-specific tracking (FontDescriptor.tracking, [HIG23]). Pango adds half of it
    // before and half after each grapheme and, once a line is broken, drops the outer halves at
    // the line's ends; `metrics` adds one back (see there).
    let tracking = (font.tracking * Double(PANGO_SCALE)).rounded()
    trackingPoints = 0
    if tracking != 0, tracking.isFinite, abs(tracking) < Double(Int32.max) {
      pango_attr_list_insert(attributes, pango_attr_letter_spacing_new(Int32(tracking)))
      trackingPoints = tracking / Double(PANGO_SCALE)
    }
    if !runs.isEmpty { addRunAttributes(runs, text: text, font: font, locale: locale, to: attributes, fonts: fonts) }
    pango_layout_set_attributes(layout, attributes)
    pango_attr_list_unref(attributes)
  }

  /// Caps the layout at `limit` lines IN ALL, as `UILabel.numberOfLines` does. (Pango's
  /// `pango_layout_set_height(-N)` means N lines per paragraph, so "A\nB\nC" would keep 3
  /// lines at a limit of 2; a positive height keeps at least one line per paragraph.)
  ///
  /// Laid out without a limit first; when that is more than `limit` lines, the text shown is
  /// cut at line `limit` (L):
  /// - truncating modes with a width: the text before L, its hard breaks turned into U+2028 so
  ///   it is one paragraph (the same lines), then L's paragraph up to its end, then "…" when
  ///   more text follows that paragraph; Pango ellipsizes that one paragraph at `limit` lines
  ///   (`-limit`) in the mode. So line L ends in "…" (tail) whether the cut is a hard break
  ///   ("A", "B…") or the width. Head and middle put Pango's ellipsis in L's paragraph; when
  ///   only later paragraphs are cut and L's fits, no ellipsis shows (not checked against
  ///   UIKit; the label is still reported truncated). Joined into one paragraph, the lines
  ///   after a break take the first paragraph's base direction (Pango picks it per paragraph).
  /// - `byWordWrapping`, `byCharWrapping`, `byClipping`, or no width: the text up to the end of
  ///   L, no ellipsis (UIKit drops the rest; its `byClipping` draws the rest of L's paragraph
  ///   unwrapped and clipped, snapcheck wraps L like the other lines). Without a width a
  ///   truncating mode appends "…" (Pango ellipsizes only within a width).
  private func applyLineLimit(_ shaped: (text: String, ranges: [Range<Int>]), font: FontDescriptor,
                              locale: TextLocale, limit: Int, lineBreakMode: LineBreakMode, wraps: Bool, fonts: PinnedFonts) {
    guard Int(pango_layout_get_line_count(layout)) > limit,
          let line = pango_layout_get_line_readonly(layout, Int32(clamping: limit - 1)) else { return }
    let bytes = Array(shaped.text.utf8)
    let start = min(bytes.count, max(0, Int(line.pointee.start_index)))
    let paragraphEnd = Self.nextBreak(in: bytes, from: start)
    let lineEnd = min(paragraphEnd, start + max(0, Int(line.pointee.length)))
    let rest = String(decoding: bytes[paragraphEnd...], as: UTF8.self)
    let follows = rest.contains { !HardLineBreaks.isBreak($0) }
    var shown: [UInt8]
    var ranges: [Range<Int>]
    if lineBreakMode.isTruncating && wraps {
      // The text before L with its breaks as U+2028 (3 bytes, where a break is 1 or 2), so the
      // emoji ranges there move: `moved` maps each character boundary before L to its new offset.
      shown = []
      var moved: [Int: Int] = [:]
      var offset = 0
      for character in String(decoding: bytes[..<start], as: UTF8.self) {
        moved[offset] = shown.count
        let utf8 = Array(String(character).utf8)
        offset += utf8.count
        shown += HardLineBreaks.isBreak(character) ? Array("\u{2028}".utf8) : utf8
      }
      moved[start] = shown.count
      let shift = shown.count - start
      shown += bytes[start..<paragraphEnd]
      ranges = shaped.ranges.compactMap { range in
        guard range.lowerBound < paragraphEnd else { return nil }
        let lower = range.lowerBound < start ? moved[range.lowerBound] : range.lowerBound + shift
        let upperOld = min(range.upperBound, paragraphEnd)
        let upper = upperOld <= start ? moved[upperOld] : upperOld + shift
        guard let lower, let upper, lower < upper else { return nil }
        return lower..<upper
      }
      if follows { shown += Array("…".utf8) }
      let mode: PangoEllipsizeMode
      switch lineBreakMode {
      case .byTruncatingHead: mode = PANGO_ELLIPSIZE_START
      case .byTruncatingMiddle: mode = PANGO_ELLIPSIZE_MIDDLE
      default: mode = PANGO_ELLIPSIZE_END
      }
      pango_layout_set_ellipsize(layout, mode)
      pango_layout_set_height(layout, -Int32(clamping: limit))
    } else {
      shown = Array(bytes[..<lineEnd])
      ranges = shaped.ranges.compactMap { range in
        range.lowerBound < lineEnd ? range.lowerBound..<min(range.upperBound, lineEnd) : nil
      }
      if lineBreakMode.isTruncating && follows { shown += Array("…".utf8) }
    }
    pango_layout_set_text(layout, String(decoding: shown, as: UTF8.self), -1)
    setAttributes(text: shownText, font: font, locale: locale, emojiRanges: ranges, fonts: fonts)
    cutLines = follows || lineEnd < paragraphEnd
  }

  /// The byte offset of the first hard line break (`HardLineBreaks`) at or after `start` in
  /// UTF-8 `bytes`, or `bytes.count`.
  static func nextBreak(in bytes: [UInt8], from start: Int) -> Int {
    var index = start
    while index < bytes.count {
      switch bytes[index] {
      case 0x0A, 0x0D: return index
      case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80
        && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
        return index
      default: index += 1
      }
    }
    return bytes.count
  }

  deinit {
    TextEngineLock.enter()
    defer { TextEngineLock.leave() }
    ccairo_object_unref(UnsafeMutableRawPointer(layout))
  }

  /// The laid-out metrics in points. Width is the logical extent of the ink-bearing lines plus,
  /// for tracked text, one tracking: Pango breaks lines counting the tracking of every grapheme
  /// (n per line, as Core Text's advances do) but reports lines with n − 1, so without it a
  /// label laid out at its own measured width would wrap or truncate under positive tracking.
  func metrics(numberOfLines: Int) -> TextMetrics {
    TextEngineLock.enter()
    defer { TextEngineLock.leave() }
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    var lines = Int(pango_layout_get_line_count(layout))
    if numberOfLines > 0 { lines = min(lines, numberOfLines) }
    let scale = Double(PANGO_SCALE)
    let baseline = Double(pango_layout_get_baseline(layout)) / scale
    let inked = Double(logical.x + logical.width) / scale
    let width = inked > 0 ? inked + trackingPoints : 0
    return TextMetrics(
      size: Size(width: max(0, width), height: Double(logical.height) / scale),
      lineCount: lines,
      isTruncated: cutLines || pango_layout_is_ellipsized(layout) != 0,
      firstBaseline: baseline)
  }

  /// Draws the text with its top-left corner at `origin` (points) in the canvas's current source
  /// colour.
  func show(at origin: Point, on canvas: CairoCanvas, fonts: PinnedFonts) {
    TextEngineLock.enter()
    defer { TextEngineLock.leave() }
    cairo_move_to(canvas.cr, origin.x, origin.y)
    fonts.updateContext(for: canvas.cr)
    pango_cairo_show_layout(canvas.cr, layout)
  }

  /// The text Pango lays out after the line limit (`applyLineLimit`: cut, breaks before the
  /// last line as U+2028, maybe a closing "…"); Pango's own ellipsis is not in it.
  var shownText: String { TextEngineLock.run { String(cString: pango_layout_get_text(layout)) } }

  /// Bytes of `shownText` on the first line (for tests of where lines break).
  var firstLineLength: Int {
    TextEngineLock.enter()
    defer { TextEngineLock.leave() }
    return pango_layout_get_line_readonly(layout, 0).map { Int($0.pointee.length) } ?? 0
  }

  /// Each line's start (a UTF-8 byte offset into `shownText`) and logical width in Pango units
  /// (1/1024 pt), for tests of where lines break.
  var lines: [(start: Int, width: Int)] {
    TextEngineLock.enter()
    defer { TextEngineLock.leave() }
    return (0..<pango_layout_get_line_count(layout)).compactMap { index in
      guard let line = pango_layout_get_line_readonly(layout, index) else { return nil }
      var logical = PangoRectangle()
      pango_layout_line_get_extents(line, nil, &logical)
      return (Int(line.pointee.start_index), Int(logical.width))
    }
  }

  /// Number of characters drawn as "unknown glyph" boxes.
  var unknownGlyphCount: Int { TextEngineLock.run { Int(pango_layout_get_unknown_glyphs_count(layout)) } }
}
