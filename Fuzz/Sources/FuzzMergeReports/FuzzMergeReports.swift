import CellRaster
import Foundation

/// merge-reports input: the bytes of a shard's `results.json`, merged as `snapcheck merge-reports
/// <shard> --junit <file> --report <dir>` does, through the command's own entry (`MergeReportsCommand.run`, with
/// a capturing console): reading and checking the results file (`ReportFolder.load`), the shard
/// checks, and writing the joined JUnit XML and HTML report. The CLI's sources are compiled into
/// this target (Sources/FuzzMergeReports/snapcheck is a symlink to Sources/snapcheck, without its
/// `@main` file), since merge-reports lives in the executable target. Any exit status is a
/// correct answer (an error is exit 65 or 66 with a message); a trap, an ASan report, a timeout
/// or running out of memory is a finding, and so is exit 70 (an internal error).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMergeReports(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let folders = MergeFuzzFolders.shared
  _ = FileManager.default.createFile(atPath: folders.shard + "/results.json", contents: Data(bytes: start, count: count))
  // Twice: with --junit only (the report folder copies images, and a fuzzed results.json names
  // images that are not there, which stops the merge before the JUnit file), then with both.
  merge([folders.shard, "--junit", folders.junit])
  merge([folders.shard, "--junit", folders.junit, "--report", folders.report])
  return 0
}

/// Runs merge-reports with `arguments` and checks its outcome as runSnapcheck (SnapCheck.swift,
/// not compiled here: its @main would clash with libFuzzer's main) maps it: a DiagnosticError is
/// exit 64-74, anything else is 70, an internal error.
private func merge(_ arguments: [String]) {
  let context = RunContext(environment: [:], console: Console(capturing: true))
  do {
    let parsed = try scanArguments(arguments, options: MergeReportsCommand.options, command: MergeReportsCommand.name)
    _ = try MergeReportsCommand.run(parsed, context: context)
  } catch let error as any DiagnosticError {
    precondition(error.category != .internal, "merge-reports: internal error (exit 70): \(error.description)")
  } catch {
    preconditionFailure("merge-reports: internal error (exit 70): \(error)")
  }
}

/// A scratch folder per process in the working folder (Fuzz/run runs each fuzzer in a scratch
/// folder of its own, in /dev/shm when there is one, and removes it afterwards): the shard folder
/// the input is written to, and where the merged JUnit file and report go.
final class MergeFuzzFolders: Sendable {
  static let shared = MergeFuzzFolders()
  let shard: String, junit: String, report: String

  private init() {
    let root = FileManager.default.currentDirectoryPath + "/merge-reports-\(getpid())"
    shard = root + "/shard"
    junit = root + "/junit.xml"
    report = root + "/report"
    try? FileManager.default.createDirectory(atPath: shard, withIntermediateDirectories: true)
  }
}
