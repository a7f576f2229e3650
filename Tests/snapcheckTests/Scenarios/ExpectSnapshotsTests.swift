import Foundation
import SnapCheck
import Testing
@testable import SnapCheckCore

/// `expectSnapshots(of:)` from swift-testing: goldens next to this file, failures as issues with
/// artifact paths, one claim per scenario folder, and the same goldens as the CLI's.
@Suite("expectSnapshots(of:)")
struct ExpectSnapshotsTests {
  /// An object cell written in Swift, in two variants (committed goldens in
  /// `__Snapshots__/ExpectSnapshotsTests/goldensNextToTheTestFile/swift-object-cell/`).
  static let objectCell = Scenario(
    "swift-object-cell",
    cell: FUIObjectTableViewCell(headlineText: "Order 4711", subheadlineText: "Pump station, Walldorf",
                                 statusText: "Open", substatusImage: "symbol:error", substatusImageTint: "negativeLabel",
                                 accessoryType: .disclosureIndicator),
    variants: [.init(width: 375, scale: 2), .init(width: 375, scale: 2, contentSize: .accessibilityExtraLarge, layoutDirection: .rightToLeft)])

  static var thisFolder: String { URL(fileURLWithPath: #filePath).deletingLastPathComponent().path }

  @Test("goldens next to the test file, in __Snapshots__/<TestFile>/<test name>/<scenario>/, match")
  func goldensNextToTheTestFile() throws {
    let result = try #require(try expectSnapshots(of: Self.objectCell))
    #expect(result.passed)
    #expect(result.frames.map(\.stem) == ["w375-2x-L-light-ltr", "w375-2x-AX3-light-rtl"])
    let folder = Self.thisFolder + "/__Snapshots__/ExpectSnapshotsTests/goldensNextToTheTestFile/swift-object-cell"
    for stem in result.frames.map(\.stem) {
      #expect(FileManager.default.fileExists(atPath: "\(folder)/\(stem).png"))
      #expect(FileManager.default.fileExists(atPath: "\(folder)/\(stem).a11y.txt"))
    }
  }

  @Test("the CLI verifies the same goldens from the scenario written out as a JSON spec")
  func cliChecksTheSameGoldens() throws {
    let root = try TestWorkspace.temporaryFolder()
    try FileManager.default.createDirectory(atPath: root + "/specs", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: root + "/golden", withIntermediateDirectories: true)
    try Self.objectCell.jsonText.write(toFile: root + "/specs/swift-object-cell.json", atomically: true, encoding: .utf8)
    try FileManager.default.copyItem(
      atPath: Self.thisFolder + "/__Snapshots__/ExpectSnapshotsTests/goldensNextToTheTestFile/swift-object-cell",
      toPath: root + "/golden/swift-object-cell")
    let result = TestWorkspace.run(["verify", "--snapshots", root, "--record", "never", "--artifacts", root + "/artifacts"])
    #expect(result.status == .success, "\(result.out)\(result.err)")
    #expect(result.out.hasSuffix("1 passed, 0 failed\n"), "\(result.out)")
  }

  @Test("a frame that differs is one issue at the call, with what differs and the artifact paths")
  func differingFrameIsAnIssue() throws {
    let goldens = try TestWorkspace.temporaryFolder()
    let artifacts = try TestWorkspace.temporaryFolder()
    let recorded = try SnapshotCheck(goldenFolder: goldens, artifactsFolder: artifacts, recordMode: .all).run(Self.objectCell, file: #filePath)
    #expect(recorded.frames.allSatisfy { $0.status == "recorded" })
    var changed = Self.objectCell
    guard case .objectTableViewCell(var cell) = changed.cell else { Issue.record("not an object cell"); return }
    cell.headlineText = "Order 4712"
    changed.cell = cell.scenarioCell
    let line = #line + 3
    var result: SnapshotResult?
    try withKnownIssue {
      result = try expectSnapshots(of: changed, goldenFolder: goldens)
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined(separator: "\n")
      return issue.sourceLocation?.line == line && (text.contains("swift-object-cell/w375-2x-L-light-ltr: failed") || text.contains("swift-object-cell/w375-2x-AX3-light-rtl: failed"))
        && text.contains("mismatched: ") && text.contains("artifact: ") && text.contains(".diff.png")
        && text.contains("accept with: SNAPCHECK_RECORD=failed swift test --filter differingFrameIsAnIssue")
        && text.contains("accessibility tree differs")
    }
    let frames = try #require(result).frames
    #expect(frames.allSatisfy { $0.status == "failed" })
    for path in frames.flatMap(\.artifacts) { #expect(FileManager.default.fileExists(atPath: path), "\(path)") }
  }

  @Test("a scenario folder is checked once per process: a second call naming it is an issue and checks nothing")
  func sameScenarioTwiceIsAnIssue() throws {
    let goldens = try TestWorkspace.temporaryFolder()
    _ = try SnapshotCheck(goldenFolder: goldens, artifactsFolder: goldens + "/a", recordMode: .all).run(Self.objectCell, file: #filePath)
    #expect(try expectSnapshots(of: Self.objectCell, goldenFolder: goldens)?.passed == true)
    try withKnownIssue {
      let second = try expectSnapshots(of: Self.objectCell, goldenFolder: goldens)
      #expect(second == nil)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("scenario 'swift-object-cell' is checked twice")
    }
  }

  @Test("a bad value throws the spec reader's error naming the test file and the JSON path")
  func badValueThrows() {
    let bad = Scenario("bad-split", cell: FUIObjectTableViewCell(headlineText: "x", splitPercent: 0))
    #expect {
      try expectSnapshots(of: bad, goldenFolder: try TestWorkspace.temporaryFolder())
    } throws: { error in
      let text = "\(error)"
      return text.contains("ExpectSnapshotsTests.swift") && text.contains("$.properties.splitPercent")
    }
  }

  @Test("a missing image is missing input naming the path; one outside the test's folder is refused")
  func imagesStayInside() {
    let missing = Scenario("missing-image", cell: FUIObjectTableViewCell(headlineText: "x", detailImage: "nope.png"))
    #expect(throws: SpecError.self) { try expectSnapshots(of: missing, goldenFolder: try TestWorkspace.temporaryFolder()) }
    let outside = Scenario("outside-image", cell: FUIObjectTableViewCell(headlineText: "x", detailImage: "../../../Snapshots/specs/images/avatar.png"))
    #expect {
      try expectSnapshots(of: outside, goldenFolder: try TestWorkspace.temporaryFolder())
    } throws: { error in "\(error)".contains("outside") }
  }

  @Test("renders from parallel threads give the same bytes as one thread, each into its own scenario folder")
  func parallelRendersMatchSerial() throws {
    let scenarios = (0..<8).map { index in
      Scenario("parallel-\(index)", cell: FUIObjectTableViewCell(headlineText: "Row \(index)", statusText: "\(index * 7)"),
               variants: [.init(width: 320 + Double(index * 10), scale: 2)])
    }
    let serial = try TestWorkspace.temporaryFolder(), parallel = try TestWorkspace.temporaryFolder()
    for scenario in scenarios {
      _ = try SnapshotCheck(goldenFolder: serial, artifactsFolder: serial + "/a", recordMode: .all).run(scenario, file: #filePath)
    }
    let failures = NSLock()
    nonisolated(unsafe) var errors: [String] = []
    DispatchQueue.concurrentPerform(iterations: scenarios.count) { index in
      do {
        _ = try SnapshotCheck(goldenFolder: parallel, artifactsFolder: parallel + "/a", recordMode: .all).run(scenarios[index], file: #filePath)
      } catch {
        failures.withLock { errors.append("\(error)") }
      }
    }
    #expect(errors.isEmpty, "\(errors)")
    for scenario in scenarios {
      let files = try FileManager.default.contentsOfDirectory(atPath: serial + "/" + scenario.name).sorted()
      #expect(files.count == 2)
      for file in files {
        let a = try Data(contentsOf: URL(fileURLWithPath: "\(serial)/\(scenario.name)/\(file)"))
        let b = try Data(contentsOf: URL(fileURLWithPath: "\(parallel)/\(scenario.name)/\(file)"))
        #expect(a == b, "\(scenario.name)/\(file)")
      }
    }
  }
}

@Suite("Snapshot locations and record modes from the environment")
struct SnapshotLocationTests {
  @Test("test file and name from #filePath and #function; parameters dropped; path characters replaced")
  func location() {
    let location = SnapshotLocation(filePath: "/p/Tests/AppTests/OrderCellTests.swift", function: "orderCells(model:)")
    #expect(location.goldenFolder == "/p/Tests/AppTests/__Snapshots__/OrderCellTests/orderCells")
    #expect(location.artifactsFolder(root: "/tmp/a") == "/tmp/a/OrderCellTests/orderCells")
    #expect(SnapshotLocation(filePath: "/p/x.swift", function: "testA()").testName == "testA")
    #expect(SnapshotLocation.sanitized("../évil/x") == "_._évil_x".replacingOccurrences(of: "é", with: "_"))
    #expect(SnapshotLocation.sanitized("") == "_")
  }

  @Test("SNAPCHECK_RECORD takes the CLI's values; missing by default, never in CI, and CI refuses a recording mode")
  func recordModes() throws {
    #expect(try RecordMode.fromEnvironment([:]) == .missing)
    #expect(try RecordMode.fromEnvironment(["CI": "true"]) == .never)
    #expect(try RecordMode.fromEnvironment(["SNAPCHECK_RECORD": "failed"]) == .failed)
    #expect(try RecordMode.fromEnvironment(["SNAPCHECK_RECORD": ""]) == .missing)
    #expect(try RecordMode.fromEnvironment(["SNAPCHECK_RECORD": "never", "CI": "1"]) == .never)
    #expect(throws: RecordModeError.self) { try RecordMode.fromEnvironment(["SNAPCHECK_RECORD": "all", "CI": "true"]) }
    #expect {
      try RecordMode.fromEnvironment(["SNAPCHECK_RECORD": "sometimes"])
    } throws: { "\($0)" == "SNAPCHECK_RECORD takes never, missing, failed or all, got 'sometimes'" }
  }

  @Test("the artifacts root is SNAPCHECK_ARTIFACTS, else a folder in the temporary folder")
  func artifactsRoot() {
    #expect(SnapshotLocation.artifactsRoot(environment: ["SNAPCHECK_ARTIFACTS": "/x"]) == "/x")
    #expect(SnapshotLocation.artifactsRoot(environment: [:]).hasSuffix("snapcheck-artifacts"))
  }
}

@Suite("SnapshotCheck refuses folders that lead elsewhere")
struct SnapshotCheckFolderTests {
  static let scenario = Scenario("linked", cell: FUIObjectTableViewCell(headlineText: "x"), variants: [.init(width: 100, scale: 1)])

  @Test("an empty golden or artifacts folder is an error, not the file system's root")
  func emptyFolders() {
    #expect(throws: FileError.self) { try SnapshotCheck(goldenFolder: "", artifactsFolder: "/tmp/x").run(Self.scenario, file: #filePath) }
    #expect(throws: FileError.self) { try SnapshotCheck(goldenFolder: "/tmp/x", artifactsFolder: "").run(Self.scenario, file: #filePath) }
  }

  @Test("a link between the base and the golden or artifacts folder is refused, and nothing is written through it")
  func linkedParents() throws {
    let base = try TestWorkspace.temporaryFolder(), outside = try TestWorkspace.temporaryFolder()
    try FileManager.default.createSymbolicLink(atPath: base + "/__Snapshots__", withDestinationPath: outside)
    var check = SnapshotCheck(goldenFolder: base + "/__Snapshots__/T/test", artifactsFolder: base + "/art", recordMode: .all)
    check.goldenBase = base
    #expect { try check.run(Self.scenario, file: #filePath) } throws: { "\($0)".contains("symbolic link") }
    #expect(try FileManager.default.contentsOfDirectory(atPath: outside).isEmpty)
    var artifacts = SnapshotCheck(goldenFolder: base + "/g", artifactsFolder: base + "/__Snapshots__/T/test", recordMode: .all)
    artifacts.artifactsBase = base
    #expect(throws: FileError.self) { try artifacts.run(Self.scenario, file: #filePath) }
  }

  @Test("one golden folder spelt two ways is one claim")
  func claimsBySpelling() throws {
    let claims = GoldenClaims()
    let folder = try TestWorkspace.temporaryFolder()
    #expect(claims.claim(goldenFolder: folder, scenario: "a", owner: "first") == nil)
    #expect(claims.claim(goldenFolder: folder + "/./x/..", scenario: "A", owner: "second") == "first")
    try FileManager.default.createSymbolicLink(atPath: folder + "-link", withDestinationPath: folder)
    #expect(claims.claim(goldenFolder: folder + "-link", scenario: "a", owner: "third") == "first")
  }
}
