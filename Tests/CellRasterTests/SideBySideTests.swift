import Testing
@testable import CellRaster

@Suite("SideBySide")
struct SideBySideTests {
  @Test("reference | diff | actual, top-aligned, 4 px transparent gaps, padded to the tallest")
  func layout() {
    let reference = RGBAImage(width: 2, height: 1, fill: (255, 0, 0, 255))
    let diff = RGBAImage(width: 3, height: 2, fill: (0, 255, 0, 255))
    let actual = RGBAImage(width: 1, height: 1, fill: (0, 0, 255, 255))
    let composite = SideBySide.compose(reference: reference, diff: diff, actual: actual)
    #expect(composite.width == 2 + 3 + 1 + 8 && composite.height == 2)
    #expect(rgba(composite, 1, 0) == [255, 0, 0, 255])
    #expect(rgba(composite, 2, 0) == [0, 0, 0, 0])
    #expect(rgba(composite, 6, 1) == [0, 255, 0, 255])
    #expect(rgba(composite, 13, 0) == [0, 0, 255, 255])
    #expect(rgba(composite, 13, 1) == [0, 0, 0, 0])
  }
}
