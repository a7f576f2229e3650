import A11yTree
import CellRaster
import Testing

@Suite("Visibility: alpha and layer.opacity below 0.01, accessibilityElementsHidden (overrides)")
struct VisibilityCutoffTests {
  /// A container "box" holding the labels "A" and "B", and a label "C" beside it.
  static func layout() -> LayoutTree {
    let box = Fixture.view(
      "box", Rect(x: 0, y: 0, width: 375, height: 50),
      children: [
        Fixture.label("a", "A", Rect(x: 16, y: 10, width: 40, height: 20)),
        Fixture.label("b", "B", Rect(x: 100, y: 10, width: 40, height: 20)),
      ])
    return Fixture.tree(
      [box, Fixture.label("c", "C", Rect(x: 16, y: 60, width: 40, height: 20))],
      width: 375, height: 100)
  }

  @Test("alpha below 0.01 hides the element; 0.01 and above is exported", arguments: [
    (0, false), (0.009, false), (0.0099999, false), (0.01, true), (0.011, true), (1, true),
  ] as [(Double, Bool)])
  func alphaCutoff(_ alpha: Double, _ exported: Bool) throws {
    let layout = try OverrideFixture.apply(#"{"c": {"alpha": \#(alpha)}}"#, to: Self.layout())
    #expect(Fixture.readingOrder(layout) == (exported ? ["A", "B", "C"] : ["A", "B"]))
  }

  @Test("layer.opacity is the same cut-off (UIKit's alpha is the layer's opacity)", arguments: [
    (0, false), (0.009, false), (0.01, true), (0.011, true),
  ] as [(Double, Bool)])
  func layerOpacity(_ opacity: Double, _ exported: Bool) throws {
    let layout = try OverrideFixture.apply(
      #"{"c": {"layer.opacity": \#(opacity)}}"#, to: Self.layout())
    #expect(layout.root.node(withID: "c")?.alpha == opacity)
    #expect(Fixture.readingOrder(layout) == (exported ? ["A", "B", "C"] : ["A", "B"]))
  }

  @Test("the effective alpha is the product down the ancestor chain")
  func product() throws {
    // 0.1 × 0.05 = 0.005: each view alone is above the cut-off, together they are drawn below it.
    let faint = try OverrideFixture.apply(
      #"{"box": {"alpha": 0.1}, "a": {"alpha": 0.05}}"#, to: Self.layout())
    #expect(Fixture.readingOrder(faint) == ["B", "C"])
    // 0.5 × 0.02 = 0.01: exactly the cut-off, exported.
    let edge = try OverrideFixture.apply(
      #"{"box": {"alpha": 0.5}, "a": {"alpha": 0.02}}"#, to: Self.layout())
    #expect(Fixture.readingOrder(edge) == ["A", "B", "C"])
    // A container below the cut-off hides every element inside.
    let hiddenBox = try OverrideFixture.apply(#"{"box": {"alpha": 0.009}}"#, to: Self.layout())
    #expect(Fixture.readingOrder(hiddenBox) == ["C"])
  }

  @Test("accessibilityElementsHidden on a container hides its whole subtree; false keeps it")
  func elementsHidden() throws {
    let hidden = try OverrideFixture.apply(
      #"{"box": {"accessibilityElementsHidden": true}}"#, to: Self.layout())
    #expect(Fixture.readingOrder(hidden) == ["C"])
    #expect(
      TreeTextFormat.render(AccessibilityTreeBuilder.build(from: hidden)) == """
        cell TestCell 375x100 @ w375-3x-L-light-ltr
          1  text     "C"   frame 16,60,40,20   traits staticText   says "C"

        """)
    // On an element it hides the element itself.
    let element = try OverrideFixture.apply(
      #"{"c": {"accessibilityElementsHidden": true}}"#, to: Self.layout())
    #expect(Fixture.readingOrder(element) == ["A", "B"])
    let shown = try OverrideFixture.apply(
      #"{"box": {"accessibilityElementsHidden": false}}"#, to: Self.layout())
    #expect(Fixture.readingOrder(shown) == ["A", "B", "C"])
  }

  @Test("a tab bar counts only the tabs VoiceOver sees (the product includes the bar's ancestors)")
  func tabCount() {
    var bar = Fixture.view(
      "bar", Rect(x: 0, y: 0, width: 375, height: 50), AccessibilityAttributes(traits: .tabBar),
      children: [
        Fixture.element("One", Rect(x: 0, y: 0, width: 100, height: 50)),
        Fixture.element("Two", Rect(x: 100, y: 0, width: 100, height: 50)),
      ])
    bar.children[1].alpha = 0.05
    var outer = Fixture.view("outer", Rect(x: 0, y: 0, width: 375, height: 50), children: [bar])
    outer.alpha = 0.1  // "Two" is drawn at 0.005
    #expect(Fixture.descriptions(Fixture.tree([outer])) == ["One. Tab. 1 of 1."])
  }
}
