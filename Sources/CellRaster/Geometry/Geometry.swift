/// A point in points (pt), origin top-left, y growing downwards (UIKit's coordinate space).
public struct Point: Hashable, Sendable, Codable {
  /// Horizontal position in points.
  public var x: Double
  /// Vertical position in points.
  public var y: Double

  /// Creates a point; coordinates are in points.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin (0, 0).
  public static let zero = Point(x: 0, y: 0)
}

/// A width and height in points (pt).
public struct Size: Hashable, Sendable, Codable {
  /// Width in points.
  public var width: Double
  /// Height in points.
  public var height: Double

  /// Creates a size; values are in points.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// 0 x 0.
  public static let zero = Size(width: 0, height: 0)
}

/// A rectangle in points (pt), origin top-left, like `CGRect` in UIKit.
public struct Rect: Hashable, Sendable, Codable {
  /// Top-left corner in points.
  public var origin: Point
  /// Extent in points; never negative for rectangles built by layout.
  public var size: Size

  /// Creates a rectangle from an origin and a size, both in points.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its components in points.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// Left edge (`minX`), in points.
  public var minX: Double { origin.x }
  /// Top edge (`minY`), in points.
  public var minY: Double { origin.y }
  /// Right edge (`maxX`), in points.
  public var maxX: Double { origin.x + size.width }
  /// Bottom edge (`maxY`), in points.
  public var maxY: Double { origin.y + size.height }
  /// Horizontal centre, in points.
  public var midX: Double { origin.x + size.width / 2 }
  /// Vertical centre, in points.
  public var midY: Double { origin.y + size.height / 2 }
  /// Width, in points.
  public var width: Double { size.width }
  /// Height, in points.
  public var height: Double { size.height }

  /// The same rectangle moved by `dx`, `dy` points.
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
  }

  /// This rectangle mirrored horizontally inside a container of `containerWidth` points
  /// (right-to-left layout): `x' = containerWidth - maxX`.
  public func mirrored(inWidth containerWidth: Double) -> Rect {
    Rect(x: containerWidth - maxX, y: origin.y, width: size.width, height: size.height)
  }

  /// The smallest rectangle containing both; an empty operand is ignored.
  public func union(_ other: Rect) -> Rect {
    if size.width <= 0 && size.height <= 0 { return other }
    if other.size.width <= 0 && other.size.height <= 0 { return self }
    let x0 = min(minX, other.minX)
    let y0 = min(minY, other.minY)
    return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
  }
}

/// Insets in points, per edge, in the physical (left/right) sense.
public struct EdgeInsets: Hashable, Sendable, Codable {
  /// Top inset, points.
  public var top: Double
  /// Left inset, points.
  public var left: Double
  /// Bottom inset, points.
  public var bottom: Double
  /// Right inset, points.
  public var right: Double

  /// Creates insets; all values in points.
  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No inset.
  public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
