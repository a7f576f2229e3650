internal import CCairo

/// Draws the accessibility overlay image: a white canvas, the cell in monochrome at the origin,
/// each element's frame (its `accessibilityPath` when it has one) tinted with its colour
/// (``OverlayStyle/fillAlpha``) and outlined, a ring around the focused element, a numbered badge
/// on each element (white disc, black number, ring in the element's colour, black outline —
/// numbers, not colour alone), and the legend laid out by ``OverlayLayout``.
public enum OverlayPainter {
  /// Renders `overlay` over `base` (the cell's rendered pixels at `overlay.scale`).
  /// - Returns: straight RGBA8, the layout's canvas size × scale, rounded up.
  /// A legend line with characters the pinned fonts cannot draw (a label in a script Inter lacks)
  /// shows them as "[U+4E2D]" (`LegendLine.spellingOut`), so such a label never stops the
  /// overlay from being drawn.
  /// - Throws: `RenderError` when cairo fails.
  public static func render(
    _ overlay: AccessibilityOverlay, base: RGBAImage, measurer: PangoTextMeasurer
  ) throws -> RGBAImage {
    // Legend lines are measured once on the common path; only an overlay whose legend has
    // glyphs the fonts lack is measured again, spelt out.
    var overlay = overlay
    let layout: OverlayLayout
    do {
      layout = try OverlayLayout.make(overlay, measurer: measurer)
    } catch RenderError.missingGlyphs {
      overlay = try drawable(overlay, measurer: measurer)
      layout = try OverlayLayout.make(overlay, measurer: measurer)
    }
    let scale = Double(overlay.scale)
    let canvas = try CairoCanvas(
      pixelWidth: CairoCanvas.pixels(layout.canvasSize.width, scale: scale),
      pixelHeight: CairoCanvas.pixels(layout.canvasSize.height, scale: scale), scale: scale)
    let cr = canvas.cr
    canvas.setColor(.white)
    cairo_paint(cr)
    if !paintOpaqueMonochromeBase(base, on: canvas) {
      try paintBase(base.monochrome(), scale: scale, on: canvas)
    }
    // Markers stay on the cell's picture: an accessibilityFrame or path reaching outside the cell
    // (an override may place one anywhere) is cut at its edges, never drawn over the legend. The
    // focus ring may reach 8 pt past them, inside the 16 pt gap before the legend.
    let cell = overlay.cellSize
    cairo_save(cr)
    cairo_rectangle(cr, 0, 0, cell.width, cell.height)
    cairo_clip(cr)
    for marker in overlay.markers {
      if let path = marker.path {
        paintPathMarker(path, color: marker.color, on: canvas)
        continue
      }
      canvas.setColor(marker.color.withAlphaMultiplied(by: OverlayStyle.fillAlpha))
      cairo_rectangle(cr, marker.frame.minX, marker.frame.minY, marker.frame.width, marker.frame.height)
      cairo_fill(cr)
      canvas.setColor(marker.color)
      cairo_set_line_width(cr, 1)
      cairo_rectangle(
        cr, marker.frame.minX + 0.5, marker.frame.minY + 0.5, max(0, marker.frame.width - 1),
        max(0, marker.frame.height - 1))
      cairo_stroke(cr)
    }
    cairo_restore(cr)
    cairo_save(cr)
    cairo_rectangle(cr, -8, -8, cell.width + 16, cell.height + 16)
    cairo_clip(cr)
    for marker in overlay.markers where marker.isFocused {
      if let path = marker.path {
        paintFocusRing(along: path, canvasSize: layout.canvasSize, on: canvas)
      } else {
        paintFocusRing(around: marker.frame, on: canvas)
      }
    }
    cairo_restore(cr)
    for (marker, badge) in zip(overlay.markers, layout.cellBadges) {
      try paintBadge(marker, in: badge, fonts: measurer.fonts, on: canvas)
    }
    for entry in layout.entries {
      let marker = overlay.markers[entry.markerIndex]
      try paintBadge(marker, in: entry.badge, fonts: measurer.fonts, on: canvas)
      for (line, box) in zip(marker.legend, entry.lines) {
        let color = line.style == .hint ? OverlayStyle.hintColor : .black
        try paintText(line.text, font: OverlayLayout.font(line.style), color: color, in: box,
                      fonts: measurer.fonts, on: canvas)
      }
    }
    if let note = layout.emptyNote {
      try paintText(OverlayLayout.emptyNoteText, font: OverlayLayout.font(.description),
                    color: OverlayStyle.hintColor, in: note, fonts: measurer.fonts, on: canvas)
    }
    try canvas.check("overlay")
    return try canvas.image()
  }

  /// `overlay` with each legend line the measurer refuses for missing glyphs spelt out.
  /// - Throws: what the measurer throws for other reasons.
  static func drawable(_ overlay: AccessibilityOverlay, measurer: PangoTextMeasurer) throws -> AccessibilityOverlay {
    var overlay = overlay
    for m in overlay.markers.indices {
      for l in overlay.markers[m].legend.indices {
        let line = overlay.markers[m].legend[l]
        do {
          _ = try measurer.measure(line.text, font: OverlayLayout.font(line.style), width: nil, numberOfLines: 0)
        } catch RenderError.missingGlyphs(let codePoints, _) {
          overlay.markers[m].legend[l].text = LegendLine.spellingOut(codePoints, in: line.text)
        }
      }
    }
    return overlay
  }

  /// For an opaque `base` (every cell render), writes its monochrome pixels straight into the
  /// canvas at the origin: what `paintBase(base.monochrome(), …)` paints there (an opaque source
  /// at one device pixel per pixel replaces the white), in one pass instead of three (monochrome
  /// copy, premultiplied surface, paint) and without either intermediate image. perf on verify
  /// with 10% of goldens changed: the three passes were about 6% of all samples.
  /// - Returns: false, having written nothing, when a pixel of `base` is not opaque.
  private static func paintOpaqueMonochromeBase(_ base: RGBAImage, on canvas: CairoCanvas) -> Bool {
    let isOpaque = base.pixels.withUnsafeBufferPointer { pixels -> Bool in
      var all: UInt8 = 0xFF
      var i = 3
      while i < pixels.count {
        all &= pixels[i]
        i += 4
      }
      return all == 0xFF
    }
    guard isOpaque else { return false }
    let width = min(base.width, canvas.pixelWidth), height = min(base.height, canvas.pixelHeight)
    guard width > 0, height > 0 else { return true }
    cairo_surface_flush(canvas.surface)
    guard let data = cairo_image_surface_get_data(canvas.surface) else { return false }
    let stride = Int(cairo_image_surface_get_stride(canvas.surface))
    RGBAImage.monochromeWeights.withUnsafeBufferPointer { table in
      base.pixels.withUnsafeBufferPointer { src in
        guard let t = table.baseAddress, let p = src.baseAddress else { return }
        var lastRGB: UInt32 = 0xFFFF_FFFF
        var pixel: UInt32 = 0
        for y in 0..<height {
          let row = (data + y * stride).withMemoryRebound(to: UInt32.self, capacity: width) { $0 }
          var i = y * base.width * 4
          for x in 0..<width {
            let rgb = UInt32(p[i]) | UInt32(p[i + 1]) << 8 | UInt32(p[i + 2]) << 16
            if rgb != lastRGB {
              let grey = UInt32(RGBAImage.grey(red: p[i], green: p[i + 1], blue: p[i + 2], table: t))
              pixel = 0xFF00_0000 | grey << 16 | grey << 8 | grey
              lastRGB = rgb
            }
            row[x] = pixel
            i += 4
          }
        }
      }
    }
    cairo_surface_mark_dirty(canvas.surface)
    return true
  }

  private static func paintBase(_ base: RGBAImage, scale: Double, on canvas: CairoCanvas) throws {
    guard base.width > 0, base.height > 0 else { return }
    let surface = try ImagePainter.makeSurface(base)
    defer { cairo_surface_destroy(surface) }
    let cr = canvas.cr
    cairo_save(cr)
    cairo_scale(cr, 1 / scale, 1 / scale)
    cairo_set_source_surface(cr, surface, 0, 0)
    cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST)
    cairo_paint(cr)
    cairo_restore(cr)
    try canvas.check("overlay base")
  }

  /// An element with an `accessibilityPath`: the path tinted like a frame
  /// (``OverlayStyle/fillAlpha``) and outlined along it, 2 pt in the element's colour (the outline
  /// is what VoiceOver's cursor follows; AccessibilitySnapshot strokes paths too, §2.5).
  private static func paintPathMarker(
    _ path: AccessibilityPath, color: Color, on canvas: CairoCanvas
  ) {
    let cr = canvas.cr
    addPath(path, on: canvas)
    canvas.setColor(color.withAlphaMultiplied(by: OverlayStyle.fillAlpha))
    cairo_fill_preserve(cr)
    canvas.setColor(color)
    cairo_set_line_width(cr, 2)
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
    cairo_stroke(cr)
  }

  /// The focus ring of a path element, outside the path only: black 3–6 pt out, white 0–3 pt out
  /// (the frame ring's bands, following the outline).
  private static func paintFocusRing(
    along path: AccessibilityPath, canvasSize: Size, on canvas: CairoCanvas
  ) {
    let cr = canvas.cr
    cairo_save(cr)
    cairo_new_path(cr)
    cairo_rectangle(cr, -1, -1, canvasSize.width + 2, canvasSize.height + 2)
    addPath(path, on: canvas)
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
    cairo_clip(cr)
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
    let bands = [(Color.black, 2 * (OverlayStyle.focusRingWidth + 3)), (Color.white, 6.0)]
    for (color, width) in bands {
      addPath(path, on: canvas)
      canvas.setColor(color)
      cairo_set_line_width(cr, width)
      cairo_stroke(cr)
    }
    cairo_restore(cr)
  }

  /// Adds `path` (closed) to the current cairo path.
  private static func addPath(_ path: AccessibilityPath, on canvas: CairoCanvas) {
    let cr = canvas.cr
    switch path {
    case .roundedRect(let rect, let radius):
      canvas.roundedRect(rect, radius: radius)
    case .polygon(let points):
      cairo_new_sub_path(cr)
      for point in points { cairo_line_to(cr, point.x, point.y) }
      cairo_close_path(cr)
    }
  }

  /// Black 3 pt ring 3 pt outside the frame, with a 1 pt white line inside it so it reads on any
  /// background.
  private static func paintFocusRing(around frame: Rect, on canvas: CairoCanvas) {
    let cr = canvas.cr
    let w = OverlayStyle.focusRingWidth
    let outer = w / 2 + 3
    canvas.setColor(.black)
    cairo_set_line_width(cr, w)
    canvas.roundedRect(
      Rect(x: frame.minX - outer, y: frame.minY - outer, width: frame.width + 2 * outer,
           height: frame.height + 2 * outer), radius: 4)
    cairo_stroke(cr)
    canvas.setColor(.white)
    cairo_set_line_width(cr, 1)
    let inner = 3 - 0.5
    canvas.roundedRect(
      Rect(x: frame.minX - inner, y: frame.minY - inner, width: frame.width + 2 * inner,
           height: frame.height + 2 * inner), radius: 3)
    cairo_stroke(cr)
  }

  private static func paintBadge(
    _ marker: OverlayMarker, in box: Rect, fonts: PinnedFonts, on canvas: CairoCanvas
  ) throws {
    let cr = canvas.cr
    let r = box.width / 2
    cairo_new_path(cr)
    cairo_arc(cr, box.midX, box.midY, r - 0.5, 0, 2 * Double.pi)
    canvas.setColor(.white)
    cairo_fill_preserve(cr)
    canvas.setColor(.black)
    cairo_set_line_width(cr, 1)
    cairo_stroke(cr)
    cairo_arc(cr, box.midX, box.midY, r - 2.25, 0, 2 * Double.pi)
    canvas.setColor(marker.color)
    cairo_set_line_width(cr, 2.5)
    cairo_stroke(cr)
    if marker.isFocused {
      cairo_arc(cr, box.midX, box.midY, r + 1.5, 0, 2 * Double.pi)
      canvas.setColor(.black)
      cairo_set_line_width(cr, 2)
      cairo_stroke(cr)
    }
    let font = FontDescriptor(pointSize: OverlayStyle.badgeFontSize, weight: .semibold)
    let text = String(marker.number)
    let probe = PangoTextLayout(text, font: font, width: box.width, numberOfLines: 1,
                                alignment: .center, fonts: fonts)
    let height = probe.metrics(numberOfLines: 1).size.height
    try paintText(text, font: font, color: .black,
                  in: Rect(x: box.minX, y: box.midY - height / 2, width: box.width, height: height),
                  alignment: .center, fonts: fonts, on: canvas)
  }

  private static func paintText(
    _ text: String, font: FontDescriptor, color: Color, in box: Rect,
    alignment: TextAlignment = .left, fonts: PinnedFonts, on canvas: CairoCanvas
  ) throws {
    let layout = PangoTextLayout(text, font: font, width: box.width, numberOfLines: 0,
                                 lineBreakMode: .byWordWrapping, alignment: alignment, fonts: fonts)
    let cr = canvas.cr
    cairo_save(cr)
    canvas.setColor(color)
    layout.show(at: box.origin, on: canvas, fonts: fonts)
    cairo_restore(cr)
    try canvas.check("overlay text")
  }
}
