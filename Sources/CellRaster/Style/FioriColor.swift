/// Light or dark interface style (`UIUserInterfaceStyle`).
public enum Appearance: String, Sendable, Codable, CaseIterable {
  case light
  case dark
}

/// The SAP Fiori semantic colour tokens snapcheck knows, with their V8 palette values
/// (SDK 9.1 "Fiori Next", base variant) from reference/fiori-cells.md §2.1 [FSW PaletteV8.swift].
///
/// The palette version is V8 for every render; the naming inversion of the SwiftUI source
/// (§0.2: its `darkColor` is the light-mode value) is already resolved in this table.
public enum FioriColor: String, Sendable, CaseIterable, Codable {
  case primaryLabel, secondaryLabel, tertiaryLabel, quaternaryLabel
  case tintColor, tintColorTapState
  case negativeLabel, criticalLabel, positiveLabel, informativeLabel, neutralLabel
  case separator, separatorOpaque
  case primaryBackground, secondaryBackground, primaryGroupedBackground, secondaryGroupedBackground
  case cellBackground
  case primaryFill, secondaryFill, tertiaryFill, quaternaryFill
  case negativeBackground, criticalBackground, positiveBackground

  /// The palette's name, recorded with every render.
  public static let paletteVersion = "Fiori V8 (SDK 9.1)"

  /// `(light, dark)` as hex RRGGBBAA, reference/fiori-cells.md §2.1.
  private var hexPair: (String, String) {
    switch self {
    case .primaryLabel: ("#223548FF", "#F5F6F7FF")
    case .secondaryLabel: ("#475E75FF", "#D5DADDFF")
    case .tertiaryLabel: ("#5B738BFF", "#A9B4BEFF")
    case .quaternaryLabel: ("#8396A875", "#A9B4BE4D")
    case .tintColor: ("#0070F2FF", "#4DB1FFFF")
    case .tintColorTapState: ("#0040B0FF", "#1B90FFFF")
    case .negativeLabel: ("#AA0808FF", "#FF5C77FF")
    case .criticalLabel: ("#A93E00FF", "#FFB300FF")
    case .positiveLabel: ("#256F3AFF", "#5DC122FF")
    case .informativeLabel: ("#0057D2FF", "#4DB1FFFF")
    case .neutralLabel: ("#354A5FFF", "#8396A8FF")
    case .separator: ("#5B738B5E", "#8396A85E")
    case .separatorOpaque: ("#5B738BD4", "#8396A8D4")
    case .primaryBackground: ("#FFFFFFFF", "#000000FF")
    case .secondaryBackground: ("#F5F6F7FF", "#161C21FF")
    case .primaryGroupedBackground: ("#F5F6F7FF", "#000000FF")
    case .secondaryGroupedBackground: ("#FFFFFFFF", "#161C21FF")
    case .cellBackground: ("#FFFFFF00", "#22354800")
    case .primaryFill: ("#8396A83D", "#8396A84D")
    case .secondaryFill: ("#8396A833", "#8396A847")
    case .tertiaryFill: ("#8396A826", "#8396A833")
    case .quaternaryFill: ("#8396A817", "#8396A829")
    case .negativeBackground: ("#EE393914", "#EE39391F")
    case .criticalBackground: ("#E7650014", "#E765001F")
    case .positiveBackground: ("#36A41D14", "#36A41D1F")
    }
  }

  /// The token's colour in `appearance`.
  public func color(in appearance: Appearance) -> Color {
    let pair = hexPair
    // The table above is literal and checked by tests; a parse failure cannot happen.
    return Color(hex: appearance == .light ? pair.0 : pair.1) ?? .black
  }
}

/// A colour as a spec writes it: a Fiori token, resolved per appearance, or a fixed value.
public enum ColorReference: Hashable, Sendable {
  /// A Fiori semantic token (`negativeLabel`).
  case token(FioriColor)
  /// A fixed colour (`#RRGGBB[AA]`), the same in light and dark.
  case fixed(Color)

  /// Parses a token name or `#RRGGBB[AA]`; nil when it is neither.
  public init?(parsing text: String) {
    if let token = FioriColor(rawValue: text) {
      self = .token(token)
    } else if let color = Color(hex: text) {
      self = .fixed(color)
    } else {
      return nil
    }
  }

  /// The concrete colour in `appearance`.
  public func resolve(_ appearance: Appearance) -> Color {
    switch self {
    case .token(let token): token.color(in: appearance)
    case .fixed(let color): color
    }
  }
}
