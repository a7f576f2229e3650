/// A straight-alpha sRGB colour with 8-bit components, as written `#RRGGBB[AA]` in specs and in
/// the Fiori palette tables (reference/fiori-cells.md §2, hex RRGGBBAA).
public struct Color: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Red, 0–255.
  public var red: UInt8
  /// Green, 0–255.
  public var green: UInt8
  /// Blue, 0–255.
  public var blue: UInt8
  /// Alpha, 0–255 (255 = opaque).
  public var alpha: UInt8

  /// Creates a colour from 0–255 components.
  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Parses `#RRGGBB` or `#RRGGBBAA` (case-insensitive; the `#` is required).
  /// - Returns: nil when the text is not of that form.
  public init?(hex text: String) {
    guard text.hasPrefix("#") else { return nil }
    let digits = text.dropFirst()
    guard digits.count == 6 || digits.count == 8, let value = UInt32(digits, radix: 16) else { return nil }
    if digits.count == 6 {
      self.init(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
    } else {
      self.init(
        red: UInt8(value >> 24 & 0xFF), green: UInt8(value >> 16 & 0xFF),
        blue: UInt8(value >> 8 & 0xFF), alpha: UInt8(value & 0xFF))
    }
  }

  /// `#RRGGBBAA`, upper case.
  public var description: String {
    func hex(_ v: UInt8) -> String {
      let s = String(v, radix: 16, uppercase: true)
      return s.count == 1 ? "0" + s : s
    }
    return "#" + hex(red) + hex(green) + hex(blue) + hex(alpha)
  }

  /// The same colour with its alpha multiplied by `factor` (0–1).
  public func withAlphaMultiplied(by factor: Double) -> Color {
    var c = self
    c.alpha = UInt8((Double(alpha) * max(0, min(1, factor))).rounded())
    return c
  }

  /// Opaque black.
  public static let black = Color(red: 0, green: 0, blue: 0)
  /// Opaque white.
  public static let white = Color(red: 255, green: 255, blue: 255)
  /// Fully transparent black.
  public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
}
