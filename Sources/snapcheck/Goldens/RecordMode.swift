import CellRaster

/// When `snapcheck verify` writes goldens: swift-snapshot-testing's four record modes
/// (model-codebases.md §1 "Record modes", §7.5), from `--record` or `SNAPCHECK_RECORD`.
///
/// Whatever the mode, a frame whose golden was written this run fails the run and says so: a
/// retry in CI can never pass by recording (image-diff.md §3, "missing goldens passing on retry").
public enum RecordMode: String, CaseIterable, Sendable, Codable {
  /// Never write goldens; a missing golden fails. The default when `CI` is set.
  case never
  /// Write goldens that do not exist yet (and fail); compare the rest. The default on a
  /// workstation.
  case missing
  /// Also rewrite goldens that differ (and fail): for accepting a change after reviewing it.
  case failed
  /// Rewrite every golden (and fail), like `snapcheck record`.
  case all

  /// True when a missing golden is written.
  var recordsMissing: Bool { self != .never }

  /// The allowed values as the messages list them: "never, missing, failed or all".
  static var allowedList: String {
    let names = allCases.map(\.rawValue)
    return names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
  }

  /// True when the environment says this is a CI run: `CI` set to anything but "", "0" or "false"
  /// (GitHub Actions, GitLab CI, Jenkins and most others set `CI=true`).
  static func isCI(_ environment: [String: String]) -> Bool {
    guard let value = environment["CI"] else { return false }
    return !["", "0", "false"].contains(value.lowercased())
  }

  /// The mode for a run: `--record` wins over `SNAPCHECK_RECORD` (an empty variable counts as
  /// unset); without either, `never` in CI and `missing` elsewhere.
  /// - Parameter allowInCI: `--allow-record-in-ci` was given.
  /// - Throws: `UsageError` (64) for a value that is not a mode (naming the allowed values), or
  ///   for a mode that writes goldens while `CI` is set without `allowInCI`.
  static func resolve(flag: String?, environment: [String: String], allowInCI: Bool,
                      command: String) throws -> RecordMode {
    let ci = isCI(environment)
    let variable = environment["SNAPCHECK_RECORD"].flatMap { $0.isEmpty ? nil : $0 }
    guard let (text, source) = flag.map({ ($0, "--record") }) ?? variable.map({ ($0, "SNAPCHECK_RECORD") }) else {
      return ci ? .never : .missing
    }
    guard let mode = RecordMode(rawValue: text) else {
      throw UsageError("\(source) takes \(allowedList), got '\(text)'", command: command)
    }
    if mode != .never {
      try requireAllowed(environment: environment, allowInCI: allowInCI, what: "\(source) \(mode.rawValue)",
                         command: command)
    }
    return mode
  }

  /// Refuses to write goldens in CI unless `--allow-record-in-ci` was given: a record mode left
  /// on in CI would turn every failure into a new golden.
  /// - Throws: `UsageError` (64) when `CI` is set and `allowInCI` is false.
  static func requireAllowed(environment: [String: String], allowInCI: Bool, what: String, command: String) throws {
    if isCI(environment) && !allowInCI {
      throw UsageError("\(what) writes goldens but CI is set; pass --allow-record-in-ci to record in CI", command: command)
    }
  }
}

extension RecordMode {
  /// The mode for checks run from test code (`expectSnapshots(of:)`): `SNAPCHECK_RECORD` (the
  /// CLI's values; empty counts as unset), else `missing`, or `never` when `CI` is set. CI never
  /// records from tests: there is no `--allow-record-in-ci` there.
  /// - Throws: `RecordModeError` for a value that is not a mode, or one that writes goldens
  ///   while `CI` is set.
  public static func fromEnvironment(_ environment: [String: String]) throws -> RecordMode {
    let ci = isCI(environment)
    guard let text = environment["SNAPCHECK_RECORD"], !text.isEmpty else { return ci ? .never : .missing }
    guard let mode = RecordMode(rawValue: text) else {
      throw RecordModeError(description: "SNAPCHECK_RECORD takes \(allowedList), got '\(EchoedValue.clip(text))'")
    }
    if ci && mode != .never {
      throw RecordModeError(description: "SNAPCHECK_RECORD=\(mode.rawValue) writes goldens but CI is set: "
                              + "tests never record in CI; record on your machine and commit the goldens")
    }
    return mode
  }
}

/// A `SNAPCHECK_RECORD` that cannot be used (`RecordMode.fromEnvironment`).
public struct RecordModeError: Error, CustomStringConvertible, Sendable {
  public let description: String
}
