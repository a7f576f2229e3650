import CellRaster

/// Runs every accessibility audit on one frame and collects the findings, together with the
/// layout's own rule findings (``LayoutRuleFindings``).
public enum AccessibilityAuditor {
  /// The audits, in the order their findings are reported.
  public static let audits: [any AccessibilityAudit] = [
    LabelMissingAudit(), TouchTargetAudit(), TextContrastAudit(), NonTextContrastAudit(),
    LabelTraitRedundantAudit(), LabelPunctuationAudit(), RequiredAsteriskAudit(),
    TraitConflictAudit(), TextTruncationAudit(), TextClippingAudit(), TextOverlapAudit(), DuplicateLabelAudit(),
    LabelRepeatedAudit(),
  ]

  /// Every finding of `layout` and its accessibility `tree`: the audits' in ``audits`` order,
  /// then the layout's rule findings.
  public static func audit(layout: LayoutTree, tree: AccessibilityTree) -> [AuditFinding] {
    let subject = AuditSubject(layout: layout, tree: tree)
    return audits.flatMap { $0.findings(in: subject) } + LayoutRuleFindings.findings(in: subject)
  }
}
