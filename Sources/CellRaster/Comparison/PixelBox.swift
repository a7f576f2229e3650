/// An axis-aligned rectangle of whole pixels, origin top-left, y downwards.
public struct PixelBox: Hashable, Sendable, CustomStringConvertible {
  /// Left column, in pixels from the left edge.
  public var x: Int
  /// Top row, in pixels from the top edge.
  public var y: Int
  /// Width in pixels (≥ 1 for a box that holds a pixel).
  public var width: Int
  /// Height in pixels.
  public var height: Int

  /// Creates a box from its origin and extent, all in pixels.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// `x,y wxh`, e.g. `12,40 30x8`.
  public var description: String { "\(x),\(y) \(width)x\(height)" }
}

/// Accumulates the bounding box of a set of pixels.
struct PixelBoxBuilder {
  private var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min

  @inline(__always)
  mutating func add(x: Int, y: Int) {
    if x < minX { minX = x }
    if x > maxX { maxX = x }
    if y < minY { minY = y }
    if y > maxY { maxY = y }
  }

  /// Adds every pixel of `box`.
  mutating func add(_ box: PixelBox) {
    guard box.width > 0, box.height > 0 else { return }
    add(x: box.x, y: box.y)
    add(x: box.x + box.width - 1, y: box.y + box.height - 1)
  }

  /// The box, or nil when no pixel was added.
  var box: PixelBox? {
    minX <= maxX ? PixelBox(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1) : nil
  }
}
