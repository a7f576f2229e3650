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
  private let scale: Int
  private let isRightToLeft: Bool
  private let wrappingLabels: [String]
  private let alignmentInsets: [String: XIBLayoutMargins]
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
    self.scale = scale
    self.isRightToLeft = isRightToLeft
    self.wrappingLabels = wrappingLabels
    self.alignmentInsets = alignmentInsets
    structure = Set(root.allViews.filter(\.isHidden).map(\.id))
    builder = XIBConstraintBuilder(rootWidth: size.width, isRightToLeft: isRightToLeft, intrinsicSizes: first,
                                   contentViewMargins: contentViewMargins)
    builder.declare(root, parent: nil)
    // Baseline offsets are edit variables, like intrinsic sizes: a multi-line label's first
    // baseline moves when it wraps at its solved width (its text is centred in its frame).
    for id in baselines.keys.sorted() {
      guard let offsets = baselines[id] else { continue }
      let first = builder.solver.addVariable(), last = builder.solver.addVariable()
      builder.solver.addEditVariable(first, value: offsets.first)
      builder.solver.addEditVariable(last, value: offsets.last)
      builder.variables.baselines[id] = (first, last)
    }
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
    // The intrinsic-size and baseline edit variables prefer their own values.
    for (id, edits) in builder.intrinsicVariables {
      if let k = edits.width, let value = first[id]?.width { preferred[k] = value }
      if let k = edits.height, let value = first[id]?.height { preferred[k] = value }
    }
    for (id, edits) in builder.variables.baselines {
      guard let offsets = baselines[id] else { continue }
      preferred[edits.first] = offsets.first
      preferred[edits.last] = offsets.last
    }
    solution = try builder.solver.solve(preferred: preferred, findAmbiguity: wrappingLabels.isEmpty)
  }

  /// The frames for the content whose intrinsic sizes `intrinsicSizes` gives (for the widths
  /// of the multi-line labels; empty = first pass). The first call lays out the content the
  /// session was built with; later calls move every intrinsic size to the new content first.
  /// - Parameter baselines: the text views' baseline offsets for the same widths (nil: the
  ///   offsets the session was built with stay).
  /// - Throws: what `intrinsicSizes` and `baselines` throw; `XIBSolverError`.
  public mutating func layout(intrinsicSizes: ([String: Double]) throws -> [String: (width: Double?, height: Double?)],
                              baselines: (([String: Double]) throws -> [String: (first: Double, last: Double)])? = nil)
    throws -> XIBSolvedLayout {
    if used {
      let moves = suggestions(for: try intrinsicSizes([:]), ids: Array(builder.intrinsicVariables.keys))
        + (try baselines.map { baselineSuggestions(for: try $0([:]), ids: Array(builder.variables.baselines.keys)) } ?? [])
      solution = try builder.solver.suggest(moves, findAmbiguity: wrappingLabels.isEmpty)
    }
    used = true
    // UIKit's second pass: multi-line labels wrap at the width they got; their intrinsic sizes
    // are measured again there and the layout re-solved from where it was.
    var widths: [String: Double] = [:]
    for _ in 0..<(wrappingLabels.isEmpty ? 0 : XIBAutoLayout.wrappingPasses) {
      let solved = Dictionary(uniqueKeysWithValues: wrappingLabels.map { id in (id, solution.values[builder.variables.v(id).width]) })
      guard solved.contains(where: { abs((widths[$0.key] ?? -1) - $0.value) > 1e-6 }) else { break }
      widths = solved
      let moves = suggestions(for: try intrinsicSizes(widths), ids: wrappingLabels)
        + (try baselines.map { baselineSuggestions(for: try $0(widths), ids: wrappingLabels) } ?? [])
      solution = try builder.solver.suggest(moves, findAmbiguity: false)
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

  /// Edit-variable moves that give the text views `ids` the baseline offsets `offsets`.
  private func baselineSuggestions(for offsets: [String: (first: Double, last: Double)], ids: [String])
    -> [(variable: Int, value: Double)] {
    var result: [(variable: Int, value: Double)] = []
    for id in ids.sorted() {
      guard let edits = builder.variables.baselines[id], let offset = offsets[id] else { continue }
      result.append((edits.first, offset.first))
      result.append((edits.last, offset.last))
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
