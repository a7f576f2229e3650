import Testing
@testable import CellRaster

/// `<resources><image catalog="system" width height>`: a symbol's design canvas, converted to points.
@Suite struct XIBSymbolImageSizeTests {
  @Test func systemImagesAreConvertedAssetsAreNot() throws {
    let document = try XIBSamples.parse(XIBSamples.cell(subviews: "", resources: #"""
      <image name="chevron.right" catalog="system" width="96" height="128"/>
      <image name="star.fill" catalog="system" width="128" height="116"/>
      <image name="Dot" width="18" height="18"/>
      """#))
    // 16.5 pt per 128 units: arcgis FloorFilterSiteFacilityCell's chevron, stored 12.5 x 16.5.
    #expect(document.imageSizes["chevron.right"] == Size(width: 12.375, height: 16.5))
    #expect(document.imageSizes["star.fill"] == Size(width: 16.5, height: 14.953125))
    #expect(document.imageSizes["Dot"] == Size(width: 18, height: 18))
  }

  /// The chevron image view of arcgis-runtime-toolkit-ios FloorFilterSiteFacilityCell, sized by
  /// its image alone in width: within 1 pt of IB's stored 12.5 pt (it was 96 pt when the canvas
  /// was read as points).
  @Test(Fixtures.required) func arcgisChevron() throws {
    let result = XIBOracleComparison.compare(
      file: Fixtures.path("xib-corpus", "arcgis-runtime-toolkit-ios__FloorFilterSiteFacilityCell.xib"), measurer: ZeroTextMeasurer())
    let chevron = try #require(result.views.first { $0.viewID == "St7-Qf-W9T" })
    #expect(chevron.stored.width == 12.5)
    #expect(abs(chevron.dw) <= 0.5 && abs(chevron.dx) <= 0.5, "\(chevron)")
  }
}
