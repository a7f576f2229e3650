import Testing
@testable import CellRaster

/// `XIBSegmentedControlParts`: track, selected platter, titles and dividers, in pixels.
@Suite struct XIBSegmentedControlPartsTests {
  static func render(selected: Int, rtl: Bool = false) throws -> XIBControlRendering {
    try XIBControlRendering(XIBControlRendering.xib(
      #"<segmentedControl opaque="NO" selectedSegmentIndex="\#(selected)" translatesAutoresizingMaskIntoConstraints="NO" id="sg"><rect key="frame" x="0" y="0" width="240" height="32"/><segments><segment title="One"/><segment title="Two"/><segment title="Three"/></segments></segmentedControl>"#,
      constraints: XIBControlRendering.pin("sg", x: 20, y: 14, width: 240)), rtl: rtl)
  }

  @Test("the selected segment is a white platter over the grey track, with title ink; others are grey")
  func selectedSegment() throws {
    let r = try Self.render(selected: 1)
    let f = try #require(r.node("sg")).frame
    #expect(f.height == 32)
    let segment = f.width / 3
    // Near the selected segment's top edge (inside the platter, above the title): white.
    #expect(near(r.pixel(f.minX + segment * 1.5, f.minY + 5), .white))
    // The same place in the first segment: the track, tertiarySystemFill over white.
    #expect(near(r.pixel(f.minX + segment * 0.5, f.minY + 5), Color(red: 238, green: 238, blue: 240), 4))
    for index in 0..<3 {
      let box = Rect(x: f.minX + segment * Double(index) + 10, y: f.minY + 8, width: segment - 20, height: 16)
      #expect(r.darkest(in: box) < 100, "segment \(index) has title ink")
    }
    #expect(!r.warnings.contains { $0.contains("segmentedControl") }, "\(r.warnings)")
  }

  @Test("a divider separates two unselected neighbours, none touches the selected segment")
  func dividers() throws {
    let r = try Self.render(selected: 0)
    #expect(r.node("sg.divider2") != nil)
    #expect(r.node("sg.divider1") == nil)
    let divider = try #require(r.node("sg.divider2")).frame
    #expect(r.darkest(in: Rect(x: divider.minX - 0.5, y: divider.midY - 2, width: 2, height: 4)) < 230)
  }

  @Test("segments are accessibility elements: title, button, selected; listed in order on the control")
  func accessibility() throws {
    let r = try Self.render(selected: 2, rtl: true)
    let control = try #require(r.node("sg"))
    #expect(control.accessibility.elements == ["sg.segment0", "sg.segment1", "sg.segment2"])
    let third = try #require(r.node("sg.segment2"))
    #expect(third.accessibility.label == "Three")
    #expect(third.accessibility.traits == [.button, .selected])
    #expect(r.node("sg.segment0")?.accessibility.traits == .button)
    // Right to left: the first segment is at the right.
    #expect(try #require(r.node("sg.segment0")).frame.minX > third.frame.minX)
  }

  @Test("enabled=NO: the parts are one group at half opacity, every segment notEnabled")
  func disabled() throws {
    let r = try XIBControlRendering(XIBControlRendering.xib(
      #"<segmentedControl opaque="NO" enabled="NO" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="sg"><rect key="frame" x="0" y="0" width="240" height="32"/><segments><segment title="One"/><segment title="Two"/></segments></segmentedControl>"#,
      constraints: XIBControlRendering.pin("sg", x: 20, y: 14, width: 240)))
    #expect(r.node("sg.disabled")?.alpha == XIBControlParts.disabledAlpha)
    #expect(r.node("sg.segment1")?.accessibility.traits == [.button, .notEnabled])
    #expect(r.node("sg")?.accessibility.elements == ["sg.segment0", "sg.segment1"])
    let f = try #require(r.node("sg")).frame
    // The grey track at half strength: lighter than an enabled control's 238.
    #expect(r.pixel(f.maxX - 6, f.minY + 5).red > 243)
  }

  @Test("a segment's image is reported, not dropped silently")
  func segmentImage() throws {
    let r = try XIBControlRendering(XIBControlRendering.xib(
      #"<segmentedControl opaque="NO" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="sg"><rect key="frame" x="0" y="0" width="240" height="32"/><segments><segment title="One"/><segment title="" image="star"/></segments></segmentedControl>"#,
      constraints: XIBControlRendering.pin("sg", x: 20, y: 14, width: 240)))
    #expect(r.warnings.contains { $0.contains("segment 1's image 'star' is not drawn") }, "\(r.warnings)")
  }
}
