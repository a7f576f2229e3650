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

  /// Leading (line height) in points for xS … AX5: [HIG23] "iOS, iPadOS Dynamic Type sizes" and
  /// "larger accessibility type sizes" tables, the "Leading (points)" column, via
  /// reference/fidelity.md §1 (which prints the body, subheadline, footnote, caption1 and caption2
  /// rows; the title, callout and large-title rows are from the same [HIG23] tables).
  public var leadings: [Double] {
    switch self {
    case .largeTitle: [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70]
    case .title1: [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68]
    case .title2: [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66]
    case .title3: [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65]
    case .headline, .body: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]
    case .callout: [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60]
    case .subheadline: [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58]
    case .footnote: [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52]
    case .caption1: [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51]
    case .caption2: [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48]
    }
  }

  /// Line height (leading) at L in points, [HIG23] (`leadings` at L).
  public var leadingAtLarge: Double { lineHeight(at: .large) }

  /// Line height (leading) in points at `category`: the [HIG23] table value (`leadings`), not a
  /// ratio of the point size.
  public func lineHeight(at category: ContentSizeCategory) -> Double {
    leadings[category.index]
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
/// The system font (SF, `customFontName` nil) is drawn with SF Pro's size-specific tracking
/// (`tracking`); a named custom font gets none, only the spacing that gives it its own average
/// width when `CustomFontMetrics` knows it.
public struct FontDescriptor: Hashable, Sendable, Codable {
  /// The point size from which text is drawn in Inter Display instead of Inter, as iOS switches
  /// from SF Pro Text to SF Pro Display: 20 pt (reference/fiori-cells.md §3.2 notes).
  public static let displayOpticalSizeFrom = 20.0

  /// Size in points.
  public var pointSize: Double
  /// Weight; default regular.
  public var weight: FontWeight
  /// Italic; default false.
  public var italic: Bool
  /// Fixed line height in points (UIKit text styles' leading); nil = the font's natural height.
  public var lineHeight: Double?
  /// The PostScript name of a custom font (a XIB's `<fontDescription name="HelveticaNeue-Thin">`);
  /// nil (default) = the system font. A custom font is still drawn with the pinned family; the
  /// name turns SF's tracking off, and gives the font's own line height and average width when
  /// `CustomFontMetrics` knows it.
  public var customFontName: String?

  public init(pointSize: Double, weight: FontWeight = .regular, italic: Bool = false,
              lineHeight: Double? = nil, customFontName: String? = nil) {
    self.pointSize = pointSize
    self.weight = weight
    self.italic = italic
    self.lineHeight = lineHeight
    self.customFontName = customFontName
  }

  /// Letter spacing in points added after every grapheme: for the system font SF Pro's tracking
  /// at `pointSize` (`SystemFontTracking`, [HIG23]) plus the stand-in's spacing for its weight
  /// (`SystemFontTracking.standInWeightSpacing`, ems × `pointSize`); for a custom font whose
  /// metrics are known (`CustomFontMetrics`) the spacing that gives Inter that font's average
  /// width; 0 for any other custom font (UIKit adds no tracking to custom fonts).
  public var tracking: Double {
    if let customFontName {
      return CustomFontMetrics.metrics(postScriptName: customFontName)?.spacing(atPointSize: pointSize, standInWeight: weight) ?? 0
    }
    return SystemFontTracking.tracking(atPointSize: pointSize) + SystemFontTracking.standInWeightSpacing(weight) * pointSize
  }

  /// The font for a text style at a content size category, like `UIFont.preferredFont(forTextStyle:
  /// compatibleWith:)` with an explicit weight (Fiori's `Font.fiori(forTextStyle:weight:)`, §3.1).
  public static func preferred(_ style: TextStyle, _ category: ContentSizeCategory,
                               weight: FontWeight = .regular, italic: Bool = false) -> FontDescriptor {
    FontDescriptor(pointSize: style.pointSize(at: category), weight: weight, italic: italic,
                   lineHeight: style.lineHeight(at: category))
  }
}
