import CellRaster
import Foundation

/// `snapcheck verify`: renders every bundled scenario (or those named, or one shard of them) and
/// compares each frame's PNG and accessibility tree with the goldens, recording goldens as the
/// record mode says; writes the HTML report, `results.json` and optionally JUnit XML.
enum VerifyCommand: Command {
  static let name = "verify"
  static let summary = "Render the scenarios and compare them with their goldens (the main job)."
  static let usage = "verify [--snapshots <dir>] [--artifacts <dir>] [--report <dir>] [--report-overlays failed|all] [--junit <file>] "
    + "[--record never|missing|failed|all] [--allow-record-in-ci] [--remove-orphans] [--shard i/n] [--quiet] "
    + "[--audits error|warn|off] [--threshold <t>] [--include-aa] [--alpha-background checkerboard|white] "
    + "[--perceptual <ΔE>] [--max-diff <120px|0.5%>] [--trust-fingerprints yes|no] [--allow-path <dir> ...] [<scenario> ...]"
  static let discussion = """
    Prints one line per scenario and ends with 'N passed, M failed'. On a mismatch the
    reference, actual and diff PNGs and the tree diff are written to the artifacts folder
    (default: snapcheck-artifacts, or $SNAPCHECK_ARTIFACTS), and the HTML report
    (index.html, with results.json) to --report (default: the artifacts folder).
    Record modes (--record, or $SNAPCHECK_RECORD): never writes no goldens; missing
    writes goldens that do not exist (the default, except when $CI is set: then never);
    failed also rewrites goldens that differ; all rewrites every golden. A frame whose
    golden was written fails the run all the same. Writing goldens with $CI set needs
    --allow-record-in-ci. --shard i/n verifies the i-th of n parts: scenario names
    sorted and dealt out round-robin. Orphan goldens (no scenario or frame) are listed,
    and deleted only with --remove-orphans. With $GITHUB_ACTIONS=true failures are also
    printed as ::error annotations on the spec file.
    Accessibility audits run on every frame (see 'snapcheck help audit'): with
    --audits error (default) a scenario fails on an error-level finding its spec
    neither lists in expectedFindings nor accepts in acceptedFindings, when an expected
    rule no longer fires, or when an accepted finding no longer occurs; with warn
    findings are printed and never fail; off skips them. Failing findings are printed
    once under the scenario's line with the frames they occur in, a fix and the
    acceptedFindings entry that accepts them (also in --junit and the annotations).
    A golden that cannot be used (unreadable, not a regular file, not a valid PNG, a
    Git LFS pointer) fails its frame with status error; the run goes on, then exits 65.
    Every PNG snapcheck writes carries a fingerprint (an scPH chunk with its pixel
    digest). With --trust-fingerprints yes (the default, except when $CI is set) a
    golden whose fingerprint vouches for the rendered pixels passes without being
    decoded; with no (the default in CI) every golden is decoded and compared, since a
    pull request can commit a golden whose fingerprint lies about its pixels.
    Files a spec names (images, XIB, theme) must resolve, after symbolic links, inside
    the snapshots folder or an --allow-path folder; goldens and golden folders that are
    symbolic links are never read, written or removed through (see 'snapcheck help').
    Exit 0 when everything matched, 1 when anything failed or was recorded.
    """
  static let options: [OptionSpec] = [
    .value("snapshots", "Snapshots folder with specs/ and golden/ (default: Snapshots)."),
    .value("artifacts", "Where failure artifacts go (default: snapcheck-artifacts)."),
    .value("record", "never, missing, failed or all (default: missing; never with $CI)"),
    .flag("allow-record-in-ci", "let a record mode write goldens while $CI is set"),
    .flag("remove-orphans", "delete goldens that no scenario or frame writes"),
    .value("shard", "i/n: verify only the i-th of n parts (e.g. 2/4)"),
    .value("report", "HTML report folder (default: the artifacts folder)"),
    .value("report-overlays", "failed (default) or all: frames the report shows with an accessibility overlay"),
    .value("junit", "write JUnit XML to this file"),
    .flag("quiet", "print only failures and the last line; no progress"),
    .value("threshold", "pixelmatch YIQ threshold 0-1 for every scenario"),
    .flag("include-aa", "count anti-aliased pixels too (with --threshold)"),
    .value("alpha-background", "checkerboard or white, under transparency"),
    .value("perceptual", "largest CIEDE2000 ΔE counted as equal"),
    .value("max-diff", "allowance for every scenario: 120px or 0.5%"),
    .value("audits", "error (default), warn or off: how audit findings count"),
    FingerprintTrust.option,
    AllowPathOption.spec,
  ]

  /// Comparison flags given on the command line override the spec's `comparison` as a whole.
  static let comparisonFlags = ["threshold", "alpha-background", "perceptual", "max-diff"]

  static func run(_ arguments: ParsedArguments, context: RunContext) throws -> ExitStatus {
    let settings = try VerifySettings(arguments, environment: context.environment, command: name)
    let started = context.now()
    // Held until the run returns: another run writing the same folders waits for it.
    let lock = OutputFolderLock([settings.artifacts, settings.report], waiting: context.console.err)
    defer { withExtendedLifetime(lock) {} }
    var store = GoldenStore(root: settings.snapshots, allowedPaths: settings.allowedPaths)
    store.trustsFingerprints = settings.trustsFingerprints
    let workers = OrderedWorkerPool<(Int, LoadedScenario), ScenarioRenderer, ScenarioResult>
      .defaultWorkerCount(environment: context.environment)
    OrderedWorkerPool<Int, Void, Int>.workerCountWarning(environment: context.environment).map(context.console.err)
    let check = FrameCheck(store: store, artifacts: Artifacts(root: settings.artifacts), record: settings.record)
    let overlays = ReportOverlay(report: Artifacts(root: settings.report), artifacts: check.artifacts, store: store,
                                 frames: settings.reportOverlays)
    let verification = ScenarioVerification(check: check, overlays: overlays, audits: settings.audits,
                                            comparison: settings.comparison)
    let reporter = ConsoleReporter(context: context, quiet: settings.quiet, auditCommand: settings.auditCommand)
    let stale = StaleReports(reportFolder: settings.report, junit: settings.junit)
    do {
      return try verify(arguments, settings: settings, store: store, workers: workers, verification: verification,
                        reporter: reporter, context: context, started: started, stale: stale)
    } catch {
      stale.withdraw().map(context.console.err)
      throw error
    }
  }

  /// The run proper, from loading the specs to the summary line.
  private static func verify(_ arguments: ParsedArguments, settings: VerifySettings, store: GoldenStore, workers: Int,
                             verification: ScenarioVerification, reporter: ConsoleReporter, context: RunContext,
                             started: Double, stale: StaleReports) throws -> ExitStatus {
    var run = VerificationRun(recordMode: settings.record, shards: settings.shard.map { [$0.description] } ?? [])
    var catalog = ScenarioCatalog(scenarios: [], allNames: [], warnings: [])
    var scenarios: [LoadedScenario] = []
    var report: ReportStream?
    // Scenarios are rendered and checked on a pool of worker threads (one ScenarioRenderer each,
    // OrderedWorkerPool), which set up their fonts while the specs load; results come back in
    // scenario order, so reports and output are the serial run's.
    try OrderedWorkerPool.run(
      loading: {
        // A spec that does not load is an error result of its own; the others all run.
        catalog = try store.catalog(only: arguments.positionals, workers: workers)
        catalog.warnings.forEach(context.console.err)
        scenarios = settings.shard.map { $0.select(catalog.scenarios, name: \.name) } ?? catalog.scenarios
        // The report is written as scenarios arrive (ReportStream); the run keeps each scenario
        // without its trees (statuses, problems and findings are what the summary and JUnit read).
        report = try ReportStream(folder: settings.report)
        return Array(scenarios.enumerated())
      },
      workers: workers,
      makeState: { try ScenarioRenderer() },
      job: { item, renderer in
        let spec: ScenarioSpec
        switch item.1 {
        case .spec(let loaded): spec = loaded
        case .failed(let failure): return ScenarioResult(name: failure.name, specFile: failure.file, error: failure.message)
        }
        let scenarioStart = context.now()
        var result = try verification.run(spec, renderer: renderer, acceptCommand: settings.acceptCommand(spec.name))
        result.seconds = context.now() - scenarioStart
        return result
      },
      deliver: { result in
        let index = run.scenarios.count
        reporter.started(index + 1, of: scenarios.count, scenario: result.name)
        reporter.finished(result)
        guard let report else { throw ReportNotOpened() }  // cannot happen: load opened it first
        run.scenarios.append(try report.add(result).withoutTrees())
      })
    run.orphans = try orphans(store: store, settings: settings, catalog: catalog, filtered: !arguments.positionals.isEmpty, run: run)
    reporter.orphans(run.orphans)
    run.seconds = context.now() - started
    guard let report else { throw ReportNotOpened() }  // cannot happen: load opened it or threw
    try report.finish(run)
    stale.reportWritten = true
    let reports = try writeJUnit(run, settings: settings)
    stale.junitWritten = true
    reporter.summary(run, reports: reports)
    return run.exitStatus
  }

  /// Finds (and with `--remove-orphans` removes) orphan goldens. Scenario folders without a
  /// spec are judged only when every spec was loaded (a spec that does not load may name any
  /// folder), and only by shard 1; files are judged only in the folders of scenarios that ran.
  static func orphans(store: GoldenStore, settings: VerifySettings, catalog: ScenarioCatalog, filtered: Bool,
                      run: VerificationRun) throws -> [OrphanGolden] {
    let judgeFolders = !filtered && (settings.shard?.index ?? 1) == 1 && catalog.failures.isEmpty
    let ran = run.scenarios.filter { $0.error == nil }
    let found = OrphanGoldens.find(store: store, allScenarios: judgeFolders ? catalog.allNames : nil,
                                   frames: Dictionary(ran.map { ($0.name, $0.frames.map(\.stem)) },
                                                      uniquingKeysWith: { a, _ in a }))
    return settings.removeOrphans ? try OrphanGoldens.remove(found, goldenFolder: store.goldenFolder) : found
  }

  /// Writes the JUnit file when asked; returns the lines that say where the reports went.
  static func writeJUnit(_ run: VerificationRun, settings: VerifySettings) throws -> [String] {
    var lines = ["report: " + FileOutput.join(settings.report, "index.html")]
    if let junit = settings.junit {
      try JUnitFile.write(run, to: junit)
      lines.append("junit: \(junit)")
    }
    return lines
  }
}

/// The report stream was used before the spec loading that opens it ran: a bug (exit 70).
private struct ReportNotOpened: Error, CustomStringConvertible {
  var description: String { "the report was written before it was opened" }
}
