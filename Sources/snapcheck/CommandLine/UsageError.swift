/// A command line that cannot be run as written (exit 64). `command` names the subcommand whose
/// usage line is printed under the message, or nil for the top level.
struct UsageError: Error, Equatable, CustomStringConvertible {
  /// What is wrong, lowercase, e.g. "unknown option '--foo'".
  let message: String
  /// The subcommand being parsed, if any.
  let command: String?

  init(_ message: String, command: String? = nil) {
    self.message = message
    self.command = command
  }

  var description: String { message }
}
