import Testing
@testable import CellRaster

/// Catalog images in XIB cells, checked in pixels: the scale's image, dark images, template
/// tints, iPad renditions, the placeholder and its warning; bindings win.
@Suite struct XIBAssetImagesTests {
  static let red = Color(red: 255, green: 0, blue: 0)
  static let green = Color(red: 0, green: 255, blue: 0)
  static let blue = Color(red: 0, green: 0, blue: 255)

  @Test(arguments: [(1, red), (2, green), (3, blue)])
  func eachScaleDrawsItsOwnImage(scale: Int, expected: Color) throws {
    let (tree, image) = try AssetFixtures.render(AssetFixtures.imageCell("Swatch"), environment: RenderEnvironment(width: 100, scale: scale))
    // The catalog's point size (10 × 10) is the image view's intrinsic size.
    #expect(tree.root.children.first?.children.first?.frame == Rect(x: 10, y: 10, width: 10, height: 10))
    #expect(image.color(15 * scale, 15 * scale) == expected)
    #expect(image.color(10 * scale, 10 * scale) == expected)
    #expect(image.color(20 * scale, 20 * scale) == .white)
    #expect(!tree.findings.contains { $0.rule.hasPrefix("xib.image") || $0.rule == "xib.asset-missing" })
  }

  @Test func darkVariantDrawsTheDarkImage() throws {
    let cell = AssetFixtures.imageCell("Moon")
    let light = try AssetFixtures.render(cell, environment: RenderEnvironment(width: 100, scale: 2)).image
    let dark = try AssetFixtures.render(cell, environment: RenderEnvironment(width: 100, scale: 2, appearance: .dark)).image
    #expect(light.color(30, 30) == Color(red: 255, green: 204, blue: 0))
    #expect(dark.color(30, 30) == Color(red: 128, green: 0, blue: 128))
  }

  @Test func systemButtonDrawsItsImageAsATemplate() throws {
    // A system button renders its image in the tint (systemBlue), not the PNG's own green.
    let (tree, image) = try AssetFixtures.render(AssetFixtures.imageCell("Swatch", element: "button"),
                                                 environment: RenderEnvironment(width: 100, scale: 2))
    let part = try #require(tree.root.children.first?.children.first?.children.first)
    #expect(part.id == "img.imageView")
    #expect(image.color(Int(part.frame.midX * 2), Int(part.frame.midY * 2)) == XIBNodeBuilder.defaultTint.light)
  }

  @Test func iPadUsesItsOwnRendition() throws {
    let cell = AssetFixtures.imageCell("Icons/Dot")
    let phone = try AssetFixtures.render(cell, environment: RenderEnvironment(width: 100, scale: 1)).image
    let pad = try AssetFixtures.render(cell, environment: RenderEnvironment(width: 100, scale: 1, idiom: .pad)).image
    #expect(phone.color(12, 12) == .black)
    // The iPad's white dot on the white cell.
    #expect(pad.color(12, 12) == .white)
  }

  @Test func missingImageDrawsThePlaceholderAndWarns() throws {
    let xib = AssetFixtures.imageCell("Nope").replacingOccurrences(of: "<resources></resources>",
                                                                   with: #"<resources><image name="Nope" width="12" height="12"/></resources>"#)
    let (tree, image) = try AssetFixtures.render(xib, environment: RenderEnvironment(width: 100, scale: 2))
    // The <resources> size, 12 × 12 pt at (10, 10): pixels 20…43.
    #expect(tree.root.children.first?.children.first?.frame == Rect(x: 10, y: 10, width: 12, height: 12))
    #expect(image.color(20, 30) == PlaceholderPainter.stroke)  // border
    #expect(image.color(31, 31) == PlaceholderPainter.stroke)  // the cross at the centre
    #expect(image.color(26, 32) == PlaceholderPainter.fill)   // between border and cross
    #expect(image.color(46, 30) == .white)
    let warnings = tree.findings.filter { $0.rule == "xib.asset-missing" }
    #expect(warnings.count == 1)
    #expect(warnings.first?.message.contains("image 'Nope' not found: not in TestAssets.xcassets; a placeholder is drawn") == true)
    #expect(!tree.findings.contains { $0.rule == "xib.image-unavailable" })
  }

  @Test func withoutCatalogsTheWarningSaysSo() throws {
    let (tree, _) = try AssetFixtures.render(AssetFixtures.imageCell("Swatch"), environment: RenderEnvironment(width: 100, scale: 2),
                                             assets: AssetCatalogs())
    #expect(tree.findings.first { $0.rule == "xib.asset-missing" }?.message.contains("no asset catalog was given") == true)
  }

  @Test func boundImageWinsAndSymbolsAreNotLookedUp() throws {
    let xib = AssetFixtures.imageCell("Swatch").replacingOccurrences(
      of: "</tableViewCellContentView>",
      with: #"</tableViewCellContentView><connections><outlet property="icon" destination="img" id="o1"/></connections>"#)
    let (tree, _) = try AssetFixtures.render(xib, environment: RenderEnvironment(width: 100, scale: 2),
                                             bindings: XIBBindings([("icon", .image(.symbol(.error)))]))
    #expect(tree.root.children.first?.children.first?.image?.source == .symbol("error"))
    let symbol = AssetFixtures.imageCell("star").replacingOccurrences(
      of: "<resources></resources>", with: #"<resources><image name="star" catalog="system" width="128" height="128"/></resources>"#)
    let (symbolTree, _) = try AssetFixtures.render(symbol, environment: RenderEnvironment(width: 100, scale: 2))
    #expect(!symbolTree.findings.contains { $0.rule == "xib.asset-missing" })
  }
}
