import CellRaster
import Foundation
import Testing
@testable import SnapCheckCore

/// Hostile specs of a pull request: the theme, XIB and images a spec names must resolve inside
/// the snapshots folder (render: the spec's folder) or an `--allow-path` folder.
@Suite("Spec path confinement (end to end)")
struct SpecPathConfinementTests {
  /// A snapshots folder with one spec `s.json` (given as JSON text) and the bundled themes,
  /// images and XIBs next to it.
  static func snapshots(spec: String) throws -> String {
    let root = try TestWorkspace.temporaryFolder() + "/Snapshots"
    try FileManager.default.createDirectory(atPath: root + "/specs", withIntermediateDirectories: true)
    for folder in ["images", "themes", "xib"] {
      try FileManager.default.copyItem(atPath: TestWorkspace.bundledSnapshots + "/specs/" + folder, toPath: root + "/specs/" + folder)
    }
    try spec.write(toFile: root + "/specs/s.json", atomically: true, encoding: .utf8)
    return root
  }

  static func noteSpec(theme: String) -> String {
    #"{"name": "s", "cell": "FUINoteFormCell", "theme": "\#(theme)", "variants": [{"width": 375, "scale": 1}]}"#
  }

  @Test("a theme naming /proc/self/environ is refused before it is read: exit 65, no environment in the output",
        arguments: ["verify", "record", "audit"])
  func procEnvironTheme(command: String) throws {
    let root = try Self.snapshots(spec: Self.noteSpec(theme: "/proc/self/environ"))
    let result = TestWorkspace.run([command, "--snapshots", root] + (command == "verify" ? ["--artifacts", root + "/../a"] : []))
    let output = result.out + result.err
    #expect(result.status == .dataError, "\(output)")
    #expect(output.contains("s.json: at $.theme: '/proc/self/environ' resolves outside the snapshots folder"), "\(output)")
    #expect(output.contains("pass --allow-path to allow it"), "\(output)")
    #expect(!output.contains("PATH="), "\(output)")
  }

  @Test("a theme that is a symbolic link inside the snapshots folder to a file outside is refused")
  func symlinkedTheme() throws {
    let outside = try TestWorkspace.temporaryFolder()
    try "SECRET=hunter2\n".write(toFile: outside + "/secret.nss", atomically: true, encoding: .utf8)
    let root = try Self.snapshots(spec: Self.noteSpec(theme: "themes/link.nss"))
    try FileManager.default.createSymbolicLink(atPath: root + "/specs/themes/link.nss", withDestinationPath: outside + "/secret.nss")
    let result = TestWorkspace.run(["audit", "--snapshots", root])
    #expect(result.status == .dataError)
    #expect(result.out.contains("at $.theme: 'themes/link.nss' resolves outside the snapshots folder"), "\(result.out)")
    #expect(!result.out.contains("hunter2"), "\(result.out)")
    // The same file is fine once its folder is allowed (it then fails as a theme, quoted briefly).
    let allowed = TestWorkspace.run(["audit", "--snapshots", root, "--allow-path", outside])
    #expect(allowed.out.contains("link.nss:1:"), "\(allowed.out)")
    #expect(!allowed.out.contains("resolves outside"), "\(allowed.out)")
  }

  @Test("an image path with ../ that leaves the snapshots folder is refused; --allow-path admits its folder")
  func imageOutside() throws {
    let outside = try TestWorkspace.temporaryFolder()
    try FileManager.default.copyItem(atPath: TestWorkspace.bundledSnapshots + "/specs/images/avatar.png", toPath: outside + "/avatar.png")
    let root = try Self.snapshots(spec: #"{"name": "s", "cell": "FUIObjectCollectionViewCell", "properties": {"headlineText": "A", "detailImage": "../../../\#((outside as NSString).lastPathComponent)/avatar.png"}, "variants": [{"width": 375, "scale": 1}]}"#)
    let refused = TestWorkspace.run(["audit", "--snapshots", root])
    #expect(refused.status == .dataError)
    #expect(refused.out.contains("at $.properties.detailImage: '../../../"), "\(refused.out)")
    #expect(refused.out.contains("resolves outside the snapshots folder"), "\(refused.out)")
    let allowed = TestWorkspace.run(["audit", "--snapshots", root, "--allow-path", outside])
    #expect(allowed.status != .dataError, "\(allowed.out)")
    // The commands verify and record print carry the --allow-path folder: without it they would
    // fail to load the spec they name.
    let verify = TestWorkspace.run(["verify", "--snapshots", root, "--allow-path", outside, "--artifacts", outside + "/a",
                                    "--record", "never"])
    let accept = "snapcheck record --snapshots \(VerifySettings.shellQuoted(root)) --allow-path \(VerifySettings.shellQuoted(outside)) s"
    #expect(verify.out.contains("accept with: " + accept), "\(verify.out)")
    let html = try String(contentsOfFile: outside + "/a/index.html", encoding: .utf8)
    #expect(html.contains("snapcheck record --frame w375-1x-L-light-ltr --snapshots"), "per-frame accept command")
    #expect(html.contains("--allow-path \(VerifySettings.shellQuoted(outside)) s</code>"), "per-frame accept command")
  }

  @Test("a XIB that is a symbolic link to a file outside the snapshots folder is refused")
  func symlinkedXIB() throws {
    let outside = try TestWorkspace.temporaryFolder()
    try FileManager.default.copyItem(atPath: TestWorkspace.bundledSnapshots + "/specs/xib/BookmarkCell.xib", toPath: outside + "/Cell.xib")
    let root = try Self.snapshots(spec: #"{"name": "s", "cell": "XIB", "properties": {"xib": "xib/Link.xib"}}"#)
    try FileManager.default.createSymbolicLink(atPath: root + "/specs/xib/Link.xib", withDestinationPath: outside + "/Cell.xib")
    let result = TestWorkspace.run(["record", "--snapshots", root])
    #expect(result.status == .dataError)
    #expect(result.out.contains("at $.properties.xib: 'xib/Link.xib' resolves outside the snapshots folder"), "\(result.out)")
    #expect(!FileManager.default.fileExists(atPath: root + "/golden/s"))
  }

  @Test("render confines a spec to its own folder; --allow-path admits another")
  func renderConfinesToSpecFolder() throws {
    let work = try TestWorkspace.temporaryFolder()
    try FileManager.default.createDirectory(atPath: work + "/spec", withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: TestWorkspace.bundledSnapshots + "/specs/themes", toPath: work + "/themes")
    try Self.noteSpec(theme: "../themes/field-service.nss").write(toFile: work + "/spec/s.json", atomically: true, encoding: .utf8)
    let refused = TestWorkspace.run(["render", work + "/spec/s.json", "--out", work + "/out"])
    #expect(refused.status == .dataError)
    #expect(refused.err.contains("resolves outside the spec's folder"), "\(refused.err)")
    #expect(!FileManager.default.fileExists(atPath: work + "/out"))
    let allowed = TestWorkspace.run(["render", work + "/spec/s.json", "--out", work + "/out", "--allow-path", work + "/themes"])
    #expect(allowed.status == .success, "\(allowed.err)")
  }

  @Test("--allow-path naming no folder is an error (66); an empty one a usage error (64)")
  func allowPathChecked() throws {
    let root = try Self.snapshots(spec: Self.noteSpec(theme: "themes/field-service.nss"))
    let missing = TestWorkspace.run(["audit", "--snapshots", root, "--allow-path", root + "/nope"])
    #expect(missing.status == .noInput && missing.err.contains("nope: no such folder (--allow-path)"), "\(missing.err)")
    let empty = TestWorkspace.run(["audit", "--snapshots", root, "--allow-path", ""])
    #expect(empty.status == .usage, "\(empty.err)")
  }

  @Test("a theme parse error quotes at most 40 characters of the file, control characters escaped")
  func themeErrorExcerpt() throws {
    let root = try Self.snapshots(spec: Self.noteSpec(theme: "themes/bad.nss"))
    let secret = "TOKEN=" + String(repeating: "x", count: 200) + "\u{1B}[2J {"
    try secret.write(toFile: root + "/specs/themes/bad.nss", atomically: true, encoding: .utf8)
    let result = TestWorkspace.run(["audit", "--snapshots", root])
    #expect(result.status == .dataError)
    #expect(result.out.contains("unknown class path 'TOKEN=" + String(repeating: "x", count: 34) + "…'"), "\(result.out)")
    #expect(!result.out.contains(String(repeating: "x", count: 41)))
  }
}

extension SpecPathConfinementTests {
  /// A hostile-input trial linked `specs/leak.json` to a spec outside holding a secret: its text
  /// was rendered into the golden tree, the artifacts, results.json and the report.
  @Test("a spec file that is a link to a file outside the snapshots folder is not read: an ERROR (65), the others still run")
  func linkedSpecFile() throws {
    let root = try Self.snapshots(spec: Self.noteSpec(theme: "themes/field-service.nss"))
    try? FileManager.default.removeItem(atPath: root + "/specs/s.json")
    try #"{"name": "good", "cell": "FUIObjectTableViewCell", "properties": {"headlineText": "Fine"}}"#
      .write(toFile: root + "/specs/good.json", atomically: true, encoding: .utf8)
    let outside = try TestWorkspace.temporaryFolder()
    try #"{"name": "leak", "cell": "FUIObjectTableViewCell", "properties": {"headlineText": "SECRET_TOKEN_hunter2"}}"#
      .write(toFile: outside + "/leak.json", atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: root + "/specs/leak.json", withDestinationPath: outside + "/leak.json")
    let work = try TestWorkspace.temporaryFolder()
    let result = TestWorkspace.run(["verify", "--snapshots", root, "--artifacts", work + "/a", "--report", work + "/r", "--record", "missing"])
    let output = result.out + result.err
    #expect(result.status == .dataError, "\(output)")
    #expect(output.contains("leak.json: at $: the spec file resolves outside the snapshots folder, to \(PathConfinement.canonical(outside + "/leak.json")!)"), "\(output)")
    #expect(!output.contains("hunter2"))
    #expect(FileManager.default.fileExists(atPath: root + "/golden/good"), "the other spec still ran and recorded")
    for folder in [root, work] {
      for file in try FileManager.default.subpathsOfDirectory(atPath: folder).map({ folder + "/" + $0 })
      where FileBytes.isRegularFile(file) && !file.hasSuffix("/specs/leak.json") {  // the link itself
        #expect(!String(decoding: try FileBytes.read(file), as: UTF8.self).contains("hunter2"), "\(file)")
      }
    }
  }
}
