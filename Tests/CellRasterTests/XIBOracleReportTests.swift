import Foundation
import Testing
@testable import CellRaster

@Suite struct XIBOracleReportTests {
  static func view(_ id: String, stored: Rect, solved: Rect, text: Bool = false, stale: Bool = false) -> XIBOracleViewDelta {
    XIBOracleViewDelta(viewID: id, displayName: "label (id \(id))", stored: stored, solved: solved, isTextDependent: text,
                       isStale: stale)
  }

  @Test func linesAndTotals() {
    let a = XIBOracleFileResult(file: "xib/A.xib", views: [
      Self.view("a", stored: Rect(x: 0, y: 0, width: 10, height: 10), solved: Rect(x: 0.5, y: 0, width: 10, height: 10)),
      Self.view("b", stored: Rect(x: 8, y: 4, width: 30, height: 20), solved: Rect(x: 8, y: 7.25, width: 32, height: 20), text: true,
                stale: true),
    ], solverFindings: ["ambiguous layout: x"])
    let b = XIBOracleFileResult(file: "xib/B.xib", failure: "xib/B.xib: boom")
    let report = XIBOracleReport(results: [a, b])
    #expect(report.text == """
      xib/A.xib: 2 views, worst |dx| 0.5 (label (id a)), |dy| 3.25 (label (id b)), |dw| 2 (label (id b)), |dh| 0 (none)
          label (id b) [text] [stale]: IB 8,4,30,20, solved 8,7.25,32,20
          solver: ambiguous layout: x
      xib/B.xib: FAILED: boom
      1/2 rendered, 50.0% of views within 1 pt (x,y), 50.0% within 1 pt (all four)
      text-independent: 1 views, 100.0% within 1 pt (x,y), 100.0% within 1 pt (all four); text-dependent: 1 views, 0.0% within 1 pt (x,y), 0.0% within 1 pt (all four)
      stored frames that break their own required constraints (not marked misplaced): 1 views in 1 files; without them: 1 views, 100.0% within 1 pt (x,y), 100.0% within 1 pt (all four)

      """)
  }

  @Test func toleranceIsInclusive() {
    let view = Self.view("a", stored: Rect(x: 0, y: 0, width: 10, height: 10), solved: Rect(x: 1, y: -1, width: 11.5, height: 10))
    #expect(view.isPositionWithin())
    #expect(!view.isFrameWithin())
  }

  /// Writes the full report of both fixture folders, for both measurers, to the file named by
  /// `SNAPCHECK_ORACLE_REPORT` (`Benchmarks/xib-oracle` sets it and prints the file).
  @Test(Fixtures.required, .enabled(if: ProcessInfo.processInfo.environment["SNAPCHECK_ORACLE_REPORT"] != nil,
                                    "set SNAPCHECK_ORACLE_REPORT=<file> to write the XIB oracle report"))
  func writesTheOracleReport() throws {
    let path = try #require(ProcessInfo.processInfo.environment["SNAPCHECK_ORACLE_REPORT"])
    var text = "== measurer: font-free (FakeTextMeasurer: 0.5 × the point size per character) ==\n" + XIBOracleFixtures.fake.text
    switch XIBOracleFixtures.pango {
    case .success(let report): text += "\n== measurer: Pango (pinned fonts, as snapcheck render) ==\n" + report.text
    case .failure(let error): text += "\n== measurer: Pango: unavailable: \(error) ==\n"
    }
    try text.write(toFile: path, atomically: true, encoding: .utf8)
  }
}
