import CellRaster
import Testing
@testable import SnapCheckCore

@Suite("Console: no workflow commands but snapcheck's own; ScenarioRenderError names the file once")
struct ConsoleDefusingTests {
  @Test("a line starting with '::', at the start or after a line break and white space, gets a backslash")
  func defused() {
    #expect(Console.defused("::error::x") == #"\::error::x"#)
    #expect(Console.defused("a\n::add-mask::x\r  ::stop-commands::t\n\t::warning") == "a\n\\::add-mask::x\r  \\::stop-commands::t\n\t\\::warning")
    #expect(Console.defused("a ::error::x, b::c") == "a ::error::x, b::c")
    #expect(Console.defused(":x\n: :") == ":x\n: :")
    #expect(Console.defused("  ") == "  ")
    // Any Unicode white space before '::' (the runner trims it with .NET's TrimStart()).
    #expect(Console.defused("a\n\u{A0}::error::x") == "a\n\u{A0}\\::error::x")
    #expect(Console.defused("\u{3000}\u{B}::add-mask::y") == "\u{3000}\u{B}\\::add-mask::y")
  }

  @Test("the runner's older '##[command]' syntax, which it finds anywhere in a line, is broken up")
  func legacyCommands() {
    #expect(Console.defused("Order ##[add-mask]tok ###[x]") == ##"Order #\#[add-mask]tok ##\#[x]"##)
    #expect(Console.defused("## [ and #[ stay") == "## [ and #[ stay")
    let console = Console(capturing: true)
    console.out("  +  1  element  \"##[stop-commands]t\"")
    #expect(!console.capturedOut.contains("##["), "\(console.capturedOut)")
  }

  @Test("out and err defuse; annotation writes snapcheck's own line as it is")
  func streams() {
    let console = Console(capturing: true)
    console.out("FAIL x: bad\n::error file=README.md,title=injected::PWNED")
    console.annotation(GitHubAnnotations.line(level: "error", file: "a.json", title: "t", message: "m\n::x"))
    console.err("::add-mask::secret")
    #expect(console.capturedOut == "FAIL x: bad\n\\::error file=README.md,title=injected::PWNED\n::error file=a.json,title=t::m%0A::x\n")
    #expect(console.capturedErr == "\\::add-mask::secret\n")
  }

  @Test("an annotation line writes every ##[ in its file, title and message as #\\#[, like every other line")
  func annotationLegacySyntax() {
    let line = GitHubAnnotations.line(level: "error", file: "Cell##[error]y.xib", title: "t##[x", message: "m ##[warning]x")
    #expect(line == "::error file=Cell#\\#[error]y.xib,title=t#\\#[x::m #\\#[warning]x")
    #expect(!line.contains("##["))
  }

  @Test("a spec error from a frame's overrides: file, frame, then the path, the file not repeated")
  func fileOnce() {
    let file = "Snapshots/specs/x.json"
    let spec = SpecError.invalid(file: file, path: "$.overrides.nope", message: "no view with id 'nope' in this layout (ids: cell)")
    let error = ScenarioRenderError(file: file, frame: "w375-3x-L-light-ltr", underlying: spec)
    #expect(error.description == "Snapshots/specs/x.json: w375-3x-L-light-ltr: at $.overrides.nope: no view with id 'nope' in this layout (ids: cell)")
    #expect(error.category == .badInput)
    let other = ScenarioRenderError(file: file, frame: "w375-3x-L-light-ltr",
                                    underlying: SpecError.invalid(file: "other.json", path: "$", message: "m"))
    #expect(other.description == "Snapshots/specs/x.json: w375-3x-L-light-ltr: other.json: at $: m")
  }
}
