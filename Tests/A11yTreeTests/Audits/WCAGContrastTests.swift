import A11yTree
import CellRaster
import Testing

@Suite("WCAGContrast: luminance and contrast ratio (§3.4)")
struct WCAGContrastTests {
  /// reference/accessibility.md §3.4 computed vectors: foreground, background, ratio to 4 dp.
  static let vectors: [(String, String, Double)] = [
    ("#000000", "#FFFFFF", 21.0000), ("#FFFFFF", "#FFFFFF", 1.0000),
    ("#767676", "#FFFFFF", 4.5422), ("#777777", "#FFFFFF", 4.4781),
    ("#595959", "#FFFFFF", 7.0047), ("#949494", "#FFFFFF", 3.0335),
    ("#959595", "#FFFFFF", 2.9953), ("#007BC8", "#FFFFFF", 4.4995),
    ("#808080", "#FFFFFF", 3.9494), ("#FF0000", "#FFFFFF", 3.9985),
    ("#FF0000", "#000000", 5.2520), ("#0000FF", "#FFFFFF", 8.5925),
    ("#00FF00", "#000000", 15.3040), ("#0A6ED1", "#FFFFFF", 5.0433),
    ("#1A1A1A", "#000000", 1.2066), ("#000000", "#1A1A1A", 1.2066),
  ]

  @Test("the §3.4 vectors to four decimals", arguments: vectors)
  func vector(_ foreground: String, _ background: String, _ expected: Double) throws {
    let ratio = WCAGContrast.ratio(try #require(Color(hex: foreground)), try #require(Color(hex: background)))
    #expect((ratio * 10000).rounded() / 10000 == expected)
  }

  @Test("pass and fail at the AA thresholds: #767676 passes 4.5, #777777 and #007BC8 fail; #949494 passes 3, #959595 fails")
  func thresholds() throws {
    func ratio(_ hex: String) throws -> Double {
      WCAGContrast.ratio(try #require(Color(hex: hex)), .white)
    }
    #expect(try ratio("#767676") >= WCAGContrast.normalTextMinimum)
    #expect(try ratio("#777777") < WCAGContrast.normalTextMinimum)
    #expect(try ratio("#007BC8") < WCAGContrast.normalTextMinimum)
    #expect(try ratio("#949494") >= WCAGContrast.largeTextMinimum)
    #expect(try ratio("#959595") < WCAGContrast.largeTextMinimum)
  }

  @Test("luminances of §3.4 and the GTXiLib float inputs")
  func luminance() throws {
    func l(_ hex: String) throws -> Double {
      (WCAGContrast.relativeLuminance(try #require(Color(hex: hex))) * 1e6).rounded() / 1e6
    }
    #expect(try l("#767676") == 0.181164)
    #expect(try l("#777777") == 0.184475)
    #expect(try l("#0A6ED1") == 0.158198)
    #expect(try l("#1A1A1A") == 0.010330)
    let orange = WCAGContrast.relativeLuminance(red: 1, green: 0.5, blue: 0)
    #expect((orange * 1e6).rounded() / 1e6 == 0.365682)
    let grey = WCAGContrast.relativeLuminance(red: 0.5, green: 0.5, blue: 0.5)
    #expect((grey * 1e6).rounded() / 1e6 == 0.214041)
  }

  @Test("large text is 18 pt, or 14 pt bold; semibold is not bold")
  func largeText() {
    #expect(WCAGContrast.isLargeText(FontDescriptor(pointSize: 18)))
    #expect(!WCAGContrast.isLargeText(FontDescriptor(pointSize: 17.9)))
    #expect(WCAGContrast.isLargeText(FontDescriptor(pointSize: 14, weight: .bold)))
    #expect(!WCAGContrast.isLargeText(FontDescriptor(pointSize: 17, weight: .semibold)))
    #expect(!WCAGContrast.isLargeText(FontDescriptor(pointSize: 13, weight: .black)))
  }

  @Test("ratios are written with four decimals")
  func format() {
    #expect(WCAGContrast.format(4.49951) == "4.4995:1")
    #expect(WCAGContrast.format(21) == "21.0000:1")
    #expect(WCAGContrast.format(1.2066) == "1.2066:1")
  }
}
