import Testing
@testable import CellRaster

@Suite("ComparisonOptions")
struct ComparisonOptionsTests {
  @Test("defaults: strict, pixelmatch 0.1 with AA detection over the checkerboard, ΔE 2.3, no allowance, a diff image")
  func defaults() {
    let options = ComparisonOptions()
    #expect(options == .strict)
    #expect(options.mode == .strict && options.threshold == 0.1 && !options.includeAA)
    #expect(options.alphaBackground == .checkerboard && options.deltaE == 2.3)
    #expect(options.allowance == .pixels(0) && options.diffImage == DiffImageStyle())
  }

  @Test("out-of-range thresholds are clamped to 0–1")
  func clamped() {
    let reference = RGBAImage(width: 1, height: 1, fill: (0, 0, 0, 255))
    let actual = RGBAImage(width: 1, height: 1, fill: (255, 255, 255, 255))
    let over = ComparisonOptions(mode: .pixelmatch, threshold: 5, diffImage: nil)
    let under = ComparisonOptions(mode: .pixelmatch, threshold: -1, diffImage: nil)
    #expect(ImageComparison.compare(reference: reference, actual: actual, options: over).mismatchedPixels == 0)
    #expect(ImageComparison.compare(reference: reference, actual: actual, options: under).mismatchedPixels == 1)
  }
}
