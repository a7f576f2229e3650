import CellRaster
import Foundation
import Testing
@testable import SnapCheckCore

/// Hostile golden folders: goldens and golden folders that are symbolic links are never read,
/// written through or followed by `--remove-orphans` (`GoldenPaths`).
@Suite("Golden paths")
struct GoldenPathsTests {
  static let name = "object-cell-accessory-none"
  static let stem = "w375-3x-L-light-ltr"

  /// A file outside every snapshots folder holding a secret.
  static func secretFile() throws -> String {
    let path = try TestWorkspace.temporaryFolder() + "/secret.txt"
    try "AWS_SECRET=hunter2-do-not-print\n".write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test("a golden .a11y.txt linked to a file elsewhere is an error naming it; its content is in no output or artifact")
  func linkedTreeText() throws {
    let snapshots = try TestWorkspace.copyOfScenarios([Self.name])
    let golden = snapshots + "/golden/\(Self.name)/\(Self.stem).a11y.txt"
    try FileManager.default.removeItem(atPath: golden)
    try FileManager.default.createSymbolicLink(atPath: golden, withDestinationPath: try Self.secretFile())
    let work = try TestWorkspace.temporaryFolder()
    let result = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", work + "/a", "--junit", work + "/j.xml",
                                    "--record", "never"])
    #expect(result.status == .dataError, "\(result.out)\(result.err)")
    #expect(result.out.contains("cannot use golden \(golden): is a symbolic link, not a golden file"), "\(result.out)")
    #expect(!(result.out + result.err).contains("hunter2"))
    let written = try FileManager.default.subpathsOfDirectory(atPath: work).map { work + "/" + $0 }.filter(FileBytes.isRegularFile)
    #expect(written.contains(work + "/a/results.json") && written.contains(work + "/j.xml"))
    for file in written {
      #expect(!String(decoding: try FileBytes.read(file), as: UTF8.self).contains("hunter2"), "\(file)")
    }
  }

  @Test("a scenario's golden folder that is a symbolic link is not recorded into, and its goldens are unusable")
  func linkedScenarioFolder() throws {
    let snapshots = try TestWorkspace.copyOfScenarios([Self.name])
    let outside = try TestWorkspace.temporaryFolder()
    let folder = snapshots + "/golden/\(Self.name)"
    try FileManager.default.removeItem(atPath: folder)
    try FileManager.default.createSymbolicLink(atPath: folder, withDestinationPath: outside)
    let recorded = TestWorkspace.run(["record", "--snapshots", snapshots])
    #expect(recorded.status != .success)
    #expect((recorded.out + recorded.err).contains("\(folder): is a symbolic link, not a golden folder"), "\(recorded.out)\(recorded.err)")
    let verified = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", try TestWorkspace.temporaryFolder(),
                                      "--record", "all"])
    #expect(verified.status == .dataError, "\(verified.out)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: outside).isEmpty, "nothing written through the link")
  }

  @Test("with golden/ a symbolic link, --remove-orphans removes nothing where it points")
  func linkedGoldenFolderOrphans() throws {
    let snapshots = try TestWorkspace.copyOfScenarios([Self.name])
    let unrelated = try TestWorkspace.temporaryFolder()
    try FileManager.default.createDirectory(atPath: unrelated + "/project/src", withIntermediateDirectories: true)
    try "keep".write(toFile: unrelated + "/project/src/main.png", atomically: true, encoding: .utf8)
    try FileManager.default.moveItem(atPath: snapshots + "/golden/\(Self.name)", toPath: unrelated + "/\(Self.name)")
    try FileManager.default.removeItem(atPath: snapshots + "/golden")
    try FileManager.default.createSymbolicLink(atPath: snapshots + "/golden", withDestinationPath: unrelated)
    let result = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", try TestWorkspace.temporaryFolder(),
                                    "--record", "never", "--remove-orphans"])
    #expect(result.status == .dataError, "\(result.out)")
    #expect(result.out.contains("is a symbolic link, not a golden folder"), "\(result.out)")
    #expect(!result.out.contains("removed"), "\(result.out)")
    #expect(FileBytes.isRegularFile(unrelated + "/project/src/main.png"))
  }

  @Test("--remove-orphans removes only snapcheck's golden files: links, their targets and other files are kept and listed")
  func orphanRemovalKeepsForeignFiles() throws {
    let snapshots = try TestWorkspace.copyOfScenarios([Self.name])
    let golden = snapshots + "/golden"
    let elsewhere = try TestWorkspace.temporaryFolder()
    try FileManager.default.createDirectory(atPath: elsewhere + "/tree", withIntermediateDirectories: true)
    try "x".write(toFile: elsewhere + "/tree/a.png", atomically: true, encoding: .utf8)
    try "x".write(toFile: elsewhere + "/victim.png", atomically: true, encoding: .utf8)
    // An orphan scenario folder that is a link, a link to a file in a scenario's folder, a
    // foreign file there, and a real orphan folder with a golden file and a foreign file.
    try FileManager.default.createSymbolicLink(atPath: golden + "/old-linked", withDestinationPath: elsewhere + "/tree")
    try FileManager.default.createSymbolicLink(atPath: golden + "/\(Self.name)/w320-3x-L-light-ltr.png",
                                               withDestinationPath: elsewhere + "/victim.png")
    try "notes".write(toFile: golden + "/\(Self.name)/notes.md", atomically: true, encoding: .utf8)
    try FileManager.default.createDirectory(atPath: golden + "/old-cell", withIntermediateDirectories: true)
    try "x".write(toFile: golden + "/old-cell/w375-3x-L-light-ltr.png", atomically: true, encoding: .utf8)
    try "x".write(toFile: golden + "/old-cell/README", atomically: true, encoding: .utf8)
    let result = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", try TestWorkspace.temporaryFolder(),
                                    "--record", "never", "--remove-orphans"])
    #expect(result.status == .success, "\(result.out)")
    #expect(result.out.contains("removed orphan golden \(golden)/old-cell/w375-3x-L-light-ltr.png: no scenario named 'old-cell'\n"),
            "\(result.out)")
    #expect(result.out.contains("orphan golden \(golden)/old-cell: no scenario named 'old-cell'; not removed: it holds files"),
            "\(result.out)")
    #expect(result.out.contains("orphan golden \(golden)/old-linked: no scenario named 'old-linked'; not removed:"), "\(result.out)")
    #expect(FileBytes.isRegularFile(elsewhere + "/tree/a.png") && FileBytes.isRegularFile(elsewhere + "/victim.png"))
    #expect(FileBytes.entryExists(golden + "/old-linked") && FileBytes.entryExists(golden + "/\(Self.name)/w320-3x-L-light-ltr.png"))
    #expect(FileBytes.isRegularFile(golden + "/\(Self.name)/notes.md") && FileBytes.isRegularFile(golden + "/old-cell/README"))
    #expect(!FileBytes.entryExists(golden + "/old-cell/w375-3x-L-light-ltr.png"))
  }

  @Test("--junit and --diff refuse to replace a FIFO (74), naming it", arguments: ["junit", "diff"])
  func fifoOutputs(flag: String) throws {
    let work = try TestWorkspace.temporaryFolder()
    let fifo = work + "/out.fifo"
    #expect(mkfifo(fifo, 0o644) == 0)
    let arguments: [String]
    if flag == "junit" {
      let snapshots = try TestWorkspace.copyOfScenarios([Self.name])
      arguments = ["verify", "--snapshots", snapshots, "--artifacts", work + "/a", "--record", "never", "--junit", fifo]
    } else {
      let png = TestWorkspace.bundledSnapshots + "/golden/\(Self.name)/\(Self.stem).png"
      let other = TestWorkspace.bundledSnapshots + "/golden/object-cell-issues/w375-3x-L-dark-ltr.png"
      arguments = ["diff", png, other, "--diff", fifo]
    }
    let result = TestWorkspace.run(arguments)
    #expect(result.status == .ioError, "\(result.out)\(result.err)")
    #expect(result.err.contains("\(fifo): is a FIFO, not a regular file"), "\(result.err)")
    var info = stat()
    #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "the FIFO is still there")
  }

  @Test("a report scenario folder that is a symbolic link is not written through (74)")
  func linkedReportScenarioFolder() throws {
    let snapshots = try TestWorkspace.copyOfScenarios([Self.name])
    let work = try TestWorkspace.temporaryFolder(), elsewhere = try TestWorkspace.temporaryFolder()
    try FileManager.default.createDirectory(atPath: work + "/report", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: work + "/report/\(Self.name)", withDestinationPath: elsewhere)
    let result = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", work + "/a", "--report", work + "/report",
                                    "--record", "never"])
    #expect(result.status == .ioError, "\(result.out)\(result.err)")
    #expect(result.err.contains("\(work)/report/\(Self.name): is not a real folder"), "\(result.err)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).isEmpty)
  }
}
