import A11yTree
import CellRaster
import Testing

@Suite("AccessibilityTreeBuilder: frames, containers and the tree header")
struct AccessibilityTreeBuilderTests {
  @Test("the accessibility frame override is used for the element and its order")
  func accessibilityFrameOverride() {
    let low = Fixture.element(
      "Moved up", Rect(x: 0, y: 100, width: 10, height: 10),
      accessibilityFrame: Rect(x: 0, y: 0, width: 10, height: 10))
    let high = Fixture.element("Stays", Rect(x: 0, y: 50, width: 10, height: 10))
    let tree = AccessibilityTreeBuilder.build(from: Fixture.tree([high, low]))
    #expect(tree.elements.map(\.nodeID) == ["Moved up", "Stays"])
    #expect(tree.elements[0].frame == Rect(x: 0, y: 0, width: 10, height: 10))
  }

  @Test("non-finite frames become the zero rectangle")
  func nonFiniteFrame() {
    let element = Fixture.element(
      "odd", Rect(x: 0, y: 0, width: 10, height: 10),
      accessibilityFrame: Rect(x: .nan, y: 0, width: .infinity, height: 5))
    #expect(
      AccessibilityTreeBuilder.build(from: Fixture.tree([element])).elements.first?.frame == .zero)
  }

  // MARK: - Containers

  @Test("a semantic group with a label is a container; without one it is flattened")
  func semanticGroups() {
    let child = Fixture.element("Element", Rect(x: 10, y: 10, width: 30, height: 30))
    let frame = Rect(x: 0, y: 0, width: 100, height: 50)
    let labelled = Fixture.view(
      "group", frame, AccessibilityAttributes(label: "Group Label", containerType: .semanticGroup),
      children: [child])
    let tree = AccessibilityTreeBuilder.build(from: Fixture.tree([labelled]))
    #expect(
      tree.nodes == [
        .container(
          AccessibilityContainer(
            kind: .semanticGroup, label: "Group Label", frame: frame, nodeID: "group"),
          children: [.element(tree.elements[0], traversalIndex: 0)])
      ])
    let unlabelled = Fixture.view(
      "group", frame, AccessibilityAttributes(containerType: .semanticGroup), children: [child])
    let flat = AccessibilityTreeBuilder.build(from: Fixture.tree([unlabelled]))
    #expect(flat.containers.isEmpty && flat.elements.count == 1)
  }

  @Test("list and landmark containers are always kept; nested containers keep their hierarchy")
  func listAndLandmark() {
    let item = { (label: String, y: Double) in
      Fixture.element(label, Rect(x: 0, y: y, width: 100, height: 30))
    }
    let landmark = Fixture.view(
      "landmark", Rect(x: 0, y: 100, width: 100, height: 100),
      AccessibilityAttributes(containerType: .landmark), children: [item("Inside", 110)])
    let list = Fixture.view(
      "list", Rect(x: 0, y: 0, width: 100, height: 200),
      AccessibilityAttributes(containerType: .list),
      children: [item("Second", 40), landmark, item("First", 0)])
    let tree = AccessibilityTreeBuilder.build(from: Fixture.tree([list]))
    #expect(tree.containers.map(\.kind) == [.list, .landmark])
    #expect(tree.elements.map(\.nodeID) == ["First", "Second", "Inside"])
    guard case .container(_, let children)? = tree.nodes.first else {
      Issue.record("expected the list container at the top")
      return
    }
    #expect(children.count == 3)
  }

  @Test("right-to-left: a mirrored layout reads in the same logical order as left-to-right")
  func mirroredLayout() {
    let width = 375.0
    let frames = [
      ("Icon", Rect(x: 16, y: 12, width: 16, height: 16)),
      ("Headline", Rect(x: 40, y: 10, width: 200, height: 22)),
      ("Status", Rect(x: 280, y: 10, width: 79, height: 18)),
      ("Subheadline", Rect(x: 40, y: 35, width: 200, height: 20)),
    ]
    let ltr = frames.map { Fixture.element($0.0, $0.1) }
    let rtl = frames.map { Fixture.element($0.0, $0.1.mirrored(inWidth: width)) }
    let expected = ["Icon", "Headline", "Status", "Subheadline"]
    #expect(Fixture.readingOrder(Fixture.tree(ltr, width: width, height: 80)) == expected)
    #expect(
      Fixture.readingOrder(Fixture.tree(rtl, width: width, height: 80, direction: .rightToLeft))
        == expected)
    // The unmirrored layout read right-to-left goes from the right edge.
    #expect(
      Fixture.readingOrder(Fixture.tree(ltr, width: width, height: 80, direction: .rightToLeft))
        == ["Status", "Headline", "Icon", "Subheadline"])
  }

  @Test("the tree carries the cell class, size and variant slug")
  func header() {
    let tree = AccessibilityTreeBuilder.build(
      from: Fixture.tree([], width: 375, height: 80, cellClass: "FUIObjectTableViewCell"))
    #expect(tree.cellClass == "FUIObjectTableViewCell")
    #expect(tree.size == Size(width: 375, height: 80))
    #expect(tree.variant == "w375-3x-L-light-ltr")
    #expect(tree.nodes.isEmpty && tree.notifications.isEmpty && tree.focusedIndex == nil)
  }
}
