internal import CCairo
#if canImport(Glibc)
import Glibc
#endif

/// Owns a cairo image surface (ARGB32, premultiplied, native endian) and its drawing context.
/// Every status is checked through `check(_:)`.
final class CairoCanvas {
  let surface: OpaquePointer
  let cr: OpaquePointer
  let pixelWidth: Int
  let pixelHeight: Int

  /// The surface's pixel memory when the canvas allocated it uncleared (nil: cairo owns it).
  private let storage: UnsafeMutableRawPointer?

  /// The pixel count of `points` at `scale`, rounded up and at least 1, without a trap: a
  /// non-finite or huge length (a hostile row height or frame) becomes `Int32.max`, which `init`
  /// then refuses as `RenderError.surfaceTooLarge` (bad input, exit 65).
  static func pixels(_ points: Double, scale: Double) -> Int {
    let value = (points * scale).rounded(.up)
    guard value.isFinite, value < Double(Int32.max) else { return Int(Int32.max) }
    return max(1, Int(value))
  }

  /// A surface of `pixelWidth` x `pixelHeight` pixels whose user space is points
  /// (`cairo_scale(scale, scale)`).
  /// - Parameter cleared: true (default): transparent, as cairo allocates it (zeroed). false: the
  ///   memory is left uninitialised, for a caller that paints every pixel first with
  ///   `fill(_:)` (CellRenderer: perf showed clearing, then painting, 10% of verify as memset).
  /// - Throws: `RenderError.surfaceTooLarge` past 32767 px per side or 100,000,000 px in all;
  ///   `RenderError.cairo` when the surface or context cannot be created.
  init(pixelWidth: Int, pixelHeight: Int, scale: Double, cleared: Bool = true) throws {
    // cairo image surfaces are limited to 32767 pixels per side; snapcheck also refuses images it
    // could not decode again as goldens (PNGDecoder.defaultMaxPixels), so that record never
    // writes a golden whose first mismatch verify could only report as an error.
    guard pixelWidth <= 32767, pixelHeight <= 32767, pixelWidth * pixelHeight <= PNGDecoder.defaultMaxPixels else {
      throw RenderError.surfaceTooLarge(pixelWidth: pixelWidth, pixelHeight: pixelHeight)
    }
    var storage: UnsafeMutableRawPointer? = nil
    let surface: OpaquePointer?
    if cleared {
      surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))
    } else {
      let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(pixelWidth)))
      guard stride > 0, let memory = malloc(stride * pixelHeight) else {
        throw RenderError.cairo(operation: "allocate \(pixelWidth)x\(pixelHeight) surface", status: "out of memory")
      }
      storage = memory
      surface = cairo_image_surface_create_for_data(memory.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                    Int32(pixelWidth), Int32(pixelHeight), Int32(stride))
    }
    guard let surface else {
      free(storage)
      throw RenderError.cairo(operation: "cairo_image_surface_create", status: "NULL")
    }
    let surfaceStatus = cairo_surface_status(surface)
    if surfaceStatus != CAIRO_STATUS_SUCCESS {
      cairo_surface_destroy(surface)
      free(storage)
      throw RenderError.cairo(operation: "cairo_image_surface_create(\(pixelWidth)x\(pixelHeight))",
                              status: String(cString: cairo_status_to_string(surfaceStatus)))
    }
    guard let cr = cairo_create(surface) else {
      cairo_surface_destroy(surface)
      free(storage)
      throw RenderError.cairo(operation: "cairo_create", status: "NULL")
    }
    self.storage = storage
    self.surface = surface
    self.cr = cr
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
    cairo_scale(cr, scale, scale)
    try check("cairo_scale")
  }

  /// Replaces every pixel with `color` (operator SOURCE), whatever the surface held: the same
  /// pixels as painting it over a transparent surface.
  func fill(_ color: Color) {
    cairo_save(cr)
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    setColor(color)
    cairo_paint(cr)
    cairo_restore(cr)
  }

  deinit {
    cairo_destroy(cr)
    cairo_surface_destroy(surface)
    free(storage)
  }

  /// Throws when the context is in an error state; `operation` names the last call.
  func check(_ operation: @autoclosure () -> String) throws {
    let status = cairo_status(cr)
    if status != CAIRO_STATUS_SUCCESS {
      throw RenderError.cairo(operation: operation(), status: String(cString: cairo_status_to_string(status)))
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
}
