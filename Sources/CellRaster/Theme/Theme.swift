/// A value of one theme property, already checked against the property's type.
public enum ThemeValue: Hashable, Sendable {
  /// `#RRGGBB` or `#RRGGBBAA` (font-color, tint-color, border-color).
  case color(Color)
  /// A `UIFont.TextStyle` name (font-style), e.g. `subheadline`.
  case textStyle(TextStyle)
  /// Points (border-width, corner-radius).
  case number(Double)
  /// `symbol:<name>` (image).
  case symbol(Symbol)
}

/// The SAP Fiori NSS theming classes snapcheck applies (`fdl<Class>_<property>`,
/// reference/fiori-cells.md §8 and §5.2/§5.3), each with the properties it accepts.
///
/// The note cell classes are documented [SAPDOC FUINoteFormCell]; the attachments classes follow
/// the naming rule and are UNVERIFIED (§5.3: "plausible per the naming rule, not verified").
public enum ThemeClassPath: String, Sendable, CaseIterable {
  /// The note text (TEXT class): font-color, font-color-disabled, font-style.
  case noteValueText = "fdlFUINoteFormCell_valueText"
  /// The note placeholder (TEXT class): font-color, font-style.
  case notePlaceholder = "fdlFUINoteFormCell_placeholder"
  /// The value text as a TINTABLE class: font-color, tint-color (the editing border), font-style,
  /// and their -disabled forms (text colour, border colour and font while disabled). The more
  /// specific `fdlFUINoteFormCell_valueText` wins where both set a property.
  case keyValueValueText = "fdlFUIKeyValueFormCell_valueText"
  /// The attachments title (text class): font-color, font-style.
  case attachmentsTitle = "fdlFUIAttachmentsFormCell_titleLabel"
  /// The document-type glyphs (image class): tint-color.
  case attachmentsThumbnailImage = "fdlFUIAttachmentsFormCell_thumbnailImage"
  /// The add button (button class): tint-color, tint-color-selected, image (`symbol:<name>`).
  case attachmentsAddButton = "fdlFUIAttachmentsFormCell_addButton"
  /// The attachment tiles (cell class): border-color, border-width, corner-radius.
  case attachmentsThumbnailCell = "fdlFUIAttachmentsFormCell_thumbnailCell"

  /// The properties this class accepts, in the order error messages list them.
  public var properties: [ThemeProperty] {
    switch self {
    case .noteValueText: [.fontColor, .fontColorDisabled, .fontStyle]
    case .notePlaceholder, .attachmentsTitle: [.fontColor, .fontStyle]
    case .keyValueValueText:
      [.fontColor, .fontColorDisabled, .tintColor, .tintColorDisabled, .fontStyle, .fontStyleDisabled]
    case .attachmentsThumbnailImage: [.tintColor]
    case .attachmentsAddButton: [.tintColor, .tintColorSelected, .image]
    case .attachmentsThumbnailCell: [.borderColor, .borderWidth, .cornerRadius]
    }
  }
}

/// NSS property names snapcheck knows.
public enum ThemeProperty: String, Sendable, CaseIterable {
  case fontColor = "font-color"
  case fontColorDisabled = "font-color-disabled"
  case fontStyle = "font-style"
  case tintColor = "tint-color"
  case tintColorDisabled = "tint-color-disabled"
  case tintColorSelected = "tint-color-selected"
  case fontStyleDisabled = "font-style-disabled"
  case borderColor = "border-color"
  case borderWidth = "border-width"
  case cornerRadius = "corner-radius"
  case image

  /// What values it takes, as error messages say it.
  var expected: String {
    switch self {
    case .fontColor, .fontColorDisabled, .tintColor, .tintColorDisabled, .tintColorSelected, .borderColor:
      "a colour #RRGGBB or #RRGGBBAA"
    case .fontStyle, .fontStyleDisabled:
      "a text style (\(TextStyle.allCases.map(\.rawValue).joined(separator: ", ")))"
    case .borderWidth: "a number of points 0–20"
    case .cornerRadius: "a number of points 0–100"
    case .image: "symbol:<name> (\(Symbol.allCases.map(\.rawValue).joined(separator: ", ")))"
    }
  }

  /// Parses `text` for this property; nil when it does not fit.
  func parse(_ text: String) -> ThemeValue? {
    switch self {
    case .fontColor, .fontColorDisabled, .tintColor, .tintColorDisabled, .tintColorSelected, .borderColor:
      return Color(hex: text).map(ThemeValue.color)
    case .fontStyle, .fontStyleDisabled:
      return TextStyle(rawValue: text).map(ThemeValue.textStyle)
    case .borderWidth, .cornerRadius:
      let range = self == .borderWidth ? 0.0...20 : 0.0...100
      let number = text.hasSuffix("px") ? String(text.dropLast(2)) : text
      guard let value = Double(number), value.isFinite, range.contains(value) else { return nil }
      return .number(value)
    case .image:
      guard text.hasPrefix("symbol:"), let symbol = Symbol(rawValue: String(text.dropFirst(7))) else {
        return nil
      }
      return .symbol(symbol)
    }
  }
}

/// Theme overrides read from an NSS file (`NSSThemeParser`): for each class path, the properties
/// it sets. Empty by default (every cell draws its Fiori V8 defaults).
public struct Theme: Hashable, Sendable {
  /// The values, by class path and property.
  public var values: [ThemeClassPath: [ThemeProperty: ThemeValue]]

  public init(values: [ThemeClassPath: [ThemeProperty: ThemeValue]] = [:]) {
    self.values = values
  }

  /// The colour set for `property` of `classPath`, if any.
  public func color(_ classPath: ThemeClassPath, _ property: ThemeProperty) -> Color? {
    if case .color(let color) = values[classPath]?[property] { return color }
    return nil
  }

  /// The text style set for `property` of `classPath`, if any.
  public func textStyle(_ classPath: ThemeClassPath, _ property: ThemeProperty) -> TextStyle? {
    if case .textStyle(let style) = values[classPath]?[property] { return style }
    return nil
  }

  /// The number (points) set for `property` of `classPath`, if any.
  public func number(_ classPath: ThemeClassPath, _ property: ThemeProperty) -> Double? {
    if case .number(let number) = values[classPath]?[property] { return number }
    return nil
  }

  /// The symbol set for `property` of `classPath`, if any.
  public func symbol(_ classPath: ThemeClassPath, _ property: ThemeProperty) -> Symbol? {
    if case .symbol(let symbol) = values[classPath]?[property] { return symbol }
    return nil
  }
}
