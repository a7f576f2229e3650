extension RGBAImage {
  /// The image in greys, as the overlay's base (AccessibilitySnapshot draws a monochrome base by
  /// default, reference/accessibility.md §2.5): each pixel's grey is 0.2126 R + 0.7152 G +
  /// 0.0722 B of its 8-bit sRGB values (the WCAG luminance weights applied without
  /// linearisation), rounded half away from zero; alpha is kept.
  ///
  /// The three products come from tables of 256 (the same doubles as multiplying, added in the
  /// same order) and the rounding is done on the integer part and the exact remainder, so the
  /// greys are those of the per-pixel formula bit for bit (`MonochromeTests` checks every
  /// R, G, B combination) at a fraction of the cost: perf on verify with 10% of goldens changed,
  /// the per-pixel `Double` formula and libm's `round` were 8% of all samples.
  public func monochrome() -> RGBAImage {
    var out = pixels
    let weights = Self.monochromeWeights
    out.withUnsafeMutableBufferPointer { buffer in
      weights.withUnsafeBufferPointer { table in
        guard let p = buffer.baseAddress, let t = table.baseAddress else { return }
        var i = 0
        // A cell is mostly runs of one colour: the last pixel's grey is reused while the colour
        // repeats (0xFFFFFFFF is no RGB, so the first pixel always computes).
        var lastRGB: UInt32 = 0xFFFF_FFFF
        var value: UInt8 = 0
        while i + 3 < buffer.count {
          let rgb = UInt32(p[i]) | UInt32(p[i + 1]) << 8 | UInt32(p[i + 2]) << 16
          if rgb != lastRGB {
            value = Self.grey(red: p[i], green: p[i + 1], blue: p[i + 2], table: t)
            lastRGB = rgb
          }
          p[i] = value
          p[i + 1] = value
          p[i + 2] = value
          i += 4
        }
      }
    }
    return RGBAImage(width: width, height: height, pixels: out)
  }

  /// The grey of one pixel: `monochromeWeights` (`table`) summed in the documented order and
  /// rounded by `roundedGrey`.
  @inline(__always)
  static func grey(red: UInt8, green: UInt8, blue: UInt8, table t: UnsafePointer<Double>) -> UInt8 {
    roundedGrey(t[Int(red)] + t[256 + Int(green)] + t[512 + Int(blue)])
  }

  /// 0.2126 v, 0.7152 v and 0.0722 v for v in 0...255, one after the other.
  static let monochromeWeights: [Double] = [0.2126, 0.7152, 0.0722].flatMap { (weight: Double) -> [Double] in
    (0..<256).map { (value: Int) -> Double in weight * Double(value) }
  }

  /// `UInt8(min(255, grey.rounded()))` for a grey in 0...255.x: rounded half away from zero from
  /// the truncated integer and the exact remainder (no libm call).
  @inline(__always)
  static func roundedGrey(_ grey: Double) -> UInt8 {
    let whole = Int(grey)
    let rounded = grey - Double(whole) >= 0.5 ? whole + 1 : whole
    return UInt8(min(255, rounded))
  }
}
