/// VoiceOver's geometric comparison of two sibling frames (reference/accessibility.md §2.2,
/// AccessibilitySnapshot's `sortedElements`), shared by the element order (`ReadingOrder` in
/// A11yTree) and the words of a label UIKit joins from a cell's views (`XIBCellLayout`), so the
/// two never disagree about which of two views comes first.
///
/// Frames are compared by their origins (top-left corners, points, in one coordinate space):
/// when the y origins differ by at least ``rowTolerance``, the higher one (smaller y) comes
/// first; otherwise they are on one row and the leading one comes first: smaller x in
/// left-to-right, larger x in right-to-left (still the left edge, never the trailing edge).
public struct GeometricOrder: Hashable, Sendable {
  /// The app's global layout direction.
  public let layoutDirection: LayoutDirection
  /// The device idiom; decides ``rowTolerance``.
  public let idiom: UserInterfaceIdiom

  /// Creates an order for a direction (default left-to-right) and idiom (default phone).
  public init(layoutDirection: LayoutDirection = .leftToRight, idiom: UserInterfaceIdiom = .phone) {
    self.layoutDirection = layoutDirection
    self.idiom = idiom
  }

  /// The order for a render environment's direction and idiom.
  public init(environment: RenderEnvironment) {
    self.init(layoutDirection: environment.layoutDirection, idiom: environment.idiom)
  }

  /// How far apart (points) two y origins must be for the frames to be on different rows:
  /// 8 pt on phone, 13 pt on pad (reference/accessibility.md §2.2; "derived via experimentation"
  /// by AccessibilitySnapshot, PR #242 for phone and PR #244 for pad).
  public var rowTolerance: Double {
    switch idiom {
    case .phone: 8
    case .pad: 13
    }
  }

  /// True when a frame with origin `a` comes before one with origin `b`. Not transitive (A y=8,
  /// B y=0, C y=-8 on pad: A≈B, B≈C, but C before A): sort with the standard library's
  /// `sorted(by:)` on the discovery order, as AccessibilitySnapshot does.
  public func readsBefore(_ a: Rect, _ b: Rect) -> Bool {
    if a.minY != b.minY, abs(a.minY - b.minY) >= rowTolerance {
      return a.minY < b.minY
    }
    switch layoutDirection {
    case .leftToRight: return a.minX < b.minX
    case .rightToLeft: return a.minX > b.minX
    }
  }
}
