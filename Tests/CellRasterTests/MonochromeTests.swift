import Testing
@testable import CellRaster

@Suite("Monochrome")
struct MonochromeTests {
  /// The formula `monochrome()` documents, per pixel, as written before the tables.
  static func reference(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
    let grey = 0.2126 * Double(r) + 0.7152 * Double(g) + 0.0722 * Double(b)
    return UInt8(min(255, grey.rounded()))
  }

  @Test("every R, G, B combination gives the per-pixel formula's grey, bit for bit; alpha is kept")
  func everyColour() {
    var mismatches: [String] = []
    for r in 0...255 {
      var pixels = [UInt8](repeating: 0, count: 256 * 256 * 4)
      for g in 0...255 {
        for b in 0...255 {
          let i = (g * 256 + b) * 4
          pixels[i] = UInt8(r); pixels[i + 1] = UInt8(g); pixels[i + 2] = UInt8(b); pixels[i + 3] = UInt8((r + g + b) & 0xFF)
        }
      }
      let grey = RGBAImage(width: 256, height: 256, pixels: pixels).monochrome().pixels
      for g in 0...255 {
        for b in 0...255 {
          let i = (g * 256 + b) * 4
          let expected = Self.reference(UInt8(r), UInt8(g), UInt8(b))
          if grey[i] != expected || grey[i + 1] != expected || grey[i + 2] != expected || grey[i + 3] != pixels[i + 3] {
            if mismatches.count < 5 { mismatches.append("(\(r), \(g), \(b)): \(grey[i]) for \(expected)") }
          }
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches)")
  }
}
