import A11yTree
import CellRaster
import Testing

@Suite("Blank labels: only whitespace is exported as the empty label and flagged label-missing")
struct BlankLabelTests {
  static let blanks = [
    " ", "   ", "\t", "\n", " \r\n\t ", "\u{00A0}", "\u{3000}", "\u{2003}\u{2028}", "\u{0085}",
  ]

  @Test("a blank accessibilityLabel is exported as \"\" and label-missing fires", arguments: blanks)
  func blankButton(_ blank: String) throws {
    let subject = AuditFixture.subject([AuditFixture.element("play", label: blank, traits: .button)])
    let element = try #require(subject.tree.elements.first)
    #expect(element.label == "")
    #expect(element.description == "Button.")
    #expect(
      TreeTextFormat.render(subject.tree).contains(
        #"1  button   ""   frame 0,0,64,64   traits button   says "Button.""#))
    let findings = LabelMissingAudit().findings(in: subject)
    #expect(findings.map(\.nodeID) == ["play"])
    #expect(
      findings.first?.message
        == "element 1 (button) has no accessibilityLabel; VoiceOver says \"Button.\"")
  }

  @Test("a UILabel whose text is only whitespace says nothing and is flagged")
  func blankText() throws {
    let subject = AuditFixture.subject([
      Fixture.label("gap", "\u{00A0}\u{3000} ", Rect(x: 0, y: 0, width: 100, height: 20))
    ])
    let element = try #require(subject.tree.elements.first)
    #expect(element.label == "")
    #expect(element.description == "")
    #expect(
      LabelMissingAudit().findings(in: subject).map(\.message)
        == ["element 1 (text) has no accessibilityLabel; VoiceOver says nothing"])
  }

  @Test("labels with other characters are kept as they are, spaces included")
  func kept() throws {
    for label in [" Add ", "\u{200B}", "A\u{00A0}B"] {
      let subject = AuditFixture.subject([AuditFixture.element("e", label: label, traits: .button)])
      #expect(subject.tree.elements.first?.label == label)
    }
    #expect(AuditFixture.subject([AuditFixture.element("e", label: nil, traits: .button)])
      .tree.elements.first?.label == nil)
  }

  @Test("a semantic group whose only label is blank is not a container; a blank container label is exported as none")
  func blankGroup() {
    let child = Fixture.element("Inside", Rect(x: 0, y: 0, width: 50, height: 20))
    let blank = Fixture.view(
      "group", Rect(x: 0, y: 0, width: 100, height: 40),
      AccessibilityAttributes(label: " \u{3000}", containerType: .semanticGroup), children: [child])
    #expect(AccessibilityTreeBuilder.build(from: Fixture.tree([blank])).containers.isEmpty)
    let list = Fixture.view(
      "list", Rect(x: 0, y: 0, width: 100, height: 40),
      AccessibilityAttributes(label: "\t", containerType: .list), children: [child])
    let tree = AccessibilityTreeBuilder.build(from: Fixture.tree([list], width: 100, height: 40))
    #expect(tree.containers.map(\.label) == [""])
    #expect(TreeTextFormat.render(tree).contains("\n  list   frame 0,0,100,40\n"))
  }
}
