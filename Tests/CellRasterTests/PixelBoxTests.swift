import Testing
@testable import CellRaster

@Suite("PixelBox")
struct PixelBoxTests {
  @Test("the builder spans every added pixel and box; empty gives nil")
  func builder() {
    var builder = PixelBoxBuilder()
    #expect(builder.box == nil)
    builder.add(x: 5, y: 7)
    #expect(builder.box == PixelBox(x: 5, y: 7, width: 1, height: 1))
    builder.add(x: 2, y: 9)
    builder.add(PixelBox(x: 10, y: 0, width: 2, height: 3))
    #expect(builder.box == PixelBox(x: 2, y: 0, width: 10, height: 10))
    #expect(PixelBox(x: 2, y: 0, width: 10, height: 10).description == "2,0 10x10")
    #expect(PixelSize(width: 1125, height: 300).description == "1125x300")
  }
}
