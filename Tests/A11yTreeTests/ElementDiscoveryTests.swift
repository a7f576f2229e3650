import A11yTree
import CellRaster
import Testing

@Suite("ElementDiscovery: which views VoiceOver finds and how they group (§2.1)")
struct ElementDiscoveryTests {
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
    [
      Fixture.element("\(prefix) Element 0", E.frame(0, 60)),
      Fixture.element("\(prefix) Element 1", E.frame(0, -60)),
    ]
  }

  // MARK: - Published ElementOrder cases (§5.1)

  /// One ElementOrder configuration: the E0/E1/E2 stack plus a 32×32 view (or 0×0) at the centre
  /// holding two members at +60 and -60.
  struct StackCase: Sendable, CustomTestStringConvertible {
    var name: String
    var prefix: String
    var listsMembers: Bool
    var groupsChildren: Bool
    var size: Double
    var expected: [String]
    var testDescription: String { name }
  }

  static let stackCases = [
    StackCase(
      name:
        "testContainerInElementStack: listed elements stay together, in list order, at the topmost",
      prefix: "Container 3", listsMembers: true, groupsChildren: false, size: 32,
      expected: [
        "Element 0", "Container 3 Element 0", "Container 3 Element 1", "Element 1", "Element 2",
      ]),
    StackCase(
      name: "testZeroSizedContainerInElementStack: a zero-size container's elements vanish",
      prefix: "Container 3", listsMembers: true, groupsChildren: false, size: 0,
      expected: ["Element 0", "Element 1", "Element 2"]),
    StackCase(
      name: "testGroupedViewsInElementStack: a grouped view is sorted inside and kept together",
      prefix: "Group 3", listsMembers: false, groupsChildren: true, size: 32,
      expected: ["Element 0", "Group 3 Element 1", "Group 3 Element 0", "Element 1", "Element 2"]),
    StackCase(
      name: "testUngroupedViewsInElementStack: ungrouped subviews interleave with their neighbours",
      prefix: "Group 3", listsMembers: false, groupsChildren: false, size: 32,
      expected: ["Element 0", "Group 3 Element 1", "Element 1", "Group 3 Element 0", "Element 2"]),
  ]

  @Test("ElementOrder stack cases (§5.1)", arguments: stackCases)
  func stack(_ c: StackCase) {
    let members = Self.members(c.prefix)
    let attributes = AccessibilityAttributes(
      label: "\(c.prefix) Parent", shouldGroupChildren: c.groupsChildren,
      elements: c.listsMembers ? members.map(\.id) : nil)
    let view = Self.groupView("view", attributes, size: c.size, children: members)
    #expect(Fixture.readingOrder(Fixture.tree(E.stack + [view])) == c.expected)
  }

  @Test("testUngroupedViewsInAccessibleParent: an element hides its subviews")
  func accessibleParent() {
    let parent = Self.groupView(
      "group", AccessibilityAttributes(isAccessibilityElement: true, label: "Group 2 Parent"),
      children: Self.members("Group 2"))
    let children = [E.element(0, 0, -120), E.element(1, 0, 120), parent]
    #expect(
      Fixture.readingOrder(Fixture.tree(children)) == ["Element 0", "Group 2 Parent", "Element 1"])
  }

  @Test("explicit accessibilityElements keep list order: Cell 1, Cell 2, Header")
  func explicitOrder() {
    let table = Fixture.view(
      "table", Rect(x: 0, y: 0, width: 320, height: 200),
      AccessibilityAttributes(elements: ["cell1", "cell2", "header"]),
      children: [
        LayoutNode(
          id: "header", kind: .label, frame: Rect(x: 0, y: 0, width: 320, height: 40),
          text: Fixture.textContent("Header")),
        LayoutNode(
          id: "cell1", kind: .label, frame: Rect(x: 0, y: 60, width: 320, height: 40),
          text: Fixture.textContent("Cell 1")),
        LayoutNode(
          id: "cell2", kind: .label, frame: Rect(x: 0, y: 120, width: 320, height: 40),
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
    #expect(
      Fixture.readingOrder(Fixture.tree([hidden, transparent, faint, hiddenSubtree])) == ["faint"])
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
    #expect(
      Fixture.readingOrder(Fixture.tree([sibling, lastModal, firstModal, sibling])) == [
        "First modal"
      ])
    #expect(Fixture.readingOrder(Fixture.tree([firstModal, lastModal, sibling])) == ["Last modal"])
  }
}
