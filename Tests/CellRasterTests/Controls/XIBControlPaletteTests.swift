import Testing
@testable import CellRaster

/// `XIBControlPalette`: the light values drawn today and the dark ones kept for dark variants.
@Suite struct XIBControlPaletteTests {
  @Test("light and dark values as cited (HIG system colours, UIKit fills)")
  func values() {
    #expect(XIBControlPalette.light.systemGreen == Color(hex: "#34C759FF"))
    #expect(XIBControlPalette.dark.systemGreen == Color(hex: "#30D158FF"))
    #expect(XIBControlPalette.dark.tint == Color(hex: "#0A84FFFF"))
    #expect(XIBControlPalette.light.secondarySystemFill.alpha == 41 && XIBControlPalette.dark.secondarySystemFill.alpha == 82)
    #expect(XIBControlPalette.dark.selectedSegment == Color(hex: "#636366FF"))
    #expect(XIBControlParts.palette(RenderEnvironment(appearance: .dark)) == .dark)
    #expect(XIBControlParts.palette(RenderEnvironment(appearance: .light)) == .light)
  }

  @Test("parts take their colours from the palette they are given")
  func partsUsePalette() {
    var control = XIBControl()
    control.isOn = true
    let node = LayoutNode(id: "sw", kind: .switch, frame: Rect(x: 0, y: 0, width: 51, height: 31))
    let dark = XIBSwitchParts.parts(node, control, palette: .dark, isRightToLeft: false)
    #expect(dark.first { $0.id == "sw.track" }?.backgroundColor == XIBControlPalette.dark.systemGreen)
    control.isOn = false
    let off = XIBSwitchParts.parts(node, control, palette: .dark, isRightToLeft: false)
    #expect(off.first { $0.id == "sw.track" }?.backgroundColor == XIBControlPalette.dark.secondarySystemFill)
  }
}
