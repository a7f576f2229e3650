import Testing
@testable import CellRaster

/// `XIBPageControlParts`: one dot per page, the current one darker.
@Suite struct XIBPageControlPartsTests {
  @Test("4 pages, page 2 current: four dots, the second the darkest")
  func dots() throws {
    let r = try XIBControlRendering(XIBControlRendering.xib(
      #"<pageControl opaque="NO" numberOfPages="4" currentPage="1" translatesAutoresizingMaskIntoConstraints="NO" id="pc"><rect key="frame" x="0" y="0" width="100" height="26"/></pageControl>"#,
      constraints: XIBControlRendering.pin("pc", x: 20, y: 10)), scale: 3)
    let dots = (1...4).compactMap { r.node("pc.page\($0)") }
    #expect(dots.count == 4)
    let centres = dots.map { r.pixel($0.frame.midX, $0.frame.midY) }
    #expect(near(centres[1], .black))
    for index in [0, 2, 3] {
      #expect(near(centres[index], Color(red: 196, green: 196, blue: 199), 4), "\(centres[index])")
    }
    #expect(r.node("pc")?.accessibility.value == "page 2 of 4")
    #expect(!r.warnings.contains { $0.contains("pageControl") }, "\(r.warnings)")
  }
}
