import A11yTree
import CellRaster
import Testing

@Suite("UIKitAccessibilityDefaults: UIKit's defaults by view kind")
struct UIKitAccessibilityDefaultsTests {
  @Test("UIKit defaults: labels, buttons, text views and switches are elements; images are not")
  func defaults() {
    let row = { (y: Double) in Rect(x: 16, y: y, width: 200, height: 20) }
    let children = [
      LayoutNode(id: "title", kind: .label, frame: row(0), text: Fixture.textContent("Title")),
      LayoutNode(id: "empty", kind: .label, frame: row(30), text: Fixture.textContent("")),
      LayoutNode(id: "icon", kind: .imageView, frame: row(60)),
      LayoutNode(id: "add", kind: .button, frame: row(90), text: Fixture.textContent("Add")),
      LayoutNode(
        id: "note", kind: .textView, frame: row(120), text: Fixture.textContent("Call back")),
      LayoutNode(
        id: "wifi", kind: .switch, frame: row(150),
        accessibility: AccessibilityAttributes(label: "Wi-Fi", value: "1")),
      LayoutNode(
        id: "photo", kind: .imageView, frame: row(180),
        accessibility: AccessibilityAttributes(isAccessibilityElement: true, label: "Photo")),
    ]
    let elements = AccessibilityTreeBuilder.build(from: Fixture.tree(children)).elements
    #expect(elements.map(\.nodeID) == ["title", "add", "note", "wifi", "photo"])
    #expect(
      elements.map(\.traits) == [
        .staticText, .button, .textEntry, [.button, .switchButton], .image,
      ])
    #expect(
      elements.map(\.description) == [
        "Title", "Add. Button.", "Call back. Text Field.", "Wi-Fi. Switch Button. On.",
        "Photo. Image.",
      ])
    #expect(
      elements.map(\.hint) == [
        nil, nil, "Double tap to edit.", "Double tap to toggle setting.", nil,
      ])
    #expect(elements[2].label == nil && elements[2].value == "Call back")
  }

  @Test("explicit attributes win over the kind's defaults")
  func explicitAttributes() {
    var button = LayoutNode(
      id: "b", kind: .button, frame: Rect(x: 0, y: 0, width: 44, height: 44),
      text: Fixture.textContent("OK"))
    #expect(UIKitAccessibilityDefaults.label(button) == "OK")
    #expect(UIKitAccessibilityDefaults.frame(button) == Rect(x: 0, y: 0, width: 44, height: 44))
    button.accessibility = AccessibilityAttributes(
      isAccessibilityElement: false, label: "Confirm", value: "v", traits: .link,
      frame: Rect(x: -2, y: -2, width: 48, height: 48))
    #expect(!UIKitAccessibilityDefaults.isAccessibilityElement(button))
    #expect(UIKitAccessibilityDefaults.label(button) == "Confirm")
    #expect(UIKitAccessibilityDefaults.value(button) == "v")
    #expect(UIKitAccessibilityDefaults.traits(button) == .link)
    #expect(UIKitAccessibilityDefaults.frame(button) == Rect(x: -2, y: -2, width: 48, height: 48))
  }

  @Test("plain views, cells and image views are not elements and have no label")
  func containersAreNotElements() {
    for kind in [ViewKind.view, .cell, .imageView, .activityIndicator] {
      let node = LayoutNode(id: "n", kind: kind, frame: Rect(x: 0, y: 0, width: 10, height: 10))
      #expect(!UIKitAccessibilityDefaults.isAccessibilityElement(node))
      #expect(UIKitAccessibilityDefaults.label(node) == nil)
    }
  }
}
