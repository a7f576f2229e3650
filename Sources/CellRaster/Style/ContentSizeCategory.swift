/// The 12 Dynamic Type content size categories (`UIContentSizeCategory`), in increasing order,
/// written in specs with the short names of reference/fiori-cells.md §3.2: xS, S, M, L (default),
/// xL, xxL, xxxL, AX1 … AX5.
public enum ContentSizeCategory: String, Sendable, CaseIterable, Codable, Comparable {
  case extraSmall = "xS"
  case small = "S"
  case medium = "M"
  case large = "L"
  case extraLarge = "xL"
  case extraExtraLarge = "xxL"
  case extraExtraExtraLarge = "xxxL"
  case accessibilityMedium = "AX1"
  case accessibilityLarge = "AX2"
  case accessibilityExtraLarge = "AX3"
  case accessibilityExtraExtraLarge = "AX4"
  case accessibilityExtraExtraExtraLarge = "AX5"

  /// Column index 0–11 in the §3.2 table.
  public var index: Int { Self.allCases.firstIndex(of: self) ?? 3 }

  /// True for the five accessibility categories (AX1–AX5).
  public var isAccessibilityCategory: Bool { index >= 7 }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.index < rhs.index }
}

/// The iOS text styles (`UIFont.TextStyle`) with their point sizes per content size category.
public enum TextStyle: String, Sendable, CaseIterable, Codable {
  case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

  /// Point sizes for xS … AX5, reference/fiori-cells.md §3.2 [HIG].
  /// Caption2 conflict (§3.2 note): the majority values 13, 15, 17, 20, 24, 29, 34, 40 from xL up
  /// are used; tested in TextStyleTests.
  public var pointSizes: [Double] {
    switch self {
    case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
    case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
    case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
    case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
    case .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    case .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
    case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
    case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
    case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
    case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
    }
  }

  /// Line height (leading) at L in points, reference/fiori-cells.md §3.2 "Leading @L" column
  /// (values for callout/title styles taken from the same HIG table).
  public var leadingAtLarge: Double {
    switch self {
    case .largeTitle: 41
    case .title1: 34
    case .title2: 28
    case .title3: 25
    case .headline, .body: 22
    case .callout: 21
    case .subheadline: 20
    case .footnote: 18
    case .caption1: 16
    case .caption2: 13
    }
  }

  /// Line height at `category`: the style's leading-to-size ratio at L applied to the scaled size
  /// (§3.2 gives the full column only for body; "the other styles' leading also grows about 1 pt
  /// per step" — a constant ratio is our documented choice). Rounded to 0.5 pt.
  public func lineHeight(at category: ContentSizeCategory) -> Double {
    let ratio = leadingAtLarge / pointSize(at: .large)
    return (pointSize(at: category) * ratio * 2).rounded() / 2
  }

  /// The point size at `category` (iOS 11+ behaviour: every style scales in AX categories, §3.2).
  public func pointSize(at category: ContentSizeCategory) -> Double {
    pointSizes[category.index]
  }
}

/// Font weights available in the pinned family (Inter has every one; §3.1 lists 72's).
public enum FontWeight: String, Sendable, CaseIterable, Codable {
  case thin, extraLight, light, regular, medium, semibold, bold, extraBold, black

  /// The CSS/OpenType weight number (100–900) used to pick the face.
  public var numericWeight: Int {
    switch self {
    case .thin: 100
    case .extraLight: 200
    case .light: 300
    case .regular: 400
    case .medium: 500
    case .semibold: 600
    case .bold: 700
    case .extraBold: 800
    case .black: 900
    }
  }
}

/// A concrete font request: size in points, weight, italic. The family is always the pinned one
/// (DESIGN.md "Determinism"); which optical size (Inter vs Inter Display) is chosen by the
/// renderer from `pointSize` (SF Pro Text below 20 pt, Display at 20 pt and above, §3.2 notes).
public struct FontDescriptor: Hashable, Sendable, Codable {
  /// Size in points.
  public var pointSize: Double
  /// Weight; default regular.
  public var weight: FontWeight
  /// Italic; default false.
  public var italic: Bool
  /// Fixed line height in points (UIKit text styles' leading); nil = the font's natural height.
  public var lineHeight: Double?

  public init(pointSize: Double, weight: FontWeight = .regular, italic: Bool = false,
              lineHeight: Double? = nil) {
    self.pointSize = pointSize
    self.weight = weight
    self.italic = italic
    self.lineHeight = lineHeight
  }

  /// The font for a text style at a content size category, like `UIFont.preferredFont(forTextStyle:
  /// compatibleWith:)` with an explicit weight (Fiori's `Font.fiori(forTextStyle:weight:)`, §3.1).
  public static func preferred(_ style: TextStyle, _ category: ContentSizeCategory,
                               weight: FontWeight = .regular, italic: Bool = false) -> FontDescriptor {
    FontDescriptor(pointSize: style.pointSize(at: category), weight: weight, italic: italic,
                   lineHeight: style.lineHeight(at: category))
  }
}
