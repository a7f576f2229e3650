import Testing
@testable import CellRaster

/// `XIBProgressViewParts`: track and progress, in pixels.
@Suite struct XIBProgressViewPartsTests {
  @Test("progress 0.4: the tint up to 40% of the width, the grey track after; value \"40%\"")
  func progress() throws {
    let r = try XIBControlRendering(XIBControlRendering.xib(
      #"<progressView opaque="NO" progress="0.4" translatesAutoresizingMaskIntoConstraints="NO" id="pv"><rect key="frame" x="0" y="0" width="200" height="4"/></progressView>"#,
      constraints: XIBControlRendering.pin("pv", x: 20, y: 20, width: 200)), scale: 3)
    let f = try #require(r.node("pv")).frame
    #expect(f.height == 4)
    #expect(near(r.pixel(f.minX + 0.38 * f.width, f.midY), XIBControlPalette.light.tint))
    #expect(near(r.pixel(f.minX + 0.42 * f.width, f.midY), Color(red: 228, green: 228, blue: 230), 4))
    #expect(r.node("pv")?.accessibility.value == "40%")
    #expect(!r.warnings.contains { $0.contains("progressView") }, "\(r.warnings)")
  }

  @Test("the bar style draws no track; progressTintColor is drawn")
  func barStyle() throws {
    let r = try XIBControlRendering(XIBControlRendering.xib(
      #"<progressView opaque="NO" progress="0.5" progressViewStyle="bar" translatesAutoresizingMaskIntoConstraints="NO" id="pv"><rect key="frame" x="0" y="0" width="200" height="4"/><color key="progressTintColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></progressView>"#,
      constraints: XIBControlRendering.pin("pv", x: 20, y: 20, width: 200)), scale: 3)
    let f = try #require(r.node("pv")).frame
    #expect(near(r.pixel(f.minX + 10, f.midY), Color(red: 255, green: 0, blue: 0)))
    #expect(near(r.pixel(f.maxX - 10, f.midY), .white))
  }
}
