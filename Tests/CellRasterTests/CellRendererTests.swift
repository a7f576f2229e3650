import Testing
@testable import CellRaster

/// The renderer on tiny surfaces, checked with pixel probes.
@Suite("CellRenderer")
struct CellRendererTests {
  func tree(_ children: [LayoutNode], width: Double = 10, height: Double = 10, scale: Int = 1,
            background: Color = .white) -> LayoutTree {
    LayoutTree(cellClass: "Test", root: LayoutNode(id: "root", frame: Rect(x: 0, y: 0, width: width, height: height),
                                                   children: children),
               environment: RenderEnvironment(width: width, scale: scale), backgroundColor: background)
  }

  @Test("background, filled nodes and scale: frames in points become pixels")
  func fillsAndScale() throws {
    let renderer = try CellRenderer()
    let red = LayoutNode(id: "red", frame: Rect(x: 2, y: 3, width: 4, height: 2), backgroundColor: Color(red: 255, green: 0, blue: 0))
    let image = try renderer.render(tree([red], scale: 2))
    #expect(image.width == 20 && image.height == 20)
    #expect(image.pixel(x: 0, y: 0) == (255, 255, 255, 255))
    #expect(image.pixel(x: 4, y: 6) == (255, 0, 0, 255))
    #expect(image.pixel(x: 11, y: 9) == (255, 0, 0, 255))
    #expect(image.pixel(x: 12, y: 9) == (255, 255, 255, 255))
    #expect(image.pixel(x: 11, y: 10) == (255, 255, 255, 255))
  }

  @Test("hidden nodes are not drawn; alpha blends; a transparent background stays straight alpha")
  func hiddenAndAlpha() throws {
    let renderer = try CellRenderer()
    let hidden = LayoutNode(id: "h", frame: Rect(x: 0, y: 0, width: 5, height: 10), isHidden: true, backgroundColor: .black)
    let half = LayoutNode(id: "a", frame: Rect(x: 5, y: 0, width: 5, height: 10), alpha: 0.5, backgroundColor: .black)
    let image = try renderer.render(tree([hidden, half]))
    #expect(image.pixel(x: 1, y: 1) == (255, 255, 255, 255))
    let blended = image.pixel(x: 7, y: 5)
    #expect(blended.a == 255 && (127...128).contains(Int(blended.r)))
    let clear = try renderer.render(tree([half], background: .clear))
    let p = clear.pixel(x: 7, y: 5)
    #expect(p.r == 0 && (127...128).contains(Int(p.a)))
    #expect(clear.pixel(x: 1, y: 1) == (0, 0, 0, 0))
  }

  /// A 41 x 23 pt cell at 3x with a half-transparent black box and antialiased text: translucent
  /// pixels over a `.clear` background, opaque ones over white.
  func translucentText(background: Color) -> LayoutTree {
    let half = LayoutNode(id: "a", frame: Rect(x: 5, y: 0, width: 5, height: 10), alpha: 0.5, backgroundColor: .black)
    let label = LayoutNode(id: "l", kind: .label, frame: Rect(x: 0, y: 0, width: 40, height: 22),
                           text: TextContent(text: "Hg", font: .preferred(.body, .large), color: .black))
    return tree([half, label], width: 41, height: 23, scale: 3, background: background)
  }

  @Test("a rendering's row-by-row pixel digest equals the digest of its whole RGBA image, translucent pixels included")
  func renderedImageDigest() throws {
    let renderer = try CellRenderer()
    for background in [Color.white, .clear] {
      let layout = translucentText(background: background)
      let digestFirst = try renderer.renderImage(layout)
      let streamed = try digestFirst.pixelDigest()
      var rgba = try digestFirst.rgba()
      #expect(rgba.width == 123 && rgba.height == 69)
      #expect(streamed == PNGFingerprint.digest(of: rgba))
      let imageFirst = try renderer.renderImage(layout)
      #expect(try imageFirst.rgba() == rgba)
      #expect(try imageFirst.pixelDigest() == streamed)
      rgba.pixels[rgba.pixels.count - 2] ^= 1  // one channel of the last pixel
      #expect(PNGFingerprint.digest(of: rgba) != streamed)
    }
  }

  @Test("an artifact encoded with the rendering's digest (fast, not hashed again) is the file encoded by hashing its rows")
  func fastEncodingWithKnownDigest() throws {
    let renderer = try CellRenderer()
    for background in [Color.white, .clear] {
      let rendered = try renderer.renderImage(translucentText(background: background))
      let rgba = try rendered.rgba()
      let given = try PNGEncoder.encode(rgba, compression: .fast, pixelDigest: try rendered.pixelDigest())
      #expect(given == (try PNGEncoder.encode(rgba, compression: .fast)))
      #expect(PNGFingerprint.vouchedDigest(in: given) == PNGFingerprint.digest(of: rgba))
    }
  }

  @Test("a rendering encodes to the same PNG bytes straight from its surface as through its RGBA image")
  func renderedImageEncoding() throws {
    let renderer = try CellRenderer()
    for background in [Color.white, .clear] {  // RGB and RGBA output
      let layout = translucentText(background: background)
      let direct = try PNGEncoder.encode(try renderer.renderImage(layout))
      let viaRGBA = try PNGEncoder.encode(try renderer.renderImage(layout).rgba())
      #expect(direct == viaRGBA)
      #expect(direct[25] == (background == .white ? 2 : 6), "IHDR colour type")
      #expect(try PNGDecoder.decode(direct, source: "direct") == (try renderer.render(layout)))
    }
  }

  @Test("straight from the surface, R, G and B keep their places at every row length (the packing's 16-pixel rounds and its tail)")
  func renderedImageChannels() throws {
    let renderer = try CellRenderer()
    let colors = [Color(red: 255, green: 0, blue: 0), Color(red: 0, green: 255, blue: 0), Color(red: 0, green: 0, blue: 255),
                  Color(red: 18, green: 52, blue: 86)]
    for width in [1, 3, 4, 15, 16, 17, 31, 33, 40] {
      let nodes = colors.enumerated().map { index, color in
        LayoutNode(id: "c\(index)", frame: Rect(x: Double(index * width) / 4, y: 0, width: Double(width) / 4, height: 2),
                   backgroundColor: color)
      }
      let layout = tree(nodes, width: Double(width), height: 3)
      let viaRGBA = try PNGEncoder.encode(try renderer.renderImage(layout).rgba())
      #expect(try PNGEncoder.encode(try renderer.renderImage(layout)) == viaRGBA, "width \(width)")
      let digestFirst = try renderer.renderImage(layout)
      _ = try digestFirst.pixelDigest()  // the fused pass then only packs
      #expect(try PNGEncoder.encode(digestFirst) == viaRGBA, "width \(width), digest taken first")
      let decoded = try PNGDecoder.decode(viaRGBA, source: "width \(width)")
      if width >= 4 {
        #expect(decoded.pixel(x: 0, y: 0) == (255, 0, 0, 255))
        #expect(decoded.pixel(x: width * 7 / 8, y: 1) == (18, 52, 86, 255))
      }
    }
  }

  @Test("hasPixels(ofPNG:) is true exactly when the file decodes to the rendering's pixels, opaque (RGB) and translucent (RGBA)")
  func renderedImageMatchesPNG() throws {
    let renderer = try CellRenderer()
    for background in [Color.white, .clear] {
      let layout = translucentText(background: background)
      let rendered = try renderer.renderImage(layout)
      let png = try PNGEncoder.encode(rendered)
      #expect(png[25] == (background == .white ? 2 : 6), "IHDR colour type")
      #expect(try rendered.hasPixels(ofPNG: png))
      let rgba = try renderer.render(layout)
      // One channel of one pixel changed, in the first, a middle and the last row, each channel.
      for (x, y) in [(0, 0), (60, 34), (122, 68)] {
        for channel in 0..<4 where background == .clear || channel < 3 {
          var changed = rgba
          changed.pixels[(y * rgba.width + x) * 4 + channel] ^= 1
          #expect(try rendered.hasPixels(ofPNG: try PNGEncoder.encode(changed)) == false, "\(x),\(y) channel \(channel)")
        }
      }
      // Another size with the same leading pixels, a file cut short, not a PNG at all.
      let cropped = RGBAImage(width: rgba.width, height: rgba.height - 1, pixels: Array(rgba.pixels.dropLast(rgba.width * 4)))
      #expect(try rendered.hasPixels(ofPNG: try PNGEncoder.encode(cropped)) == false)
      #expect(try rendered.hasPixels(ofPNG: Array(png.dropLast(30))) == false)
      #expect(try rendered.hasPixels(ofPNG: Array("not a png".utf8)) == false)
      // Over the pixel limit: not inflated, so not a match (the caller's full decode reports it).
      #expect(try rendered.hasPixels(ofPNG: png, maxPixels: rgba.width * rgba.height - 1) == false)
    }
  }

  @Test("an opaque rendering never matches an RGBA file whose pixels have the same colours but are translucent")
  func opaqueRenderingAgainstTranslucentFile() throws {
    let renderer = try CellRenderer()
    let layout = tree([], width: 4, height: 2, scale: 1)
    let rendered = try renderer.renderImage(layout)
    var translucent = try renderer.render(layout)
    translucent.pixels[3] = 254
    #expect(try rendered.hasPixels(ofPNG: try PNGEncoder.encode(translucent)) == false)
    #expect(try rendered.hasPixels(ofPNG: try PNGEncoder.encode(try renderer.render(layout))))
  }

  @Test("after discardPixels, hasPixels(ofPNG:) answers from the converted image, or throws without one")
  func discardedRenderingMatchesPNG() throws {
    let renderer = try CellRenderer()
    let layout = translucentText(background: .clear)
    let png = try PNGEncoder.encode(try renderer.renderImage(layout))
    let converted = try renderer.renderImage(layout)
    var image = try converted.rgba()
    converted.discardPixels()
    #expect(try converted.hasPixels(ofPNG: png))
    image.pixels[7] ^= 1
    #expect(try converted.hasPixels(ofPNG: try PNGEncoder.encode(image)) == false)
    let discarded = try renderer.renderImage(layout)
    discarded.discardPixels()
    #expect(throws: RenderError.self) { try discarded.hasPixels(ofPNG: png) }
  }

  @Test("after discardPixels a rendering keeps what was computed and refuses the rest with an error")
  func discardedRendering() throws {
    let renderer = try CellRenderer()
    let layout = tree([], width: 4, height: 2, scale: 2)
    let digested = try renderer.renderImage(layout)
    let digest = try digested.pixelDigest()
    digested.discardPixels()
    #expect(try digested.pixelDigest() == digest)
    #expect(digested.width == 8 && digested.height == 4)
    #expect(throws: RenderError.self) { try digested.rgba() }
    let converted = try renderer.renderImage(layout)
    let image = try converted.rgba()
    converted.discardPixels()
    #expect(try converted.rgba() == image)
    #expect(try converted.pixelDigest() == digest)
  }

  @Test("symbols draw in their tint inside their frame only")
  func symbolTint() throws {
    let renderer = try CellRenderer()
    let tint = FioriColor.negativeLabel.color(in: .light)
    let dot = LayoutNode(id: "dot", kind: .imageView, frame: Rect(x: 0, y: 0, width: 16, height: 16),
                         image: ImageContent(source: .symbol("unreadDot"), tint: tint))
    let image = try renderer.render(tree([dot], width: 32, height: 16))
    #expect(image.pixel(x: 8, y: 8) == (tint.red, tint.green, tint.blue, 255))
    #expect(image.pixel(x: 1, y: 1) == (255, 255, 255, 255))
    #expect(image.pixel(x: 24, y: 8) == (255, 255, 255, 255))
  }

  @Test("text is drawn in its colour inside its frame")
  func textInk() throws {
    let renderer = try CellRenderer()
    let label = LayoutNode(id: "l", kind: .label, frame: Rect(x: 0, y: 0, width: 40, height: 22),
                           text: TextContent(text: "HH", font: .preferred(.body, .large), color: .black))
    let image = try renderer.render(tree([label], width: 60, height: 22))
    var dark = 0, outside = 0
    for y in 0..<22 {
      for x in 0..<60 where image.pixel(x: x, y: y).r < 128 {
        if x < 40 { dark += 1 } else { outside += 1 }
      }
    }
    #expect(dark > 20)
    #expect(outside == 0)
  }

  @Test("rendering is deterministic: the same tree gives the same pixels in two renderers")
  func deterministic() throws {
    let label = LayoutNode(id: "l", kind: .label, frame: Rect(x: 2, y: 2, width: 90, height: 22),
                           text: TextContent(text: "Issues: 42", font: .preferred(.headline, .large, weight: .semibold),
                                             color: FioriColor.primaryLabel.color(in: .light)))
    let first = try CellRenderer().render(tree([label], width: 100, height: 26, scale: 3))
    let second = try CellRenderer().render(tree([label], width: 100, height: 26, scale: 3))
    #expect(first == second)
  }

  @Test("a character the pinned fonts cannot draw is an error naming the code point")
  func missingGlyph() throws {
    let measurer = try PangoTextMeasurer()
    // U+10FFFD (private use plane 16): no pinned font, Inter or Noto, has a glyph for it.
    #expect(throws: RenderError.missingGlyphs(codePoints: ["U+10FFFD"], text: "A\u{10FFFD}")) {
      try measurer.measure("A\u{10FFFD}", font: .preferred(.body, .large), width: 100, numberOfLines: 1)
    }
    #expect(RenderError.missingGlyphs(codePoints: ["U+10FFFD"], text: "A\u{10FFFD}").description
      == "the pinned fonts (Inter, Noto) cannot draw U+10FFFD in \"A\u{10FFFD}\"")
  }

  @Test("texts that differ only in Unicode normalisation get their own layouts; equal bytes share one")
  func normalisationKeepsLayoutsApart() throws {
    let measurer = try PangoTextMeasurer()
    let font = FontDescriptor.preferred(.body, .large)
    let composed = measurer.layout("Caf\u{E9}", font: font, width: 200, numberOfLines: 1)
    let decomposed = measurer.layout("Cafe\u{301}", font: font, width: 200, numberOfLines: 1)
    #expect("Caf\u{E9}" == "Cafe\u{301}")  // one String to Swift, two texts to Pango
    #expect(composed !== decomposed)
    #expect(measurer.layout("Caf\u{E9}", font: font, width: 200, numberOfLines: 1) === composed)
  }

  @Test("every family request resolves to a pinned face: system and user fonts never leak in")
  func pinnedFonts() throws {
    let fonts = try PinnedFonts()
    for family in ["DejaVu Sans", "Helvetica Neue", "monospace", "Inter"] {
      #expect(fonts.resolvedFace(forFamily: family).hasPrefix("Inter"))
    }
    try fonts.loadFallbacks()
    let pinned = Set(["Inter", "Inter Display"] + FallbackFonts.familyList(.simplifiedChinese)
      + CJKRegion.allCases.map { "Noto Sans Mono CJK " + $0.rawValue } + CJKRegion.allCases.map(FallbackFonts.cjkFamily))
    for family in ["DejaVu Sans", "Helvetica Neue", "monospace", "Noto Sans Arabic", "Liberation Serif"] {
      let face = fonts.resolvedFace(forFamily: family)
      #expect(pinned.contains(face), "\(family) resolved to \(face)")
    }
  }

  @Test("Pango measurement: tail truncation at the line limit, line height from the text style")
  func measurement() throws {
    let measurer = try PangoTextMeasurer()
    let font = FontDescriptor.preferred(.body, .large)
    let one = try measurer.measure("Available on Jan 31st", font: font, width: 300, numberOfLines: 1)
    #expect(one.lineCount == 1 && !one.isTruncated && one.size.height == 22)
    let long = try measurer.measure(String(repeating: "word ", count: 40), font: font, width: 100, numberOfLines: 2)
    #expect(long.lineCount == 2 && long.isTruncated && long.size.height == 44)
  }
}

@Suite("CellRenderer input limits")
struct CellRendererLimitTests {
  @Test("control characters are an error naming them; line breaks and tabs are fine")
  func controlCharacters() throws {
    let measurer = try PangoTextMeasurer()
    let font = FontDescriptor.preferred(.body, .large)
    #expect(throws: RenderError.controlCharacters(codePoints: ["U+0000", "U+001B"], text: "a\u{0}b\u{1B}")) {
      try measurer.measure("a\u{0}b\u{1B}", font: font, width: 100, numberOfLines: 1)
    }
    #expect(RenderError.controlCharacters(codePoints: ["U+0000"], text: "a\u{0}").description
      == #"text "a\u{0}" contains the control character U+0000, which a label cannot show"#)
    _ = try measurer.measure("line\nnext\ttab", font: font, width: 200, numberOfLines: 0)
    #expect(throws: RenderError.controlCharacters(codePoints: ["U+007F", "U+0085", "U+009F"], text: "\u{7F}\u{85}\u{9F}\u{A0}")) {
      try measurer.measure("\u{7F}\u{85}\u{9F}\u{A0}", font: font, width: 100, numberOfLines: 1)
    }
  }

  @Test("the control-character test by value agrees with Unicode's general category Cc on every scalar")
  func controlCharacterRangeIsCategoryCc() {
    let disagreeing = (0...0x10FFFF).compactMap(Unicode.Scalar.init).filter {
      PangoTextMeasurer.isControl($0) != ($0.properties.generalCategory == .control)
    }
    #expect(disagreeing.isEmpty, "\(disagreeing.prefix(5).map { RenderError.codePoint($0) })")
  }

  @Test("a cell larger than cairo's 32767 px per side is bad input, not an internal error")
  func surfaceLimit() throws {
    let root = LayoutNode(id: "root", frame: Rect(x: 0, y: 0, width: 100, height: 11_000))
    let tree = LayoutTree(cellClass: "Test", root: root, environment: RenderEnvironment(width: 100, scale: 3),
                          backgroundColor: .white)
    #expect(throws: RenderError.surfaceTooLarge(pixelWidth: 300, pixelHeight: 33_000)) {
      try CellRenderer().render(tree)
    }
    #expect(RenderError.surfaceTooLarge(pixelWidth: 1, pixelHeight: 1).category == .badInput)
    // Within cairo's sides but over the 100-megapixel golden limit (verify could not decode it).
    let wide = LayoutNode(id: "root", frame: Rect(x: 0, y: 0, width: 4096, height: 4096))
    let big = LayoutTree(cellClass: "Test", root: wide, environment: RenderEnvironment(width: 4096, scale: 3),
                         backgroundColor: .white)
    #expect(throws: RenderError.surfaceTooLarge(pixelWidth: 12_288, pixelHeight: 12_288)) {
      try CellRenderer().render(big)
    }
  }
}
