import CellRaster
/// One option a command accepts, named in kebab-case without the leading dashes.
struct OptionSpec: Sendable {
  /// Long name, e.g. "artifacts" for `--artifacts`.
  let name: String
  /// True for `--name VALUE` / `--name=VALUE`; false for a flag.
  let takesValue: Bool
  /// Value placeholder and one-line help, shown by `snapcheck help <command>`.
  let help: String
  /// True when the option may be given several times (each value kept); otherwise a second
  /// occurrence is a usage error.
  var repeatable = false

  static func value(_ name: String, _ help: String) -> OptionSpec {
    OptionSpec(name: name, takesValue: true, help: help)
  }

  static func flag(_ name: String, _ help: String) -> OptionSpec {
    OptionSpec(name: name, takesValue: false, help: help)
  }
}

/// The arguments of one subcommand after scanning: positionals in order, option values by name.
struct ParsedArguments: Sendable {
  /// Arguments that are not options, in order (everything after `--` included).
  var positionals: [String] = []
  /// Values of valued options; a repeated option keeps every value, in order.
  var values: [String: [String]] = [:]
  /// Flags that were given.
  var flags: Set<String> = []

  /// The last value of `name`, or nil.
  func value(_ name: String) -> String? { values[name]?.last }

  /// True when flag `name` was given.
  func has(_ name: String) -> Bool { flags.contains(name) }
}

/// Splits a subcommand's argument list into positionals, flags and option values.
///
/// Accepts `--name value`, `--name=value` and `--` (which ends options). `-h` is `--help`.
/// - Throws: `UsageError` for an unknown option, a missing value, or a value given to a flag.
func scanArguments(_ arguments: [String], options: [OptionSpec], command: String) throws -> ParsedArguments {
  var result = ParsedArguments()
  var index = 0
  var optionsEnded = false
  let byName = Dictionary(uniqueKeysWithValues: options.map { ($0.name, $0) })
  while index < arguments.count {
    let argument = arguments[index]
    index += 1
    if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
      result.positionals.append(argument)
      continue
    }
    if argument == "--" {
      optionsEnded = true
      continue
    }
    if argument == "-h" || argument == "--help" {
      result.flags.insert("help")
      continue
    }
    if argument.hasPrefix("--help=") {
      throw UsageError("option '--help' takes no value", command: command)
    }
    guard argument.hasPrefix("--") else {
      throw UsageError("unknown option '\(EchoedValue.clip(argument))'", command: command)
    }
    let body = argument.dropFirst(2)
    let name: String
    var inlineValue: String?
    if let eq = body.firstIndex(of: "=") {
      name = String(body[..<eq])
      inlineValue = String(body[body.index(after: eq)...])
    } else {
      name = String(body)
    }
    guard let spec = byName[name] else {
      throw UsageError("unknown option '--\(EchoedValue.clip(name))'\(suggestion(for: name, among: options.map(\.name)))", command: command)
    }
    if spec.takesValue {
      let value: String
      if let inlineValue {
        value = inlineValue
      } else {
        guard index < arguments.count else {
          throw UsageError("option '--\(name)' needs a value", command: command)
        }
        value = arguments[index]
        index += 1
      }
      if result.values[name] != nil && !spec.repeatable {
        throw UsageError("option '--\(name)' is given more than once", command: command)
      }
      result.values[name, default: []].append(value)
    } else {
      if inlineValue != nil {
        throw UsageError("option '--\(name)' takes no value", command: command)
      }
      result.flags.insert(name)
    }
  }
  return result
}

/// " (did you mean '--snapshots'?)" for the options within 2 edits of `name` (or a quarter of
/// its length), closest first, at most 2; "" when none is close or `name` is over 64 characters.
/// - Parameter prefix: what the suggestions are written with: "--" for options (the default),
///   "" for subcommands.
func suggestion(for name: String, among known: [String], prefix: String = "--") -> String {
  guard name.count <= 64 else { return "" }
  let limit = max(2, name.count / 4)
  let distances: [(option: String, edits: Int)] = known.map { ($0, EditDistance.between($0, name)) }
  let close: [String] = distances.filter { $0.edits <= limit }
    .sorted { ($0.edits, $0.option) < ($1.edits, $1.option) }.prefix(2).map { "'" + prefix + $0.option + "'" }
  return close.isEmpty ? "" : " (did you mean " + close.joined(separator: " or ") + "?)"
}
