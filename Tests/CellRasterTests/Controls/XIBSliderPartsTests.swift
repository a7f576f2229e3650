import Testing
@testable import CellRaster

/// `XIBSliderParts`: minimum track, maximum track and thumb, in pixels.
@Suite struct XIBSliderPartsTests {
  static func render(_ attributes: String, rtl: Bool = false) throws -> XIBControlRendering {
    try XIBControlRendering(XIBControlRendering.xib(
      #"<slider opaque="NO" \#(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="sl"><rect key="frame" x="0" y="0" width="200" height="31"/></slider>"#,
      constraints: XIBControlRendering.pin("sl", x: 20, y: 14, width: 204)), rtl: rtl)
  }

  @Test("value 0.25: the tint left of the thumb, systemFill grey right of it, a white thumb")
  func tracks() throws {
    let r = try Self.render(#"value="0.25" minValue="0.0" maxValue="1""#)
    let f = try #require(r.node("sl")).frame
    let thumb = try #require(r.node("sl.thumb")).frame
    #expect(abs(thumb.midX - (f.minX + 2 + 14 + (f.width - 4 - 28) * 0.25)) < 0.01)
    #expect(near(r.pixel(f.minX + 6, f.midY), XIBControlPalette.light.tint))
    #expect(near(r.pixel(f.maxX - 8, f.midY), Color(red: 228, green: 228, blue: 230), 4))
    #expect(near(r.pixel(thumb.midX, thumb.midY - 6), .white))
    #expect(!r.warnings.contains { $0.contains("slider") }, "\(r.warnings)")
  }

  @Test("the value's position uses minValue and maxValue; right to left the minimum is at the right")
  func range() throws {
    #expect(XIBSliderParts.fraction({ var c = XIBControl(); c.value = 30; c.minimumValue = 20; c.maximumValue = 60; return c }()) == 0.25)
    let r = try Self.render(#"value="0.25""#, rtl: true)
    let f = try #require(r.node("sl")).frame
    #expect(near(r.pixel(f.maxX - 6, f.midY), XIBControlPalette.light.tint))
    #expect(r.node("sl")?.accessibility.value == "25%")
  }
}
