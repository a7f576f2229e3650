import CellRaster

/// `label-punctuation` (warning): a label that ends in "." after trimming whitespace; VoiceOver
/// adds its own pauses. Skipped, as GTXiLib "Accessibility label punctuation" does, for text
/// elements (static text, link, search field, keyboard key, text entry: their label is the shown
/// text) and for labels containing "," (combined labels such as the object cell's). Cases of
/// reference/accessibility.md §5.3: "foo", "", nil pass; "foo.", "foo. ", "f.", "." fail; a
/// label's text "foo." passes.
public struct LabelPunctuationAudit: AccessibilityAudit {
  public let rule = AuditRule.labelPunctuation
  static let textTraits: AccessibilityTraits = [
    .staticText, .link, .searchField, .keyboardKey, .textEntry,
  ]

  public init() {}

  public func findings(in subject: AuditSubject) -> [AuditFinding] {
    subject.numberedElements.compactMap { number, element in
      let label = FindingWords.trimmed(element.label)
      // An ellipsis ("Loading...", "Loading…") is not a sentence's period.
      guard element.traits.isDisjoint(with: Self.textTraits), !label.contains(","),
        label.hasSuffix("."), !label.hasSuffix("..")
      else { return nil }
      return subject.finding(
        rule, .warning,
        criterion: "GTXiLib \"Accessibility label punctuation\" (no WCAG criterion)",
        nodeID: element.nodeID, measured: "label " + TextFormatting.quotedExcerpt(element.label ?? ""),
        threshold: "no trailing \".\"", tolerance: "surrounding whitespace ignored",
        message: "\(FindingWords.element(number, element)) ends with a period",
        fix: "remove the trailing period from the accessibilityLabel")
    }
  }
}
