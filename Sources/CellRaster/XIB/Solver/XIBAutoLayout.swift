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
  /// nothing there.
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
    alignmentInsets: [String: XIBLayoutMargins] = [:]
  ) throws -> XIBSolvedLayout {
    let first = try intrinsicSizes([:])
    var builder = XIBConstraintBuilder(rootWidth: size.width, isRightToLeft: isRightToLeft, intrinsicSizes: first,
                                       contentViewMargins: contentViewMargins)
    builder.declare(root, parent: nil)
    builder.variables.baselines = baselines
    builder.fixRoot(root, size: size, fitsHeight: fitsHeight)
    builder.build(root, parent: nil)
    // Preferred values (a tie-break for ambiguous variables only): IB's stored frames in root
    // coordinates, as IB draws a view whose layout is ambiguous.
    var preferred = [Double](repeating: 0, count: builder.solver.variableCount)
    var stored: [String: Rect] = [:]
    func storeFrames(_ view: XIBView, origin: Point) {
      let frame = view.frame.offsetBy(dx: origin.x, dy: origin.y)
      stored[view.id] = frame
      for sub in view.subviews { storeFrames(sub, origin: frame.origin) }
    }
    storeFrames(root, origin: .zero)
    for (id, v) in builder.variables.views {
      guard let frame = stored[id] else { continue }
      preferred[v.u] = isRightToLeft ? size.width - frame.maxX : frame.minX
      preferred[v.y] = frame.minY
      preferred[v.width] = frame.width
      preferred[v.height] = frame.height
    }
    // The intrinsic-size edit variables prefer their own values.
    for (id, edits) in builder.intrinsicVariables {
      if let k = edits.width, let value = first[id]?.width { preferred[k] = value }
      if let k = edits.height, let value = first[id]?.height { preferred[k] = value }
    }
    var solution = try builder.solver.solve(preferred: preferred, findAmbiguity: wrappingLabels.isEmpty)
    // UIKit's second pass: multi-line labels wrap at the width they got; their intrinsic sizes
    // are measured again there and the layout re-solved from where it was.
    var widths: [String: Double] = [:]
    for _ in 0..<(wrappingLabels.isEmpty ? 0 : Self.wrappingPasses) {
      let solved = Dictionary(uniqueKeysWithValues: wrappingLabels.map { id in (id, solution.values[builder.variables.v(id).width]) })
      guard solved.contains(where: { abs((widths[$0.key] ?? -1) - $0.value) > 1e-6 }) else { break }
      widths = solved
      let sizes = try intrinsicSizes(widths)
      var suggestions: [(variable: Int, value: Double)] = []
      for id in wrappingLabels {
        guard let edits = builder.intrinsicVariables[id], let size = sizes[id] else { continue }
        if let k = edits.width, let value = size.width { suggestions.append((k, value)) }
        if let k = edits.height, let value = size.height { suggestions.append((k, value)) }
      }
      solution = try builder.solver.suggest(suggestions, findAmbiguity: false)
    }
    if !wrappingLabels.isEmpty { solution = try builder.solver.suggest([]) }
    var warnings = builder.warnings
    let byID = Dictionary(root.allViews.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    for broken in solution.broken {
      let constraint = broken.constraint
      let names = constraint.views.compactMap { byID[$0]?.displayName }.joined(separator: ", ")
      let others = broken.conflicting.map(\.source)
      let shown = others.prefix(6).joined(separator: "; ") + (others.count > 6 ? "; and \(others.count - 6) more" : "")
      warnings.append(XIBWarning(rule: "xib.unsatisfiable", viewID: constraint.views.first ?? root.id,
                                 element: byID[constraint.views.first ?? ""]?.reference ?? root.reference,
                                 message: "unable to simultaneously satisfy constraints: \(constraint.source) involving \(names) "
                                   + "conflicts with \(shown.isEmpty ? "the required constraints" : shown); it was broken"))
    }
    var frames: [String: Rect] = [:]
    let s = Double(scale)
    func snap(_ value: Double) -> Double { (value * s + 0.5).rounded(.down) / s }
    for view in root.allViews {
      let v = builder.variables.v(view.id)
      // The solver places alignment rectangles; the frame is the alignment rectangle grown by
      // the view's alignment rect insets (UIKit reference, `alignmentRectInsets`).
      let inset = alignmentInsets[view.id]
      let u = solution.values[v.u] - (inset?.leading ?? 0), y = solution.values[v.y] - (inset?.top ?? 0)
      let w = solution.values[v.width] + (inset.map { $0.leading + $0.trailing } ?? 0)
      let h = solution.values[v.height] + (inset.map { $0.top + $0.bottom } ?? 0)
      let minX = isRightToLeft ? size.width - (u + w) : u
      let x0 = snap(minX), x1 = snap(minX + w), y0 = snap(y), y1 = snap(y + h)
      frames[view.id] = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
      let free = [("x", v.u), ("y", v.y), ("width", v.width), ("height", v.height)]
        .filter { solution.ambiguousVariables.contains($0.1) }.map(\.0)
      if !free.isEmpty, !view.isHidden {
        warnings.append(XIBWarning(rule: "xib.ambiguous", viewID: view.id, element: view.reference,
                                   message: "ambiguous layout: the constraints do not determine \(free.joined(separator: ", ")) of \(view.displayName); IB's stored frame is used"))
      }
    }
    let rootHeight = solution.values[builder.variables.v(root.id).height]
    return XIBSolvedLayout(frames: frames, warnings: warnings, height: rootHeight)
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
