import Testing
@testable import CellRaster

/// One v7.2.0 row of `pixelmatch/expected-counts.csv`.
struct PixelmatchCase: CustomTestStringConvertible, Sendable {
  let img1: String
  let img2: String
  let expectedDiff: String
  let threshold: Double
  let includeAA: Bool
  let style: DiffImageStyle
  let expected: Int
  var testDescription: String { "\(img1)/\(img2) → \(expectedDiff) (\(expected))" }

  static let all: [PixelmatchCase] = Fixtures.csv("pixelmatch", "expected-counts.csv").dropFirst()
    .filter { $0.first == "v7.2.0" && $0.count >= 12 }
    .map { row in
      func color(_ text: String) -> DiffImageStyle.RGB? {
        let parts = text.split(separator: " ").compactMap { UInt8($0) }
        return parts.count == 3 ? DiffImageStyle.RGB(parts[0], parts[1], parts[2]) : nil
      }
      let style = DiffImageStyle(alpha: Double(row[6]) ?? 0.1, aaColor: color(row[7]) ?? .init(255, 255, 0),
                                 diffColor: color(row[8]) ?? .init(255, 0, 0), diffColorAlt: color(row[9]),
                                 diffMask: row[10] == "true")
      return PixelmatchCase(img1: row[1], img2: row[2], expectedDiff: row[3], threshold: Double(row[4]) ?? 0.1,
                            includeAA: row[5] == "true", style: style, expected: Int(row[11]) ?? -1)
    }
}

/// One v7.2.0 row of `pixelmatch/derived-counts.csv` (threshold × includeAA × checkerboard grid).
struct DerivedCase: CustomTestStringConvertible, Sendable {
  let img1: String, img2: String
  let threshold: Double
  let includeAA: Bool
  let background: AlphaBackground
  let expected: Int
  var testDescription: String { "\(img1)/\(img2) t=\(threshold) includeAA=\(includeAA) \(background) → \(expected)" }

  static let all: [DerivedCase] = Fixtures.csv("pixelmatch", "derived-counts.csv").dropFirst()
    .filter { $0.first == "v7.2.0" && $0.count >= 9 }
    .map { row in
      DerivedCase(img1: row[1], img2: row[2], threshold: Double(row[5]) ?? -1, includeAA: row[6] == "true",
                  background: row[7] == "true" ? .checkerboard : .white, expected: Int(row[8]) ?? -1)
    }
}

/// Decoded fixture images, loaded once.
enum PixelmatchImages {
  static let cache: [String: RGBAImage] = {
    var images: [String: RGBAImage] = [:]
    for name in ["1a", "1b", "2a", "2b", "3a", "3b", "4a", "4b", "5a", "5b", "6a", "6b", "7a", "7b", "8a"] {
      if let bytes = try? Fixtures.bytes("pixelmatch", name + ".png"),
         let image = try? PNGDecoder.decode(bytes, source: name) {
        images[name] = image
      }
    }
    return images
  }()

  static func image(_ name: String) throws -> RGBAImage {
    try #require(cache[name], "fixture \(name).png missing or undecodable")
  }
}

@Suite("ImageComparison")
struct ImageComparisonTests {
  @Test("the v7.2.0 table has all 12 rows and the derived grid its 160", Fixtures.required)
  func tablesPresent() {
    #expect(PixelmatchCase.all.count == 12)
    #expect(DerivedCase.all.count == 160)
  }

  @Test("pixelmatch v7.2.0 table: counts and diff images equal upstream's", Fixtures.required, arguments: PixelmatchCase.all)
  func pixelmatchTable(_ row: PixelmatchCase) throws {
    let a = try PixelmatchImages.image(row.img1), b = try PixelmatchImages.image(row.img2)
    let options = ComparisonOptions(mode: .pixelmatch, threshold: row.threshold, includeAA: row.includeAA, diffImage: row.style)
    let result = ImageComparison.compare(reference: a, actual: b, options: options)
    #expect(result.mismatchedPixels == row.expected)
    let expectedDiff = try PNGDecoder.decode(try Fixtures.bytes("pixelmatch", row.expectedDiff), source: row.expectedDiff)
    let diff = try #require(result.diffImage)
    #expect(diff.width == expectedDiff.width && diff.height == expectedDiff.height)
    let differing = zip(diff.pixels, expectedDiff.pixels).filter { $0 != $1 }.count
    #expect(differing == 0, "diff image bytes differing from \(row.expectedDiff)")
    // Same count without drawing a diff image (pixelmatch asserts this too).
    var bare = options
    bare.diffImage = nil
    #expect(ImageComparison.compare(reference: a, actual: b, options: bare).mismatchedPixels == row.expected)
  }

  @Test("pixelmatch v7.2.0 derived grid: thresholds 0–0.5, AA on/off, checkerboard/white", Fixtures.required, arguments: DerivedCase.all)
  func derivedGrid(_ row: DerivedCase) throws {
    let a = try PixelmatchImages.image(row.img1), b = try PixelmatchImages.image(row.img2)
    let options = ComparisonOptions(mode: .pixelmatch, threshold: row.threshold, includeAA: row.includeAA,
                                    alphaBackground: row.background, diffImage: nil)
    #expect(ImageComparison.compare(reference: a, actual: b, options: options).mismatchedPixels == row.expected)
  }

  /// image-diff.md §5.1 single-pixel cases, v7.2.0 column.
  @Test("single-pixel cases of image-diff.md §5.1 (v7.2.0 values)", arguments: [
    ((0, 0, 0, 255), (13, 13, 13, 255), AlphaBackground.checkerboard, 0),
    ((0, 0, 0, 255), (23, 23, 23, 255), .checkerboard, 0),
    ((41, 56, 157, 255), (41, 56, 0, 255), .checkerboard, 1),
    ((39, 44, 92, 255), (39, 44, 14, 255), .checkerboard, 0),
    ((0, 254, 252, 255), (94, 254, 252, 255), .checkerboard, 1),
    ((0, 254, 252, 255), (47, 254, 252, 255), .checkerboard, 1),
    ((0, 0, 0, 128), (127, 127, 127, 255), .checkerboard, 1),
    ((0, 0, 0, 128), (127, 127, 127, 255), .white, 0),
  ] as [((UInt8, UInt8, UInt8, UInt8), (UInt8, UInt8, UInt8, UInt8), AlphaBackground, Int)])
  func singlePixel(_ a: (UInt8, UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8, UInt8),
                   _ background: AlphaBackground, _ expected: Int) {
    let options = ComparisonOptions(mode: .pixelmatch, alphaBackground: background)
    let result = ImageComparison.compare(reference: RGBAImage(width: 1, height: 1, fill: a),
                                         actual: RGBAImage(width: 1, height: 1, fill: b), options: options)
    #expect(result.mismatchedPixels == expected)
  }

  @Test("strict: an alpha-only difference counts; identical images pass with a grey diff")
  func strictAlphaOnly() {
    let reference = RGBAImage(width: 4, height: 3, fill: (10, 20, 30, 255))
    var actual = reference
    actual.pixels[(1 * 4 + 2) * 4 + 3] = 254  // pixel (2, 1): alpha 255 → 254
    let result = ImageComparison.compare(reference: reference, actual: actual)
    #expect(result.mismatchedPixels == 1)
    #expect(result.boundingBox == PixelBox(x: 2, y: 1, width: 1, height: 1))
    #expect(!result.passed)
    #expect(rgba(result.diffImage, 2, 1) == [255, 0, 0, 255])

    let same = ImageComparison.compare(reference: reference, actual: reference)
    #expect(same.mismatchedPixels == 0 && same.passed && same.boundingBox == nil)
    // Faded reference: 255 + (Y − 255) · 0.1, Y = 10·.29889531 + 20·.58662247 + 30·.11448223 = 18.14…
    #expect(rgba(same.diffImage, 0, 0) == [231, 231, 231, 255])
  }

  @Test("strict: transparent pixels with different colour bytes differ (raw RGBA compared)")
  func strictTransparentColours() {
    let result = ImageComparison.compare(reference: RGBAImage(width: 1, height: 1, fill: (0, 0, 0, 0)),
                                         actual: RGBAImage(width: 1, height: 1, fill: (255, 255, 255, 0)))
    #expect(result.mismatchedPixels == 1)
  }

  @Test("different sizes fail, name both sizes, and pad the diff with changed pixels")
  func sizeMismatch() throws {
    let reference = RGBAImage(width: 3, height: 2, fill: (0, 0, 0, 255))
    let actual = RGBAImage(width: 2, height: 3, fill: (0, 0, 0, 255))
    let result = ImageComparison.compare(reference: reference, actual: actual,
                                         options: ComparisonOptions(allowance: .percent(100)))
    #expect(result.sizeMismatch && !result.passed)
    #expect(result.totalPixels == 9)
    #expect(result.mismatchedPixels == 5)  // 3x3 canvas minus the 2x2 overlap
    #expect(result.boundingBox == PixelBox(x: 0, y: 0, width: 3, height: 3))
    let diff = try #require(result.diffImage)
    #expect(diff.width == 3 && diff.height == 3)
    #expect(diff.pixel(x: 2, y: 0) == (255, 0, 0, 255))
    #expect(diff.pixel(x: 0, y: 2) == (255, 0, 0, 255))
    #expect(diff.pixel(x: 1, y: 1) != (255, 0, 0, 255))
    #expect(result.reportLines.first == "size: reference 3x2, actual 2x3 (sizes differ)")
  }

  @Test("perceptual: ΔE at or under the tolerance passes, over it counts")
  func perceptual() {
    let reference = RGBAImage(width: 2, height: 1, fill: (128, 128, 128, 255))
    var actual = reference
    actual.pixels[0] = 129  // tiny red shift: ΔE00 ≈ 0.4
    actual.pixels[4] = 160  // large red shift
    let loose = ImageComparison.compare(reference: reference, actual: actual,
                                        options: ComparisonOptions(mode: .perceptual, deltaE: 2.3))
    #expect(loose.mismatchedPixels == 1)
    #expect(loose.boundingBox == PixelBox(x: 1, y: 0, width: 1, height: 1))
    let exact = ImageComparison.compare(reference: reference, actual: actual,
                                        options: ComparisonOptions(mode: .perceptual, deltaE: 0))
    #expect(exact.mismatchedPixels == 2)
  }

  @Test("allowance decides the verdict inclusively: 99/100/101 px of 10,000 at 1%", arguments: [(99, true), (100, true), (101, false)])
  func allowanceBoundary(_ changed: Int, _ passes: Bool) {
    let reference = RGBAImage(width: 100, height: 100, fill: (255, 255, 255, 255))
    var actual = reference
    for i in 0..<changed { actual.pixels[i * 4] = 0 }
    let result = ImageComparison.compare(reference: reference, actual: actual,
                                         options: ComparisonOptions(allowance: .percent(1), diffImage: nil))
    #expect(result.mismatchedPixels == changed)
    #expect(result.passed == passes)
    let pixels = ImageComparison.compare(reference: reference, actual: actual,
                                         options: ComparisonOptions(allowance: .pixels(100), diffImage: nil))
    #expect(pixels.passed == passes)
  }
}

/// The RGBA bytes of pixel (`x`, `y`), or [] without an image.
func rgba(_ image: RGBAImage?, _ x: Int, _ y: Int) -> [UInt8] {
  guard let image else { return [] }
  let p = image.pixel(x: x, y: y)
  return [p.r, p.g, p.b, p.a]
}
