import Testing
@testable import CellRaster

@Suite("DiffImageStyle")
struct DiffImageStyleTests {
  @Test("defaults are pixelmatch v7.2.0's")
  func defaults() {
    let style = DiffImageStyle()
    #expect(style.alpha == 0.1 && style.aaColor == .init(255, 255, 0) && style.diffColor == .init(255, 0, 0))
    #expect(style.diffColorAlt == nil && !style.diffMask)
  }

  @Test("diffMask draws only counted differences; diffColorAlt marks a darker actual pixel")
  func maskAndAlt() throws {
    let reference = RGBAImage(width: 3, height: 1, fill: (200, 200, 200, 255))
    var actual = reference
    actual.pixels[0] = 0  // darker
    actual.pixels[4] = 255; actual.pixels[5] = 255; actual.pixels[6] = 255  // brighter
    let style = DiffImageStyle(diffColorAlt: .init(0, 255, 0), diffMask: true)
    let diff = try #require(ImageComparison.compare(reference: reference, actual: actual,
                                                    options: ComparisonOptions(diffImage: style)).diffImage)
    #expect(rgba(diff, 0, 0) == [0, 255, 0, 255])
    #expect(rgba(diff, 1, 0) == [255, 0, 0, 255])
    #expect(rgba(diff, 2, 0) == [0, 0, 0, 0])
  }
}
