import A11yTree
import CellRaster
import Testing

@Suite("LabelRepeatedAudit")
struct LabelRepeatedAuditTests {
  private func element(
    _ id: String, label: String?, value: String? = nil, hint: String? = nil,
    traits: AccessibilityTraits = .button, y: Double = 0
  ) -> LayoutNode {
    LayoutNode(
      id: id, frame: Rect(x: 0, y: y, width: 64, height: 64),
      accessibility: AccessibilityAttributes(
        isAccessibilityElement: true, label: label, value: value, hint: hint, traits: traits))
  }

  @Test("a label equal to the value is a warning naming the value, with what VoiceOver says")
  func value() throws {
    let findings = AuditFixture.findings(LabelRepeatedAudit(), [element("save", label: "Save", value: "Save")])
    let finding = try #require(findings.first)
    #expect(findings.count == 1)
    #expect(finding.rule == "label-repeated")
    #expect(finding.severity == .warning)
    #expect(finding.nodeID == "save")
    #expect(finding.measured == "value \"Save\"")
    #expect(finding.message == "element 1 \"Save\" has the same accessibilityValue; VoiceOver says \"Save: Save. Button.\"")
    #expect(finding.fix == "remove the accessibilityValue or make it say what the label does not")
  }

  @Test("a label equal to the hint names the hint")
  func hint() throws {
    let finding = try #require(
      AuditFixture.findings(LabelRepeatedAudit(), [element("del", label: "Delete", hint: "Delete")]).first)
    #expect(finding.measured == "hint \"Delete\"")
    #expect(finding.message == "element 1 \"Delete\" has the same accessibilityHint; VoiceOver says \"Delete. Button.\" and then the hint \"Delete\"")
  }

  @Test("trimmed, case-insensitive, canonically equivalent, format characters ignored; empty never matches", arguments: [
    ("Save", "  save\n", true),
    ("Café", "CAFE\u{301}", true),  // precomposed é vs E + combining acute
    ("Save\u{200F}", "Save", true),  // a right-to-left mark is not spoken
    ("Sa\u{200B}ve", "save", true),  // nor a zero-width space
    ("\u{FEFF}Save", "Save", true),  // nor a byte order mark
    ("\u{200B}", "\u{200D}", false),  // only format characters: empty, never a match
    ("Save", "Saved", false),
    ("  ", "  ", false),
    ("Save", "", false),
  ])
  func comparison(_ label: String, _ value: String, _ fires: Bool) {
    let findings = AuditFixture.findings(LabelRepeatedAudit(), [element("e", label: label, value: value)])
    #expect(findings.isEmpty == !fires)
    let hinted = AuditFixture.findings(LabelRepeatedAudit(), [element("e", label: label, hint: value)])
    #expect(hinted.isEmpty == !fires)
  }

  @Test("a switch's value is not compared: VoiceOver reads it as a state")
  func switchValue() {
    #expect(AuditFixture.findings(
      LabelRepeatedAudit(), [element("s", label: "1", value: "1", traits: [.button, .switchButton])]).isEmpty)
  }

  @Test("siblings with the same repeated label: duplicate-label still fires alongside label-repeated")
  func withDuplicateLabel() {
    let layout = AuditFixture.subject([
      element("a", label: "Save", value: "Save"),
      element("b", label: "Save", value: "Save", y: 80),
    ])
    let findings = AccessibilityAuditor.audit(layout: layout.layout, tree: layout.tree)
    #expect(findings.filter { $0.rule == "label-repeated" }.map(\.nodeID) == ["a", "b"])
    #expect(findings.filter { $0.rule == "duplicate-label" }.map(\.nodeID) == ["b"])
  }
}
