import A11yTree
import CellRaster

/// `snapcheck audit [<scenario> ...]`: renders the scenarios and runs the accessibility audits
/// on every frame, without comparing goldens.
enum AuditCommand: Command {
  static let name = "audit"
  static let summary = "Run the accessibility audits on the scenarios and report findings."
  static let usage = "audit [--snapshots <dir>] [--format text|json] [--allow-path <dir> ...] [<scenario> ...]"
  static let discussion = """
    Audits every frame: labels (missing, ending in a period or in the trait word, "*"),
    touch targets under 44x44 pt, WCAG AA text contrast (4.5:1, 3:1 large) and non-text
    contrast (3:1) with colours composited down the ancestor chain, conflicting traits,
    truncated or clipped text, duplicate sibling labels, and the cells' own rules
    (fiori.substatus-accessory).
    Text output: one line per finding,
      <scenario> <variant>: <error|warning> [<rule>] element <n> (<node id>): <message>
        | measured ...; threshold ...; tolerance ...; <WCAG criterion or source>
    marked '(expected)' when the spec lists the rule in expectedFindings, then
    'N passed, M failed'. --format json prints {"scenarios": [{"name", "expectedFindings",
    "missingExpected", "passed", "frames": [{"variant", "findings": [...]}]}], "passed",
    "failed"}.
    A scenario fails on an error-level finding it does not expect, or on an expected rule
    that fires in none of its variants. A spec that does not load (or whose text cannot
    be drawn) prints 'ERROR <scenario>: <message>' (JSON: "error"), counts as failed, and
    the others are audited. Exit 0 when none fails, 65 when a spec had an error, else 1.
    """
  static let options: [OptionSpec] = [
    .value("snapshots", "Snapshots folder with specs/ and golden/ (default: Snapshots)."),
    .value("format", "text (default) or json."),
    AllowPathOption.spec,
  ]

  /// One scenario: audited, or why it could not be.
  private enum Entry {
    case audited(ScenarioAudit)
    case failed(SpecLoadFailure)
  }

  /// The JSON report.
  private struct Report: Encodable {
    struct Scenario: Encodable {
      let name: String
      let expectedFindings: [String]
      let missingExpected: [String]
      let passed: Bool
      let frames: [ScenarioAudit.Frame]
      /// Why the scenario could not be audited (its spec does not load, its text cannot be
      /// drawn); encoded only when set.
      var error: String? = nil
    }
    let scenarios: [Scenario]
    let passed: Int
    let failed: Int
  }

  static func run(_ arguments: ParsedArguments, context: RunContext) throws -> ExitStatus {
    let format = arguments.value("format") ?? "text"
    guard format == "text" || format == "json" else {
      throw UsageError("--format must be text or json, got '\(format)'", command: name)
    }
    let store = GoldenStore(root: arguments.value("snapshots") ?? "Snapshots",
                            allowedPaths: try AllowPathOption.folders(arguments, command: name))
    let catalog = try store.catalog(only: arguments.positionals)
    catalog.warnings.forEach(context.console.err)
    let renderer = try ScenarioRenderer()
    // A spec that does not load, or whose text cannot be drawn, is an error entry of its own;
    // every other scenario is audited.
    var audits: [Entry] = []
    for scenario in catalog.scenarios {
      switch scenario {
      case .failed(let failure): audits.append(.failed(failure))
      case .spec(let spec):
        do {
          audits.append(.audited(ScenarioAudit(spec: spec, frames: try renderer.render(spec))))
        } catch let error as ScenarioRenderError where error.category == .badInput {
          audits.append(.failed(SpecLoadFailure(name: spec.name, file: spec.file, error: error)))
        }
      }
    }
    let errors = audits.filter { if case .failed = $0 { true } else { false } }.count
    let failed = audits.filter { if case .audited(let audit) = $0 { audit.failed } else { true } }.count
    let console = context.console
    if format == "json" {
      let report = Report(
        scenarios: audits.map { entry in
          switch entry {
          case .audited(let audit):
            Report.Scenario(name: audit.scenario, expectedFindings: audit.expected.map(\.rawValue),
                            missingExpected: audit.missingExpected.map(\.rawValue), passed: !audit.failed, frames: audit.frames)
          case .failed(let failure):
            Report.Scenario(name: failure.name, expectedFindings: [], missingExpected: [], passed: false, frames: [],
                            error: failure.message)
          }
        }, passed: audits.count - failed, failed: failed)
      console.out(String(try FindingJSONFormat.render(report).dropLast()))
    } else {
      for entry in audits {
        switch entry {
        case .audited(let audit):
          for line in audit.findingLines(unexpectedOnly: false) + audit.missingLines {
            console.out("\(audit.scenario) \(line)")
          }
        case .failed(let failure):
          console.out("ERROR \(failure.name): \(Console.printable(failure.message))")
        }
      }
      console.out("\(audits.count - failed) passed, \(failed) failed")
    }
    if errors > 0 { return .dataError }
    return failed == 0 ? .success : .failure
  }
}
