import CellRaster
import Foundation

/// `label-trait-redundant` (warning): a label that ends, as a whole word and case-insensitively,
/// in the word VoiceOver already says for one of the element's traits — "Delete button" on a
/// button is read "Delete button. Button.". Words: button → "button", link → "link", image →
/// "image", header → "heading", search field → "search field", tab bar item → "tab". Source:
/// GTXiLib "Accessibility label-trait overlap" (suffix only, so "button foo" passes; §5.3) and ATF
/// RedundantDescriptionCheck (a warning there). The whole-word condition is ours ("Rebutton"
/// passes); GTXiLib's cases all still hold.
public struct LabelTraitRedundantAudit: AccessibilityAudit {
  public let rule = AuditRule.labelTraitRedundant
  static let words: [(AccessibilityTraits, String)] = [
    (.button, "button"), (.link, "link"), (.image, "image"), (.header, "heading"),
    (.searchField, "search field"), (.tabBarItem, "tab"),
  ]

  public init() {}

  public func findings(in subject: AuditSubject) -> [AuditFinding] {
    subject.numberedElements.compactMap { number, element in
      let label = FindingWords.trimmed(element.label).lowercased()
      guard
        let word = Self.words.first(where: {
          element.traits.contains($0.0) && Self.endsWithWord(label, $0.1)
        })?.1
      else { return nil }
      return subject.finding(
        rule, .warning,
        criterion: "GTXiLib \"Accessibility label-trait overlap\" (no WCAG criterion)",
        nodeID: element.nodeID, measured: "label " + TextFormatting.quotedExcerpt(element.label ?? ""),
        threshold: "no trailing \"\(word)\"", tolerance: "case-insensitive, whole word",
        message: "\(FindingWords.element(number, element)) ends with its trait word "
          + "\"\(word)\"; VoiceOver says \(TextFormatting.quotedExcerpt(element.description))",
        fix: "remove \"\(word)\" from the accessibilityLabel: VoiceOver says the trait itself")
    }
  }

  static func endsWithWord(_ label: String, _ word: String) -> Bool {
    guard label.hasSuffix(word) else { return false }
    let before = label.dropLast(word.count)
    return before.isEmpty || before.last?.isWhitespace == true
  }
}
