import CellRaster

/// What `verify` prints while it runs: one line per scenario on standard output (PASS lines
/// left out with `--quiet`), the problems and artifacts of each failed frame, the audit
/// findings that fail it ("  audit <frames>: <finding>", then its fix and the `acceptedFindings`
/// entry that accepts it), GitHub Actions annotations when `GITHUB_ACTIONS` is set (one per
/// failed frame, scenario problem and failing finding), orphan goldens, and the last line
/// "N passed, M failed".
struct ConsoleReporter {
  let console: Console
  /// `--quiet`: no PASS lines and no progress.
  let quiet: Bool
  /// Print `::error` workflow commands too.
  let annotations: Bool
  /// `GITHUB_WORKSPACE`, to make annotation paths repository-relative.
  let workspace: String?
  /// True when `$CI` is set (`RecordMode.isCI`): the accept command is then for a developer's
  /// machine, since record refuses to write goldens in CI.
  let ci: Bool
  /// The progress line (drawn only on a terminal).
  let progress: ProgressLine
  /// The `snapcheck audit` command for a scenario, with the run's `--snapshots` folder
  /// (`VerifySettings.auditCommand`).
  let auditCommand: (String) -> String

  init(context: RunContext, quiet: Bool, auditCommand: @escaping (String) -> String) {
    console = context.console
    self.quiet = quiet
    self.auditCommand = auditCommand
    annotations = GitHubAnnotations.enabled(context.environment)
    workspace = context.environment["GITHUB_WORKSPACE"]
    ci = RecordMode.isCI(context.environment)
    progress = ProgressLine(console: context.console, enabled: context.console.errorIsTerminal && !quiet,
                            now: context.now)
  }

  /// Before scenario `index` (1-based) of `total` is rendered.
  func started(_ index: Int, of total: Int, scenario: String) {
    progress.show(index, of: total, scenario: scenario)
  }

  /// Failing audit errors (neither expected nor accepted) in full, each once with its frames
  /// ("  audit <frames>: <finding>", "all N frames" when it holds in every frame), followed by
  /// how to fix it and the `acceptedFindings` entry that accepts it ("    fix: …",
  /// "    accept in <spec>: …"); open warnings only counted in one line, since they never fail
  /// the run and `auditCommand` (`snapcheck audit [--snapshots …] <scenario>`) and the HTML
  /// report list them.
  static func auditLines(_ result: ScenarioResult, auditCommand: String) -> [String] {
    let unexpected = result.findings.filter { $0.source == .audit && !$0.expected && !$0.accepted }
    let total = result.frames.count
    var lines = unexpected.filter(\.isFailing).flatMap { finding in
      ["  audit \(finding.framesText(of: total)): \(finding.text)"]
        + ScenarioAudit.guidance(finding, specFile: result.specFile, indent: "    ")
    }
    let warnings = unexpected.filter { $0.severity != "error" }.count
    if warnings > 0 {
      lines.append("  \(warnings) audit warning\(warnings == 1 ? "" : "s") (not failing): see '\(auditCommand)' or the HTML report")
    }
    return lines
  }

  /// After a scenario is checked.
  func finished(_ result: ScenarioResult) {
    progress.clear()
    if let error = result.error {
      console.out("\(console.paint("ERROR", 31)) \(result.name): \(Console.printable(error))")
      guard annotations else { return }
      console.annotation(GitHubAnnotations.line(level: "error", file: GitHubAnnotations.relative(result.specFile, workspace: workspace),
                                         title: "snapcheck \(result.name): error", message: Console.printable(error)))
      return
    }
    let count = result.frames.count
    let variants = "snapshot\(count == 1 ? "" : "s")"
    let auditLines = Self.auditLines(result, auditCommand: auditCommand(result.name))
    if result.passed {
      guard !quiet else { return }
      console.out("\(console.paint("PASS", 32)) \(result.name) (\(count) \(variants))")
      for line in auditLines { console.out(line) }
      return
    }
    var parts: [String] = []
    let differ = result.frames.filter { $0.status == .failed }.count
    let missing = result.frames.filter { $0.status == .missing }.count
    let recorded = result.frames.filter { $0.status == .recorded }.count
    let unreadable = result.frames.filter { $0.status == .error }.count
    if unreadable > 0 { parts.append("\(unreadable) of \(count) \(variants) with an unreadable golden") }
    if differ > 0 { parts.append("\(differ) of \(count) \(variants) differ") }
    if missing > 0 { parts.append("\(missing) of \(count) \(variants) missing a golden") }
    if recorded > 0 { parts.append("\(recorded) of \(count) \(variants) recorded") }
    if let first = result.problems.first { parts.append(first) }
    console.out("\(console.paint("FAIL", 31)) \(result.name): \(Console.printable(parts.joined(separator: ", ")))")
    for problem in result.problems.dropFirst() { console.out("  \(Console.printable(problem))") }
    for line in auditLines { console.out(line) }
    for frame in result.frames where frame.status != .passed {
      for problem in frame.problems { console.out("  \(frame.stem): \(Console.printable(problem))") }
      for path in frame.artifacts { console.out("    artifact: \(Console.printable(path))") }
    }
    if differ + missing > 0 { console.out("  accept with\(ci ? " (on your machine: record writes no goldens while $CI is set)" : ""): \(result.acceptCommand)") }
    guard annotations else { return }
    let file = GitHubAnnotations.relative(result.specFile, workspace: workspace)
    for frame in result.frames where frame.status != .passed {
      let accept = frame.status.isAcceptable ? ["accept with: \(result.acceptCommand)"] : []
      let message = Console.printable((frame.problems + frame.artifacts.map { "artifact: \($0)" } + accept).joined(separator: "\n"))
      console.annotation(GitHubAnnotations.line(level: "error", file: file, title: "snapcheck \(result.name) \(frame.stem): \(frame.status.rawValue)",
                                         message: message))
    }
    for problem in result.problems {
      console.annotation(GitHubAnnotations.line(level: "error", file: file, title: "snapcheck \(result.name)", message: Console.printable(problem)))
    }
    for finding in result.findings where finding.source == .audit && finding.isFailing && !result.problems.isEmpty {
      let message = (["\(finding.framesText(of: count)): \(finding.text)"]
        + ScenarioAudit.guidance(finding, specFile: file, indent: "")).joined(separator: "\n")
      console.annotation(GitHubAnnotations.line(level: "error", file: file, title: "snapcheck \(result.name) [\(finding.rule)] \(EchoedValue.clip(finding.node))",
                                         message: Console.printable(message)))
    }
  }

  /// The line that explains exit 65 when goldens could not be used (status `error`), else nil.
  static func unreadableLine(_ run: VerificationRun) -> String? {
    let count = run.frameCount(.error)
    guard count > 0 else { return nil }
    return "\(count) snapshot\(count == 1 ? "" : "s") could not be compared: a golden of theirs cannot be used "
      + "(see above); restore it from version control, or re-record the scenario (exit 65)"
  }

  /// The line that explains exit 65 when scenarios could not run (`ScenarioResult.error`), else nil.
  static func errorLine(_ run: VerificationRun) -> String? {
    let count = run.errorCount
    guard count > 0 else { return nil }
    return "\(count) scenario\(count == 1 ? "" : "s") could not run: \(count == 1 ? "its spec does" : "their specs do") not load "
      + "or \(count == 1 ? "its" : "their") content cannot be drawn (see ERROR above); every other scenario was checked (exit 65)"
  }

  /// Orphan goldens, found or removed.
  func orphans(_ orphans: [OrphanGolden]) {
    progress.clear()
    for orphan in orphans {
      if orphan.removed {
        console.out(Console.printable("removed orphan golden \(orphan.path): \(orphan.reason)"))
      } else {
        let hint = orphan.reason.contains("; not removed: ") ? "" : " (remove with --remove-orphans)"
        console.out(Console.printable("orphan golden \(orphan.path): \(orphan.reason)\(hint)")
                      .replacingOccurrences(of: "\n", with: "\\u{A}"))
        if annotations {
          console.annotation(GitHubAnnotations.line(level: "warning", file: GitHubAnnotations.relative(orphan.path, workspace: workspace),
                                             title: "snapcheck orphan golden", message: orphan.reason))
        }
      }
    }
  }

  /// Where the reports went, then the last line.
  func summary(_ run: VerificationRun, reports: [String]) {
    progress.clear()
    for line in reports where !quiet { console.out(line) }
    if let line = Self.unreadableLine(run) { console.out(line) }
    if let line = Self.errorLine(run) { console.out(line) }
    let recorded = run.frameCount(.recorded)
    if recorded > 0 {
      console.out("\(recorded) golden\(recorded == 1 ? "" : "s") recorded: the run fails until verify passes without recording")
    }
    console.out(run.summaryLine)
  }
}
