/// How the diff image is drawn; the options and defaults are pixelmatch v7.2.0's
/// (image-diff.md §2.1/§5.1), and so is the drawing, byte for byte:
/// - pixels that match are drawn grey: the luma Y of the reference pixel (YIQ, unblended) faded to
///   white, `255 + (Y − 255) · alpha · A/255`, truncated to an integer;
/// - mismatched pixels are drawn `diffColor`, or `diffColorAlt` when the actual pixel is darker;
/// - pixels excused as anti-aliasing are drawn `aaColor`;
/// - with `diffMask`, only mismatched pixels are drawn and everything else stays transparent
///   (0, 0, 0, 0).
/// Drawn pixels are opaque. Padding added for a size mismatch is drawn `diffColor`.
public struct DiffImageStyle: Equatable, Sendable {
  /// Opacity (0–1) of the faded reference under matching pixels; default 0.1.
  public var alpha: Double
  /// Colour (R, G, B, 0–255) of anti-aliasing pixels; default yellow (255, 255, 0).
  public var aaColor: RGB
  /// Colour of mismatched pixels; default red (255, 0, 0).
  public var diffColor: RGB
  /// Colour of mismatched pixels where the actual image is darker; default nil = `diffColor`.
  public var diffColorAlt: RGB?
  /// Draw only mismatched pixels on a transparent image; default false.
  public var diffMask: Bool

  /// An 8-bit RGB colour.
  public struct RGB: Equatable, Sendable {
    /// Red, green and blue, 0–255.
    public var r: UInt8, g: UInt8, b: UInt8
    /// Creates a colour from red, green and blue (0–255).
    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8) { self.r = r; self.g = g; self.b = b }
  }

  /// Creates a style; every default is pixelmatch v7.2.0's.
  public init(alpha: Double = 0.1, aaColor: RGB = RGB(255, 255, 0), diffColor: RGB = RGB(255, 0, 0),
              diffColorAlt: RGB? = nil, diffMask: Bool = false) {
    self.alpha = alpha
    self.aaColor = aaColor
    self.diffColor = diffColor
    self.diffColorAlt = diffColorAlt
    self.diffMask = diffMask
  }
}

/// Writes diff-image pixels into a raw RGBA8 buffer.
struct DiffPainter {
  let style: DiffImageStyle
  let output: UnsafeMutablePointer<UInt8>
  /// The last reference pixel `drawSame` faded (its four bytes as one `UInt32`) and the grey it
  /// gave: cells are flat colours, so most matching pixels repeat the one before and skip the
  /// luma arithmetic (perf of a failing verify: the diff scan was 6.5% of all samples, mostly
  /// this arithmetic). The grey is a function of the pixel alone, so the bytes are the same.
  private var lastPixel: UInt32 = 0
  private var lastGrey: UInt8 = 0
  private var hasLast = false

  init(style: DiffImageStyle, output: UnsafeMutablePointer<UInt8>) {
    self.style = style
    self.output = output
  }

  @inline(__always)
  func draw(_ pos: Int, _ color: DiffImageStyle.RGB) {
    output[pos] = color.r
    output[pos + 1] = color.g
    output[pos + 2] = color.b
    output[pos + 3] = 255
  }

  /// A matching pixel: the reference pixel at `pos` as faded grey (unless `diffMask`).
  @inline(__always)
  mutating func drawSame(_ pos: Int, reference: UnsafePointer<UInt8>) {
    if style.diffMask { return }
    let pixel = UnsafeRawPointer(reference + pos).loadUnaligned(as: UInt32.self)
    if !hasLast || pixel != lastPixel {
      let luma = Double(reference[pos]) * 0.29889531 + Double(reference[pos + 1]) * 0.58662247
        + Double(reference[pos + 2]) * 0.11448223
      let value = 255 + (luma - 255) * style.alpha * Double(reference[pos + 3]) / 255
      lastGrey = UInt8(clamping: Int(value))  // truncation, as a JS Uint8Array store does
      lastPixel = pixel
      hasLast = true
    }
    output[pos] = lastGrey
    output[pos + 1] = lastGrey
    output[pos + 2] = lastGrey
    output[pos + 3] = 255
  }

  /// A mismatched pixel; `darker` selects `diffColorAlt`.
  @inline(__always)
  func drawChanged(_ pos: Int, darker: Bool) {
    draw(pos, darker ? (style.diffColorAlt ?? style.diffColor) : style.diffColor)
  }

  /// A pixel excused as anti-aliasing (unless `diffMask`).
  @inline(__always)
  func drawAntialiased(_ pos: Int) {
    if !style.diffMask { draw(pos, style.aaColor) }
  }
}
