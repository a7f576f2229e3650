/// An `.imageset` of an asset catalog, with its images read: what `UIImage(named:)` chooses
/// from by idiom, appearance and screen scale.
public struct AssetImageSet: Hashable, Sendable {
  /// The name code uses (`Group/Name` inside a namespace-providing group).
  public var name: String
  /// The images that have a file, in `Contents.json` order.
  public var renditions: [AssetImageRendition]
  /// `properties.template-rendering-intent` is `template`: drawn in the view's tint colour
  /// (`UIImage.RenderingMode.alwaysTemplate`). `original` and absent are false.
  public var isTemplate: Bool
  /// `template-rendering-intent` is `original` (drawn in its own colours even in a system button).
  public var isOriginal: Bool
  /// Files the set lists that snapcheck cannot draw (JPEG, HEIC, …), for the warning when no
  /// other image is left.
  public var unsupportedFiles: [String]

  public init(name: String, renditions: [AssetImageRendition], isTemplate: Bool = false, isOriginal: Bool = false,
              unsupportedFiles: [String] = []) {
    self.name = name
    self.renditions = renditions
    self.isTemplate = isTemplate
    self.isOriginal = isOriginal
    self.unsupportedFiles = unsupportedFiles
  }

  /// The image UIKit would load for a canvas: idiom first (the canvas's own, else universal),
  /// then appearance (`AssetAppearance.preference`), then scale: an image of exactly `scale`,
  /// else a single-scale image (a vector, used at any scale), else the nearest larger scale,
  /// else the largest.
  /// - Parameters:
  ///   - idiom: the canvas's device family.
  ///   - scale: the variant's pixels per point (1, 2 or 3).
  ///   - isDark: the variant's appearance is dark.
  /// - Returns: nil when no image fits the idiom.
  public func rendition(idiom: UserInterfaceIdiom, scale: Int, isDark: Bool) -> AssetImageRendition? {
    for assetIdiom in AssetIdiom.preference(for: idiom) {
      let forIdiom = renditions.filter { $0.idiom == assetIdiom }
      for appearance in AssetAppearance.preference(isDark: isDark) {
        let candidates = forIdiom.filter { $0.appearance == appearance }
        if let chosen = Self.bestScale(candidates, scale: scale) { return chosen }
      }
    }
    return nil
  }

  static func bestScale(_ candidates: [AssetImageRendition], scale: Int) -> AssetImageRendition? {
    if let exact = candidates.first(where: { $0.scale == scale }) { return exact }
    if let single = candidates.first(where: { $0.scale == nil }) { return single }
    let scaled = candidates.filter { $0.scale != nil }
    if let larger = scaled.filter({ ($0.scale ?? 0) > scale }).min(by: { ($0.scale ?? 0) < ($1.scale ?? 0) }) { return larger }
    return scaled.max(by: { ($0.scale ?? 0) < ($1.scale ?? 0) })
  }
}

/// One image of an image set.
public struct AssetImageRendition: Hashable, Sendable {
  public var idiom: AssetIdiom
  /// `scale` 1, 2 or 3 (`"2x"`); nil for a single-scale image (usually a PDF or SVG vector).
  public var scale: Int?
  public var appearance: AssetAppearance
  /// The file's canonical path.
  public var file: String
  public var content: AssetImageContent

  public init(idiom: AssetIdiom, scale: Int?, appearance: AssetAppearance, file: String, content: AssetImageContent) {
    self.idiom = idiom
    self.scale = scale
    self.appearance = appearance
    self.file = file
    self.content = content
  }

  /// The image's size in points, which is its image view's intrinsic content size: a bitmap's
  /// pixels divided by its scale (1 when the set gives none), a vector's page or document size
  /// (PDF points, SVG CSS pixels; one each per UIKit point).
  public var pointSize: Size {
    switch content {
    case .bitmap(let image):
      let s = Double(scale ?? 1)
      return Size(width: Double(image.width) / s, height: Double(image.height) / s)
    case .vector(let vector):
      return vector.pointSize
    }
  }
}

/// An image file's decoded content.
public enum AssetImageContent: Hashable, Sendable {
  /// A PNG, decoded.
  case bitmap(RGBAImage)
  /// A PDF or SVG, drawn at the target size (`VectorImage`).
  case vector(VectorImage)
}
