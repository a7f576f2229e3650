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

  @Test("controls: text fields, sliders, progress views and page controls are elements; segmented controls, steppers and date pickers are not")
  func controls() {
    let row = { (y: Double) in Rect(x: 16, y: y, width: 200, height: 30) }
    let children = [
      LayoutNode(id: "email", kind: .textField, frame: row(0), accessibility: AccessibilityAttributes(value: "Email")),
      LayoutNode(id: "grid", kind: .segmentedControl, frame: row(40)),
      LayoutNode(id: "volume", kind: .slider, frame: row(80), accessibility: AccessibilityAttributes(label: "Volume", value: "50%")),
      LayoutNode(id: "count", kind: .stepper, frame: row(120)),
      LayoutNode(id: "upload", kind: .progressView, frame: row(160), accessibility: AccessibilityAttributes(label: "Upload")),
      LayoutNode(id: "pages", kind: .pageControl, frame: row(200), accessibility: AccessibilityAttributes(value: "page 1 of 3")),
      LayoutNode(id: "due", kind: .datePicker, frame: row(240)),
    ]
    let elements = AccessibilityTreeBuilder.build(from: Fixture.tree(children)).elements
    #expect(elements.map(\.nodeID) == ["email", "volume", "upload", "pages"])
    #expect(elements.map(\.traits) == [.textEntry, .adjustable, .updatesFrequently, .adjustable])
    // reference/accessibility.md §2.3: "Text Field." and "Adjustable." are spoken,
    // updatesFrequently is not; text entry and adjustable elements get their hints.
    #expect(elements.map(\.description) == [
      "Email. Text Field.", "Volume: 50%. Adjustable.", "Upload", "page 1 of 3. Adjustable.",
    ])
    #expect(elements.map(\.hint) == [
      "Double tap to edit.", "Swipe up or down with one finger to adjust the value.", nil,
      "Swipe up or down with one finger to adjust the value.",
    ])
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
    for kind in [ViewKind.view, .cell, .imageView, .activityIndicator, .segmentedControl, .stepper, .datePicker] {
      let node = LayoutNode(id: "n", kind: kind, frame: Rect(x: 0, y: 0, width: 10, height: 10))
      #expect(!UIKitAccessibilityDefaults.isAccessibilityElement(node))
      #expect(UIKitAccessibilityDefaults.label(node) == nil)
    }
  }
}
