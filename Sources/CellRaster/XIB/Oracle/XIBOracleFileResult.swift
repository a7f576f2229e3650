/// The oracle comparison of one XIB file: every compared view's deltas, or why the file could not
/// be laid out.
public struct XIBOracleFileResult: Hashable, Sendable {
  /// The file as reported (e.g. `xib-corpus/Hackers__ItemCell.xib`).
  public var file: String
  /// The compared views in document order (parents first).
  public var views: [XIBOracleViewDelta]
  /// Views left out: misplaced, ambiguous (as IB marks them) or hidden, and every view inside one.
  /// The root and the cell's content view (fixed by the canvas size) are not counted here.
  public var excludedCount: Int
  /// The error text when parsing or laying out threw; nil when the file was laid out.
  public var failure: String?
  /// The solver's own `xib.ambiguous` and `xib.unsatisfiable` findings (IB's stored frames fill
  /// in ambiguous values; a broken constraint is dropped), one message each.
  public var solverFindings: [String]

  public init(file: String, views: [XIBOracleViewDelta] = [], excludedCount: Int = 0, failure: String? = nil,
              solverFindings: [String] = []) {
    self.file = file
    self.views = views
    self.excludedCount = excludedCount
    self.failure = failure
    self.solverFindings = solverFindings
  }

  /// True when the file was laid out.
  public var isRendered: Bool { failure == nil }

  /// The view with the largest absolute `component` (e.g. `\.dx`), nil when none differs
  /// (the first view wins ties).
  public func worst(_ component: KeyPath<XIBOracleViewDelta, Double>) -> XIBOracleViewDelta? {
    var best: XIBOracleViewDelta?
    for view in views where abs(view[keyPath: component]) > abs(best?[keyPath: component] ?? 0) { best = view }
    return best
  }
}
