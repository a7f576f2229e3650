import A11yTree
import CellRaster
import Testing

/// Worked examples of reference/accessibility.md §2.3 and the AccessibilitySnapshot reference
/// tables of §5.1 (ButtonAccessibilityTraits, Label/ViewAccessibilityProperties,
/// DescriptionEdgeCases, SwitchControls, SegmentedControl, List, TabBars).
@Suite("SpokenDescription: what VoiceOver says (§2.3)")
struct SpokenDescriptionTests {
  static let allPublicTraits: AccessibilityTraits = [
    .button, .link, .image, .selected, .playsSound, .keyboardKey, .staticText, .summaryElement,
    .notEnabled, .updatesFrequently, .searchField, .startsMediaSession, .adjustable,
    .allowsDirectInteraction, .causesPageTurn, .tabBar, .header,
  ]

  struct Case: Sendable, CustomTestStringConvertible {
    var label: String?
    var value: String?
    var hint: String?
    var traits: AccessibilityTraits
    var context: ElementContext?
    var description: String
    var spokenHint: String?
    var testDescription: String { description.isEmpty ? "(empty)" : description }
  }

  static let cases: [Case] = [
    // ButtonAccessibilityTraitsViewController
    Case(label: "02", traits: .button, description: "02. Button."),
    Case(label: "03", traits: .link, description: "03. Link."),
    Case(label: "07", traits: .selected, description: "Selected: 07"),
    Case(label: "09", traits: .staticText, description: "09"),
    Case(label: "10", traits: .playsSound, description: "10"),
    Case(label: "24", traits: [.button, .notEnabled], description: "24. Dimmed. Button."),
    Case(label: "26", traits: [.button, .keyboardKey], description: "26"),
    Case(
      label: "27", traits: allPublicTraits,
      description: "Selected: 27. Dimmed. Heading. Link. Adjustable. Image. Search Field."),
    // Label- and ViewAccessibilityPropertiesViewController
    Case(label: "03: Text", value: "Value", traits: .staticText, description: "03: Text: Value"),
    Case(
      label: "Label", value: "Value", hint: "Hint", traits: [], description: "Label: Value",
      spokenHint: "Hint"),
    Case(traits: [], description: ""),
    Case(value: "Value", traits: [], description: "Value"),
    Case(hint: "Hint", traits: [], description: "Hint"),
    // DescriptionEdgeCasesViewController
    Case(hint: "Hint", traits: .adjustable, description: "Hint. Adjustable."),
    Case(
      label: "Label", hint: "Hint", traits: .adjustable, description: "Label. Adjustable.",
      spokenHint: "Hint. Swipe up or down with one finger to adjust the value."),
    Case(traits: [.button, .header], description: "Button. Heading."),
    Case(
      traits: .adjustable, description: "Adjustable.",
      spokenHint: "Swipe up or down with one finger to adjust the value."),
    Case(hint: "Hint", traits: .button, description: "Hint. Button."),
    // testSwitchControls
    Case(
      label: "Switch", value: "1", traits: [.button, .switchButton],
      description: "Switch. Switch Button. On.", spokenHint: "Double tap to toggle setting."),
    Case(
      value: "1", traits: [.button, .switchButton, .notEnabled],
      description: "Dimmed. Switch Button. On."),
    Case(
      label: "Fake Label", value: "2", traits: [.button, .switchButton],
      description: "Fake Label. Switch Button. Mixed.", spokenHint: "Double tap to toggle setting."),
    Case(
      label: "Fake Label", value: "1", traits: .switchButton, description: "Fake Label. On.",
      spokenHint: "Double tap to toggle setting."),
    Case(
      label: "Fake Label", value: "3", traits: .switchButton, description: "Fake Label. 3",
      spokenHint: "Double tap to toggle setting."),
    Case(
      label: "Switch", value: "0", hint: "Hint.", traits: [.button, .switchButton],
      description: "Switch. Switch Button. Off.", spokenHint: "Hint. Double tap to toggle setting."),
    // testSegmentedControl, testList, testTabBars
    Case(
      label: "Segment A", traits: .button, context: .series(index: 1, count: 3),
      description: "Segment A. Button. 1 of 3."),
    Case(
      label: "Segment B", traits: [.button, .selected], context: .series(index: 2, count: 3),
      description: "Selected: Segment B. Button. 2 of 3."),
    Case(
      label: "Label 1", traits: .staticText, context: .listStart,
      description: "Label 1. List Start."),
    Case(
      label: "Label 4", traits: .staticText, context: .listEnd, description: "Label 4. List End."),
    Case(label: "Label 1", traits: [], context: .landmarkStart, description: "Label 1. Landmark."),
    Case(label: "Label 2", traits: [], context: .landmarkEnd, description: "Label 2. End."),
    Case(
      label: "Item A", traits: .button, context: .tab(index: 1, count: 6),
      description: "Item A. Tab. 1 of 6."),
    Case(
      label: "Item B", traits: [.button, .selected], context: .tab(index: 2, count: 6),
      description: "Selected: Item B. Tab. 2 of 6."),
    Case(
      label: "Item B", value: "3 items", traits: .button, context: .tab(index: 2, count: 4),
      description: "Item B: 3 items. Tab. 2 of 4."),
    // Text entry and back button
    Case(
      value: "Call back", traits: .textEntry, description: "Call back. Text Field.",
      spokenHint: "Double tap to edit."),
    Case(
      label: "Note", value: "Call back", hint: "Ignored", traits: [.textEntry, .textArea],
      description: "Note: Call back. Text Field.",
      spokenHint: "Double tap to edit., Use the rotor to access Misspelled Words"),
    Case(
      label: "Note", traits: [.textEntry, .isEditing], description: "Note. Text Field. Is editing.",
      spokenHint: "Use the rotor to access Misspelled Words"),
    Case(
      label: "Password", traits: [.textEntry, .secureTextField, .notEnabled],
      description: "Password. Dimmed. Secure Text Field."),
    Case(label: "Back", traits: [.button, .backButton], description: "Back Button."),
    Case(label: "Settings", traits: [.button, .backButton], description: "Settings. Back Button."),
  ]

  @Test("reference examples", arguments: cases)
  func example(_ c: Case) {
    let spoken = SpokenDescription(
      label: c.label, value: c.value, hint: c.hint, traits: c.traits, context: c.context)
    #expect(spoken.description == c.description)
    #expect(spoken.hint == c.spokenHint)
  }

  @Test("empty strings count as missing")
  func emptyStrings() {
    let spoken = SpokenDescription(label: "", value: "", hint: "", traits: .button)
    #expect(spoken == SpokenDescription(description: "Button.", hint: nil))
  }
}
