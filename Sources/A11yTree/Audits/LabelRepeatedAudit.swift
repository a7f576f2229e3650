import CellRaster
import Foundation

/// `label-repeated` (warning): an element whose `accessibilityLabel` equals its
/// `accessibilityValue` or its `accessibilityHint`, so VoiceOver says the same words twice
/// ("Save: Save", or "Save. Button." then the hint "Save"). Compared after trimming whitespace and
/// newlines, case-insensitively (Unicode lowercase mapping) and by Unicode canonical equivalence
/// ("Café" precomposed equals "CAFE" with a combining accent); an empty label, value or hint never
/// matches. The value of a switch is not compared: VoiceOver reads it as "On" / "Off", not
/// verbatim. The hint compared is the view's own `accessibilityHint`, before VoiceOver's usage
/// sentences are added. One finding per element, naming the value when both match.
///
/// A warning, as the speech is redundant rather than wrong (ATF's RedundantDescriptionCheck, which
/// flags a description repeating what the screen reader already says, is a WARNING, and so is
/// its DuplicateSpeakableTextCheck; reference/accessibility.md §3.2). No WCAG success criterion
/// requires it.
public struct LabelRepeatedAudit: AccessibilityAudit {
  public let rule = AuditRule.labelRepeated

  public init() {}

  public func findings(in subject: AuditSubject) -> [AuditFinding] {
    subject.numberedElements.compactMap { number, element in
      let label = Self.key(element.label)
      guard !label.isEmpty else { return nil }
      let hint = subject.layout.root.node(withID: element.nodeID)?.accessibility.hint ?? element.hint
      let valueSpoken = !element.traits.contains(.switchButton)
      let property: String
      let repeated: String
      if valueSpoken, Self.key(element.value) == label, let value = element.value {
        (property, repeated) = ("accessibilityValue", value)
      } else if Self.key(hint) == label, let hint {
        (property, repeated) = ("accessibilityHint", hint)
      } else {
        return nil
      }
      let which = property == "accessibilityValue" ? "value" : "hint"
      return subject.finding(
        rule, .warning,
        criterion: "ATF RedundantDescriptionCheck (redundant speech; no WCAG criterion)",
        nodeID: element.nodeID,
        measured: "\(which) " + TextFormatting.quotedExcerpt(repeated),
        threshold: "a \(which) that differs from the label",
        tolerance: "trimmed, case-insensitive, canonically equivalent",
        message: "\(FindingWords.element(number, element)) has the same \(property); VoiceOver "
          + "says \(TextFormatting.quotedExcerpt(element.description))"
          + (which == "hint" ? " and then the hint \(TextFormatting.quotedExcerpt(repeated))" : ""),
        fix: "remove the \(property) or make it say what the label does not")
    }
  }

  /// The form compared: format characters removed (zero-width spaces and joiners, bidi marks,
  /// U+FEFF: VoiceOver speaks none of them), trimmed and lowercased; Swift's `==` on the result is
  /// canonical equivalence. Empty for nil.
  static func key(_ text: String?) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in (text ?? "").unicodeScalars where scalar.properties.generalCategory != .format {
      scalars.append(scalar)
    }
    return FindingWords.trimmed(String(scalars)).lowercased()
  }
}
