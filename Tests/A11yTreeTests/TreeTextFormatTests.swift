import A11yTree
import CellRaster
import Testing

@Suite("TreeTextFormat: the .a11y.txt golden")
struct TreeTextFormatTests {
  @Test("the attachments example, with a group, actions, focus and a notification")
  func attachments() {
    let expected = """
      cell FUIAttachmentsFormCell 375x281 @ w375-3x-L-light-ltr
        group "Attachments (2)"   frame 0,0,375,281
          1  button   "Add"   frame 16,44,109,109   traits button   says "Add. Button."   actions: Add Photo | Take Photo | Choose File
          2  image    "Receipt.pdf"   frame 133,44,109,109   value "PDF"   traits image   says "Receipt.pdf: PDF. Image."   actions: Delete
          3  image    "Site photo.jpg"   frame 250,44,109,109   traits image   says "Site photo.jpg. Image."   actions: Delete
      focus 3 "Site photo.jpg"
      notification layoutChanged element 3 "Site photo.jpg"

      """
    #expect(TreeTextFormat.render(SampleTrees.attachments) == expected)
  }

  @Test("a built tree: fractional frames, hints, identifiers, roles and escaping")
  func builtTree() {
    var headline = Fixture.label(
      "headline", "Issues: \"42\"", Rect(x: 16.5, y: 10.333, width: 200, height: 22))
    headline.accessibility.identifier = "headline"
    let note = LayoutNode(
      id: "note", kind: .textView, frame: Rect(x: 16, y: 40, width: 343, height: 60),
      text: Fixture.textContent("line 1\nline 2"),
      accessibility: AccessibilityAttributes(label: "Note", traits: [.textEntry, .textArea]))
    let toggle = LayoutNode(
      id: "toggle", kind: .switch, frame: Rect(x: 300, y: 110, width: 51, height: 31),
      accessibility: AccessibilityAttributes(label: "Notify", value: "0", customActions: ["A|B"]))
    let layout = Fixture.tree([toggle, note, headline], width: 375, height: 150)
    let expected = #"""
      cell TestCell 375x150 @ w375-3x-L-light-ltr
        1  text     "Issues: \"42\""   frame 16.5,10.33,200,22   traits staticText   id "headline"   says "Issues: \"42\""
        2  textArea "Note"   frame 16,40,343,60   value "line 1\nline 2"   hint "Double tap to edit., Use the rotor to access Misspelled Words"   traits textEntry,textArea   says "Note: line 1\nline 2. Text Field."
        3  switch   "Notify"   frame 300,110,51,31   value "0"   hint "Double tap to toggle setting."   traits button,switchButton   says "Notify. Switch Button. Off."   actions: A\|B

      """#
    #expect(TreeTextFormat.render(AccessibilityTreeBuilder.build(from: layout)) == expected)
  }

  @Test("an empty tree says so; unresolved focus and notifications are visible")
  func emptyTree() {
    let tree = AccessibilityTree(
      cellClass: "Empty", size: Size(width: 320.25, height: 0), variant: "w320p25-3x-L-light-ltr",
      nodes: [],
      notifications: [
        AccessibilityNotificationEvent(kind: .screenChanged),
        AccessibilityNotificationEvent(kind: .announcement, argument: .string("Saved")),
        AccessibilityNotificationEvent(kind: .layoutChanged, argument: .element(nodeID: "gone")),
      ],
      focusedIndex: 0)
    let expected = """
      cell Empty 320.25x0 @ w320p25-3x-L-light-ltr
        (no elements)
      focus 1 (no such element)
      notification screenChanged nil
      notification announcement "Saved"
      notification layoutChanged element "gone" (not in tree)

      """
    #expect(TreeTextFormat.render(tree) == expected)
  }

  @Test("rendering is deterministic")
  func deterministic() {
    #expect(
      TreeTextFormat.render(SampleTrees.attachments)
        == TreeTextFormat.render(SampleTrees.attachments))
  }
}
