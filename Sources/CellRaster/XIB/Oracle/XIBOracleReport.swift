import Foundation

/// The oracle figures of a set of XIB files and their text report: one line per file with the
/// worst deltas (indented lines under it for every view off by more than 1 pt and for the
/// solver's findings), then the totals:
///
/// ```
/// xib/Cell.xib: 4 views, worst |dx| 0 (none), |dy| 0.5 (label 'Name' (id a-b-c)), |dw| 2 (…), |dh| 0 (none)
/// 55/55 rendered, 91.2% of views within 1 pt (x,y), 80.4% within 1 pt (all four)
/// text-independent: 300 views, 95.0% within 1 pt (x,y), 90.0% within 1 pt (all four); text-dependent: …
/// stored frames that break their own required constraints (not marked misplaced): 9 views in 2 files; without them: …
/// ```
public struct XIBOracleReport: Sendable {
  /// Views within the tolerance (1 pt) among a set of compared views.
  public struct Share: Hashable, Sendable {
    public var views = 0
    /// |dx| and |dy| ≤ 1 pt.
    public var positionWithin = 0
    /// |dx|, |dy|, |dw| and |dh| ≤ 1 pt.
    public var frameWithin = 0

    /// Percentage of views with x and y within 1 pt; nil without views.
    public var positionPercent: Double? { views == 0 ? nil : 100 * Double(positionWithin) / Double(views) }
    /// Percentage of views with all four within 1 pt; nil without views.
    public var framePercent: Double? { views == 0 ? nil : 100 * Double(frameWithin) / Double(views) }

    mutating func add(_ view: XIBOracleViewDelta) {
      views += 1
      if view.isPositionWithin() { positionWithin += 1 }
      if view.isFrameWithin() { frameWithin += 1 }
    }
  }

  public let results: [XIBOracleFileResult]
  /// Every compared view of the rendered files.
  public let all: Share
  /// Views whose size does not depend on text.
  public let textIndependent: Share
  /// Views whose size depends on text (`XIBOracleTextDependence`).
  public let textDependent: Share
  /// The views whose stored frames are consistent with their own constraints
  /// (`XIBOracleStaleFrames`): `all` without the stale ones.
  public let consistent: Share
  /// How many compared views have stale stored frames, and in how many files.
  public let staleViews: Int, staleFiles: Int

  public init(results: [XIBOracleFileResult]) {
    self.results = results
    var all = Share(), independent = Share(), dependent = Share(), consistent = Share()
    for view in results.flatMap(\.views) {
      all.add(view)
      if view.isTextDependent { dependent.add(view) } else { independent.add(view) }
      if !view.isStale { consistent.add(view) }
    }
    self.all = all
    self.consistent = consistent
    staleViews = all.views - consistent.views
    staleFiles = results.filter { $0.views.contains(where: \.isStale) }.count
    self.textIndependent = independent
    self.textDependent = dependent
  }

  /// Files laid out without an error.
  public var renderedCount: Int { results.filter(\.isRendered).count }
  /// The files that failed.
  public var failures: [XIBOracleFileResult] { results.filter { !$0.isRendered } }

  /// The whole report, one line each, ending with a newline.
  public var text: String {
    var lines = results.flatMap(Self.lines)
    lines.append("\(renderedCount)/\(results.count) rendered, \(Self.percent(all.positionPercent)) of views within 1 pt (x,y), \(Self.percent(all.framePercent)) within 1 pt (all four)")
    lines.append("text-independent: \(Self.figures(textIndependent)); text-dependent: \(Self.figures(textDependent))")
    lines.append("stored frames that break their own required constraints (not marked misplaced): \(staleViews) views in \(staleFiles) files; "
      + "without them: \(Self.figures(consistent))")
    return lines.joined(separator: "\n") + "\n"
  }

  /// A file's line, then its views off by more than 1 pt and its solver findings, indented.
  static func lines(_ result: XIBOracleFileResult) -> [String] {
    if let failure = result.failure {
      // XIB errors start with the file name; say it once.
      let prefix = "\(result.file): "
      return ["\(prefix)FAILED: \(failure.hasPrefix(prefix) ? String(failure.dropFirst(prefix.count)) : failure)"]
    }
    func worst(_ label: String, _ component: KeyPath<XIBOracleViewDelta, Double>) -> String {
      guard let view = result.worst(component), points(abs(view[keyPath: component])) != "0" else {
        return "|\(label)| 0 (none)"
      }
      return "|\(label)| \(points(abs(view[keyPath: component]))) (\(view.displayName))"
    }
    var lines = ["\(result.file): \(result.views.count) views, worst \(worst("dx", \.dx)), \(worst("dy", \.dy)), \(worst("dw", \.dw)), \(worst("dh", \.dh))"]
    for view in result.views where !view.isFrameWithin() {
      lines.append("    \(view.displayName)\(view.isTextDependent ? " [text]" : "")\(view.isStale ? " [stale]" : ""): IB \(rect(view.stored)), solved \(rect(view.solved))")
    }
    lines += result.solverFindings.map { "    solver: \($0)" }
    return lines
  }

  static func figures(_ share: Share) -> String {
    "\(share.views) views, \(percent(share.positionPercent)) within 1 pt (x,y), \(percent(share.framePercent)) within 1 pt (all four)"
  }

  /// One decimal and a percent sign; "n/a" without views.
  static func percent(_ value: Double?) -> String {
    value.map { String(format: "%.1f%%", $0) } ?? "n/a"
  }

  /// Points rounded to 0.01, without trailing zeros.
  static func points(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.2f", rounded)
      .replacingOccurrences(of: #"0$"#, with: "", options: .regularExpression)
  }

  /// `x,y,w,h` in points.
  static func rect(_ r: Rect) -> String {
    [r.minX, r.minY, r.width, r.height].map { $0 < 0 ? "-" + points(-$0) : points($0) }.joined(separator: ",")
  }
}
