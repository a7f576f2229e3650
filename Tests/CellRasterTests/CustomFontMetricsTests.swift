import Testing
@testable import CellRaster

/// Named fonts' metrics (Capsize's collection; the expected values are typed from its files, not
/// read from `CustomFontMetrics.table`).
@Suite("CustomFontMetrics")
struct CustomFontMetricsTests {
  @Test("PostScript names find their family, with or without a style suffix and Monotype's MT/PSMT", arguments: [
    ("HelveticaNeue", 450.0), ("HelveticaNeue-Thin", 418), ("HelveticaNeue-UltraLight", 400), ("HelveticaNeue-Bold", 480),
    ("HelveticaNeue-BoldItalic", 480), ("HelveticaNeue-Italic", 450), ("HelveticaNeue-CondensedBlack", 450),
    ("Helvetica-Bold", 913), ("ArialMT", 913), ("Arial-BoldMT", 913), ("TimesNewRomanPSMT", 832),
    ("TimesNewRomanPS-BoldItalicMT", 832), ("Quicksand-Bold", 489), ("Quicksand-Medium", 465), ("PublicSans-Regular", 935),
    ("Montserrat-SemiBold", 503), ("Georgia-Italic", 913), ("NunitoSans-Light", 444), ("NunitoSans-ExtraBold", 452),
  ])
  func families(_ name: String, _ averageWidth: Double) throws {
    #expect(try #require(CustomFontMetrics.metrics(postScriptName: name)).averageWidth == averageWidth)
  }

  @Test("unknown or differently cased names have no metrics", arguments: ["ProximaNova-Regular", "helveticaneue", "", "-", "MT", "HelveticaNeueX"])
  func unknown(_ name: String) {
    #expect(CustomFontMetrics.metrics(postScriptName: name) == nil)
  }

  @Test("Inter's average width per weight: Capsize's faces scaled to the pinned Regular's 0.4741 em")
  func standIn() {
    #expect(CustomFontMetrics.standInAverageWidth(.regular) == 0.4741)
    #expect(abs(CustomFontMetrics.standInAverageWidth(.bold) - 0.4741 * 1008 / 978) < 1e-12)
    #expect(abs(CustomFontMetrics.standInAverageWidth(.thin) - 0.4741 * 925 / 978) < 1e-12)
    let widths = FontWeight.allCases.map { CustomFontMetrics.standInAverageWidth($0) }
    #expect(zip(widths, widths.dropFirst()).allSatisfy { $0 < $1 }, "heavier Inter faces are wider")
    // From 20 pt the text is Inter Display, 9.5 % narrower (fidelity.md §4).
    #expect(abs(CustomFontMetrics.standInAverageWidth(.regular, pointSize: 20) - 0.4741 * 0.905) < 1e-12)
    #expect(CustomFontMetrics.standInAverageWidth(.regular, pointSize: 19.99) == 0.4741)
  }

  @Test("line height is ascent + descent per em (no line gap); spacing is the face's average width less Inter's at the drawn weight")
  func figures() throws {
    let helvetica = try #require(CustomFontMetrics.metrics(postScriptName: "HelveticaNeue"))
    #expect(abs(helvetica.lineHeight(atPointSize: 17) - 19.805) < 1e-9)
    #expect(abs(helvetica.spacing(atPointSize: 17, standInWeight: .regular) - (0.450 - 0.4741) * 17) < 1e-12)
    let bold = try #require(CustomFontMetrics.metrics(postScriptName: "HelveticaNeue-Bold"))
    #expect(abs(bold.lineHeight(atPointSize: 12) - 14.304) < 1e-9)  // (975 + 217) / 1000 × 12
    #expect(abs(bold.spacing(atPointSize: 10, standInWeight: .bold) - (0.480 - 0.4741 * 1008 / 978) * 10) < 1e-12)
    let quicksand = try #require(CustomFontMetrics.metrics(postScriptName: "Quicksand-Bold"))
    #expect(abs(quicksand.lineHeight(atPointSize: 15) - 18.75) < 1e-9)
    let nunito = try #require(CustomFontMetrics.metrics(postScriptName: "NunitoSans-Bold"))
    #expect(abs(nunito.lineHeight(atPointSize: 30) - 40.92) < 1e-9)  // (1011 + 353) / 1000 × 30
    // A bold name with only the regular face's figures widens as Inter does from Regular to Bold.
    let times = try #require(CustomFontMetrics.metrics(postScriptName: "TimesNewRomanPS-BoldMT"))
    #expect(times.weight == .regular)
    let widening = CustomFontMetrics.standInAverageWidth(.bold) / CustomFontMetrics.standInAverageWidth(.regular)
    #expect(abs(times.spacing(atPointSize: 17, standInWeight: .bold)
      - (832.0 / 2048 * widening - CustomFontMetrics.standInAverageWidth(.bold)) * 17) < 1e-12)
    #expect(abs(times.spacing(atPointSize: 17, standInWeight: .bold) - times.spacing(atPointSize: 17, standInWeight: .regular) * widening) < 1e-12)
    let montserrat = try #require(CustomFontMetrics.metrics(postScriptName: "Montserrat-Regular"))
    #expect(montserrat.spacing(atPointSize: 18, standInWeight: .regular) > 0)  // 0.503 em: wider than Inter
  }
}
