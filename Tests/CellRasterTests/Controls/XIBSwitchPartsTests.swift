import Testing
@testable import CellRaster

/// `XIBSwitchParts`: the switch's track, thumb and state, in pixels.
@Suite struct XIBSwitchPartsTests {
  static func render(_ attributes: String, rtl: Bool = false, extras: String = "") throws -> XIBControlRendering {
    try XIBControlRendering(XIBControlRendering.xib(
      #"<switch opaque="NO" \#(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="sw"><rect key="frame" x="0" y="0" width="51" height="31"/>\#(extras)</switch>"#,
      constraints: XIBControlRendering.pin("sw", x: 20, y: 10)), rtl: rtl)
  }

  @Test("on: systemGreen at the track's left third, a white thumb at the trailing end")
  func on() throws {
    let r = try Self.render(#"on="YES""#)
    let f = try #require(r.node("sw")).frame
    #expect(f.size == Size(width: 51, height: 31))
    #expect(near(r.pixel(f.minX + 10, f.midY), XIBControlPalette.light.systemGreen))
    #expect(near(r.pixel(f.maxX - 15.5, f.midY), .white))
    #expect(!r.warnings.contains { $0.contains("<switch>") }, "\(r.warnings)")
  }

  @Test("a spec's 'toggle.on' sets isOn as cellForRow does: track, thumb and accessibility value follow")
  func boundOn() throws {
    let xib = XIBControlRendering.xib(
      #"<switch opaque="NO" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="sw"><rect key="frame" x="0" y="0" width="51" height="31"/></switch>"#,
      constraints: XIBControlRendering.pin("sw", x: 20, y: 10),
      cellExtras: #"<connections><outlet property="toggle" destination="sw" id="o"/></connections>"#)
    let off = try XIBControlRendering(xib, bindings: XIBBindings([("toggle", .on(false))]))
    let f = try #require(off.node("toggle")).frame
    #expect(near(off.pixel(f.maxX - 8, f.midY), Color(red: 233, green: 233, blue: 235)))
    #expect(off.node("toggle")?.accessibility.value == "0")
    let on = try XIBControlRendering(xib, bindings: XIBBindings([("toggle", .on(true))]))
    #expect(near(on.pixel(f.minX + 10, f.midY), XIBControlPalette.light.systemGreen))
    #expect(on.node("toggle")?.accessibility.value == "1")
  }

  @Test("off: the grey track (secondarySystemFill over white) and the thumb at the leading end")
  func off() throws {
    let r = try Self.render("")
    let f = try #require(r.node("sw")).frame
    #expect(near(r.pixel(f.minX + 15.5, f.midY), .white))
    #expect(near(r.pixel(f.maxX - 8, f.midY), Color(red: 233, green: 233, blue: 235)))
  }

  @Test("onTintColor and thumbTintColor are drawn")
  func colors() throws {
    let r = try Self.render(#"on="YES""#, extras: #"<color key="onTintColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/><color key="thumbTintColor" red="0" green="0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#)
    let f = try #require(r.node("sw")).frame
    #expect(near(r.pixel(f.minX + 8, f.midY), Color(red: 255, green: 0, blue: 0)))
    #expect(near(r.pixel(f.maxX - 15.5, f.midY), Color(red: 0, green: 0, blue: 255)))
    #expect(!r.warnings.contains { $0.contains("onTintColor") })
  }

  @Test("enabled=NO: drawn at half opacity")
  func disabled() throws {
    let r = try Self.render(#"on="YES" enabled="NO""#)
    let f = try #require(r.node("sw")).frame
    let track = r.pixel(f.minX + 10, f.midY)
    #expect(near(track, Color(red: 154, green: 227, blue: 172), 8), "\(track)")
  }

  @Test("right-to-left: an on switch's thumb is at the left end")
  func mirrored() throws {
    let r = try Self.render(#"on="YES""#, rtl: true)
    let f = try #require(r.node("sw")).frame
    #expect(near(r.pixel(f.minX + 15.5, f.midY), .white))
    #expect(near(r.pixel(f.maxX - 10, f.midY), XIBControlPalette.light.systemGreen))
  }
}
