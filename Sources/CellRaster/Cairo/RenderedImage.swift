internal import CCairo

/// A cell as `CellRenderer.renderImage(_:)` drew it: the cairo surface (premultiplied ARGB32),
/// converted to straight RGBA8 only when someone asks for `rgba`.
///
/// Why lazy: when a golden's fingerprint vouches for the rendered pixels, verify needs only their
/// digest, which `pixelDigest()` takes row by row through one reused row buffer. Perf on the
/// 1,000-snapshot 3x scale corpus showed converting every frame to a whole RGBA image at 10% of
/// verify's samples, plus the page faults of writing 1.35 MB per frame; a matching frame now never
/// makes the image. Not `Sendable` (it owns cairo handles and caches): use it on one thread.
public final class RenderedImage {
  private var canvas: CairoCanvas?
  private var converted: RGBAImage?
  private var digest: PNGFingerprint.Digest?

  init(canvas: CairoCanvas) {
    self.canvas = canvas
    width = canvas.pixelWidth
    height = canvas.pixelHeight
  }

  /// Frees the cairo surface, keeping what was already computed (`pixelDigest()`, `rgba()`).
  /// verify calls it once a frame is checked, so the next frame's surface reuses the memory
  /// while it is still in cache instead of a scenario's frames all staying alive (perf on the
  /// 3x corpus: filling and reading back cold surfaces was over 20% of verify's samples).
  public func discardPixels() {
    canvas = nil
  }

  private func liveCanvas() throws -> CairoCanvas {
    guard let canvas else {
      throw RenderError.cairo(operation: "read a rendering whose pixels were discarded", status: "no surface")
    }
    return canvas
  }

  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int

  /// The pixels as straight RGBA8 (un-premultiplied with rounding), made on first use and kept.
  /// - Throws: `RenderError.cairo` when the surface has no pixel data or was discarded.
  public func rgba() throws -> RGBAImage {
    if let converted { return converted }
    let image = try liveCanvas().image()
    converted = image
    return image
  }

  /// The RGBA image if `rgba()` has made it.
  var convertedImage: RGBAImage? { converted }

  /// True when the PNG file `png` decodes to exactly this rendering's pixels (`rgba()`), found
  /// without making either RGBA image: the file is inflated and unfiltered
  /// (`PNGFastDecoder.unfilteredRows`) and compared a row at a time with the surface. Every pixel
  /// is read from the file, so unlike the `scPH` fingerprint nothing the file claims is trusted.
  /// False when any pixel or the size differs (a file of another size is not inflated), and for
  /// every file the fast decoder leaves to libpng (not 8-bit RGB or RGBA, interlaced, tRNS, any
  /// bad CRC or stream, over `maxPixels`): the caller then decodes and compares in full, which
  /// decides and reports as before.
  /// Measured on verify of the 1,000-snapshot 3x scale corpus with every golden decoded
  /// (Benchmarks/README.md, 2026-12-06; release, 2 workers): peak 230-242 MB and 1.71-1.74 s when
  /// each golden became an `RGBAImage` and each rendering another, 102-109 MB and 1.35-1.37 s
  /// this way (a verify trusting fingerprints: 89-94 MB, 1.19-1.26 s in the same runs).
  /// - Parameter maxPixels: the largest `width * height` inflated; default
  ///   `PNGDecoder.defaultMaxPixels` (100,000,000).
  /// - Throws: `RenderError.cairo` when the surface has no pixel data or was discarded.
  public func hasPixels(ofPNG png: [UInt8], maxPixels: Int = PNGDecoder.defaultMaxPixels) throws -> Bool {
    if canvas == nil, let converted {
      guard let decoded = png.withUnsafeBytes({ PNGFastDecoder.decode($0, maxPixels: maxPixels) }) else { return false }
      return decoded.width == converted.width && decoded.height == converted.height && decoded.pixels == converted.pixels
    }
    guard let rows = png.withUnsafeBytes({ PNGFastDecoder.unfilteredRows($0, width: width, height: height, maxPixels: maxPixels) })
    else { return false }
    return try liveCanvas().hasPixels(of: rows)
  }

  /// `CairoCanvas.forEachStraightRow` on the surface.
  /// - Throws: `RenderError.cairo` when the pixels were discarded.
  func forEachStraightRow(_ body: (UnsafeRawBufferPointer) -> Void) throws {
    try liveCanvas().forEachStraightRow(body)
  }

  /// PNG scanlines (filter type 0, then R, G, B) of an opaque rendering written to `target`
  /// (`height * (1 + 3 * width)` bytes), taking `pixelDigest()` in the same pass when it was not
  /// taken yet (`CairoCanvas.opaqueScanlines`).
  /// - Returns: false when some pixel is translucent; `target` then holds part of the image.
  /// - Throws: `RenderError.cairo` when the surface has no pixel data or was discarded.
  func opaqueScanlines(into target: UnsafeMutableRawPointer) throws -> Bool {
    var hasher = digest == nil ? PNGFingerprint.PixelHasher(width: width, height: height) : nil
    let opaque = try liveCanvas().opaqueScanlines(into: target, hasher: &hasher)
    if let finished = hasher?.finish(), opaque { digest = finished }
    return opaque
  }

  /// `PNGFingerprint.digest(of: rgba())`, equal to it, taken without making the RGBA image when
  /// it has not been made yet: XXH3's streaming API over the surface's straight B, G, R, A rows
  /// (opaque rows hashed where they lie) gives the one-shot digest of their concatenation. Kept
  /// after the first call.
  /// - Throws: `RenderError.cairo` when the surface has no pixel data or was discarded.
  public func pixelDigest() throws -> PNGFingerprint.Digest {
    if let digest { return digest }
    let result: PNGFingerprint.Digest
    if let converted {
      result = PNGFingerprint.digest(of: converted)
    } else {
      var hasher = PNGFingerprint.PixelHasher(width: width, height: height)
      try liveCanvas().hashStraightBGRA(into: &hasher)
      result = hasher.finish()
    }
    digest = result
    return result
  }
}
