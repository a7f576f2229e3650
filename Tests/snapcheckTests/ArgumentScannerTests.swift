import Testing
@testable import snapcheck

@Suite("ArgumentScanner")
struct ArgumentScannerTests {
  let options: [OptionSpec] = [.value("artifacts", "dir"), .flag("quiet", "less output")]

  @Test("accepts --name value, --name=value, flags and --")
  func acceptsForms() throws {
    let parsed = try scanArguments(
      ["a", "--artifacts", "x", "--quiet", "--artifacts=y", "--", "--quiet"],
      options: options, command: "verify")
    #expect(parsed.positionals == ["a", "--quiet"])
    #expect(parsed.values["artifacts"] == ["x", "y"])
    #expect(parsed.value("artifacts") == "y")
    #expect(parsed.has("quiet"))
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
    #expect(throws: UsageError("unknown option '-x'", command: "verify")) {
      try scanArguments(["-x"], options: options, command: "verify")
    }
  }
}
