import Testing
@testable import CellRaster

/// `XIBStepperParts`: background, divider and glyphs, in pixels; the Decrement and Increment buttons.
@Suite struct XIBStepperPartsTests {
  static func render(_ attributes: String) throws -> XIBControlRendering {
    try XIBControlRendering(XIBControlRendering.xib(
      #"<stepper opaque="NO" \#(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="sp"><rect key="frame" x="0" y="0" width="94" height="32"/></stepper>"#,
      constraints: XIBControlRendering.pin("sp", x: 20, y: 14)))
  }

  @Test("− and + ink on the grey background; the − is dimmed at the minimum")
  func glyphs() throws {
    let r = try Self.render(#"maximumValue="10""#)
    let f = try #require(r.node("sp")).frame
    #expect(f.size == Size(width: 94, height: 32))
    #expect(near(r.pixel(f.minX + 4, f.midY), Color(red: 238, green: 238, blue: 240), 4))
    let minus = r.darkest(in: Rect(x: f.minX + 16, y: f.midY - 2, width: 15, height: 4))
    let plus = r.darkest(in: Rect(x: f.midX + 16, y: f.midY - 2, width: 15, height: 4))
    let plusVertical = r.darkest(in: Rect(x: f.midX + f.width / 4 - 1, y: f.midY - 6, width: 2, height: 3))
    #expect(plus < 40 && plusVertical < 40, "+ is label-coloured")
    #expect(minus > 150 && minus < 230, "− is tertiaryLabel: \(minus)")
    #expect(r.node("sp.decrement")?.accessibility.traits == [.button, .notEnabled])
    #expect(r.node("sp.increment")?.accessibility.traits == .button)
    #expect(r.node("sp.increment")?.accessibility.label == "Increment")
    #expect(!r.warnings.contains { $0.contains("stepper") }, "\(r.warnings)")
  }

  @Test("at the maximum the + is dimmed and the − is not")
  func maximum() throws {
    let r = try Self.render(#"value="5" maximumValue="5""#)
    #expect(r.node("sp.decrement")?.accessibility.traits == .button)
    #expect(r.node("sp.increment")?.accessibility.traits == [.button, .notEnabled])
  }
}
