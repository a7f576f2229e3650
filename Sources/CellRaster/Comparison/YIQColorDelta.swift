/// pixelmatch v7.2.0's colour metric (image-diff.md §2.1): the squared distance between two
/// gamma-encoded sRGB colours in YIQ (Kotsarenko & Ramos coefficients), after compositing
/// semi-transparent pixels over the alpha background. The maximum is 35215 (reached by red vs
/// cyan, 35214.75; black vs white gives 0.5053 · 255² ≈ 32857 — image-diff.md §2.1 calls 35215
/// the black–white distance, but pixelmatch's own comment only says "maximum possible value").
///
/// Every expression keeps pixelmatch's operation order so that doubles round identically.
enum YIQColorDelta {
  /// The largest possible delta (red vs cyan), the scale of `threshold`: a pixel differs when
  /// |delta| > 35215 · threshold² (pixelmatch v7.2.0).
  static let maximum = 35215.0

  /// The signed squared YIQ distance between pixel `k` of `a` and pixel `m` of `b` (byte
  /// offsets); negative when `a`'s pixel is brighter (the actual image is darker). The background
  /// is chosen by `k`.
  @inline(__always)
  static func delta(_ a: UnsafePointer<UInt8>, _ k: Int, _ b: UnsafePointer<UInt8>, _ m: Int,
                    background: AlphaBackground) -> Double {
    let (dr, dg, db) = differences(a, k, b, m, background: background)
    let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
    let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
    let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    return y > 0 ? -delta : delta
  }

  /// The luma (Y) difference only, as pixelmatch's anti-aliasing test uses it.
  @inline(__always)
  static func brightness(_ a: UnsafePointer<UInt8>, _ k: Int, _ b: UnsafePointer<UInt8>, _ m: Int,
                         background: AlphaBackground) -> Double {
    let (dr, dg, db) = differences(a, k, b, m, background: background)
    return dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
  }

  /// Per-channel differences; 0 for equal pixels; composited over the background (chosen by `k`)
  /// when either alpha is below 255.
  @inline(__always)
  private static func differences(_ a: UnsafePointer<UInt8>, _ k: Int, _ b: UnsafePointer<UInt8>, _ m: Int,
                                  background: AlphaBackground) -> (Double, Double, Double) {
    let r1 = Int(a[k]), g1 = Int(a[k + 1]), b1 = Int(a[k + 2]), a1 = Int(a[k + 3])
    let r2 = Int(b[m]), g2 = Int(b[m + 1]), b2 = Int(b[m + 2]), a2 = Int(b[m + 3])
    if a1 < 255 || a2 < 255 {
      let da = a1 - a2
      let bg = background.color(atByteOffset: k)
      return (Double(r1 * a1 - r2 * a2 - bg.r * da) / 255,
              Double(g1 * a1 - g2 * a2 - bg.g * da) / 255,
              Double(b1 * a1 - b2 * a2 - bg.b * da) / 255)
    }
    return (Double(r1 - r2), Double(g1 - g2), Double(b1 - b2))
  }
}
