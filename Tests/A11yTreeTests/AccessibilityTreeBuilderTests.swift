import A11yTree
import CellRaster
import Testing

@Suite("AccessibilityTreeBuilder: discovery, UIKit defaults and containers (§2.1)")
struct AccessibilityTreeBuilderTests {
  typealias E = ElementOrderScreen

  /// The 32×32 view at the screen centre holding views or elements at offsets.
  static func groupView(
    _ id: String, _ attributes: AccessibilityAttributes, size: Double = 32,
    children: [LayoutNode]
  ) -> LayoutNode {
    let frame = Rect(x: E.center.x - size / 2, y: E.center.y - size / 2, width: size, height: size)
    return Fixture.view(id, frame, attributes, children: children)
  }

  static func members(_ prefix: String) -> [LayoutNode] {
    [Fixture.element("\(prefix) Element 0", E.frame(0, 60)), Fixture.element("\(prefix) Element 1", E.frame(0, -60))]
  }

  // MARK: - Published ElementOrder cases (§5.1)

  @Test("testContainerInElementStack: listed elements stay together, in list order, at the topmost")
  func containerInElementStack() {
    let ids = Self.members("Container 3").map(\.id)
    let container = Self.groupView(
      "container", AccessibilityAttributes(label: "Container 3 Parent", elements: ids),
      children: Self.members("Container 3"))
    #expect(
      Fixture.readingOrder(Fixture.tree(E.stack + [container]))
        == ["Element 0", "Container 3 Element 0", "Container 3 Element 1", "Element 1", "Element 2"])
  }

  @Test("testZeroSizedContainerInElementStack: a zero-size container's elements vanish")
  func zeroSizedContainer() {
    let ids = Self.members("Container 3").map(\.id)
    let container = Self.groupView(
      "container", AccessibilityAttributes(elements: ids), size: 0, children: Self.members("Container 3"))
    #expect(Fixture.readingOrder(Fixture.tree(E.stack + [container])) == ["Element 0", "Element 1", "Element 2"])
  }

  @Test("testGroupedViewsInElementStack: a grouped view is sorted inside and kept together")
  func groupedViews() {
    let group = Self.groupView(
      "group", AccessibilityAttributes(label: "Group 3 Parent", shouldGroupChildren: true),
      children: Self.members("Group 3"))
    #expect(
      Fixture.readingOrder(Fixture.tree(E.stack + [group]))
        == ["Element 0", "Group 3 Element 1", "Group 3 Element 0", "Element 1", "Element 2"])
  }

  @Test("testUngroupedViewsInElementStack: ungrouped subviews interleave with their neighbours")
  func ungroupedViews() {
    let group = Self.groupView(
      "group", AccessibilityAttributes(label: "Group 3 Parent"), children: Self.members("Group 3"))
    #expect(
      Fixture.readingOrder(Fixture.tree(E.stack + [group]))
        == ["Element 0", "Group 3 Element 1", "Element 1", "Group 3 Element 0", "Element 2"])
  }

  @Test("testUngroupedViewsInAccessibleParent: an element hides its subviews")
  func accessibleParent() {
    let parent = Self.groupView(
      "group", AccessibilityAttributes(isAccessibilityElement: true, label: "Group 2 Parent"),
      children: Self.members("Group 2"))
    let children = [E.element(0, 0, -120), E.element(1, 0, 120), parent]
    #expect(Fixture.readingOrder(Fixture.tree(children)) == ["Element 0", "Group 2 Parent", "Element 1"])
  }

  @Test("explicit accessibilityElements keep list order: Cell 1, Cell 2, Header")
  func explicitOrder() {
    let table = Fixture.view(
      "table", Rect(x: 0, y: 0, width: 320, height: 200),
      AccessibilityAttributes(elements: ["cell1", "cell2", "header"]),
      children: [
        LayoutNode(id: "header", kind: .label, frame: Rect(x: 0, y: 0, width: 320, height: 40),
                   text: Fixture.textContent("Header")),
        LayoutNode(id: "cell1", kind: .label, frame: Rect(x: 0, y: 60, width: 320, height: 40),
                   text: Fixture.textContent("Cell 1")),
        LayoutNode(id: "cell2", kind: .label, frame: Rect(x: 0, y: 120, width: 320, height: 40),
                   text: Fixture.textContent("Cell 2")),
      ])
    #expect(Fixture.readingOrder(Fixture.tree([table])) == ["Cell 1", "Cell 2", "Header"])
  }

  @Test("unknown ids in accessibilityElements are skipped")
  func unknownExplicitID() {
    let view = Fixture.view(
      "box", Rect(x: 0, y: 0, width: 100, height: 100),
      AccessibilityAttributes(elements: ["missing", "B"]),
      children: [Fixture.element("B", Rect(x: 0, y: 0, width: 10, height: 10))])
    #expect(Fixture.readingOrder(Fixture.tree([view])) == ["B"])
  }

  // MARK: - Visibility

  @Test("hidden, transparent and accessibilityElementsHidden views are dropped with their subtree")
  func visibility() {
    let frame = Rect(x: 0, y: 0, width: 50, height: 20)
    var hidden = Fixture.element("hidden", frame)
    hidden.isHidden = true
    var transparent = Fixture.element("transparent", frame)
    transparent.alpha = 0
    var faint = Fixture.element("faint", frame.offsetBy(dx: 0, dy: 40))
    faint.alpha = 0.01
    let hiddenSubtree = Fixture.view(
      "box", frame, AccessibilityAttributes(elementsHidden: true),
      children: [Fixture.element("inside", frame)])
    #expect(Fixture.readingOrder(Fixture.tree([hidden, transparent, faint, hiddenSubtree])) == ["faint"])
  }

  @Test("a zero-size wrapper passes its children through unless it clips")
  func zeroSizeWrapper() {
    let child = Fixture.element("child", Rect(x: 0, y: 0, width: 50, height: 20))
    let passing = Fixture.view("wrapper", .zero, children: [child])
    #expect(Fixture.readingOrder(Fixture.tree([passing])) == ["child"])
    let clipping = Fixture.view("wrapper", .zero, clipsToBounds: true, children: [child])
    #expect(Fixture.readingOrder(Fixture.tree([clipping])).isEmpty)
    let zeroElement = Fixture.element("zero", .zero)
    #expect(Fixture.readingOrder(Fixture.tree([zeroElement])).isEmpty)
  }

  @Test("only the last modal subview is walked")
  func modal() {
    let frame = Rect(x: 0, y: 0, width: 100, height: 40)
    let sibling = Fixture.element("Sibling", frame)
    let firstModal = Fixture.view(
      "modal1", frame, AccessibilityAttributes(viewIsModal: true),
      children: [Fixture.element("First modal", frame)])
    let lastModal = Fixture.view(
      "modal2", frame.offsetBy(dx: 0, dy: 50), AccessibilityAttributes(viewIsModal: true),
      children: [Fixture.element("Last modal", frame.offsetBy(dx: 0, dy: 50))])
    #expect(Fixture.readingOrder(Fixture.tree([sibling, firstModal])) == ["First modal"])
    #expect(Fixture.readingOrder(Fixture.tree([sibling, lastModal, firstModal, sibling])) == ["First modal"])
    #expect(Fixture.readingOrder(Fixture.tree([firstModal, lastModal, sibling])) == ["Last modal"])
  }

  // MARK: - UIKit defaults

  @Test("UIKit defaults: labels, buttons, text views and switches are elements; images are not")
  func defaults() {
    let row = { (y: Double) in Rect(x: 16, y: y, width: 200, height: 20) }
    let children = [
      LayoutNode(id: "title", kind: .label, frame: row(0), text: Fixture.textContent("Title")),
      LayoutNode(id: "empty", kind: .label, frame: row(30), text: Fixture.textContent("")),
      LayoutNode(id: "icon", kind: .imageView, frame: row(60)),
      LayoutNode(id: "add", kind: .button, frame: row(90), text: Fixture.textContent("Add")),
      LayoutNode(id: "note", kind: .textView, frame: row(120), text: Fixture.textContent("Call back")),
      LayoutNode(
        id: "wifi", kind: .switch, frame: row(150),
        accessibility: AccessibilityAttributes(label: "Wi-Fi", value: "1")),
      LayoutNode(
        id: "photo", kind: .imageView, frame: row(180),
        accessibility: AccessibilityAttributes(isAccessibilityElement: true, label: "Photo")),
    ]
    let elements = AccessibilityTreeBuilder.build(from: Fixture.tree(children)).elements
    #expect(elements.map(\.nodeID) == ["title", "add", "note", "wifi", "photo"])
    #expect(elements.map(\.traits) == [.staticText, .button, .textEntry, [.button, .switchButton], .image])
    #expect(elements.map(\.description) == [
      "Title", "Add. Button.", "Call back. Text Field.", "Wi-Fi. Switch Button. On.", "Photo. Image.",
    ])
    #expect(elements.map(\.hint) == [nil, nil, "Double tap to edit.", "Double tap to toggle setting.", nil])
    #expect(elements[2].label == nil && elements[2].value == "Call back")
  }

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
    #expect(AccessibilityTreeBuilder.build(from: Fixture.tree([element])).elements.first?.frame == .zero)
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
    #expect(tree.nodes == [
      .container(
        AccessibilityContainer(kind: .semanticGroup, label: "Group Label", frame: frame, nodeID: "group"),
        children: [.element(tree.elements[0], traversalIndex: 0)])
    ])
    let unlabelled = Fixture.view(
      "group", frame, AccessibilityAttributes(containerType: .semanticGroup), children: [child])
    let flat = AccessibilityTreeBuilder.build(from: Fixture.tree([unlabelled]))
    #expect(flat.containers.isEmpty && flat.elements.count == 1)
  }

  @Test("list and landmark containers are always kept; nested containers keep their hierarchy")
  func listAndLandmark() {
    let item = { (label: String, y: Double) in Fixture.element(label, Rect(x: 0, y: y, width: 100, height: 30)) }
    let landmark = Fixture.view(
      "landmark", Rect(x: 0, y: 100, width: 100, height: 100),
      AccessibilityAttributes(containerType: .landmark), children: [item("Inside", 110)])
    let list = Fixture.view(
      "list", Rect(x: 0, y: 0, width: 100, height: 200), AccessibilityAttributes(containerType: .list),
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
    #expect(Fixture.readingOrder(Fixture.tree(rtl, width: width, height: 80, direction: .rightToLeft)) == expected)
    // The unmirrored layout read right-to-left goes from the right edge.
    #expect(
      Fixture.readingOrder(Fixture.tree(ltr, width: width, height: 80, direction: .rightToLeft))
        == ["Status", "Headline", "Icon", "Subheadline"])
  }

  @Test("the tree carries the cell class, size and variant slug")
  func header() {
    let tree = AccessibilityTreeBuilder.build(from: Fixture.tree([], width: 375, height: 80, cellClass: "FUIObjectTableViewCell"))
    #expect(tree.cellClass == "FUIObjectTableViewCell")
    #expect(tree.size == Size(width: 375, height: 80))
    #expect(tree.variant == "w375-3x-L-light-ltr")
    #expect(tree.nodes.isEmpty && tree.notifications.isEmpty && tree.focusedIndex == nil)
  }
}
