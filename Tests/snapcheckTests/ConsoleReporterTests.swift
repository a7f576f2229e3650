import Foundation
import Testing
@testable import SnapCheckCore

@Suite("ConsoleReporter, progress and annotations")
struct ConsoleReporterTests {
  static let name = "object-cell-accessory-none"

  @Test("progress is drawn in place with count, scenario and elapsed time")
  func progressLine() {
    let console = Console(capturing: true, terminal: true)
    var times = [10.0, 11.5, 12.25].makeIterator()
    let progress = ProgressLine(console: console, enabled: true, now: { times.next() ?? 0 })
    progress.show(1, of: 2, scenario: "a")
    progress.show(2, of: 2, scenario: "b")
    progress.clear()
    progress.clear()
    #expect(console.capturedErr == "\r\u{1B}[2K[1/2] a 1.5s\r\u{1B}[2K[2/2] b 2.2s\r\u{1B}[2K")
    let off = Console(capturing: true, terminal: true)
    let disabled = ProgressLine(console: off, enabled: false, now: { 0 })
    disabled.show(1, of: 1, scenario: "a")
    disabled.clear()
    #expect(off.capturedErr == "")
  }

  @Test("terminal: progress on stderr and a green PASS; NO_COLOR: no colour; not a terminal: plain lines only")
  func terminalAndPlain() throws {
    let snapshots = try TestWorkspace.copyOfScenarios([Self.name])
    let artifacts = try TestWorkspace.temporaryFolder()
    let args = ["verify", "--snapshots", snapshots, "--artifacts", artifacts]
    let terminal = TestWorkspace.run(args, terminal: true)
    #expect(terminal.err == "\r\u{1B}[2K[1/1] \(Self.name) 0.0s\r\u{1B}[2K")
    #expect(terminal.out == "\u{1B}[32mPASS\u{1B}[0m \(Self.name) (1 snapshot)\nreport: \(artifacts)/index.html\n1 passed, 0 failed\n")
    let noColor = TestWorkspace.run(args, environment: ["NO_COLOR": "1"], terminal: true)
    #expect(noColor.out == "PASS \(Self.name) (1 snapshot)\nreport: \(artifacts)/index.html\n1 passed, 0 failed\n")
    let plain = TestWorkspace.run(args)
    #expect(plain.err == "")
    #expect(plain.out == "PASS \(Self.name) (1 snapshot)\nreport: \(artifacts)/index.html\n1 passed, 0 failed\n")
  }

  @Test("--quiet prints only failures and the last line, and no progress")
  func quiet() throws {
    let snapshots = try TestWorkspace.copyOfScenarios([Self.name, "object-cell-headline-only"])
    let artifacts = try TestWorkspace.temporaryFolder()
    let passing = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", artifacts, "--quiet"], terminal: true)
    #expect(passing.out == "2 passed, 0 failed\n")
    #expect(passing.err == "")
    try FileManager.default.removeItem(atPath: snapshots + "/golden/\(Self.name)/w375-3x-L-light-ltr.a11y.txt")
    let failing = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", artifacts, "--quiet", "--record", "never"])
    let g = snapshots + "/golden/\(Self.name)/w375-3x-L-light-ltr"
    let a = artifacts + "/\(Self.name)/w375-3x-L-light-ltr"
    #expect(failing.out == """
      FAIL \(Self.name): 1 of 1 snapshot missing a golden
        w375-3x-L-light-ltr: missing golden \(g).a11y.txt (not written: record mode never)
          artifact: \(a).actual.png
          artifact: \(a).actual.a11y.txt
        accept with: snapcheck record --snapshots \(snapshots) \(Self.name)
      1 passed, 1 failed

      """)
  }

  @Test("the audit-warning hint is a command that runs: it keeps the run's --snapshots folder")
  func auditHint() throws {
    let snapshots = try TestWorkspace.copyOfScenarios(["attachments-cell-rows"])
    let result = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", try TestWorkspace.temporaryFolder()])
    #expect(result.status == .success)
    let hint = "see 'snapcheck audit --snapshots \(snapshots) attachments-cell-rows' or the HTML report"
    #expect(result.out.contains(hint), "\(result.out)")
    let audit = TestWorkspace.run(["audit", "--snapshots", snapshots, "attachments-cell-rows"])
    #expect(audit.status == .success)
    #expect(audit.out.contains("warning"))
  }

  @Test("GITHUB_ACTIONS=true: each failed frame is also an ::error annotation on the spec, relative to the workspace")
  func annotations() throws {
    let snapshots = try TestWorkspace.copyOfScenarios([Self.name])
    let workspace = (snapshots as NSString).deletingLastPathComponent
    let g = snapshots + "/golden/\(Self.name)/w375-3x-L-light-ltr"
    try FileManager.default.removeItem(atPath: g + ".png")
    let artifacts = try TestWorkspace.temporaryFolder()
    let a = artifacts + "/\(Self.name)/w375-3x-L-light-ltr"
    let result = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", artifacts, "--record", "never"],
                                   environment: ["GITHUB_ACTIONS": "true", "GITHUB_WORKSPACE": workspace])
    #expect(result.out.contains("""
      ::error file=Snapshots/specs/\(Self.name).json,title=snapcheck \(Self.name) w375-3x-L-light-ltr%3A missing::\
      missing golden \(g).png (not written: record mode never)%0Aartifact: \(a).actual.png%0A\
      artifact: \(a).actual.a11y.txt%0Aaccept with: snapcheck record --snapshots \(snapshots) \(Self.name)

      """))
    #expect(result.out.hasSuffix("0 passed, 1 failed\n"))
    let without = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", artifacts, "--record", "never"])
    #expect(!without.out.contains("::error"))
  }

  @Test("with $CI set, a missing golden says why it was not written and that accepting is for a developer's machine")
  func acceptInCI() throws {
    let snapshots = try TestWorkspace.copyOfScenarios([Self.name])
    let g = snapshots + "/golden/\(Self.name)/w375-3x-L-light-ltr"
    try FileManager.default.removeItem(atPath: g + ".png")
    let result = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", try TestWorkspace.temporaryFolder()],
                                   environment: ["CI": "true"])
    #expect(result.status == .failure)
    #expect(result.out.contains("missing golden \(g).png (not written: record mode never)"))
    #expect(result.out.contains("  accept with (on your machine: record writes no goldens while $CI is set): snapcheck record"))
    #expect(!FileManager.default.fileExists(atPath: g + ".png"))
  }

  @Test("workflow command escaping; annotation paths relative to the workspace")
  func escaping() throws {
    #expect(GitHubAnnotations.escapeData("50%\r\nx") == "50%25%0D%0Ax")
    #expect(GitHubAnnotations.escapeProperty("a:b,c%") == "a%3Ab%2Cc%25")
    #expect(GitHubAnnotations.relative("/w/Snapshots/x.json", workspace: "/w") == "Snapshots/x.json")
    #expect(GitHubAnnotations.relative("/elsewhere/x.json", workspace: "/w/") == "/elsewhere/x.json")
    // Relative spec paths (a job with working-directory:) and `..` are resolved first.
    let workspace = try TestWorkspace.temporaryFolder()
    try FileManager.default.createDirectory(atPath: workspace + "/app/snaps/specs", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: workspace + "/tool", withIntermediateDirectories: true)
    try Data("{}".utf8).write(to: URL(fileURLWithPath: workspace + "/app/snaps/specs/x.json"))
    #expect(GitHubAnnotations.relative("./snaps/specs/x.json", workspace: workspace, currentDirectory: workspace + "/app")
              == "app/snaps/specs/x.json")
    #expect(GitHubAnnotations.relative("../app/snaps/specs/x.json", workspace: workspace + "/", currentDirectory: workspace + "/tool")
              == "app/snaps/specs/x.json")
    // A path that does not resolve (a dangling link) is folded lexically.
    #expect(GitHubAnnotations.relative("../app/snaps/golden/gone", workspace: workspace, currentDirectory: workspace + "/tool")
              == "app/snaps/golden/gone")
    #expect(GitHubAnnotations.line(level: "error", file: "a,b.json", title: "t: x", message: "one\ntwo")
      == "::error file=a%2Cb.json,title=t%3A x::one%0Atwo")
  }
}
