import Testing
@testable import snapcheck

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
}

@Suite("LineDiff")
struct LineDiffTests {
  @Test("removals come before additions, and a final newline adds no empty line")
  func unifiedShape() {
    let diff = LineDiff.unified("a\nb\n", "a\nc\n", oldName: "old", newName: "new")
    #expect(diff == "--- old\n+++ new\n@@ -1,2 +1,2 @@\n a\n-b\n+c\n")
    #expect(LineDiff.unified("same\n", "same\n", oldName: "o", newName: "n").isEmpty)
  }
}
