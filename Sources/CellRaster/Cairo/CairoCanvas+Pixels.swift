internal import CCairo

/// Reading a canvas's pixels back: cairo's premultiplied native-endian ARGB32 surface as straight
/// RGBA8 (`image()`, row by row), as the fingerprint's straight B, G, R, A bytes
/// (`hashStraightBGRA`), and as PNG RGB scanlines (`opaqueScanlines`). Each pass reads the surface
/// once; the perf findings behind each are in their comments.
extension CairoCanvas {
  /// The surface converted to straight RGBA8 (un-premultiplied with rounding).
  ///
  /// Rows are converted by a branch-free pass that is exact for opaque pixels (most of a cell) and
  /// vectorises; only rows with translucent pixels get a second, exact pass over those pixels
  /// (perf on the scale corpus: this conversion was 8% of verify byte by byte, 22% of verify once
  /// goldens were no longer decoded, with a per-pixel branch).
  func image() throws -> RGBAImage {
    let (data, stride) = try flushedPixels()
    let width = pixelWidth, height = pixelHeight
    let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
      guard let base = buffer.baseAddress else { count = 0; return }
      let out = UnsafeMutableRawPointer(base).bindMemory(to: UInt32.self, capacity: width * height)
      for y in 0..<height {
        Self.straightRow(UnsafeRawPointer(data.advanced(by: y * stride)), into: out + y * width, width: width)
      }
      count = width * height * 4
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }

  /// Calls `body` with each row of the surface as straight RGBA8 (`pixelWidth * 4` bytes, top row
  /// first), converted into one reused row buffer: the same bytes as `image()` row by row, without
  /// making the whole image (`RenderedImage.pixelDigest()` hashes them this way).
  /// - Throws: `RenderError.cairo` when the surface has no pixel data.
  func forEachStraightRow(_ body: (UnsafeRawBufferPointer) -> Void) throws {
    let (data, stride) = try flushedPixels()
    let width = pixelWidth
    let row = UnsafeMutablePointer<UInt32>.allocate(capacity: max(1, width))
    defer { row.deallocate() }
    for y in 0..<pixelHeight {
      Self.straightRow(UnsafeRawPointer(data.advanced(by: y * stride)), into: row, width: width)
      body(UnsafeRawBufferPointer(start: row, count: width * 4))
    }
  }

  /// Feeds the surface to `hasher` as straight 8-bit B, G, R, A pixels, top row first. On
  /// little-endian machines that is the surface's own memory for opaque rows: rows are tested for
  /// opacity a block of at most 32 KiB at a time, and an opaque block is then hashed where it lies
  /// in one call while it is still in L1 cache; a row with translucent pixels is hashed
  /// un-premultiplied from a row buffer. perf on verify: a whole-surface opacity pass before
  /// hashing cost 7% of samples (reading the surface from memory twice); hashing each row first
  /// and taking it back when translucent spent 0.9% copying XXH3 states.
  /// - Throws: `RenderError.cairo` when the surface has no pixel data.
  func hashStraightBGRA(into hasher: inout PNGFingerprint.PixelHasher) throws {
    let (data, stride) = try flushedPixels()
    let width = pixelWidth, rowBytes = pixelWidth * 4
    let buffer = UnsafeMutablePointer<UInt32>.allocate(capacity: max(1, width))
    defer { buffer.deallocate() }
    let blockRows = max(1, (32 << 10) / max(1, rowBytes))
    var y = 0
    while y < pixelHeight {
      let rows = min(blockRows, pixelHeight - y)
      let block = UnsafeRawPointer(data.advanced(by: y * stride))
      #if _endian(little)
      if stride == rowBytes && Self.isOpaque(block, pixels: rows * width) {
        hasher.update(UnsafeRawBufferPointer(start: block, count: rows * rowBytes))
        y += rows
        continue
      }
      #endif
      for r in 0..<rows {
        let row = (block + r * stride).bindMemory(to: UInt32.self, capacity: width)
        #if _endian(little)
        if Self.isOpaque(UnsafeRawPointer(row), pixels: width) {
          hasher.update(UnsafeRawBufferPointer(start: row, count: rowBytes))
          continue
        }
        #endif
        for x in 0..<width {
          // straightRGBA gives R, G, B, A in memory order; swap R and B.
          let rgba = UInt32(littleEndian: Self.straightRGBA(row[x]))
          buffer[x] = (rgba & 0xFF00_FF00 | (rgba & 0xFF) << 16 | (rgba >> 16) & 0xFF).littleEndian
        }
        hasher.update(UnsafeRawBufferPointer(start: buffer, count: rowBytes))
      }
      y += rows
    }
  }

  /// True when each of `pixels` ARGB32 pixels from `start` has alpha 255: one AND over them,
  /// which the compiler vectorises.
  @inline(__always)
  private static func isOpaque(_ start: UnsafeRawPointer, pixels: Int) -> Bool {
    let words = start.bindMemory(to: UInt32.self, capacity: pixels)
    var all: UInt32 = 0xFF00_0000
    for i in 0..<pixels { all &= words[i] }
    return all == 0xFF00_0000
  }

  /// Writes an opaque surface as PNG scanlines of colour type 2: row `y` at
  /// `target + y * (1 + 3 * pixelWidth)`, filter type 0 then R, G, B per pixel; and feeds each row
  /// to `hasher`, when given, as straight B, G, R, A (for an opaque row, the surface's own bytes on
  /// little-endian machines, as `hashStraightBGRA` does) while the row is in cache.
  ///
  /// One pass over the surface instead of three (opacity test, conversion to straight RGBA with
  /// RGB packing, hashing): perf on record of the 1,000-snapshot 3x corpus had those at 12% of
  /// samples, most of it reading the surface from memory again.
  /// - Returns: false at the first row with a translucent pixel; `target` and `hasher` then hold
  ///   part of the image and must be dropped.
  /// - Throws: `RenderError.cairo` when the surface has no pixel data.
  func opaqueScanlines(into target: UnsafeMutableRawPointer, hasher: inout PNGFingerprint.PixelHasher?) throws -> Bool {
    let (data, stride) = try flushedPixels()
    let width = pixelWidth
    let rowBytes = 1 + 3 * width
    #if !_endian(little)
    let buffer = UnsafeMutablePointer<UInt32>.allocate(capacity: max(1, width))
    defer { buffer.deallocate() }
    #endif
    for y in 0..<pixelHeight {
      let row = UnsafeRawPointer(data.advanced(by: y * stride)).bindMemory(to: UInt32.self, capacity: width)
      let out = target + y * rowBytes
      out.storeBytes(of: 0, as: UInt8.self)
      #if _endian(little)
      let opaque = ccairo_pack_opaque_rgb(row, (out + 1).assumingMemoryBound(to: UInt8.self), width, Self.hasSSSE3 ? 1 : 0) != 0
      #else
      let opaque = Self.packOpaqueRGB(row, into: out + 1, width: width)
      #endif
      guard opaque else { return false }
      #if _endian(little)
      hasher?.update(UnsafeRawBufferPointer(start: row, count: width * 4))
      #else
      if hasher != nil {
        for x in 0..<width { buffer[x] = row[x].littleEndian }
        hasher?.update(UnsafeRawBufferPointer(start: buffer, count: width * 4))
      }
      #endif
    }
    return true
  }

  /// Whether the CPU can run the SSSE3 packing of `ccairo_pack_opaque_rgb` (x86-64 only).
  static let hasSSSE3 = ccairo_has_ssse3() != 0

  /// Packs `width` native-endian premultiplied ARGB32 pixels as R, G, B bytes at `out`, exact when
  /// they are opaque: the portable version of the shim's `ccairo_pack_opaque_rgb`, used on
  /// big-endian machines and as the tests' oracle. Per pixel `byteSwapped >> 8` puts R, G, B in
  /// the low three bytes; four pixels make three little-endian 32-bit stores.
  /// - Returns: whether every alpha is 255.
  @inline(__always)
  static func packOpaqueRGB(_ row: UnsafePointer<UInt32>, into out: UnsafeMutableRawPointer, width: Int) -> Bool {
    var alpha: UInt32 = 0xFF00_0000
    var x = 0
    while x + 4 <= width {
      let p0 = row[x], p1 = row[x + 1], p2 = row[x + 2], p3 = row[x + 3]
      alpha &= p0 & p1 & p2 & p3
      let q0 = p0.byteSwapped >> 8, q1 = p1.byteSwapped >> 8, q2 = p2.byteSwapped >> 8, q3 = p3.byteSwapped >> 8
      let o = x * 3
      out.storeBytes(of: (q0 | q1 << 24).littleEndian, toByteOffset: o, as: UInt32.self)
      out.storeBytes(of: (q1 >> 8 | q2 << 16).littleEndian, toByteOffset: o + 4, as: UInt32.self)
      out.storeBytes(of: (q2 >> 16 | q3 << 8).littleEndian, toByteOffset: o + 8, as: UInt32.self)
      x += 4
    }
    while x < width {
      let p = row[x]
      alpha &= p
      out.storeBytes(of: UInt8(truncatingIfNeeded: p >> 16), toByteOffset: x * 3, as: UInt8.self)
      out.storeBytes(of: UInt8(truncatingIfNeeded: p >> 8), toByteOffset: x * 3 + 1, as: UInt8.self)
      out.storeBytes(of: UInt8(truncatingIfNeeded: p), toByteOffset: x * 3 + 2, as: UInt8.self)
      x += 1
    }
    return alpha == 0xFF00_0000
  }

  /// Flushes cairo's drawing and returns the pixel memory and its stride in bytes.
  func flushedPixels() throws -> (UnsafeMutablePointer<UInt8>, Int) {
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface) else {
      throw RenderError.cairo(operation: "cairo_image_surface_get_data", status: "NULL")
    }
    return (data, Int(cairo_image_surface_get_stride(surface)))
  }

  /// Converts one row of `width` native-endian premultiplied ARGB32 pixels at `source` to straight
  /// RGBA8 at `target`.
  @inline(__always)
  static func straightRow(_ source: UnsafeRawPointer, into target: UnsafeMutablePointer<UInt32>, width: Int) {
    let row = source.bindMemory(to: UInt32.self, capacity: width)
    // Branch-free pass that the compiler vectorises: swap R and B (exact for opaque pixels),
    // and AND every pixel together to learn whether the row is opaque.
    var opaque: UInt32 = 0xFF00_0000
    for x in 0..<width {
      let argb = row[x]
      opaque &= argb
      target[x] = ((argb >> 16) & 0xFF | argb & 0xFF00_FF00 | (argb & 0xFF) << 16).littleEndian
    }
    if opaque != 0xFF00_0000 {  // some pixel is translucent: redo those exactly
      for x in 0..<width where row[x] >> 24 != 255 { target[x] = straightRGBA(row[x]) }
    }
  }

  /// One native-endian premultiplied ARGB32 pixel as straight R, G, B, A bytes in memory order
  /// (a little-endian `UInt32`), rounding to nearest when un-premultiplying; 0 when transparent.
  @inline(__always)
  static func straightRGBA(_ argb: UInt32) -> UInt32 {
    let a = argb >> 24
    var r = (argb >> 16) & 0xFF, g = (argb >> 8) & 0xFF, b = argb & 0xFF
    if a != 255 {
      guard a != 0 else { return 0 }
      r = min((r * 255 + a / 2) / a, 255)
      g = min((g * 255 + a / 2) / a, 255)
      b = min((b * 255 + a / 2) / a, 255)
    }
    return (r | g << 8 | b << 16 | a << 24).littleEndian
  }
}
