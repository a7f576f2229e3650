/// `UIImage.SymbolWeight`: how heavy an SF-style system symbol is drawn. snapcheck's look-alike
/// symbols (`SystemSymbol`) are built from strokes, so a weight scales their stroke width
/// (`strokeFactor`); filled shapes keep their outline and only their strokes and knocked-out
/// details change.
public enum SymbolWeight: String, Sendable, CaseIterable, Codable {
  case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

  /// Stroke width relative to `regular` (1). Apple publishes no stroke widths for SF Symbols'
  /// weights; these are snapcheck's choice, spaced like the stem widths of a text family from
  /// UltraLight to Black (about 0.4x to 2x regular), so that every step is visible at 3x.
  public var strokeFactor: Double {
    switch self {
    case .ultraLight: 0.4
    case .thin: 0.55
    case .light: 0.75
    case .regular: 1
    case .medium: 1.15
    case .semibold: 1.3
    case .bold: 1.5
    case .heavy: 1.75
    case .black: 2
    }
  }

  /// The symbol weight matching a font weight (`UIImage.SymbolConfiguration(font:)` takes the
  /// font's weight).
  public init(_ weight: FontWeight) {
    switch weight {
    case .thin: self = .thin
    case .extraLight: self = .ultraLight
    case .light: self = .light
    case .regular: self = .regular
    case .medium: self = .medium
    case .semibold: self = .semibold
    case .bold: self = .bold
    case .extraBold: self = .heavy
    case .black: self = .black
    }
  }
}

/// `UIImage.SymbolScale`: a symbol's size relative to the text it accompanies.
public enum SymbolScale: String, Sendable, CaseIterable, Codable {
  case small, medium, large

  /// Size relative to `medium` (UIKit's default scale): small "approximately 20% smaller",
  /// large "approximately 30% larger" than medium (Apple, `NSImage.SymbolScale.small` /
  /// `.large` documentation; UIKit's `UIImage.SymbolScale` publishes no numbers and uses the
  /// same variants).
  public var sizeFactor: Double {
    switch self {
    case .small: 0.8
    case .medium: 1
    case .large: 1.3
    }
  }
}
