/// The help screens, at a fixed width so they are the same on every terminal.
enum HelpText {
  /// The top-level help: overview, usage, subcommands, exit codes.
  static func overview(commands: [any Command.Type]) -> String {
    var lines = [
      "OVERVIEW: snapcheck renders iOS list cells on Linux and checks their PNG and",
      "accessibility-tree snapshots against committed goldens.",
      "",
      "USAGE: snapcheck <subcommand> [options]",
      "",
      "SUBCOMMANDS:",
    ]
    let width = max(10, (commands.map { $0.name.count }.max() ?? 0) + 2)
    for command in commands {
      lines.append("  " + command.name.padding(toLength: width, withPad: " ", startingAt: 0) + command.summary)
    }
    lines += [
      "  " + "help".padding(toLength: width, withPad: " ", startingAt: 0) + "Show this help, or a subcommand's with 'snapcheck help <subcommand>'.",
      "",
      "OPTIONS:",
      "  --version   Print snapcheck's version.",
      "",
      "EXIT CODES:",
      "  0 success, 1 verification failed, 64 usage error, 65 bad input data (spec,",
      "  PNG, XIB), 66 missing input, 70 internal error, 74 I/O error.",
      "",
      "HOSTILE INPUTS:",
      "  Files a spec names (images, XIB, theme, asset catalogs) must resolve, after",
      "  symbolic links,",
      "  inside the snapshots folder (render: the spec's folder) or a folder given with",
      "  --allow-path DIR (repeatable); else exit 65. Goldens and golden folders that",
      "  are symbolic links are never read or written (65). Outputs never replace a",
      "  link, folder, FIFO, device or socket (74). --remove-orphans deletes only",
      "  snapcheck's regular golden files. merge-reports copies only regular files",
      "  inside each shard folder.",
    ]
    return lines.joined(separator: "\n")
  }

  /// The help of one subcommand.
  static func help(for command: any Command.Type) -> String {
    var lines = ["OVERVIEW: " + command.summary, "", "USAGE: snapcheck " + command.usage]
    if !command.discussion.isEmpty {
      lines += ["", command.discussion]
    }
    if !command.options.isEmpty {
      lines += ["", "OPTIONS:"]
      for option in command.options {
        let name = "--" + option.name + (option.takesValue ? " <value>" : "")
        // At least two spaces between the option and its help, however long its name.
        lines.append("  " + name.padding(toLength: max(28, name.count + 2), withPad: " ", startingAt: 0) + option.help)
      }
    }
    lines.append("  " + "-h, --help".padding(toLength: 28, withPad: " ", startingAt: 0) + "Show this help.")
    return lines.joined(separator: "\n")
  }
}
