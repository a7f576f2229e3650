internal import CCairo

/// Encodes `RGBAImage`s as PNG bytes with libpng, deterministically: equal images give equal
/// bytes on every run and machine with the same libpng/zlib.
///
/// Output: 8 bits per sample, not interlaced, colour type RGB when every alpha is 255 (the alpha
/// channel is dropped) and RGBA otherwise; only IHDR, IDAT and IEND chunks (no tIME, text, gAMA
/// or sRGB chunks).
public enum PNGEncoder {
  /// zlib level used when none is given: 6, zlib's own default balance of size and speed.
  public static let defaultCompressionLevel = 6

  /// Encodes `image` in memory.
  /// - Parameters:
  ///   - image: straight RGBA8 pixels; at least 1 x 1 (PNG forbids empty images).
  ///   - compressionLevel: zlib level 0 (none) ... 9 (smallest); clamped to that range; default 6.
  /// - Returns: the complete PNG file.
  /// - Throws: `PNGError` with category `.internal` (exit 70) when libpng fails (out of memory)
  ///   and `.badInput` (exit 65) for a 0 x 0 image.
  public static func encode(_ image: RGBAImage, compressionLevel: Int = defaultCompressionLevel) throws -> [UInt8] {
    guard image.width > 0, image.height > 0, image.width <= Int(Int32.max), image.height <= Int(Int32.max) else {
      throw PNGError(file: "<encoder>", problem: "cannot encode a \(image.width)x\(image.height) image as PNG")
    }
    var writer = ccairo_png_writer()
    defer { ccairo_png_writer_free(&writer) }
    let level = Int32(min(max(compressionLevel, 0), 9))
    let status = image.pixels.withUnsafeBufferPointer { pixels in
      ccairo_png_encode(&writer, pixels.baseAddress, UInt32(image.width), UInt32(image.height),
                        image.isOpaque ? 1 : 0, level)
    }
    guard status == CCAIRO_PNG_OK, let data = writer.data else {
      let message = withUnsafeBytes(of: writer.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
      throw PNGError(file: "<encoder>", problem: "PNG encoding failed: \(message)", category: .internal)
    }
    return Array(UnsafeBufferPointer(start: data, count: writer.size))
  }
}
