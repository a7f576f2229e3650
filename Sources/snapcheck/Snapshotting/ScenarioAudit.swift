import A11yTree
import CellRaster

/// How verify treats audit findings (`--audits`): `error` (default) fails a scenario on an
/// error-level finding its spec neither expects nor accepts, on an expected rule that no longer
/// fires, or on an accepted finding that no longer occurs; `warn` prints findings without
/// failing; `off` skips the audits.
public enum AuditMode: String, CaseIterable, Sendable {
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

/// The audit findings of one scenario's frames, held against the spec's `expectedFindings` and
/// `acceptedFindings`.
struct ScenarioAudit {
  /// One frame's findings.
  struct Frame {
    /// The variant slug (frame stem).
    let variant: String
    let findings: [AuditFinding]
  }

  /// How an `acceptedFindings` entry bears on one finding.
  enum Acceptance: Equatable {
    /// No entry has the finding's rule and node.
    case none
    /// The entry accepts it.
    case accepted(AcceptedFinding)
    /// The entry has its rule and node, but the finding measures worse than its pin.
    case reopened(AcceptedFinding, measured: AuditMeasure)
  }

  /// The scenario name.
  let scenario: String
  /// The rules the spec expects to fire.
  let expected: [AuditRule]
  /// The spec's accepted findings.
  let accepted: [AcceptedFinding]
  /// Findings per frame, in frame order.
  let frames: [Frame]

  /// Audits every frame of `spec`.
  init(spec: ScenarioSpec, frames: [RenderedFrame]) {
    self.init(spec: spec, frames: frames.map {
      Frame(variant: $0.stem, findings: AccessibilityAuditor.audit(layout: $0.layout, tree: $0.tree))
    })
  }

  /// Holds already made findings against `spec`.
  init(spec: ScenarioSpec, frames: [Frame]) {
    scenario = spec.name
    expected = spec.expectedFindings
    accepted = spec.acceptedFindings
    self.frames = frames
  }

  /// True when the spec lists the finding's rule in `expectedFindings`.
  func isExpected(_ finding: AuditFinding) -> Bool {
    expected.contains { $0.rawValue == finding.rule }
  }

  /// How `acceptedFindings` bears on `finding`.
  func acceptance(of finding: AuditFinding) -> Acceptance {
    Self.acceptance(rule: finding.rule, node: finding.nodeID, measured: finding.measured, in: accepted)
  }

  /// How `entries` bear on a finding of `rule` on `node` that measured `measured` (the finding's
  /// text; an entry's pin is compared with it as ``AuditMeasure`` reads it).
  static func acceptance(rule: String, node: String, measured: String, in entries: [AcceptedFinding]) -> Acceptance {
    guard let entry = entries.first(where: { $0.rule.rawValue == rule && $0.element == node }) else { return .none }
    guard let pin = entry.measured, let kind = AuditMeasure.kind(of: entry.rule),
      let now = AuditMeasure.parse(measured, as: kind, allowingZeroSides: true), now.isWorse(than: pin)
    else { return .accepted(entry) }
    return .reopened(entry, measured: now)
  }

  /// Error-level findings the spec neither expects nor accepts, with their frame.
  var unexpectedErrors: [(variant: String, finding: AuditFinding)] {
    frames.flatMap { frame in
      frame.findings.filter { finding in
        guard finding.severity == .error, !isExpected(finding) else { return false }
        if case .accepted = acceptance(of: finding) { return false }
        return true
      }.map { (frame.variant, $0) }
    }
  }

  /// Expected rules that fired in no frame.
  var missingExpected: [AuditRule] {
    expected.filter { rule in !frames.contains { $0.findings.contains { $0.rule == rule.rawValue } } }
  }

  /// Accepted entries whose rule fired on their element in no frame (a re-opened finding still
  /// counts as occurring).
  var staleAccepted: [AcceptedFinding] {
    accepted.filter { entry in
      !frames.contains { $0.findings.contains { $0.rule == entry.rule.rawValue && $0.nodeID == entry.element } }
    }
  }

  /// True when the scenario fails the audit gate.
  var failed: Bool { !unexpectedErrors.isEmpty || !missingExpected.isEmpty || !staleAccepted.isEmpty }

  /// Every finding as a result, one entry per rule and element (and per status: expected,
  /// accepted with a reason, re-opened, open) with the frames it occurs in, in first-seen order.
  /// Across frames an element's number, font size and measure change with the variant (a 13 pt
  /// label at S is 15 pt at L), so the entry shows the occurrence with the worst measure (the
  /// lowest contrast, the smallest target, the least visible text; the first one for rules that
  /// measure nothing), the one its suggested `acceptedFindings` entry is pinned to. Each entry is
  /// marked expected or accepted, with its fix, and for an open finding the entry that would
  /// accept it.
  var results: [FindingResult] {
    var merged: [(key: ResultKey, result: FindingResult, measure: AuditMeasure?, messages: [String: String])] = []
    var indexByKey: [ResultKey: Int] = [:]
    for frame in frames {
      for finding in frame.findings {
        let result = result(of: finding, in: frame.variant)
        let key = ResultKey(rule: result.rule, node: result.node, severity: result.severity, expected: result.expected,
                            acceptedReason: result.accepted ? result.acceptedReason : nil, reopened: result.reopened != nil)
        let measure = AuditRule(rawValue: finding.rule).flatMap(AuditMeasure.kind(of:))
          .flatMap { AuditMeasure.parse(finding.measured, as: $0, allowingZeroSides: true) }
        guard let index = indexByKey[key] else {
          indexByKey[key] = merged.count
          merged.append((key, result, measure, [frame.variant: result.message]))
          continue
        }
        var frames = merged[index].result.frames
        if !frames.contains(frame.variant) { frames.append(frame.variant) }
        if merged[index].messages[frame.variant] == nil { merged[index].messages[frame.variant] = result.message }
        if let measure, merged[index].measure.map({ measure.isWorse(than: $0) }) ?? true {
          merged[index].result = result
          merged[index].measure = measure
        }
        merged[index].result.frames = frames
      }
    }
    return merged.map { entry in
      var result = entry.result
      let differing = entry.messages.filter { $0.value != result.message }
      result.frameMessages = differing.isEmpty ? nil : differing
      return result
    }
  }

  /// What makes two findings one entry of `results`.
  private struct ResultKey: Hashable {
    let rule: String, node: String, severity: String, expected: Bool
    /// The accepting entry's reason (an accepted finding), else nil.
    let acceptedReason: String?
    let reopened: Bool
  }

  /// `finding` (in the frame `variant`) as a result: expected, accepted or re-opened, with its
  /// fix and, when open, the entry that would accept it.
  private func result(of finding: AuditFinding, in variant: String) -> FindingResult {
    let expected = isExpected(finding)
    let acceptance = acceptance(of: finding)
    var result = FindingResult(rule: finding.rule, severity: finding.severity.rawValue, node: finding.nodeID,
                               message: finding.message, text: FindingTextFormat.line(finding), expected: expected,
                               source: .audit, frames: [variant], fix: finding.fix)
    switch acceptance {
    case .accepted(let entry):
      result.accepted = true
      result.acceptedReason = entry.reason
    case .reopened(let entry, _):
      result.reopened = "measured \(finding.measured) is worse than the \(entry.measured?.pinText ?? "") pinned in "
        + "acceptedFindings"
    case .none:
      break
    }
    if !expected, !result.accepted {
      result.acceptEntry = suggestedEntry(for: finding, reason: {
        if case .reopened(let entry, _) = acceptance { entry.reason } else { nil }
      }())?.jsonText
    }
    return result
  }

  /// The entry that accepts every occurrence of `finding`'s rule on its node: pinned, for a rule
  /// that measures a number, to the worst measure in any frame; with `reason` (an existing entry's
  /// when it re-opened) or the placeholder. Nil for a rule a spec cannot name.
  func suggestedEntry(for finding: AuditFinding, reason: String?) -> AcceptedFinding? {
    guard let rule = AuditRule(rawValue: finding.rule) else { return nil }
    var worst: AuditMeasure?
    if let kind = AuditMeasure.kind(of: rule) {
      for frame in frames {
        for other in frame.findings where other.rule == finding.rule && other.nodeID == finding.nodeID {
          guard let measure = AuditMeasure.parse(other.measured, as: kind, allowingZeroSides: true) else { continue }
          worst = worst.map { $0.worst(measure) } ?? measure
        }
      }
    }
    // A pin cannot be 0 pt on a side (it would accept any shrink): an element measured 0 pt wide
    // or tall gets an entry without one.
    if case .size(let width, let height)? = worst, width == 0 || height == 0 { worst = nil }
    return AcceptedFinding(rule: rule, element: finding.nodeID, measured: worst,
                           reason: reason ?? AcceptedFinding.placeholderReason)
  }

  /// One line per expected rule that did not fire and per accepted entry that matched nothing.
  var missingLines: [String] {
    missingExpected.map {
      "expected finding [\($0.rawValue)] did not occur in any variant (remove it from expectedFindings?)"
    } + staleAccepted.map {
      "accepted finding [\($0.rule.rawValue)] on \(EchoedValue.quoted($0.element)) did not occur in any variant "
        + "(remove it from acceptedFindings?)"
    }
  }

  /// The lines that say how to deal with an open finding, indented by `indent`: its fix, why an
  /// accepted entry no longer accepts it, and the entry to paste into `specFile` to accept it.
  static func guidance(_ finding: FindingResult, specFile: String, indent: String) -> [String] {
    var lines: [String] = []
    if let fix = finding.fix { lines.append("\(indent)fix: \(fix)") }
    if let reopened = finding.reopened { lines.append("\(indent)re-opened: \(reopened)") }
    if let entry = finding.acceptEntry {
      lines.append("\(indent)\(finding.reopened == nil ? "accept" : "re-pin") in \(specFile): \"acceptedFindings\": [\(entry)]")
    }
    return lines
  }
}
