import CellRaster
import Foundation
import Testing
@testable import SnapCheckCore

/// Inputs found by an adversarial run: report folders from elsewhere, goldens that exist but
/// cannot be read, folders that overlap, runs killed halfway.
@Suite("Untrusted inputs")
struct UntrustedInputTests {
  /// A verified report folder of one passing scenario.
  static func report() throws -> String {
    let snapshots = try TestWorkspace.copyOfScenarios(["object-cell-accessory-none"])
    let work = try TestWorkspace.temporaryFolder()
    let result = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", work + "/a", "--record", "never"])
    #expect(result.status == .success)
    return work + "/a"
  }

  static func edit(_ folder: String, _ change: (inout [String: Any]) -> Void) throws {
    let file = folder + "/results.json"
    var json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as? [String: Any])
    change(&json)
    try JSONSerialization.data(withJSONObject: json).write(to: URL(fileURLWithPath: file))
  }

  @Test("merge-reports refuses results whose scenario names or image paths leave the folder (65)",
        arguments: ["name", "absolute", "dotdot"])
  func mergeTraversal(kind: String) throws {
    let folder = try Self.report()
    try Self.edit(folder) { json in
      var scenarios = json["scenarios"] as! [[String: Any]]
      var frames = scenarios[0]["frames"] as! [[String: Any]]
      switch kind {
      case "name": scenarios[0]["name"] = "../../victim"
      case "absolute": frames[0]["images"] = ["reference": "/etc/passwd"]
      default: frames[0]["images"] = ["reference": "x/../../outside.png"]
      }
      scenarios[0]["frames"] = frames
      json["scenarios"] = scenarios
    }
    let out = try TestWorkspace.temporaryFolder() + "/merged"
    let merged = TestWorkspace.run(["merge-reports", folder, "--report", out])
    #expect(merged.status == .dataError, "\(merged.err)")
    #expect(merged.err.contains("$.scenarios[0]"), "\(merged.err)")
    #expect(!FileManager.default.fileExists(atPath: out + "/index.html"))
  }

  @Test("merge-reports quotes a bad scenario name escaped and clipped: no line break, no 5,000-character line")
  func mergeEchoesNamesClipped() throws {
    let folder = try Self.report()
    try Self.edit(folder) { json in
      var scenarios = json["scenarios"] as! [[String: Any]]
      scenarios[0]["name"] = "x\n::error::forged\n" + String(repeating: "n", count: 5_000)
      json["scenarios"] = scenarios
    }
    let merged = TestWorkspace.run(["merge-reports", folder, "--report", try TestWorkspace.temporaryFolder() + "/merged"])
    #expect(merged.status == .dataError, "\(merged.err)")
    #expect(merged.err.contains(#"'x\n::error::forged\nnnn"#), "\(merged.err)")
    #expect(merged.err.contains("…(5018 characters)' at $.scenarios[0].name is not a scenario name"), "\(merged.err)")
    #expect(merged.err.split(separator: "\n").count == 1 && merged.err.count < 300, "\(merged.err)")
  }

  @Test("a spec file whose name has a line feed or control character is not read: an ERROR named by its escaped name")
  func specFileNameWithLineBreak() throws {
    let snapshots = try TestWorkspace.copyOfScenarios(["object-cell-accessory-none"])
    let spec = #"{"name": "ok-too", "cell": "FUINoteFormCell", "variants": [{"width": 375, "scale": 1}]}"#
    for name in ["x\n\u{A0}::error title=pwn::forged", "y\u{1B}]0;title\u{7}", "z\u{2028}::warning::w"] {
      try spec.write(toFile: snapshots + "/specs/\(name).json", atomically: true, encoding: .utf8)
    }
    let work = try TestWorkspace.temporaryFolder()
    let result = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", work + "/a"],
                                   environment: ["GITHUB_ACTIONS": "true"])
    #expect(result.status == .dataError, "\(result.out)")
    let errors = result.out.split(separator: "\n").filter { $0.hasPrefix("ERROR ") }
    #expect(errors.count == 3, "\(result.out)")
    #expect(errors.contains { $0.hasPrefix("ERROR x\\n\u{A0}::error title=pwn::forged: ") }, "\(errors)")
    #expect(errors.allSatisfy { $0.hasSuffix("the spec file's name has control, line-separator or bidirectional-override characters and is not read; rename the file") })
    #expect(!result.out.contains("\u{1B}") && !result.out.contains("\u{2028}") && !result.out.contains("\n\u{A0}::"), "\(result.out)")
    #expect(result.out.split(separator: "\n").allSatisfy { !$0.hasPrefix("::") || $0.hasPrefix("::error file=") || $0.hasPrefix("::warning file=") || $0.hasPrefix("::notice") || $0.hasPrefix("::error title=") }, "\(result.out)")
  }

  /// `png` with a chunk of `type` and `data` (CRC-32 of type and data) put right after IHDR.
  static func splicing(_ type: String, _ data: [UInt8], into png: [UInt8]) -> [UInt8] {
    func crc32(_ bytes: [UInt8]) -> UInt32 {
      var crc: UInt32 = 0xFFFF_FFFF
      for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
      }
      return ~crc
    }
    func bigEndian(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
    let body = Array(type.utf8) + data
    return Array(png[..<33]) + bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body)) + Array(png[33...])
  }

  @Test("a golden with a chunk that changes how viewers show it (APNG, gamma, ICC profile) is unusable (65); record rewrites it",
        arguments: [("acTL", [0, 0, 0, 1, 0, 0, 0, 0] as [UInt8]), ("gAMA", [0, 0, 0x27, 0x10]), ("iCCP", Array("p\0\0x".utf8))])
  func goldenThatLooksDifferent(type: String, data: [UInt8]) throws {
    let name = "object-cell-accessory-none"
    let snapshots = try TestWorkspace.copyOfScenarios([name])
    let golden = snapshots + "/golden/\(name)/w375-3x-L-light-ltr.png"
    let original = try FileBytes.read(golden)
    try FileBytes.writeAtomically(Self.splicing(type, data, into: original), to: golden)
    let work = try TestWorkspace.temporaryFolder()
    for trust in ["yes", "no"] {
      let result = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", work + "/a", "--trust-fingerprints", trust])
      #expect(result.status == .dataError, "\(result.out)")
      #expect(result.out.contains("cannot use golden \(golden): \(type) chunk at byte 33: "), "\(result.out)")
      #expect(result.out.contains("snapcheck writes no such chunk, so the golden was made or edited elsewhere: record it again"))
    }
    #expect(TestWorkspace.run(["record", "--snapshots", snapshots, name]).status == .success)
    #expect(try FileBytes.read(golden) == original, "record wrote the golden anew, as snapcheck writes it")
    #expect(PNGDisplayChunks.problem(in: original) == nil)
    #expect(PNGDisplayChunks.problem(in: Self.splicing("sRGB", [0], into: original)) == nil, "sRGB changes nothing")
  }

  @Test("a golden that exists but is not a readable file is an error, never recorded over")
  func unreadableGolden() throws {
    let snapshots = try TestWorkspace.copyOfScenarios(["object-cell-accessory-none"])
    let golden = snapshots + "/golden/object-cell-accessory-none/w375-3x-L-light-ltr.png"
    try FileManager.default.removeItem(atPath: golden)
    try FileManager.default.createDirectory(atPath: golden, withIntermediateDirectories: false)
    let work = try TestWorkspace.temporaryFolder()
    let result = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", work + "/a", "--record", "missing"])
    #expect(result.status == .dataError, "\(result.out)\(result.err)")
    #expect(result.out.contains("cannot use golden \(golden): is a folder, not a regular file"), "\(result.out)")
    var isFolder: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: golden, isDirectory: &isFolder) && isFolder.boolValue)
  }

  @Test("a golden that is a symbolic link, even to a file inside the snapshots folder, is an unusable golden (65)")
  func symlinkedGolden() throws {
    let snapshots = try TestWorkspace.copyOfScenarios(["object-cell-accessory-none"])
    let folder = snapshots + "/golden/object-cell-accessory-none"
    try FileManager.default.moveItem(atPath: folder + "/w375-3x-L-light-ltr.png", toPath: snapshots + "/shared.png")
    try FileManager.default.createSymbolicLink(atPath: folder + "/w375-3x-L-light-ltr.png", withDestinationPath: "../../shared.png")
    let work = try TestWorkspace.temporaryFolder()
    let result = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", work + "/a", "--record", "missing"])
    #expect(result.status == .dataError, "\(result.out)\(result.err)")
    #expect(result.out.contains("cannot use golden \(folder)/w375-3x-L-light-ltr.png: is a symbolic link, not a golden file"),
            "\(result.out)")
    #expect(!FileBytes.isRegularFile(folder + "/w375-3x-L-light-ltr.png"), "not recorded over")
  }

  @Test("artifacts or report folders that overlap the snapshots folder are refused (64)",
        arguments: [["--artifacts", "golden"], ["--report", "golden/x"], ["--report", "specs"], ["--artifacts", "."]])
  func overlappingFolders(flag: [String]) throws {
    let snapshots = try TestWorkspace.copyOfScenarios(["object-cell-accessory-none"])
    let before = try FileManager.default.subpathsOfDirectory(atPath: snapshots).sorted()
    let result = TestWorkspace.run(["verify", "--snapshots", snapshots, flag[0], snapshots + "/" + flag[1]])
    #expect(result.status == .usage && result.err.contains("overlaps the snapshots folder"), "\(result.err)")
    #expect(try FileManager.default.subpathsOfDirectory(atPath: snapshots).sorted() == before)
  }

  @Test("report folder errors say what is wrong: a file in the way (74), an empty value (64)")
  func reportFolderMessages() throws {
    let snapshots = try TestWorkspace.copyOfScenarios(["object-cell-accessory-none"])
    let work = try TestWorkspace.temporaryFolder()
    try FileBytes.writeAtomically([0x78], to: work + "/file")
    let blocked = TestWorkspace.run(["verify", "--snapshots", snapshots, "--report", work + "/file/sub", "--record", "never"])
    #expect(blocked.status == .ioError)
    #expect(blocked.err == "error: \(work)/file/sub: cannot create folder: \(work)/file is a file, not a folder\n", "\(blocked.err)")
    let empty = TestWorkspace.run(["verify", "--snapshots", snapshots, "--report", "", "--record", "never"])
    #expect(empty.status == .usage && empty.err.hasPrefix("error: --report needs a folder, got an empty value"), "\(empty.err)")
  }

  @Test("an artifacts folder inside the snapshots folder but outside specs/ and golden/ is fine")
  func artifactsBesideGoldens() throws {
    let snapshots = try TestWorkspace.copyOfScenarios(["object-cell-accessory-none"])
    let result = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", snapshots + "/snapcheck-artifacts",
                                    "--record", "never"])
    #expect(result.status == .success, "\(result.err)")
  }

  @Test("the part files of a killed run are removed by the next run; a live run's are kept")
  func abandonedParts() throws {
    let folder = try TestWorkspace.temporaryFolder()
    let dead = folder + "/.results.json.part.tmp-999999999-1", live = folder + "/.failed.html.part.tmp-\(getpid())-1"
    let staleResults = folder + "/results.json.tmp-999999999-7", other = folder + "/notes.txt"
    for path in [dead, live, staleResults, other] { try FileBytes.writeAtomically([1], to: path) }
    ReportStream.removeAbandonedParts(in: folder)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
            == [".failed.html.part.tmp-\(getpid())-1", "notes.txt"])
  }

  @Test("scenario names that are report files are refused; names from results.json are checked the same way")
  func reservedScenarioNames() {
    #expect(!ScenarioSpec.isValidName("index.html") && !ScenarioSpec.isValidName("Results.JSON"))
    #expect(!ScenarioSpec.isValidName("..") && !ScenarioSpec.isValidName("a/b") && ScenarioSpec.isValidName("a.b-c_d"))
  }
}

@Suite("Record is per scenario")
struct RecordAtomicityTests {
  @Test("a scenario whose later frame cannot be drawn records none of its goldens")
  func failedScenarioKeepsGoldens() throws {
    let root = try TestWorkspace.temporaryFolder() + "/Snapshots"
    try FileManager.default.createDirectory(atPath: root + "/specs", withIntermediateDirectories: true)
    func spec(value: String, typed: String) throws {
      try #"{"name": "s", "cell": "FUINoteFormCell", "properties": {"value": "\#(value)"}, "variants": [{"width": 375, "scale": 2}], "steps": [{"action": "typeText", "text": "\#(typed)", "name": "typed"}]}"#
        .write(toFile: root + "/specs/s.json", atomically: true, encoding: .utf8)
    }
    try spec(value: "A", typed: "B")
    #expect(TestWorkspace.run(["record", "--snapshots", root]).status == .success)
    let golden = root + "/golden/s/w375-2x-L-light-ltr.png"
    let before = try FileBytes.read(golden)
    try spec(value: "C", typed: "\u{10FFFD}")  // a code point no pinned font (Inter, Noto) has
    let failed = TestWorkspace.run(["record", "--snapshots", root])
    #expect(failed.status == .dataError, "\(failed.out)\(failed.err)")
    #expect(try FileBytes.read(golden) == before)
  }
}
