import A11yTree
import CellRaster

/// `snapcheck audit [<scenario> ...]`: renders the scenarios and runs the accessibility audits
/// on every frame, without comparing goldens.
enum AuditCommand: Command {
  static let name = "audit"
  static let summary = "Run the accessibility audits on the scenarios and report findings."
  static let usage = "audit [--snapshots <dir>] [--format text|json] [<scenario> ...]"
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
    that fires in none of its variants. Exit 0 when none fails, 1 otherwise.
    """
  static let options: [OptionSpec] = [
    .value("snapshots", "Snapshots folder with specs/ and golden/ (default: Snapshots)."),
    .value("format", "text (default) or json."),
  ]

  /// The JSON report.
  private struct Report: Encodable {
    struct Scenario: Encodable {
      let name: String
      let expectedFindings: [String]
      let missingExpected: [String]
      let passed: Bool
      let frames: [ScenarioAudit.Frame]
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
    let store = GoldenStore(root: arguments.value("snapshots") ?? "Snapshots")
    let scenarios = try store.loadScenarios(only: arguments.positionals)
    let renderer = try ScenarioRenderer()
    var audits: [ScenarioAudit] = []
    for spec in scenarios {
      audits.append(ScenarioAudit(spec: spec, frames: try renderer.render(spec)))
    }
    let failed = audits.filter(\.failed).count
    let console = context.console
    if format == "json" {
      let report = Report(
        scenarios: audits.map {
          Report.Scenario(
            name: $0.scenario, expectedFindings: $0.expected.map(\.rawValue),
            missingExpected: $0.missingExpected.map(\.rawValue), passed: !$0.failed,
            frames: $0.frames)
        }, passed: audits.count - failed, failed: failed)
      console.out(String(try FindingJSONFormat.render(report).dropLast()))
    } else {
      for audit in audits {
        for line in audit.findingLines(unexpectedOnly: false) + audit.missingLines {
          console.out("\(audit.scenario) \(line)")
        }
      }
      console.out("\(audits.count - failed) passed, \(failed) failed")
    }
    return failed == 0 ? .success : .failure
  }
}
