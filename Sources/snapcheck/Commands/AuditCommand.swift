import A11yTree
import CellRaster

/// `snapcheck audit [<scenario> ...]`: renders the scenarios and runs the accessibility audits
/// on every frame, without comparing goldens.
enum AuditCommand: Command {
  static let name = "audit"
  static let summary = "Run the accessibility audits on the scenarios and report findings."
  static let usage = "audit [--snapshots <dir>] [--format text|json] [--allow-path <dir> ...] [<scenario> ...]"
  static let discussion = """
    Audits every frame: labels (missing, ending in a period or in the trait word, "*",
    repeating the value or hint), touch targets under 44x44 pt, WCAG AA text contrast (4.5:1,
    3:1 large) and non-text contrast (3:1) with colours composited down the ancestor chain as
    Cairo draws them (the values in the PNG), conflicting traits, truncated or clipped text,
    duplicate sibling labels, and the cells' own rules (fiori.substatus-accessory).
    Text output: one line per finding, merged across the frames it occurs in,
      <scenario> <frames>: <error|warning> [<rule>] element <n> (<node id>): <message>
        | measured ...; threshold ...; tolerance ...; <WCAG criterion or source>
    (<frames>: the variant slugs, or 'all N frames'), marked '(expected)' when the spec lists
    the rule in expectedFindings or '(accepted: <reason>)' when an acceptedFindings entry
    covers it. An open finding is followed by '  fix: <how to fix it>' and, when it fails the
    scenario, '  accept in <spec>: "acceptedFindings": [{...}]', the entry to paste (pinned to
    the worst measure; replace the placeholder reason); a pinned entry that a worse measure
    re-opened adds '  re-opened: ...' and suggests the re-pinned entry. Then one line per
    expected rule or accepted entry that no longer occurs, and 'N passed, M failed'.
    --format json prints {"scenarios": [...], "passed", "failed"}; each scenario is {"name",
    "file", "variants": [slug...], "expectedFindings": [rule...], "acceptedFindings":
    [{"rule", "element", "measured"?, "reason"}], "missingExpected": [rule...],
    "staleAccepted": [{...}], "passed", "findings": [...]}, or {"name", "file", "error",
    "passed": false, ...empty} when it could not be audited; each finding is {"rule",
    "severity", "criterion", "nodeID", "elementNumber"?, "measured", "threshold",
    "tolerance", "message", "fix"?, "frames": [slug...], "expected", "accepted",
    "acceptedReason"?, "reopened"?, "acceptEntry"?} ("?" keys left out when empty;
    acceptEntry is the acceptedFindings entry as JSON text, for open findings).
    A scenario fails on an error-level finding it neither expects nor accepts, on an
    expected rule that fires in none of its variants, or on an accepted entry that matches
    no finding. A spec that does not load (or whose text cannot be drawn) prints
    'ERROR <scenario>: <message>' (JSON: "error"), counts as failed, and the others are
    audited. Exit 0 when none fails, 65 when a spec had an error, else 1.
    """
  static let options: [OptionSpec] = [
    .value("snapshots", "Snapshots folder with specs/ and golden/ (default: Snapshots)."),
    .value("format", "text (default) or json."),
    AllowPathOption.spec,
  ]

  /// One scenario: audited (with its spec file), or why it could not be.
  private enum Entry {
    case audited(ScenarioAudit, file: String)
    case failed(SpecLoadFailure)
  }

  /// The JSON report (schema in `discussion`).
  private struct Report: Encodable {
    struct Scenario: Encodable {
      let name: String
      let file: String
      let variants: [String]
      let expectedFindings: [String]
      let acceptedFindings: [Accepted]
      let missingExpected: [String]
      let staleAccepted: [Accepted]
      let passed: Bool
      let findings: [Finding]
      /// Why the scenario could not be audited (its spec does not load, its text cannot be
      /// drawn); encoded only when set.
      var error: String? = nil
    }

    /// An `acceptedFindings` entry.
    struct Accepted: Encodable {
      let rule: String
      let element: String
      let measured: String?
      let reason: String

      init(_ entry: AcceptedFinding) {
        rule = entry.rule.rawValue
        element = entry.element
        measured = entry.measured?.pinText
        reason = entry.reason
      }
    }

    /// One finding, merged across frames: the `AuditFinding` fields, then how the spec treats it.
    struct Finding: Encodable {
      let rule, severity, criterion, nodeID: String
      let elementNumber: Int?
      let measured, threshold, tolerance, message: String
      let fix: String?
      let frames: [String]
      let expected, accepted: Bool
      let acceptedReason, reopened, acceptEntry: String?
    }

    let scenarios: [Scenario]
    let passed: Int
    let failed: Int
  }

  /// The JSON scenario of `audit`: every finding once, with the frames it occurs in.
  private static func jsonScenario(_ audit: ScenarioAudit, file: String) -> Report.Scenario {
    let firsts = audit.frames.flatMap(\.findings)
    let findings = audit.results.map { result in
      // The AuditFinding the merged result was made from (the first with its text).
      let finding = firsts.first { FindingTextFormat.line($0) == result.text }
      return Report.Finding(
        rule: result.rule, severity: result.severity, criterion: finding?.criterion ?? "", nodeID: result.node,
        elementNumber: finding?.elementNumber, measured: finding?.measured ?? "", threshold: finding?.threshold ?? "",
        tolerance: finding?.tolerance ?? "", message: result.message, fix: result.fix, frames: result.frames,
        expected: result.expected, accepted: result.accepted, acceptedReason: result.acceptedReason,
        reopened: result.reopened, acceptEntry: result.acceptEntry)
    }
    return Report.Scenario(
      name: audit.scenario, file: file, variants: audit.frames.map(\.variant),
      expectedFindings: audit.expected.map(\.rawValue), acceptedFindings: audit.accepted.map(Report.Accepted.init),
      missingExpected: audit.missingExpected.map(\.rawValue), staleAccepted: audit.staleAccepted.map(Report.Accepted.init),
      passed: !audit.failed, findings: findings)
  }

  /// The most characters of an accepted finding's reason a text line shows: 200 (a reason is
  /// the spec's own sentence; control characters are escaped, quotes are not, and a longer one
  /// ends in "…"; `--format json` has it whole).
  static let reasonLength = 200

  /// The text lines of `audit` (without the scenario name in front): each merged finding, marked
  /// expected or accepted, the guidance under an open one, then the missing-expected and stale
  /// lines.
  static func textLines(_ audit: ScenarioAudit, specFile: String) -> [String] {
    var lines: [String] = []
    for result in audit.results {
      let mark = result.expected ? " (expected)"
        : result.accepted ? " (accepted: \(EchoedValue.excerpt(result.acceptedReason ?? "", limit: Self.reasonLength, escapingQuotes: false)))" : ""
      lines.append("\(result.framesText(of: audit.frames.count)): \(result.text)\(mark)")
      guard !result.expected, !result.accepted else { continue }
      var open = result
      if !result.isFailing { open.acceptEntry = nil }
      lines += ScenarioAudit.guidance(open, specFile: specFile, indent: "  ")
    }
    return lines + audit.missingLines
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
          audits.append(.audited(ScenarioAudit(spec: spec, frames: try renderer.render(spec)), file: spec.file))
        } catch let error as ScenarioRenderError where error.category == .badInput {
          audits.append(.failed(SpecLoadFailure(name: spec.name, file: spec.file, error: error)))
        }
      }
    }
    let errors = audits.filter { if case .failed = $0 { true } else { false } }.count
    let failed = audits.filter { if case .audited(let audit, _) = $0 { audit.failed } else { true } }.count
    let console = context.console
    if format == "json" {
      let report = Report(
        scenarios: audits.map { entry in
          switch entry {
          case .audited(let audit, let file):
            jsonScenario(audit, file: file)
          case .failed(let failure):
            Report.Scenario(name: failure.name, file: failure.file, variants: [], expectedFindings: [], acceptedFindings: [],
                            missingExpected: [], staleAccepted: [], passed: false, findings: [], error: failure.message)
          }
        }, passed: audits.count - failed, failed: failed)
      console.out(String(try FindingJSONFormat.render(report).dropLast()))
    } else {
      for entry in audits {
        switch entry {
        case .audited(let audit, let file):
          for line in textLines(audit, specFile: file) {
            console.out(Console.printable("\(audit.scenario) \(line)"))
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
