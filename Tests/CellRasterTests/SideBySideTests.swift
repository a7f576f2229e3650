import Foundation
import Testing
@testable import CellRaster

@Suite("SideBySide")
struct SideBySideTests {
  @Test("reference | diff | actual under a white caption band; columns as wide as panel or caption; 4 px transparent gaps")
  func layout() {
    let reference = RGBAImage(width: 2, height: 1, fill: (255, 0, 0, 255))
    let diff = RGBAImage(width: 3, height: 2, fill: (0, 255, 0, 255))
    let actual = RGBAImage(width: 1, height: 1, fill: (0, 0, 255, 255))
    // Stand-in captions: grey tiles, the first wider than its panel, the last shorter than the band.
    let captions = [RGBAImage(width: 5, height: 3, fill: (9, 9, 9, 255)), RGBAImage(width: 2, height: 3, fill: (8, 8, 8, 255)),
                    RGBAImage(width: 1, height: 2, fill: (7, 7, 7, 255))]
    let composite = SideBySide.compose(reference: reference, diff: diff, actual: actual, captions: captions)
    // Columns 5, 3, 1 wide at x = 0, 9, 16; band 3 rows; panels from row 3.
    #expect(composite.width == 5 + 3 + 1 + 8 && composite.height == 3 + 2)
    #expect(rgba(composite, 4, 2) == [9, 9, 9, 255])
    #expect(rgba(composite, 6, 1) == [255, 255, 255, 255])  // band across a gap: white
    #expect(rgba(composite, 10, 0) == [8, 8, 8, 255] && rgba(composite, 11, 0) == [255, 255, 255, 255])
    #expect(rgba(composite, 16, 1) == [7, 7, 7, 255] && rgba(composite, 16, 2) == [255, 255, 255, 255])
    #expect(rgba(composite, 1, 3) == [255, 0, 0, 255])
    #expect(rgba(composite, 2, 3) == [0, 0, 0, 0])  // right of the narrower reference panel
    #expect(rgba(composite, 11, 4) == [0, 255, 0, 255])
    #expect(rgba(composite, 16, 3) == [0, 0, 255, 255] && rgba(composite, 16, 4) == [0, 0, 0, 0])
    // Without captions there is no band.
    let bare = SideBySide.compose(reference: reference, diff: diff, actual: actual)
    #expect(bare.width == 2 + 3 + 1 + 8 && bare.height == 2 && rgba(bare, 13, 0) == [0, 0, 255, 255])
  }

  @Test("streamed rows (SideBySide.Rows) give compose's pixels, transparent gaps and all; opaque only when nothing is left uncovered")
  func streamedRows() throws {
    let reference = RGBAImage(width: 2, height: 1, fill: (255, 0, 0, 255))
    let diff = RGBAImage(width: 3, height: 2, fill: (0, 255, 0, 255))
    let actual = RGBAImage(width: 1, height: 1, fill: (0, 0, 255, 255))
    let captions = [RGBAImage(width: 5, height: 3, fill: (9, 9, 9, 255)), RGBAImage(width: 2, height: 3, fill: (8, 8, 8, 255)),
                    RGBAImage(width: 1, height: 2, fill: (7, 7, 7, 255))]
    for gap in [4, 0] {
      let rows = SideBySide.Rows(reference: reference, diff: diff, actual: actual, captions: captions, gap: gap)
      let composite = SideBySide.compose(reference: reference, diff: diff, actual: actual, captions: captions, gap: gap)
      #expect(rows.width == composite.width && rows.height == composite.height)
      var pixels = [UInt8](repeating: 1, count: rows.width * rows.height * 4)
      pixels.withUnsafeMutableBytes { rows.copyRows(0..<rows.height, into: $0.baseAddress!) }
      #expect(pixels == composite.pixels, "gap \(gap)")
      #expect(!rows.isOpaque())
      let png = try PNGStreamEncoder.encode(rows)
      #expect(try PNGDecoder.decode(png, source: "streamed") == composite)
    }
    // Equal panels side by side with no gap and captions no wider than them cover everything.
    let tile = RGBAImage(width: 4, height: 2, fill: (10, 20, 30, 255))
    let covered = SideBySide.Rows(reference: tile, diff: tile, actual: tile, captions: [RGBAImage(width: 3, height: 1, fill: (1, 1, 1, 255))],
                                  gap: 0)
    #expect(covered.isOpaque())
    let png = try PNGStreamEncoder.encode(covered)
    #expect(png[25] == 2)  // RGB
    #expect(try PNGDecoder.decode(png, source: "covered")
            == SideBySide.compose(reference: tile, diff: tile, actual: tile, captions: [RGBAImage(width: 3, height: 1, fill: (1, 1, 1, 255))], gap: 0))
  }

  @Test("the painter's streamed PNG decodes to the composite it composes")
  func paintedStreamedPNG() throws {
    let reference = RGBAImage(width: 300, height: 200, fill: (0, 90, 200, 255))
    let diff = RGBAImage(width: 310, height: 210, fill: (255, 0, 0, 255))
    let actual = RGBAImage(width: 310, height: 210, fill: (0, 90, 201, 128))
    let painter = SideBySidePainter()
    let composite = try painter.compose(reference: reference, diff: diff, actual: actual)
    let png = try painter.encodePNG(reference: reference, diff: diff, actual: actual)
    #expect(try PNGDecoder.decode(png, source: "side-by-side") == composite)
    #expect(throws: ImageOverLimit.self) {
      try painter.encodePNG(reference: reference, diff: diff, actual: actual, maxPixels: composite.width * composite.height - 1)
    }
  }

  @Test("captions name each panel with its size in pixels, and say when the sizes differ")
  func captionTexts() {
    let same = SideBySide.captions(reference: PixelSize(width: 1125, height: 402), diff: PixelSize(width: 1125, height: 402),
                                   actual: PixelSize(width: 1125, height: 402))
    #expect(same.map(\.text) == ["reference 1125×402 px", "difference 1125×402 px", "actual 1125×402 px"])
    #expect(same.allSatisfy { !$0.sizesDiffer })
    let differ = SideBySide.captions(reference: PixelSize(width: 1125, height: 219), diff: PixelSize(width: 1125, height: 294),
                                     actual: PixelSize(width: 1125, height: 294))
    #expect(differ.map(\.text) == ["reference 1125×219 px, sizes differ", "difference 1125×294 px, sizes differ",
                                   "actual 1125×294 px, sizes differ"])
    #expect(differ.allSatisfy { $0.sizesDiffer })
  }

  @Test("the painter draws legible Inter captions in a band above the panels, the panels copied unchanged, the same bytes each time")
  func paintedCaptions() throws {
    let reference = RGBAImage(width: 300, height: 60, fill: (0, 90, 200, 255))
    let diff = RGBAImage(width: 300, height: 60, fill: (255, 0, 0, 255))
    let actual = RGBAImage(width: 300, height: 60, fill: (0, 90, 201, 128))
    let composite = try SideBySidePainter().compose(reference: reference, diff: diff, actual: actual)
    let band = Self.bandHeight(composite, gapColumn: 300)
    #expect(composite.width == 908 && composite.height == band + 60)
    // Band: 13 px text plus 6 px padding above and below.
    #expect(band >= 25 && band <= 32, "band \(band) px")
    for (index, panel) in [reference, diff, actual].enumerated() {
      let left = index * 304
      // Text pixels, dark, in the column's band, inside the padding; cap height of 13 px Inter ≈ 9 px.
      let ink = try #require(Self.inkRows(composite, x: left..<(left + 300), y: 0..<band), "column \(index) has no text pixels")
      #expect(ink.lowerBound >= SideBySidePainter.captionPadding && ink.upperBound <= band - 4 && ink.count >= 9,
              "column \(index): ink rows \(ink)")
      #expect(Self.region(composite, x: left, y: band, width: 300, height: 60) == panel.pixels, "panel \(index) below the band")
    }
    #expect(try SideBySidePainter().compose(reference: reference, diff: diff, actual: actual) == composite)
    if let out = ProcessInfo.processInfo.environment["SNAPCHECK_TEST_OUTPUT"] {
      try Data(try PNGEncoder.encode(composite)).write(to: URL(fileURLWithPath: out + "/side-by-side.png"))
    }
  }

  @Test("images of different sizes: the captions are drawn in the warning colour (and say so)")
  func sizesDifferColour() throws {
    let small = RGBAImage(width: 200, height: 40, fill: (255, 255, 255, 255))
    let large = RGBAImage(width: 200, height: 50, fill: (255, 255, 255, 255))
    let painter = SideBySidePainter()
    func hasRedInk(_ image: RGBAImage) -> Bool {
      let band = Self.bandHeight(image, gapColumn: 200)
      return (0..<band).contains { y in (0..<image.width).contains { x in
        let p = image.pixel(x: x, y: y)
        return Int(p.r) - Int(p.g) > 60 && p.g < 120
      } }
    }
    #expect(hasRedInk(try painter.compose(reference: small, diff: large, actual: large)))
    #expect(!hasRedInk(try painter.compose(reference: small, diff: small, actual: small)))
  }

  /// Rows at the top where the gap column right of the first panel is opaque (the band is white
  /// across the gaps; below it the gaps are transparent).
  static func bandHeight(_ image: RGBAImage, gapColumn x: Int) -> Int {
    (0..<image.height).first { image.pixel(x: x, y: $0).a == 0 } ?? image.height
  }

  /// The first to last row of `y` where some pixel in columns `x` is dark (every channel under
  /// 128); nil when none is.
  static func inkRows(_ image: RGBAImage, x: Range<Int>, y: Range<Int>) -> ClosedRange<Int>? {
    let rows = y.filter { row in x.contains { let p = image.pixel(x: $0, y: row); return p.r < 128 && p.g < 128 && p.b < 128 } }
    guard let first = rows.first, let last = rows.last else { return nil }
    return first...last
  }

  static func region(_ image: RGBAImage, x: Int, y: Int, width: Int, height: Int) -> [UInt8] {
    var bytes: [UInt8] = []
    for row in y..<(y + height) {
      let start: Int = (row * image.width + x) * 4
      bytes += image.pixels[start..<(start + width * 4)]
    }
    return bytes
  }
}
