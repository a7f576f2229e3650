import Foundation

/// The outcome of comparing a reference image with an actual one.
public struct ComparisonResult: Equatable, Sendable {
  /// Size of the reference image, in pixels.
  public let referenceSize: PixelSize
  /// Size of the actual image, in pixels.
  public let actualSize: PixelSize
  /// Pixels counted as different. With a size mismatch this includes every pixel of the padding
  /// (the area of the larger size outside the smaller image).
  public let mismatchedPixels: Int
  /// Pixels that differed but were excused as anti-aliasing (pixelmatch mode only; else 0).
  public let antialiasedPixels: Int
  /// Pixels compared: width × height of the larger size in each dimension.
  public let totalPixels: Int
  /// Bounding box of the mismatched pixels, in pixels of the diff image; nil when none.
  public let boundingBox: PixelBox?
  /// The diff image (size: the larger width × the larger height), or nil when
  /// `ComparisonOptions.diffImage` was nil.
  public let diffImage: RGBAImage?
  /// Set when a diff image was asked for but its canvas was over
  /// `ComparisonOptions.maxDiffImagePixels` (only possible when the sizes differ, or with a limit
  /// below the images' size): `diffImage` is then nil. Nil otherwise.
  public let diffImageOverLimit: ImageOverLimit?
  /// The allowance the verdict used.
  public let allowance: DiffAllowance
  /// The mode the verdict used.
  public let mode: ComparisonMode

  /// Creates a result; `ImageComparison.compare` is the usual source.
  public init(referenceSize: PixelSize, actualSize: PixelSize, mismatchedPixels: Int, antialiasedPixels: Int,
              totalPixels: Int, boundingBox: PixelBox?, diffImage: RGBAImage?, allowance: DiffAllowance,
              mode: ComparisonMode, diffImageOverLimit: ImageOverLimit? = nil) {
    self.referenceSize = referenceSize
    self.actualSize = actualSize
    self.mismatchedPixels = mismatchedPixels
    self.antialiasedPixels = antialiasedPixels
    self.totalPixels = totalPixels
    self.boundingBox = boundingBox
    self.diffImage = diffImage
    self.allowance = allowance
    self.mode = mode
    self.diffImageOverLimit = diffImageOverLimit
  }

  /// True when the two images have different sizes (always a failure).
  public var sizeMismatch: Bool { referenceSize != actualSize }

  /// `mismatchedPixels / totalPixels`, a 0–1 ratio (not percent); 0 for empty images.
  public var ratio: Double { totalPixels > 0 ? Double(mismatchedPixels) / Double(totalPixels) : 0 }

  /// The verdict: same size and mismatched pixels within the allowance (inclusive).
  public var passed: Bool { !sizeMismatch && allowance.allows(mismatched: mismatchedPixels, of: totalPixels) }

  /// The report lines printed by `snapcheck diff` (and usable by verify), e.g.
  /// ```
  /// mismatched: 143
  /// ratio: 0.001091 (0.1091%)
  /// box: 12,40 30x8 px
  /// result: fail (over the allowance of 0px)
  /// ```
  /// With a size mismatch a line `size: reference 100x50, actual 120x50 (sizes differ)` comes
  /// first. When the diff image was over its limit, a line
  /// `diff image: not made (the diff image would be 32767x32767 = 1073676289 px, over the limit of
  /// 100000000 px)` comes before the result. Ratios use 4 significant digits, so a single pixel never reads as 0.
  public var reportLines: [String] {
    var lines: [String] = []
    if sizeMismatch {
      lines.append("size: reference \(referenceSize), actual \(actualSize) (sizes differ)")
    }
    lines.append("mismatched: \(mismatchedPixels)")
    lines.append("ratio: \(Self.format(ratio)) (\(Self.format(ratio * 100))%)")
    lines.append("box: \(boundingBox.map { $0.description + " px" } ?? "none")")
    if antialiasedPixels > 0 { lines.append("anti-aliased (not counted): \(antialiasedPixels)") }
    if let diffImageOverLimit { lines.append("diff image: not made (\(diffImageOverLimit))") }
    if sizeMismatch {
      lines.append("result: fail (sizes differ)")
    } else if passed {
      lines.append("result: pass (within the allowance of \(allowance))")
    } else {
      lines.append("result: fail (over the allowance of \(allowance))")
    }
    return lines
  }

  private static func format(_ value: Double) -> String {
    value == 0 ? "0" : String(format: "%.4g", value)
  }
}
