/// `UIUserInterfaceLayoutDirection`.
public enum LayoutDirection: String, Sendable, Codable, CaseIterable {
  case leftToRight, rightToLeft
  /// The slug token: `ltr` or `rtl`.
  public var slugToken: String { self == .leftToRight ? "ltr" : "rtl" }
}

/// `UIUserInterfaceSizeClass` for the horizontal axis.
public enum SizeClass: String, Sendable, Codable, CaseIterable {
  case compact, regular
}

/// `UIUserInterfaceIdiom`: decides the VoiceOver row tolerance (8 pt phone, 13 pt pad,
/// reference/accessibility.md §2.2).
public enum UserInterfaceIdiom: String, Sendable, Codable, CaseIterable {
  case phone, pad
}

/// The environment one variant renders a cell in. Every field has the documented default.
public struct RenderEnvironment: Hashable, Sendable {
  /// Cell width in points; 1…4096. Default 375 (iPhone portrait).
  public var width: Double
  /// Pixels per point: 1, 2 or 3. Default 3.
  public var scale: Int
  /// Dynamic Type category. Default L.
  public var contentSize: ContentSizeCategory
  /// Light or dark. Default light.
  public var appearance: Appearance
  /// Left-to-right or right-to-left. Default leftToRight.
  public var layoutDirection: LayoutDirection
  /// Compact or regular. Default compact.
  public var horizontalSizeClass: SizeClass
  /// Left-column fraction of the object cell in regular width, 0.01–0.99. Default nil, meaning
  /// the cell's own `splitPercent` or 0.5 (the SwiftUI docstring default, fiori-cells.md §10.3).
  public var splitPercent: Double?
  /// Phone or pad. Default: pad when regular, phone otherwise.
  public var idiom: UserInterfaceIdiom
  /// A fixed cell height in points; nil (default) = the cell sizes itself to its content.
  public var height: Double?
  /// Height of the screen the cell is shown on, in points, 100–4096; nil (default) = 812, the
  /// iPhone X/11 Pro/12 mini portrait height (our choice of a common iPhone). Caps the note cell
  /// (fiori-cells.md §5.2: "capped at the screen area above the keyboard").
  public var screenHeight: Double?
  /// Height of the software keyboard while a note cell is editing, in points, 0–2048 and below
  /// `screenHeight`; nil (default) = 336, the iPhone X-class portrait keyboard with its
  /// predictive bar (UNVERIFIED, commonly quoted). 0 = a hardware keyboard.
  public var keyboardHeight: Double?

  /// The locale text is set in (the spec's top-level `locale`, the same for every variant):
  /// regional CJK glyph forms and the shaping language. Default `en`. Not part of the slug (a
  /// spec's variants all share it).
  public var locale: TextLocale = .english

  /// `screenHeight` or its default, 812 pt.
  public var resolvedScreenHeight: Double { screenHeight ?? 812 }
  /// `keyboardHeight` or its default, 336 pt.
  public var resolvedKeyboardHeight: Double { keyboardHeight ?? 336 }

  public init(
    width: Double = 375, scale: Int = 3, contentSize: ContentSizeCategory = .large,
    appearance: Appearance = .light, layoutDirection: LayoutDirection = .leftToRight,
    horizontalSizeClass: SizeClass = .compact, splitPercent: Double? = nil,
    idiom: UserInterfaceIdiom? = nil, height: Double? = nil
  ) {
    self.width = width
    self.scale = scale
    self.contentSize = contentSize
    self.appearance = appearance
    self.layoutDirection = layoutDirection
    self.horizontalSizeClass = horizontalSizeClass
    self.splitPercent = splitPercent
    self.idiom = idiom ?? (horizontalSizeClass == .regular ? .pad : .phone)
    self.height = height
  }

  /// True when the layout is mirrored.
  public var isRightToLeft: Bool { layoutDirection == .rightToLeft }

  /// A file-name-safe slug in a fixed field order: width, scale, content size, appearance,
  /// direction, then only the fields that are set or differ from their defaults (size class,
  /// split, idiom, height, screen height `screen812`, keyboard height `kb336`), e.g. `w375-3x-L-light-ltr` or `w1024-2x-L-light-ltr-regular-split40`.
  /// Environments that differ by more than the slug's 3 decimals never share one.
  public var slug: String {
    var parts = ["w\(Self.number(width))", "\(scale)x", contentSize.rawValue, appearance.rawValue,
                 layoutDirection.slugToken]
    if horizontalSizeClass == .regular { parts.append("regular") }
    if let splitPercent { parts.append("split\(Self.number(splitPercent * 100))") }
    let defaultIdiom: UserInterfaceIdiom = horizontalSizeClass == .regular ? .pad : .phone
    if idiom != defaultIdiom { parts.append(idiom.rawValue) }
    if let height { parts.append("h\(Self.number(height))") }
    if let screenHeight { parts.append("screen\(Self.number(screenHeight))") }
    if let keyboardHeight { parts.append("kb\(Self.number(keyboardHeight))") }
    return parts.joined(separator: "-")
  }

  /// A number to 3 decimals without a trailing ".0", decimals as "p" (e.g. 37.5 → "37p5",
  /// 375.0000000000001 → "375": rounded first, so that no slug ends in a bare "p"; two
  /// environments whose values round alike share a slug and a spec refuses the second).
  private static func number(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    return String(format3(value)).replacingOccurrences(of: ".", with: "p")
  }

  private static func format3(_ value: Double) -> String {
    var s = String((value * 1000).rounded() / 1000)
    while s.hasSuffix("0") { s.removeLast() }
    return s
  }
}

extension String {
  fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
    split(separator: Character(target), omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
