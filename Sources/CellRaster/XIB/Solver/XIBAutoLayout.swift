/// Frames of a XIB view tree at a cell size, solved from its constraints (see
/// `XIBConstraintBuilder`, `ConstraintSolver`).
public struct XIBSolvedLayout: Sendable {
  /// Frame per view id in root coordinates, points, snapped to the pixel grid.
  public var frames: [String: Rect]
  /// Ambiguous and unsatisfiable constraints, naming the views.
  public var warnings: [XIBWarning]
  /// The root's solved height, points, before snapping (a self-sizing cell's fitting height).
  public var height: Double
}

/// Solves a XIB's layout at a size and direction, the way Auto Layout does at run time.
public enum XIBAutoLayout {
  /// How often multi-line labels are measured again at their solved width: UIKit's second layout
  /// pass (a label whose `preferredMaxLayoutWidth` is automatic takes the width it was laid out
  /// at, and its intrinsic height follows). Two rounds settle every corpus cell; a third changes
  /// nothing there. Labels still moving after them (wrapped widths trading places with a
  /// neighbour's compression resistance at the same priority) keep the widths they were solved
  /// to and take their text's heights there (`XIBLayoutSession.layout`), so a label's frame is
  /// always as tall as its text at its width (a fresh-user trial's AX5 subtitle was 5 lines
  /// drawn for a width that needed 6).
  static let wrappingPasses = 2

  /// - Parameters:
  ///   - root: the top-level view (after data binding).
  ///   - size: the cell size, points (the height is ignored with `fitsHeight`).
  ///   - fitsHeight: size the height to the content (a self-sizing cell), else `size.height`.
  ///   - scale: pixels per point; frame edges snap to `round(v × scale) / scale` (half up), as
  ///     UIKit's engine rounds to the screen's pixels (IB stored frames snapped at the canvas
  ///     scale, e.g. y 6.25 → 6.5 at 2x in the Soundscape voice cell).
  ///   - contentViewMargins: the margins of a content view that sets none.
  ///   - intrinsicSizes: per view id, nil components for "no intrinsic metric", given the
  ///     widths of the multi-line labels (empty in the first pass).
  ///   - wrappingLabels: ids of labels whose intrinsic height depends on their width.
  ///   - baselines: offsets of text views' first and last baselines from their vertical centre,
  ///     points, in the first pass.
  ///   - baselinesAtWidths: the offsets again for the widths of the multi-line labels (nil: the
  ///     first-pass offsets stay).
  ///   - alignmentInsets: per view id, how far its frame extends beyond the alignment
  ///     rectangle that constraints and intrinsic sizes refer to (directional), points.
  /// - Throws: `XIBSolverError` (internal) when the simplex fails numerically; what
  ///   `intrinsicSizes` throws.
  public static func solve(
    _ root: XIBView, size: Size, fitsHeight: Bool = false, scale: Int, isRightToLeft: Bool,
    contentViewMargins: XIBLayoutMargins = .uiKitDefault,
    intrinsicSizes: ([String: Double]) throws -> [String: (width: Double?, height: Double?)],
    wrappingLabels: [String] = [],
    baselines: [String: (first: Double, last: Double)] = [:],
    baselinesAtWidths: (([String: Double]) throws -> [String: (first: Double, last: Double)])? = nil,
    alignmentInsets: [String: XIBLayoutMargins] = [:]
  ) throws -> XIBSolvedLayout {
    var session = try XIBLayoutSession(root, size: size, fitsHeight: fitsHeight, scale: scale, isRightToLeft: isRightToLeft,
                                       contentViewMargins: contentViewMargins, intrinsicSizes: try intrinsicSizes([:]),
                                       wrappingLabels: wrappingLabels, baselines: baselines, alignmentInsets: alignmentInsets)
    return try session.layout(intrinsicSizes: intrinsicSizes, baselines: baselinesAtWidths)
  }

  /// `solve` with fixed intrinsic sizes (no multi-line labels to measure again).
  public static func solve(
    _ root: XIBView, size: Size, scale: Int, isRightToLeft: Bool,
    intrinsicSizes: [String: (width: Double?, height: Double?)],
    baselines: [String: (first: Double, last: Double)] = [:]
  ) throws -> XIBSolvedLayout {
    try solve(root, size: size, scale: scale, isRightToLeft: isRightToLeft, intrinsicSizes: { _ in intrinsicSizes },
              baselines: baselines)
  }
}
