import Foundation
@testable import SnapCheckCore

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
  /// - Parameters:
  ///   - terminal: pretend stdout and stderr are terminals (colour and progress).
  ///   - now: the clock; default one that stands still at 0 s, so times print as 0.0s.
  static func run(_ arguments: [String], environment: [String: String] = [:], terminal: Bool = false,
                  now: @escaping () -> Double = { 0 }) -> (status: ExitStatus, out: String, err: String) {
    let console = Console(capturing: true, terminal: terminal, environment: environment)
    let status = runSnapcheck(arguments, context: RunContext(environment: environment, console: console, now: now))
    return (status, console.capturedOut, console.capturedErr)
  }

  /// The test fixtures folder (excluded from the test target).
  static var fixtures: String { repositoryRoot + "/Tests/snapcheckTests/Fixtures" }

  /// Runs an external program with a time limit, returning its exit status and output, or nil
  /// when it is not installed (searched on PATH and in /usr/bin).
  /// - Throws: when it cannot be started; `TestTimeout` when it runs past `timeout` seconds
  ///   (it is killed).
  static func runTool(_ name: String, _ arguments: [String], timeout: Double = 60) throws -> (status: Int32, out: String, err: String)? {
    let path = ((ProcessInfo.processInfo.environment["PATH"] ?? "") + ":/usr/bin:/bin").split(separator: ":")
      .map { $0 + "/" + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    guard let path else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let outFile = try temporaryFolder() + "/out", errFile = outFile + ".err"
    _ = FileManager.default.createFile(atPath: outFile, contents: nil)
    _ = FileManager.default.createFile(atPath: errFile, contents: nil)
    let outHandle = try FileHandle(forWritingTo: URL(fileURLWithPath: outFile))
    let errHandle = try FileHandle(forWritingTo: URL(fileURLWithPath: errFile))
    process.standardOutput = outHandle
    process.standardError = errHandle
    process.standardInput = FileHandle.nullDevice
    let done = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in done.signal() }
    try process.run()
    if done.wait(timeout: .now() + timeout) == .timedOut {
      process.terminate()
      _ = done.wait(timeout: .now() + 5)
      throw TestTimeout(command: name, seconds: timeout)
    }
    try outHandle.close()
    try errHandle.close()
    let out = (try? String(contentsOfFile: outFile, encoding: .utf8)) ?? ""
    let err = (try? String(contentsOfFile: errFile, encoding: .utf8)) ?? ""
    return (process.terminationStatus, out, err)
  }
}

/// An external program ran past its time limit.
struct TestTimeout: Error, CustomStringConvertible {
  let command: String
  let seconds: Double
  var description: String { "\(command) did not finish within \(Int(seconds)) s and was killed" }
}
