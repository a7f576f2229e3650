import Foundation
import Testing
@testable import CellRaster

/// Several catalogs: the earlier one wins a name; a set with only undrawable files.
@Suite struct AssetCatalogsTests {
  @Test func earlierCatalogWinsAndUndrawableSetsSaySo() throws {
    try AssetCatalogTests.temporaryCatalog { root in
      let swatch = root + "/A.xcassets/Swatch.imageset"
      let photo = root + "/A.xcassets/Photo.imageset"
      for folder in [swatch, photo] { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
      try FileManager.default.copyItem(atPath: AssetFixtures.catalog + "/Moon.imageset/moon.png", toPath: swatch + "/yellow.png")
      try Data(#"{"images": [{"filename": "yellow.png", "idiom": "universal", "scale": "2x"}]}"#.utf8)
        .write(to: URL(fileURLWithPath: swatch + "/Contents.json"))
      try Data([0xFF, 0xD8, 0xFF]).write(to: URL(fileURLWithPath: photo + "/photo.jpg"))
      try Data(#"{"images": [{"filename": "photo.jpg", "idiom": "universal"}]}"#.utf8).write(to: URL(fileURLWithPath: photo + "/Contents.json"))
      let confinement = try PathConfinement(root: root, allowed: [AssetFixtures.folder])
      let assets = try AssetCatalogs.load(folders: [(root + "/A.xcassets", "A.xcassets"), (AssetFixtures.catalog, "TestAssets.xcassets")],
                                          imageNames: ["Swatch", "Photo", "Moon"], confinement: confinement)
      #expect(assets.imageSet(named: "Swatch")?.renditions.map(\.file) == [swatch + "/yellow.png"])
      #expect(assets.imageSet(named: "Moon")?.renditions.count == 2)  // only in the second
      #expect(assets.colorSet(named: "Brand") != nil)
      let (tree, image) = try AssetFixtures.render(
        AssetFixtures.imageCell("Swatch") + "", environment: RenderEnvironment(width: 100, scale: 2), assets: assets)
      #expect(image.color(30, 30) == Color(red: 255, green: 204, blue: 0))
      #expect(tree.findings.allSatisfy { $0.rule != "xib.asset-missing" })
      let (photoTree, photoImage) = try AssetFixtures.render(AssetFixtures.imageCell("Photo"), environment: RenderEnvironment(width: 100, scale: 2),
                                                             assets: assets)
      #expect(photoImage.color(20, 30) == PlaceholderPainter.stroke)
      #expect(photoTree.findings.first { $0.rule == "xib.asset-missing" }?.message
                .contains("its image set has only files snapcheck cannot draw (photo.jpg); use PNG, PDF or SVG") == true)
    }
  }

  @Test func listRowsDrawCatalogImages() throws {
    let document = try XIBSamples.parse(AssetFixtures.imageCell("Swatch"))
    let content = XIBListContent(cell: document, rowHeight: .fixed(44), rows: [.loaded(XIBBindings()), .loaded(XIBBindings())],
                                 assets: try AssetFixtures.catalogs(document.assetImageNames))
    let tree = try XIBListLayout(content: content, environment: RenderEnvironment(width: 100, scale: 2), measurer: FakeTextMeasurer()).layout()
    let image = try CellRenderer().render(tree)
    // Row 1 starts at 44 pt (plus the separator hairline, drawn inside the row): its swatch at 54…64 pt.
    #expect(image.color(30, 30) == Color(red: 0, green: 255, blue: 0))
    #expect(image.color(30, 2 * 44 + 30) == Color(red: 0, green: 255, blue: 0))
    #expect(tree.findings.allSatisfy { $0.rule != "xib.asset-missing" })
  }
}
