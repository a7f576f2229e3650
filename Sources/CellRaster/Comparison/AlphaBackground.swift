/// What semi-transparent pixels are composited over before their colours are compared
/// (pixelmatch and perceptual modes; strict mode compares raw RGBA and ignores this).
public enum AlphaBackground: String, Sendable, CaseIterable {
  /// pixelmatch 7.x's pseudo-random checkerboard (the 7.x default, `checkerboard: true`): the
  /// background of the pixel at byte offset k is R = 48 + 159·(k mod 2), G = 48 + 159·(⌊k/φ⌋ mod 2),
  /// B = 48 + 159·(⌊k/φ²⌋ mod 2), φ = 1.618033988749895. Since k is a multiple of 4, R is always 48
  /// (a pixelmatch quirk kept for byte-exact results). Source: image-diff.md §2.1, pixelmatch v7.2.0.
  /// Semi-transparent and opaque look-alikes differ over it (fixture 8a/5b: 32896 px).
  case checkerboard
  /// Plain white (pixelmatch 5.x/6.x, and 7.2's `checkerboard: false`): white and transparent
  /// compare equal.
  case white

  /// The background colour (R, G, B, each 0–255) behind the pixel at byte offset `k` (4 × pixel
  /// index in the compared buffer).
  @inline(__always)
  func color(atByteOffset k: Int) -> (r: Int, g: Int, b: Int) {
    switch self {
    case .white:
      return (255, 255, 255)
    case .checkerboard:
      let d = Double(k)
      return (48 + 159 * (k % 2),
              48 + 159 * (Int(d / 1.618033988749895) % 2),
              48 + 159 * (Int(d / 2.618033988749895) % 2))
    }
  }
}
