/// A XIB view tree's constraint system, kept after it is solved, so that the same cell with
/// other content (the next row of a list: other texts, so other intrinsic sizes) is re-solved
/// from the last solution by moving the intrinsic-size edit variables (the dual simplex of
/// `CassowarySolver.suggestValue`) instead of being built and solved again, as UITableView reuses
/// one cell and UIKit updates the constants of its content-size constraints.
///
/// Valid for one view tree structure (the same views hidden) at one size and direction; the
/// caller keeps one per structure (`structure`).
public struct XIBLayoutSession {
  /// The ids of the hidden views of the tree it was built for.
  public let structure: Set<String>
  private let root: XIBView
  private let size: Size
  private let fitsHeight: Bool
  private let scale: Int
  private let isRightToLeft: Bool
  private let contentViewMargins: XIBLayoutMargins
  private let wrappingLabels: [String]
  private let alignmentInsets: [String: XIBLayoutMargins]
  /// The baseline offsets the system was built with. They are constants of its constraints
  /// (a required baseline constraint must stay required, so that a conflict is broken and
  /// reported as UIKit does), so new offsets mean building it again.
  private var baselines: [String: (first: Double, last: Double)]
  private var builder: XIBConstraintBuilder
  private var solution: ConstraintSolution
  /// False until `layout` ran once: the first layout uses the sizes the session was built with.
  private var used = false

  /// Builds the constraints (see `XIBAutoLayout.solve` for the parameters) and solves them with
  /// the first intrinsic sizes.
  /// - Throws: `XIBSolverError` (internal) when the simplex fails numerically.
  public init(_ root: XIBView, size: Size, fitsHeight: Bool, scale: Int, isRightToLeft: Bool,
              contentViewMargins: XIBLayoutMargins, intrinsicSizes first: [String: (width: Double?, height: Double?)],
              wrappingLabels: [String], baselines: [String: (first: Double, last: Double)],
              alignmentInsets: [String: XIBLayoutMargins]) throws {
    self.root = root
    self.size = size
    self.fitsHeight = fitsHeight
    self.scale = scale
    self.isRightToLeft = isRightToLeft
    self.contentViewMargins = contentViewMargins
    self.wrappingLabels = wrappingLabels
    self.alignmentInsets = alignmentInsets
    self.baselines = baselines
    structure = Set(root.allViews.filter(\.isHidden).map(\.id))
    (builder, solution) = try Self.solved(root, size: size, fitsHeight: fitsHeight, isRightToLeft: isRightToLeft,
                                          contentViewMargins: contentViewMargins, intrinsicSizes: first, baselines: baselines,
                                          alignmentInsets: alignmentInsets, findAmbiguity: wrappingLabels.isEmpty)
  }

  /// Builds the constraint system and solves it.
  private static func solved(_ root: XIBView, size: Size, fitsHeight: Bool, isRightToLeft: Bool,
                             contentViewMargins: XIBLayoutMargins, intrinsicSizes first: [String: (width: Double?, height: Double?)],
                             baselines: [String: (first: Double, last: Double)], alignmentInsets: [String: XIBLayoutMargins],
                             findAmbiguity: Bool) throws -> (XIBConstraintBuilder, ConstraintSolution) {
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
      // The variables are the alignment rectangle: the stored frame less its insets.
      let inset = alignmentInsets[id] ?? XIBLayoutMargins(top: 0, leading: 0, bottom: 0, trailing: 0, isDirectional: true)
      preferred[v.u] = (isRightToLeft ? size.width - frame.maxX : frame.minX) + inset.leading
      preferred[v.y] = frame.minY + inset.top
      preferred[v.width] = frame.width - inset.leading - inset.trailing
      preferred[v.height] = frame.height - inset.top - inset.bottom
    }
    // The intrinsic-size edit variables prefer their own values.
    for (id, edits) in builder.intrinsicVariables {
      if let k = edits.width, let value = first[id]?.width { preferred[k] = value }
      if let k = edits.height, let value = first[id]?.height { preferred[k] = value }
    }
    let solution = try builder.solver.solve(preferred: preferred, findAmbiguity: findAmbiguity)
    return (builder, solution)
  }

  /// Takes the offsets `new` of the views `ids`; when one of them that a constraint uses changed
  /// (by more than 1e-9 pt, or appeared or disappeared: a text that became empty has none),
  /// builds and solves the system again with `sizes` and returns true.
  private mutating func rebuildIfBaselinesChanged(_ new: [String: (first: Double, last: Double)], ids: [String],
                                                  sizes: [String: (width: Double?, height: Double?)],
                                                  findAmbiguity: Bool) throws -> Bool {
    let used = builder.variables.baselineUses.ids
    var changed = false
    for id in ids {
      let old = baselines[id], value = new[id]
      let same = switch (old, value) {
      case (nil, nil): true
      case let (a?, b?): abs(a.first - b.first) <= 1e-9 && abs(a.last - b.last) <= 1e-9
      default: false
      }
      if !same {
        baselines[id] = value
        if used.contains(id) { changed = true }
      }
    }
    guard changed else { return false }
    (builder, solution) = try Self.solved(root, size: size, fitsHeight: fitsHeight, isRightToLeft: isRightToLeft,
                                          contentViewMargins: contentViewMargins, intrinsicSizes: sizes, baselines: baselines,
                                          alignmentInsets: alignmentInsets, findAmbiguity: findAmbiguity)
    return true
  }

  /// The frames for the content whose intrinsic sizes `intrinsicSizes` gives (for the widths
  /// of the multi-line labels; empty = first pass). The first call lays out the content the
  /// session was built with; later calls move every intrinsic size to the new content first.
  /// - Parameter baselines: the text views' baseline offsets for the same widths (nil: the
  ///   offsets the session was built with stay). When an offset that a constraint uses changes,
  ///   the system is built again (rare: a baseline-aligned label that wraps to another number of
  ///   lines, or whose text becomes empty).
  /// - Throws: what `intrinsicSizes` and `baselines` throw; `XIBSolverError`.
  public mutating func layout(intrinsicSizes: ([String: Double]) throws -> [String: (width: Double?, height: Double?)],
                              baselines: (([String: Double]) throws -> [String: (first: Double, last: Double)])? = nil)
    throws -> XIBSolvedLayout {
    if used {
      let sizes = try intrinsicSizes([:])
      let rebuilt = try baselines.map {
        try rebuildIfBaselinesChanged(try $0([:]), ids: Array(Set(self.baselines.keys).union(builder.variables.baselineUses.ids)),
                                      sizes: sizes, findAmbiguity: wrappingLabels.isEmpty)
      } ?? false
      if !rebuilt {
        solution = try builder.solver.suggest(suggestions(for: sizes, ids: Array(builder.intrinsicVariables.keys)),
                                              findAmbiguity: wrappingLabels.isEmpty)
      }
    }
    used = true
    // UIKit's second pass: multi-line labels wrap at the width they got; their intrinsic sizes
    // are measured again there and the layout re-solved from where it was.
    var widths: [String: Double] = [:]
    for _ in 0..<(wrappingLabels.isEmpty ? 0 : XIBAutoLayout.wrappingPasses) {
      let solved = Dictionary(uniqueKeysWithValues: wrappingLabels.map { id in (id, solution.values[builder.variables.v(id).width]) })
      guard solved.contains(where: { abs((widths[$0.key] ?? -1) - $0.value) > 1e-6 }) else { break }
      widths = solved
      let sizes = try intrinsicSizes(widths)
      let rebuilt = try baselines.map {
        try rebuildIfBaselinesChanged(try $0(widths), ids: wrappingLabels, sizes: sizes, findAmbiguity: false)
      } ?? false
      if !rebuilt {
        solution = try builder.solver.suggest(suggestions(for: sizes, ids: wrappingLabels), findAmbiguity: false)
      }
    }
    // Still moving after the last round (labels whose wrapped widths and a neighbour's
    // compression resistance keep trading places): the labels keep the widths they were solved
    // to, and take the heights of their text at those widths, so no label is drawn taller or
    // shorter than its frame.
    let final = Dictionary(uniqueKeysWithValues: wrappingLabels.map { id in (id, solution.values[builder.variables.v(id).width]) })
    if final.contains(where: { abs((widths[$0.key] ?? -1) - $0.value) > 1e-6 }) {
      let sizes = try intrinsicSizes(final).mapValues { $0 }
      var pinned = sizes
      for (id, width) in final { pinned[id] = (width: width, height: sizes[id]?.height) }
      let rebuilt = try baselines.map {
        try rebuildIfBaselinesChanged(try $0(final), ids: wrappingLabels, sizes: pinned, findAmbiguity: false)
      } ?? false
      if !rebuilt {
        solution = try builder.solver.suggest(suggestions(for: pinned, ids: wrappingLabels), findAmbiguity: false)
      }
    }
    if !wrappingLabels.isEmpty { solution = try builder.solver.suggest([]) }
    return solvedLayout()
  }

  /// Edit-variable moves that give the views `ids` the sizes `sizes`.
  private func suggestions(for sizes: [String: (width: Double?, height: Double?)], ids: [String]) -> [(variable: Int, value: Double)] {
    var result: [(variable: Int, value: Double)] = []
    for id in ids.sorted() {
      guard let edits = builder.intrinsicVariables[id], let size = sizes[id] else { continue }
      if let k = edits.width, let value = size.width { result.append((k, value)) }
      if let k = edits.height, let value = size.height { result.append((k, value)) }
    }
    return result
  }

  /// Frames (snapped to the pixel grid), warnings and the root height of the current solution.
  private func solvedLayout() -> XIBSolvedLayout {
    var warnings = builder.warnings
    let byID = Dictionary(root.allViews.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    for broken in solution.broken {
      let constraint = broken.constraint
      // Ids, labels and sources come from the XIB: each is clipped (EchoedValue), so a 3,000-character
      // constraint id stays a short warning in results.json and the report.
      let names = constraint.views.compactMap { byID[$0].map { EchoedValue.excerpt($0.displayName, limit: 120, escapingQuotes: false) } }.joined(separator: ", ")
      let others = broken.conflicting.map { EchoedValue.excerpt($0.source, limit: 120, escapingQuotes: false) }
      let shown = others.prefix(6).joined(separator: "; ") + (others.count > 6 ? "; and \(others.count - 6) more" : "")
      warnings.append(XIBWarning(rule: "xib.unsatisfiable", viewID: constraint.views.first ?? root.id,
                                 element: byID[constraint.views.first ?? ""]?.reference ?? root.reference,
                                 message: "unable to simultaneously satisfy constraints: \(EchoedValue.excerpt(constraint.source, limit: 120, escapingQuotes: false)) involving \(names) "
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
      // Auto Layout has no implicit "size >= 0": views that compete for too little room at equal
      // compression resistance can be solved to a negative size, which draws nothing (a fresh-user
      // trial's switch went to -73 pt beside two long labels, with no other sign).
      let negative = [("width", w), ("height", h)].filter { $0.1 < -0.5 }
      if let (dimension, value) = negative.first, !view.isHidden {
        warnings.append(XIBWarning(rule: "xib.negative-size", viewID: view.id, element: view.reference,
                                   message: "\(view.displayName) is solved to a negative \(dimension) (\(JSONCursor.format((value * 100).rounded() / 100)) pt), so snapcheck draws nothing of it (its subviews only where it does not clip them; on a device what shows is undefined): the views beside it take more room than there is (fix: a lower compression resistance for the views that should give way, e.g. 749 on labels next to a control)"))
      }
      let free = [("x", v.u), ("y", v.y), ("width", v.width), ("height", v.height)]
        .filter { solution.ambiguousVariables.contains($0.1) }.map(\.0)
      if !free.isEmpty, !view.isHidden {
        warnings.append(XIBWarning(rule: "xib.ambiguous", viewID: view.id, element: view.reference,
                                   message: "ambiguous layout: the constraints do not determine \(free.joined(separator: ", ")) of \(view.displayName); IB's stored frame breaks the tie (fix: a constraint that sets it, or different content hugging / compression resistance priorities for the views that compete)"))
      }
    }
    return XIBSolvedLayout(frames: frames, warnings: warnings, height: solution.values[builder.variables.v(root.id).height])
  }
}
