import Testing
@testable import CellRaster

/// The diff image's union canvas and the side-by-side composite are held to a pixel limit.
@Suite("ImageOverLimit")
struct ImageOverLimitTests {
  static let white: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 255, 255)

  @Test("the tester's case: 32767x1 against 1x32767 draws no 32767x32767 diff image, and still counts")
  func testerCase() {
    let wide = RGBAImage(width: 32767, height: 1, fill: Self.white), tall = RGBAImage(width: 1, height: 32767, fill: Self.white)
    let result = ImageComparison.compare(reference: wide, actual: tall)
    #expect(result.diffImage == nil)
    #expect(result.diffImageOverLimit == ImageOverLimit(name: "diff image", size: PixelSize(width: 32767, height: 32767),
                                                        limit: 100_000_000))
    // Only the shared top-left pixel is compared (equal); every other pixel of the 32767x32767 area is padding.
    #expect(result.mismatchedPixels == 32767 * 32767 - 1)
    #expect(!result.passed)
    #expect(result.reportLines.contains(
      "diff image: not made (the diff image would be 32767x32767 = 1073676289 px, over the limit of 100000000 px)"))
  }

  @Test("the limit is inclusive: 3x1 against 1x3 (a 9 px canvas) is drawn at 9, not at 8")
  func smallLimit() {
    let wide = RGBAImage(width: 3, height: 1, fill: Self.white), tall = RGBAImage(width: 1, height: 3, fill: Self.white)
    var options = ComparisonOptions()
    options.maxDiffImagePixels = 9
    let drawn = ImageComparison.compare(reference: wide, actual: tall, options: options)
    #expect(drawn.diffImage.map(PixelSize.init(of:)) == PixelSize(width: 3, height: 3))
    #expect(drawn.diffImageOverLimit == nil)
    options.maxDiffImagePixels = 8
    let skipped = ImageComparison.compare(reference: wide, actual: tall, options: options)
    #expect(skipped.diffImage == nil)
    #expect(skipped.diffImageOverLimit?.description == "the diff image would be 3x3 = 9 px, over the limit of 8 px")
    #expect(skipped.mismatchedPixels == drawn.mismatchedPixels && skipped.mismatchedPixels == 8)
    #expect(skipped.boundingBox == drawn.boundingBox)
  }

  @Test("no diff image asked for: nothing is over the limit")
  func notAsked() {
    let wide = RGBAImage(width: 32767, height: 1), tall = RGBAImage(width: 1, height: 32767)
    var options = ComparisonOptions()
    options.diffImage = nil
    #expect(ImageComparison.compare(reference: wide, actual: tall, options: options).diffImageOverLimit == nil)
  }

  @Test("canvasSize is the composite's size: column widths (panel or caption) + 2 gaps × band + tallest panel")
  func canvasSize() {
    let panels = [RGBAImage(width: 3, height: 2), RGBAImage(width: 5, height: 1), RGBAImage(width: 2, height: 4)]
    let captions = [RGBAImage(width: 4, height: 3, fill: Self.white), RGBAImage(width: 1, height: 2, fill: Self.white)]
    let size = SideBySide.canvasSize(panels: panels.map(PixelSize.init(of:)), captions: captions.map(PixelSize.init(of:)), gap: 4)
    #expect(size == PixelSize(width: 4 + 5 + 2 + 2 * 4, height: 3 + 4))
    let composite = SideBySide.compose(reference: panels[0], diff: panels[1], actual: panels[2], captions: captions, gap: 4)
    #expect(PixelSize(of: composite) == size)
  }

  @Test("SideBySidePainter refuses a composite over maxPixels before making it")
  func painterLimit() throws {
    let panel = RGBAImage(width: 2, height: 2, fill: Self.white)
    #expect(throws: ImageOverLimit.self) {
      try SideBySidePainter().compose(reference: panel, diff: panel, actual: panel, maxPixels: 100)
    }
    do {
      _ = try SideBySidePainter().compose(reference: panel, diff: panel, actual: panel, maxPixels: 100)
    } catch let error as ImageOverLimit {
      #expect(error.name == "side-by-side composite" && error.limit == 100 && error.size.pixelCount > 100)
    }
  }
}
