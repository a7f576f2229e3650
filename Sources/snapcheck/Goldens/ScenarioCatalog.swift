import CellRaster
import Foundation

/// A spec file that could not be loaded: bad JSON, an unknown key or out-of-range value, a
/// missing image, XIB or theme, a scenario name another spec already uses. It becomes an `error`
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
  /// bad image, XIB or theme) does not stop the others: it is a `.failed` entry. So is the
  /// second of two specs with one name (the first in path order keeps it). With names given,
  /// only those specs must load: a broken spec of another scenario is a warning line instead.
  /// - Throws: `FileError` (66) when the specs folder is missing, unreadable or empty, or when a
  ///   requested scenario is in no spec file (not even a broken one).
  func catalog(only: [String], workers: Int = 1) throws -> ScenarioCatalog {
    let images = ScenarioRenderer.ImageCache()
    var loaded: [LoadedScenario] = []
    var files: [String: String] = [:]
    try OrderedWorkerPool<String, Void, LoadedScenario>.run(
      try specFiles(), workers: workers, makeState: {},
      job: { file, _ in
        do {
          return .spec(try ScenarioRenderer.loadSpec(file, images: images))
        } catch let error as any DiagnosticError where error.category != .internal {
          return .failed(SpecLoadFailure(name: Self.probeName(file), file: file, error: error))
        }
      },
      deliver: { scenario in
        // Names are checked as specs arrive in path order, so which of two is the duplicate does
        // not depend on the threads.
        if case .spec(let spec) = scenario, let other = files[spec.name] {
          let error = SpecError.invalid(file: spec.file, path: "$.name",
                                        message: "scenario name '\(spec.name)' is already used by \(other)")
          loaded.append(.failed(SpecLoadFailure(name: spec.name, file: spec.file, error: error)))
          return
        }
        if case .spec(let spec) = scenario { files[spec.name] = spec.file }
        loaded.append(scenario)
      })
    let allNames = Set(loaded.map(\.name))
    guard !only.isEmpty else { return ScenarioCatalog(scenarios: loaded, allNames: allNames, warnings: []) }
    for name in only where !allNames.contains(name) {
      throw FileError(path: specsFolder, problem: "no scenario named '\(name)' (known: \(allNames.sorted().joined(separator: ", ")))",
                      category: .missingInput)
    }
    let wanted = Set(only)
    let warnings = loaded.filter { !wanted.contains($0.name) }.compactMap { scenario -> String? in
      guard case .failed(let failure) = scenario else { return nil }
      return "warning: skipped a spec that does not load (not among the scenarios named): \(failure.message)"
    }
    return ScenarioCatalog(scenarios: loaded.filter { wanted.contains($0.name) }, allNames: allNames, warnings: warnings)
  }

  /// The scenario name of a spec file that did not load: its `name` when the file is a JSON
  /// object whose `name` is a valid scenario name, else the file name without `.json`.
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
