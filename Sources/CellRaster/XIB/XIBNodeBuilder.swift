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
    }
    Self.controlAccessibility(view, into: &node.accessibility)
    node.children = view.subviews.map { self.node($0, tint: tint) }
    if view.kind == .button { layOutButtonContent(view, &node) }
    Self.moveBorderAboveSubviews(&node)
    return node
  }

  /// A button's image as UIKit's button draws it: at its point size (scaled down to fit), in the
  /// button's content box (the frame less the configuration's `contentInsets` or the legacy
  /// `contentEdgeInsets`): alone, centred; with a title, at the box's leading edge (trailing, top
  /// or bottom by the configuration's `imagePlacement`), centred across, and the title drawn in
  /// what is left after `imagePadding`. The image becomes a child node `<id>.imageView`, which
  /// is no accessibility element (the button is). An image's size: a bound PNG's point size,
  /// the XIB's `<resources>` size, else 20 × 20 pt (a built-in symbol; snapcheck's choice).
  func layOutButtonContent(_ view: XIBView, _ node: inout LayoutNode) {
    guard let image = node.image else { return }
    let natural = images[view.id].flatMap(XIBCellLayout.pointSize) ?? view.imageName.flatMap { document.imageSizes[$0] }
      ?? Size(width: 20, height: 20)
    let rtl = environment.isRightToLeft
    let frame = node.frame
    var insets = EdgeInsets.zero
    if let configuration = view.sizing.buttonConfiguration {
      let c = configuration.contentInsets
      insets = EdgeInsets(top: c.top, left: rtl ? c.trailing : c.leading, bottom: c.bottom, right: rtl ? c.leading : c.trailing)
    } else if let e = view.sizing.contentEdgeInsets {
      insets = EdgeInsets(top: e.top, left: e.leading, bottom: e.bottom, right: e.trailing)
    }
    let box = Rect(x: frame.minX + insets.left, y: frame.minY + insets.top,
                   width: max(0, frame.width - insets.left - insets.right), height: max(0, frame.height - insets.top - insets.bottom))
    let scale = min(1, natural.width > 0 ? box.width / natural.width : 1, natural.height > 0 ? box.height / natural.height : 1)
    let size = Size(width: natural.width * max(0, scale), height: natural.height * max(0, scale))
    let padding = view.sizing.buttonConfiguration?.imagePadding ?? 0
    let hasTitle = !(node.text?.text.isEmpty ?? true)
    var rect = Rect(x: box.midX - size.width / 2, y: box.midY - size.height / 2, width: size.width, height: size.height)
    var textInsets = insets
    if hasTitle {
      switch view.sizing.buttonConfiguration?.imagePlacement ?? "leading" {
      case "top":
        rect.origin.y = box.minY
        textInsets.top = rect.maxY + padding - frame.minY
      case "bottom":
        rect.origin.y = box.maxY - size.height
        textInsets.bottom = frame.maxY - rect.minY + padding
      case let placement:
        let onLeft = (placement == "leading") != rtl
        if onLeft {
          rect.origin.x = box.minX
          textInsets.left = rect.maxX + padding - frame.minX
        } else {
          rect.origin.x = box.maxX - size.width
          textInsets.right = frame.maxX - rect.minX + padding
        }
      }
      node.text?.insets = textInsets
    }
    var imageContent = image
    imageContent.contentMode = .scaleAspectFit
    node.image = nil
    node.children.insert(LayoutNode(id: node.id + ".imageView", kind: .imageView, frame: rect, image: imageContent,
                                    accessibility: AccessibilityAttributes(isAccessibilityElement: false)), at: 0)
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
  private func alignment(_ name: String) -> TextAlignment {
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
