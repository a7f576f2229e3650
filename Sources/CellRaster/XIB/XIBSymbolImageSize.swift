/// The point size of an SF Symbol that a XIB lists in `<resources>` as
/// `<image name="chevron.right" catalog="system" width="96" height="128"/>`.
///
/// Those `width`/`height` are not points: IB writes every system image on a design canvas whose
/// longer side is 128 (chevron.right 96 x 128, star.fill 128 x 116, safari 128 x 121, heart.fill
/// 128 x 107, checkmark.square.fill 128 x 114 in the fixture corpus). UIKit draws a symbol image
/// view without a symbol configuration at the default one, the body text style (17 pt) at
/// medium scale (UIKit reference, `UIImage.SymbolConfiguration`, `UIImage(systemName:)`).
///
/// Derivation: the one view in the fixture corpus sized by a system image at the default
/// configuration is arcgis-runtime-toolkit-ios FloorFilterSiteFacilityCell's chevron image view,
/// stored at 12.5 x 16.5 pt for the 96 x 128 canvas. Its height gives 16.5 pt per 128 canvas
/// units (0.1289). Its width is set by the image alone (no width constraint, hugging 251) and
/// confirms that independently: 12.5 pt on the 2x canvas's 0.5 pt grid is 12.25–12.75 pt, so
/// 0.1276–0.1328 pt per unit, and 96 x 16.5 / 128 = 12.375 pt rounds to IB's 12.5. (The height
/// is also tied to a stack view's top and centre, which UIKit meets through the symbol's
/// alignment rect, so the width is the cleaner witness.) The other system images in the corpus
/// say nothing more: Hackers ItemCell's safari and pocket-casts PlayerChapterCell's
/// checkmark.square.fill sit in views with width and height constraints, vlc
/// VLCNetworkListCell's heart.fill is a button's selected-state image only, and covpass
/// CertificateCollectionViewCell's star.fill button is width-constrained and stored 22 pt high,
/// more than any scaling of its 116 canvas units that fits the chevron (14.95 pt): the height
/// of that image-only `UIButton` is not its image's alone.
///
/// One factor for every symbol is an approximation: SF Symbols' real sizes at 17 pt come from
/// each symbol's metrics, which snapcheck does not have; the canvas keeps each symbol's aspect
/// ratio, and the chevron's height fixes the scale. Sizes are not rounded here (layout snaps
/// frames to the pixel grid).
enum XIBSymbolImageSize {
  /// Points per canvas unit at the default symbol configuration: 16.5 / 128.
  static let pointsPerCanvasUnit = 16.5 / 128

  /// The catalog IB names for SF Symbols.
  static let systemCatalog = "system"

  /// The point size of a system image whose resource canvas is `canvas`.
  static func pointSize(canvas: Size) -> Size {
    Size(width: canvas.width * pointsPerCanvasUnit, height: canvas.height * pointsPerCanvasUnit)
  }
}

extension XIBSymbolImageSize {
  /// True when `view`'s image is an SF Symbol: the element naming it says `catalog="system"`, or
  /// the document's `<resources>` list its name as a system image.
  static func isSystemImage(_ view: XIBView, document: XIBDocument) -> Bool {
    guard let name = view.imageName else { return false }
    return view.sizing.symbol?.isSystemCatalog == true || document.symbolImageNames.contains(name)
  }

  /// The point size of `view`'s XIB image: an asset's `<resources>` size; a system image's size
  /// at the default configuration (its `<resources>` canvas in points, else the catalogue
  /// shape's design box, else the placeholder's) times its symbol configuration's factor
  /// (`XIBSymbolConfiguration.sizeFactor`: point size / 17 × scale). Nil without an image or
  /// size.
  static func imageSize(_ view: XIBView, document: XIBDocument, category: ContentSizeCategory) -> Size? {
    guard let name = view.imageName else { return nil }
    guard isSystemImage(view, document: document) else { return document.imageSizes[name] }
    let base = document.imageSizes[name] ?? SystemSymbol(rawValue: name)?.designSize ?? SystemSymbol.placeholderSize
    let factor = view.sizing.symbol?.sizeFactor(at: category) ?? 1
    return Size(width: base.width * factor, height: base.height * factor)
  }
}

extension XIBSymbolImageSize {
  /// Makes `view` show the SF Symbol `name`, as `UIImage(systemName:)` set from code: its image
  /// becomes that system image, keeping the symbol configuration the XIB gives the view.
  static func bindSystemImage(_ name: String, to view: inout XIBView) {
    view.imageName = name
    var symbol = view.sizing.symbol ?? XIBSymbolConfiguration()
    symbol.isSystemCatalog = true
    view.sizing.symbol = symbol
  }
}
