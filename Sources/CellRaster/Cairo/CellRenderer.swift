internal import CCairo

/// Renders layout trees to pixels with Cairo and Pango, and measures text for layout, with one
/// set of pinned fonts. Not `Sendable`: create one per thread (cairo and Pango handles never leave
/// it).
public final class CellRenderer {
  private let fonts: PinnedFonts
  /// The text measurer layout must use so that frames and drawn text agree.
  public let measurer: PangoTextMeasurer

  /// - Throws: `RenderError.fonts` when the pinned fonts cannot be loaded.
  public init() throws {
    measurer = try PangoTextMeasurer()
    fonts = measurer.fonts
  }

  /// Renders `tree` at `tree.environment.scale` pixels per point: the cell background, then every
  /// visible node back to front (background, border, image, text, children), honouring `alpha`,
  /// `isHidden`, `clipsToBounds` and `cornerRadius`.
  /// Text is drawn in `tree.environment.locale` (the measurer's `locale` is set to it; lay the
  /// tree out with the same locale so frames and drawn text agree).
  /// - Returns: straight RGBA8, `ceil(width × scale)` x `ceil(height × scale)` pixels.
  /// - Throws: `RenderError` when cairo fails.
  public func render(_ tree: LayoutTree) throws -> RGBAImage {
    try renderImage(tree).rgba()
  }

  /// `render(_:)`, keeping the cairo surface and converting it to RGBA only on demand (verify's
  /// fingerprint check needs only the digest).
  /// - Throws: `RenderError` when cairo fails or the surface is too large (`CairoCanvas.init`).
  public func renderImage(_ tree: LayoutTree) throws -> RenderedImage {
    let scale = Double(tree.environment.scale)
    let canvas = try CairoCanvas(pixelWidth: CairoCanvas.pixels(tree.size.width, scale: scale),
                                 pixelHeight: CairoCanvas.pixels(tree.size.height, scale: scale), scale: scale, cleared: false)
    canvas.fill(tree.backgroundColor)
    measurer.locale = tree.environment.locale
    defer { measurer.clearLayouts() }
    try draw(tree.root, on: canvas)
    try canvas.check("render \(tree.cellClass)")
    return RenderedImage(canvas: canvas)
  }

  private func draw(_ node: LayoutNode, on canvas: CairoCanvas) throws {
    // A frame Auto Layout solved to a negative width or height (`xib.negative-size`) draws
    // nothing of the view's own, and nothing below it when it clips to bounds; otherwise its
    // subviews are drawn where their constraints put them.
    let negative = node.frame.width < 0 || node.frame.height < 0
    guard !node.isHidden, node.alpha > 0, !(negative && node.clipsToBounds) else { return }
    let cr = canvas.cr
    cairo_save(cr)
    let translucent = node.alpha < 1
    if translucent { cairo_push_group(cr) }
    if node.clipsToBounds {
      canvas.roundedRect(node.frame, radius: node.cornerRadius)
      cairo_clip(cr)
    }
    if !negative { try drawOwnContent(node, on: canvas) }
    for child in node.children {
      try draw(child, on: canvas)
    }
    if translucent {
      cairo_pop_group_to_source(cr)
      cairo_paint_with_alpha(cr, node.alpha)
    }
    cairo_restore(cr)
    try canvas.check("draw \(EchoedValue.clip(node.id))")
  }

  /// The view's background, border, image and text, back to front.
  private func drawOwnContent(_ node: LayoutNode, on canvas: CairoCanvas) throws {
    let cr = canvas.cr
    if let background = node.backgroundColor, background.alpha > 0 {
      canvas.roundedRect(node.frame, radius: node.cornerRadius)
      canvas.setColor(background)
      cairo_fill(cr)
    }
    if node.borderWidth > 0, let border = node.borderColor {
      let inset = node.borderWidth / 2
      let rect = Rect(x: node.frame.minX + inset, y: node.frame.minY + inset,
                      width: node.frame.width - node.borderWidth, height: node.frame.height - node.borderWidth)
      canvas.roundedRect(rect, radius: max(0, node.cornerRadius - inset))
      canvas.setColor(border)
      cairo_set_line_width(cr, node.borderWidth)
      cairo_stroke(cr)
    }
    if let image = node.image {
      try ImagePainter.paint(image, in: node.frame, canvas: canvas)
    }
    if let text = node.text {
      let i = text.insets
      let frame = Rect(x: node.frame.minX + i.left, y: node.frame.minY + i.top,
                       width: max(0, node.frame.width - i.left - i.right), height: max(0, node.frame.height - i.top - i.bottom))
      try drawText(text, in: frame, on: canvas)
    }
  }

  private func drawText(_ text: TextContent, in frame: Rect, on canvas: CairoCanvas) throws {
    try TextLengthLimit.check(text.text)
    try PangoTextMeasurer.checkControlCharacters(text.text)
    let layout = measurer.layout(text.text, font: text.font, width: frame.width, numberOfLines: text.numberOfLines,
                                 lineBreakMode: text.lineBreakMode, alignment: text.alignment, runs: text.runs,
                                 lineSpacing: text.lineSpacing)
    try measurer.checkGlyphs(layout, text: text.text, font: text.font)
    let cr = canvas.cr
    cairo_save(cr)
    if text.lineBreakMode == .byClipping {
      cairo_rectangle(cr, frame.minX, frame.minY, frame.width, frame.height)
      cairo_clip(cr)
    }
    canvas.setColor(text.color)
    var origin = frame.origin
    if text.isVerticallyCentered {
      origin.y += (frame.height - layout.metrics(numberOfLines: text.numberOfLines).size.height) / 2
    }
    layout.show(at: origin, on: canvas, fonts: fonts)
    cairo_restore(cr)
    try canvas.check("text \"\(EchoedValue.clip(text.text))\"")
  }
}
