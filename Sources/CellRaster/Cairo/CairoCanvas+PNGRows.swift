internal import CCairo
#if canImport(Glibc)
import Glibc
#endif

/// Comparing a canvas with a PNG's unfiltered rows (`PNGFastDecoder.unfilteredRows`) without
/// making either RGBA image: verify's check of a golden it must decode (fingerprints not trusted,
/// as in CI) when the golden holds exactly the rendered pixels.
extension CairoCanvas {
  /// True when `rows` hold exactly the pixels `image()` would return: the same size, and every
  /// pixel's straight R, G, B, A equal (an RGB file's pixels are opaque).
  ///
  /// An RGB row is compared with the surface row packed as R, G, B (an opaque premultiplied pixel
  /// is its straight colour, and a row with a translucent pixel can never equal opaque ones); an
  /// RGBA row with the surface row converted as `image()` converts it. One reused row buffer;
  /// stops at the first row that differs.
  /// - Throws: `RenderError.cairo` when the surface has no pixel data.
  func hasPixels(of rows: PNGFastDecoder.UnfilteredRows) throws -> Bool {
    guard rows.width == pixelWidth, rows.height == pixelHeight else { return false }
    let (data, stride) = try flushedPixels()
    let width = pixelWidth
    let converted = UnsafeMutablePointer<UInt32>.allocate(capacity: max(1, width))
    defer { converted.deallocate() }
    return rows.samples.withUnsafeBytes { samples -> Bool in
      guard let file = samples.baseAddress else { return false }
      for y in 0..<pixelHeight {
        let surface = UnsafeRawPointer(data.advanced(by: y * stride))
        let golden = file + y * rows.rowStride + 1
        if rows.channels == 4 {
          Self.straightRow(surface, into: converted, width: width)
          if memcmp(converted, golden, width * 4) != 0 { return false }
        } else if !Self.opaqueRow(surface, packedInto: converted, equals: golden, width: width) {
          return false
        }
      }
      return true
    }
  }
}

extension CairoCanvas {
  /// True when the `width` native-endian ARGB32 pixels at `surface` are opaque and equal the R,
  /// G, B samples at `rgb`: the row packed into `scratch` as the PNG encoder packs it
  /// (`ccairo_pack_opaque_rgb`, SSSE3 where the CPU has it), then compared with `memcmp`.
  /// perf on verify of the 3x scale corpus with every golden decoded: comparing pixel by pixel,
  /// three byte loads each, was 22% of all samples.
  @inline(__always)
  fileprivate static func opaqueRow(_ surface: UnsafeRawPointer, packedInto scratch: UnsafeMutablePointer<UInt32>,
                                    equals rgb: UnsafeRawPointer, width: Int) -> Bool {
    let pixels = surface.assumingMemoryBound(to: UInt32.self)
    #if _endian(little)
    let opaque = ccairo_pack_opaque_rgb(pixels, UnsafeMutableRawPointer(scratch).assumingMemoryBound(to: UInt8.self), width,
                                        hasSSSE3 ? 1 : 0) != 0
    #else
    let opaque = packOpaqueRGB(pixels, into: scratch, width: width)
    #endif
    return opaque && memcmp(scratch, rgb, width * 3) == 0
  }
}
