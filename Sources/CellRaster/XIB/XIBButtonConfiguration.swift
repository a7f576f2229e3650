/// A button's `UIButton.Configuration` (iOS 15 and later; IB writes `<buttonConfiguration
/// key="configuration" style="plain|gray|tinted|filled|borderless…" title image>`). When a button
/// has one, UIKit lays it out from the configuration alone: `contentEdgeInsets`, `titleEdgeInsets`
/// and the state titles are ignored ("This property is ignored when using UIButtonConfiguration",
/// UIKit headers quoted on the Apple Developer Forums, thread 730102).
public struct XIBButtonConfiguration: Hashable, Sendable {
  /// `style` as written (`plain`, `gray`, `tinted`, `filled`, …); nil when absent.
  public var style: String?
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

  public init(style: String? = nil, title: String = "", font: XIBFont = Self.mediumFont,
              contentInsets: XIBLayoutMargins = Self.mediumContentInsets, imagePadding: Double = 0, buttonSize: String? = nil) {
    self.style = style
    self.title = title
    self.font = font
    self.contentInsets = contentInsets
    self.imagePadding = imagePadding
    self.buttonSize = buttonSize
  }

  /// Reads `<buttonConfiguration key="configuration">` of a button element, or nil.
  /// - Throws: `XIBError.invalidElement` for a malformed title font or inset.
  static func read(_ button: XIBElement, file: String) throws -> XIBButtonConfiguration? {
    guard let element = button.child("buttonConfiguration", key: "configuration") else { return nil }
    var configuration = XIBButtonConfiguration(style: element["style"], buttonSize: element["buttonSize"])
    configuration.title = element["title"] ?? element.child("string", key: "title")?.text ?? ""
    if let font = element.child("fontDescription", key: "titleFontDescription") {
      configuration.font = try XIBFontParsing.font(font, file: file)
    }
    if let insets = element.child("directionalEdgeInsets", key: "contentInsets") {
      func value(_ name: String) throws -> Double {
        guard let text = insets[name] else { return 0 }
        guard let number = Double(text), number.isFinite, XIBNumber.points.contains(number) else {
          throw XIBError.invalidElement(file: file, element: insets.reference,
                                        message: "'\(name)' is '\(EchoedValue.clip(text))', not a number of points")
        }
        return number
      }
      configuration.contentInsets = XIBLayoutMargins(top: try value("top"), leading: try value("leading"),
                                                     bottom: try value("bottom"), trailing: try value("trailing"), isDirectional: true)
    }
    if let padding = element["imagePadding"], let value = Double(padding), value.isFinite, XIBNumber.points.contains(value) {
      configuration.imagePadding = value
    }
    return configuration
  }
}
