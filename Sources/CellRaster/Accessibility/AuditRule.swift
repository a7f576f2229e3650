/// The rule ids snapcheck's accessibility audits report (reference/accessibility.md §3), plus the
/// cell layout rules that flow into the same findings. A spec's `expectedFindings` names them; the
/// raw value is the id printed in every finding.
public enum AuditRule: String, Sendable, CaseIterable, Codable {
  /// An interactive or image element without a label (or an element VoiceOver says nothing for).
  case labelMissing = "label-missing"
  /// A tappable element smaller than 44x44 pt.
  case touchTargetSize = "touch-target-size"
  /// Text below WCAG AA contrast (4.5:1, or 3:1 for large text).
  case textContrast = "text-contrast"
  /// An icon or border below 3:1 against its background (WCAG 1.4.11).
  case nonTextContrast = "non-text-contrast"
  /// Contrast that cannot be computed: the background chain is not opaque.
  case contrastIndeterminate = "contrast-indeterminate"
  /// A label ending in its own trait word ("Delete button" on a button).
  case labelTraitRedundant = "label-trait-redundant"
  /// A label ending in a period.
  case labelPunctuation = "label-punctuation"
  /// A label with a "*" (VoiceOver reads "star"); the required-field indicator must be a word.
  case labelRequiredAsterisk = "label-required-asterisk"
  /// Traits that contradict each other (button + link, button + adjustable, …).
  case traitConflict = "trait-conflict"
  /// Text ellipsized at the variant's content size.
  case textTruncated = "text-truncated"
  /// Text whose frame lies partly outside the cell or a clipping ancestor.
  case textClipped = "text-clipped"
  /// Text whose frame overlaps another visible text's (one draws over the other).
  case textOverlap = "text-overlap"
  /// Sibling elements with the same label.
  case duplicateLabel = "duplicate-label"
  /// A label that equals the element's value or hint, so VoiceOver says the same words twice.
  case labelRepeated = "label-repeated"
  /// Fiori: a substatus needs accessoryType none or disclosureIndicator (a `LayoutFinding`).
  case fioriSubstatusAccessory = "fiori.substatus-accessory"
}
