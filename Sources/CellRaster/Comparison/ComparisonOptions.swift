/// Which per-pixel test decides that two pixels differ.
public enum ComparisonMode: String, Sendable, CaseIterable {
  /// Every RGBA byte equal, alpha included (DESIGN.md "Comparing": the default verdict).
  case strict
  /// pixelmatch v7.2.0-compatible: YIQ delta over `threshold`, optional anti-aliasing detection,
  /// alpha composited over `alphaBackground` (image-diff.md §2.1).
  case pixelmatch
  /// CIEDE2000 ΔE over `deltaE` after compositing over `alphaBackground`.
  case perceptual
}

/// Everything that shapes a comparison. The defaults are strict with no allowance.
public struct ComparisonOptions: Equatable, Sendable {
  /// The per-pixel test; default `.strict`.
  public var mode: ComparisonMode
  /// pixelmatch threshold, 0–1 (fraction of the largest YIQ distance; a pixel differs when
  /// its squared YIQ delta > 35215 · threshold²). Default 0.1, pixelmatch v7.2.0's default.
  /// Values outside 0–1 are clamped. Used by `.pixelmatch` only.
  public var threshold: Double
  /// Count anti-aliased pixels as differences (true) or excuse them (false, pixelmatch's default
  /// `includeAA: false`). Used by `.pixelmatch` only.
  public var includeAA: Bool
  /// What semi-transparent pixels are composited over; default `.checkerboard` (pixelmatch 7.x).
  /// Used by `.pixelmatch` and `.perceptual`.
  public var alphaBackground: AlphaBackground
  /// Largest CIEDE2000 ΔE that still counts as equal (inclusive); default 2.3 (the JND used by
  /// Paparazzi's DeltaE2000 differ, image-diff.md §2.5). Negative values act as 0. Used by
  /// `.perceptual` only.
  public var deltaE: Double
  /// How many mismatched pixels still pass; default `.pixels(0)`.
  public var allowance: DiffAllowance
  /// How to draw the diff image, or nil to skip drawing it (faster). Default: pixelmatch's style.
  public var diffImage: DiffImageStyle?
  /// The largest diff image drawn, in pixels (`width * height` of the larger width × the larger
  /// height); default 100,000,000 (`PNGDecoder.defaultMaxPixels`, the largest image read).
  /// Over it no diff image is made (`ComparisonResult.diffImageOverLimit`); the counts and the
  /// verdict are the same, since they never need that canvas.
  public var maxDiffImagePixels: Int

  /// Creates options; every default is listed on the property.
  public init(mode: ComparisonMode = .strict, threshold: Double = 0.1, includeAA: Bool = false,
              alphaBackground: AlphaBackground = .checkerboard, deltaE: Double = 2.3,
              allowance: DiffAllowance = .none, diffImage: DiffImageStyle? = DiffImageStyle(),
              maxDiffImagePixels: Int = PNGDecoder.defaultMaxPixels) {
    self.mode = mode
    self.threshold = threshold
    self.includeAA = includeAA
    self.alphaBackground = alphaBackground
    self.deltaE = deltaE
    self.allowance = allowance
    self.diffImage = diffImage
    self.maxDiffImagePixels = maxDiffImagePixels
  }

  /// Strict comparison (the default).
  public static let strict = ComparisonOptions()
}
