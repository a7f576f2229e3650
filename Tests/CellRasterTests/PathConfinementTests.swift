import Foundation
import Testing
@testable import CellRaster

@Suite("PathConfinement")
struct PathConfinementTests {
  static func folder() throws -> String {
    let path = NSTemporaryDirectory() + "confinement-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path + "/root/specs", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: path + "/rootx", withIntermediateDirectories: true)
    for file in ["root/specs/in.png", "rootx/out.png"] { try FileBytes.writeAtomically([1], to: path + "/" + file) }
    return PathConfinement.canonical(path)!
  }

  @Test("a file inside the root resolves to its canonical path; one missing is nil")
  func inside() throws {
    let base = try Self.folder()
    let confinement = try PathConfinement(root: base + "/root")
    let cursor = JSONCursor(.string("in.png"), path: "$.image", file: base + "/root/specs/s.json")
    #expect(try confinement.resolve("in.png", at: cursor) == base + "/root/specs/in.png")
    #expect(try confinement.resolve("./../specs/in.png", at: cursor) == base + "/root/specs/in.png")
    #expect(try confinement.resolve("gone.png", at: cursor) == nil)
  }

  @Test("a path with a NUL is an error, not cut at the NUL (a hostile-input trial found it cut)")
  func nul() throws {
    let base = try Self.folder()
    let confinement = try PathConfinement(root: base + "/root")
    let cursor = JSONCursor(.string(""), path: "$.image", file: base + "/root/specs/s.json")
    let error = #expect(throws: SpecError.self) { try confinement.resolve("in.png\u{0}.txt", at: cursor) }
    #expect(error?.description == "\(base)/root/specs/s.json: at $.image: 'in.png\\u{0}.txt' contains a NUL character, which no file name can hold")
  }

  @Test("a sibling folder whose name extends the root's is outside (no string-prefix match); allowed folders admit")
  func siblingPrefix() throws {
    let base = try Self.folder()
    let cursor = JSONCursor(.string(""), path: "$.image", file: base + "/root/specs/s.json")
    let confinement = try PathConfinement(root: base + "/root")
    #expect(throws: SpecError.self) { try confinement.resolve("../../rootx/out.png", at: cursor) }
    do {
      _ = try confinement.resolve("../../rootx/out.png", at: cursor)
    } catch let error as SpecError {
      #expect(error.description.hasPrefix("\(base)/root/specs/s.json: at $.image: '../../rootx/out.png' resolves outside "
                                            + "the snapshots folder (\(base)/root), to \(base)/rootx/out.png; pass --allow-path"))
    }
    let allowing = try PathConfinement(root: base + "/root", allowed: [base + "/rootx"])
    #expect(try allowing.resolve("../../rootx/out.png", at: cursor) == base + "/rootx/out.png")
  }

  @Test("a symbolic link inside the root to a file outside is outside; an absolute path is judged the same way")
  func links() throws {
    let base = try Self.folder()
    try FileManager.default.createSymbolicLink(atPath: base + "/root/specs/link.png", withDestinationPath: base + "/rootx/out.png")
    let confinement = try PathConfinement(root: base + "/root")
    let cursor = JSONCursor(.string(""), path: "$.theme", file: base + "/root/specs/s.json")
    #expect(throws: SpecError.self) { try confinement.resolve("link.png", at: cursor) }
    #expect(throws: SpecError.self) { try confinement.resolve("/etc/passwd", at: cursor) }
    #expect(try confinement.resolve(base + "/root/specs/in.png", at: cursor) == base + "/root/specs/in.png")
  }

  @Test("roots and allowed folders must exist (66)")
  func missingFolders() throws {
    #expect(throws: FileError.self) { try PathConfinement(root: "/nonexistent-\(UUID().uuidString)") }
    #expect(throws: FileError.self) { try PathConfinement(root: "/", allowed: ["/nonexistent-\(UUID().uuidString)"]) }
  }
}
