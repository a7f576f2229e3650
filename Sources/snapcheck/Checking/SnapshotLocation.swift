import Foundation

/// Where a test's goldens and artifacts go, from the test's own file and function
/// (`#filePath`, `#function`), in the layout swift-snapshot-testing users know:
/// `<test file's folder>/__Snapshots__/<TestFile>/<test name>/<scenario>/<variant-slug>.png`.
public struct SnapshotLocation: Sendable, Equatable {
  /// The test file's name without `.swift`, e.g. `OrderCellTests`.
  public let testFile: String
  /// The test function's name without its parameter list (`orderCells(model:)` → `orderCells`),
  /// characters other than `A–Z a–z 0–9 _` replaced by `_`.
  public let testName: String
  /// The folder of the test file; relative paths in the test's scenarios start here.
  public let sourceFolder: String

  /// The location for one test.
  /// - Parameters:
  ///   - filePath: the test file (`#filePath`).
  ///   - function: the test function (`#function`).
  public init(filePath: String, function: String) {
    let url = URL(fileURLWithPath: filePath)
    sourceFolder = url.deletingLastPathComponent().path
    testFile = Self.sanitized(url.deletingPathExtension().lastPathComponent)
    testName = Self.sanitized(String(function.prefix { $0 != "(" }))
  }

  /// The default golden folder: `<sourceFolder>/__Snapshots__/<testFile>/<testName>`.
  public var goldenFolder: String { sourceFolder + "/__Snapshots__/" + testFile + "/" + testName }

  /// The artifacts folder under `root`: `<root>/<testFile>/<testName>`.
  public func artifactsFolder(root: String) -> String { root + "/" + testFile + "/" + testName }

  /// The artifacts root: `SNAPCHECK_ARTIFACTS` when set and not empty, else
  /// `<temporary folder>/snapcheck-artifacts` (outside the package, like swift-snapshot-testing's
  /// failure artifacts).
  public static func artifactsRoot(environment: [String: String]) -> String {
    if let root = environment["SNAPCHECK_ARTIFACTS"], !root.isEmpty { return root }
    return (NSTemporaryDirectory() as NSString).appendingPathComponent("snapcheck-artifacts")
  }

  /// `name` with every character outside `A–Z a–z 0–9 _ . -` replaced by `_`, never empty and
  /// never starting with `.` (so never `..`), so a file or function name cannot make a path.
  static func sanitized(_ name: String) -> String {
    let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-")
    var text = String(name.map { allowed.contains($0) ? $0 : "_" })
    if text.hasPrefix(".") { text = "_" + text.dropFirst() }
    return text.isEmpty ? "_" : text
  }
}
