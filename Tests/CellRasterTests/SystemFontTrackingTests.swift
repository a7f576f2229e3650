import Testing
@testable import CellRaster

/// SF Pro tracking ([HIG23] "iOS, iPadOS tracking values", SF Pro; reference/fidelity.md §4).
/// Expected values are typed from the HIG table, not read from `SystemFontTracking.table`.
@Suite("SystemFontTracking")
struct SystemFontTrackingTests {
  @Test("listed sizes give the HIG's points column", arguments: [
    (6.0, 0.24), (10, 0.12), (11, 0.06), (12, 0), (13, -0.08), (14, -0.15), (15, -0.23), (16, -0.31),
    (17, -0.43), (19, -0.45), (20, -0.45), (23, -0.10), (24, 0.07), (28, 0.38), (34, 0.40), (40, 0.37),
    (52, 0.31), (53, 0.33), (60, 0.26), (76, 0.07), (80, 0), (96, 0),
  ])
  func listedSizes(_ size: Double, _ points: Double) {
    #expect(abs(SystemFontTracking.tracking(atPointSize: size) - points) < 1e-12)
  }

  @Test("the table has 64 rows from 6 to 96 pt; each points value is within 0.04 pt of its 1/1000 em value")
  func tableShape() {
    let table = SystemFontTracking.table
    #expect(table.count == 64 && table.first?.size == 6 && table.last?.size == 96)
    #expect(zip(table, table.dropFirst()).allSatisfy { $0.size < $1.size })
    // The HIG's two columns disagree by up to 0.036 pt (40 pt: 10/1000 em = 0.40, printed 0.37),
    // so this only catches a slipped digit or sign in either column.
    for row in table {
      #expect(abs(row.size * Double(row.thousandthsOfEm) / 1000 - row.points) < 0.04, "\(row)")
    }
  }

  @Test("sizes the table skips are interpolated linearly between their neighbours", arguments: [
    (55.0, 0.31),     // 54 → 0.32, 56 → 0.30
    (14.5, -0.19),    // 14 → −0.15, 15 → −0.23
    (17.5, -0.435),   // 17 → −0.43, 18 → −0.44
    (74, 0.105),      // 72 → 0.14, 76 → 0.07
  ])
  func gaps(_ size: Double, _ points: Double) {
    #expect(abs(SystemFontTracking.tracking(atPointSize: size) - points) < 1e-12)
  }

  @Test("below 6 pt: +41/1000 em of the size; above 96 pt and for nonsense sizes: 0")
  func outOfTable() {
    #expect(abs(SystemFontTracking.tracking(atPointSize: 5) - 0.205) < 1e-12)
    #expect(SystemFontTracking.tracking(atPointSize: 200) == 0)
    #expect(SystemFontTracking.tracking(atPointSize: 0) == 0)
    #expect(SystemFontTracking.tracking(atPointSize: -3) == 0)
    #expect(SystemFontTracking.tracking(atPointSize: .nan) == 0)
    #expect(SystemFontTracking.tracking(atPointSize: .infinity) == 0)
  }

  @Test("system fonts are tracked by their size; a custom font only towards its own width, when known")
  func descriptorTracking() {
    #expect(FontDescriptor.preferred(.body, .large).tracking == -0.43)
    #expect(FontDescriptor.preferred(.subheadline, .large).tracking == -0.23)
    #expect(FontDescriptor.preferred(.caption2, .large).tracking == 0.06)
    // Semibold and heavier add 0.010 em, medium 0.005 em (fidelity.md §4's UIKit semibold widths).
    let axHeadline = FontDescriptor.preferred(.headline, .accessibilityExtraLarge, weight: .semibold)
    #expect(axHeadline.pointSize == 40)
    #expect(abs(axHeadline.tracking - (0.37 + 0.40)) < 1e-12)
    #expect(abs(FontDescriptor(pointSize: 12, weight: .semibold).tracking - 0.12) < 1e-12)
    #expect(abs(FontDescriptor(pointSize: 17, weight: .bold).tracking - (-0.43 + 0.17)) < 1e-12)
    #expect(abs(FontDescriptor(pointSize: 16, weight: .medium).tracking - (-0.31 + 0.08)) < 1e-12)
    #expect(FontDescriptor(pointSize: 17, weight: .light).tracking == -0.43)
    #expect(FontDescriptor(pointSize: 17, customFontName: "ProximaNova-Regular").tracking == 0)
    #expect(FontDescriptor(pointSize: 17, weight: .bold, customFontName: "ProximaNova-Bold").tracking == 0)
    // A named font CustomFontMetrics knows: its average width, Georgia 913/2048 em, less Inter's 0.4741 em.
    #expect(abs(FontDescriptor(pointSize: 17, customFontName: "Georgia").tracking - (913.0 / 2048 - 0.4741) * 17) < 1e-12)
  }

  @Test("the stand-in's weight spacing: none up to regular, 0.005 em at medium, 0.010 em from semibold up")
  func weightSpacing() {
    #expect(FontWeight.allCases.map(SystemFontTracking.standInWeightSpacing) == [0, 0, 0, 0, 0.005, 0.010, 0.010, 0.010, 0.010])
  }

  @Test("XIB fonts: named fonts are custom (no SF tracking; their own width when known); system, text-style and private system names are tracked")
  func xibFonts() throws {
    func font(_ attributes: String) throws -> FontDescriptor? {
      let label = #"""
        <label id="l"><rect key="frame" x="0" y="0" width="10" height="10"/><fontDescription key="fontDescription" \#(attributes)/></label>
        """#
      return try XIBSamples.parse(XIBSamples.cell(subviews: label)).root.view(withID: "l")?.text?.font.descriptor(at: .large)
    }
    let named = try #require(try font(#"name="ProximaNova-Thin" family="Proxima Nova" pointSize="17""#))
    #expect(named.customFontName == "ProximaNova-Thin" && named.weight == .thin && named.tracking == 0)
    let helvetica = try #require(try font(#"name="HelveticaNeue-Thin" family="Helvetica Neue" pointSize="17""#))
    // HelveticaNeue-Thin's own 418/1000 em, drawn as Inter Thin (0.4741 × 925/978 em).
    #expect(helvetica.weight == .thin && abs(helvetica.tracking - (0.418 - 0.4741 * 925 / 978) * 17) < 1e-12)
    #expect(try font(#"type="system" pointSize="17""#)?.tracking == -0.43)
    #expect(abs(try #require(try font(#"type="boldSystem" pointSize="15""#)).tracking - (-0.23 + 0.15)) < 1e-12)
    #expect(try font(#"style="UICTFontTextStyleBody""#)?.tracking == -0.43)
    #expect(abs(try #require(try font(#"name=".SFUI-Semibold" pointSize="13""#)).tracking - (-0.08 + 0.13)) < 1e-12)
  }
}
