import Foundation
import Testing
@testable import CellRaster

@Suite("InputSizeLimit")
struct InputSizeLimitTests {
  static func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inputsize-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test("caps per kind: PNG 1 GiB, XIB 32 MiB, theme 1 MiB, spec 16 MiB")
  func caps() {
    #expect(InputSizeLimit.png == 1 << 30)
    #expect(InputSizeLimit.xib == 32 << 20)
    #expect(InputSizeLimit.theme == 1 << 20)
    #expect(InputSizeLimit.spec == 16 << 20)
    #expect(InputSizeLimit.describe(32 << 20) == "32 MiB")
    #expect(InputSizeLimit.describe(1000) == "1000 bytes")
  }

  @Test("FileBytes.read refuses a file over its limit before reading it (65)")
  func readLimit() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("f").path
    try FileBytes.writeAtomically(Array(repeating: 1, count: 2_048), to: path)
    #expect(try FileBytes.read(path, limit: 2_048).count == 2_048)
    #expect(throws: FileError(path: path, problem: "is 2048 bytes, over the 1 KiB limit", category: .badInput)) {
      try FileBytes.read(path, limit: 1_024)
    }
  }

  @Test("a XIB over 32 MiB is bad input naming the file, not read whole")
  func xibCap() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("big.xib").path
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: UInt64(InputSizeLimit.xib + 1))  // sparse: no 32 MiB written
    try handle.close()
    let error = #expect(throws: FileError.self) { try XIBParser.parse(file: path, displayName: "big.xib") }
    #expect(error?.category == .badInput)
    #expect(error?.description == "big.xib: is \(InputSizeLimit.xib + 1) bytes, over the 32 MiB limit")
  }

  @Test("a theme over 1 MiB, or a FIFO, is a spec error at the theme key")
  func themeCap() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let theme = folder.appendingPathComponent("big.nss").path
    try FileBytes.writeAtomically(Array(repeating: 0x20, count: InputSizeLimit.theme + 1), to: theme)
    let spec = folder.appendingPathComponent("s.json").path
    let cursor = JSONCursor(.string("big.nss"), path: "$.theme", file: spec)
    let error = #expect(throws: SpecError.self) { try ThemeFile.load(cursor, confinement: PathConfinement.specFolder(of: spec)) }
    #expect(error?.description == "\(spec): at $.theme: theme file 'big.nss' is \(InputSizeLimit.theme + 1) bytes, over the 1 MiB limit")
    let fifo = folder.appendingPathComponent("fifo.nss").path
    #expect(mkfifo(fifo, 0o644) == 0)
    let fifoError = #expect(throws: SpecError.self) { try ThemeFile.load(JSONCursor(.string("fifo.nss"), path: "$.theme", file: spec), confinement: PathConfinement.specFolder(of: spec)) }
    #expect(fifoError?.description.contains("not a regular file") == true)
  }
}
