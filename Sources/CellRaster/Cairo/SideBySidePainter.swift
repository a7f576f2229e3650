/// Draws the side-by-side composite (``SideBySide``) with its captions: each caption is drawn
/// with Pango in the pinned Inter fonts, at 1 pixel per point whatever the images' scale, so it
/// reads at 100 % zoom, on an opaque white tile; the panels are copied unchanged.
///
/// Not `Sendable`: one per thread. The fonts are loaded on the first `compose` (a run where no
/// frame fails never loads them) and are its own, so drawing captions never changes the Pango
/// context a `CellRenderer` measures and draws cells with. Same inputs, same fonts: same bytes.
public final class SideBySidePainter {
  /// The caption font: Inter 13 pt (13 px) semibold.
  public static let captionFont = FontDescriptor(pointSize: 13, weight: .semibold)
  /// Space around a caption's text, in pixels: 6.
  public static let captionPadding = 6
  /// Caption text colour: #1D1D1F (near black on the white band).
  public static let textColor = Color(red: 0x1D, green: 0x1D, blue: 0x1F)
  /// Caption text colour when the sizes differ: Fiori `negativeLabel`, light (#AA0808).
  public static let sizesDifferColor = Color(red: 0xAA, green: 0x08, blue: 0x08)

  private var fonts: PinnedFonts?

  /// Loads nothing yet.
  public init() {}

  /// The captioned composite of the three images (``SideBySide/captions(reference:diff:actual:)``).
  /// - Parameter maxPixels: the largest composite made, in pixels (`width * height`); default
  ///   100,000,000 (`PNGDecoder.defaultMaxPixels`, the largest image read).
  /// - Throws: `ImageOverLimit` (named `side-by-side composite`) when the composite would be
  ///   over `maxPixels` (checked before any of it is allocated), `RenderError.fonts` when the
  ///   pinned fonts cannot be loaded, `RenderError.cairo` when cairo fails.
  public func compose(reference: RGBAImage, diff: RGBAImage, actual: RGBAImage, gap: Int = SideBySide.defaultGap,
                      maxPixels: Int = PNGDecoder.defaultMaxPixels) throws -> RGBAImage {
    let rows = try layout(reference: reference, diff: diff, actual: actual, gap: gap, maxPixels: maxPixels)
    return SideBySide.compose(reference: reference, diff: diff, actual: actual, captions: rows.captions, gap: gap)
  }

  /// The captioned composite as a PNG file (`PNGEncoder.Compression.fast`, no `scPH` chunk: it is
  /// never a golden), encoded a strip of
  /// rows at a time (`SideBySide.Rows`, `PNGStreamEncoder`): the same pixels as `compose`, without
  /// ever holding the composite or its filtered rows whole (about 40 MB each for a 3x cell).
  /// - Parameter maxPixels: as for `compose`.
  /// - Throws: as `compose`, and `PNGError` (70) when igzip fails.
  public func encodePNG(reference: RGBAImage, diff: RGBAImage, actual: RGBAImage, gap: Int = SideBySide.defaultGap,
                        maxPixels: Int = PNGDecoder.defaultMaxPixels) throws -> [UInt8] {
    let rows = try layout(reference: reference, diff: diff, actual: actual, gap: gap, maxPixels: maxPixels)
    return try PNGStreamEncoder.encode(rows, fingerprint: false)
  }

  /// The composite laid out with its drawn captions, checked against `maxPixels`.
  private func layout(reference: RGBAImage, diff: RGBAImage, actual: RGBAImage, gap: Int, maxPixels: Int) throws -> SideBySide.Rows {
    let captions = SideBySide.captions(reference: PixelSize(of: reference), diff: PixelSize(of: diff), actual: PixelSize(of: actual))
    let rows = SideBySide.Rows(reference: reference, diff: diff, actual: actual, captions: try captions.map(draw), gap: gap)
    if let overLimit = ImageOverLimit.check("side-by-side composite", size: PixelSize(width: rows.width, height: rows.height),
                                            limit: maxPixels) {
      throw overLimit
    }
    return rows
  }

  /// One caption on an opaque white tile: the text's logical extent rounded up, plus
  /// ``captionPadding`` on every side.
  func draw(_ caption: SideBySide.Caption) throws -> RGBAImage {
    let fonts = try loadedFonts()
    let layout = PangoTextLayout(caption.text, font: Self.captionFont, width: nil, numberOfLines: 1, fonts: fonts)
    if layout.unknownGlyphCount > 0 {
      throw RenderError.fonts("the pinned fonts cannot draw the side-by-side caption \"\(caption.text)\"")
    }
    let size = layout.metrics(numberOfLines: 1).size
    let padding = Double(Self.captionPadding)
    let canvas = try CairoCanvas(pixelWidth: CairoCanvas.pixels(size.width + 2 * padding, scale: 1),
                                 pixelHeight: CairoCanvas.pixels(size.height + 2 * padding, scale: 1), scale: 1)
    canvas.fill(.white)
    canvas.setColor(caption.sizesDiffer ? Self.sizesDifferColor : Self.textColor)
    layout.show(at: Point(x: padding, y: padding), on: canvas, fonts: fonts)
    try canvas.check("side-by-side caption")
    return try canvas.image()
  }

  private func loadedFonts() throws -> PinnedFonts {
    if let fonts { return fonts }
    let loaded = try PinnedFonts()
    fonts = loaded
    return loaded
  }
}
