import CellRaster

/// The colours behind a view, composited down its ancestor chain (the cell's background, then each
/// ancestor's `backgroundColor`, root first, each weighted by the product of the `alpha`s above it),
/// with straight-alpha source-over in 8-bit sRGB as the renderer draws them.
///
/// Only ancestors count: an earlier sibling that happens to sit behind a view is not considered.
/// When the chain does not reach full opacity (a fully transparent chain, or one of translucent
/// colours only) the backdrop is unknown and the result is nil, "indeterminate" — never assumed
/// white (issue 5).
public enum BackgroundChain {
  /// The opaque colour behind `visible` (its own `backgroundColor` included when `includingSelf`),
  /// or nil when indeterminate.
  public static func background(
    behind visible: VisibleNode, cellBackground: Color, includingSelf: Bool
  ) -> Color? {
    var layers: [(Color, Double)] = [(cellBackground, 1)]
    var opacity = 1.0
    for view in visible.ancestors + (includingSelf ? [visible.node] : []) {
      opacity *= view.alpha
      if let color = view.backgroundColor { layers.append((color, opacity)) }
    }
    var result = (r: 0.0, g: 0.0, b: 0.0, a: 0.0)
    for (color, weight) in layers {
      let a = Double(color.alpha) / 255 * weight
      let outA = a + result.a * (1 - a)
      guard outA > 0 else { continue }
      func mix(_ top: UInt8, _ bottom: Double) -> Double {
        (Double(top) / 255 * a + bottom * result.a * (1 - a)) / outA
      }
      result = (mix(color.red, result.r), mix(color.green, result.g), mix(color.blue, result.b), outA)
    }
    guard result.a >= 1 - 1e-9 else { return nil }
    return Color(red: byte(result.r), green: byte(result.g), blue: byte(result.b))
  }

  /// `color` drawn with extra `opacity` (0–1) over the opaque `background`: the opaque colour seen.
  public static func composite(_ color: Color, opacity: Double, over background: Color) -> Color {
    let a = Double(color.alpha) / 255 * opacity
    func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
      byte(Double(top) / 255 * a + Double(bottom) / 255 * (1 - a))
    }
    return Color(
      red: mix(color.red, background.red), green: mix(color.green, background.green),
      blue: mix(color.blue, background.blue))
  }

  private static func byte(_ value: Double) -> UInt8 {
    UInt8(max(0, min(255, (value * 255).rounded())))
  }
}
