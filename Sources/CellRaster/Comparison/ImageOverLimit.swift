/// An image the comparison did not make because its canvas would be over a pixel limit: the
/// diff image of two images of different sizes (the larger width × the larger height), or the
/// side-by-side composite (``SideBySide``). Without the limit a 32767x1 and a 1x32767 PNG, each
/// 32767 px, would need a 32767x32767 canvas (4 GB of RGBA, 21 GB RSS in `snapcheck diff`).
public struct ImageOverLimit: Error, Equatable, Sendable, CustomStringConvertible {
  /// What was not made, e.g. `diff image` or `side-by-side composite`.
  public let name: String
  /// The canvas it would have needed, in pixels.
  public let size: PixelSize
  /// The largest canvas allowed, in pixels (`width * height`).
  public let limit: Int

  /// Creates the description of an image that was not made.
  public init(name: String, size: PixelSize, limit: Int) {
    self.name = name
    self.size = size
    self.limit = limit
  }

  /// Nil when a `size` canvas is within `limit` pixels, else the image that must not be made.
  public static func check(_ name: String, size: PixelSize, limit: Int) -> ImageOverLimit? {
    size.pixelCount > limit ? ImageOverLimit(name: name, size: size, limit: limit) : nil
  }

  /// E.g. `the diff image would be 32767x32767 = 1073676289 px, over the limit of 100000000 px`.
  public var description: String {
    "the \(name) would be \(size) = \(size.pixelCount) px, over the limit of \(limit) px"
  }
}
