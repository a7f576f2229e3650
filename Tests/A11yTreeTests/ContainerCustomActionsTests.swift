import A11yTree
import CellRaster
import Foundation
import Testing

@Suite("accessibilityCustomActions on containers: shown on the container, offered on each element")
struct ContainerCustomActionsTests {
  /// A semantic group "Message" holding a sender label and a "Reply" button, and a label "Next"
  /// outside it.
  static func layout() -> LayoutTree {
    let group = Fixture.view(
      "message", Rect(x: 0, y: 0, width: 375, height: 60),
      AccessibilityAttributes(label: "Message", containerType: .semanticGroup),
      children: [
        Fixture.label("sender", "Anna", Rect(x: 16, y: 10, width: 100, height: 20)),
        LayoutNode(
          id: "reply", kind: .button, frame: Rect(x: 300, y: 8, width: 60, height: 44),
          text: Fixture.textContent("Reply")),
      ])
    return Fixture.tree(
      [group, Fixture.label("next", "Next", Rect(x: 16, y: 70, width: 100, height: 20))],
      width: 375, height: 100)
  }

  @Test("the container's actions follow each child's own, a name once; elements outside get none")
  func inherited() throws {
    let layout = try OverrideFixture.apply(
      #"{"message": {"accessibilityCustomActions": ["Delete", "Forward", "Reply"]}, "reply": {"accessibilityCustomActions": ["Reply", "Reply All"]}}"#,
      to: Self.layout())
    let tree = AccessibilityTreeBuilder.build(from: layout)
    #expect(tree.containers.map(\.customActions) == [["Delete", "Forward", "Reply"]])
    #expect(tree.elements.map(\.customActions) == [
      ["Delete", "Forward", "Reply"],  // Anna: the container's
      ["Reply", "Reply All", "Delete", "Forward"],  // Reply: its own first, "Reply" once
      [],  // Next: outside the group
    ])
    #expect(
      TreeTextFormat.render(tree) == """
        cell TestCell 375x100 @ w375-3x-L-light-ltr
          group "Message"   frame 0,0,375,60   actions: Delete | Forward | Reply
            1  text     "Anna"   frame 16,10,100,20   traits staticText   says "Anna"   actions: Delete | Forward | Reply
            2  button   "Reply"   frame 300,8,60,44   traits button   says "Reply. Button."   actions: Reply | Reply All | Delete | Forward
          3  text     "Next"   frame 16,70,100,20   traits staticText   says "Next"

        """)
  }

  @Test("nested containers: own actions, then the nearest container's, then the outer one's")
  func nested() {
    let inner = Fixture.view(
      "inner", Rect(x: 0, y: 0, width: 200, height: 40),
      AccessibilityAttributes(label: "Inner", containerType: .semanticGroup,
                              customActions: ["Pin", "Archive"]),
      children: [
        LayoutNode(
          id: "leaf", frame: Rect(x: 0, y: 0, width: 50, height: 20),
          accessibility: AccessibilityAttributes(
            isAccessibilityElement: true, label: "Leaf", customActions: ["Open"]))
      ])
    let outer = Fixture.view(
      "outer", Rect(x: 0, y: 0, width: 375, height: 80),
      AccessibilityAttributes(label: "Outer", containerType: .list, customActions: ["Archive", "Delete"]),
      children: [inner])
    let tree = AccessibilityTreeBuilder.build(from: Fixture.tree([outer]))
    #expect(tree.elements.first?.customActions == ["Open", "Pin", "Archive", "Delete"])
    #expect(tree.containers.map(\.customActions) == [["Archive", "Delete"], ["Pin", "Archive"]])
  }

  @Test("a plain view that is not a container still offers its actions on the elements inside")
  func plainAncestor() {
    let content = Fixture.view(
      "content", Rect(x: 0, y: 0, width: 375, height: 40),
      AccessibilityAttributes(customActions: ["Delete"]),
      children: [Fixture.label("title", "Title", Rect(x: 16, y: 10, width: 100, height: 20))])
    let tree = AccessibilityTreeBuilder.build(from: Fixture.tree([content]))
    #expect(tree.containers.isEmpty)
    #expect(tree.elements.map(\.customActions) == [["Delete"]])
  }

  @Test("a container hidden by accessibilityElementsHidden offers its actions nowhere")
  func hiddenContainer() throws {
    let layout = try OverrideFixture.apply(
      #"{"message": {"accessibilityCustomActions": ["Delete"], "accessibilityElementsHidden": true}}"#,
      to: Self.layout())
    let tree = AccessibilityTreeBuilder.build(from: layout)
    #expect(tree.elements.map(\.label) == ["Next"])
    #expect(tree.elements.map(\.customActions) == [[]])
  }

  @Test("JSON: a container's customActions are written only when set, and round-trip")
  func json() throws {
    let container = try #require(AccessibilityTreeBuilder.build(from: Self.layout()).containers.first)
    let encoded = String(decoding: try JSONEncoder().encode(container), as: UTF8.self)
    #expect(!encoded.contains("customActions"))
    let layout = try OverrideFixture.apply(
      #"{"message": {"accessibilityCustomActions": ["Delete"]}}"#, to: Self.layout())
    let tree = AccessibilityTreeBuilder.build(from: layout)
    let withActions = String(decoding: try JSONEncoder().encode(tree.containers[0]), as: UTF8.self)
    #expect(withActions.contains(#""customActions":["Delete"]"#))
    #expect(try TreeJSONFormat.decode(TreeJSONFormat.encode(tree)) == tree)
  }

  @Test("the overlay legend lists the actions offered on each element")
  func overlayLegend() throws {
    let layout = try OverrideFixture.apply(
      #"{"message": {"accessibilityCustomActions": ["Delete"]}}"#, to: Self.layout())
    let overlay = AccessibilityOverlayBuilder.overlay(
      for: AccessibilityTreeBuilder.build(from: layout), scale: 3, layoutDirection: .leftToRight)
    #expect(overlay.markers.map { $0.legend.map(\.text) } == [
      ["Anna", "Actions: Delete"], ["Reply. Button.", "Actions: Delete"], ["Next"],
    ])
  }
}
