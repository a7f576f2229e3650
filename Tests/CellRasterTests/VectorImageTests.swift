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

/// An SVG that embeds a raster image is bad input: librsvg would decode it through gdk-pixbuf,
/// which no snapcheck limit bounds (the hostile-input run's 222-byte SVG took 7 GB).
@Suite struct VectorImageRasterEmbedTests {
  @Test(arguments: [
    #"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><image href="data:image/png;base64,AAAA" width="20" height="20"/></svg>"#,
    #"<svg xmlns="http://www.w3.org/2000/svg" xmlns:s="http://www.w3.org/2000/svg" width="20" height="20"><s:IMAGE href="x.png"/></svg>"#,
    #"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><filter id="f"><feImage href="x.png"/></filter></svg>"#,
  ])
  func refused(svg: String) {
    #expect(VectorImage.embedsRasterImage(Array(svg.utf8)))
    #expect { try VectorImage(bytes: Array(svg.utf8), format: .svg, file: "x.svg") } throws: { error in
      (error as? AssetCatalogError)?.description.contains("embeds a raster image") == true
    }
  }

  @Test func shapesAndTheWordImageElsewhereAreFine() {
    let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><title>image of a bell</title><imageset/><rect width="20" height="20"/></svg>"#
    #expect(!VectorImage.embedsRasterImage(Array(svg.utf8)))
  }
}
