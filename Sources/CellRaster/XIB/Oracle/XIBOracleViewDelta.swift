/// One view of a XIB laid out at IB's canvas size: the frame snapcheck solved against the frame
/// IB stored (`<rect key="frame">`, Apple's Auto Layout solution at that size), both in the root
/// view's coordinates, points.
public struct XIBOracleViewDelta: Hashable, Sendable {
  /// The XIB object id.
  public var viewID: String
  /// `XIBView.displayName`: element, user label and id, for reports.
  public var displayName: String
  /// IB's stored frame converted to root coordinates, points.
  public var stored: Rect
  /// snapcheck's solved frame (the layout tree's), root coordinates, points.
  public var solved: Rect
  /// True when the view's size depends on text measurement (`XIBOracleTextDependence`).
  public var isTextDependent: Bool
  /// True when the stored frame breaks one of the XIB's own required constraints (or hangs on
  /// a frame that does), so it cannot be Apple's layout (`XIBOracleStaleFrames`).
  public var isStale: Bool

  public init(viewID: String, displayName: String, stored: Rect, solved: Rect, isTextDependent: Bool, isStale: Bool = false) {
    self.viewID = viewID
    self.displayName = displayName
    self.stored = stored
    self.solved = solved
    self.isTextDependent = isTextDependent
    self.isStale = isStale
  }

  /// Solved minus stored x, points.
  public var dx: Double { solved.minX - stored.minX }
  /// Solved minus stored y, points.
  public var dy: Double { solved.minY - stored.minY }
  /// Solved minus stored width, points.
  public var dw: Double { solved.width - stored.width }
  /// Solved minus stored height, points.
  public var dh: Double { solved.height - stored.height }

  /// The tolerance of the oracle figures: 1 pt (inclusive; 1e-9 pt absorbs floating-point noise).
  public static let tolerance = 1.0

  /// True when |dx| and |dy| are at most `tolerance` points.
  public func isPositionWithin(_ tolerance: Double = Self.tolerance) -> Bool {
    abs(dx) <= tolerance + 1e-9 && abs(dy) <= tolerance + 1e-9
  }

  /// True when all four of |dx|, |dy|, |dw|, |dh| are at most `tolerance` points.
  public func isFrameWithin(_ tolerance: Double = Self.tolerance) -> Bool {
    isPositionWithin(tolerance) && abs(dw) <= tolerance + 1e-9 && abs(dh) <= tolerance + 1e-9
  }
}
