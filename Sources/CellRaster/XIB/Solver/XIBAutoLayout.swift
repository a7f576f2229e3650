/// Frames of a XIB view tree at a cell size, solved from its constraints (see
/// `XIBConstraintBuilder`, `ConstraintSolver`).
public struct XIBSolvedLayout: Sendable {
  /// Frame per view id in root coordinates, points, snapped to the pixel grid.
  public var frames: [String: Rect]
  /// Ambiguous and unsatisfiable constraints, naming the views.
  public var warnings: [XIBWarning]
}

/// Solves a XIB's layout at a size and direction, the way Auto Layout does at run time.
public enum XIBAutoLayout {
  /// - Parameters:
  ///   - root: the top-level view (after data binding).
  ///   - size: the cell size, points.
  ///   - scale: pixels per point; frame edges snap to `round(v × scale) / scale` (half up), as
  ///     UIKit's engine rounds to the screen's pixels (IB stored frames snapped at the canvas
  ///     scale, e.g. y 6.25 → 6.5 at 2x in the Soundscape voice cell).
  ///   - intrinsicSizes: per view id, nil components for "no intrinsic metric".
  /// - Throws: `XIBSolverError` (internal) when the linear programs fail numerically.
  public static func solve(
    _ root: XIBView, size: Size, scale: Int, isRightToLeft: Bool,
    intrinsicSizes: [String: (width: Double?, height: Double?)],
    baselines: [String: (first: Double, last: Double)] = [:]
  ) throws -> XIBSolvedLayout {
    var builder = XIBConstraintBuilder(rootWidth: size.width, isRightToLeft: isRightToLeft, intrinsicSizes: intrinsicSizes)
    builder.declare(root, parent: nil)
    builder.variables.baselines = baselines
    builder.fixRoot(root, size: size)
    builder.build(root, parent: nil)
    // Preferred values (for ambiguous variables only): IB's stored frames in root coordinates.
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
      let u = isRightToLeft ? size.width - frame.maxX : frame.minX
      preferred[v.u] = u
      preferred[v.y] = frame.minY
      preferred[v.width] = frame.width
      preferred[v.height] = frame.height
    }
    let solution = try builder.solver.solve(preferred: preferred)
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
      let u = solution.values[v.u], y = solution.values[v.y]
      let w = solution.values[v.width], h = solution.values[v.height]
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
    return XIBSolvedLayout(frames: frames, warnings: warnings)
  }
}
