import CellRaster

/// `snapcheck record [<scenario> ...]`: renders the scenarios and writes their goldens.
enum RecordCommand: Command {
  static let name = "record"
  static let summary = "Render the scenarios and (re)write their goldens."
  static let usage = "record [--snapshots <dir>] [--allow-record-in-ci] [<scenario> ...]"
  static let discussion = """
    Writes <snapshots>/golden/<scenario>/<variant-slug>.png and .a11y.txt (and .a11y.png
    when the spec sets "accessibilityOverlay": true) for every variant, atomically. Look
    at every PNG you record before committing it. Like 'verify --record all', but it
    exits 0 and prints one line per scenario. Files that already hold the rendering (a
    PNG whose fingerprint vouches for the same pixels, the same tree text) are left
    untouched; a scenario with nothing to write prints 'unchanged'. With $CI set it
    refuses unless --allow-record-in-ci is given.
    """
  static let options: [OptionSpec] = [
    .value("snapshots", "Snapshots folder with specs/ and golden/ (default: Snapshots)."),
    .flag("allow-record-in-ci", "record even though $CI is set"),
  ]

  static func run(_ arguments: ParsedArguments, context: RunContext) throws -> ExitStatus {
    try RecordMode.requireAllowed(environment: context.environment, allowInCI: arguments.has("allow-record-in-ci"),
                                  what: "snapcheck record", command: name)
    let store = GoldenStore(root: arguments.value("snapshots") ?? "Snapshots")
    let workers = OrderedWorkerPool<ScenarioSpec, ScenarioRenderer, String>.defaultWorkerCount(environment: context.environment)
    OrderedWorkerPool<Int, Void, Int>.workerCountWarning(environment: context.environment).map(context.console.err)
    var scenarios: [ScenarioSpec] = []
    var unchanged = 0
    // Scenarios render, encode and write on a pool of worker threads (one ScenarioRenderer each,
    // set up while the specs load); the lines come back in spec order.
    try OrderedWorkerPool.run(
      loading: {
        scenarios = try store.loadScenarios(only: arguments.positionals, workers: workers)
        return scenarios
      },
      workers: workers,
      makeState: { try ScenarioRenderer() },
      job: { spec, renderer in
        // Each frame is encoded as soon as it is drawn and its surface freed (see verify); the
        // files are written once every frame of the scenario rendered, so a scenario that fails
        // to render changes none of its goldens.
        var stems: [String] = [], changed: [String] = [], files: [(path: String, bytes: [UInt8])] = []
        try renderer.render(spec) { frame in
          let written = try store.goldenFiles(scenario: spec.name, frame: frame)
          if !written.isEmpty { changed.append(frame.stem) }
          files += written
          frame.rendered.discardPixels()
          stems.append(frame.stem)
        }
        // Files that already hold this rendering are not rewritten (GoldenStore.goldenFiles);
        // the line names only the frames whose goldens were written.
        guard !files.isEmpty else { return "unchanged \(spec.name) (\(stems.joined(separator: ", ")))" }
        try store.write(files, scenario: spec.name)
        let kept = stems.count - changed.count
        return "recorded \(spec.name) (\(changed.joined(separator: ", ")))"
          + (kept == 0 ? "" : "; \(kept) frame\(kept == 1 ? "" : "s") unchanged")
      },
      deliver: { line in
        if line.hasPrefix("unchanged ") { unchanged += 1 }
        context.console.out(line)
      })
    let written = scenarios.count - unchanged
    context.console.out(unchanged == 0 ? "\(written) recorded, 0 failed" : "\(written) recorded, \(unchanged) unchanged, 0 failed")
    return .success
  }
}
