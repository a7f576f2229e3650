import Foundation

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
