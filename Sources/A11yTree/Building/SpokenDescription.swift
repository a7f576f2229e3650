import CellRaster

/// What VoiceOver says for an element (US English), and the hint it reads after a pause: a port of
/// AccessibilitySnapshot's `accessibilityDescription(context:)` with its `en.lproj` strings
/// (reference/accessibility.md §2.3). Data-table context (known wrong upstream, AS #7) is not
/// modelled.
///
/// Rules, in order:
/// 1. The label; a back-button element whose label is "Back" says no label.
/// 2. The value (not for switches): "Label: Value", or "Value" without a label.
/// 3. `selected`: "Selected: <text>" ("Selected." when empty).
/// 4. Trait words, each ending in a period, in this fixed order: Dimmed. · Button. (not with
///    keyboardKey, switchButton, tabBarItem, backButton or a tab context) · Back Button. · Switch
///    Button. (only with `button`) then On./Off./Mixed. for values 1/0/2, other values verbatim ·
///    Tab. · Text Field. or Secure Text Field. (+ Is editing.) · Heading. · Link. · Adjustable. ·
///    Image. · Search Field.
/// 5. With no text yet, the hint is said instead (and not repeated as the hint).
/// 6. Text and trait words joined as "<text>. <words>" (no doubled period).
/// 7. Context: "<text> i of n." for a series or tab; ". List Start." / ". List End." /
///    ". Landmark." / ". End.".
/// 8. Hints (none when dimmed): switch "<hint>. Double tap to toggle setting."; text entry
///    "Double tap to edit." (text area: "Double tap to edit., Use the rotor to access Misspelled
///    Words"; editing: "Use the rotor to access Misspelled Words"); adjustable (not a switch, not
///    hint-only) "<hint>. Swipe up or down with one finger to adjust the value.".
///
/// Example: label "Add", traits `button` → description "Add. Button.", hint nil.
public struct SpokenDescription: Hashable, Sendable {
  /// What VoiceOver says on focus, e.g. "Selected: Segment B. Button. 2 of 3.".
  public let description: String
  /// What it says after a pause; nil when nothing.
  public let hint: String?

  /// Derives the description and hint from UIKit's accessibility properties.
  /// - Parameters:
  ///   - label: `accessibilityLabel`; nil or empty = none.
  ///   - value: `accessibilityValue`; nil or empty = none.
  ///   - hint: `accessibilityHint`; nil or empty = none.
  ///   - traits: `accessibilityTraits`.
  ///   - context: the element's place in an announced container; default nil.
  public init(
    label: String?, value: String?, hint: String?, traits: AccessibilityTraits,
    context: ElementContext? = nil
  ) {
    let label = label.nonEmpty
    let value = value.nonEmpty
    let hidesLabel = traits.contains(.backButton) && label?.lowercased() == Words.back.lowercased()
    var text = hidesLabel ? "" : label ?? ""
    var hintText = hint.nonEmpty

    if let value, !traits.contains(.switchButton) {
      text = text.isEmpty ? value : "\(text): \(value)"
    }
    if traits.contains(.selected) {
      text = text.isEmpty ? Words.selected : "Selected: \(text)"
    }
    let words = Self.traitWords(traits: traits, value: value, context: context)
    if text.isEmpty {
      text = hintText ?? ""
      hintText = nil
    }
    if !words.isEmpty {
      text =
        text.isEmpty
        ? words.joined(separator: " ") : "\(text.withPeriod) \(words.joined(separator: " "))"
    }
    switch context {
    case .series(let index, let count), .tab(let index, let count):
      text = "\(text) \(index) of \(count)."
    case .listStart: text = "\(text.withPeriod) List Start."
    case .listEnd: text = "\(text.withPeriod) List End."
    case .landmarkStart: text = "\(text.withPeriod) Landmark."
    case .landmarkEnd: text = "\(text.withPeriod) End."
    case nil: break
    }
    self.description = text
    self.hint = Self.hint(
      hintText, traits: traits,
      isHintOnly: hint.nonEmpty != nil && label == nil && value == nil)
  }

  /// Creates a description from already derived strings (e.g. when decoding).
  public init(description: String, hint: String?) {
    self.description = description
    self.hint = hint
  }

  // MARK: - Private

  private static func traitWords(
    traits: AccessibilityTraits, value: String?, context: ElementContext?
  ) -> [String] {
    var words: [String] = []
    if traits.contains(.notEnabled) { words.append("Dimmed.") }
    let hidesButton =
      !traits.isDisjoint(with: [.keyboardKey, .switchButton, .tabBarItem, .backButton])
      || context?.hidesButtonTrait == true
    if traits.contains(.button) && !hidesButton { words.append("Button.") }
    if traits.contains(.backButton) { words.append("Back Button.") }
    if traits.contains(.switchButton) {
      if traits.contains(.button) { words.append("Switch Button.") }
      switch value {
      case "1": words.append("On.")
      case "0": words.append("Off.")
      case "2": words.append("Mixed.")
      case let other?: words.append(other)  // iOS 17+ reads other values verbatim
      case nil: break
      }
    }
    if traits.contains(.tabBarItem) || context?.showsTabTrait == true { words.append("Tab.") }
    if traits.contains(.textEntry) {
      words.append(traits.contains(.secureTextField) ? "Secure Text Field." : "Text Field.")
      if traits.contains(.isEditing) { words.append("Is editing.") }
    }
    let tail: [(AccessibilityTraits, String)] = [
      (.header, "Heading."), (.link, "Link."), (.adjustable, "Adjustable."), (.image, "Image."),
      (.searchField, "Search Field."),
    ]
    words += tail.filter { traits.contains($0.0) }.map(\.1)
    return words
  }

  private static func hint(_ hint: String?, traits: AccessibilityTraits, isHintOnly: Bool)
    -> String?
  {
    guard !traits.contains(.notEnabled) else { return hint }
    var hint = hint
    if traits.contains(.switchButton) {
      hint = hint.nonEmpty.map { "\($0.withoutTrailingPeriod). \(Words.toggle)" } ?? Words.toggle
    }
    if traits.contains(.textEntry) {
      if traits.contains(.isEditing) {
        hint = Words.misspelled
      } else {
        hint = traits.contains(.textArea) ? "\(Words.edit), \(Words.misspelled)" : Words.edit
      }
    }
    if traits.contains(.adjustable) && !traits.contains(.switchButton) && !isHintOnly {
      hint = hint.nonEmpty.map { "\($0.withoutTrailingPeriod). \(Words.adjust)" } ?? Words.adjust
    }
    return hint
  }

  /// The `en.lproj/Localizable.strings` sentences of AccessibilitySnapshot.
  private enum Words {
    static let back = "Back"
    static let selected = "Selected."
    static let toggle = "Double tap to toggle setting."
    static let edit = "Double tap to edit."
    static let misspelled = "Use the rotor to access Misspelled Words"
    static let adjust = "Swipe up or down with one finger to adjust the value."
  }
}

extension Optional where Wrapped == String {
  /// nil for nil or "".
  fileprivate var nonEmpty: String? {
    guard let self, !self.isEmpty else { return nil }
    return self
  }
}

extension String {
  /// The text with a period appended unless it already ends in one.
  fileprivate var withPeriod: String { hasSuffix(".") ? self : self + "." }
  /// The text without one trailing period.
  fileprivate var withoutTrailingPeriod: String { hasSuffix(".") ? String(dropLast()) : self }
}
