import CellRaster
import Foundation
import Testing
@testable import SnapCheckCore

/// The failure artifacts folder: never written or cleared through a link standing in its place.
@Suite("Artifacts")
struct ArtifactsTests {
  @Test("an artifacts folder that is a symbolic link is refused (74); the scenario folder where it points is kept")
  func linkedRoot() throws {
    let name = GoldenPathsTests.name
    let snapshots = try TestWorkspace.copyOfScenarios([name])
    let work = try TestWorkspace.temporaryFolder(), elsewhere = try TestWorkspace.temporaryFolder()
    try FileManager.default.createDirectory(atPath: elsewhere + "/" + name, withIntermediateDirectories: true)
    try "keep".write(toFile: elsewhere + "/\(name)/precious.txt", atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: work + "/snapcheck-artifacts", withDestinationPath: elsewhere)
    let result = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", work + "/snapcheck-artifacts",
                                    "--record", "never"])
    #expect(result.status == .ioError, "\(result.out)\(result.err)")
    #expect((result.out + result.err).contains("\(work)/snapcheck-artifacts: is a symbolic link or not a folder"),
            "\(result.out)\(result.err)")
    #expect(FileManager.default.fileExists(atPath: elsewhere + "/\(name)/precious.txt"))
  }
}
