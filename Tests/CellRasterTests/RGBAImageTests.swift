import Testing
@testable import CellRaster

@Suite("RGBAImage")
struct RGBAImageTests {
  @Test("fill and pixel probe agree; opacity is detected")
  func fillAndProbe() {
    let image = RGBAImage(width: 2, height: 3, fill: (1, 2, 3, 255))
    #expect(image.pixels.count == 24)
    #expect(image.pixel(x: 1, y: 2) == (1, 2, 3, 255))
    #expect(image.isOpaque)
    var translucent = image
    translucent.pixels[7] = 254
    #expect(!translucent.isOpaque)
  }
}
