import A11yTree
import CellRaster
import Testing

@Suite("ReadingOrder: VoiceOver's geometric order (reference/accessibility.md §2.2)")
struct ReadingOrderTests {
  typealias E = ElementOrderScreen

  @Test("row tolerance is 8 pt on phone and 13 pt on pad")
  func rowTolerance() {
    #expect(ReadingOrder(idiom: .phone).rowTolerance == 8)
    #expect(ReadingOrder(idiom: .pad).rowTolerance == 13)
    #expect(
      ReadingOrder(environment: RenderEnvironment(horizontalSizeClass: .regular)).rowTolerance == 13
    )
  }

  @Test("origins 8 pt apart are rows on phone; closer ones are read by x")
  func comparator() {
    let order = ReadingOrder()
    let a = Rect(x: 100, y: 0, width: 10, height: 10)
    #expect(order.readsBefore(a, Rect(x: 0, y: 8, width: 10, height: 10)))
    #expect(!order.readsBefore(a, Rect(x: 0, y: 7.99, width: 10, height: 10)))
    let rtl = ReadingOrder(layoutDirection: .rightToLeft)
    #expect(rtl.readsBefore(a, Rect(x: 0, y: 7.99, width: 10, height: 10)))
  }

  @Test("2x2 grid: LTR A,B,C,D; RTL B,A,D,C (testUserInterfaceLayoutDirection)")
  func grid2x2() {
    let children = [
      Fixture.element("A", Rect(x: 0, y: 0, width: 10, height: 10)),
      Fixture.element("B", Rect(x: 10, y: 0, width: 10, height: 10)),
      Fixture.element("C", Rect(x: 0, y: 10, width: 10, height: 10)),
      Fixture.element("D", Rect(x: 10, y: 10, width: 10, height: 10)),
    ]
    #expect(
      Fixture.readingOrder(Fixture.tree(children, width: 20, height: 20)) == ["A", "B", "C", "D"])
    #expect(
      Fixture.readingOrder(Fixture.tree(children, width: 20, height: 20, direction: .rightToLeft))
        == ["B", "A", "D", "C"])
  }

  /// A y=8, B y=0 (zero width), C and D y=-8: the non-transitive comparator with the stdlib sort.
  static func verticalSeparation(offset: Double?) -> [LayoutNode] {
    func frame(_ x: Double, _ y: Double, _ w: Double) -> Rect {
      Rect(x: x, y: y, width: w, height: 10)
    }
    let override = offset.map { o in
      [frame(0, o, 10), frame(10, 0, 0), frame(20, -o, 10), frame(30, -o, 10)]
    }
    return zip(
      ["A", "B", "C", "D"],
      [frame(0, 8, 10), frame(10, 0, 0), frame(20, -8, 10), frame(30, -8, 10)]
    )
    .enumerated().map { index, pair in
      Fixture.element(pair.0, pair.1, accessibilityFrame: override?[index])
    }
  }

  @Test("testVerticalSeperation: phone C,D,B,A; pad A,B,C,D; pad at ±25 pt C,D,B,A")
  func verticalSeparation() {
    let children = Self.verticalSeparation(offset: nil)
    #expect(
      Fixture.readingOrder(Fixture.tree(children, width: 100, height: 20)) == ["C", "D", "B", "A"])
    #expect(
      Fixture.readingOrder(Fixture.tree(children, width: 100, height: 20, idiom: .pad))
        == ["A", "B", "C", "D"])
    let far = Self.verticalSeparation(offset: 25)
    #expect(
      Fixture.readingOrder(Fixture.tree(far, width: 100, height: 20, idiom: .pad))
        == ["C", "D", "B", "A"])
  }

  @Test("the stdlib sort reproduces the published non-transitive result directly")
  func sortedDirectly() {
    let frames = Self.verticalSeparation(offset: nil).map(\.frame)
    let labels = ["A", "B", "C", "D"]
    let pad = ReadingOrder(idiom: .pad).sorted(Array(zip(labels, frames)), frame: \.1).map(\.0)
    #expect(pad == ["A", "B", "C", "D"])
    let phone = ReadingOrder(idiom: .phone).sorted(Array(zip(labels, frames)), frame: \.1).map(\.0)
    #expect(phone == ["C", "D", "B", "A"])
  }

  @Test("testScatter: E0, E1, E2, E3 in both directions")
  func scatter() {
    let children = [
      E.element(0, -80, -80), E.element(1, 30, -30), E.element(2, -30, 30), E.element(3, 80, 80),
    ]
    let expected = ["Element 0", "Element 1", "Element 2", "Element 3"]
    #expect(Fixture.readingOrder(Fixture.tree(children)) == expected)
    #expect(Fixture.readingOrder(Fixture.tree(children, direction: .rightToLeft)) == expected)
  }

  static let grid = [
    E.element(0, 60, 60), E.element(1, -60, -60), E.element(2, 0, 60), E.element(3, 0, -60),
    E.element(4, -60, 60), E.element(5, 60, -60), E.element(6, 60, 0), E.element(7, -60, 0),
    E.element(8, 0, 0),
  ]

  @Test("testGrid: 3x3 inserted scrambled reads row-major, mirrored rows in RTL")
  func grid3x3() {
    let ltr = [1, 3, 5, 7, 8, 6, 4, 2, 0].map { "Element \($0)" }
    #expect(Fixture.readingOrder(Fixture.tree(Self.grid)) == ltr)
    let rtl = [5, 3, 1, 6, 8, 7, 0, 2, 4].map { "Element \($0)" }
    #expect(Fixture.readingOrder(Fixture.tree(Self.grid, direction: .rightToLeft)) == rtl)
  }

  @Test("groups are placed at their first-read child: B1, A1, A2")
  func groupPlacedAtFirstChild() {
    let groupA = Fixture.view(
      "groupA", Rect(x: 0, y: 0, width: 200, height: 400),
      AccessibilityAttributes(shouldGroupChildren: true),
      children: [
        Fixture.element("A1", Rect(x: 0, y: 50, width: 200, height: 40)),
        Fixture.element("A2", Rect(x: 0, y: 300, width: 200, height: 40)),
      ])
    let groupB = Fixture.view(
      "groupB", Rect(x: 0, y: 0, width: 200, height: 50),
      AccessibilityAttributes(shouldGroupChildren: true),
      children: [Fixture.element("B1", Rect(x: 0, y: 0, width: 200, height: 40))])
    let layout = Fixture.tree([groupA, groupB], width: 200, height: 400)
    #expect(Fixture.readingOrder(layout) == ["B1", "A1", "A2"])
  }

  @Test("group placement uses the row tolerance: 5 pt apart, x decides (B1, A1; RTL A1, B1)")
  func groupPlacementThreshold() {
    let groupA = Fixture.view(
      "groupA", Rect(x: 200, y: 0, width: 200, height: 100),
      AccessibilityAttributes(shouldGroupChildren: true),
      children: [Fixture.element("A1", Rect(x: 200, y: 0, width: 200, height: 40))])
    let groupB = Fixture.view(
      "groupB", Rect(x: 0, y: 5, width: 200, height: 100),
      AccessibilityAttributes(shouldGroupChildren: true),
      children: [Fixture.element("B1", Rect(x: 0, y: 5, width: 200, height: 40))])
    #expect(
      Fixture.readingOrder(Fixture.tree([groupA, groupB], width: 400, height: 200)) == ["B1", "A1"])
    #expect(
      Fixture.readingOrder(
        Fixture.tree([groupA, groupB], width: 400, height: 200, direction: .rightToLeft))
        == ["A1", "B1"])
  }

  @Test("ElementFrameComparisonTests/testFrames: accessibility frames 8 pt apart are new rows")
  func framesEightPointsApart() {
    let children = [
      Fixture.element("Third", Rect(x: 0, y: 108, width: 100, height: 20)),
      Fixture.element("Second", Rect(x: 100, y: 100, width: 100, height: 20)),
      Fixture.element("First", Rect(x: 200, y: 92, width: 100, height: 20)),
    ]
    #expect(Fixture.readingOrder(Fixture.tree(children)) == ["First", "Second", "Third"])
  }
}
