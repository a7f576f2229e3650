import CellRaster
import Foundation

/// `label-missing` (error): an interactive element (button, link, search field, keyboard key,
/// adjustable, switch, text entry, tab, back button) or an image element whose label is empty
/// after trimming whitespace, or any element VoiceOver says nothing for. Sources: GTXiLib
/// "Accessibility label", ATF SpeakableTextPresentCheck, Apple sufficientElementDescription
/// (reference/accessibility.md §3.1–3.3).
public struct LabelMissingAudit: AccessibilityAudit {
  public let rule = AuditRule.labelMissing
  /// Traits that make an element interactive for this audit.
  static let interactive: AccessibilityTraits = [
    .button, .link, .searchField, .keyboardKey, .adjustable, .switchButton, .textEntry,
    .tabBarItem, .backButton,
  ]

  public init() {}

  public func findings(in subject: AuditSubject) -> [AuditFinding] {
    subject.numberedElements.compactMap { number, element in
      let needsLabel = !element.traits.isDisjoint(with: Self.interactive.union(.image))
      let unlabelled = FindingWords.trimmed(element.label).isEmpty
      let silent = element.description.trimmingCharacters(in: .whitespaces).isEmpty
      guard (needsLabel && unlabelled) || silent else { return nil }
      let isImage = element.traits.contains(.image)
      let criterion =
        isImage
        ? "WCAG 2.2 SC 1.1.1 Non-text Content (A)" : "WCAG 2.2 SC 4.1.2 Name, Role, Value (A)"
      let says = silent ? "nothing" : TextFormatting.quotedExcerpt(element.description)
      return subject.finding(
        rule, .error, criterion: criterion, nodeID: element.nodeID,
        measured: "label " + TextFormatting.quotedExcerpt(element.label ?? ""),
        threshold: "a non-empty label", tolerance: "whitespace-only counts as missing",
        message: "element \(number) (\(ElementRole.word(for: element.traits))) has no "
          + "accessibilityLabel; VoiceOver says \(says)",
        fix: isImage
          ? "set an accessibilityLabel describing the image, or isAccessibilityElement false if it is decorative"
          : "set an accessibilityLabel that names what the element does")
    }
  }
}
