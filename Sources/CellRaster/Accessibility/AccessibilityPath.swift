/// `accessibilityPath`: the outline VoiceOver draws its focus cursor along instead of the
/// accessibility frame's rectangle (a `UIBezierPath` in UIKit). It changes nothing else: the
/// accessibility frame still decides the VoiceOver order and the hit area
/// (reference/accessibility.md §2.2: the sort rectangle is the frame, never the path).
///
/// Coordinates are points in the cell's (root's) coordinate space, like the accessibility frame
/// (UIKit takes the path in screen coordinates, as the app computes it after layout), so a path
/// is never mirrored for right-to-left layouts.
public enum AccessibilityPath: Hashable, Sendable {
  /// A closed polygon through these points, in order (at least ``minimumPolygonPoints``, at most
  /// ``maximumPolygonPoints``), filled by the non-zero winding rule as `UIBezierPath` fills.
  case polygon([Point])
  /// `UIBezierPath(roundedRect:cornerRadius:)`: `rect` with corners rounded by `cornerRadius`
  /// points (0 = square corners; as in UIKit, a radius over half the shorter side is drawn as half
  /// the shorter side).
  case roundedRect(Rect, cornerRadius: Double)

  /// Fewest points of a polygon: 3 (fewer enclose no area).
  public static let minimumPolygonPoints = 3
  /// Most points of a polygon: 1,000, so a hostile spec cannot make the overlay draw for minutes
  /// (snapcheck's own limit; real outlines have a handful).
  public static let maximumPolygonPoints = 1000

  /// The smallest rectangle containing the path, points (a rounded rectangle's `rect`).
  public var bounds: Rect {
    switch self {
    case .roundedRect(let rect, _):
      return rect
    case .polygon(let points):
      guard let first = points.first else { return .zero }
      var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
      for point in points.dropFirst() {
        minX = min(minX, point.x)
        maxX = max(maxX, point.x)
        minY = min(minY, point.y)
        maxY = max(maxY, point.y)
      }
      return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
  }
}
