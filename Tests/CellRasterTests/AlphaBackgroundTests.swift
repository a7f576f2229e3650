import Testing
@testable import CellRaster

@Suite("AlphaBackground")
struct AlphaBackgroundTests {
  @Test("checkerboard follows pixelmatch 7.x: R is always 48 at pixel offsets, G and B use φ and φ²")
  func checkerboard() {
    for k in stride(from: 0, to: 4000, by: 4) {
      let c = AlphaBackground.checkerboard.color(atByteOffset: k)
      #expect(c.r == 48)
      #expect(c.g == 48 + 159 * (Int(Double(k) / 1.618033988749895) % 2))
      #expect(c.b == 48 + 159 * (Int(Double(k) / 2.618033988749895) % 2))
    }
    #expect(AlphaBackground.checkerboard.color(atByteOffset: 4) == (48, 48, 207))  // ⌊4/φ⌋ = 2, ⌊4/φ²⌋ = 1
    #expect(AlphaBackground.checkerboard.color(atByteOffset: 12) == (48, 207, 48))  // ⌊12/φ⌋ = 7, ⌊12/φ²⌋ = 4
  }

  @Test("white is white everywhere")
  func white() {
    #expect(AlphaBackground.white.color(atByteOffset: 12) == (255, 255, 255))
    #expect(AlphaBackground(rawValue: "white") == .white && AlphaBackground(rawValue: "checkerboard") == .checkerboard)
  }
}
