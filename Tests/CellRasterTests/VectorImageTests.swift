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

/// SVG filter effects and text are refused when the image is read, and no vector image is drawn
/// over more than `VectorImage.maximumDrawnPixels` device pixels (librsvg sizes its group, mask
/// and filter surfaces by the drawn extent: the bad-input trial's 10,000 pt SVG took 10.6 GB).
@Suite struct VectorImageLimitsTests {
  @Test(arguments: [
    (#"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><filter id="f"><feTurbulence numOctaves="1000000"/></filter><rect width="20" height="20" filter="url(#f)"/></svg>"#, "filter effects"),
    (#"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><rect width="20" height="20" style="fill:red;filter: blur(5)"/></svg>"#, "filter effects"),
    (#"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><rect width="20" height="20" filter="blur(5)"/></svg>"#, "filter effects"),
    (#"<svg xmlns="http://www.w3.org/2000/svg" xmlns:s="http://www.w3.org/2000/svg" width="20" height="20"><s:Text y="16">Hg</s:Text></svg>"#, "has text"),
  ])
  func refused(svg: String, reason: String) {
    #expect { try VectorImage(bytes: Array(svg.utf8), format: .svg, file: "x.svg") } throws: { error in
      let error = error as? AssetCatalogError
      return error?.category == .badInput && error?.description.contains(reason) == true
    }
  }

  @Test("the words filter and text elsewhere are fine: a title, an id, a class")
  func wordsElsewhere() throws {
    let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><title>text filter</title><rect id="filter" class="text" width="20" height="20"/></svg>"#
    #expect(VectorImage.unsupportedSVGContent(Array(svg.utf8)) == nil)
    #expect(try VectorImage(bytes: Array(svg.utf8), format: .svg, file: "x.svg").pointSize == Size(width: 20, height: 20))
  }

  @Test("drawn over more than 16 megapixels: refused, naming the size; at the limit: drawn")
  func drawnPixels() throws {
    let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="3000"><g opacity="0.5"><rect width="3000" height="3000"/></g></svg>"#
    let image = try VectorImage(bytes: Array(svg.utf8), format: .svg, file: "big.svg")
    let canvas = try CairoCanvas(pixelWidth: 30, pixelHeight: 30, scale: 3)
    #expect { try image.draw(in: Rect(x: 0, y: 0, width: 3000, height: 3000), tint: nil, canvas: canvas) } throws: { error in
      (error as? AssetCatalogError)?.description.contains("the SVG would be drawn 9000 x 9000 px (3000 x 3000 pt)") == true
    }
    // 4,000 x 4,000 px = 16,000,000: allowed.
    try image.draw(in: Rect(x: 0, y: 0, width: 4_000.0 / 3, height: 4_000.0 / 3), tint: nil, canvas: canvas)
  }
}
