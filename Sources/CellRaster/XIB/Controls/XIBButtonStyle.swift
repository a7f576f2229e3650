/// The look of a `UIButton.Configuration` style at the medium size, as iOS 17 draws it when the
/// configuration sets no colours of its own (WWDC21 "Meet the UIKit button system"; the colour
/// values are snapcheck's reading of iOS 17 screenshots, marked estimates):
///
/// | style (IB also writes) | background | foreground |
/// |---|---|---|
/// | plain (`borderless`) | none | tint |
/// | gray (`bordered`) | `secondarySystemFill` #78788029 (estimate; dark #78788052) | tint |
/// | tinted (`borderedTinted`) | the tint at 15 % opacity (estimate) | tint |
/// | filled (`borderedProminent`) | the tint | white |
///
/// `baseBackgroundColor` replaces the background of gray, tinted and filled (plain has none),
/// `baseForegroundColor` the foreground. Disabled: foreground `tertiaryLabel`, and the styles
/// with a background draw `tertiarySystemFill` (estimate) instead.
enum XIBButtonStyle: Equatable {
  case plain, gray, tinted, filled, unknown

  /// `UIColor.secondarySystemFill`, light #78788029, dark #78788052 (`XIBTextControlStyle` [CC]).
  static let secondarySystemFill = DynamicColor.secondarySystemFill
  /// The tinted style's background opacity, 0–1 (estimate).
  static let tintedOpacity = 0.15
  /// A disabled button's title and template image: `UIColor.tertiaryLabel`.
  static let disabledForeground = XIBTextControlStyle.tertiaryLabel
  /// A disabled filled, tinted or gray button's background: `UIColor.tertiarySystemFill`.
  static let disabledBackground = XIBTextControlStyle.tertiarySystemFill

  /// `cornerStyle` radii, points (estimates; UIKit documents none): `dynamic` (the default) and
  /// `fixed` 6 (`XIBButtonConfiguration.filledCornerRadius`, the medium size), `small` 4,
  /// `medium` 8, `large` 12; `capsule` is half the button's height (`XIBButtonParts`).
  static let cornerRadii: [String: Double] = ["dynamic": XIBButtonConfiguration.filledCornerRadius,
                                              "fixed": XIBButtonConfiguration.filledCornerRadius,
                                              "small": 4, "medium": 8, "large": 12]

  /// The style IB wrote (`XIBButtonConfiguration.styles`); nil is plain.
  init(_ style: String?) {
    switch style {
    case nil, "plain", "borderless": self = .plain
    case "gray", "bordered": self = .gray
    case "tinted", "borderedTinted": self = .tinted
    case "filled", "borderedProminent": self = .filled
    default: self = .unknown
    }
  }

  /// The title and template image colour without a `baseForegroundColor`.
  func foreground(tint: DynamicColor) -> DynamicColor { self == .filled ? DynamicColor(.white) : tint }

  /// The background behind the content, or nil (plain): `base` is the configuration's
  /// `baseBackgroundColor`.
  func background(tint: DynamicColor, base: DynamicColor?, isEnabled: Bool) -> DynamicColor? {
    switch self {
    case .plain, .unknown: return nil
    case _ where !isEnabled: return Self.disabledBackground
    case .gray: return base ?? Self.secondarySystemFill
    case .tinted:
      if let base { return base }
      func faded(_ c: Color) -> Color {
        Color(red: c.red, green: c.green, blue: c.blue, alpha: UInt8((Double(c.alpha) * Self.tintedOpacity).rounded()))
      }
      return DynamicColor(light: faded(tint.light), dark: faded(tint.dark))
    case .filled: return base ?? tint
    }
  }

  /// The corner radius of `cornerStyle` (nil = dynamic), points; nil for `capsule` (half the
  /// height, known once laid out) and unknown names (taken as dynamic by the caller).
  static func cornerRadius(_ cornerStyle: String?) -> Double? {
    guard let style = cornerStyle else { return cornerRadii["dynamic"] }
    if style == "capsule" { return nil }
    return cornerRadii[style] ?? cornerRadii["dynamic"]
  }
}
