import CellRaster
import Foundation
import Testing
@testable import snapcheck

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
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder).count == 4)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["index.html"])
    #expect(try FileBytes.read(folder + "/index.html") == Array("old".utf8))
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
