import CellRaster
import Foundation

/// The report folder: `index.html` (`HTMLReport`), `results.json` (the `VerificationRun` it was
/// made from, image paths relative to the folder) and the images it shows.
///
/// Images already inside the folder (the default, where the report folder is the artifacts
/// folder) are referenced where they are; others (goldens of passing frames, artifacts from
/// another folder, a shard's images during a merge) are hard-linked (copied across file systems)
/// to `<folder>/<scenario>/<name>`, so the folder can be uploaded or moved as a whole and opened
/// from `file://`.
struct ReportFolder {
  /// The folder.
  let path: String

  /// The results file's name.
  static let resultsName = "results.json"

  /// Links images in, writes `results.json` and `index.html` (atomically), through `ReportStream`.
  /// - Parameter base: the folder relative image paths in `run` are resolved against (default:
  ///   the working folder).
  /// - Parameter missingShards: shards a merge lacks (`HTMLReport.head`).
  /// - Returns: `run` with image paths relative to the report folder.
  /// - Throws: `FileError` when an image cannot be read (66/74) or a file cannot be written (74).
  /// - Parameter copyImages: copy images in, never hard-link them (merge-reports: the shards'
  ///   folders are another job's).
  @discardableResult
  func write(_ run: VerificationRun, base: String? = nil, missingShards: [String] = [],
             copyImages: Bool = false) throws -> VerificationRun {
    let stream = try ReportStream(folder: path, base: base, copyImages: copyImages)
    var relocated = run
    relocated.scenarios = try run.scenarios.map { try stream.add($0) }
    try stream.finish(relocated, missingShards: missingShards)
    return relocated
  }

  /// `path` made absolute against `base` (or the working folder) and standardised.
  static func absolute(_ path: String, base: String?) -> String {
    let full = path.hasPrefix("/") ? path : (base.map { absolute($0, base: nil) } ?? FileManager.default.currentDirectoryPath) + "/" + path
    return (full as NSString).standardizingPath
  }

  /// `run` as pretty-printed JSON with sorted keys (stable diffs between runs).
  static func encode(_ run: VerificationRun) throws -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return Array(try encoder.encode(run)) + [0x0A]
  }

  /// Reads `<folder>/results.json`.
  /// - Throws: `FileError` (66) when it does not exist, (65) when it is not strict JSON
  ///   (`JSONValue.read`: e.g. a key twice) or not a snapcheck results file of version 1.
  /// - Parameter resolved: the file to read, when the caller resolved it (`ShardFolder.entry`);
  ///   messages still name `<folder>/results.json`.
  static func load(_ folder: String, file resolved: String? = nil) throws -> VerificationRun {
    let file = folder + "/" + resultsName
    let bytes = try FileBytes.read(resolved ?? file)
    let run: VerificationRun
    do {
      // Strict first (JSONDecoder silently keeps one of two equal keys): a duplicate key, bad
      // UTF-8 or a syntax error is reported with its line, column and JSON path.
      _ = try JSONValue.read(bytes)
      run = try JSONDecoder().decode(VerificationRun.self, from: Data(bytes))
    } catch let error as JSONReadError {
      throw FileError(path: file, problem: "not valid JSON: \(error)", category: .badInput)
    } catch {
      throw FileError(path: file, problem: "not a snapcheck results file: \(EchoedValue.excerpt(describe(error), limit: 160, escapingQuotes: false))", category: .badInput)
    }
    guard run.format == "snapcheck-results", run.version == 1 else {
      throw FileError(path: file, problem: "format '\(EchoedValue.clip(run.format))' version \(run.version) is not snapcheck-results version 1",
                      category: .badInput)
    }
    try checkPaths(run, file: file)
    return run
  }

  /// Scenario names become folder names and image paths are linked or copied by merge-reports,
  /// so a results file (perhaps a CI artifact from elsewhere) must not name anything outside its
  /// folder: names must be scenario names, image paths relative without `..`.
  /// - Throws: `FileError` (65) naming the JSON path.
  private static func checkPaths(_ run: VerificationRun, file: String) throws {
    for (s, scenario) in run.scenarios.enumerated() {
      guard ScenarioSpec.isValidName(scenario.name) else {
        throw FileError(path: file, problem: "'\(EchoedValue.clip(scenario.name))' at $.scenarios[\(s)].name is not a scenario name",
                        category: .badInput)
      }
      for (f, frame) in scenario.frames.enumerated() {
        for (role, path) in frame.images.all {
          let parts = path.split(separator: "/", omittingEmptySubsequences: false)
          guard !path.isEmpty, !path.hasPrefix("/"), !parts.contains(".."), !parts.contains("") else {
            throw FileError(path: file, problem: "'\(EchoedValue.clip(path))' at $.scenarios[\(s)].frames[\(f)].images.\(role) is not a path "
                              + "inside the report folder (relative, without '..')", category: .badInput)
          }
        }
      }
    }
  }

  private static func describe(_ error: any Error) -> String {
    switch error {
    case DecodingError.keyNotFound(let key, let context):
      return "missing key '\(key.stringValue)' at \(jsonPath(context.codingPath))"
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
         DecodingError.dataCorrupted(let context):
      return "\(context.debugDescription) at \(jsonPath(context.codingPath))"
    default:
      return "\(error)"
    }
  }

  private static func jsonPath(_ path: [any CodingKey]) -> String {
    "$" + path.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
  }
}
