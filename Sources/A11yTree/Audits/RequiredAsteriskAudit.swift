import CellRaster

/// `label-required-asterisk` (error): a label containing "*", which VoiceOver reads as "star".
/// The required-field indicator must be spoken as words ("Required Field", fiori-cells.md §6,
/// ``RequiredFieldIndicator``); WCAG 2.2 SC 3.3.2 Labels or Instructions (A) asks for the
/// requirement to be conveyed to every user.
public struct RequiredAsteriskAudit: AccessibilityAudit {
  public let rule = AuditRule.labelRequiredAsterisk

  public init() {}

  public func findings(in subject: AuditSubject) -> [AuditFinding] {
    subject.numberedElements.compactMap { number, element in
      guard RequiredFieldIndicator.containsSymbol(element.label ?? "") else { return nil }
      return subject.finding(
        rule, .error, criterion: "WCAG 2.2 SC 3.3.2 Labels or Instructions (A)",
        nodeID: element.nodeID, measured: "label " + TextFormatting.quotedExcerpt(element.label ?? ""),
        threshold: "no \"*\"; say \"\(RequiredFieldIndicator.spokenWords)\"", tolerance: "none",
        message: "\(FindingWords.element(number, element)) contains \"*\", which VoiceOver "
          + "reads as \"star\"; the required-field indicator must be read as "
          + "\"\(RequiredFieldIndicator.spokenWords)\"",
        fix: "put \"\(RequiredFieldIndicator.spokenWords)\" in the accessibilityLabel instead of \"*\"")
    }
  }
}
