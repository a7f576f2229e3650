/// A button's `UIButton.Configuration` (iOS 15 and later; IB writes `<buttonConfiguration
/// key="configuration" style="plain|gray|tinted|filled|borderless…" title image>`). When a button
/// has one, UIKit lays it out from the configuration alone: `contentEdgeInsets`, `titleEdgeInsets`
/// and the state titles are ignored ("This property is ignored when using UIButtonConfiguration",
/// UIKit headers quoted on the Apple Developer Forums, thread 730102).
public struct XIBButtonConfiguration: Hashable, Sendable {
  /// `style` as written (one of `styles`); nil when absent (UIKit's default, plain).
  public var style: String?
  /// `imagePlacement`: `leading` (default), `trailing`, `top` or `bottom`.
  public var imagePlacement: String
  /// The configuration's `title`; empty = no title (the button's `<state>` title is not shown).
  public var title: String
  /// `<fontDescription key="titleFontDescription">`, else UIKit's default for the medium size:
  /// the body text style, which follows Dynamic Type (IB stores a default "Button" configuration
  /// 75 pt wide: "Button" in SF 17 pt, 51 pt, plus 2 × 12 pt insets; entourage CellAlmostMatching).
  public var font: XIBFont
  /// `<directionalEdgeInsets key="contentInsets">`, else UIKit's default for the medium size:
  /// 7 pt top and bottom, 12 pt leading and trailing (Apple Developer Forums, thread 733541:
  /// "The default content inset is (top = 7, leading = 12, bottom = 7, trailing = 12)").
  public var contentInsets: XIBLayoutMargins
  /// `imagePadding`, points between the image and the title; 0 when absent (snapcheck's
  /// assumption: no reference gives UIKit's default).
  public var imagePadding: Double
  /// `buttonSize` as written (`mini`, `small`, `medium`, `large`); nil = medium. Only medium's
  /// metrics are known; the others are laid out as medium, with a warning.
  public var buttonSize: String?

  /// UIKit's medium-size content insets (see `contentInsets`).
  public static let mediumContentInsets = XIBLayoutMargins(top: 7, leading: 12, bottom: 7, trailing: 12, isDirectional: true)
  /// UIKit's medium-size title font (see `font`).
  public static let mediumFont = XIBFont.textStyle(.body)

  /// The corner radius snapcheck draws a filled style's background with, points: its own
  /// approximation of UIKit's `dynamic` corner style at the medium size (no reference gives it).
  public static let filledCornerRadius = 6.0

  /// The styles IB writes (`UIButton.Configuration`'s factory methods).
  public static let styles = ["plain", "gray", "tinted", "filled", "borderless", "bordered", "borderedTinted", "borderedProminent"]
  /// The sizes IB writes.
  public static let buttonSizes = ["mini", "small", "medium", "large"]
  /// The image placements IB writes.
  public static let imagePlacements = ["leading", "trailing", "top", "bottom"]

  /// True for the styles whose background UIKit fills with the tint (`filled`,
  /// `borderedProminent`): their title is white on it.
  public var isFilled: Bool { style == "filled" || style == "borderedProminent" }

  public init(style: String? = nil, title: String = "", font: XIBFont = Self.mediumFont,
              contentInsets: XIBLayoutMargins = Self.mediumContentInsets, imagePadding: Double = 0, buttonSize: String? = nil,
              imagePlacement: String = "leading") {
    self.style = style
    self.imagePlacement = imagePlacement
    self.title = title
    self.font = font
    self.contentInsets = contentInsets
    self.imagePadding = imagePadding
    self.buttonSize = buttonSize
  }

  /// Reads `<buttonConfiguration key="configuration">` of a button element, or nil.
  /// - Throws: `XIBError.invalidElement` for an unknown style, size or image placement, a
  ///   malformed title font, inset or image padding, or a second configuration.
  static func read(_ button: XIBElement, file: String) throws -> XIBButtonConfiguration? {
    let all = button.children.filter { $0.name == "buttonConfiguration" && $0["key"] == "configuration" }
    guard let element = all.first else { return nil }
    func invalid(_ at: XIBElement, _ message: String) -> XIBError { .invalidElement(file: file, element: at.reference, message: message) }
    if all.count > 1 { throw invalid(all[1], "a button has one configuration; this is a second one") }
    func choice(_ name: String, _ allowed: [String]) throws -> String? {
      guard let value = element[name] else { return nil }
      guard allowed.contains(value) else {
        throw invalid(element, "unknown \(name) '\(EchoedValue.clip(value))' (allowed: \(allowed.joined(separator: ", ")))")
      }
      return value
    }
    var configuration = XIBButtonConfiguration(style: try choice("style", styles), buttonSize: try choice("buttonSize", buttonSizes),
                                               imagePlacement: try choice("imagePlacement", imagePlacements) ?? "leading")
    configuration.title = element["title"] ?? element.child("string", key: "title")?.text ?? ""
    if let font = element.child("fontDescription", key: "titleFontDescription") {
      configuration.font = try XIBFontParsing.font(font, file: file)
    }
    if let wrong = element.children.first(where: { $0["key"] == "contentInsets" && $0.name != "directionalEdgeInsets" }) {
      throw invalid(wrong, "a configuration's contentInsets are <directionalEdgeInsets key=\"contentInsets\" top leading bottom trailing>, not <\(wrong.name)>")
    }
    if let insets = element.child("directionalEdgeInsets", key: "contentInsets") {
      func value(_ name: String) throws -> Double {
        guard let text = insets[name] else { return 0 }
        return try Self.points(text, name, insets, file: file)
      }
      configuration.contentInsets = XIBLayoutMargins(top: try value("top"), leading: try value("leading"),
                                                     bottom: try value("bottom"), trailing: try value("trailing"), isDirectional: true)
    }
    if let padding = element["imagePadding"] {
      configuration.imagePadding = try Self.points(padding, "imagePadding", element, file: file)
    }
    return configuration
  }

  /// A length in points within `XIBNumber.points`.
  /// - Throws: `XIBError.invalidElement` naming the attribute: not a number, or out of range.
  static func points(_ text: String, _ name: String, _ element: XIBElement, file: String) throws -> Double {
    guard let number = XIBNumber.decimal(text), number.isFinite else {
      throw XIBError.invalidElement(file: file, element: element.reference,
                                    message: "'\(name)' is '\(EchoedValue.clip(text))', not a number of points")
    }
    guard XIBNumber.points.contains(number) else {
      throw XIBError.invalidElement(file: file, element: element.reference,
                                    message: "'\(name)' is \(EchoedValue.clip(text)) pt, out of range (allowed: -100000–100000)")
    }
    return number
  }

  /// What the configuration sets that snapcheck does not lay out or draw, for warnings: an
  /// attributed title, a plain style's `baseBackgroundColor` (UIKit draws none). The subtitle,
  /// corner style and background colours are drawn (`XIBButtonContentParsing`).
  static func ignoredParts(_ button: XIBElement) -> [String] {
    guard let element = button.child("buttonConfiguration", key: "configuration") else { return [] }
    var parts: [String] = []
    if element.child("attributedString", key: "attributedTitle") != nil { parts.append("attributedTitle") }
    if element.child("color", key: "baseBackgroundColor") != nil, XIBButtonStyle(element["style"]) == .plain {
      parts.append("baseBackgroundColor")
    }
    return parts
  }
}
