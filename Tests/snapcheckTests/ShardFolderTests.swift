import CellRaster
import Foundation
import Testing
@testable import SnapCheckCore

/// merge-reports reads other jobs' report folders: only regular files inside each shard folder,
/// copied, never hard-linked (`ShardFolder`).
@Suite("Shard folders")
struct ShardFolderTests {
  /// A report folder of one passing scenario, and the relative path of its first image.
  static func report() throws -> (folder: String, image: String) {
    let folder = try UntrustedInputTests.report()
    let run = try ReportFolder.load(folder)
    let image = try #require(run.scenarios.first?.frames.first?.images.all.first?.1)
    return (folder, image)
  }

  @Test("an image in a shard folder that is a symbolic link to a file outside it is refused, naming it (65)")
  func linkedImageOutside() throws {
    let (folder, image) = try Self.report()
    let secret = try TestWorkspace.temporaryFolder() + "/secret.png"
    try FileManager.default.copyItem(atPath: folder + "/" + image, toPath: secret)
    try FileManager.default.removeItem(atPath: folder + "/" + image)
    try FileManager.default.createSymbolicLink(atPath: folder + "/" + image, withDestinationPath: secret)
    let out = try TestWorkspace.temporaryFolder() + "/merged"
    let merged = TestWorkspace.run(["merge-reports", folder, "--report", out])
    #expect(merged.status == .dataError, "\(merged.err)")
    #expect(merged.err.contains("\(folder)/\(image): resolves outside the shard's report folder"), "\(merged.err)")
    #expect(!FileManager.default.fileExists(atPath: out + "/index.html"))
  }

  @Test("a shard's results.json that is a symbolic link out of the folder is refused (65)")
  func linkedResults() throws {
    let (folder, _) = try Self.report()
    let elsewhere = try TestWorkspace.temporaryFolder() + "/results.json"
    try FileManager.default.moveItem(atPath: folder + "/results.json", toPath: elsewhere)
    try FileManager.default.createSymbolicLink(atPath: folder + "/results.json", withDestinationPath: elsewhere)
    let merged = TestWorkspace.run(["merge-reports", folder, "--junit", try TestWorkspace.temporaryFolder() + "/j.xml"])
    #expect(merged.status == .dataError, "\(merged.err)")
    #expect(merged.err.contains("results.json: resolves outside the shard's report folder"), "\(merged.err)")
  }

  @Test("an image that is a FIFO in the shard folder is refused, not read (65)")
  func fifoImage() throws {
    let (folder, image) = try Self.report()
    try FileManager.default.removeItem(atPath: folder + "/" + image)
    #expect(mkfifo(folder + "/" + image, 0o644) == 0)
    let merged = TestWorkspace.run(["merge-reports", folder, "--report", try TestWorkspace.temporaryFolder() + "/merged"])
    #expect(merged.status == .dataError, "\(merged.err)")
    #expect(merged.err.contains("\(image): is not a regular file"), "\(merged.err)")
  }

  @Test("merged images are copies: no hard link ties the merged report to a shard's file")
  func imagesAreCopied() throws {
    let (folder, image) = try Self.report()
    let out = try TestWorkspace.temporaryFolder() + "/merged"
    let merged = TestWorkspace.run(["merge-reports", folder, "--report", out])
    #expect(merged.status == .success, "\(merged.err)")
    let run = try ReportFolder.load(out)
    let copied = try #require(run.scenarios.first?.frames.first?.images.all.first?.1)
    var source = stat(), copy = stat()
    #expect(stat(folder + "/" + image, &source) == 0 && stat(out + "/" + copied, &copy) == 0)
    #expect(source.st_ino != copy.st_ino && copy.st_nlink == 1)
    #expect(try FileBytes.read(out + "/" + copied) == (try FileBytes.read(folder + "/" + image)))
  }
}
