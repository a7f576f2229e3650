/// A colour that depends on the appearance, as a `UIColor` from a XIB does: a system colour
/// (`labelColor`, `systemBackgroundColor`, …) has a light and a dark value; a fixed colour
/// (sRGB, calibrated RGB, white, a named colour's `<resources>` copy) has one value for both.
///
/// Layout resolves it once per variant with `resolved(for: environment.appearance)`. A named
/// colour keeps its asset name, so an asset catalog colour set can replace the `<resources>`
/// copy at layout time (`XIBNamedColorResolving`).
public struct DynamicColor: Hashable, Sendable, CustomStringConvertible {
  /// The value in light appearance (`UIUserInterfaceStyle.light`, and `.unspecified`).
  public var light: Color
  /// The value in dark appearance (`UIUserInterfaceStyle.dark`).
  public var dark: Color
  /// The `<color name="…">` this colour came from (an asset catalog colour set name), if any.
  public var assetName: String?

  /// A colour with a light and a dark value.
  public init(light: Color, dark: Color, assetName: String? = nil) {
    self.light = light
    self.dark = dark
    self.assetName = assetName
  }

  /// A fixed colour: the same in both appearances.
  public init(_ fixed: Color, assetName: String? = nil) {
    self.init(light: fixed, dark: fixed, assetName: assetName)
  }

  /// `#RRGGBB[AA]` for light and dark (`Color(hex:)`); nil when either is malformed.
  public init?(light: String, dark: String) {
    guard let l = Color(hex: light), let d = Color(hex: dark) else { return nil }
    self.init(light: l, dark: d)
  }

  /// The concrete colour in `appearance`.
  public func resolved(for appearance: Appearance) -> Color {
    appearance == .dark ? dark : light
  }

  /// True when light and dark are the same colour.
  public var isFixed: Bool { light == dark }

  /// `#RRGGBBAA` for a fixed colour, `#light/#dark` otherwise (for messages and tests).
  public var description: String { isFixed ? light.description : "\(light.description)/\(dark.description)" }
}
