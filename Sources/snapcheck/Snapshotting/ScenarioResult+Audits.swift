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
    // Per frame, the nodes its findings name (the report's overlay boxes, `ElementFrame.list`).
    var findingNodes: [[(node: String, element: Int?)]] = frames.map { $0.layout.findings.map { ($0.nodeID, nil) } }
    if audits == .off {
      for frame in frames {
        findings += frame.layout.findings.map { finding in
          var result = FindingResult(
            rule: finding.rule, severity: finding.severity.rawValue, node: finding.nodeID, message: finding.message,
            text: "\(finding.severity.rawValue) [\(finding.rule)] (\(EchoedValue.clip(finding.nodeID))): \(finding.message)",
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
      findingNodes = audit.frames.map { $0.findings.map { ($0.nodeID, $0.elementNumber) } }
      findings = audit.results
      if audits == .error && audit.failed { problems = ["accessibility audit failed"] + audit.missingLines }
    }
    var results = verdicts.map(FrameResult.init)
    for index in results.indices where frames.indices.contains(index) {
      results[index].elements = ElementFrame.list(tree: frames[index].tree, layout: frames[index].layout,
                                                  findings: findingNodes[index])
    }
    self.init(name: spec.name, specFile: spec.file, frames: results,
              findings: findings, problems: problems, acceptCommand: acceptCommand)
  }
}
