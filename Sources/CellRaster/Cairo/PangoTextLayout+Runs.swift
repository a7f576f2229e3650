internal import CCairo

extension PangoTextLayout {
  /// One shaped run of a laid-out line, in visual order: which pinned family drew it and where.
  struct Run: Equatable {
    /// The family Pango chose for the run, e.g. "Inter", "Noto Sans Arabic".
    let family: String
    /// Left edge and width of the run's logical box, points from the layout's left edge.
    let x: Double
    let width: Double
    /// Where the run's text starts in the layout's text, in UTF-8 bytes (logical order).
    let offset: Int
    /// True for the "…" run Pango inserts when it ellipsizes.
    let isEllipsis: Bool
  }

  /// The runs of line `index` (0-based) left to right; empty past the last line. Lets tests
  /// check the fallback family per script, the visual (Bidi) order and the ellipsis side.
  func runs(line index: Int) -> [Run] {
    TextEngineLock.enter()
    defer { TextEngineLock.leave() }
    guard let iterator = pango_layout_get_iter(layout) else { return [] }
    defer { pango_layout_iter_free(iterator) }
    for _ in 0..<max(0, index) {
      if pango_layout_iter_next_line(iterator) == 0 { return [] }
    }
    var result: [Run] = []
    let line = pango_layout_iter_get_line_readonly(iterator)
    repeat {
      guard pango_layout_iter_get_line_readonly(iterator) == line else { break }
      guard let run = pango_layout_iter_get_run_readonly(iterator) else { continue }
      var logical = PangoRectangle()
      pango_layout_iter_get_run_extents(iterator, nil, &logical)
      let analysis = run.pointee.item.pointee.analysis
      var family = ""
      if let font = analysis.font, let description = pango_font_describe(font) {
        family = String(cString: pango_font_description_get_family(description))
        pango_font_description_free(description)
      }
      let scale = Double(PANGO_SCALE)
      result.append(Run(family: family, x: Double(logical.x) / scale, width: Double(logical.width) / scale,
                        offset: Int(run.pointee.item.pointee.offset),
                        isEllipsis: Int32(analysis.flags) & Int32(PANGO_ANALYSIS_FLAG_IS_ELLIPSIS) != 0))
    } while pango_layout_iter_next_run(iterator) != 0
    return result
  }
}

extension PangoTextLayout {
  /// Where each laid-out line starts in the layout's text (`shownText`), in UTF-8 bytes; lets
  /// tests check where lines break.
  var lineStartIndices: [Int] {
    TextEngineLock.enter()
    defer { TextEngineLock.leave() }
    return (0..<Int(pango_layout_get_line_count(layout))).compactMap { index in
      pango_layout_get_line_readonly(layout, Int32(index)).map { Int($0.pointee.start_index) }
    }
  }
}
