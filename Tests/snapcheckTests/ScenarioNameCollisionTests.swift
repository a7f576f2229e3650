import CellRaster
import Foundation
import Testing
@testable import SnapCheckCore

/// Scenario names that differ only in letter case are one golden folder on macOS and Windows:
/// both specs are ERROR entries naming both files and both names, the others still run.
@Suite("Scenario names that collide on case-insensitive file systems")
struct ScenarioNameCollisionTests {
  @Test("two scenario names that differ only in letter case are an error of both specs; the others run; exit 65")
  func caseOnly() throws {
    let snapshots = try TestWorkspace.copyOfScenarios(BrokenSpecTests.good)
    let original = snapshots + "/specs/object-cell-issues.json", other = snapshots + "/specs/issues-upper.json"
    try String(contentsOfFile: original, encoding: .utf8)
      .replacingOccurrences(of: #""name": "object-cell-issues""#, with: #""name": "Object-Cell-Issues""#)
      .write(toFile: other, atomically: true, encoding: .utf8)
    let golden = snapshots + "/golden/object-cell-issues/w375-3x-L-light-ltr.png"
    let before = try Data(contentsOf: URL(fileURLWithPath: golden))
    let result = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", try TestWorkspace.temporaryFolder()])
    #expect(result.status == .dataError)
    let tail = ": their golden folders would be one folder on a case-insensitive or normalising file system (macOS, Windows); "
      + "give each spec its own name (none of them is run or recorded until then)"
    #expect(result.out.contains("ERROR Object-Cell-Issues: \(other): at $.name: scenario name 'Object-Cell-Issues' and "
                                + "'object-cell-issues' of \(original) differ only in letter case" + tail), "\(result.out)")
    #expect(result.out.contains("ERROR object-cell-issues: \(original): at $.name: scenario name 'object-cell-issues' and "
                                + "'Object-Cell-Issues' of \(other) differ only in letter case" + tail), "\(result.out)")
    #expect(result.out.contains("PASS object-cell-accessory-none") && result.out.contains("PASS note-cell-example"))
    #expect(result.out.hasSuffix("2 passed, 2 failed\n"), "\(result.out)")
    // record leaves the golden folder alone.
    let record = TestWorkspace.run(["record", "--snapshots", snapshots, "object-cell-issues"])
    #expect(record.status == .dataError)
    #expect(try Data(contentsOf: URL(fileURLWithPath: golden)) == before)
    #expect(!FileManager.default.fileExists(atPath: snapshots + "/golden/Object-Cell-Issues"))
  }

  @Test("one name, one differing in case and one exact duplicate: each spec's error names every other")
  func threeWay() throws {
    let snapshots = try TestWorkspace.copyOfScenarios(["object-cell-issues"])
    let original = snapshots + "/specs/object-cell-issues.json"
    let text = try String(contentsOfFile: original, encoding: .utf8)
    try text.write(toFile: snapshots + "/specs/b-same.json", atomically: true, encoding: .utf8)
    try text.replacingOccurrences(of: #""name": "object-cell-issues""#, with: #""name": "OBJECT-cell-issues""#)
      .write(toFile: snapshots + "/specs/c-upper.json", atomically: true, encoding: .utf8)
    let result = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", try TestWorkspace.temporaryFolder()])
    #expect(result.status == .dataError)
    #expect(result.out.contains("ERROR object-cell-issues: \(snapshots)/specs/b-same.json: at $.name: scenario name 'object-cell-issues' "
                                + "and 'OBJECT-cell-issues' of \(snapshots)/specs/c-upper.json differ only in letter case; "
                                + "'object-cell-issues' is also used by \(original): their golden folders"), "\(result.out)")
    #expect(result.out.hasSuffix("0 passed, 3 failed\n"), "\(result.out)")
  }

  @Test("scenario names are ASCII, so \"Café\" in NFC or NFD is refused as a name before it could collide")
  func nonASCIINames() throws {
    for name in ["Caf\u{E9}", "Cafe\u{301}"] {
      #expect(!ScenarioSpec.isValidName(name), "\(name.unicodeScalars.count) scalars")
    }
  }
}
