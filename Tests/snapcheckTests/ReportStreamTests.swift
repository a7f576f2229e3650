import CellRaster
import Foundation
import Testing
@testable import SnapCheckCore

/// The report written scenario by scenario during a run must be the page and results file made
/// for the whole run at once, with no part files left behind.
@Suite("Report stream")
struct ReportStreamTests {
  @Test("results.json and index.html written piecewise equal the whole-run encoding and page; parts removed")
  func sameFilesAsWholeRun() throws {
    let (folder, _) = try HTMLReportTests.makeReport()
    let run = try ReportFolder.load(folder)  // image paths already relative to `folder`
    #expect(run.scenarios.count == 3)
    let results = try FileBytes.read(folder + "/" + ReportFolder.resultsName)
    #expect(results == (try ReportFolder.encode(run)))
    let page = try String(contentsOfFile: folder + "/index.html", encoding: .utf8)
    #expect(page == HTMLReport.page(run))
    let left = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.contains(".part") || $0.contains(".tmp-") }
    #expect(left.isEmpty, "\(left)")
  }

  @Test("an unfinished stream removes its part files when released, and leaves earlier reports alone")
  func unfinishedStream() throws {
    let folder = try TestWorkspace.temporaryFolder() + "/report"
    try FileOutput.createDirectory(folder)
    try Array("old".utf8).write(to: folder + "/index.html")
    do {
      let stream = try ReportStream(folder: folder)
      _ = stream
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder).count == 5, "index.html and four part files")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["index.html"])
    #expect(try FileBytes.read(folder + "/index.html") == Array("old".utf8))
  }

  @Test("images outside the report are linked in when folders are spelled with '..', through a symbolic link, or in another Unicode form",
        arguments: ["dotdot", "symlink", "unicode"])
  func imagesInsideFolder(spelling: String) throws {
    let snapshots = try TestWorkspace.copyOfScenarios(["object-cell-issues", "object-cell-accessory-none"])
    let spec = snapshots + "/specs/object-cell-issues.json"
    try String(contentsOfFile: spec, encoding: .utf8).replacingOccurrences(of: "Issues: 42", with: "Issues: 43")
      .write(toFile: spec, atomically: true, encoding: .utf8)
    let work = try TestWorkspace.temporaryFolder()
    let report = work + "/" + (spelling == "unicode" ? "\u{E9}" : "out")  // é, precomposed
    try FileOutput.createDirectory(report)
    let artifacts: String
    switch spelling {
    case "dotdot": artifacts = report + "/../art"
    case "symlink":
      try FileManager.default.createSymbolicLink(atPath: work + "/link", withDestinationPath: work)
      artifacts = work + "/link/art"
    default: artifacts = work + "/e\u{301}"  // e + combining acute: another folder on Linux
    }
    let result = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", artifacts, "--report", report, "--record", "never"])
    #expect(result.status == .failure)
    let run = try ReportFolder.load(report)
    let paths = run.scenarios.flatMap(\.frames).flatMap(\.images.all).map(\.1)
    #expect(paths.count > 5)
    for path in paths {
      #expect(!path.hasPrefix("../") && !path.hasPrefix("/"), "\(path)")
      #expect(FileBytes.isRegularFile(report + "/" + path), "\(path)")
    }
  }

  @Test("goldens of passing frames are hard-linked in, so a re-recorded golden does not change the report")
  func linkedImages() throws {
    let work = try TestWorkspace.temporaryFolder()
    let golden = work + "/golden.png"
    try FileBytes.writeAtomically(Array("first".utf8), to: golden)
    try FileBytes.linkOrCopy(golden, to: work + "/linked.png")
    var source = stat(), linked = stat()
    #expect(stat(golden, &source) == 0 && stat(work + "/linked.png", &linked) == 0)
    #expect(source.st_ino == linked.st_ino && linked.st_nlink == 2)
    // Linking again onto the same file leaves no temporary name behind (rename(2) is a no-op there).
    try FileBytes.linkOrCopy(golden, to: work + "/linked.png")
    #expect(try FileManager.default.contentsOfDirectory(atPath: work).sorted() == ["golden.png", "linked.png"])
    try FileBytes.writeAtomically(Array("second".utf8), to: golden)  // how goldens are recorded
    #expect(try FileBytes.read(work + "/linked.png") == Array("first".utf8))
  }
}

private extension Array where Element == UInt8 {
  func write(to path: String) throws { try FileBytes.writeAtomically(self, to: path) }
}

extension ReportStreamTests {
  @Test("a report folder that is a symbolic link is refused (74) and nothing is written where it points")
  func linkedReportFolder() throws {
    let work = try TestWorkspace.temporaryFolder(), elsewhere = try TestWorkspace.temporaryFolder()
    try FileManager.default.createSymbolicLink(atPath: work + "/report", withDestinationPath: elsewhere)
    #expect {
      _ = try ReportStream(folder: work + "/report")
    } throws: { error in
      let error = error as? FileError
      return error?.category == .io && error?.problem.contains("is a symbolic link or not a folder") == true
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).isEmpty)
  }
}
