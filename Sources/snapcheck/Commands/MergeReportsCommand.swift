import CellRaster

/// `snapcheck merge-reports <dir>... [--junit <file>] [--report <dir>]`: joins the report folders
/// of several `verify --shard i/n` runs (their `results.json` and images) into one HTML report
/// and/or one JUnit file.
enum MergeReportsCommand: Command {
  static let name = "merge-reports"
  static let summary = "Join the report folders of sharded verify runs into one report."
  static let usage = "merge-reports <report-dir> ... [--junit <file>] [--report <dir>]"
  static let discussion = """
    Each <report-dir> is a verify --report folder (index.html, results.json and images),
    e.g. one per CI shard. The scenarios are joined in name order (a scenario in two
    folders is an error), images are copied into --report, and the last line is
    'N passed, M failed' over all of them. Exit 0 when every scenario passed, 1 when
    any failed, or when shards are missing (e.g. only 1/2 and 3/3 of 2 and 3 shards
    given: a lost shard must not pass); 65 when a shard found a golden that is not a
    valid PNG, as verify does. Shard folders are untrusted: only regular files that lie,
    after symbolic links are resolved, inside their shard's folder are read; images are
    copied, never hard-linked; anything else is an error naming the entry (65).
    """
  static let options: [OptionSpec] = [
    .value("junit", "write the joined JUnit XML to this file"),
    .value("report", "write the joined HTML report to this folder"),
  ]

  static func run(_ arguments: ParsedArguments, context: RunContext) throws -> ExitStatus {
    guard !arguments.positionals.isEmpty else {
      throw UsageError("expected one or more report folders", command: name)
    }
    let junit = arguments.value("junit"), report = arguments.value("report")
    guard junit != nil || report != nil else {
      throw UsageError("nothing to write: give --junit <file>, --report <dir> or both", command: name)
    }
    if let junit, let report, let problem = VerifySettings.junitOverlap(junit, folders: [("--report", report)]) {
      throw UsageError(problem, command: name)
    }
    // A report folder that is also an input keeps its files when the merge stops: they are a
    // shard's report, not a stale merge.
    let reportIsInput = report.map { out in arguments.positionals.contains { VerifySettings.isInside($0, out) && VerifySettings.isInside(out, $0) } }
    let stale = StaleReports(reportFolder: reportIsInput == true ? nil : report, junit: junit)
    do {
      return try merge(arguments.positionals, report: report, junit: junit, stale: stale, context: context)
    } catch {
      stale.withdraw().map(context.console.err)
      throw error
    }
  }

  /// The merge proper, from loading the shards' results to the summary line.
  private static func merge(_ folders: [String], report: String?, junit: String?, stale: StaleReports,
                            context: RunContext) throws -> ExitStatus {
    var merged: VerificationRun?
    var seen: [String: String] = [:]
    for folder in folders {
      let shard = ShardFolder(folder)
      var part = try ReportFolder.load(folder, file: try shard.entry(ReportFolder.resultsName))
      for (index, shard) in part.shards.enumerated() where (try? Shard.parse(shard, command: name)) == nil {
        throw FileError(path: folder + "/" + ReportFolder.resultsName,
                        problem: "at $.shards[\(index)]: '\(shard)' is not a shard i/n with 1 <= i <= n <= \(Shard.maximumCount)",
                        category: .badInput)
      }
      for scenario in part.scenarios {
        if let other = seen[scenario.name] {
          throw FileError(path: folder + "/" + ReportFolder.resultsName,
                          problem: "scenario '\(scenario.name)' is also in \(other)/\(ReportFolder.resultsName)",
                          category: .badInput)
        }
        seen[scenario.name] = folder
      }
      // Image paths in a report folder are relative to it: resolve them (regular files inside the
      // shard's folder only, ShardFolder) for copying.
      for s in part.scenarios.indices {
        for f in part.scenarios[s].frames.indices {
          part.scenarios[s].frames[f].images = try part.scenarios[s].frames[f].images.map { try shard.entry($0) }
        }
      }
      if var run = merged {
        run.scenarios += part.scenarios
        run.orphans += part.orphans
        run.shards += part.shards
        run.seconds += part.seconds
        merged = run
      } else {
        merged = part
      }
    }
    guard var run = merged else { return .success }
    run.scenarios.sort { $0.name.unicodeScalars.lexicographicallyPrecedes($1.name.unicodeScalars) }
    run.shards.sort()
    let missing = Shard.missing(from: run.shards)
    // Images as the merge can reach them: copied into --report, else in the shards' report folders.
    var published = run
    if let report {
      published = try ReportFolder(path: report).write(run, missingShards: missing, copyImages: true)
      stale.reportWritten = true
      published = published.withImagePaths { FileOutput.join(report, $0) }
      context.console.out("report: " + FileOutput.join(report, "index.html"))
    }
    if let junit {
      try JUnitFile.write(published.withImagesAsArtifacts(), to: junit, missingShards: missing)
      stale.junitWritten = true
      context.console.out("junit: \(junit)")
    }
    if !missing.isEmpty {
      context.console.err("error: shard\(missing.count == 1 ? "" : "s") \(missing.joined(separator: ", ")) missing from the merge "
                          + "(merged: \(run.shards.joined(separator: ", "))): the run fails")
    }
    if let line = ConsoleReporter.unreadableLine(run) { context.console.err("error: " + line.replacingOccurrences(of: " (see above)", with: "")) }
    context.console.out(run.summaryLine)
    if run.exitStatus == .dataError { return .dataError }
    return run.failedCount == 0 && missing.isEmpty ? .success : .failure
  }
}
