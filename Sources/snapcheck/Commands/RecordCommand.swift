import CellRaster

/// `snapcheck record [<scenario> ...]`: renders the scenarios and writes their goldens.
enum RecordCommand: Command {
  static let name = "record"
  static let summary = "Render the scenarios and (re)write their goldens."
  static let usage = "record [--snapshots <dir>] [--allow-record-in-ci] [--trust-fingerprints yes|no] [--allow-path <dir> ...] [<scenario> ...] "
    + "[<scenario> --frame <stem> ...]"
  static let discussion = """
    Writes <snapshots>/golden/<scenario>/<variant-slug>.png and .a11y.txt (and .a11y.png
    when the spec sets "accessibilityOverlay": true) for every variant, atomically. Look
    at every PNG you record before committing it. Like 'verify --record all', but it
    exits 0 and prints one line per scenario. Files that already hold the rendering (a
    PNG whose fingerprint vouches for the same pixels, or with --trust-fingerprints no,
    the default in CI, whose decoded pixels are the same; the same tree text) are left
    untouched; a scenario with nothing to write prints 'unchanged'. A scenario whose
    audits verify would fail (an error finding neither expected nor accepted, an
    expected rule that no longer fires, an accepted finding that no longer occurs) is
    recorded with a warning line naming the count and the audit command; open
    warnings, which never fail verify, are counted in a line of their own. A spec that does not load (or whose text cannot be drawn) is reported as
    ERROR and the others are recorded: exit 65 at the end. With $CI set it refuses unless
    --allow-record-in-ci is given.
    --frame <stem> (repeatable, with exactly one scenario) records only that frame's
    goldens, e.g. 'record object-cell-issues --frame w375-3x-L-light-ltr': the stem is
    the golden's file name without .png (variant slug, plus .<step> for a step frame), as
    verify and the HTML report name frames. Every frame is still rendered (steps build on
    each other); the other frames' goldens are left as they are. A stem the scenario does
    not render is exit 66, naming the closest stems.
    """
  static let options: [OptionSpec] = [
    .value("snapshots", "Snapshots folder with specs/ and golden/ (default: Snapshots)."),
    .flag("allow-record-in-ci", "record even though $CI is set"),
    OptionSpec(name: "frame", takesValue: true,
               help: "record only this frame (stem, e.g. w375-3x-L-light-ltr, or its golden's file name) of the one scenario named (repeatable)",
               repeatable: true),
    FingerprintTrust.option,
    AllowPathOption.spec,
  ]

  /// The command that accepts one frame alone: a scenario's accept command (`snapcheck record
  /// [--snapshots <dir>] <scenario>`, `VerifySettings.acceptCommand`) with `--frame <stem>`
  /// right after `snapcheck record` (before a `--` that ends the options), the stem
  /// shell-quoted when it needs it.
  static func frameAcceptCommand(_ scenarioCommand: String, stem: String) -> String {
    let head = "snapcheck record", option = " --frame " + VerifySettings.shellQuoted(stem)
    guard scenarioCommand.hasPrefix(head + " ") else { return scenarioCommand + option }
    return head + option + scenarioCommand.dropFirst(head.count)
  }

  /// The frames `--frame` selects: nil when it is not given.
  /// - Throws: `UsageError` (64) when it is given with other than exactly one scenario, or with
  ///   an empty value.
  static func selectedFrames(_ arguments: ParsedArguments) throws -> Set<String>? {
    guard let frames = arguments.values["frame"], !frames.isEmpty else { return nil }
    if frames.contains(where: \.isEmpty) { throw UsageError("--frame needs a frame stem, got an empty value", command: name) }
    guard arguments.positionals.count == 1 else {
      throw UsageError("--frame records frames of one scenario: name exactly one (got \(arguments.positionals.count))",
                       command: name)
    }
    return Set(frames)
  }

  /// File endings of a frame's goldens, which `--frame` drops when the name with it is no stem,
  /// so that a golden's file name (copied from `golden/<scenario>/` or the report) names its frame.
  static let goldenFileEndings = [".a11y.png", ".png", ".a11y.txt", ".a11y.json"]

  /// The stems of `spec`'s frames that `selected` names: each name is a stem, or a golden's file
  /// name or path (`w375-3x-L-light-ltr.png`, `.a11y.txt`, `.a11y.json`, the overlay's `.a11y.png`) whose
  /// stem is one.
  /// - Throws: `FileError` (66) naming the spec, the first name that is no frame of it and the
  ///   closest stems ("did you mean …"), or all of them when none is close.
  static func requireFrames(_ selected: Set<String>, of spec: ScenarioSpec) throws -> Set<String> {
    let stems = ScenarioRenderer.stems(of: spec)
    func stem(_ given: String) -> String? {
      if stems.contains(given) { return given }
      // A golden's path (`golden/<scenario>/<file>`) names its file.
      let name = given.split(separator: "/").last.map(String.init) ?? given
      if stems.contains(name) { return name }
      return goldenFileEndings.lazy.filter { name.hasSuffix($0) }.map { String(name.dropLast($0.count)) }
        .first(where: stems.contains)
    }
    guard let unknown = selected.sorted().first(where: { stem($0) == nil }) else { return Set(selected.compactMap(stem)) }
    let close = stems.map { ($0, EditDistance.between($0, unknown)) }.filter { $0.1 <= max(2, unknown.count / 4) }
      .sorted { ($0.1, $0.0) < ($1.1, $1.0) }.prefix(3).map { "'\($0.0)'" }
    let shown = stems.prefix(12).joined(separator: ", ") + (stems.count > 12 ? ", … (\(stems.count) in all)" : "")
    throw FileError(path: spec.file, problem: "scenario '\(spec.name)' has no frame '\(EchoedValue.clip(unknown))' ("
                      + (close.isEmpty ? "frames: \(shown)" : "did you mean \(close.joined(separator: " or "))?") + ")",
                    category: .missingInput)
  }

  /// What one scenario came to.
  private enum Outcome {
    /// Goldens written ("recorded …") or none needed ("unchanged …"), with the audit warning
    /// line when verify would fail the scenario's audits.
    case done(line: String, unchanged: Bool, auditWarning: [String])
    /// The spec did not load or its content cannot be drawn: nothing was written.
    case error(name: String, message: String)
  }

  static func run(_ arguments: ParsedArguments, context: RunContext) throws -> ExitStatus {
    try RecordMode.requireAllowed(environment: context.environment, allowInCI: arguments.has("allow-record-in-ci"),
                                  what: "snapcheck record", command: name)
    let snapshots = arguments.value("snapshots") ?? "Snapshots"
    let selected = try selectedFrames(arguments)
    var store = GoldenStore(root: snapshots, allowedPaths: try AllowPathOption.folders(arguments, command: name))
    store.trustsFingerprints = try FingerprintTrust.resolve(flag: arguments.value("trust-fingerprints"),
                                                            environment: context.environment, command: name)
    let workers = OrderedWorkerPool<LoadedScenario, ScenarioRenderer, Outcome>.defaultWorkerCount(environment: context.environment)
    OrderedWorkerPool<Int, Void, Int>.workerCountWarning(environment: context.environment).map(context.console.err)
    var total = 0, unchanged = 0, errors = 0
    // Scenarios render, encode and write on a pool of worker threads (one ScenarioRenderer each,
    // set up while the specs load); the lines come back in spec order. A spec that does not load
    // is reported and the others are recorded all the same.
    try OrderedWorkerPool.run(
      loading: {
        let catalog = try store.catalog(only: arguments.positionals, workers: workers)
        catalog.warnings.forEach(context.console.err)
        total = catalog.scenarios.count
        return catalog.scenarios
      },
      workers: workers,
      makeState: { try ScenarioRenderer() },
      job: { (scenario: LoadedScenario, renderer: ScenarioRenderer) -> Outcome in
        switch scenario {
        case .failed(let failure): return .error(name: failure.name, message: failure.message)
        case .spec(let spec):
          do {
            let only = try selected.map { try requireFrames($0, of: spec) }
            return try record(spec, store: store, renderer: renderer, snapshots: snapshots, only: only)
          } catch let error as ScenarioRenderError where error.category == .badInput {
            return .error(name: spec.name, message: error.description)
          } catch let error as FileError where error.category == .badInput {
            // A golden folder or golden that is a symbolic link (GoldenPaths): this scenario's
            // goldens are not written; the others are recorded.
            return .error(name: spec.name, message: error.description)
          }
        }
      },
      deliver: { (outcome: Outcome) in
        switch outcome {
        case .done(let line, let same, let auditWarning):
          if same { unchanged += 1 }
          context.console.out(line)
          auditWarning.forEach { context.console.out("  " + $0) }
        case .error(let name, let message):
          errors += 1
          context.console.out("\(context.console.paint("ERROR", 31)) \(name): \(Console.printable(message))")
        }
      })
    let written = total - unchanged - errors
    if errors > 0 {
      context.console.out("\(errors) scenario\(errors == 1 ? "" : "s") not recorded: the spec does not load or its content "
                          + "cannot be drawn (see ERROR above); every other scenario was recorded (exit 65)")
    }
    context.console.out(unchanged == 0 ? "\(written) recorded, \(errors) failed"
                        : "\(written) recorded, \(unchanged) unchanged, \(errors) failed")
    return errors == 0 ? .success : .dataError
  }

  /// Renders `spec` and writes the goldens that differ, once every frame rendered (frames are
  /// encoded as drawn and their surfaces freed, as in verify), so a scenario that fails to render
  /// changes none of its goldens. Files that already hold the rendering are not rewritten
  /// (`GoldenStore.goldenFiles`); the line names only the frames whose goldens were written.
  /// - Parameter only: the stems to record (`--frame`); nil records every frame. The others are
  ///   rendered (a step frame builds on the ones before it) but none of their files is written.
  /// - Throws: `ScenarioRenderError`, and `FileError` / `PNGError` when a golden cannot be written.
  private static func record(_ spec: ScenarioSpec, store: GoldenStore, renderer: ScenarioRenderer,
                             snapshots: String, only selected: Set<String>? = nil) throws -> Outcome {
    var stems: [String] = [], changed: [String] = [], files: [(path: String, bytes: [UInt8])] = []
    var frames: [RenderedFrame] = []
    try renderer.render(spec) { frame in
      if selected?.contains(frame.stem) ?? true {
        let written = try store.goldenFiles(scenario: spec.name, frame: frame)
        if !written.isEmpty { changed.append(frame.stem) }
        files += written
        stems.append(frame.stem)
      }
      frame.rendered.discardPixels()
      frames.append(frame)
    }
    let warning = auditWarning(ScenarioAudit(spec: spec, frames: frames),
                               command: VerifySettings.auditCommand(spec.name, snapshots: snapshots, allowedPaths: store.allowedPaths))
    let others = frames.count - stems.count
    let left = others == 0 ? "" : "; \(others) other frame\(others == 1 ? "" : "s") not recorded (--frame)"
    guard !files.isEmpty else {
      return .done(line: "unchanged \(spec.name) (\(stems.joined(separator: ", ")))" + left, unchanged: true, auditWarning: warning)
    }
    try store.write(files, scenario: spec.name)
    let kept = stems.count - changed.count
    return .done(line: "recorded \(spec.name) (\(changed.joined(separator: ", ")))"
                   + (kept == 0 ? "" : "; \(kept) frame\(kept == 1 ? "" : "s") unchanged") + left,
                 unchanged: false, auditWarning: warning)
  }

  /// The warning printed under a recorded scenario whose audits `verify` (with its default
  /// `--audits error`) would fail: the number of error findings neither expected nor accepted,
  /// distinct across frames, of expected rules that no longer fire and of accepted findings that
  /// no longer occur, with the command that lists them, then a line counting open audit
  /// warnings (which never fail verify); empty when there is neither. Recording still
  /// succeeds: the goldens are the rendering.
  static func auditWarning(_ audit: ScenarioAudit, command: String) -> [String] {
    // Open warnings never fail verify, but a new spec's author wants to know of them (a
    // fresh-user trial met its XIB's xib.ambiguous warning only in verify): counted, as verify does.
    let warnings = audit.results.filter { $0.severity != "error" && !$0.expected && !$0.accepted }.count
    let warningLine = warnings == 0 ? [] : ["\(warnings) audit warning\(warnings == 1 ? "" : "s") (not failing): see '\(command)'"]
    guard audit.failed else { return warningLine }
    // Counted as verify and audit list them: one per rule and element, whatever the frames (a
    // message names the frame's font size, so counting messages counted one finding per size).
    let distinct = audit.results.filter { $0.severity == "error" && !$0.expected && !$0.accepted }.count
    var parts: [String] = []
    if distinct > 0 {
      parts.append("\(distinct) audit error\(distinct == 1 ? "" : "s") neither expected nor accepted "
        + "(not in expectedFindings or acceptedFindings, or measured worse than its pin)")
    }
    let missing = audit.missingExpected.count
    if missing > 0 { parts.append("\(missing) expected finding\(missing == 1 ? "" : "s") no longer firing") }
    let stale = audit.staleAccepted.count
    if stale > 0 { parts.append("\(stale) accepted finding\(stale == 1 ? "" : "s") no longer occurring") }
    return ["warning: verify will fail this scenario: \(parts.joined(separator: ", ")); see '\(command)'"] + warningLine
  }
}
