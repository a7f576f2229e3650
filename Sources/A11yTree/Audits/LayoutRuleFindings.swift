import CellRaster

/// Turns the rule findings a cell's layout made (`LayoutTree.findings`, e.g.
/// `fiori.substatus-accessory`) into audit findings, so they are reported, expected and gated
/// like the audits' own.
public enum LayoutRuleFindings {
  /// The `measured` of every layout rule finding: there is no measurement, only the rule;
  /// `FindingTextFormat` leaves the measured, threshold and tolerance fields out for it.
  public static let measured = "rule broken"

  /// One audit finding per layout finding, in order.
  public static func findings(in subject: AuditSubject) -> [AuditFinding] {
    subject.layout.findings.map { finding in
      AuditFinding(
        rule: finding.rule, severity: finding.severity, criterion: criterion(finding.rule),
        nodeID: finding.nodeID, elementNumber: subject.elementNumber(forNode: finding.nodeID),
        measured: Self.measured, threshold: "the cell's design rule", tolerance: "none",
        message: finding.message, fix: fix(finding.rule))
    }
  }

  /// How to fix a layout rule's finding; nil for the XIB warnings, which name what snapcheck
  /// cannot draw or solve rather than a fault of the cell.
  public static func fix(_ rule: String) -> String? {
    switch rule {
    case AuditRule.fioriSubstatusAccessory.rawValue:
      "set accessoryType to none or disclosureIndicator, or remove the substatus"
    default:
      nil
    }
  }

  /// Where a layout rule comes from.
  static func criterion(_ rule: String) -> String {
    switch rule {
    case AuditRule.fioriSubstatusAccessory.rawValue:
      "SAP Fiori for iOS object cell guideline (fiori-cells.md §5.1)"
    default:
      "cell design rule"
    }
  }
}
