import A11yTree
import CellRaster
import Testing

@Suite("LabelMissingAudit")
struct LabelMissingAuditTests {
  @Test("an unlabelled button is an error with the exact message; labelled and text elements pass")
  func unlabelled() throws {
    let findings = AuditFixture.findings(
      LabelMissingAudit(),
      [
        AuditFixture.element("play", label: "", traits: .button),
        AuditFixture.element("ok", label: "OK", traits: .button),
      ])
    let finding = try #require(findings.first)
    #expect(findings.count == 1)
    #expect(finding.rule == "label-missing")
    #expect(finding.severity == .error)
    #expect(finding.elementNumber == 1)
    #expect(finding.nodeID == "play")
    #expect(finding.message == "element 1 (button) has no accessibilityLabel; VoiceOver says \"Button.\"")
    #expect(finding.criterion == "WCAG 2.2 SC 4.1.2 Name, Role, Value (A)")
  }

  @Test("a whitespace-only label counts as missing")
  func whitespace() {
    let findings = AuditFixture.findings(
      LabelMissingAudit(), [AuditFixture.element("play", label: "  ", traits: .button)])
    #expect(findings.map(\.rule) == ["label-missing"])
  }

  @Test("an unlabelled image cites SC 1.1.1; an element saying nothing is flagged")
  func imageAndSilent() throws {
    let findings = AuditFixture.findings(
      LabelMissingAudit(),
      [
        AuditFixture.element("photo", label: nil, traits: .image),
        AuditFixture.element(
          "blank", label: nil, traits: [], frame: Rect(x: 0, y: 80, width: 64, height: 64)),
      ])
    #expect(findings.map(\.message) == [
      "element 1 (image) has no accessibilityLabel; VoiceOver says \"Image.\"",
      "element 2 (element) has no accessibilityLabel; VoiceOver says nothing",
    ])
    #expect(findings.first?.criterion == "WCAG 2.2 SC 1.1.1 Non-text Content (A)")
  }
}

@Suite("LabelPunctuationAudit (§5.3)")
struct LabelPunctuationAuditTests {
  @Test("\"foo\", \"\", nil pass; \"foo.\", \"foo. \", \"f.\", \".\" fail", arguments: [
    ("foo", false), ("", false), (nil, false), ("foo.", true), ("foo. ", true), ("f.", true),
    (".", true), ("a, b.", false),
  ] as [(String?, Bool)])
  func cases(_ label: String?, _ fails: Bool) {
    let findings = AuditFixture.findings(
      LabelPunctuationAudit(), [AuditFixture.element("e", label: label, traits: .button)])
    #expect(findings.isEmpty == !fails)
  }

  @Test("a UILabel's text \"foo.\" passes; the message is exact")
  func textElementAndMessage() {
    #expect(
      AuditFixture.findings(
        LabelPunctuationAudit(), [Fixture.label("l", "foo.", Rect(x: 0, y: 0, width: 90, height: 20))]
      ).isEmpty)
    let findings = AuditFixture.findings(
      LabelPunctuationAudit(), [AuditFixture.element("e", label: "Delivered.", traits: [])])
    #expect(findings.map(\.message) == ["element 1 \"Delivered.\" ends with a period"])
    #expect(findings.first?.severity == .warning)
  }
}

@Suite("LabelTraitRedundantAudit (§5.3)")
struct LabelTraitRedundantAuditTests {
  @Test("button trait: \"foo\" passes; \"FOO BUTTON\", \"foo button\" fail; \"button foo\", \"\", \" \" pass",
        arguments: [
          ("foo", false), ("FOO BUTTON", true), ("foo button", true), ("button foo", false),
          ("", false), (" ", false), ("Rebutton", false),
        ])
  func buttonCases(_ label: String, _ fails: Bool) {
    let findings = AuditFixture.findings(
      LabelTraitRedundantAudit(), [AuditFixture.element("e", label: label, traits: .button)])
    #expect(findings.isEmpty == !fails)
  }

  @Test("\"foo button\" without traits or with staticText passes; the message is exact")
  func otherTraits() {
    for traits in [AccessibilityTraits(), .staticText] {
      #expect(
        AuditFixture.findings(
          LabelTraitRedundantAudit(), [AuditFixture.element("e", label: "foo button", traits: traits)]
        ).isEmpty)
    }
    let findings = AuditFixture.findings(
      LabelTraitRedundantAudit(),
      [AuditFixture.element("e", label: "Delete button", traits: .button)])
    #expect(findings.map(\.message) == [
      "element 1 \"Delete button\" ends with its trait word \"button\"; VoiceOver says "
        + "\"Delete button. Button.\""
    ])
  }
}

@Suite("TraitConflictAudit (§5.3)")
struct TraitConflictAuditTests {
  @Test("button alone and link + adjustable pass; keyboardKey + searchField and adjustable + button fail",
        arguments: [
          (AccessibilityTraits.button, false), ([.link, .adjustable], false),
          ([.keyboardKey, .searchField], true), ([.adjustable, .button], true),
        ] as [(AccessibilityTraits, Bool)])
  func cases(_ traits: AccessibilityTraits, _ fails: Bool) {
    let findings = AuditFixture.findings(
      TraitConflictAudit(), [AuditFixture.element("e", label: "foo", traits: traits)])
    #expect(findings.isEmpty == !fails)
  }

  @Test("the message names the traits")
  func message() {
    let findings = AuditFixture.findings(
      TraitConflictAudit(), [AuditFixture.element("e", label: "Qty", traits: [.button, .adjustable])])
    #expect(findings.map(\.message) == ["element 1 \"Qty\" has conflicting traits button,adjustable"])
  }
}

@Suite("RequiredAsteriskAudit")
struct RequiredAsteriskAuditTests {
  @Test("a label with \"*\" is an error; the Fiori spoken form passes")
  func asterisk() {
    let findings = AuditFixture.findings(
      RequiredAsteriskAudit(),
      [
        AuditFixture.element("a", label: "Notes*", traits: []),
        AuditFixture.element(
          "b", label: RequiredFieldIndicator.accessibilityLabel(title: "Notes"), traits: [],
          frame: Rect(x: 0, y: 80, width: 64, height: 64)),
      ])
    #expect(findings.map(\.message) == [
      "element 1 \"Notes*\" contains \"*\", which VoiceOver reads as \"star\"; the required-field "
        + "indicator must be read as \"Required Field\""
    ])
    #expect(RequiredFieldIndicator.accessibilityLabel(title: "Notes") == "Notes, Required Field")
    #expect(RequiredFieldIndicator.displayedTitle("Notes") == "Notes*")
  }
}

@Suite("DuplicateLabelAudit")
struct DuplicateLabelAuditTests {
  @Test("a later sibling with the same label (case-insensitive) is a warning naming the first")
  func duplicates() {
    let findings = AuditFixture.findings(
      DuplicateLabelAudit(),
      [
        AuditFixture.element("a", label: "More Info", traits: .button),
        AuditFixture.element(
          "b", label: "more info ", traits: .button, frame: Rect(x: 100, y: 0, width: 64, height: 64)),
        AuditFixture.element(
          "c", label: "Other", traits: .button, frame: Rect(x: 200, y: 0, width: 64, height: 64)),
      ])
    #expect(findings.map(\.message) == [
      "element 2 \"more info \" has the same label as element 1 among its siblings"
    ])
    #expect(findings.first?.severity == .warning)
  }

  @Test("an ellipsis is not a trailing period: \"Loading...\" (UIKit's progress cell) and \"Loading…\" pass")
  func ellipsis() {
    for label in ["Loading...", "Loading..", "Loading…"] {
      #expect(AuditFixture.findings(LabelPunctuationAudit(), [AuditFixture.element("e", label: label, traits: [])]).isEmpty,
              "\(label)")
    }
  }
}
