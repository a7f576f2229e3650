/// What checking one scenario came to (`SnapshotCheck.run`): its frames' statuses, problems and
/// artifact paths, and its audit findings, as verify prints them.
public struct SnapshotResult: Sendable {
  /// The scenario's name.
  public let scenario: String
  /// Frames in render order.
  public let frames: [Frame]
  /// Why the scenario could not be drawn at all (text no pinned font has), or nil.
  public let error: String?
  /// Problems of the scenario as a whole (a failed audit) and the failing findings, one line
  /// each with its fix.
  public let problems: [String]
  /// The command that accepts the current rendering.
  public let acceptCommand: String

  /// One frame: `<variant-slug>[.<step>]`.
  public struct Frame: Sendable {
    /// The frame's name, its goldens' file stem.
    public let stem: String
    /// `passed`, `failed` (differs), `missing` (no golden, none written), `recorded` (written
    /// this run: still a failure, look at it and commit) or `error` (a golden that cannot be
    /// used).
    public let status: String
    /// What differs or happened, one message each (a tree diff is several lines).
    public let problems: [String]
    /// The files written for it: reference, actual, diff and side-by-side PNGs, the tree diff.
    public let artifacts: [String]
    /// True when it matched its goldens.
    public var passed: Bool { status == FrameStatus.passed.rawValue }
  }

  /// True when every frame matched and there is no scenario problem or error.
  public var passed: Bool { error == nil && problems.isEmpty && frames.allSatisfy(\.passed) }

  /// One message per failure, for a test issue: each failing frame with its problems, artifact
  /// paths and (when recording accepts it) the accept command, then the scenario's problems;
  /// empty when it passed.
  public var failureMessages: [String] {
    if let error { return ["\(scenario): \(error)"] }
    var messages = frames.filter { !$0.passed }.map { frame in
      let acceptable = frame.status == FrameStatus.failed.rawValue || frame.status == FrameStatus.missing.rawValue
      return (["\(scenario)/\(frame.stem): \(frame.status)"] + frame.problems.map { "  " + $0 }
        + frame.artifacts.map { "  artifact: " + $0 } + (acceptable ? ["  accept with: \(acceptCommand)"] : []))
        .joined(separator: "\n")
    }
    if !problems.isEmpty { messages.append(([scenario + ":"] + problems.map { "  " + $0 }).joined(separator: "\n")) }
    return messages
  }

  init(_ result: ScenarioResult) {
    scenario = result.name
    error = result.error
    acceptCommand = result.acceptCommand
    frames = result.frames.map {
      Frame(stem: $0.stem, status: $0.status.rawValue, problems: $0.problems, artifacts: $0.artifacts)
    }
    let audit = ConsoleReporter.auditLines(result, auditCommand: "snapcheck audit").map {
      $0.hasPrefix("  ") ? String($0.dropFirst(2)) : $0
    }
    problems = result.problems.isEmpty ? [] : result.problems + audit
  }
}
