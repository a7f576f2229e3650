import Foundation
@testable import snapcheck

/// Paths and helpers shared by the end-to-end suites.
enum TestWorkspace {
  /// The repository root, found from this file's path.
  static let repositoryRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url.path
  }()

  /// The bundled snapshots folder.
  static var bundledSnapshots: String { repositoryRoot + "/Snapshots" }

  /// A fresh empty temporary folder.
  static func temporaryFolder() throws -> String {
    let path = NSTemporaryDirectory() + "snapcheck-test-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// A snapshots folder holding copies of the named bundled scenarios (specs, their images and
  /// goldens).
  static func copyOfScenarios(_ names: [String]) throws -> String {
    let root = try temporaryFolder() + "/Snapshots"
    let fm = FileManager.default
    try fm.createDirectory(atPath: root + "/specs", withIntermediateDirectories: true)
    try fm.createDirectory(atPath: root + "/golden", withIntermediateDirectories: true)
    try fm.copyItem(atPath: bundledSnapshots + "/specs/images", toPath: root + "/specs/images")
    for name in names {
      try fm.copyItem(atPath: bundledSnapshots + "/specs/\(name).json", toPath: root + "/specs/\(name).json")
      try fm.copyItem(atPath: bundledSnapshots + "/golden/\(name)", toPath: root + "/golden/\(name)")
    }
    return root
  }

  /// Runs snapcheck in-process and returns exit status, stdout and stderr.
  static func run(_ arguments: [String], environment: [String: String] = [:]) -> (status: ExitStatus, out: String, err: String) {
    let console = Console(capturing: true)
    let status = runSnapcheck(arguments, context: RunContext(environment: environment, console: console))
    return (status, console.capturedOut, console.capturedErr)
  }
}
