import Testing
@testable import CellRaster

/// Named fonts' metrics (Capsize's collection; the expected values are typed from its files, not
/// read from `CustomFontMetrics.table`).
@Suite("CustomFontMetrics")
struct CustomFontMetricsTests {
  @Test("PostScript names find their family, with or without a style suffix and Monotype's MT/PSMT", arguments: [
    ("HelveticaNeue", 450.0), ("HelveticaNeue-Thin", 450), ("Helvetica-Bold", 913), ("ArialMT", 913), ("Arial-BoldMT", 913),
    ("TimesNewRomanPSMT", 832), ("TimesNewRomanPS-BoldItalicMT", 832), ("Quicksand-Bold", 465), ("PublicSans-Regular", 935),
    ("Montserrat-SemiBold", 503), ("Georgia-Italic", 913), ("NunitoSans-Light", 452),
  ])
  func families(_ name: String, _ averageWidth: Double) throws {
    #expect(try #require(CustomFontMetrics.metrics(postScriptName: name)).averageWidth == averageWidth)
  }

  @Test("unknown or differently cased names have no metrics", arguments: ["ProximaNova-Regular", "helveticaneue", "", "-", "MT", "HelveticaNeueX"])
  func unknown(_ name: String) {
    #expect(CustomFontMetrics.metrics(postScriptName: name) == nil)
  }

  @Test("line height is ascent + descent per em (no line gap); spacing is the average width less Inter's 0.4741 em")
  func figures() throws {
    let helvetica = try #require(CustomFontMetrics.metrics(postScriptName: "HelveticaNeue"))
    #expect(abs(helvetica.lineHeight(atPointSize: 17) - 19.805) < 1e-9)
    #expect(abs(helvetica.spacing(atPointSize: 17) - (0.450 - 0.4741) * 17) < 1e-12)
    let quicksand = try #require(CustomFontMetrics.metrics(postScriptName: "Quicksand-Bold"))
    #expect(abs(quicksand.lineHeight(atPointSize: 15) - 18.75) < 1e-9)
    let nunito = try #require(CustomFontMetrics.metrics(postScriptName: "NunitoSans-Bold"))
    #expect(abs(nunito.lineHeight(atPointSize: 30) - 40.92) < 1e-9)  // (1011 + 353) / 1000 × 30
    let montserrat = try #require(CustomFontMetrics.metrics(postScriptName: "Montserrat-Regular"))
    #expect(montserrat.spacing(atPointSize: 18) > 0)  // 0.503 em: wider than Inter
  }
}
