/// Reads what a view shows: a label's text (plain or attributed), a button's normal-state
/// title and image, a text view's text, an image view's image name, written as an attribute or
/// an `<imageReference>` (fiori-cells.md §7 "Text", "Buttons").
struct XIBContentParsing {
  let file: String
  let colors: XIBColorParsing

  /// UIKit's default `UILabel` font: system 17 pt.
  static let labelFont = XIBFont.fixed(FontDescriptor(pointSize: 17))
  /// UIKit's default `UIButton` title font: system 15 pt.
  static let buttonFont = XIBFont.fixed(FontDescriptor(pointSize: 15))
  /// The system tint (systemBlue, light #007AFF, dark #0A84FF; `DynamicColor.tint`): titles
  /// of system buttons.
  static let systemTint = DynamicColor.tint

  func content(_ element: XIBElement, into view: inout XIBView, warn: (String, String) -> Void) throws {
    switch element.name {
    case "label", "textView":
      view.text = try text(element)
      if element["adjustsFontSizeToFit"] == "YES" {
        warn("xib.unsupported", "adjustsFontSizeToFit is not applied (text is truncated at its font size)")
      }
    case "imageView":
      view.imageName = Self.imageName(element)
    case "button":
      let state = element.child("state", key: "normal")
      // The normal state's image; a button with only a configuration image
      // (`<buttonConfiguration key="configuration" image="…">`, Xcode 13 and later) shows that.
      view.imageName = state.flatMap(Self.imageName) ?? element.child("buttonConfiguration", key: "configuration").flatMap(Self.imageName)
      var title = state?["title"] ?? state?.child("string", key: "title")?.text ?? ""
      var font = try element.child("fontDescription").map { try XIBFontParsing.font($0, file: file) } ?? Self.buttonFont
      let type = element["buttonType"] ?? "custom"
      var color = try state?.child("color", key: "titleColor").map { try colors.color($0) }
        ?? ((type == "system" || type == "roundedRect") ? view.tintColor ?? Self.systemTint : DynamicColor(.white))
      if let configuration = view.sizing.buttonConfiguration {
        // A configured button shows the configuration's title in its font and foreground
        // colour (`baseForegroundColor`, else white on `filled`, else the tint); the state
        // titles IB also writes are ignored by UIKit.
        let configurationElement = element.child("buttonConfiguration", key: "configuration")
        title = configuration.title
        font = configuration.font
        let tint = view.tintColor ?? Self.systemTint
        color = try configurationElement?.child("color", key: "baseForegroundColor").map { try colors.color($0) }
          ?? (configuration.isFilled ? DynamicColor(.white) : tint)
        if configuration.isFilled {
          // The filled styles' background: `baseBackgroundColor`, else the tint, behind the title.
          if view.backgroundColor == nil {
            view.backgroundColor = try configurationElement?.child("color", key: "baseBackgroundColor").map { try colors.color($0) } ?? tint
          }
          if view.cornerRadius == 0 { view.cornerRadius = XIBButtonConfiguration.filledCornerRadius }
          warn("xib.unsupported", "configuration style '\(configuration.style ?? "")' is drawn as its title on a rectangle with \(Int(XIBButtonConfiguration.filledCornerRadius)) pt corners (snapcheck's approximation of UIKit's dynamic corner style)")
        } else if let style = configuration.style, style != "plain", style != "borderless" {
          warn("xib.unsupported", "configuration style '\(EchoedValue.clip(style))' is drawn as its title only: its background is not drawn")
        }
        if let size = configuration.buttonSize, size != "medium" {
          warn("xib.unsupported", "buttonSize '\(EchoedValue.clip(size))' is laid out with the medium size's insets and font")
        }
        let ignored = XIBButtonConfiguration.ignoredParts(element)
        if !ignored.isEmpty {
          warn("xib.unsupported", "the button configuration's \(ignored.joined(separator: ", ")) \(ignored.count == 1 ? "is" : "are") not laid out or drawn")
        }
      }
      if !title.isEmpty {
        // A configured button's title takes as many lines as it has (UIKit wraps them); a
        // legacy button's title label is one line.
        view.text = XIBText(text: title, font: font, color: color, numberOfLines: view.sizing.buttonConfiguration == nil ? 1 : 0,
                            lineBreakMode: Self.lineBreakMode(element["lineBreakMode"]), alignment: "center")
      }
    default:
      break
    }
  }

  private func text(_ element: XIBElement) throws -> XIBText {
    // UILabel's and UITextView's default textColor is `labelColor` (UIKit reference).
    let color = try element.child("color", key: "textColor").map { try colors.color($0) } ?? DynamicColor.label
    var text = XIBText(
      text: element["text"] ?? element.child("string", key: "text")?.text ?? element.child("mutableString", key: "text")?.text ?? "",
      font: try element.child("fontDescription").map { try XIBFontParsing.font($0, file: file) } ?? Self.labelFont,
      color: color,
      numberOfLines: element.name == "textView" ? 0 : try numberOfLines(element),
      lineBreakMode: Self.lineBreakMode(element["lineBreakMode"]),
      alignment: element["textAlignment"] ?? "natural")
    if let attributed = element.child("attributedString", key: "attributedText") {
      let fragments = attributed.children.filter { $0.name == "fragment" }
      text.text = fragments.map { $0["content"] ?? $0.child("string", key: "content")?.text ?? "" }.joined()
      if let attributes = fragments.first?.child("attributes") {
        if let font = attributes.child("font", key: "NSFont") { text.font = try XIBFontParsing.attributedFont(font, file: file) }
        if let fontDescription = attributes.child("fontDescription", key: "NSFont") { text.font = try XIBFontParsing.font(fontDescription, file: file) }
        if let color = attributes.child("color", key: "NSColor") { text.color = try colors.color(color) }
        if let paragraph = attributes.child("paragraphStyle", key: "NSParagraphStyle") {
          text.alignment = paragraph["alignment"] ?? text.alignment
          text.minimumLineHeight = try paragraph["minimumLineHeight"].map {
            try XIBNumber.value($0, of: paragraph, "minimumLineHeight", in: XIBNumber.lineHeights, file: file)
          }
          if let mode = paragraph["lineBreakMode"] { text.lineBreakMode = Self.lineBreakMode(mode) }
        }
      }
    }
    return text
  }

  /// A label's `numberOfLines` (default 1; 0 = no limit): a whole number in
  /// `XIBNumber.lineCounts` (0–10,000).
  /// - Throws: `XIBError.invalidElement` naming the element and attribute otherwise.
  private func numberOfLines(_ element: XIBElement) throws -> Int {
    guard let text = element["numberOfLines"] else { return 1 }
    return try XIBNumber.wholeNumber(text, of: element, "numberOfLines", in: XIBNumber.lineCounts, file: file)
  }

  /// The image an image view, a button state or a button configuration names: its `image`
  /// attribute, or the `<imageReference key="image" image="…"/>` child newer Xcode writes
  /// instead (with `catalog`, `symbolScale`, `renderingMode`, which change how a symbol is drawn,
  /// not which image it is).
  static func imageName(_ element: XIBElement) -> String? {
    element["image"] ?? element.child("imageReference", key: "image")?["image"]
  }

  /// `lineBreakMode` names (label attribute and `NSParagraphStyle` spellings).
  static func lineBreakMode(_ text: String?) -> LineBreakMode {
    switch text {
    case "wordWrap", "wordWrapping": .byWordWrapping
    case "characterWrap", "charWrapping": .byCharWrapping
    case "headTruncation", "truncatingHead": .byTruncatingHead
    case "middleTruncation", "truncatingMiddle": .byTruncatingMiddle
    case "clip", "clipping": .byClipping
    default: .byTruncatingTail
    }
  }
}
