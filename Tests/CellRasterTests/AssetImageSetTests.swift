import Foundation
import Testing
@testable import CellRaster

/// Choosing an image set's rendition by idiom, appearance and scale; reading its Contents.json.
@Suite struct AssetImageSetTests {
  static func rendition(_ idiom: AssetIdiom, _ scale: Int?, _ appearance: AssetAppearance = .any, _ tag: Int) -> AssetImageRendition {
    AssetImageRendition(idiom: idiom, scale: scale, appearance: appearance, file: "f\(tag)",
                        content: .bitmap(RGBAImage(width: tag, height: 1, pixels: [UInt8](repeating: 0, count: tag * 4))))
  }

  @Test func scaleExactThenNearestLargerThenLargest() {
    let set = AssetImageSet(name: "S", renditions: [Self.rendition(.universal, 1, .any, 1), Self.rendition(.universal, 3, .any, 3)])
    #expect(set.rendition(idiom: .phone, scale: 1, isDark: false)?.file == "f1")
    #expect(set.rendition(idiom: .phone, scale: 2, isDark: false)?.file == "f3")  // nearest larger
    let small = AssetImageSet(name: "S", renditions: [Self.rendition(.universal, 1, .any, 1), Self.rendition(.universal, 2, .any, 2)])
    #expect(small.rendition(idiom: .phone, scale: 3, isDark: false)?.file == "f2")  // the largest
  }

  @Test func singleScaleIsUsedAtAnyScale() {
    let set = AssetImageSet(name: "S", renditions: [Self.rendition(.universal, nil, .any, 5)])
    for scale in 1...3 { #expect(set.rendition(idiom: .phone, scale: scale, isDark: false)?.file == "f5") }
  }

  @Test func idiomThenAppearance() {
    let set = AssetImageSet(name: "S", renditions: [
      Self.rendition(.universal, 2, .any, 1), Self.rendition(.universal, 2, .dark, 2),
      Self.rendition(.ipad, 2, .any, 3),
    ])
    #expect(set.rendition(idiom: .phone, scale: 2, isDark: false)?.file == "f1")
    #expect(set.rendition(idiom: .phone, scale: 2, isDark: true)?.file == "f2")
    #expect(set.rendition(idiom: .pad, scale: 2, isDark: true)?.file == "f3")  // the iPad's own, though not dark
    let lightOnly = AssetImageSet(name: "S", renditions: [Self.rendition(.iphone, 2, .light, 4)])
    #expect(lightOnly.rendition(idiom: .phone, scale: 2, isDark: true)?.file == "f4")
    #expect(lightOnly.rendition(idiom: .pad, scale: 2, isDark: false) == nil)
  }

  @Test func readsTheFixtureSets() throws {
    let assets = try AssetFixtures.catalogs(["Swatch", "Moon", "Glyph", "Icons/Dot"])
    let swatch = try #require(assets.imageSet(named: "Swatch"))
    #expect(swatch.renditions.map(\.scale) == [1, 2, 3])
    #expect(swatch.renditions.map(\.pointSize) == Array(repeating: Size(width: 10, height: 10), count: 3))
    #expect(assets.imageSet(named: "Moon")?.renditions.map(\.appearance) == [.any, .dark])
    #expect(assets.imageSet(named: "Glyph")?.isTemplate == true)
    // The mac entry (a JPEG) is skipped by idiom, not listed as unsupported.
    #expect(assets.imageSet(named: "Icons/Dot")?.renditions.map(\.idiom) == [.iphone, .ipad])
    #expect(assets.imageSet(named: "Badge") == nil)  // not asked for
  }

  @Test func wrongTypesAndUnknownScalesAreErrorsNamingThePath() throws {
    try AssetCatalogTests.temporaryCatalog { root in
      let set = root + "/A.xcassets/S.imageset"
      try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
      try Data(#"{"images": [{"filename": "s.png", "idiom": "universal", "scale": "4x"}], "info": {"x": 1}}"#.utf8)
        .write(to: URL(fileURLWithPath: set + "/Contents.json"))
      #expect {
        try AssetImageSetReader.read(name: "S", folder: set, confinement: PathConfinement(root: root))
      } throws: { error in
        (error as? AssetCatalogError)?.description.hasSuffix("at $.images[0].scale: unknown value '4x' (allowed: 1x, 2x, 3x)") == true
      }
    }
  }

  @Test func malformedJSONAndMissingFilesNameTheFile() throws {
    try AssetCatalogTests.temporaryCatalog { root in
      let set = root + "/A.xcassets/S.imageset"
      try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
      try Data(#"{"images": [}"#.utf8).write(to: URL(fileURLWithPath: set + "/Contents.json"))
      #expect {
        try AssetImageSetReader.read(name: "S", folder: set, confinement: PathConfinement(root: root))
      } throws: { error in
        let error = error as? AssetCatalogError
        return error?.category == .badInput && error?.file == set + "/Contents.json" && error?.problem.hasPrefix("not valid JSON: line 1") == true
      }
      try Data(#"{"images": [{"filename": "gone.png", "idiom": "universal", "scale": "1x"}]}"#.utf8)
        .write(to: URL(fileURLWithPath: set + "/Contents.json"))
      #expect {
        try AssetImageSetReader.read(name: "S", folder: set, confinement: PathConfinement(root: root))
      } throws: { error in
        (error as? AssetCatalogError)?.category == .missingInput
      }
    }
  }
}
