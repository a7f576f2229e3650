import Foundation
import Testing

/// Paths of the shared test data (`<repo>/../shared/fixtures`), found from this file's location.
enum Fixtures {
  /// `<repo>/../shared/fixtures`.
  static let root: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // CellRasterTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // <repo>
    .deletingLastPathComponent()  // parent of the repo
    .appendingPathComponent("shared/fixtures")

  /// True when the folder exists. A clone on its own (a user's) has no `../shared`: the tests
  /// that read it are skipped (`required`), and `FixturePresenceTests` fails under `CI=true`, so
  /// CI can never go green by skipping them.
  static let isPresent: Bool = {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory) && isDirectory.boolValue
  }()

  /// The trait of every test (or suite) that reads the fixtures: skipped, with one line naming
  /// the missing folder, when it is absent.
  static var required: ConditionTrait {
    .enabled(if: isPresent, "needs the shared test fixtures at \(root.path), which a clone on its own does not have")
  }

  /// True when the fixtures must be present: `CI` is set to anything but `false`, `0` or empty
  /// (as `snapcheck` reads it), unless `SNAPCHECK_ALLOW_MISSING_FIXTURES=1` says, visibly in the CI
  /// job, that this checkout has none (a fork's own CI; `docs/ci/github-actions.yml`).
  static var mustBePresent: Bool {
    let environment = ProcessInfo.processInfo.environment
    let ci = environment["CI"] ?? ""
    return !["", "0", "false"].contains(ci.lowercased()) && environment["SNAPCHECK_ALLOW_MISSING_FIXTURES"] != "1"
  }

  /// The path of `name` under the fixtures folder `folder`.
  static func path(_ folder: String, _ name: String) -> String {
    root.appendingPathComponent(folder).appendingPathComponent(name).path
  }

  /// The bytes of a fixture file.
  static func bytes(_ folder: String, _ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: URL(fileURLWithPath: path(folder, name))))
  }

  /// Rows of a CSV file without quoting (the fixture CSVs have none), header row first.
  static func csv(_ folder: String, _ name: String) -> [[String]] {
    guard let text = try? String(contentsOfFile: path(folder, name), encoding: .utf8) else { return [] }
    return text.split(whereSeparator: \.isNewline).map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
  }
}
