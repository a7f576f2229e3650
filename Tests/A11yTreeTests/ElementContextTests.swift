import A11yTree
import CellRaster
import Testing

@Suite("ElementContext: list, landmark and tab context from containers (§2.1 step 7)")
struct ElementContextTests {
  static func labels(_ count: Int) -> [LayoutNode] {
    (1...count).map { i in
      LayoutNode(
        id: "label\(i)", kind: .label, frame: Rect(x: 0, y: Double(i) * 40, width: 200, height: 30),
        text: Fixture.textContent("Label \(i)"))
    }
  }

  @Test("testList: a list listing its elements reads List Start and List End")
  func listStartEnd() {
    let list = Fixture.view(
      "list", Rect(x: 0, y: 0, width: 200, height: 240),
      AccessibilityAttributes(elements: (1...4).map { "label\($0)" }, containerType: .list),
      children: Self.labels(4))
    #expect(
      Fixture.descriptions(Fixture.tree([list])) == [
        "Label 1. List Start.", "Label 2", "Label 3", "Label 4. List End.",
      ])
  }

  @Test("a lone list element gets only List Start; landmarks read Landmark and End")
  func loneAndLandmark() {
    let lone = Fixture.view(
      "list", Rect(x: 0, y: 0, width: 200, height: 240),
      AccessibilityAttributes(elements: ["label1"], containerType: .list), children: Self.labels(1))
    #expect(Fixture.descriptions(Fixture.tree([lone])) == ["Label 1. List Start."])
    let landmark = Fixture.view(
      "landmark", Rect(x: 0, y: 0, width: 200, height: 240),
      AccessibilityAttributes(elements: ["label1", "label2"], containerType: .landmark),
      children: Self.labels(2))
    #expect(
      Fixture.descriptions(Fixture.tree([landmark])) == ["Label 1. Landmark.", "Label 2. End."])
  }

  @Test("a list whose children are plain subviews gets no Start/End, only the container")
  func listWithoutElements() {
    let list = Fixture.view(
      "list", Rect(x: 0, y: 0, width: 200, height: 240),
      AccessibilityAttributes(containerType: .list), children: Self.labels(2))
    let tree = AccessibilityTreeBuilder.build(from: Fixture.tree([list]))
    #expect(tree.elements.map(\.description) == ["Label 1", "Label 2"])
    #expect(tree.containers.map(\.kind) == [.list])
  }

  @Test("a tabBar-trait view numbers every element below it in reading order, without Button.")
  func tabBarTrait() {
    let button = { (title: String, x: Double) in
      LayoutNode(
        id: title, kind: .button, frame: Rect(x: x, y: 0, width: 100, height: 49),
        text: Fixture.textContent(title))
    }
    var selected = button("Item B", 100)
    selected.accessibility.traits = [.button, .selected]
    let bar = Fixture.view(
      "bar", Rect(x: 0, y: 0, width: 300, height: 49), AccessibilityAttributes(traits: .tabBar),
      children: [button("Item C", 200), selected, button("Item A", 0)])
    let tree = AccessibilityTreeBuilder.build(from: Fixture.tree([bar], width: 300, height: 49))
    #expect(
      tree.elements.map(\.description) == [
        "Item A. Tab. 1 of 3.", "Selected: Item B. Tab. 2 of 3.", "Item C. Tab. 3 of 3.",
      ])
    #expect(tree.containers.map(\.kind) == [.tabBar])
    let rtl = AccessibilityTreeBuilder.build(
      from: Fixture.tree([bar], width: 300, height: 49, direction: .rightToLeft))
    #expect(
      rtl.elements.map(\.description) == [
        "Item C. Tab. 1 of 3.", "Selected: Item B. Tab. 2 of 3.", "Item A. Tab. 3 of 3.",
      ])
  }

  @Test("elements nested below a listed member get no list context")
  func nestedMemberHasNoContext() {
    let member = Fixture.view(
      "row", Rect(x: 0, y: 0, width: 200, height: 100), children: Self.labels(2))
    let list = Fixture.view(
      "list", Rect(x: 0, y: 0, width: 200, height: 240),
      AccessibilityAttributes(elements: ["row"], containerType: .list), children: [member])
    #expect(Fixture.descriptions(Fixture.tree([list])) == ["Label 1", "Label 2"])
  }
}
