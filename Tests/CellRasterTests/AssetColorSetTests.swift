import Testing
@testable import CellRaster

/// Colour sets: float, 0–255 and hex components, appearances, grey and P3 spaces.
@Suite struct AssetColorSetTests {
  @Test func lightAndDarkValuesFromTheFixture() throws {
    let assets = try AssetFixtures.catalogs([])
    let brand = try #require(assets.colorSet(named: "Brand"))
    #expect(brand.any == Color(red: 255, green: 0, blue: 0))
    // "0", "0x80", "255" with alpha "0.500".
    #expect(brand.dark == Color(red: 0, green: 128, blue: 255, alpha: 128))
    #expect(brand.color(isDark: true) == brand.dark)
    let gray = try #require(assets.colorSet(named: "Gray"))
    #expect(gray.any == Color(red: 128, green: 128, blue: 128) && gray.dark == nil)
    #expect(gray.color(isDark: true) == gray.any)
  }

  static func color(_ json: String) throws -> Color {
    try AssetColorSetReader.color(AssetContentsJSON(value: JSONValue.read(Array(json.utf8)), path: [], file: "C.colorset/Contents.json"))
  }

  @Test func displayP3IsConvertedAndReferencesUseSystemColours() throws {
    // P3 pure red lies outside sRGB: clamped red 255, green and blue 0.
    #expect(try Self.color(#"{"color-space": "display-p3", "components": {"red": "1.000", "green": "0.000", "blue": "0.000", "alpha": "1.000"}}"#)
            == Color(red: 255, green: 0, blue: 0))
    #expect(try Self.color(#"{"platform": "ios", "reference": "systemBlueColor"}"#) == XIBColorParsing.systemColors["systemBlueColor"]?.light)
  }

  @Test func badComponentsAreErrorsNamingThePath() {
    #expect {
      try Self.color(#"{"color-space": "srgb", "components": {"red": "256", "green": "0", "blue": "0"}}"#)
    } throws: { error in
      (error as? AssetCatalogError)?.description == "C.colorset/Contents.json: at $.components.red: 256 is out of range (expected a float 0–1 (\"0.500\"), an integer 0–255 (\"127\") or a hex byte (\"0x7F\"))"
    }
    #expect(throws: AssetCatalogError.self) { try Self.color(#"{"color-space": "cmyk", "components": {}}"#) }
    #expect(throws: AssetCatalogError.self) { try Self.color(#"{"components": {"red": true, "green": "0", "blue": "0"}}"#) }
  }
}
