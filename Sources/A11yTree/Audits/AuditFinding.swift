import CellRaster

/// One thing an accessibility audit found in one frame: which rule, how serious, which element,
/// what was measured against which threshold under which tolerance policy, one sentence, and how
/// to fix it.
///
/// Written by ``FindingTextFormat`` (one line each) and ``FindingJSONFormat``.
public struct AuditFinding: Hashable, Sendable, Codable {
  /// The rule id, e.g. "text-contrast" (``AuditRule``) or a layout rule's id.
  public let rule: String
  /// `error` fails verify and audit (unless the spec expects the rule); `warning` is reported.
  public let severity: FindingSeverity
  /// The WCAG success criterion or other source, e.g. "WCAG 2.2 SC 1.4.3 Contrast (Minimum) (AA)".
  public let criterion: String
  /// The layout node the finding is about (`LayoutNode.id`).
  public let nodeID: String
  /// The 1-based VoiceOver number of the element that is or contains the node (as in the
  /// `.a11y.txt` and the overlay); nil when the node is in no element.
  public let elementNumber: Int?
  /// What was measured, with its unit, e.g. "2.8460:1" or "22x22 pt".
  public let measured: String
  /// The threshold it was held to, e.g. "4.5:1" or "44x44 pt".
  public let threshold: String
  /// The tolerance policy applied, e.g. "strict (no tolerance)".
  public let tolerance: String
  /// One sentence saying what is wrong.
  public let message: String
  /// One short sentence saying how to fix it, e.g. "darken the text colour to at least 4.5:1
  /// against #FFFFFF"; nil for a layout rule snapcheck has no advice for (the XIB warnings).
  public let fix: String?

  /// Creates a finding.
  public init(
    rule: String, severity: FindingSeverity, criterion: String, nodeID: String,
    elementNumber: Int?, measured: String, threshold: String, tolerance: String, message: String,
    fix: String?
  ) {
    self.rule = rule
    self.severity = severity
    self.criterion = criterion
    self.nodeID = nodeID
    self.elementNumber = elementNumber
    self.measured = measured
    self.threshold = threshold
    self.tolerance = tolerance
    self.message = message
    self.fix = fix
  }
}
