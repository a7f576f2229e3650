import Testing
@testable import CellRaster

/// XIB named colours (`<color name="Brand"/>`) drawn from the spec's asset catalogs: the
/// catalog's colour set replaces IB's light `<resources>` copy, with its dark value in dark
/// variants; without a catalog (or a set of that name) the copy is drawn in both.
@Suite struct AssetCatalogColorResolverTests {
  /// A 20 × 20 pt view at (10, 10) whose background is the named colour `name`; IB's
  /// `<resources>` copy of it is pure green.
  static func cell(_ name: String) -> String {
    XIBSamples.cell(width: 100, height: 44, subviews: """
      <view id="swatch" translatesAutoresizingMaskIntoConstraints="NO">
        <rect key="frame" x="10" y="10" width="20" height="20"/>
        <color key="backgroundColor" name="\(name)"/>
      </view>
      """, constraints: """
      <constraint firstItem="swatch" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="10" id="c1"/>
      <constraint firstItem="swatch" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="10" id="c2"/>
      <constraint firstItem="swatch" firstAttribute="width" constant="20" id="c3"/>
      <constraint firstItem="swatch" firstAttribute="height" constant="20" id="c4"/>
      """, resources: """
      <namedColor name="\(name)"><color red="0.0" green="1" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>
      """)
  }

  static func swatch(_ name: String, _ appearance: Appearance, assets: AssetCatalogs?) throws -> Color {
    let environment = RenderEnvironment(width: 100, scale: 1, appearance: appearance)
    return try AssetFixtures.render(cell(name), environment: environment, assets: assets).image.color(20, 20)
  }

  @Test func catalogColourSetReplacesTheResourcesCopy() throws {
    let assets = try AssetFixtures.catalogs([])
    // TestAssets' Brand.colorset: any #FF0000; dark (0, 128, 255) at 50 %, over the dark cell's
    // systemBackground (black).
    #expect(try Self.swatch("Brand", .light, assets: assets) == Color(red: 255, green: 0, blue: 0))
    #expect(try Self.swatch("Brand", .dark, assets: assets) == Color(red: 0, green: 64, blue: 128))
  }

  @Test func withoutASetTheResourcesCopyIsDrawnInBothAppearances() throws {
    let none = AssetCatalogs()
    #expect(try Self.swatch("Brand", .light, assets: none) == Color(red: 0, green: 255, blue: 0))
    #expect(try Self.swatch("Brand", .dark, assets: none) == Color(red: 0, green: 255, blue: 0))
    // A catalog without that colour set keeps the copy too.
    let assets = try AssetFixtures.catalogs([])
    #expect(try Self.swatch("Elsewhere", .dark, assets: assets) == Color(red: 0, green: 255, blue: 0))
  }

  @Test func resolverAnswersOnlyForItsColourSets() throws {
    let resolver = try #require(try AssetFixtures.catalogs([]).namedColorResolver)
    let brand = try #require(resolver.colorSet(named: "Brand"))
    #expect(brand.any == Color(red: 255, green: 0, blue: 0))
    #expect(brand.dark == Color(red: 0, green: 128, blue: 255, alpha: 128))
    #expect(resolver.colorSet(named: "Elsewhere") == nil)
    #expect(AssetCatalogs().namedColorResolver == nil)
  }
}
