import CellRaster
import Foundation

/// The subcommands, in the order help lists them.
var allCommands: [any Command.Type] {
  [VerifyCommand.self, RecordCommand.self, RenderCommand.self, DiffCommand.self, AuditCommand.self,
   MergeReportsCommand.self]
}

/// The version `snapcheck --version` prints.
let snapcheckVersion = "0.1.0"

/// Parses the command line, runs one subcommand, and maps its result or error to an exit status.
/// This is the only place that turns errors into exit codes and error text.
func runSnapcheck(_ arguments: [String], context: RunContext) -> ExitStatus {
  let console = context.console
  guard let verb = arguments.first, verb != "--help", verb != "-h" else {
    console.out(HelpText.overview(commands: allCommands))
    return .success
  }
  if verb == "--version" || verb == "version" {
    console.out("snapcheck \(snapcheckVersion)")
    return .success
  }
  if verb == "help" {
    if arguments.count > 1, arguments[1] != "help" {
      guard let command = allCommands.first(where: { $0.name == arguments[1] }) else {
        return report(unknownSubcommand(arguments[1]), console: console)
      }
      console.out(HelpText.help(for: command))
    } else {
      console.out(HelpText.overview(commands: allCommands))
    }
    return .success
  }
  guard let command = allCommands.first(where: { $0.name == verb }) else {
    return report(unknownSubcommand(verb), console: console)
  }
  do {
    let parsed = try scanArguments(Array(arguments.dropFirst()), options: command.options, command: command.name)
    if parsed.has("help") {
      console.out(HelpText.help(for: command))
      return .success
    }
    if command.needsRenderingLibraries(parsed) { try RenderingLibraries.load() }
    return try command.run(parsed, context: context)
  } catch let error as UsageError {
    return report(error, console: console)
  } catch let error as any DiagnosticError {
    console.err("error: \(Console.printable(error.description))")
    return ExitStatus(error.category)
  } catch {
    console.err("error: internal: \(Console.printable("\(error)"))")
    return .software
  }
}

/// The usage error for a first argument that is no subcommand: `--version=2` and `--help=1`
/// take no value; another option is unknown; a word is an unknown subcommand. Each with the
/// closest subcommand or top-level option when one is near (`verfy` → `verify`).
private func unknownSubcommand(_ word: String) -> UsageError {
  if word.hasPrefix("--") {
    let name = String(word.dropFirst(2).prefix(while: { $0 != "=" }))
    if ["version", "help"].contains(name) { return UsageError("option '--\(name)' takes no value") }
    return UsageError("unknown option '--\(EchoedValue.clip(name))'" + suggestion(for: name, among: ["help", "version"]))
  }
  if word.hasPrefix("-"), word.count > 1 { return UsageError("unknown option '\(EchoedValue.clip(word))'") }
  let names = allCommands.map { $0.name } + ["help", "version"]
  let lowered = word.lowercased()
  let hint = names.contains(lowered) ? " (did you mean '\(lowered)'?)" : suggestion(for: word, among: names, prefix: "")
  return UsageError("unknown subcommand '\(EchoedValue.clip(word))'" + hint)
}

/// Prints a usage error as three lines (error, usage, pointer to help) and returns exit 64.
private func report(_ error: UsageError, console: Console) -> ExitStatus {
  console.err("error: \(Console.printable(error.message))")
  if let name = error.command, let command = allCommands.first(where: { $0.name == name }) {
    console.err("Usage: snapcheck \(command.usage)")
    console.err("  See 'snapcheck help \(name)' for more information.")
  } else {
    console.err("Usage: snapcheck <subcommand> [options]")
    console.err("  See 'snapcheck help' for more information.")
  }
  return .usage
}

/// The `snapcheck` executable's entry point (`Sources/snapcheck/Main`): reads the process's
/// arguments and environment, runs the command and exits with its status (`ExitStatus`).
public enum SnapCheckMain {
  /// Runs `snapcheck` with `CommandLine.arguments` and exits; never returns.
  public static func main() -> Never {
    let environment = ProcessInfo.processInfo.environment
    let context = RunContext(environment: environment, console: Console(environment: environment))
    let status = runSnapcheck(Array(CommandLine.arguments.dropFirst()), context: context)
    // Output that could not be written (a full disk, a closed descriptor) is an I/O error unless
    // the command already ended with a more specific error.
    if context.console.writeFailure != nil && (status == .success || status == .failure) {
      exit(ExitStatus.ioError.rawValue)
    }
    exit(status.rawValue)
  }
}
