import CellRaster
import Foundation
import Testing
@testable import SnapCheckCore

@Suite("verify end to end")
struct VerifyCommandTests {
  @Test("the bundled scenarios all match their goldens")
  func bundledScenariosPass() throws {
    let result = TestWorkspace.run(["verify", "--snapshots", TestWorkspace.bundledSnapshots,
                                    "--artifacts", NSTemporaryDirectory() + "snapcheck-unused"])
    #expect(result.status == .success, "\(result.out)\(result.err)")
    let last = result.out.split(separator: "\n").last.map(String.init) ?? ""
    #expect(last.hasSuffix(" passed, 0 failed"), "last line: \(last)")
    // Every bundled scenario ran: a clone on its own has them all (no spec reads ../shared).
    let specs = try FileManager.default.contentsOfDirectory(atPath: TestWorkspace.bundledSnapshots + "/specs")
      .filter { $0.hasSuffix(".json") }
    #expect(specs.count >= 40)
    #expect(last == "\(specs.count) passed, 0 failed")
  }

  @Test("a changed headline fails with reference, actual, diff, side-by-side and tree diff; restoring passes")
  func changedHeadlineFails() throws {
    let name = "object-cell-issues"
    let snapshots = try TestWorkspace.copyOfScenarios([name])
    let artifacts = try TestWorkspace.temporaryFolder()
    let specPath = snapshots + "/specs/\(name).json"
    let original = try String(contentsOfFile: specPath, encoding: .utf8)
    try original.replacingOccurrences(of: "Issues: 42", with: "Issues: 43").write(toFile: specPath, atomically: true, encoding: .utf8)

    let failed = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", artifacts])
    #expect(failed.status == .failure)
    #expect(failed.out.contains("FAIL \(name): 5 of 5 snapshots differ"))
    #expect(failed.out.hasSuffix("0 passed, 1 failed\n"))
    let base = artifacts + "/\(name)/w375-3x-L-light-ltr"
    for suffix in [".reference.png", ".actual.png", ".diff.png", ".side-by-side.png", ".a11y.diff", ".actual.a11y.txt"] {
      #expect(FileManager.default.fileExists(atPath: base + suffix), "missing \(suffix)")
    }
    // The reference artifact is the golden file itself, byte for byte (not re-encoded).
    #expect(try FileBytes.read(base + ".reference.png") == FileBytes.read(snapshots + "/golden/\(name)/w375-3x-L-light-ltr.png"))
    let treeDiff = try String(contentsOfFile: base + ".a11y.diff", encoding: .utf8)
    #expect(treeDiff.contains("-  1  element  \"Issues: 42,"))
    #expect(treeDiff.contains("+  1  element  \"Issues: 43,"))
    #expect(!treeDiff.contains("[-") && !treeDiff.contains("{+"))  // the artifact stays a plain diff for patch
    // The console marks the changed number inside the changed lines, as git's --word-diff=plain.
    #expect(failed.out.contains("    -  1  element  \"Issues: [-42-],"), "\(failed.out)")
    #expect(failed.out.contains("    +  1  element  \"Issues: {+43+},"))
    #expect(!failed.out.contains("\u{1B}["))  // no ANSI escapes
    try DiffCommandTests.expectCaptionedSideBySide(try PNGDecoder.decodeFile(atPath: base + ".side-by-side.png"),
                                                   panels: [".reference.png", ".diff.png", ".actual.png"].map {
                                                     try PNGDecoder.decodeFile(atPath: base + $0)
                                                   })

    try original.write(toFile: specPath, atomically: true, encoding: .utf8)
    #expect(TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", artifacts]).status == .success)
  }

  @Test("a missing golden fails and is never written by verify --record never")
  func missingGolden() throws {
    let name = "object-cell-accessory-none"
    let snapshots = try TestWorkspace.copyOfScenarios([name])
    let golden = snapshots + "/golden/\(name)/w375-3x-L-light-ltr.png"
    try FileManager.default.removeItem(atPath: golden)
    let result = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", try TestWorkspace.temporaryFolder(),
                                    "--record", "never"])
    #expect(result.status == .failure)
    #expect(result.out.contains("missing golden \(golden)"))
    #expect(!FileManager.default.fileExists(atPath: golden))
  }

  @Test("a golden of another size fails naming both sizes")
  func sizeMismatch() throws {
    let name = "object-cell-accessory-none"
    let snapshots = try TestWorkspace.copyOfScenarios([name, "object-cell-headline-only"])
    let small = snapshots + "/golden/object-cell-headline-only/w375-3x-L-light-ltr.png"
    try FileManager.default.removeItem(atPath: snapshots + "/golden/\(name)/w375-3x-L-light-ltr.png")
    try FileManager.default.copyItem(atPath: small, toPath: snapshots + "/golden/\(name)/w375-3x-L-light-ltr.png")
    let result = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", try TestWorkspace.temporaryFolder(), name])
    #expect(result.status == .failure)
    #expect(result.out.contains("size differs: golden 1125x219 px, actual 1125x294 px"))
  }

  @Test("a golden that is not a PNG fails its frame only: the run goes on, writes its reports and exits 65")
  func unreadableGolden() throws {
    let name = "object-cell-accessory-none", other = "object-cell-headline-only"
    let snapshots = try TestWorkspace.copyOfScenarios([name, other])
    let artifacts = try TestWorkspace.temporaryFolder(), report = try TestWorkspace.temporaryFolder()
    let golden = snapshots + "/golden/\(name)/w375-3x-L-light-ltr.png"
    let pointer = Array("version https://git-lfs.github.com/spec/v1\noid sha256:\(String(repeating: "ab", count: 32))\nsize 9\n".utf8)
    try Data(pointer).write(to: URL(fileURLWithPath: golden))
    let junit = report + "/junit.xml"

    let result = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", artifacts, "--report", report,
                                    "--junit", junit, "--record", "all"])
    #expect(result.status == .dataError)
    #expect(result.out.contains("PASS \(other)"))
    #expect(result.out.contains("FAIL \(name): 1 of 1 snapshot with an unreadable golden"))
    #expect(result.out.contains("w375-3x-L-light-ltr: cannot use golden \(golden): not a PNG file: it is a Git LFS pointer"))
    #expect(result.out.contains("1 snapshot could not be compared: a golden of theirs cannot be used"))
    #expect(result.out.hasSuffix("1 passed, 1 failed\n"))
    // --record all rewrites goldens, but never over a file it could not read.
    #expect(try Data(contentsOf: URL(fileURLWithPath: golden)) == Data(pointer))
    #expect(FileManager.default.fileExists(atPath: artifacts + "/\(name)/w375-3x-L-light-ltr.actual.png"))

    let results = try String(contentsOfFile: report + "/results.json", encoding: .utf8)
    #expect(results.contains("\"status\" : \"error\""))
    let html = try String(contentsOfFile: report + "/index.html", encoding: .utf8)
    #expect(html.contains("<span class=\"badge error\">golden unreadable</span>"))
    let xml = try String(contentsOfFile: junit, encoding: .utf8)
    #expect(xml.contains(#"<testsuites name="snapcheck" tests="3" failures="0" errors="1""#))
    #expect(xml.contains(#"<error type="error" message="cannot use golden"#))
    #expect(!xml.contains("accept with"))

    // Re-recording the scenario replaces the file, and the run passes again.
    #expect(TestWorkspace.run(["record", "--snapshots", snapshots, name]).status == .success)
    #expect(TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", artifacts]).status == .success)
  }

  @Test("an unusable overlay golden does not hide the frame's PNG mismatch; folders, bad UTF-8 and CRLF tree texts")
  func unusableGoldensPerFile() throws {
    let overlayName = "a11y-audit-duplicate-label", other = "object-cell-issues", plain = "object-cell-headline-only"
    let snapshots = try TestWorkspace.copyOfScenarios([overlayName, other, plain])
    let stem = snapshots + "/golden/\(overlayName)/w375-3x-L-light-ltr"
    try Data("not a png".utf8).write(to: URL(fileURLWithPath: stem + ".a11y.png"))
    try FileManager.default.removeItem(atPath: stem + ".png")
    try FileManager.default.copyItem(atPath: snapshots + "/golden/\(other)/w375-3x-L-light-ltr.png", toPath: stem + ".png")
    let issues = snapshots + "/golden/\(other)/w375-3x-L-light-ltr"
    try FileManager.default.removeItem(atPath: issues + ".png")
    try FileManager.default.createDirectory(atPath: issues + ".png", withIntermediateDirectories: false)
    try Data([0x63, 0x65, 0x6C, 0x6C, 0xFF, 0x0A]).write(to: URL(fileURLWithPath: issues + ".a11y.txt"))
    let plainText = snapshots + "/golden/\(plain)/w375-3x-L-light-ltr.a11y.txt"
    let text = try String(contentsOfFile: plainText, encoding: .utf8)
    try text.replacingOccurrences(of: "\n", with: "\r\n").write(toFile: plainText, atomically: true, encoding: .utf8)
    let artifacts = try TestWorkspace.temporaryFolder()

    let result = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", artifacts, "--record", "never"])
    #expect(result.status == .dataError)
    #expect(result.out.contains("w375-3x-L-light-ltr: cannot use golden \(stem).a11y.png: not a PNG file: bad signature"))
    #expect(result.out.contains("w375-3x-L-light-ltr: size differs: golden 1125x294 px"), "the PNG mismatch is still reported")
    #expect(FileManager.default.fileExists(atPath: artifacts + "/\(overlayName)/w375-3x-L-light-ltr.a11y.actual.png"))
    #expect(result.out.contains("cannot use golden \(issues).png: is a folder, not a regular file"))
    #expect(result.out.contains("cannot use golden \(issues).a11y.txt: is not UTF-8 text (invalid byte sequence at byte 4)"))
    #expect(result.out.contains("FAIL \(plain)"))
    #expect(result.out.contains("accessibility tree differs only in line endings: "
                                  + "\(snapshots)/golden/\(plain)/w375-3x-L-light-ltr.a11y.txt has CRLF"))
    #expect(result.out.contains("2 snapshots could not be compared"), "the overlay frame and one frame of \(other)")
  }

  @Test("a golden folder that is a file is unusable, not missing; a missing golden does not hide another's difference")
  func goldenFolderAndMissingPlusDiffer() throws {
    let name = "object-cell-headline-only", other = "object-cell-issues"
    let snapshots = try TestWorkspace.copyOfScenarios([name, other])
    let folder = snapshots + "/golden/\(name)"
    try FileManager.default.removeItem(atPath: folder)
    try Data("x".utf8).write(to: URL(fileURLWithPath: folder))
    let stem = snapshots + "/golden/\(other)/w375-3x-L-light-ltr"
    try FileManager.default.removeItem(atPath: stem + ".png")
    try FileBytes.writeAtomically(try FileBytes.read(stem + ".a11y.txt") + Array("extra line\n".utf8), to: stem + ".a11y.txt")
    let artifacts = try TestWorkspace.temporaryFolder()
    let result = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", artifacts])  // record mode missing
    #expect(result.status == .dataError, "\(result.out)\(result.err)")
    #expect(result.out.contains("cannot use golden \(folder): is a file, not a golden folder"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: folder)) == Data("x".utf8), "nothing recorded over it")
    #expect(result.out.contains("w375-3x-L-light-ltr: recorded new golden \(stem).png (record mode missing)"))
    #expect(result.out.contains("accessibility tree differs:"), "the tree difference is still reported")
  }

  @Test("a run that stops with an error removes the earlier run's report and JUnit file instead of leaving them as its own")
  func stoppedRunWithdrawsEarlierReports() throws {
    let name = "object-cell-headline-only"
    let snapshots = try TestWorkspace.copyOfScenarios([name])
    let report = try TestWorkspace.temporaryFolder(), junit = report + "/junit.xml"
    let artifacts = try TestWorkspace.temporaryFolder()
    let arguments = ["verify", "--snapshots", snapshots, "--report", report, "--junit", junit, "--artifacts", artifacts]
    #expect(TestWorkspace.run(arguments).status == .success)
    for file in ["index.html", "results.json", "junit.xml"] {
      #expect(FileManager.default.fileExists(atPath: report + "/" + file))
    }
    // A bad spec no longer stops a run (it is an error result of its own), nor does a file where
    // golden/ should be (an unusable golden); an artifacts folder that cannot be created does: a
    // regular file stands there, so writing the artifacts of a changed frame fails with an I/O error.
    let spec = snapshots + "/specs/\(name).json"
    try String(contentsOfFile: spec, encoding: .utf8).replacingOccurrences(of: "Rebecca Fields", with: "Rebecca Field")
      .write(toFile: spec, atomically: true, encoding: .utf8)
    try FileManager.default.removeItem(atPath: artifacts)
    try "x".write(toFile: artifacts, atomically: true, encoding: .utf8)
    let stopped = TestWorkspace.run(arguments)
    #expect(stopped.status == .ioError, "\(stopped.out)\(stopped.err)")
    #expect(stopped.err.contains("note: removed \(report)/index.html, \(report)/results.json, \(junit), written by an earlier run"))
    for file in ["index.html", "results.json", "junit.xml"] {
      #expect(!FileManager.default.fileExists(atPath: report + "/" + file), "\(file) left in place")
    }
    // Files that are not snapcheck's are never removed, and --junit may not point into specs/ or golden/.
    let own = Data("<html><title>my site</title></html>".utf8)
    try own.write(to: URL(fileURLWithPath: report + "/index.html"))
    try own.write(to: URL(fileURLWithPath: junit))
    let again = TestWorkspace.run(arguments)
    #expect(again.status == .ioError)
    #expect(!again.err.contains("note: removed"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: report + "/index.html")) == own)
    #expect(try Data(contentsOf: URL(fileURLWithPath: junit)) == own)
    let intoSpecs = TestWorkspace.run(["verify", "--snapshots", snapshots, "--junit", spec])
    #expect(intoSpecs.status == .usage)
    #expect(intoSpecs.err.contains("--junit \(spec) lies in the snapshots folder's specs/ or golden/"))
    #expect(FileManager.default.fileExists(atPath: spec))
  }

  @Test("exit codes: bad spec 65, missing folder or scenario 66, bad arguments 64")
  func exitCodes() throws {
    let snapshots = try TestWorkspace.copyOfScenarios([])
    let artifacts = try TestWorkspace.temporaryFolder()
    let empty = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", artifacts])
    #expect(empty.status == .noInput)
    #expect(empty.err == "error: \(snapshots)/specs: no scenario specs (*.json) in this folder\n")
    try #"{"name": "bad", "cell": "FUIObjectTableViewCell", "variants": [{"scale": 7}]}"#
      .write(toFile: snapshots + "/specs/bad.json", atomically: true, encoding: .utf8)
    let bad = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", artifacts])
    #expect(bad.status == .dataError)
    #expect(bad.out.contains("ERROR bad: \(snapshots)/specs/bad.json: at $.variants[0].scale: 7 is out of range (allowed: 1–3)\n"))

    let missing = TestWorkspace.run(["verify", "--snapshots", snapshots + "/nope", "--artifacts", artifacts])
    #expect(missing.status == .noInput)
    #expect(TestWorkspace.run(["verify", "--snapshots", TestWorkspace.bundledSnapshots, "--artifacts", artifacts,
                               "no-such-scenario"]).status == .noInput)

    let usage = TestWorkspace.run(["verify", "--frobnicate"])
    #expect(usage.status == .usage)
    #expect(usage.err == """
      error: unknown option '--frobnicate'
      Usage: snapcheck \(VerifyCommand.usage)
        See 'snapcheck help verify' for more information.

      """)
    #expect(TestWorkspace.run(["frobnicate"]).status == .usage)
    #expect(TestWorkspace.run(["verify", "--threshold", "2"]).status == .usage)
  }

  @Test("help lists every subcommand and exits 0")
  func help() {
    let result = TestWorkspace.run(["help"])
    #expect(result.status == .success)
    for command in allCommands { #expect(result.out.contains("  \(command.name) ")) }
    #expect(TestWorkspace.run(["help", "verify"]).out.contains("USAGE: snapcheck verify"))
  }
}
