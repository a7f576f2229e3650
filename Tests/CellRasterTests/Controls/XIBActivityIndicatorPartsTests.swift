import Testing
@testable import CellRaster

/// `XIBActivityIndicatorParts` and `Symbol.activityIndicator`: spokes around the centre.
@Suite struct XIBActivityIndicatorPartsTests {
  static func render(_ attributes: String) throws -> XIBControlRendering {
    try XIBControlRendering(XIBControlRendering.xib(
      #"<activityIndicatorView opaque="NO" \#(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="ai"><rect key="frame" x="0" y="0" width="20" height="20"/></activityIndicatorView>"#,
      constraints: XIBControlRendering.pin("ai", x: 20, y: 10)), scale: 3)
  }

  @Test("animating, medium: spoke ink above, below and beside the centre, none at the centre")
  func spokes() throws {
    let r = try Self.render(#"animating="YES" style="medium""#)
    let f = try #require(r.node("ai")).frame
    #expect(f.size == Size(width: 20, height: 20))
    let c = (x: f.midX, y: f.midY)
    #expect(r.darkest(in: Rect(x: c.x - 1, y: c.y - 8.5, width: 2, height: 3)) < 160, "12 o'clock spoke")
    #expect(r.darkest(in: Rect(x: c.x - 1, y: c.y + 5.5, width: 2, height: 3)) < 235, "6 o'clock spoke")
    #expect(r.darkest(in: Rect(x: c.x + 5.5, y: c.y - 1, width: 3, height: 2)) < 235, "3 o'clock spoke")
    #expect(near(r.pixel(c.x, c.y), .white))
    #expect(r.node("ai")?.accessibility.label == "In progress")
    #expect(r.node("ai")?.accessibility.isAccessibilityElement == true)
  }

  @Test("stopped with hidesWhenStopped: hidden; a colour is drawn; large is 37 pt")
  func stoppedColorLarge() throws {
    #expect(try Self.render(#"hidesWhenStopped="YES""#).node("ai")?.isHidden == true)
    let shown = try Self.render("")
    #expect(shown.node("ai")?.isHidden == false && shown.node("ai")?.accessibility.label == "Progress halted")
    let r = try XIBControlRendering(XIBControlRendering.xib(
      #"<activityIndicatorView opaque="NO" animating="YES" style="large" translatesAutoresizingMaskIntoConstraints="NO" id="ai"><rect key="frame" x="0" y="0" width="37" height="37"/><color key="color" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></activityIndicatorView>"#,
      constraints: XIBControlRendering.pin("ai", x: 20, y: 10)), scale: 3)
    let f = try #require(r.node("ai")).frame
    #expect(f.size == Size(width: 37, height: 37))
    #expect(near(r.pixel(f.midX, f.minY + 4), Color(red: 255, green: 0, blue: 0), 20))
  }
}
