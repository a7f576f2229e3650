import Foundation
import Testing
@testable import CellRaster

/// The asset catalog seam for named colours (`XIBNamedColorResolving`), with a fake catalog.
@Suite struct XIBNamedColorResolvingTests {
  /// A catalog with one colour set, "Brand": green, and blue in dark when `hasDark`.
  struct FakeCatalog: XIBNamedColorResolving {
    var hasDark = true
    func colorSet(named name: String) -> (any: Color, dark: Color?)? {
      name == "Brand" ? (Color(hex: "#00FF00")!, hasDark ? Color(hex: "#0000FF")! : nil) : nil
    }
  }

  /// A view filled with the named colour "Brand", whose `<resources>` copy is red.
  static let xib = XIBSamples.cell(subviews: """
    <view contentMode="scaleToFill" id="v">
      <rect key="frame" x="20" y="10" width="100" height="24"/>
      <color key="backgroundColor" name="Brand"/>
    </view>
    """, cellExtras: XIBRuntimeAttributeTests.white,
    resources: #"<namedColor name="Brand"><color red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>"#)

  @Test("the parsed named colour is the fixed <resources> copy and keeps its name")
  func parsedCopy() throws {
    let view = try #require(try XIBSamples.parse(Self.xib).root.view(withID: "v"))
    #expect(view.backgroundColor == DynamicColor(Color(hex: "#FF0000")!, assetName: "Brand"))
  }

  @Test("a catalog colour set replaces the copy: green in light, its dark value blue in dark")
  func catalogOverrides() throws {
    let renderer = try CellRenderer()
    let light = try XIBRendering.render(Self.xib, appearance: .light, namedColors: FakeCatalog(), renderer: renderer)
    let dark = try XIBRendering.render(Self.xib, appearance: .dark, namedColors: FakeCatalog(), renderer: renderer)
    #expect(XIBRendering.color(light.image, x: 70, y: 22) == Color(hex: "#00FF00"))
    #expect(XIBRendering.color(dark.image, x: 70, y: 22) == Color(hex: "#0000FF"))
    #expect(!dark.tree.findings.contains { $0.rule == XIBAppearance.fixedColorsRule })
  }

  @Test("a colour set without a dark value, or no catalog: the same colour in dark, and the one fixed-colours warning")
  func noDarkValue() throws {
    let renderer = try CellRenderer()
    let anyOnly = try XIBRendering.render(Self.xib, appearance: .dark, namedColors: FakeCatalog(hasDark: false), renderer: renderer)
    #expect(XIBRendering.color(anyOnly.image, x: 70, y: 22) == Color(hex: "#00FF00"))
    #expect(anyOnly.tree.findings.filter { $0.rule == XIBAppearance.fixedColorsRule }.count == 1)
    let none = try XIBRendering.render(Self.xib, appearance: .dark, renderer: renderer)
    #expect(XIBRendering.color(none.image, x: 70, y: 22) == Color(hex: "#FF0000"))
    #expect(none.tree.findings.filter { $0.rule == XIBAppearance.fixedColorsRule }.count == 1)
  }

  @Test("a dark variant names the named colours that have only their light copy; none when a catalog has them, none in light")
  func lightCopiesNamed() throws {
    let measurer = FakeTextMeasurer()
    let dark = try XIBRendering.layout(Self.xib, appearance: .dark, measurer: measurer)
    let messages = dark.findings.filter { $0.rule == "xib.unsupported" }.map(\.message)
    #expect(messages == ["test.xib: the dark values of named colours 'Brand' are not applied: snapcheck has only the light copies "
      + "Interface Builder wrote in <resources>, not the app's asset catalog colour sets, so they draw their light value in dark"])
    let resolved = try XIBRendering.layout(Self.xib, appearance: .dark, namedColors: FakeCatalog(), measurer: measurer)
    #expect(!resolved.findings.contains { $0.rule == "xib.unsupported" })
    #expect(try XIBRendering.layout(Self.xib, appearance: .light, measurer: measurer).findings.isEmpty)
  }

  @Test("a name the catalog lacks keeps the copy")
  func unknownName() {
    let copy = DynamicColor(Color(hex: "#FF0000")!, assetName: "Other")
    #expect(copy.overridden(by: FakeCatalog()) == copy)
    #expect(DynamicColor.label.overridden(by: FakeCatalog()) == .label)
  }
}
