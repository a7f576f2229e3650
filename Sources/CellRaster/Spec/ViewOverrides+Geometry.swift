/// Decoding of the geometry keys of a view's `overrides` entry: `accessibilityFrame` and
/// `accessibilityPath`, in points in the cell's (root's) coordinate space, origin top-left.
///
/// - `accessibilityFrame`: `{"x": 16, "y": 8, "width": 44, "height": 44}`; all four keys
///   required; x and y -100,000–100,000, width and height 0–100,000.
/// - `accessibilityPath`: a polygon `[[x, y], [x, y], [x, y], …]` (3–1,000 points, each
///   -100,000–100,000), or a rounded rectangle `{"rect": {x, y, width, height}, "cornerRadius": 8}`
///   (`cornerRadius` 0–100,000, default 0).
///
/// Numbers are checked as the XIB reader checks lengths (±100,000 pt, `XIBNumber.points`): a
/// hostile spec cannot place an element at 1e300 pt.
extension ViewOverrides {
  /// Coordinates: -100,000–100,000 pt.
  static let coordinates: ClosedRange<Double> = -100_000...100_000
  /// Sizes and radii: 0–100,000 pt.
  static let lengths: ClosedRange<Double> = 0...100_000

  /// `{"x", "y", "width", "height"}` in points.
  /// - Throws: `SpecError.invalid` at the path: not an object, an unknown or missing key, a
  ///   number out of range (a negative size included).
  static func rect(_ cursor: JSONCursor) throws -> Rect {
    let keys = ["x", "y", "width", "height"]
    let m = try cursor.object(allowedKeys: keys)
    func value(_ key: String, _ range: ClosedRange<Double>) throws -> Double {
      guard let v = m[key] else {
        throw cursor.error("missing key '\(key)' (expected {\"x\", \"y\", \"width\", \"height\"} in points)")
      }
      return try v.number(in: range, unit: "pt")
    }
    return Rect(x: try value("x", coordinates), y: try value("y", coordinates),
                width: try value("width", lengths), height: try value("height", lengths))
  }

  /// A polygon `[[x, y], …]` or a rounded rectangle `{"rect": {…}, "cornerRadius": r}`.
  /// - Throws: `SpecError.invalid` at the path: another type, fewer than 3 or more than 1,000
  ///   points, a point that is not `[x, y]`, a number out of range, an unknown key or no `rect`.
  static func path(_ cursor: JSONCursor) throws -> AccessibilityPath {
    switch cursor.value {
    case .array:
      let items = try cursor.array()
      let minimum = AccessibilityPath.minimumPolygonPoints
      let maximum = AccessibilityPath.maximumPolygonPoints
      guard items.count >= minimum, items.count <= maximum else {
        throw cursor.error("a polygon needs \(minimum)–\(maximum) points [x, y], got \(items.count)")
      }
      return .polygon(try items.map(point))
    case .object:
      let m = try cursor.object(allowedKeys: ["rect", "cornerRadius"])
      guard let rect = m["rect"] else {
        throw cursor.error("missing key 'rect' (expected {\"rect\": {\"x\", \"y\", \"width\", \"height\"}, \"cornerRadius\": points})")
      }
      let radius = try m["cornerRadius"].map { try $0.number(in: lengths, unit: "pt") } ?? 0
      return .roundedRect(try Self.rect(rect), cornerRadius: radius)
    default:
      throw cursor.error("expected a polygon [[x, y], …] or {\"rect\": {…}, \"cornerRadius\": r}, got \(cursor.value.typeName)")
    }
  }

  private static func point(_ cursor: JSONCursor) throws -> Point {
    let pair = try cursor.array()
    guard pair.count == 2 else { throw cursor.error("expected a point [x, y], got \(pair.count) items") }
    return Point(x: try pair[0].number(in: coordinates, unit: "pt"),
                 y: try pair[1].number(in: coordinates, unit: "pt"))
  }
}
