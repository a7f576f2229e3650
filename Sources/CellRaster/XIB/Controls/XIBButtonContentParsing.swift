/// Reads what a `UIButton` shows, as iOS 17 draws it: the title, image and title colour of its
/// current state (`XIBTextControlParsing.states`: disabled, selected, highlighted, else
/// normal), and for a `UIButton.Configuration` its style's foreground and background
/// (`XIBButtonStyle`), corner style and subtitle.
///
/// Defaults: a system (or `roundedRect`) button's title is the tint; a custom button's is white
/// (UIKit's default title colour for custom buttons); a disabled system button without a
/// disabled title colour is `tertiaryLabel` (snapcheck's approximation of UIKit's dimmed grey).
extension XIBContentParsing {
  func button(_ element: XIBElement, into view: inout XIBView, warn: (String, String) -> Void) throws {
    XIBTextControlParsing.readButton(element, into: &view.sizing.textControl)
    let content = view.sizing.textControl
    let states = XIBTextControlParsing.states(element, content)
    let configurationElement = element.child("buttonConfiguration", key: "configuration")
    // The state's image; a button with only a configuration image (`<buttonConfiguration
    // key="configuration" image="…">`, Xcode 13 and later) shows that.
    view.imageName = states.lazy.compactMap(Self.imageName).first ?? configurationElement.flatMap(Self.imageName)
    var title = states.lazy.compactMap { $0["title"] ?? $0.child("string", key: "title")?.text }.first ?? ""
    var font = try element.child("fontDescription").map { try XIBFontParsing.font($0, file: file) } ?? Self.buttonFont
    let type = element["buttonType"] ?? "custom"
    let isSystem = type == "system" || type == "roundedRect"
    let tint = view.tintColor ?? Self.systemTint
    let stateColor = try states.lazy.compactMap { $0.child("color", key: "titleColor") }.first.map { try colors.color($0) }
    let explicitDisabled = element.child("state", key: "disabled")?.child("color", key: "titleColor") != nil
    var color = stateColor ?? (isSystem ? tint : DynamicColor(.white))
    if !content.isEnabled && isSystem && !explicitDisabled { color = XIBButtonStyle.disabledForeground }
    if let configuration = view.sizing.buttonConfiguration {
      // A configured button shows the configuration's title in its font and the style's
      // foreground colour; the state titles IB also writes are ignored by UIKit.
      title = configuration.title
      font = configuration.font
      let style = XIBButtonStyle(configuration.style)
      let foreground = try configurationElement?.child("color", key: "baseForegroundColor").map { try colors.color($0) }
      let background = try configurationElement?.child("color", key: "baseBackgroundColor").map { try colors.color($0) }
      color = content.isEnabled ? foreground ?? style.foreground(tint: tint) : XIBButtonStyle.disabledForeground
      if view.backgroundColor == nil, let fill = style.background(tint: tint, base: background, isEnabled: content.isEnabled) {
        view.backgroundColor = fill
        if view.cornerRadius == 0, let radius = XIBButtonStyle.cornerRadius(content.cornerStyle) { view.cornerRadius = radius }
      }
      if style == .unknown, let name = configuration.style {
        warn("xib.unsupported", "configuration style '\(EchoedValue.clip(name))' is drawn as plain (its title only)")
      }
      if let size = configuration.buttonSize, size != "medium" {
        warn("xib.unsupported", "buttonSize '\(EchoedValue.clip(size))' is laid out with the medium size's insets and font")
      }
      let ignored = XIBButtonConfiguration.ignoredParts(element)
      if !ignored.isEmpty {
        warn("xib.unsupported", "the button configuration's \(ignored.joined(separator: ", ")) \(ignored.count == 1 ? "is" : "are") not laid out or drawn")
      }
    }
    view.sizing.textControl.foregroundColor = color
    // A configured button's SF Symbol takes the configuration's foreground colour too.
    if view.sizing.buttonConfiguration != nil { view.sizing.symbol?.foregroundColor = color }
    if !title.isEmpty {
      // A configured button's title takes as many lines as it has (UIKit wraps them); a
      // legacy button's title label is one line.
      view.text = XIBText(text: title, font: font, color: color, numberOfLines: view.sizing.buttonConfiguration == nil ? 1 : 0,
                          lineBreakMode: Self.lineBreakMode(element["lineBreakMode"]), alignment: "center")
    }
  }
}
