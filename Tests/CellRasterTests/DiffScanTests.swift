import Testing
@testable import CellRaster

@Suite("DiffScan")
struct DiffScanTests {
  @Test("counts and boxes only classified changes; equal rows and pixels are skipped")
  func counts() {
    let reference = RGBAImage(width: 10, height: 10, fill: (50, 60, 70, 255))
    var actual = reference
    for (x, y) in [(1, 2), (8, 2), (3, 7)] { actual.pixels[(y * 10 + x) * 4 + 1] = 0 }
    let result = ImageComparison.compare(reference: reference, actual: actual)
    #expect(result.mismatchedPixels == 3)
    #expect(result.boundingBox == PixelBox(x: 1, y: 2, width: 8, height: 6))
    #expect(result.antialiasedPixels == 0)
  }
}
