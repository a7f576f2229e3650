import Foundation
import Testing

/// The shared test data next to the clone (`<repo>/../shared/fixtures`): pixelmatch and PngSuite
/// images, third-party XIB cells. A clone on its own has none; the tests that read it carry
/// `required` and are skipped, naming the folder (CellRasterTests' `FixturePresenceTests` fails
/// under `CI=true` when it is absent).
enum SharedFixtures {
  /// `<repo>/../shared/fixtures`.
  static let root: String = URL(fileURLWithPath: TestWorkspace.repositoryRoot).deletingLastPathComponent()
    .appendingPathComponent("shared/fixtures").path

  /// True when the folder exists.
  static let isPresent: Bool = {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) && isDirectory.boolValue
  }()

  /// The trait of every test (or suite) that reads the fixtures.
  static var required: ConditionTrait {
    .enabled(if: isPresent, "needs the shared test fixtures at \(root), which a clone on its own does not have")
  }

  /// `<root>/<folder>/<name>`.
  static func path(_ folder: String, _ name: String) -> String { root + "/" + folder + "/" + name }
}
