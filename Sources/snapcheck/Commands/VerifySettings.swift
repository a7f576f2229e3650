import CellRaster
import Foundation

/// Everything `snapcheck verify` takes from its flags and the environment, checked before any
/// scenario is rendered.
struct VerifySettings {
  /// `--snapshots` (default "Snapshots").
  let snapshots: String
  /// `--artifacts`, else `$SNAPCHECK_ARTIFACTS`, else "snapcheck-artifacts".
  let artifacts: String
  /// `--report` (default: the artifacts folder).
  let report: String
  /// `--report-overlays` (default failed): which frames the report shows with an overlay.
  let reportOverlays: ReportOverlay.Frames
  /// `--junit` file, if any.
  let junit: String?
  /// `--record` / `SNAPCHECK_RECORD`, defaulting by `CI`.
  let record: RecordMode
  /// `--shard i/n`, if any.
  let shard: Shard?
  /// `--quiet`.
  let quiet: Bool
  /// `--allow-path` folders (`AllowPathOption`).
  let allowedPaths: [String]
  /// `--remove-orphans`.
  let removeOrphans: Bool
  /// `--audits` (default error).
  let audits: AuditMode
  /// Comparison flags for every scenario, or nil to use each spec's `comparison`.
  let comparison: ComparisonOptions?
  /// `--trust-fingerprints` (`FingerprintTrust`; default yes, no with `$CI`).
  let trustsFingerprints: Bool

  /// - Throws: `UsageError` (64) for a bad record mode, shard, comparison flag, recording in CI
  ///   without `--allow-record-in-ci`, an artifacts or report folder that is or contains the
  ///   snapshots folder or lies in its `specs/` or `golden/`, or a `--junit` file in those.
  init(_ arguments: ParsedArguments, environment: [String: String], command: String) throws {
    snapshots = arguments.value("snapshots") ?? "Snapshots"
    artifacts = arguments.value("artifacts") ?? environment["SNAPCHECK_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 }
      ?? "snapcheck-artifacts"
    report = arguments.value("report") ?? artifacts
    for (flag, value) in [("--snapshots", snapshots), ("--artifacts", artifacts), ("--report", report)] where value.isEmpty {
      throw UsageError("\(flag) needs a folder, got an empty value", command: command)
    }
    reportOverlays = try ReportOverlay.Frames.parse(arguments.value("report-overlays"), command: command)
    junit = arguments.value("junit")
    record = try RecordMode.resolve(flag: arguments.value("record"), environment: environment,
                                    allowInCI: arguments.has("allow-record-in-ci"), command: command)
    shard = try arguments.value("shard").map { try Shard.parse($0, command: command) }
    quiet = arguments.has("quiet")
    allowedPaths = try AllowPathOption.folders(arguments, command: command)
    removeOrphans = arguments.has("remove-orphans")
    audits = try AuditMode.parse(arguments.value("audits"), command: command)
    trustsFingerprints = try FingerprintTrust.resolve(flag: arguments.value("trust-fingerprints"), environment: environment,
                                                      command: command)
    let overridden = VerifyCommand.comparisonFlags.contains { arguments.value($0) != nil } || arguments.has("include-aa")
    comparison = overridden ? try DiffCommand.comparisonOptions(arguments, command: command) : nil
    for (flag, folder) in [("--artifacts", artifacts), ("--report", report)]
    where Self.isInside(folder, snapshots + "/specs") || Self.isInside(folder, snapshots + "/golden")
      || Self.isInside(snapshots, folder) {
      // Artifacts are cleared per scenario (<folder>/<scenario>) and the report folder gets
      // results.json and images: there they would delete goldens or specs, or add files read as
      // specs or listed as orphans.
      throw UsageError("\(flag) \(folder) overlaps the snapshots folder \(snapshots) (it is, contains or lies in its specs/ "
                       + "or golden/): give a folder outside them", command: command)
    }
    // The JUnit file is replaced whole: inside specs/ or golden/ it would overwrite a spec or a
    // golden (or be read as one).
    if let junit, Self.isInside(junit, snapshots + "/specs") || Self.isInside(junit, snapshots + "/golden") {
      throw UsageError("--junit \(junit) lies in the snapshots folder's specs/ or golden/: give a file outside them",
                       command: command)
    }
    if let junit, let problem = Self.junitOverlap(junit, folders: [("--report", report), ("--artifacts", artifacts)]) {
      throw UsageError(problem, command: command)
    }
  }

  /// Why `junit` would replace a file of a report or artifacts folder, or nil: it is the report's
  /// `index.html` or `results.json` (merge-reports would then refuse the folder), or lies in one
  /// of the folder's subfolders (per-scenario images and artifacts, cleared or replaced by runs).
  /// A JUnit file directly in such a folder under another name (`snapcheck-artifacts/junit.xml`)
  /// is fine.
  static func junitOverlap(_ junit: String, folders: [(flag: String, folder: String)]) -> String? {
    for (flag, folder) in folders {
      for own in ["index.html", ReportFolder.resultsName] where isInside(junit, FileOutput.join(folder, own)) {
        return "--junit \(junit) is the \(own) that \(flag) \(folder) gets: give another file name (e.g. junit.xml)"
      }
      let parent = (ReportFolder.absolute(junit, base: nil) as NSString).deletingLastPathComponent
      if isInside(parent, folder) && !isInside(folder, parent) {
        return "--junit \(junit) lies in a subfolder of \(flag) \(folder), whose subfolders hold each scenario's images and "
          + "artifacts and are cleared by runs: give a file directly in it or elsewhere"
      }
    }
    return nil
  }

  /// True when `inner` is `outer` or lies below it, comparing absolute paths with `.`/`..` and
  /// the symbolic links of existing parts resolved.
  static func isInside(_ inner: String, _ outer: String) -> Bool {
    func resolved(_ path: String) -> String {
      (ReportFolder.absolute(path, base: nil) as NSString).resolvingSymlinksInPath
    }
    let a = resolved(inner), b = resolved(outer)
    return a == b || a.hasPrefix(b == "/" ? "/" : b + "/")
  }

  /// The command that accepts a scenario's current rendering as its goldens, with the run's
  /// `--snapshots` and `--allow-path` folders (without them the command could not load a spec
  /// that names a file in an allowed folder).
  func acceptCommand(_ scenario: String) -> String {
    "snapcheck record\(Self.folderFlags(snapshots, allowedPaths)) \(Self.scenarioArgument(scenario))"
  }

  /// The command that lists `scenario`'s audit findings, e.g. "snapcheck audit --snapshots
  /// mysnaps --allow-path ../App my-cell" (the folder left out when it is the default).
  func auditCommand(_ scenario: String) -> String {
    Self.auditCommand(scenario, snapshots: snapshots, allowedPaths: allowedPaths)
  }

  /// `auditCommand(_:)` for a snapshots folder and `--allow-path` folders (record prints it too).
  static func auditCommand(_ scenario: String, snapshots: String, allowedPaths: [String]) -> String {
    "snapcheck audit\(folderFlags(snapshots, allowedPaths)) \(scenarioArgument(scenario))"
  }

  /// " --snapshots <folder>" (left out for the default folder) and " --allow-path <folder>" for
  /// each allowed folder, in order, each shell-quoted.
  private static func folderFlags(_ snapshots: String, _ allowedPaths: [String]) -> String {
    (snapshots == "Snapshots" ? "" : " --snapshots " + shellQuoted(snapshots))
      + allowedPaths.map { " --allow-path " + shellQuoted($0) }.joined()
  }

  /// A scenario name as the last argument of a command: shell-quoted, after `--` when it starts
  /// with `-` (scenario names may), so that it is not read as an option.
  static func scenarioArgument(_ name: String) -> String {
    (name.hasPrefix("-") ? "-- " : "") + shellQuoted(name)
  }

  /// `text` as one POSIX shell word: unchanged when it is only safe characters, else in single
  /// quotes (with `'` written as `'\''`).
  static func shellQuoted(_ text: String) -> String {
    let safe = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._-/=:@+,")
    if !text.isEmpty && text.allSatisfy({ safe.contains($0) }) { return text }
    return "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
  }
}
