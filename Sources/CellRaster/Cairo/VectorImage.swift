internal import CCairo

/// A PDF or SVG image of an asset catalog: its bytes and size, drawn at the target size into the
/// cairo context (so it stays crisp at any scale). PDFs are read by poppler-glib (the first
/// page), SVGs by librsvg.
public struct VectorImage: Hashable, Sendable {
  /// The file format.
  public enum Format: String, Hashable, Sendable { case pdf, svg }

  public let format: Format
  /// The file's path, for messages and labels.
  public let file: String
  /// The file's bytes.
  public let bytes: [UInt8]
  /// The image's size in points: the PDF page's media box in PDF points (1/72 inch, as Xcode
  /// reads a PDF asset: one PDF point per UIKit point); the SVG's width and height in CSS pixels
  /// (librsvg at 96 dpi; one pixel per point), else its viewBox size.
  public let pointSize: Size

  /// The largest side a vector image may have: 10,000 pt (`XIBNumber.imageSizes` allows
  /// 100,000 for any image; a catalog vector is an icon or an illustration).
  public static let maximumSide = 10_000.0

  /// The most device pixels a vector image may cover where it is drawn: 16 megapixels (a
  /// 4,000 x 4,000 px square; the largest asset catalog PNG file is held to the same,
  /// `AssetImageSetReader`). librsvg sizes its group, mask and filter surfaces by the drawn
  /// extent, not by the clip: a 10,000 pt SVG drawn centred at 3x with one translucent group took
  /// 35 s and 10.6 GB in the bad-input trial of 2026-12-05.
  public static let maximumDrawnPixels = 16_000_000.0

  /// True when SVG text has an `<image>` or `<feImage>` element (any namespace prefix, any case).
  static func embedsRasterImage(_ bytes: [UInt8]) -> Bool {
    let text = String(decoding: bytes, as: UTF8.self).lowercased()
    return text.range(of: #"<([a-z0-9_.\-]+:)?(image|feimage)[\s/>]"#, options: .regularExpression) != nil
  }

  /// Why snapcheck does not draw an SVG, or nil: it embeds a raster image (`embedsRasterImage`),
  /// uses filter effects (a `<filter>` element, or a `filter` attribute or CSS property, which
  /// librsvg also takes as CSS filter functions such as `blur(5)`), or has `<text>`.
  /// - Filters: their cost has no bound snapcheck can set (a 197-byte `feTurbulence` with
  ///   `numOctaves="1000000"` did not finish in two minutes; a blur over a 10,000 pt rectangle
  ///   took 24 GB).
  /// - Text: librsvg lays it out with the machine's fontconfig fonts, not snapcheck's pinned
  ///   ones, so the same golden would differ between machines (the trial drew "Hg" in Nimbus Roman
  ///   on one and DejaVu on another).
  static func unsupportedSVGContent(_ bytes: [UInt8]) -> String? {
    if embedsRasterImage(bytes) {
      // librsvg hands <image> data to gdk-pixbuf, whose decode no snapcheck limit bounds (a
      // 222-byte SVG naming a 30,000 x 30,000 PNG took 7 GB in the hostile-input run).
      return "the SVG embeds a raster image (<image> or <feImage>), which snapcheck does not decode: its size is unbounded; use a PNG image set"
    }
    let text = String(decoding: bytes, as: UTF8.self).lowercased()
    if text.range(of: #"<([a-z0-9_.\-]+:)?filter[\s/>]|[\s;"'{]filter\s*[=:]"#, options: .regularExpression) != nil {
      return "the SVG uses filter effects (<filter> or a filter property), which snapcheck does not draw: their cost is unbounded; flatten the effect into the artwork or use a PNG image set"
    }
    if text.range(of: #"<([a-z0-9_.\-]+:)?text[\s/>]"#, options: .regularExpression) != nil {
      return "the SVG has text (<text>), which librsvg would draw in this machine's fonts, so goldens would differ between machines; convert the text to outlines"
    }
    return nil
  }

  /// Reads the document and its size.
  /// - Throws: `AssetCatalogError` (65) naming `file` when the document cannot be read, has no
  ///   page, or has no size (or one over `maximumSide`), or is an SVG snapcheck does not draw
  ///   (`unsupportedSVGContent`: a raster image, filter effects, text).
  public init(bytes: [UInt8], format: Format, file: String) throws {
    self.format = format
    self.file = file
    self.bytes = bytes
    if format == .svg, let problem = Self.unsupportedSVGContent(bytes) {
      throw AssetCatalogError(file: file, problem: problem)
    }
    let size = try TextEngineLock.run { try Self.withDocument(bytes, format, file) { $0.size } }
    guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0,
          size.width <= Self.maximumSide, size.height <= Self.maximumSide else {
      throw AssetCatalogError(file: file, problem: "\(format.rawValue.uppercased()) size \(JSONCursor.format(size.width)) x \(JSONCursor.format(size.height)) pt is not within 0–\(JSONCursor.format(Self.maximumSide)) pt")
    }
    self.pointSize = size
  }

  public static func == (lhs: VectorImage, rhs: VectorImage) -> Bool {
    lhs.format == rhs.format && lhs.file == rhs.file && lhs.pointSize == rhs.pointSize && lhs.bytes == rhs.bytes
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(file)
    hasher.combine(bytes.count)
  }

  /// Draws the image scaled to fill `rect` (points), in `tint` through its coverage when given
  /// (template rendering).
  /// - Throws: `AssetCatalogError` when the document no longer reads (it did when loaded), or
  ///   when `rect` covers more than `maximumDrawnPixels` device pixels; `RenderError.cairo` when
  ///   cairo fails.
  func draw(in rect: Rect, tint: Color?, canvas: CairoCanvas) throws {
    guard rect.width > 0, rect.height > 0 else { return }
    let cr = canvas.cr
    var deviceWidth = rect.width, deviceHeight = rect.height
    cairo_user_to_device_distance(cr, &deviceWidth, &deviceHeight)
    let pixels = (abs(deviceWidth) * abs(deviceHeight)).rounded()
    guard pixels <= Self.maximumDrawnPixels else {
      throw AssetCatalogError(file: file, problem: "the \(format.rawValue.uppercased()) would be drawn \(JSONCursor.format(abs(deviceWidth).rounded())) x \(JSONCursor.format(abs(deviceHeight).rounded())) px (\(JSONCursor.format(rect.width)) x \(JSONCursor.format(rect.height)) pt); snapcheck draws a vector image over at most \(Int(Self.maximumDrawnPixels / 1_000_000)) megapixels (a smaller document size, or a content mode that fits it in its view)")
    }
    try TextEngineLock.run {
      try Self.withDocument(bytes, format, file) { document in
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cr)
        if tint != nil { cairo_push_group(cr) }
        cairo_save(cr)
        cairo_translate(cr, rect.minX, rect.minY)
        cairo_scale(cr, rect.width / pointSize.width, rect.height / pointSize.height)
        let drawn = Result { try document.draw(cr, size: pointSize) }
        cairo_restore(cr)
        if let tint {
          // Template rendering: the tint through the drawing's coverage.
          let pattern = cairo_pop_group(cr)
          defer { cairo_pattern_destroy(pattern) }
          canvas.setColor(tint)
          cairo_mask(cr, pattern)
        }
        try drawn.get()
      }
    }
    try canvas.check("vector image \(file)")
  }

  /// An open poppler page or librsvg handle.
  private struct Document {
    let page: OpaquePointer?
    let svg: UnsafeMutablePointer<RsvgHandle>?
    let file: String

    var size: Size {
      if let page {
        var width = 0.0, height = 0.0
        poppler_page_get_size(page, &width, &height)
        return Size(width: width, height: height)
      }
      guard let svg else { return .zero }
      var width = 0.0, height = 0.0
      if rsvg_handle_get_intrinsic_size_in_pixels(svg, &width, &height) != 0 { return Size(width: width, height: height) }
      var hasWidth: gboolean = 0, hasHeight: gboolean = 0, hasViewBox: gboolean = 0
      var w = RsvgLength(), h = RsvgLength(), viewBox = RsvgRectangle()
      rsvg_handle_get_intrinsic_dimensions(svg, &hasWidth, &w, &hasHeight, &h, &hasViewBox, &viewBox)
      return hasViewBox != 0 ? Size(width: viewBox.width, height: viewBox.height) : .zero
    }

    func draw(_ cr: OpaquePointer, size: Size) throws {
      if let page {
        poppler_page_render(page, cr)
        return
      }
      guard let svg else { return }
      var viewport = RsvgRectangle(x: 0, y: 0, width: size.width, height: size.height)
      var error: UnsafeMutablePointer<GError>?
      if rsvg_handle_render_document(svg, cr, &viewport, &error) == 0 {
        throw AssetCatalogError(file: file, problem: "librsvg cannot draw the SVG: \(VectorImage.message(error))")
      }
    }
  }

  /// Opens the document for `body` and closes it after.
  private static func withDocument<T>(_ bytes: [UInt8], _ format: Format, _ file: String, _ body: (Document) throws -> T) throws -> T {
    var error: UnsafeMutablePointer<GError>?
    switch format {
    case .pdf:
      let data = bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
      defer { g_bytes_unref(data) }
      guard let document = poppler_document_new_from_bytes(data, nil, &error) else {
        throw AssetCatalogError(file: file, problem: "poppler cannot read the PDF: \(message(error))")
      }
      defer { g_object_unref(UnsafeMutableRawPointer(document)) }
      guard poppler_document_get_n_pages(document) > 0, let page = poppler_document_get_page(document, 0) else {
        throw AssetCatalogError(file: file, problem: "the PDF has no page")
      }
      defer { g_object_unref(UnsafeMutableRawPointer(page)) }
      return try body(Document(page: page, svg: nil, file: file))
    case .svg:
      guard let handle = bytes.withUnsafeBufferPointer({ rsvg_handle_new_from_data($0.baseAddress, gsize($0.count), &error) }) else {
        throw AssetCatalogError(file: file, problem: "librsvg cannot read the SVG: \(message(error))")
      }
      defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
      return try body(Document(page: nil, svg: handle, file: file))
    }
  }

  /// A GError's message (freed here), clipped.
  private static func message(_ error: UnsafeMutablePointer<GError>?) -> String {
    guard let error else { return "unknown error" }
    defer { g_error_free(error) }
    return EchoedValue.clip(error.pointee.message.map { String(cString: $0) } ?? "unknown error")
  }
}
