/// Turns solved XIB views into `LayoutNode`s: frames from the solver, text, images, colours
/// (resolved for the variant's appearance, `color(_:)`), corner radii, borders and
/// accessibility, with UIKit's inherited tint.
struct XIBNodeBuilder {
  let document: XIBDocument
  let frames: [String: Rect]
  var environment: RenderEnvironment
  /// Images the spec bound, by view id.
  let images: [String: ImageReference]
  /// Outlet name per view id (node ids use outlet names where there are some).
  let outletNames: [String: String]
  /// Asset catalog images (or placeholders) and their point sizes, by view id
  /// (`XIBAssetImages`); a bound image wins.
  var assetImages: [String: (content: ImageContent, pointSize: Size?)] = [:]
  /// Measures button titles and date picker texts for the control parts (`XIBButtonParts`,
  /// `XIBDatePickerParts`); nil draws them without measuring (titles take the box, no date platters).
  var measurer: (any TextMeasuring)? = nil
  /// Asset catalog colour sets that replace named colours' `<resources>` copies; nil = none.
  var namedColors: (any XIBNamedColorResolving)? = nil

  /// The system tint, systemBlue (light #007AFF, dark #0A84FF; `DynamicColor.tint`).
  static let defaultTint = XIBContentParsing.systemTint

  /// `color` as drawn in this variant: a named colour's catalog colour set when the resolver
  /// has one, then the light or dark value for `environment.appearance`.
  func color(_ color: DynamicColor) -> Color {
    color.overridden(by: namedColors).resolved(for: environment.appearance)
  }

  /// The pinned font for a XIB text at `category`; a paragraph style's `minimumLineHeight`
  /// becomes a fixed line height when it is taller than the style's own.
  static func font(_ text: XIBText, category: ContentSizeCategory) -> FontDescriptor {
    var font = text.font.descriptor(at: category)
    if let minimum = text.minimumLineHeight, minimum > (font.lineHeight ?? 0) { font.lineHeight = minimum }
    if let maximum = text.maximumLineHeight, maximum < (font.lineHeight ?? .infinity) { font.lineHeight = maximum }
    return font
  }

  /// The node of `view` and its subviews; `tint` is the tint `view` inherits. A border
  /// (`borderWidth` > 0) without a colour is CALayer's default, opaque black.
  func node(_ view: XIBView, tint: DynamicColor) -> LayoutNode {
    let tint = view.tintColor ?? tint
    var node = LayoutNode(
      id: outletNames[view.id] ?? view.id, kind: view.kind, frame: frames[view.id] ?? .zero, isHidden: view.isHidden,
      alpha: view.alpha, clipsToBounds: view.clipsToBounds, backgroundColor: view.backgroundColor.map(color),
      cornerRadius: view.cornerRadius, borderWidth: view.borderWidth,
      borderColor: view.borderWidth > 0 ? color(view.borderColor ?? DynamicColor(.black)) : nil,
      accessibility: view.accessibility)
    if let text = view.text {
      node.text = TextContent(
        text: text.text, font: Self.font(text, category: environment.contentSize), color: color(text.color),
        numberOfLines: text.numberOfLines, lineBreakMode: text.lineBreakMode,
        alignment: alignment(text.alignment), isVerticallyCentered: view.kind != .textView)
      node.text?.runs = text.runs.map { $0.resolved(at: environment.contentSize, appearance: environment.appearance) }
      node.text?.lineSpacing = text.lineSpacing
      if view.kind == .textView { node.text?.insets = XIBTextViewInsets.insets(view) }
    }
    if let reference = images[view.id] {
      switch reference {
      case .symbol(let symbol):
        node.image = ImageContent(source: .symbol(symbol.rawValue), tint: color(tint), contentMode: imageMode(view.contentMode))
      case .file(let path, let image):
        node.image = ImageContent(source: .bitmap(image, name: path), contentMode: imageMode(view.contentMode))
      case .text:
        break
      }
    } else if let asset = assetImages[view.id] {
      node.image = asset.content
    } else if let symbol = systemSymbolImage(view, tint: color(tint)) {
      node.image = symbol
    }
    Self.controlAccessibility(view, into: &node.accessibility)
    node.children = view.subviews.map { self.node($0, tint: tint) }
    if view.kind == .button { layOutButtonContent(view, &node) }
    addTextControlParts(view, &node)
    XIBControlParts.add(view, to: &node, tint: color(tint), environment: environment)
    Self.moveBorderAboveSubviews(&node)
    return node
  }

  /// UIKit's accessibility values of controls whose value is content the layout node does not
  /// carry (it draws them as plain views), where the XIB sets none: a text field's text
  /// (bullets when secure, with the secureTextField trait), else its placeholder — the value
  /// VoiceOver and XCUITest read from an empty field; a page control's "page i of n".
  static func controlAccessibility(_ view: XIBView, into attributes: inout AccessibilityAttributes) {
    switch view.kind {
    case .textField:
      guard let field = view.sizing.textField else { return }
      if attributes.value == nil {
        let text = field.isSecureTextEntry ? String(repeating: "•", count: field.text.count) : field.text
        let value = text.isEmpty ? field.placeholder : text
        if !value.isEmpty { attributes.value = value }
      }
      if field.isSecureTextEntry, attributes.traits == nil { attributes.traits = [.textEntry, .secureTextField] }
    case .pageControl where view.sizing.numberOfPages > 0 && attributes.value == nil:
      attributes.value = "page \(min(view.sizing.currentPage, view.sizing.numberOfPages - 1) + 1) of \(view.sizing.numberOfPages)"
    default:
      break
    }
  }

  /// `NSTextAlignment` to a physical edge: natural and justified follow the layout direction.
  func alignment(_ name: String) -> TextAlignment {
    switch name {
    case "center": .center
    case "left": .left
    case "right": .right
    default: environment.isRightToLeft ? .right : .left
    }
  }

  /// Symbols and bitmaps in image views: scaleToFill draws like aspect fit for symbols.
  private func imageMode(_ mode: ContentMode) -> ContentMode { mode }
}
