import Testing
@testable import CellRaster

@Suite("CIEDE2000")
struct CIEDE2000Tests {
  /// Pairs and ΔE00 values from Sharma, Wu & Dalal (2005), Table 1 (a selection of its 34 pairs, including the hue-mean discontinuities).
  @Test("Sharma et al. (2005) test data to 4 decimals", arguments: [
    ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
    ((50.0, 3.1571, -77.2803), (50.0, 0.0, -82.7485), 2.8615),
    ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
    ((50.0, 2.4900, -0.0010), (50.0, -2.4900, 0.0009), 7.1792),
    ((50.0, 2.4900, -0.0010), (50.0, -2.4900, 0.0012), 7.2195),
    ((50.0, -0.0010, 2.4900), (50.0, 0.0009, -2.4900), 4.8045),
    ((50.0, -0.0010, 2.4900), (50.0, 0.0011, -2.4900), 4.7461),
    ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
    ((50.0, 2.5, 0.0), (50.0, 3.1736, 0.5854), 1.0000),
    ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
  ] as [((Double, Double, Double), (Double, Double, Double), Double)])
  func sharma(_ a: (Double, Double, Double), _ b: (Double, Double, Double), _ expected: Double) {
    let lab1 = CIEDE2000.Lab(l: a.0, a: a.1, b: a.2), lab2 = CIEDE2000.Lab(l: b.0, a: b.1, b: b.2)
    #expect(abs(CIEDE2000.difference(lab1, lab2) - expected) < 0.00005)
    #expect(abs(CIEDE2000.difference(lab2, lab1) - expected) < 0.00005)
  }

  @Test("sRGB to Lab: white is L 100, black L 0, and black vs white is ΔE 100")
  func srgb() {
    let white = CIEDE2000.lab(r: 255, g: 255, b: 255), black = CIEDE2000.lab(r: 0, g: 0, b: 0)
    #expect(abs(white.l - 100) < 0.001 && abs(white.a) < 0.01 && abs(white.b) < 0.01)
    #expect(abs(black.l) < 0.001)
    #expect(abs(CIEDE2000.difference(white, black) - 100) < 0.001)
    #expect(CIEDE2000.lab(bytes: 12, 200, 99) == CIEDE2000.lab(r: 12.0, g: 200.0, b: 99.0))
  }
}
