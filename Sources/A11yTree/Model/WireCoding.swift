import CellRaster

/// Rectangles on the wire as `[[x, y], [width, height]]` in points, the shape of
/// AccessibilitySnapshotModel (reference/accessibility.md §2.6).
enum FrameCoding {
  /// `[[x, y], [w, h]]` with every number cleaned by ``clean(_:)``.
  static func pairs(_ rect: Rect) -> [[Double]] {
    [[clean(rect.minX), clean(rect.minY)], [clean(rect.width), clean(rect.height)]]
  }

  /// A number safe to write: non-finite becomes 0 (so JSON never fails, as in AS's model) and
  /// negative zero becomes 0 (so "-0" never appears).
  static func clean(_ value: Double) -> Double {
    value.isFinite ? value + 0 : 0
  }

  /// A rectangle whose components are all finite; otherwise the zero rectangle (§2.6: non-finite
  /// geometry is replaced by zero rects).
  static func finite(_ rect: Rect) -> Rect {
    let parts = [rect.minX, rect.minY, rect.width, rect.height]
    guard parts.allSatisfy(\.isFinite) else { return .zero }
    return Rect(x: rect.minX + 0, y: rect.minY + 0, width: rect.width + 0, height: rect.height + 0)
  }

  static func decode<Key: CodingKey>(
    from container: KeyedDecodingContainer<Key>, forKey key: Key
  ) throws -> Rect {
    let pairs = try container.decode([[Double]].self, forKey: key)
    guard pairs.count == 2, pairs[0].count == 2, pairs[1].count == 2 else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: container, debugDescription: "a frame is [[x, y], [width, height]]")
    }
    return Rect(x: pairs[0][0], y: pairs[0][1], width: pairs[1][0], height: pairs[1][1])
  }
}

/// Traits on the wire as the names array of reference/accessibility.md §2.4
/// (`AccessibilityTraits.nameList`; unknown bits as `unknown(<raw>)`).
enum TraitNamesCoding {
  static func decode<Key: CodingKey>(
    from container: KeyedDecodingContainer<Key>, forKey key: Key
  ) throws -> AccessibilityTraits {
    let names = try container.decodeIfPresent([String].self, forKey: key) ?? []
    var traits: AccessibilityTraits = []
    for name in names {
      if let trait = AccessibilityTraits(name: name) {
        traits.insert(trait)
      } else if name.hasPrefix("unknown("), name.hasSuffix(")"),
        let raw = UInt64(name.dropFirst("unknown(".count).dropLast())
      {
        traits.insert(AccessibilityTraits(rawValue: raw))
      } else {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: container, debugDescription: "unknown trait name '\(name)'")
      }
    }
    return traits
  }
}

/// An `accessibilityPath` on the wire: `{"type": "polygon", "points": [[x, y], …]}` or
/// `{"type": "roundedRect", "frame": [[x, y], [w, h]], "cornerRadius": r}`, points, every number
/// cleaned by ``FrameCoding/clean(_:)``.
enum PathCoding {
  private struct Wire: Codable {
    var type: String
    var points: [[Double]]?
    var frame: [[Double]]?
    var cornerRadius: Double?
  }

  static func encode<Key: CodingKey>(
    _ path: AccessibilityPath, to container: inout KeyedEncodingContainer<Key>, forKey key: Key
  ) throws {
    let wire: Wire
    switch path {
    case .polygon(let points):
      wire = Wire(
        type: "polygon", points: points.map { [FrameCoding.clean($0.x), FrameCoding.clean($0.y)] })
    case .roundedRect(let rect, let radius):
      wire = Wire(
        type: "roundedRect", frame: FrameCoding.pairs(rect),
        cornerRadius: FrameCoding.clean(radius))
    }
    try container.encode(wire, forKey: key)
  }

  static func decodeIfPresent<Key: CodingKey>(
    from container: KeyedDecodingContainer<Key>, forKey key: Key
  ) throws -> AccessibilityPath? {
    guard let wire = try container.decodeIfPresent(Wire.self, forKey: key) else { return nil }
    func corrupt(_ message: String) -> DecodingError {
      DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: message)
    }
    switch wire.type {
    case "polygon":
      guard let points = wire.points, points.count >= AccessibilityPath.minimumPolygonPoints,
        points.allSatisfy({ $0.count == 2 })
      else { throw corrupt("a polygon path has \"points\": three or more [x, y]") }
      return .polygon(points.map { Point(x: $0[0], y: $0[1]) })
    case "roundedRect":
      guard let pairs = wire.frame, pairs.count == 2, pairs[0].count == 2, pairs[1].count == 2
      else { throw corrupt("a roundedRect path has \"frame\": [[x, y], [width, height]]") }
      return .roundedRect(
        Rect(x: pairs[0][0], y: pairs[0][1], width: pairs[1][0], height: pairs[1][1]),
        cornerRadius: wire.cornerRadius ?? 0)
    default:
      throw corrupt("unknown path type '\(wire.type)' (allowed: polygon, roundedRect)")
    }
  }
}
