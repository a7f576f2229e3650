import A11yTree
import CellRaster

/// How verify treats audit findings (`--audits`): `error` (default) fails a scenario on an
/// error-level finding its spec does not expect, or on an expected rule that no longer fires;
/// `warn` prints findings without failing; `off` skips the audits.
enum AuditMode: String, CaseIterable {
  case error, warn, off

  /// The mode named by `--audits`, default `error`.
  /// - Throws: `UsageError` for another value.
  static func parse(_ value: String?, command: String) throws -> AuditMode {
    guard let value else { return .error }
    guard let mode = AuditMode(rawValue: value) else {
      throw UsageError("--audits must be error, warn or off, got '\(value)'", command: command)
    }
    return mode
  }
}

/// The audit findings of one scenario's frames, held against the spec's `expectedFindings`.
struct ScenarioAudit {
  /// One frame's findings.
  struct Frame: Encodable {
    /// The variant slug (frame stem).
    let variant: String
    let findings: [AuditFinding]
  }

  /// The scenario name.
  let scenario: String
  /// The rules the spec expects to fire.
  let expected: [AuditRule]
  /// Findings per frame, in frame order.
  let frames: [Frame]

  /// Audits every frame of `spec`.
  init(spec: ScenarioSpec, frames: [RenderedFrame]) {
    scenario = spec.name
    expected = spec.expectedFindings
    self.frames = frames.map {
      Frame(variant: $0.stem, findings: AccessibilityAuditor.audit(layout: $0.layout, tree: $0.tree))
    }
  }

  /// True when the spec lists the finding's rule.
  func isExpected(_ finding: AuditFinding) -> Bool {
    expected.contains { $0.rawValue == finding.rule }
  }

  /// Error-level findings the spec does not expect, with their frame.
  var unexpectedErrors: [(variant: String, finding: AuditFinding)] {
    frames.flatMap { frame in
      frame.findings.filter { $0.severity == .error && !isExpected($0) }.map { (frame.variant, $0) }
    }
  }

  /// Expected rules that fired in no frame.
  var missingExpected: [AuditRule] {
    expected.filter { rule in !frames.contains { $0.findings.contains { $0.rule == rule.rawValue } } }
  }

  /// True when the scenario fails the audit gate.
  var failed: Bool { !unexpectedErrors.isEmpty || !missingExpected.isEmpty }

  /// `<variant>: <finding line>[ (expected)]` for each finding; with `unexpectedOnly`, expected
  /// findings are left out.
  func findingLines(unexpectedOnly: Bool) -> [String] {
    frames.flatMap { frame in
      frame.findings.filter { !(unexpectedOnly && isExpected($0)) }.map {
        "\(frame.variant): \(FindingTextFormat.line($0))" + (isExpected($0) ? " (expected)" : "")
      }
    }
  }

  /// One line per expected rule that did not fire.
  var missingLines: [String] {
    missingExpected.map {
      "expected finding [\($0.rawValue)] did not occur in any variant (remove it from expectedFindings?)"
    }
  }
}
