import Testing
@testable import SnapCheckCore

@Suite("ArgumentScanner")
struct ArgumentScannerTests {
  let options: [OptionSpec] = {
    var tag = OptionSpec.value("tag", "repeatable")
    tag.repeatable = true
    return [.value("artifacts", "dir"), .flag("quiet", "less output"), tag]
  }()

  @Test("accepts --name value, --name=value, flags and --")
  func acceptsForms() throws {
    let parsed = try scanArguments(
      ["a", "--tag", "x", "--quiet", "--tag=y", "--artifacts", "z", "--", "--quiet"],
      options: options, command: "verify")
    #expect(parsed.positionals == ["a", "--quiet"])
    #expect(parsed.values["tag"] == ["x", "y"])
    #expect(parsed.value("artifacts") == "z")
    #expect(parsed.has("quiet"))
  }

  @Test("every command's usage line names each of its options (diff says [options])")
  func usageLinesComplete() {
    for command in allCommands where !command.usage.contains("[options]") {
      for option in command.options {
        #expect(command.usage.contains("--" + option.name), "\(command.name): --\(option.name) missing from '\(command.usage)'")
      }
    }
  }

  @Test("rejects unknown options, missing values and values on flags")
  func rejectsBadForms() {
    #expect(throws: UsageError("unknown option '--nope'", command: "verify")) {
      try scanArguments(["--nope"], options: options, command: "verify")
    }
    #expect(throws: UsageError("option '--artifacts' needs a value", command: "verify")) {
      try scanArguments(["--artifacts"], options: options, command: "verify")
    }
    #expect(throws: UsageError("option '--quiet' takes no value", command: "verify")) {
      try scanArguments(["--quiet=1"], options: options, command: "verify")
    }
    #expect(throws: UsageError("option '--artifacts' is given more than once", command: "verify")) {
      try scanArguments(["--artifacts", "a", "--artifacts=b"], options: options, command: "verify")
    }
    #expect(throws: UsageError("unknown option '-x'", command: "verify")) {
      try scanArguments(["-x"], options: options, command: "verify")
    }
  }

  @Test("an unknown option close to a known one suggests it (a fresh-user trial typed --snapshot)")
  func suggestsCloseOptions() {
    #expect(throws: UsageError("unknown option '--artifact' (did you mean '--artifacts'?)", command: "verify")) {
      try scanArguments(["--artifact", "a"], options: options, command: "verify")
    }
    #expect(throws: UsageError("unknown option '--artefacts' (did you mean '--artifacts'?)", command: "verify")) {
      try scanArguments(["--artefacts=a"], options: options, command: "verify")
    }
    #expect(suggestion(for: String(repeating: "a", count: 65), among: ["a"]) == "")
    #expect(throws: UsageError("option '--help' takes no value", command: "verify")) {
      try scanArguments(["--help=1"], options: options, command: "verify")
    }
  }

  @Test("a first argument that is no subcommand: a value on --version or --help, a near subcommand, a long word clipped")
  func unknownSubcommands() {
    let cases: [([String], String)] = [
      (["--version=2"], "error: option '--version' takes no value"),
      (["--help=x"], "error: option '--help' takes no value"),
      (["--versions"], "error: unknown option '--versions' (did you mean '--version'?)"),
      (["-x"], "error: unknown option '-x'"),
      (["verfy"], "error: unknown subcommand 'verfy' (did you mean 'verify'?)"),
      (["Record"], "error: unknown subcommand 'Record' (did you mean 'record'?)"),
      (["help", "rendr"], "error: unknown subcommand 'rendr' (did you mean 'render'?)"),
      (["qqqqqqq"], "error: unknown subcommand 'qqqqqqq'"),
    ]
    for (arguments, first) in cases {
      let result = TestWorkspace.run(arguments)
      #expect(result.status == .usage)
      #expect(result.err.split(separator: "\n").first.map(String.init) == first, "\(arguments)")
    }
    let long = TestWorkspace.run([String(repeating: "v", count: 100_000)])
    #expect(long.status == .usage && long.err.count < 400)
  }
}

@Suite("LineDiff")
struct LineDiffTests {
  @Test("removals come before additions, and a final newline adds no empty line")
  func unifiedShape() {
    let diff = LineDiff.unified("a\nb\n", "a\nc\n", oldName: "old", newName: "new")
    #expect(diff == "--- old\n+++ new\n@@ -1,2 +1,2 @@\n a\n-b\n+c\n")
    #expect(LineDiff.unified("same\n", "same\n", oldName: "o", newName: "n").isEmpty)
  }

  @Test("lines split at every LF, CR LF included (one Character in Swift); the CR stays in its line")
  func crlfLines() {
    #expect(LineDiff.lines("a\r\nb\r\n") == ["a\r", "b\r"])
    #expect(LineDiff.lines("a\nb") == ["a", "b"])
    #expect(LineDiff.unified("a\r\nb\r\n", "a\nb\n", oldName: "o", newName: "n")
              == "--- o\n+++ n\n@@ -1,2 +1,2 @@\n-a\r\n-b\r\n+a\n+b\n")
  }
}

@Suite("Console.printable")
struct ConsolePrintableTests {
  @Test("control characters from files become visible escapes; tab, line feed and other text stay")
  func escapes() {
    #expect(Console.printable("plain\ttext\nnext é ✓") == "plain\ttext\nnext é ✓")
    #expect(Console.printable("a\u{1B}[31mred\u{07}\r\u{0}\u{7F}\u{9B}z") == "a\\u{1B}[31mred\\u{7}\\u{D}\\u{0}\\u{7F}\\u{9B}z")
    #expect(Console.printable("abc\u{202E}fed\u{2066}") == "abc\\u{202E}fed\\u{2066}")
  }
}

@Suite("Command.needsRenderingLibraries")
struct NeedsRenderingLibrariesTests {
  @Test("only diff without --side-by-side starts without the rendering libraries")
  func onlyPlainDiff() throws {
    for command in allCommands {
      let parsed = try scanArguments([], options: command.options, command: command.name)
      #expect(command.needsRenderingLibraries(parsed) == (command.name != "diff"), "\(command.name)")
    }
    let plain = try scanArguments(["a.png", "b.png", "--diff", "d.png"], options: DiffCommand.options, command: "diff")
    #expect(!DiffCommand.needsRenderingLibraries(plain))
    let composite = try scanArguments(["a.png", "b.png", "--side-by-side", "s.png"], options: DiffCommand.options, command: "diff")
    #expect(DiffCommand.needsRenderingLibraries(composite))
  }
}
