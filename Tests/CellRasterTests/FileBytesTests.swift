import Foundation
import Testing
@testable import CellRaster

@Suite("FileBytes")
struct FileBytesTests {
  @Test("an atomic write replaces the file whole and leaves no temporary file; read returns the bytes")
  func writeAndRead() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("filebytes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("out.png").path
    try FileBytes.writeAtomically([1, 2, 3], to: path)
    try FileBytes.writeAtomically(Array(repeating: 7, count: 100_000), to: path)
    #expect(try FileBytes.read(path) == Array(repeating: 7, count: 100_000))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.png"])
    try FileBytes.writeAtomically([], to: path)
    #expect(try FileBytes.read(path) == [])
  }

  @Test("errors: missing input → 66's category, unwritable folder → io")
  func errors() {
    #expect(throws: FileError(path: "/nonexistent/a.png", problem: "no such file", category: .missingInput)) {
      try FileBytes.read("/nonexistent/a.png")
    }
    let write = #expect(throws: FileError.self) { try FileBytes.writeAtomically([1], to: "/nonexistent/dir/a.png") }
    #expect(write?.category == .io)
    #expect(write?.description.hasPrefix("/nonexistent/dir/a.png: cannot write: ") == true)
  }

  @Test("an atomic write never goes through a folder that is a symbolic link (--junit reports/j.xml with reports a link)")
  func refusesLinkedFolder() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("filebytes-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder + "/outside", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createSymbolicLink(atPath: folder + "/reports", withDestinationPath: folder + "/outside")
    let error = #expect(throws: FileError.self) { try FileBytes.writeAtomically([1], to: folder + "/reports/j.xml") }
    #expect(error?.category == .io)
    #expect(error?.description == "\(folder)/reports/j.xml: its folder \(folder)/reports is a symbolic link: snapcheck does not write through it")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/outside").isEmpty)
    try FileBytes.writeAtomically([1], to: folder + "/outside/j.xml")  // the real folder itself is fine
  }

  @Test("an atomic write never replaces a symbolic link, folder or FIFO (io, naming the path and what is there)")
  func refusesNonRegular() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("filebytes-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder + "/dir", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileBytes.writeAtomically([1], to: folder + "/target")
    try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: folder + "/target")
    #expect(mkfifo(folder + "/fifo", 0o644) == 0)
    for (name, kind) in [("link", "a symbolic link"), ("dir", "a folder"), ("fifo", "a FIFO")] {
      let error = #expect(throws: FileError.self) { try FileBytes.writeAtomically([2], to: folder + "/" + name) }
      #expect(error?.category == .io)
      #expect(error?.description == "\(folder)/\(name): is \(kind), not a regular file: snapcheck does not replace it")
    }
    #expect(try FileBytes.read(folder + "/target") == [1])
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/link") == folder + "/target")
  }
}
