import CellRaster
import Foundation
import Testing
@testable import SnapCheckCore

/// The bundled `Snapshots/` is complete inside the repository: a clone on its own verifies it.
/// The scenarios of third-party XIB cells live with the tests and read `../shared/fixtures`.
@Suite("Bundled snapshots")
struct BundledSnapshotsTests {
  @Test("a copy of Snapshots/ alone, with nothing next to it, verifies: no spec reads a file outside it")
  func copyAlonePasses() throws {
    // A temporary folder has no ../shared (nor anything else) next to the copy, as a user's clone.
    let alone = try TestWorkspace.temporaryFolder() + "/Snapshots"
    try FileManager.default.copyItem(atPath: TestWorkspace.bundledSnapshots, toPath: alone)
    let result = TestWorkspace.run(["verify", "--snapshots", alone, "--artifacts", try TestWorkspace.temporaryFolder()])
    #expect(result.status == .success, "\(result.out)\(result.err)")
    let specs = try FileManager.default.contentsOfDirectory(atPath: alone + "/specs").filter { $0.hasSuffix(".json") }
    #expect(specs.count >= 40)
    #expect(result.out.hasSuffix("\n\(specs.count) passed, 0 failed\n"), "\(result.out)")
  }

  @Test("the third-party XIB scenarios (test-only, from ../shared/fixtures) match their goldens", SharedFixtures.required)
  func xibFixtureScenariosPass() throws {
    let snapshots = TestWorkspace.fixtures + "/XIBFixtureScenarios"
    // Their XIBs lie outside the snapshots folder, in the shared fixtures: allowed explicitly.
    let result = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", try TestWorkspace.temporaryFolder(),
                                    "--allow-path", SharedFixtures.root + "/xib"])
    #expect(result.status == .success, "\(result.out)\(result.err)")
    let specs = try FileManager.default.contentsOfDirectory(atPath: snapshots + "/specs").filter { $0.hasSuffix(".json") }
    #expect(specs.count == 6)
    #expect(result.out.hasSuffix("\(specs.count) passed, 0 failed\n"), "\(result.out)")
  }

  @Test("without --allow-path the third-party XIB scenarios are refused: their XIBs lie outside the snapshots folder",
        SharedFixtures.required)
  func xibFixtureScenariosNeedAllowPath() throws {
    let snapshots = TestWorkspace.fixtures + "/XIBFixtureScenarios"
    let result = TestWorkspace.run(["audit", "--snapshots", snapshots])
    #expect(result.status == .dataError)
    #expect(result.out.contains("at $.properties.xib: '../../../../../../shared/fixtures/xib/"), "\(result.out)")
    #expect(result.out.contains("resolves outside the snapshots folder"), "\(result.out)")
  }
}
