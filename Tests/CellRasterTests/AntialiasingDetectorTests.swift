import Testing
@testable import CellRaster

@Suite("AntialiasingDetector")
struct AntialiasingDetectorTests {
  /// A 5x5 image: left two columns black, right two white, middle column `middle` grey.
  static func edge(middle: UInt8) -> RGBAImage {
    var image = RGBAImage(width: 5, height: 5, fill: (0, 0, 0, 255))
    for y in 0..<5 {
      for x in 2..<5 {
        let v: UInt8 = x == 2 ? middle : 255
        let i = (y * 5 + x) * 4
        image.pixels[i] = v; image.pixels[i + 1] = v; image.pixels[i + 2] = v
      }
    }
    return image
  }

  func detect(_ image: RGBAImage, _ other: RGBAImage, x: Int, y: Int) -> Bool {
    image.pixels.withUnsafeBufferPointer { a in
      other.pixels.withUnsafeBufferPointer { b in
        guard let pa = a.baseAddress, let pb = b.baseAddress else { return false }
        return UnsafeRawPointer(pa).withMemoryRebound(to: UInt32.self, capacity: 25) { a32 in
          UnsafeRawPointer(pb).withMemoryRebound(to: UInt32.self, capacity: 25) { b32 in
            AntialiasingDetector(width: 5, height: 5, background: .checkerboard)
              .isAntialiased(pa, x1: x, y1: y, a32: a32, b32: b32)
          }
        }
      }
    }
  }

  @Test("a grey pixel between flat black and flat white is anti-aliasing; a flat area pixel is not")
  func edgePixel() {
    let soft = Self.edge(middle: 128), hard = Self.edge(middle: 255)
    #expect(detect(soft, hard, x: 2, y: 2))
    #expect(!detect(hard, soft, x: 4, y: 2))  // inside the flat white area: 3+ equal neighbours
  }
}
