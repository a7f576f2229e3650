import CellRaster
import Foundation
import Testing
@testable import SnapCheckCore

/// Output that cannot be written: standard output on a full disk or closed, a `--junit` path that
/// names a folder. Each is exit 74 with a message, never a trap (Foundation's `FileHandle.write`
/// and `deletingLastPathComponent` trap on these).
@Suite("Output failures")
struct OutputFailureTests {
  static let binary = TestWorkspace.repositoryRoot + "/.build/debug/snapcheck"

  /// Runs the built executable through `sh -c` with `redirect` after its arguments.
  static func shell(_ arguments: [String], redirect: String) throws -> (status: Int32, out: String, err: String)? {
    try #require(FileManager.default.isExecutableFile(atPath: binary), "build the snapcheck product first")
    let quoted = ([binary] + arguments).map(VerifySettings.shellQuoted).joined(separator: " ")
    return try TestWorkspace.runTool("sh", ["-c", quoted + " " + redirect])
  }

  @Test("standard output on a full disk or closed is exit 74 with one line on standard error",
        arguments: [">/dev/full", ">&-"])
  func standardOutputFails(redirect: String) throws {
    let version = try #require(try Self.shell(["--version"], redirect: redirect))
    #expect(version.status == 74, "\(version.err)")
    #expect(version.err.hasPrefix("error: cannot write to standard output ("), "\(version.err)")
    #expect(version.err.components(separatedBy: "\n").filter { !$0.isEmpty }.count == 1, "said once: \(version.err)")
    let snapshots = try TestWorkspace.copyOfScenarios(["object-cell-status-text"])
    let work = try TestWorkspace.temporaryFolder()
    let verify = try #require(try Self.shell(["verify", "--snapshots", snapshots, "--artifacts", work + "/a"], redirect: redirect))
    #expect(verify.status == 74, "\(verify.err)")
    // The run itself went on: its report was written.
    #expect(FileManager.default.fileExists(atPath: work + "/a/results.json"))
  }

  @Test("a failed run keeps its own exit status when standard output fails too")
  func moreSpecificStatusWins() throws {
    let result = try #require(try Self.shell(["verify", "--snapshots", "/nonexistent/snapshots"], redirect: ">/dev/full"))
    #expect(result.status == 66, "\(result.err)")
  }

  @Test("--junit may not replace the report's index.html or results.json, nor lie in a scenario subfolder (64)",
        arguments: ["report/results.json", "report/index.html", "a/object-cell-status-text/junit.xml", "report/x/junit.xml"])
  func junitOverReportFiles(relative: String) throws {
    let snapshots = try TestWorkspace.copyOfScenarios(["object-cell-status-text"])
    let work = try TestWorkspace.temporaryFolder()
    let result = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", work + "/a", "--report", work + "/report",
                                    "--junit", work + "/" + relative])
    #expect(result.status == .usage, "\(result.out)\(result.err)")
    #expect(result.err.contains("--junit \(work)/\(relative) "), "\(result.err)")
    let merge = TestWorkspace.run(["merge-reports", work + "/a", "--report", work + "/report", "--junit", work + "/" + relative])
    if relative.hasPrefix("report/") { #expect(merge.status == .usage, "\(merge.err)") }
    // Directly in the folder under another name is fine.
    let fine = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", work + "/a", "--report", work + "/report",
                                  "--junit", work + "/report/junit.xml"])
    #expect(fine.status == .success, "\(fine.out)\(fine.err)")
  }

  @Test("--junit naming a folder ('.', './/', '..', '/', 'a/') is exit 74 naming it, not a trap",
        arguments: [".", ".//", "./.", "..", "/", "reports/"])
  func junitFolder(path: String) throws {
    let snapshots = try TestWorkspace.copyOfScenarios(["object-cell-status-text"])
    let work = try TestWorkspace.temporaryFolder()
    let result = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", work + "/a", "--junit", path])
    #expect(result.status == .ioError, "\(result.out)\(result.err)")
    #expect(result.err.contains("\(path): names a folder, not a file"), "\(result.err)")
  }
}
