/// The size of an image in pixels.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
  /// Width in pixels.
  public var width: Int
  /// Height in pixels.
  public var height: Int

  /// Creates a size in pixels.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// The size of `image`.
  public init(of image: RGBAImage) {
    self.init(width: image.width, height: image.height)
  }

  /// `width * height`.
  public var pixelCount: Int { width * height }

  /// `WxH`, e.g. `1125x300`.
  public var description: String { "\(width)x\(height)" }
}
