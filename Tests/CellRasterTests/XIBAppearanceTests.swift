import Foundation
import Testing
@testable import CellRaster

/// Dark appearance of XIB cells, looked at in pixels: system colours and UIKit's defaults draw
/// their dark values, fixed colours draw the same and say so once (`XIBAppearance`).
@Suite struct XIBAppearanceTests {
  static let textRect = Rect(x: 10, y: 10, width: 200, height: 24)

  static func cell(textColor: String, background: String) -> String {
    let label = #"""
      <label opaque="NO" text="MMMMMMMM" id="l">
        <rect key="frame" x="10" y="10" width="200" height="24"/>
        <fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>
        \#(textColor)
      </label>
      """#
    return XIBSamples.cell(subviews: label, cellExtras: background)
  }

  @Test("labelColor text on systemBackground: black on white in light, white on black in dark")
  func systemColorsTurnDark() throws {
    let renderer = try CellRenderer()
    let xib = Self.cell(textColor: #"<color key="textColor" systemColor="labelColor"/>"#,
                        background: #"<color key="backgroundColor" systemColor="systemBackgroundColor"/>"#)
    let light = try XIBRendering.render(xib, appearance: .light, renderer: renderer)
    let dark = try XIBRendering.render(xib, appearance: .dark, renderer: renderer)
    #expect(XIBRendering.color(light.image, x: 300, y: 40) == Color.white)
    #expect(XIBRendering.color(dark.image, x: 300, y: 40) == Color.black)
    let lightInk = XIBRendering.redRange(light.image, in: Self.textRect)
    let darkInk = XIBRendering.redRange(dark.image, in: Self.textRect)
    #expect(lightInk.min <= 10 && lightInk.max == 255, "light text \(lightInk)")
    #expect(darkInk.max >= 245 && darkInk.min == 0, "dark text \(darkInk)")
    #expect(!dark.tree.findings.contains { $0.rule == XIBAppearance.fixedColorsRule })
    #expect(!dark.tree.findings.contains { $0.message.contains("dark appearance is not applied") })
  }

  @Test("UIKit's defaults are dynamic: a label without textColor and a cell without background draw white on black in dark")
  func defaultsTurnDark() throws {
    let renderer = try CellRenderer()
    let dark = try XIBRendering.render(Self.cell(textColor: #"<nil key="textColor"/>"#, background: ""), appearance: .dark,
                                       renderer: renderer)
    #expect(dark.tree.backgroundColor == Color.black)
    #expect(XIBRendering.color(dark.image, x: 300, y: 40) == Color.black)
    #expect(XIBRendering.redRange(dark.image, in: Self.textRect).max >= 245)
    #expect(dark.tree.findings.isEmpty, "\(dark.tree.findings)")
  }

  @Test("a cell with only fixed colours renders the same bytes in dark and says so in one xib.fixed-colors warning")
  func fixedColorsDrawLikeLight() throws {
    let renderer = try CellRenderer()
    let xib = Self.cell(
      textColor: #"<color key="textColor" red="0.2" green="0.4" blue="0.6" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#,
      background: #"<color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#)
    let light = try XIBRendering.render(xib, appearance: .light, renderer: renderer)
    let dark = try XIBRendering.render(xib, appearance: .dark, renderer: renderer)
    #expect(light.image == dark.image)
    #expect(XIBRendering.color(dark.image, x: 300, y: 40) == Color.white)
    let warnings = dark.tree.findings.filter { $0.rule == XIBAppearance.fixedColorsRule }
    #expect(warnings.count == 1)
    #expect(warnings.first?.severity == .warning)
    #expect(warnings.first?.nodeID == "cell")
    #expect(warnings.first?.message.hasPrefix("test.xib: the dark variant draws exactly like light") == true)
    #expect(light.tree.findings.isEmpty)
    #expect(dark.tree.findings.count == 1)
  }

  @Test("the default tint is systemBlue: a filled button's background is #007AFF in light and #0A84FF in dark")
  func defaultTintTurnsDark() throws {
    let renderer = try CellRenderer()
    let xib = XIBSamples.cell(subviews: """
      <button opaque="NO" buttonType="system" id="b">
        <rect key="frame" x="10" y="6" width="120" height="32"/>
        <buttonConfiguration key="configuration" style="filled" title="Go"/>
      </button>
      """)
    let pixels = try XIBRendering.pixels(xib, x: 16, y: 22, renderer: renderer)
    #expect(pixels.light == Color(hex: "#007AFF") && pixels.dark == Color(hex: "#0A84FF"), "\(pixels)")
  }

  @Test("a storyboard prototype in a grouped table has secondarySystemGroupedBackground: #FFFFFF light, #1C1C1E dark; plain: #000000 dark")
  func groupedTableCellBackground() throws {
    let renderer = try CellRenderer()
    let plain = XIBSamples.storyboard(prototypes: XIBSamples.prototypeCell(id: "p", reuseIdentifier: "Order", text: "Order"))
    let grouped = plain.replacingOccurrences(of: #"style="plain""#, with: #"style="grouped""#)
    func render(_ text: String, _ appearance: Appearance) throws -> (LayoutTree, RGBAImage) {
      let document = try XIBSamples.parseStoryboard(text)
      let tree = try XIBCellLayout(content: XIBCellContent(document: document),
                                   environment: RenderEnvironment(width: 375, scale: 1, appearance: appearance, height: 44),
                                   measurer: renderer.measurer).layout()
      return (tree, try renderer.render(tree))
    }
    #expect(try XIBSamples.parseStoryboard(grouped).tableViewStyle == .grouped)
    #expect(try XIBSamples.parseStoryboard(plain).tableViewStyle == .plain)
    let groupedDark = try render(grouped, .dark)
    #expect(XIBRendering.color(groupedDark.1, x: 360, y: 40, scale: 1) == Color(hex: "#1C1C1E"))
    #expect(XIBRendering.color(try render(grouped, .light).1, x: 360, y: 40, scale: 1) == Color.white)
    #expect(XIBRendering.color(try render(plain, .dark).1, x: 360, y: 40, scale: 1) == Color.black)
  }

  @Test("a dark list: black table, separators UIColor.separator dark (84,84,88 at 0.65 over black), white loading text")
  func darkList() throws {
    let renderer = try CellRenderer()
    let document = try XIBSamples.parse(Self.cell(textColor: #"<nil key="textColor"/>"#, background: ""))
    let content = XIBListContent(cell: document, rowHeight: .fixed(44), rows: [.loaded(XIBBindings()), .inProgress])
    let tree = try XIBListLayout(content: content, environment: RenderEnvironment(width: 320, scale: 1, appearance: .dark),
                                 measurer: renderer.measurer).layout()
    let image = try renderer.render(tree)
    #expect(tree.backgroundColor == Color.black)
    // 0.65 × (84, 84, 88) over black = (55, 55, 57), ±1 for rounding.
    #expect(XIBRendering.close(XIBRendering.color(image, x: 100, y: 43, scale: 1), Color(red: 55, green: 55, blue: 57), tolerance: 1))
    #expect(XIBRendering.color(image, x: 300, y: 20, scale: 1) == Color.black)
    #expect(XIBRendering.redRange(image, in: Rect(x: 16, y: 44, width: 100, height: 44), scale: 1).max >= 245)
  }
}
