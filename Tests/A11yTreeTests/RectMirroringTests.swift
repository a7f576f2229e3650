import CellRaster
import Testing

@Suite("Rect mirroring used by right-to-left trees")
struct RectMirroringTests {
  @Test("mirroring in a container flips x around the container width")
  func mirror() {
    #expect(
      Rect(x: 16, y: 4, width: 100, height: 20).mirrored(inWidth: 375)
        == Rect(x: 259, y: 4, width: 100, height: 20))
  }
}
