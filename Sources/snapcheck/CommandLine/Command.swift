import Dispatch

/// A snapcheck subcommand: its name, help and options, and what it does.
protocol Command {
  /// The verb, e.g. "verify".
  static var name: String { get }
  /// One line for the command list.
  static var summary: String { get }
  /// The usage line, without the leading "Usage: ".
  static var usage: String { get }
  /// Longer help shown by `snapcheck help <name>`; may be empty.
  static var discussion: String { get }
  /// The options it accepts.
  static var options: [OptionSpec] { get }

  /// Runs the command.
  /// - Returns: the exit status for a completed run (0 or 1).
  /// - Throws: `UsageError` (exit 64) or a `DiagnosticError` (exit by category).
  static func run(_ arguments: ParsedArguments, context: RunContext) throws -> ExitStatus

  /// Whether this run draws with Cairo and Pango, so that `RenderingLibraries.load()` must run
  /// first. Defaults to true; only `diff` without `--side-by-side` says false.
  static func needsRenderingLibraries(_ arguments: ParsedArguments) -> Bool
}

extension Command {
  static func needsRenderingLibraries(_ arguments: ParsedArguments) -> Bool { true }
}

/// What a command may read from the process: environment, working directory, console and clock.
struct RunContext {
  /// The process environment (e.g. `CI`, `NO_COLOR`, `SNAPCHECK_ARTIFACTS`).
  let environment: [String: String]
  /// Where output goes.
  let console: Console
  /// A monotonic clock in seconds (progress and timings); tests pass a fake one.
  var now: () -> Double = RunContext.monotonicSeconds

  /// Seconds since an arbitrary fixed point (system uptime), never going backwards.
  static func monotonicSeconds() -> Double {
    Double(DispatchTime.now().uptimeNanoseconds) / 1_000_000_000
  }
}
