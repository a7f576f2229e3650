import CellRaster

/// The colours behind a view, composited back to front with straight-alpha source-over in 8-bit
/// sRGB as the renderer draws them: the cell's background, then every view painted before it that
/// lies behind it — its ancestors, and earlier views whose frame covers its frame (a label laid
/// over a sibling button or badge) — each `backgroundColor` weighted by the product of the
/// `alpha`s down its own chain.
///
/// When the layers do not reach full opacity (a fully transparent chain, or one of translucent
/// colours only) the backdrop is unknown and the result is nil, "indeterminate" — never assumed
/// white (issue 5).
public enum BackgroundChain {
  /// The opaque colour behind `visible` in `subject` (its own `backgroundColor` included when
  /// `includingSelf`), or nil when indeterminate.
  public static func background(
    behind visible: VisibleNode, in subject: AuditSubject, includingSelf: Bool
  ) -> Color? {
    let behind = subject.backdrop(of: visible) + (includingSelf ? [visible] : [])
    return composite(
      [(subject.layout.backgroundColor, 1)]
        + behind.compactMap { v in v.node.backgroundColor.map { ($0, v.opacity) } })
  }

  /// The opaque colour behind `visible` from its ancestors alone (its own `backgroundColor`
  /// included when `includingSelf`), or nil when indeterminate.
  public static func background(
    behind visible: VisibleNode, cellBackground: Color, includingSelf: Bool
  ) -> Color? {
    var layers: [(Color, Double)] = [(cellBackground, 1)]
    var opacity = 1.0
    for view in visible.ancestors + (includingSelf ? [visible.node] : []) {
      opacity *= view.alpha
      if let color = view.backgroundColor { layers.append((color, opacity)) }
    }
    return composite(layers)
  }

  /// Source-over of `(colour, extra opacity 0–1)` layers, bottom first; nil unless opaque.
  private static func composite(_ layers: [(Color, Double)]) -> Color? {
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
