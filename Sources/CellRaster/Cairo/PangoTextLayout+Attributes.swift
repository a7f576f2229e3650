internal import CCairo

extension PangoTextLayout {
  /// Adds the Pango attributes of attributed `runs` to `list` for the layout's current text
  /// `text` (which may be the shaped or line-limited form of the original: both keep its
  /// `Character`s in order, so a run's character range maps to the same characters here; a run
  /// past the text's end is cut there). Per run: its font (`pango_attr_font_desc_new`), its
  /// colour (foreground and alpha; the rest of the text takes the cairo source colour), and its
  /// letter spacing — the run font's SF tracking plus `kern` — where that differs from the
  /// text's. `pango_attr_list_change` lets a run override the text-wide attributes in its range.
  func addRunAttributes(_ runs: [TextRun], text: String, font: FontDescriptor, locale: TextLocale,
                        to list: OpaquePointer, fonts: PinnedFonts) {
    var offsets: [Int] = [0]
    var bytes = 0
    for character in text {
      bytes += character.utf8.count
      offsets.append(bytes)
    }
    let count = offsets.count - 1
    func place(_ attribute: UnsafeMutablePointer<PangoAttribute>?, _ start: Int, _ end: Int) {
      guard let attribute else { return }
      attribute.pointee.start_index = UInt32(start)
      attribute.pointee.end_index = UInt32(end)
      pango_attr_list_change(list, attribute)
    }
    for run in runs {
      let lower = min(max(0, run.range.lowerBound), count), upper = min(max(lower, run.range.upperBound), count)
      guard lower < upper else { continue }
      let start = offsets[lower], end = offsets[upper]
      if let runFont = run.font, runFont != font {
        let description = fonts.fontDescription(for: runFont, locale: locale)
        place(pango_attr_font_desc_new(description), start, end)
        pango_font_description_free(description)
      }
      if let color = run.color {
        place(pango_attr_foreground_new(UInt16(color.red) * 257, UInt16(color.green) * 257, UInt16(color.blue) * 257), start, end)
        if color.alpha < 255 { place(pango_attr_foreground_alpha_new(UInt16(color.alpha) * 257), start, end) }
      }
      let spacing = (run.font ?? font).tracking + run.kern
      if spacing != font.tracking, spacing.isFinite, abs(spacing) < 1_000 {
        place(pango_attr_letter_spacing_new(Int32((spacing * Double(PANGO_SCALE)).rounded())), start, end)
      }
    }
  }
}
