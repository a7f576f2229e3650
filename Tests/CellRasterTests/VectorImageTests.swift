import Testing
@testable import CellRaster

/// PDF (poppler) and SVG (librsvg) assets: their sizes, crisp drawing at 3x, bad files.
@Suite struct VectorImageTests {
  static func load(_ file: String, _ format: VectorImage.Format) throws -> VectorImage {
    let path = AssetFixtures.catalog + "/" + file
    return try VectorImage(bytes: FileBytes.read(path), format: format, file: path)
  }

  @Test func sizesArePDFPointsAndSVGPixels() throws {
    #expect(try Self.load("Glyph.imageset/glyph.pdf", .pdf).pointSize == Size(width: 20, height: 20))
    #expect(try Self.load("Badge.imageset/badge.svg", .svg).pointSize == Size(width: 20, height: 20))
  }

  @Test func unreadableFilesAreBadDataNamingTheFile() {
    for format in [VectorImage.Format.pdf, .svg] {
      #expect {
        try VectorImage(bytes: Array("not a document".utf8), format: format, file: "Broken.imageset/broken.\(format.rawValue)")
      } throws: { error in
        let error = error as? AssetCatalogError
        return error?.category == .badInput && error?.file == "Broken.imageset/broken.\(format.rawValue)"
      }
    }
  }

  @Test func svgIsCrispAt3x() throws {
    // Badge: 20 × 20 pt at (10, 10), its left half red: at 3x pixels 30…59 red, 60… white.
    let (tree, image) = try AssetFixtures.render(AssetFixtures.imageCell("Badge"), environment: RenderEnvironment(width: 100, scale: 3))
    #expect(tree.root.children.first?.children.first?.frame == Rect(x: 10, y: 10, width: 20, height: 20))
    #expect(image.color(30, 60) == Color(red: 255, green: 0, blue: 0))
    #expect(image.color(59, 60) == Color(red: 255, green: 0, blue: 0))
    #expect(image.color(60, 60) == .white)
    #expect(image.color(29, 60) == .white)
  }

  @Test func templatePDFDrawsInTheTintCrispAt3x() throws {
    // Glyph: 20 × 20 pt at (10, 10), a square 5…15 pt inside: 15…25 pt, pixels 45…74 at 3x, in
    // the default tint systemBlue #007AFF (a template image).
    let (_, image) = try AssetFixtures.render(AssetFixtures.imageCell("Glyph"), environment: RenderEnvironment(width: 100, scale: 3))
    let blue = XIBNodeBuilder.defaultTint.light
    #expect(image.color(45, 60) == blue)
    #expect(image.color(74, 45) == blue)
    #expect(image.color(44, 60) == .white)
    #expect(image.color(75, 60) == .white)
  }
}
