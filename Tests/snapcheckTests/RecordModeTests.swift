import CellRaster
import Foundation
import Testing
@testable import SnapCheckCore

@Suite("RecordMode")
struct RecordModeTests {
  func resolve(_ flag: String?, _ environment: [String: String], allow: Bool = false) throws -> RecordMode {
    try RecordMode.resolve(flag: flag, environment: environment, allowInCI: allow, command: "verify")
  }

  @Test("defaults: missing on a workstation, never when CI is set (CI=false or empty is no CI)")
  func defaults() throws {
    #expect(try resolve(nil, [:]) == .missing)
    #expect(try resolve(nil, ["CI": "true"]) == .never)
    #expect(try resolve(nil, ["CI": "1"]) == .never)
    #expect(try resolve(nil, ["CI": "false"]) == .missing)
    #expect(try resolve(nil, ["CI": ""]) == .missing)
    #expect(try resolve(nil, ["SNAPCHECK_RECORD": ""]) == .missing)
  }

  @Test("--record wins over SNAPCHECK_RECORD")
  func flagWins() throws {
    #expect(try resolve("all", ["SNAPCHECK_RECORD": "never"]) == .all)
    #expect(try resolve(nil, ["SNAPCHECK_RECORD": "failed"]) == .failed)
    #expect(try resolve("never", ["CI": "true"]) == .never)
  }

  @Test("unrecognised values are usage errors naming the allowed values")
  func badValues() {
    #expect(throws: UsageError("--record takes never, missing, failed or all, got 'sometimes'", command: "verify")) {
      try resolve("sometimes", [:])
    }
    #expect(throws: UsageError("SNAPCHECK_RECORD takes never, missing, failed or all, got 'ALL'", command: "verify")) {
      try resolve(nil, ["SNAPCHECK_RECORD": "ALL"])
    }
  }

  @Test("recording with CI set needs --allow-record-in-ci")
  func recordingInCI() throws {
    #expect(throws: UsageError("--record missing writes goldens but CI is set; pass --allow-record-in-ci to record in CI",
                               command: "verify")) {
      try resolve("missing", ["CI": "true"])
    }
    #expect(throws: UsageError("SNAPCHECK_RECORD all writes goldens but CI is set; pass --allow-record-in-ci to record in CI",
                               command: "verify")) {
      try resolve(nil, ["CI": "true", "SNAPCHECK_RECORD": "all"])
    }
    #expect(try resolve("failed", ["CI": "true"], allow: true) == .failed)
  }
}

/// verify under each record mode × golden missing / matching / differing: exit code, message
/// and what is on disk afterwards.
@Suite("verify record modes end to end")
struct VerifyRecordModeTests {
  enum Golden: String, CaseIterable { case missing, matching, differing }

  static let name = "object-cell-accessory-none"
  static let stem = "w375-3x-L-light-ltr"

  /// Expected (status, message fragment, golden written this run).
  static func expectation(_ mode: RecordMode, _ golden: Golden, goldenPath g: String) -> (SnapCheckCore.ExitStatus, String, Bool) {
    switch (mode, golden) {
    case (_, .matching):  // record all too: goldens that hold the rendering are not rewritten
      return (.success, "PASS \(name) (1 snapshot)", false)
    case (.never, .missing):
      return (.failure, "\(stem): missing golden \(g).png and \(g).a11y.txt (not written: record mode never)", false)
    case (_, .missing):
      return (.failure, "\(stem): recorded new golden \(g).png and \(g).a11y.txt (record mode \(mode.rawValue)): look at it, commit it and verify again", true)
    case (.never, .differing), (.missing, .differing):
      return (.failure, "FAIL \(name): 1 of 1 snapshot differ", false)
    default:
      return (.failure, "\(stem): rewrote golden \(g).png and .a11y.txt (record mode \(mode.rawValue)): look at it, commit it and verify again", true)
    }
  }

  @Test("mode × golden", arguments: RecordMode.allCases, Golden.allCases)
  func matrix(mode: RecordMode, golden: Golden) throws {
    let snapshots = try TestWorkspace.copyOfScenarios([Self.name])
    let g = snapshots + "/golden/\(Self.name)/\(Self.stem)"
    let bundled = FileManager.default.contents(atPath: TestWorkspace.bundledSnapshots + "/golden/\(Self.name)/\(Self.stem).png")
    switch golden {
    case .missing:
      try FileManager.default.removeItem(atPath: g + ".png")
      try FileManager.default.removeItem(atPath: g + ".a11y.txt")
    case .matching:
      break
    case .differing:
      let spec = snapshots + "/specs/\(Self.name).json"
      try String(contentsOfFile: spec, encoding: .utf8).replacingOccurrences(of: "Work order 4711", with: "Work order 4712")
        .write(toFile: spec, atomically: true, encoding: .utf8)
    }
    let before = FileManager.default.contents(atPath: g + ".png")
    let artifacts = try TestWorkspace.temporaryFolder()
    let result = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", artifacts, "--record", mode.rawValue])
    let (status, message, written) = Self.expectation(mode, golden, goldenPath: g)
    #expect(result.status == status)
    #expect(result.out.contains(message + "\n"), "\(result.out)")
    let after = FileManager.default.contents(atPath: g + ".png")
    if written {
      #expect(result.out.hasSuffix("1 golden recorded: the run fails until verify passes without recording\n0 passed, 1 failed\n"))
      #expect(after != nil && FileManager.default.fileExists(atPath: g + ".a11y.txt"))
      if golden == .differing { #expect(after != bundled) } else { #expect(after == bundled) }
      // The recorded golden now verifies.
      #expect(TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", artifacts, "--record", "never"]).status == .success)
    } else {
      #expect(after == before)
      #expect(result.out.hasSuffix(status == .success ? "1 passed, 0 failed\n" : "0 passed, 1 failed\n"))
    }
    // Temporary files from atomic writes never stay behind.
    let left = try FileManager.default.contentsOfDirectory(atPath: snapshots + "/golden/\(Self.name)")
    #expect(left.allSatisfy { !$0.contains(".tmp-") })
  }

  @Test("record mode missing writes only the missing file: an existing PNG that differs is not replaced")
  func missingWritesOnlyMissing() throws {
    let snapshots = try TestWorkspace.copyOfScenarios([Self.name])
    let g = snapshots + "/golden/\(Self.name)/\(Self.stem)"
    let spec = snapshots + "/specs/\(Self.name).json"
    try String(contentsOfFile: spec, encoding: .utf8).replacingOccurrences(of: "Work order 4711", with: "Work order 4712")
      .write(toFile: spec, atomically: true, encoding: .utf8)
    try FileManager.default.removeItem(atPath: g + ".a11y.txt")
    let before = try FileBytes.read(g + ".png")
    let result = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", try TestWorkspace.temporaryFolder(),
                                    "--record", "missing"])
    #expect(result.status == .failure)
    #expect(result.out.contains("\(Self.stem): recorded new golden \(g).a11y.txt (record mode missing)"), "\(result.out)")
    #expect(try FileBytes.read(g + ".png") == before)
    #expect(FileBytes.isRegularFile(g + ".a11y.txt"))
  }

  @Test("CI: default never leaves a missing golden unwritten; recording needs --allow-record-in-ci; record refuses too")
  func ciGuard() throws {
    let snapshots = try TestWorkspace.copyOfScenarios([Self.name])
    let g = snapshots + "/golden/\(Self.name)/\(Self.stem)"
    try FileManager.default.removeItem(atPath: g + ".png")
    let artifacts = try TestWorkspace.temporaryFolder()
    let ci = ["CI": "true"]
    let never = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", artifacts], environment: ci)
    #expect(never.status == .failure)
    #expect(never.out.contains("missing golden \(g).png"))
    #expect(!FileManager.default.fileExists(atPath: g + ".png"))

    let refused = TestWorkspace.run(["verify", "--snapshots", snapshots, "--record", "missing"], environment: ci)
    #expect(refused.status == .usage)
    #expect(refused.err.hasPrefix("error: --record missing writes goldens but CI is set; pass --allow-record-in-ci to record in CI\n"))
    let bad = TestWorkspace.run(["verify", "--snapshots", snapshots], environment: ["SNAPCHECK_RECORD": "yes"])
    #expect(bad.status == .usage)
    #expect(bad.err.hasPrefix("error: SNAPCHECK_RECORD takes never, missing, failed or all, got 'yes'\n"))
    let record = TestWorkspace.run(["record", "--snapshots", snapshots], environment: ci)
    #expect(record.status == .usage)
    #expect(record.err.hasPrefix("error: snapcheck record writes goldens but CI is set; pass --allow-record-in-ci to record in CI\n"))

    let allowed = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", artifacts, "--record", "missing",
                                     "--allow-record-in-ci"], environment: ci)
    #expect(allowed.status == .failure)
    #expect(FileManager.default.fileExists(atPath: g + ".png"))
  }

  @Test("orphan goldens are reported, and removed only with --remove-orphans")
  func orphans() throws {
    let snapshots = try TestWorkspace.copyOfScenarios([Self.name])
    let golden = snapshots + "/golden"
    try FileManager.default.createDirectory(atPath: golden + "/old-cell", withIntermediateDirectories: true)
    try Data([1]).write(to: URL(fileURLWithPath: golden + "/old-cell/w375-3x-L-light-ltr.png"))
    try Data([1]).write(to: URL(fileURLWithPath: golden + "/\(Self.name)/w320-3x-L-light-ltr.png"))
    let artifacts = try TestWorkspace.temporaryFolder()
    let reported = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", artifacts])
    #expect(reported.status == .success)
    #expect(reported.out.contains("""
      orphan golden \(golden)/object-cell-accessory-none/w320-3x-L-light-ltr.png: no frame of 'object-cell-accessory-none' writes it (remove with --remove-orphans)
      orphan golden \(golden)/old-cell: no scenario named 'old-cell' (remove with --remove-orphans)

      """))
    #expect(FileManager.default.fileExists(atPath: golden + "/old-cell"))
    // A run over named scenarios cannot judge other scenarios' folders.
    let named = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", artifacts, Self.name])
    #expect(!named.out.contains("old-cell"))
    #expect(named.out.contains("w320-3x-L-light-ltr.png: no frame"))

    let removed = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", artifacts, "--remove-orphans"])
    #expect(removed.status == .success)
    #expect(removed.out.contains("removed orphan golden \(golden)/old-cell: no scenario named 'old-cell'\n"))
    #expect(!FileManager.default.fileExists(atPath: golden + "/old-cell"))
    #expect(!FileManager.default.fileExists(atPath: golden + "/\(Self.name)/w320-3x-L-light-ltr.png"))
    #expect(FileManager.default.fileExists(atPath: golden + "/\(Self.name)/\(Self.stem).png"))
  }
}
