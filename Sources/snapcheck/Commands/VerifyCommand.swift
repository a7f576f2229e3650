import CellRaster
import Foundation

/// `snapcheck verify`: renders every bundled scenario and compares each frame's PNG and
/// accessibility tree with the goldens. Never writes goldens.
enum VerifyCommand: Command {
  static let name = "verify"
  static let summary = "Render the scenarios and compare them with their goldens (the main job)."
  static let usage = "verify [--snapshots <dir>] [--artifacts <dir>] [--audits error|warn|off] [<scenario> ...]"
  static let discussion = """
    Prints one line per scenario and ends with 'N passed, M failed'. A missing golden
    fails (it is never written by verify; run 'snapcheck record <scenario>'). On a
    mismatch the reference, actual and diff PNGs and the tree diff are written to the
    artifacts folder (default: snapcheck-artifacts, or $SNAPCHECK_ARTIFACTS).
    Accessibility audits run on every frame (see 'snapcheck help audit'): with
    --audits error (default) a scenario fails on an error-level finding its spec does
    not list in expectedFindings, or when an expected rule no longer fires; with warn
    findings are printed and never fail; off skips them. Unexpected findings are printed
    under the scenario's line.
    Exit 0 when everything matched, 1 when anything failed.
    """
  static let options: [OptionSpec] = [
    .value("snapshots", "Snapshots folder with specs/ and golden/ (default: Snapshots)."),
    .value("artifacts", "Where failure artifacts go (default: snapcheck-artifacts)."),
    .value("threshold", "pixelmatch YIQ threshold 0-1 for every scenario"),
    .flag("include-aa", "count anti-aliased pixels too (with --threshold)"),
    .value("alpha-background", "checkerboard or white, under transparency"),
    .value("perceptual", "largest CIEDE2000 ΔE counted as equal"),
    .value("max-diff", "allowance for every scenario: 120px or 0.5%"),
    .value("audits", "error (default), warn or off: how audit findings count"),
  ]

  /// Comparison flags given on the command line override the spec's `comparison` as a whole.
  static let comparisonFlags = ["threshold", "alpha-background", "perceptual", "max-diff"]

  static func run(_ arguments: ParsedArguments, context: RunContext) throws -> ExitStatus {
    let store = GoldenStore(root: arguments.value("snapshots") ?? "Snapshots")
    let artifacts = Artifacts(root: arguments.value("artifacts") ?? context.environment["SNAPCHECK_ARTIFACTS"] ?? "snapcheck-artifacts")
    let auditMode = try AuditMode.parse(arguments.value("audits"), command: name)
    let scenarios = try store.loadScenarios(only: arguments.positionals)
    let console = context.console
    let overridden = comparisonFlags.contains { arguments.value($0) != nil } || arguments.has("include-aa")
    let override = overridden ? try DiffCommand.comparisonOptions(arguments, command: name) : nil
    var passed = 0, failed = 0
    // Scenarios run on a pool of worker threads (one ScenarioRenderer each); results come back
    // in spec order, so the output is the serial run's.
    try OrderedWorkerPool.run(
      scenarios, workers: OrderedWorkerPool<ScenarioSpec, ScenarioRenderer, ScenarioVerification>.defaultWorkerCount(environment: context.environment),
      makeState: { try ScenarioRenderer() },
      job: { spec, renderer in
        try ScenarioVerification(spec: spec, renderer: renderer, store: store, artifacts: artifacts,
                                 options: override ?? spec.comparison, auditMode: auditMode)
      },
      deliver: { result in
        let spec = result.spec, frameCount = result.frameCount
        let audit = result.audit
        let auditFailed = auditMode == .error && audit?.failed == true
        let auditLines = (audit?.findingLines(unexpectedOnly: true) ?? []) + (audit?.missingLines ?? [])
        let failures = result.verdicts.filter { !$0.passed }
        defer { for line in auditLines { console.out("  audit \(line)") } }
        if failures.isEmpty && !auditFailed {
          passed += 1
          console.out("\(console.paint("PASS", 32)) \(spec.name) (\(frameCount) variant\(frameCount == 1 ? "" : "s"))")
        } else {
          failed += 1
          let differ = "\(failures.count) of \(frameCount) variant\(frameCount == 1 ? "" : "s") differ"
          console.out("\(console.paint("FAIL", 31)) \(spec.name): \(failures.isEmpty ? "accessibility audit failed" : differ)")
          for verdict in failures {
            for problem in verdict.problems { console.out("  \(verdict.stem): \(problem)") }
            for path in verdict.artifacts { console.out("    artifact: \(path)") }
          }
        }
      })
    console.out("\(passed) passed, \(failed) failed")
    return failed == 0 ? .success : .failure
  }

  /// Compares one frame with its goldens and writes artifacts for what differs.
  static func verify(_ frame: RenderedFrame, scenario: String, store: GoldenStore,
                     artifacts: Artifacts, options: ComparisonOptions) throws -> FrameVerdict {
    var verdict = FrameVerdict(stem: frame.stem)
    let golden = store.stem(scenario: scenario, frame: frame.stem)
    let image = try GoldenImageCheck.compare(actual: frame.image, goldenPath: golden + ".png", options: options)
    let referenceText = try store.referenceText(scenario: scenario, frame: frame.stem)
    let imageMissing: Bool
    if case .missing = image { imageMissing = true } else { imageMissing = false }
    if imageMissing || referenceText == nil {
      let missing = [imageMissing ? golden + ".png" : nil, referenceText == nil ? golden + ".a11y.txt" : nil]
        .compactMap { $0 }
      verdict.problems.append("missing golden \(missing.joined(separator: " and ")) (run 'snapcheck record \(scenario)')")
      verdict.artifacts += try artifacts.writeActual(frame, scenario: scenario)
      return verdict
    }
    if case .differs(let reference, let problem) = image {
      verdict.problems.append(problem.summary)
      verdict.artifacts += try artifacts.writeImageFailure(reference: reference, frame: frame, scenario: scenario,
                                                          problem: problem)
    }
    if let overlay = frame.overlay {
      try verifyOverlay(overlay, frame: frame, scenario: scenario, store: store, artifacts: artifacts,
                        options: options, into: &verdict)
    }
    if let referenceText, referenceText != frame.accessibilityText {
      let diff = LineDiff.unified(referenceText, frame.accessibilityText,
                                  oldName: golden + ".a11y.txt", newName: "actual")
      verdict.problems.append("accessibility tree differs:\n" + diff.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
      verdict.artifacts += try artifacts.writeTreeFailure(diff: diff, frame: frame, scenario: scenario)
    }
    return verdict
  }

  /// Compares a frame's `.a11y.png` overlay with its golden, like the PNG.
  static func verifyOverlay(_ overlay: RGBAImage, frame: RenderedFrame, scenario: String, store: GoldenStore,
                            artifacts: Artifacts, options: ComparisonOptions, into verdict: inout FrameVerdict) throws {
    let golden = store.stem(scenario: scenario, frame: frame.stem) + ".a11y.png"
    switch try GoldenImageCheck.compare(actual: overlay, goldenPath: golden, options: options) {
    case .missing:
      verdict.problems.append("missing golden \(golden) (run 'snapcheck record \(scenario)')")
    case .matched:
      break
    case .differs(let reference, let problem):
      verdict.problems.append("overlay: " + problem.summary)
      verdict.artifacts += try artifacts.writeOverlayFailure(reference: reference, actual: overlay, frame: frame,
                                                            scenario: scenario, problem: problem)
    }
  }
}
