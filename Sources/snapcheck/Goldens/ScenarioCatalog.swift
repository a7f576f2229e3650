import CellRaster
import Foundation

/// A spec file that could not be loaded: bad JSON, an unknown key or out-of-range value, a
/// missing image, XIB or theme, a scenario name another spec already uses (or one that differs
/// from it only in letter case or Unicode normalisation, `FileNameCollision`). It becomes an `error`
/// result for its scenario (console, JUnit `<error>`, HTML report) while every other scenario runs;
/// the run then exits 65.
struct SpecLoadFailure: Sendable {
  /// The scenario's name: the spec's own `name` when that much of the file reads (a JSON object
  /// with a valid name), else the file name without `.json`.
  let name: String
  /// The spec file, as the run saw it.
  let file: String
  /// What went wrong; its category is that of the load error (65 bad input, 66 missing input).
  let error: any DiagnosticError

  /// The whole diagnostic: `<file>: at <JSON path>: <message>`, or `<file>: <problem>`.
  var message: String { error.description }
}

/// One spec file of a snapshots folder: loaded, or why not.
enum LoadedScenario: Sendable {
  case spec(ScenarioSpec)
  case failed(SpecLoadFailure)

  /// The scenario name (see `SpecLoadFailure.name` for a spec that did not load).
  var name: String {
    switch self {
    case .spec(let spec): spec.name
    case .failed(let failure): failure.name
    }
  }

  /// The spec file.
  var file: String {
    switch self {
    case .spec(let spec): spec.file
    case .failed(let failure): failure.file
    }
  }

  /// The spec, when it loaded.
  var spec: ScenarioSpec? {
    if case .spec(let spec) = self { return spec }
    return nil
  }
}

/// The scenarios a command runs, as `GoldenStore.catalog(only:workers:)` loads them.
struct ScenarioCatalog: Sendable {
  /// The scenarios to run, in spec path order: every spec, or those named; specs that did not
  /// load are among them as `.failed`.
  var scenarios: [LoadedScenario]
  /// Every scenario name of the folder, the broken specs' included (orphan goldens are judged
  /// against these, so a spec with a typo never makes its goldens look orphaned).
  var allNames: Set<String>
  /// One line per broken spec that was not asked for (scenario names given): a warning, since
  /// it does not stop the named scenarios, e.g. `warning: skipped Snapshots/specs/x.json: …`.
  var warnings: [String]

  /// The specs that loaded, in order.
  var specs: [ScenarioSpec] { scenarios.compactMap(\.spec) }
  /// The specs that did not load, in order.
  var failures: [SpecLoadFailure] {
    scenarios.compactMap { if case .failed(let failure) = $0 { failure } else { nil } }
  }
}

extension GoldenStore {
  /// Loads every spec, or those named in `only` (scenario names), parsing on `workers` threads
  /// (default 1), in spec path order whatever thread parsed what (perf: loading the 231 specs of
  /// the 1,000-snapshot corpus took 0.1 s on one thread, before any rendering could start).
  ///
  /// A spec that fails to load (any `DiagnosticError`: bad JSON, strict decoding, a missing or
  /// bad image, XIB or theme) does not stop the others: it is a `.failed` entry. So is every
  /// spec whose scenario name another spec also has, or that differs from another's only in
  /// letter case or Unicode normalisation (one golden folder on macOS and Windows). With names given,
  /// only those specs must load: a broken spec of another scenario is a warning line instead.
  /// Every file a spec names must lie inside the snapshots folder or an `allowedPaths` folder
  /// (`PathConfinement`); one outside fails that spec.
  /// - Throws: `FileError` (66) when the specs folder is missing, unreadable or empty, when an
  ///   allowed folder does not exist, or when a requested scenario is in no spec file (not even a
  ///   broken one).
  /// A spec file in `specs/` that is a link resolving outside the snapshots folder and every
  /// `--allow-path` folder is not read (a pull request could link `/proc/self/environ` or a
  /// file of the runner's there and have its text rendered into goldens and reports).
  /// - Throws: `SpecError.invalid` (65) naming the file and where it resolves.
  static func requireInside(_ file: String, _ confinement: PathConfinement) throws {
    guard let canonical = PathConfinement.canonical(file), !confinement.admits(canonical) else { return }
    throw SpecError.invalid(file: file, path: "$", message: "the spec file resolves outside the snapshots folder, to "
                              + "\(canonical), and is not read; pass --allow-path to allow it")
  }

  func catalog(only: [String], workers: Int = 1) throws -> ScenarioCatalog {
    let images = ScenarioRenderer.ImageCache()
    var loaded: [LoadedScenario] = []
    let specs = try specFiles()
    let confinement = try self.confinement()
    try OrderedWorkerPool<String, Void, LoadedScenario>.run(
      specs, workers: workers, makeState: {},
      job: { file, _ in
        if let unprintable = Self.unprintableName(file) { return .failed(unprintable) }
        do {
          try Self.requireInside(file, confinement)
          return .spec(try ScenarioRenderer.loadSpec(file, images: images, confinement: confinement))
        } catch let error as any DiagnosticError where error.category != .internal {
          return .failed(SpecLoadFailure(name: Self.probeName(file), file: file, error: error))
        }
      },
      deliver: { loaded.append($0) })
    // A name two specs share is an error of every one of them: which of the two is right (and
    // whose goldens the folder holds) only the author knows, so neither is run or recorded. So
    // are names that differ only in letter case or Unicode normalisation (FileNameCollision):
    // their golden folders are one folder in a checkout on macOS or Windows.
    var sharing: [String: [ScenarioSpec]] = [:]
    for case .spec(let spec) in loaded { sharing[FileNameCollision.key(spec.name), default: []].append(spec) }
    loaded = loaded.map { scenario in
      guard case .spec(let spec) = scenario, let group = sharing[FileNameCollision.key(spec.name)], group.count > 1 else { return scenario }
      let others = group.filter { $0.file != spec.file }
      let error = SpecError.invalid(file: spec.file, path: "$.name", message: Self.collisionMessage(spec, others))
      return .failed(SpecLoadFailure(name: spec.name, file: spec.file, error: error))
    }
    let allNames = Set(loaded.map(\.name))
    guard !only.isEmpty else { return ScenarioCatalog(scenarios: loaded, allNames: allNames, warnings: []) }
    let wanted = Set(try only.map { try Self.scenarioName($0, loaded: loaded, allNames: allNames, specsFolder: specsFolder) })
    let warnings = loaded.filter { !wanted.contains($0.name) }.compactMap { scenario -> String? in
      guard case .failed(let failure) = scenario else { return nil }
      return "warning: skipped a spec that does not load (not among the scenarios named): \(failure.message)"
    }
    return ScenarioCatalog(scenarios: loaded.filter { wanted.contains($0.name) }, allNames: allNames, warnings: warnings)
  }

  /// Why `spec` is not run: its name is also the name of `others` (other spec files), or differs
  /// from theirs only in letter case or Unicode normalisation; names both files and both names.
  static func collisionMessage(_ spec: ScenarioSpec, _ others: [ScenarioSpec]) -> String {
    let quoted = "'\(spec.name)'"
    guard others.allSatisfy({ $0.name.utf8.elementsEqual(spec.name.utf8) }) else {
      let clashes = others.map { other in
        other.name.utf8.elementsEqual(spec.name.utf8) ? "\(quoted) is also used by \(other.file)"
          : "\(quoted) and '\(other.name)' of \(other.file) \(FileNameCollision.difference(spec.name, other.name))"
      }
      return "scenario name \(clashes.joined(separator: "; ")): their golden folders would be one folder on a case-insensitive "
        + "or normalising file system (macOS, Windows); give each spec its own name (none of them is run or recorded until then)"
    }
    return "scenario name \(quoted) is also used by \(others.map(\.file).joined(separator: ", ")); "
      + "give each spec its own name (neither is run or recorded until then)"
  }

  /// The scenario a command-line argument names: a scenario name, or a spec file given by its
  /// name or path (`object-cell-issues.json`, `Snapshots/specs/object-cell-issues.json`, what tab
  /// completion gives).
  /// - Throws: `FileError` (66) naming the closest scenario names ("did you mean …").
  static func scenarioName(_ argument: String, loaded: [LoadedScenario], allNames: Set<String>,
                           specsFolder: String) throws -> String {
    if allNames.contains(argument) { return argument }
    if argument.hasSuffix(".json") {
      let file = (argument as NSString).lastPathComponent
      if let match = loaded.first(where: { ($0.file as NSString).lastPathComponent == file }) { return match.name }
    }
    let close = allNames.map { ($0, EditDistance.between($0, argument)) }
      .filter { $0.1 <= max(2, argument.count / 4) }.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.prefix(3).map(\.0)
    let sorted = allNames.sorted()
    let known = sorted.count <= 12 ? sorted.joined(separator: ", ")
      : sorted.prefix(12).joined(separator: ", ") + ", … (\(sorted.count) in all; 'snapcheck audit' lists every scenario)"
    let hint = close.isEmpty ? "known: \(known)" : "did you mean \(close.map { "'\($0)'" }.joined(separator: " or "))?"
    throw FileError(path: specsFolder, problem: "no scenario named '\(argument)' (\(hint))", category: .missingInput)
  }

  /// The scenario name of a spec file that did not load: its `name` when the file is a JSON
  /// object whose `name` is a valid scenario name, else the file name without `.json`.
  /// A spec file whose name has a character `Console.printable` escapes (C0 and C1 controls,
  /// bidirectional overrides), a line feed, a tab or a Unicode line or paragraph separator is not read: its name would
  /// be the scenario's name in every console line, annotation and report, where a line feed
  /// starts a line of the file's choosing (a GitHub Actions `::error` of its own). It fails as a
  /// spec (65) named by its escaped file name, clipped. Nil for any other file.
  static func unprintableName(_ file: String) -> SpecLoadFailure? {
    let fileName = (file as NSString).lastPathComponent
    guard Console.printable(fileName) != fileName || fileName.unicodeScalars.contains(where: { ["\n", "\t", "\u{2028}", "\u{2029}"].contains($0) })
    else { return nil }
    let shown = (file as NSString).deletingLastPathComponent + "/" + EchoedValue.clip(fileName)
    let error = SpecError.invalid(file: shown, path: "$", message: "the spec file's name has control, line-separator or "
                                    + "bidirectional-override characters and is not read; rename the file")
    return SpecLoadFailure(name: EchoedValue.clip(fileName.dropLast(".json".count)), file: shown, error: error)
  }

  static func probeName(_ file: String) -> String {
    let stem = String((file as NSString).lastPathComponent.dropLast(".json".count))
    guard FileBytes.isRegularFile(file), let bytes = try? FileBytes.read(file),
          let value = try? JSONValue.parse(Data(bytes), file: file),
          case .object(let members) = value, case .string(let name)? = members["name"], ScenarioSpec.isValidName(name)
    else { return stem }
    return name
  }

  /// `catalog(only:workers:)`'s specs, for callers that need every named spec to load (tests).
  /// - Throws: as `catalog`, and the error of the first spec in path order that did not load.
  func loadScenarios(only: [String], workers: Int = 1) throws -> [ScenarioSpec] {
    let catalog = try catalog(only: only, workers: workers)
    if let failure = catalog.failures.first { throw failure.error }
    return catalog.specs
  }
}
