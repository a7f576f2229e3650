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
      try button(element, into: &view, warn: warn)
    case "textField":
      view.sizing.textField?.textColor = try element.child("color", key: "textColor").map { try colors.color($0) }
    default:
      break
    }
  }

  private func text(_ element: XIBElement) throws -> XIBText {
    // UILabel's and UITextView's default textColor is `labelColor` (UIKit reference).
    let color = try element.child("color", key: "textColor").map { try colors.color($0) } ?? DynamicColor.label
    var text = XIBText(
      text: element["text"] ?? (element.child("string", key: "text") ?? element.child("mutableString", key: "text"))
        .map(XIBTextControlParsing.string) ?? "",
      font: try element.child("fontDescription").map { try XIBFontParsing.font($0, file: file) } ?? Self.labelFont,
      color: color,
      numberOfLines: element.name == "textView" ? 0 : try numberOfLines(element),
      lineBreakMode: Self.lineBreakMode(element["lineBreakMode"]),
      alignment: element["textAlignment"] ?? "natural")
    if let attributed = element.child("attributedString", key: "attributedText") {
      try XIBAttributedTextParsing(file: file, colors: colors).read(attributed, into: &text)
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
