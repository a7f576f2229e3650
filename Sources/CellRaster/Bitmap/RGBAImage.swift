/// A raster image as straight (not premultiplied) 8-bit RGBA, row-major, top row first,
/// with no row padding: `pixels.count == width * height * 4`.
///
/// This is the one pixel format snapcheck compares: PNG decoding produces it from any colour type
/// and bit depth, and the Cairo renderer converts its premultiplied ARGB32 surface into it.
public struct RGBAImage: Sendable, Equatable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// `width * height * 4` bytes: R, G, B, A per pixel.
  public var pixels: [UInt8]

  /// Creates an image from straight RGBA8 bytes.
  /// - Precondition: `pixels.count == width * height * 4` (checked; a mismatch is a programming error).
  public init(width: Int, height: Int, pixels: [UInt8]) {
    precondition(width >= 0 && height >= 0 && pixels.count == width * height * 4,
                 "RGBAImage: \(pixels.count) bytes for \(width)x\(height)")
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// A `width` x `height` image filled with one RGBA colour (default transparent black).
  public init(width: Int, height: Int, fill: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)) {
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    if fill != (0, 0, 0, 0) {
      for i in stride(from: 0, to: bytes.count, by: 4) {
        bytes[i] = fill.0; bytes[i + 1] = fill.1; bytes[i + 2] = fill.2; bytes[i + 3] = fill.3
      }
    }
    self.init(width: width, height: height, pixels: bytes)
  }

  /// The RGBA value at pixel (`x`, `y`), for tests and probes.
  public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    let i = (y * width + x) * 4
    return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
  }

  /// True when every pixel has alpha 255.
  public var isOpaque: Bool {
    var i = 3
    while i < pixels.count {
      if pixels[i] != 255 { return false }
      i += 4
    }
    return true
  }
}
