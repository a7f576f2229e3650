import A11yTree
import CellRaster

extension ScenarioResult {
  /// A scenario's result from its frames' verdicts and, unless `audits` is off, its audit
  /// findings held against the spec's `expectedFindings` and `acceptedFindings`
  /// (``ScenarioAudit/results``). With `audits` error a failed audit is a scenario problem:
  /// "accessibility audit failed", then one line per expected rule that did not fire and per
  /// accepted finding that no longer occurs (the failing findings themselves are in `findings`).
  init(spec: ScenarioSpec, frames: [RenderedFrame], verdicts: [FrameVerdict], audits: AuditMode, acceptCommand: String) {
    var findings: [FindingResult] = []
    var problems: [String] = []
    if audits == .off {
      for frame in frames {
        findings += frame.layout.findings.map { finding in
          var result = FindingResult(
            rule: finding.rule, severity: finding.severity.rawValue, node: finding.nodeID, message: finding.message,
            text: "\(finding.severity.rawValue) [\(finding.rule)] (\(finding.nodeID)): \(finding.message)",
            expected: spec.expectedFindings.contains { $0.rawValue == finding.rule }, source: .layout,
            frames: [frame.stem], fix: LayoutRuleFindings.fix(finding.rule))
          if case .accepted(let entry) = ScenarioAudit.acceptance(rule: finding.rule, node: finding.nodeID, measured: "",
                                                                  in: spec.acceptedFindings) {
            result.accepted = true
            result.acceptedReason = entry.reason
          }
          return result
        }
      }
      findings = FindingResult.merge(findings)
    } else {
      let audit = ScenarioAudit(spec: spec, frames: frames)
      findings = audit.results
      if audits == .error && audit.failed { problems = ["accessibility audit failed"] + audit.missingLines }
    }
    self.init(name: spec.name, specFile: spec.file, frames: verdicts.map(FrameResult.init),
              findings: findings, problems: problems, acceptCommand: acceptCommand)
  }
}
