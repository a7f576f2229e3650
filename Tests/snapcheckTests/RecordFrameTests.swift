import Foundation
import Testing
@testable import SnapCheckCore

/// `snapcheck record <scenario> --frame <stem>`: one frame's goldens and nothing else, and the
/// per-frame accept command the HTML report shows.
@Suite("record --frame")
struct RecordFrameTests {
  /// Every file under `folder` with its bytes, by path relative to it.
  static func files(_ folder: String) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in try FileManager.default.subpathsOfDirectory(atPath: folder) {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isFolder), !isFolder.boolValue {
        files[name] = FileManager.default.contents(atPath: folder + "/" + name)
      }
    }
    return files
  }

  /// A copy of object-cell-issues whose headline changed ("Issues: 43"), so all 5 frames differ.
  static func changedIssues(folderName: String = "Snapshots", scenario: String = "object-cell-issues") throws -> String {
    let copy = try TestWorkspace.copyOfScenarios(["object-cell-issues"])
    let root = (copy as NSString).deletingLastPathComponent + "/" + folderName
    if root != copy { try FileManager.default.moveItem(atPath: copy, toPath: root) }
    let spec = root + "/specs/object-cell-issues.json"
    var text = try String(contentsOfFile: spec, encoding: .utf8).replacingOccurrences(of: "Issues: 42", with: "Issues: 43")
    if scenario != "object-cell-issues" {
      text = text.replacingOccurrences(of: "\"name\": \"object-cell-issues\"", with: "\"name\": \"\(scenario)\"")
      try FileManager.default.moveItem(atPath: root + "/golden/object-cell-issues", toPath: root + "/golden/" + scenario)
    }
    try text.write(toFile: spec, atomically: true, encoding: .utf8)
    return root
  }

  @Test("--frame writes only that frame's goldens; verify then fails the other four frames only")
  func oneFrame() throws {
    let snapshots = try Self.changedIssues()
    let before = try Self.files(snapshots + "/golden")
    let result = TestWorkspace.run(["record", "--snapshots", snapshots, "object-cell-issues", "--frame", "w375-3x-L-dark-ltr"])
    #expect(result.status == .success, "\(result.out)\(result.err)")
    #expect(result.out.contains("recorded object-cell-issues (w375-3x-L-dark-ltr); 4 other frames not recorded (--frame)\n"))
    let after = try Self.files(snapshots + "/golden")
    let changed = Set(after.keys.filter { after[$0] != before[$0] })
    #expect(changed == ["object-cell-issues/w375-3x-L-dark-ltr.png", "object-cell-issues/w375-3x-L-dark-ltr.a11y.txt"])
    #expect(Set(after.keys) == Set(before.keys))
    let verify = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", try TestWorkspace.temporaryFolder(),
                                    "--record", "never"])
    #expect(verify.status == .failure)
    let run = try ReportFolder.load(try #require(verify.out.split(separator: "\n").first { $0.hasPrefix("report: ") }
      .map { String($0.dropFirst("report: ".count).dropLast("/index.html".count)) }))
    let statuses = Dictionary(uniqueKeysWithValues: try #require(run.scenarios.first).frames.map { ($0.stem, $0.status) })
    #expect(statuses["w375-3x-L-dark-ltr"] == .passed)
    #expect(statuses.values.filter { $0 == .failed }.count == 4)
  }

  @Test("--frame also takes a golden's file name (.png, .a11y.txt): the same frame as its stem")
  func goldenFileName() throws {
    for name in ["w375-3x-L-dark-ltr.png", "w375-3x-L-dark-ltr.a11y.txt", "golden/object-cell-issues/w375-3x-L-dark-ltr.png"] {
      let snapshots = try Self.changedIssues()
      let before = try Self.files(snapshots + "/golden")
      let result = TestWorkspace.run(["record", "--snapshots", snapshots, "object-cell-issues", "--frame", name])
      #expect(result.status == .success, "\(name): \(result.out)\(result.err)")
      #expect(result.out.contains("recorded object-cell-issues (w375-3x-L-dark-ltr); 4 other frames not recorded (--frame)\n"))
      let after = try Self.files(snapshots + "/golden")
      #expect(Set(after.keys.filter { after[$0] != before[$0] })
              == ["object-cell-issues/w375-3x-L-dark-ltr.png", "object-cell-issues/w375-3x-L-dark-ltr.a11y.txt"])
    }
    // A file name whose stem is no frame is still an unknown frame (66).
    let snapshots = try Self.changedIssues()
    let typo = TestWorkspace.run(["record", "--snapshots", snapshots, "object-cell-issues", "--frame", "w375-3x-L-dark-lt.png"])
    #expect(typo.status == .noInput && typo.err.contains("has no frame 'w375-3x-L-dark-lt.png'"), "\(typo.err)")
  }

  @Test("the per-frame command of the HTML report, split by a real shell, accepts that frame and nothing else (a folder with a space and a quote, a scenario name starting with -)")
  func reportCommandThroughShell() throws {
    let snapshots = try Self.changedIssues(folderName: "my snaps'", scenario: "-issues")
    let work = try TestWorkspace.temporaryFolder()
    let verify = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", work, "--record", "never"])
    #expect(verify.status == .failure)
    let html = try String(contentsOfFile: work + "/index.html", encoding: .utf8)
    let marker = "To accept this frame alone: <code>"
    let commands = html.components(separatedBy: marker).dropFirst().compactMap { $0.components(separatedBy: "</code>").first }
      .map { $0.replacingOccurrences(of: "&apos;", with: "'").replacingOccurrences(of: "&quot;", with: "\"")
        .replacingOccurrences(of: "&amp;", with: "&") }
    #expect(commands.count == 5)
    let command = try #require(commands.first { $0.contains("w375-3x-L-light-rtl") })
    #expect(command == "snapcheck record --frame w375-3x-L-light-rtl --snapshots '\(snapshots.replacingOccurrences(of: "'", with: "'\\''"))' -- -issues")
    // The shell's own word splitting, one argument per line.
    let words = try #require(try TestWorkspace.runTool("sh", ["-c", "set -- \(command); shift; printf '%s\\n' \"$@\""]))
    #expect(words.status == 0, "\(words.err)")
    let arguments = words.out.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    #expect(arguments == ["record", "--frame", "w375-3x-L-light-rtl", "--snapshots", snapshots, "--", "-issues"])
    let before = try Self.files(snapshots + "/golden")
    let record = TestWorkspace.run(arguments)
    #expect(record.status == .success, "\(record.out)\(record.err)")
    let after = try Self.files(snapshots + "/golden")
    #expect(Set(after.keys.filter { after[$0] != before[$0] }) == ["-issues/w375-3x-L-light-rtl.png", "-issues/w375-3x-L-light-rtl.a11y.txt"])
  }

  @Test("a step frame is named by its stem with the step; the frames before it are rendered but not written")
  func stepFrame() throws {
    let snapshots = try TestWorkspace.copyOfScenarios(["note-cell-example"])
    let folder = snapshots + "/golden/note-cell-example"
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") && !$0.hasSuffix(".a11y.png") }
    let stepGolden = try #require(names.sorted().first { $0.split(separator: ".").count == 3 }, "no step frame in \(names)")
    let stem = String(stepGolden.dropLast(".png".count))
    for name in try FileManager.default.contentsOfDirectory(atPath: folder) { try FileManager.default.removeItem(atPath: folder + "/" + name) }
    let result = TestWorkspace.run(["record", "--snapshots", snapshots, "note-cell-example", "--frame", stem])
    #expect(result.status == .success, "\(result.out)\(result.err)")
    #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder)) == [stem + ".png", stem + ".a11y.txt"])
  }

  @Test("a stem the scenario does not render is exit 66 naming the closest; --frame needs exactly one scenario (64)")
  func badUse() throws {
    let snapshots = try Self.changedIssues()
    let before = try Self.files(snapshots + "/golden")
    let typo = TestWorkspace.run(["record", "--snapshots", snapshots, "object-cell-issues", "--frame", "w375-3x-L-light-lt"])
    #expect(typo.status == .noInput)
    #expect(typo.err.contains("scenario 'object-cell-issues' has no frame 'w375-3x-L-light-lt' (did you mean 'w375-3x-L-light-ltr' or 'w375-3x-L-light-rtl' or 'w375-3x-AX3-light-ltr'?)"),
            "\(typo.err)")
    let far = TestWorkspace.run(["record", "--snapshots", snapshots, "object-cell-issues", "--frame", "typed"])
    #expect(far.status == .noInput)
    #expect(far.err.contains("has no frame 'typed' (frames: w375-3x-L-light-ltr, w375-3x-AX3-light-ltr, "), "\(far.err)")
    for positionals in [[String](), ["object-cell-issues", "object-cell-issues.json"]] {
      let result = TestWorkspace.run(["record", "--snapshots", snapshots, "--frame", "w375-3x-L-light-ltr"] + positionals)
      #expect(result.status == .usage)
      #expect(result.err.contains("--frame records frames of one scenario: name exactly one (got \(positionals.count))"), "\(result.err)")
    }
    let empty = TestWorkspace.run(["record", "--snapshots", snapshots, "object-cell-issues", "--frame", ""])
    #expect(empty.status == .usage)
    #expect(try Self.files(snapshots + "/golden") == before, "nothing is written on a usage error")
  }

  @Test("frameAcceptCommand puts --frame after 'snapcheck record', quoting the stem when needed")
  func commandText() {
    #expect(RecordCommand.frameAcceptCommand("snapcheck record cell", stem: "w375-3x-L-light-ltr.typed")
      == "snapcheck record --frame w375-3x-L-light-ltr.typed cell")
    #expect(RecordCommand.frameAcceptCommand("snapcheck record --snapshots 'a b' -- -cell", stem: "w1 x")
      == "snapcheck record --frame 'w1 x' --snapshots 'a b' -- -cell")
  }
}
