internal import CCairo

/// Draws an `ImageContent` (built-in symbol or bitmap) into a frame.
enum ImagePainter {
  static func paint(_ image: ImageContent, in frame: Rect, canvas: CairoCanvas) throws {
    if image.isFlippedHorizontally {
      cairo_save(canvas.cr)
      cairo_translate(canvas.cr, frame.midX * 2, 0)
      cairo_scale(canvas.cr, -1, 1)
    }
    defer { if image.isFlippedHorizontally { cairo_restore(canvas.cr) } }
    switch image.source {
    case .symbol(let name):
      guard let symbol = Symbol(rawValue: name) else { return }
      try SymbolPainter.paint(symbol, in: frame, color: image.tint ?? .black, canvas: canvas)
    case .systemSymbol(let symbol):
      try paintSystemSymbol(symbol, tint: image.tint, mode: image.contentMode, in: frame, canvas: canvas)
    case .bitmap(let bitmap, _):
      try paintBitmap(bitmap, scale: image.bitmapScale, tint: image.tint, mode: image.contentMode, in: frame, canvas: canvas)
    case .vector(let vector):
      let target = placement(width: vector.pointSize.width, height: vector.pointSize.height, mode: image.contentMode, in: frame)
      cairo_save(canvas.cr)
      cairo_rectangle(canvas.cr, frame.minX, frame.minY, frame.width, frame.height)
      cairo_clip(canvas.cr)
      defer { cairo_restore(canvas.cr) }
      try vector.draw(in: target, tint: image.tint, canvas: canvas)
    case .placeholder:
      try PlaceholderPainter.paint(in: frame, canvas: canvas)
    }
  }

  /// An SF Symbol in its tint (a template image; black without one): its catalogue shape at its
  /// weight, else the placeholder, aspect fit in `frame`, or at its own point size, centred, for
  /// `contentMode` center.
  private static func paintSystemSymbol(_ symbol: SystemSymbolImage, tint: Color?, mode: ContentMode, in frame: Rect,
                                        canvas: CairoCanvas) throws {
    let rect = mode == .center
      ? placement(width: symbol.pointSize.width, height: symbol.pointSize.height, mode: .center, in: frame) : frame
    if let shape = symbol.symbol {
      try SymbolPainter.paint(shape.operations(weight: symbol.weight), designSize: shape.designSize, name: shape.rawValue,
                              in: rect, color: tint ?? .black, canvas: canvas)
    } else {
      try SymbolPainter.paint(SystemSymbol.placeholderOperations, designSize: SystemSymbol.placeholderSize,
                              name: "placeholder for \(EchoedValue.clip(symbol.name))", in: rect, color: tint ?? .black, canvas: canvas)
    }
  }

  /// The rectangle a `width` x `height` image occupies in `frame` for `mode`.
  static func placement(width: Double, height: Double, mode: ContentMode, in frame: Rect) -> Rect {
    guard width > 0, height > 0 else { return frame }
    switch mode {
    case .scaleToFill:
      return frame
    case .center:
      return Rect(x: frame.midX - width / 2, y: frame.midY - height / 2, width: width, height: height)
    case .scaleAspectFit, .scaleAspectFill:
      let sx = frame.width / width, sy = frame.height / height
      let s = mode == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
      return Rect(x: frame.midX - width * s / 2, y: frame.midY - height * s / 2, width: width * s, height: height * s)
    }
  }

  private static func paintBitmap(_ bitmap: RGBAImage, scale: Double, tint: Color?, mode: ContentMode, in frame: Rect,
                                  canvas: CairoCanvas) throws {
    guard bitmap.width > 0, bitmap.height > 0 else { return }
    let surface = try makeSurface(bitmap)
    defer { cairo_surface_destroy(surface) }
    let cr = canvas.cr
    let pixelsPerPoint = scale > 0 ? scale : 1
    let target = placement(width: Double(bitmap.width) / pixelsPerPoint, height: Double(bitmap.height) / pixelsPerPoint,
                           mode: mode, in: frame)
    cairo_save(cr)
    cairo_rectangle(cr, frame.minX, frame.minY, frame.width, frame.height)
    cairo_clip(cr)
    cairo_translate(cr, target.minX, target.minY)
    cairo_scale(cr, target.width / Double(bitmap.width), target.height / Double(bitmap.height))
    if let tint {
      // Template rendering: the tint colour through the image's alpha.
      canvas.setColor(tint)
      cairo_mask_surface(cr, surface, 0, 0)
    } else {
      cairo_set_source_surface(cr, surface, 0, 0)
      cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
      cairo_paint(cr)
    }
    cairo_restore(cr)
    try canvas.check("image")
  }

  /// A cairo ARGB32 (premultiplied) surface holding `bitmap`'s pixels; the caller destroys it.
  /// - Throws: `RenderError.cairo` when cairo cannot allocate it.
  static func makeSurface(_ bitmap: RGBAImage) throws -> OpaquePointer {
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(bitmap.width), Int32(bitmap.height)) else {
      throw RenderError.cairo(operation: "cairo_image_surface_create(image)", status: "NULL")
    }
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface) else {
      cairo_surface_destroy(surface)
      throw RenderError.cairo(operation: "cairo_image_surface_get_data(image)", status: "NULL")
    }
    let stride = Int(cairo_image_surface_get_stride(surface))
    bitmap.pixels.withUnsafeBufferPointer { src in
      for y in 0..<bitmap.height {
        let row = data.advanced(by: y * stride).withMemoryRebound(to: UInt32.self, capacity: bitmap.width) { $0 }
        for x in 0..<bitmap.width {
          let i = (y * bitmap.width + x) * 4
          let a = UInt32(src[i + 3])
          if a == 255 {  // (v * 255 + 127) / 255 == v: opaque pixels (most of a cell) need no arithmetic
            row[x] = 0xFF00_0000 | UInt32(src[i]) << 16 | UInt32(src[i + 1]) << 8 | UInt32(src[i + 2])
            continue
          }
          let r = (UInt32(src[i]) * a + 127) / 255
          let g = (UInt32(src[i + 1]) * a + 127) / 255
          let b = (UInt32(src[i + 2]) * a + 127) / 255
          row[x] = a << 24 | r << 16 | g << 8 | b
        }
      }
    }
    cairo_surface_mark_dirty(surface)
    return surface
  }
}
