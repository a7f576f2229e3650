import CellRaster

/// One pixel of a Cairo ARGB32 image surface: 8-bit channels, colour premultiplied by alpha, with
/// the arithmetic Cairo 1.16 and pixman use to draw into it, so the audits measure the colour the
/// rendered PNG holds rather than an ideal blend.
///
/// - A source colour (`cairo_set_source_rgba` with the 0–1 straight channels c/255 and a/255) is
///   held as 16-bit premultiplied values, `s = UInt16(c × a × 65535 + 0.5)` (cairo-color.c
///   `_cairo_color_double_to_short` of `color × alpha`), and pixman draws with the high byte,
///   `s >> 8` (pixman's `color_to_uint32`): premultiplying truncates. `#33333380` is drawn as
///   `(a 128, c 25)`, where ideal rounding would give 26.
/// - OVER: `d' = s + d × (255 − s.a) / 255` per channel, the product rounded as pixman's
///   `MUL_UN8` does (`t = x × y + 128; (t + t >> 8) >> 8`, x × y / 255 to nearest).
/// - IN an 8-bit mask `m` (`cairo_paint_with_alpha` on a group): every channel `× m / 255`, rounded
///   the same way; `m` is the high byte of the alpha's 16-bit value, which is `a` itself for an
///   alpha of a/255.
///
/// So `#00000080` text on white is `#7F7F7F` (0 + 255 × 127 / 255), a group holding opaque black
/// painted with alpha 0.5 over white is `#7F7F7F` too (mask 128), and `#33333380` is `#989898` as
/// text but `#999999` as a symbol (drawn opaque in a group, then painted with alpha 128/255).
public struct PremultipliedPixel: Hashable, Sendable {
  /// Alpha, 0–255.
  public var alpha: UInt8
  /// Red, green and blue, each already multiplied by alpha (≤ `alpha`).
  public var red: UInt8, green: UInt8, blue: UInt8

  /// A pixel from its premultiplied channels.
  public init(alpha: UInt8, red: UInt8, green: UInt8, blue: UInt8) {
    self.alpha = alpha
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// A transparent pixel (a cleared surface, a fresh `cairo_push_group`).
  public static let transparent = PremultipliedPixel(alpha: 0, red: 0, green: 0, blue: 0)

  /// `color` as Cairo draws it when set with `cairo_set_source_rgba` (the renderer's
  /// `CairoCanvas.setColor`): premultiplied in 16 bits, then truncated to 8.
  public init(source color: Color) {
    let a = Double(color.alpha) / 255
    func channel(_ value: Double) -> UInt8 {
      UInt8(UInt16(value * 65535 + 0.5) >> 8)
    }
    self.init(
      alpha: channel(a), red: channel(Double(color.red) / 255 * a),
      green: channel(Double(color.green) / 255 * a), blue: channel(Double(color.blue) / 255 * a))
  }

  /// The 8-bit mask `cairo_paint_with_alpha(alpha)` composites with (alpha 0–1).
  public static func mask(alpha: Double) -> UInt8 {
    UInt8(UInt16(max(0, min(1, alpha)) * 65535 + 0.5) >> 8)
  }

  /// `self` OVER `destination`.
  public func over(_ destination: PremultipliedPixel) -> PremultipliedPixel {
    let inverse = 255 - alpha
    func add(_ source: UInt8, _ dest: UInt8) -> UInt8 {
      UInt8(min(255, UInt16(source) + UInt16(Self.multiply(dest, inverse))))
    }
    return PremultipliedPixel(
      alpha: add(alpha, destination.alpha), red: add(red, destination.red),
      green: add(green, destination.green), blue: add(blue, destination.blue))
  }

  /// `self` IN an 8-bit `mask`: every channel scaled by mask/255.
  public func masked(by mask: UInt8) -> PremultipliedPixel {
    PremultipliedPixel(
      alpha: Self.multiply(alpha, mask), red: Self.multiply(red, mask),
      green: Self.multiply(green, mask), blue: Self.multiply(blue, mask))
  }

  /// The opaque colour of an opaque pixel; nil when alpha is below 255.
  public var opaqueColor: Color? {
    alpha == 255 ? Color(red: red, green: green, blue: blue) : nil
  }

  /// x × y / 255 rounded to nearest, as pixman's `MUL_UN8`.
  static func multiply(_ x: UInt8, _ y: UInt8) -> UInt8 {
    let t = UInt32(x) * UInt32(y) + 128
    return UInt8((t + (t >> 8)) >> 8)
  }
}
