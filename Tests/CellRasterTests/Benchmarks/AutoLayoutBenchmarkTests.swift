import Foundation
import Testing
@testable import CellRaster

/// The Auto Layout figures of `Benchmarks/autolayout` (issue 15, "Speed"): run by that script in
/// release with `SNAPCHECK_AUTOLAYOUT_REPORT=<file>`, which receives one line per figure (medians
/// of repeated runs, milliseconds). Without the variable each workload runs once as a plain
/// correctness check, and nothing is timed: timing belongs to the benchmark script, not to tests.
@Suite("Auto Layout benchmark workloads")
struct AutoLayoutBenchmarkTests {
  static let reportPath = ProcessInfo.processInfo.environment["SNAPCHECK_AUTOLAYOUT_REPORT"]

  /// Median wall time of `body` over `runs` runs, milliseconds.
  static func median(runs: Int, _ body: () throws -> Void) rethrows -> Double {
    var times: [Double] = []
    for _ in 0..<runs {
      let start = DispatchTime.now().uptimeNanoseconds
      try body()
      times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    return times.sorted()[times.count / 2]
  }

  /// A synthetic cell: `views` views in rows of 6, each with a leading chain, a top pin, width
  /// and height preferences at distinct priorities (1…999) and a required minimum, plus the
  /// cell's own size: `views × 8 + …` ≈ 1,000 constraints at mixed priorities for 120 views.
  static func syntheticSystem(views: Int) -> ConstraintSolver {
    var solver = ConstraintSolver()
    let root = (0..<4).map { _ in solver.addVariable() }
    func c(_ e: LinearExpression, _ r: LinearConstraint.Relation, _ p: Double) {
      solver.add(LinearConstraint(expression: e, relation: r, priority: p, source: "s", views: []))
    }
    c(.variable(root[0]), .equal, 1000); c(.variable(root[1]), .equal, 1000)
    c(.variable(root[2]) + -375, .equal, 1000); c(.variable(root[3]) + -2000, .equal, 1000)
    var previous: (x: Int, w: Int)?
    for i in 0..<views {
      let x = solver.addVariable(), y = solver.addVariable(), w = solver.addVariable(), h = solver.addVariable()
      let p = Double(1 + (i * 37) % 999)
      if i % 6 == 0 || previous == nil {
        c(.variable(x) + -8, .equal, 1000)
      } else if let previous {
        c(.variable(x) - .variable(previous.x) - .variable(previous.w) + -8, .equal, 1000)
      }
      c(.variable(y) + -Double(i / 6) * 50, .equal, 1000)
      c(.variable(w) + -10, .greaterOrEqual, 1000)
      c(.variable(w) + -60, .equal, p)
      c(.variable(w) + -40, .lessOrEqual, max(1, p - 1))
      c(.variable(h) + -44, .equal, p)
      c(.variable(h) + -20, .greaterOrEqual, 750)
      c(.variable(x) + .variable(w) - .variable(root[2]), .lessOrEqual, 1000)
      previous = (x, w)
    }
    return solver
  }

  @Test("a synthetic cell of 120 views and about 1,000 constraints at mixed priorities solves")
  func synthetic() throws {
    var solver = Self.syntheticSystem(views: 120)
    #expect(solver.constraints.count >= 960)
    let solution = try solver.solve(preferred: [])
    #expect(solution.broken.isEmpty)
    guard let reportPath = Self.reportPath else { return }
    let ms = try Self.median(runs: 7) { var s = Self.syntheticSystem(views: 120); _ = try s.solve(preferred: []) }
    try Self.append("synthetic cell, 120 views, \(solver.constraints.count) constraints at mixed priorities: \(String(format: "%.1f", ms)) ms (goal < 100 ms)", to: reportPath)
  }

  @Test("the largest corpus cell (most views) lays out", Fixtures.required)
  func largestCorpusCell() throws {
    let files = XIBOracleFixtures.files.compactMap { name -> (String, XIBDocument)? in
      (try? XIBParser.parse(file: Fixtures.root.appendingPathComponent(name).path)).map { (name, $0) }
    }
    let (name, document) = try #require(files.max { $0.1.root.allViews.count < $1.1.root.allViews.count })
    let layout = XIBCellLayout(content: XIBCellContent(document: document), environment: XIBOracleComparison.canvasEnvironment(document),
                               measurer: FakeTextMeasurer())
    #expect(try layout.layout().root.children.isEmpty == false)
    guard let reportPath = Self.reportPath else { return }
    let ms = try Self.median(runs: 15) { _ = try layout.layout() }
    try Self.append("largest corpus cell (\(name), \(document.root.allViews.count) views), whole layout (text, constraints, solve, tree): \(String(format: "%.2f", ms)) ms", to: reportPath)
    // The engine alone: building the constraints and solving them, intrinsic sizes given.
    let inputs = XIBIntrinsicSizes.Inputs(document: document, boundTexts: [:], boundImageSizes: [:], category: .large,
                                          measurer: FakeTextMeasurer(), scale: document.canvasScale)
    let sizes = try XIBIntrinsicSizes.sizes(document.root, inputs)
    let engine = try Self.median(runs: 15) {
      _ = try XIBAutoLayout.solve(document.root, size: document.canvasSize, scale: document.canvasScale, isRightToLeft: false,
                                  contentViewMargins: SystemLayoutMargins.contentView(width: document.canvasSize.width, isRegularWidth: false,
                                                                                      systemVersion: 11),
                                  intrinsicSizes: { _ in sizes })
    }
    try Self.append("largest corpus cell (\(name)), the engine alone (constraints built and solved): \(String(format: "%.2f", engine)) ms (goal < 10 ms)", to: reportPath)
  }

  @Test("a XIB list of 100 rows lays out every row")
  func list() throws {
    let xib = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Snapshots/specs/xib/BookmarkCell.xib").path
    let document = try XIBParser.parse(file: xib)
    let rows = (0..<100).map { i in
      XIBListRow.loaded(XIBBindings([("nameLabel", .text("Bookmark \(i)")), ("urlLabel", .text("https://example.com/\(i * 7919)"))]))
    }
    let layout = XIBListLayout(content: XIBListContent(cell: document, rowHeight: .fixed(80), rows: rows),
                               environment: RenderEnvironment(width: 375, scale: 3), measurer: FakeTextMeasurer())
    let tree = try layout.layout()
    #expect(tree.size.height == 8000)
    guard let reportPath = Self.reportPath else { return }
    let ms = try Self.median(runs: 7) { _ = try layout.layout() }
    try Self.append("XIB list of 100 rows (BookmarkCell.xib), whole layout: \(String(format: "%.1f", ms)) ms (goal < 200 ms)", to: reportPath)
  }

  static func append(_ line: String, to path: String) throws {
    let handle = FileManager.default.fileExists(atPath: path) ? try FileHandle(forWritingTo: URL(fileURLWithPath: path)) : nil
    if let handle {
      handle.seekToEndOfFile()
      handle.write(Data((line + "\n").utf8))
      try handle.close()
    } else {
      try Data((line + "\n").utf8).write(to: URL(fileURLWithPath: path))
    }
  }
}
