internal import CCairo

/// Owns a cairo image surface (ARGB32, premultiplied, native endian) and its drawing context.
/// Every status is checked through `check(_:)`.
final class CairoCanvas {
  let surface: OpaquePointer
  let cr: OpaquePointer
  let pixelWidth: Int
  let pixelHeight: Int

  /// A transparent surface of `pixelWidth` x `pixelHeight` pixels whose user space is points
  /// (`cairo_scale(scale, scale)`).
  /// - Throws: `RenderError.cairo` when the surface or context cannot be created.
  init(pixelWidth: Int, pixelHeight: Int, scale: Double) throws {
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight)) else {
      throw RenderError.cairo(operation: "cairo_image_surface_create", status: "NULL")
    }
    let surfaceStatus = cairo_surface_status(surface)
    if surfaceStatus != CAIRO_STATUS_SUCCESS {
      cairo_surface_destroy(surface)
      throw RenderError.cairo(operation: "cairo_image_surface_create(\(pixelWidth)x\(pixelHeight))",
                              status: String(cString: cairo_status_to_string(surfaceStatus)))
    }
    guard let cr = cairo_create(surface) else {
      cairo_surface_destroy(surface)
      throw RenderError.cairo(operation: "cairo_create", status: "NULL")
    }
    self.surface = surface
    self.cr = cr
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
    cairo_scale(cr, scale, scale)
    try check("cairo_scale")
  }

  deinit {
    cairo_destroy(cr)
    cairo_surface_destroy(surface)
  }

  /// Throws when the context is in an error state; `operation` names the last call.
  func check(_ operation: String) throws {
    let status = cairo_status(cr)
    if status != CAIRO_STATUS_SUCCESS {
      throw RenderError.cairo(operation: operation, status: String(cString: cairo_status_to_string(status)))
    }
  }

  /// Sets the source to a straight-alpha colour.
  func setColor(_ color: Color) {
    cairo_set_source_rgba(cr, Double(color.red) / 255, Double(color.green) / 255,
                          Double(color.blue) / 255, Double(color.alpha) / 255)
  }

  /// Adds a rectangle path with corner radius `radius` points (0 = square corners).
  func roundedRect(_ rect: Rect, radius: Double) {
    let r = max(0, min(radius, rect.width / 2, rect.height / 2))
    if r <= 0 {
      cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
      return
    }
    cairo_new_sub_path(cr)
    cairo_arc(cr, rect.maxX - r, rect.minY + r, r, -Double.pi / 2, 0)
    cairo_arc(cr, rect.maxX - r, rect.maxY - r, r, 0, Double.pi / 2)
    cairo_arc(cr, rect.minX + r, rect.maxY - r, r, Double.pi / 2, Double.pi)
    cairo_arc(cr, rect.minX + r, rect.minY + r, r, Double.pi, 3 * Double.pi / 2)
    cairo_close_path(cr)
  }

  /// The surface converted to straight RGBA8 (un-premultiplied with rounding).
  func image() throws -> RGBAImage {
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface) else {
      throw RenderError.cairo(operation: "cairo_image_surface_get_data", status: "NULL")
    }
    let stride = Int(cairo_image_surface_get_stride(surface))
    var pixels = [UInt8](repeating: 0, count: pixelWidth * pixelHeight * 4)
    pixels.withUnsafeMutableBufferPointer { out in
      for y in 0..<pixelHeight {
        let row = data.advanced(by: y * stride).withMemoryRebound(to: UInt32.self, capacity: pixelWidth) { $0 }
        for x in 0..<pixelWidth {
          let argb = row[x]
          let a = argb >> 24
          let o = (y * pixelWidth + x) * 4
          guard a != 0 else { continue }
          var r = (argb >> 16) & 0xFF, g = (argb >> 8) & 0xFF, b = argb & 0xFF
          if a != 255 {
            r = (r * 255 + a / 2) / a
            g = (g * 255 + a / 2) / a
            b = (b * 255 + a / 2) / a
          }
          out[o] = UInt8(min(r, 255))
          out[o + 1] = UInt8(min(g, 255))
          out[o + 2] = UInt8(min(b, 255))
          out[o + 3] = UInt8(a)
        }
      }
    }
    return RGBAImage(width: pixelWidth, height: pixelHeight, pixels: pixels)
  }
}
