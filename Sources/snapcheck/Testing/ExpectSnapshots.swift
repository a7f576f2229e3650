import Foundation
import SnapCheckCore

/// Renders `scenario` in every variant and frame, compares each PNG and accessibility tree with
/// its goldens, runs the accessibility audits, and reports each failing frame as a test issue
/// (swift-testing's `Issue.record`, or `XCTFail` under XCTest) with its problems and the paths of
/// its artifacts (reference, actual, diff, side-by-side, tree diff).
///
/// ```swift
/// @Test func orderCells() throws {
///   for order in Order.samples {
///     try expectSnapshots(of: Scenario("order-\(order.id)", cell: FUIObjectTableViewCell(
///       headlineText: order.title, statusText: order.status)))
///   }
/// }
/// ```
///
/// - Goldens: `goldenFolder`, else `SnapshotDefaults.goldenFolder`, else next to the test file
///   in `__Snapshots__/<TestFile>/<test name>/`; inside it, `<scenario>/<variant-slug>[.<step>].png`
///   and `.a11y.txt`. Each scenario folder is checked once per process: a second test (or call)
///   naming the same one is an issue and is not checked (`GoldenClaims`).
/// - Recording: as the CLI, `SNAPCHECK_RECORD` = `never`, `missing` (default: a missing golden is
///   written, and the frame still fails so it gets looked at), `failed` (also rewrites goldens
///   that differ) or `all`; with `CI` set the default is `never` and a recording mode is an
///   error. Artifacts go to `SNAPCHECK_ARTIFACTS` (default `<temporary folder>/snapcheck-artifacts`)
///   under `<TestFile>/<test name>/<scenario>/`.
/// - Files the scenario names (images, XIB, theme) are relative to the test file's folder and
///   must lie inside it or an `allowedPaths` folder (default `SnapshotDefaults.allowedPaths`).
/// - Safe from parallel tests: each thread renders with its own fonts and cairo state.
///
/// - Parameters:
///   - goldenFolder: the folder of per-scenario golden folders; nil: as under Goldens above.
///   - allowedPaths: folders besides the test file's that the scenario's files may lie in; nil:
///     `SnapshotDefaults.allowedPaths`.
///   - audits: how audit findings count; default `error` (an error-level finding the scenario
///     neither expects nor accepts fails it), as in `snapcheck verify`.
///   - fileID, filePath, function, line, column: the caller's location, for issues and the
///     golden folder; leave the defaults.
/// - Returns: the result, frame by frame (already reported; for tests that look further).
/// - Throws: `SpecError` naming the test file and the JSON path of a value the spec reader
///   refuses (`$.properties.splitPercent`), `XIBError`, `FileError` (a missing image or XIB; a
///   golden or artifact that cannot be written), `RecordModeError`, `RenderError` when the fonts
///   are missing. A failing snapshot is an issue, not an error.
@discardableResult
public func expectSnapshots(of scenario: Scenario, goldenFolder: String? = nil, allowedPaths: [String]? = nil,
                            audits: AuditMode = .error, fileID: String = #fileID, filePath: StaticString = #filePath,
                            function: String = #function, line: UInt = #line, column: UInt = #column) throws -> SnapshotResult? {
  let environment = ProcessInfo.processInfo.environment
  let location = SnapshotLocation(filePath: "\(filePath)", function: function)
  let folder = goldenFolder ?? SnapshotDefaults.goldenFolder ?? location.goldenFolder
  let report = { (message: String) in
    TestIssue.record(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }
  let owner = "\(fileID):\(line) \(location.testName)"
  if let first = GoldenClaims.shared.claim(goldenFolder: folder, scenario: scenario.name, owner: owner) {
    report("scenario '\(scenario.name)' is checked twice in \(folder) (first at \(first)): two checks would write the "
             + "same goldens; give each scenario its own name")
    return nil
  }
  let artifactsRoot = SnapshotLocation.artifactsRoot(environment: environment)
  var check = SnapshotCheck(
    goldenFolder: folder, artifactsFolder: location.artifactsFolder(root: artifactsRoot),
    recordMode: try RecordMode.fromEnvironment(environment), audits: audits,
    allowedPaths: allowedPaths ?? SnapshotDefaults.allowedPaths,
    acceptCommand: "SNAPCHECK_RECORD=failed swift test --filter \(String(function.prefix { $0 != "(" }))")
  // Below the test file's folder (default goldens) and the artifacts root, no folder may be a link.
  check.goldenBase = goldenFolder == nil && SnapshotDefaults.goldenFolder == nil ? location.sourceFolder : nil
  check.artifactsBase = artifactsRoot
  let result = try check.run(scenario, file: "\(filePath)")
  result.failureMessages.forEach(report)
  return result
}
