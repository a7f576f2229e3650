/// A button's image and title as UIKit's button lays them out in its frame:
///
/// - The content box is the frame less the configuration's `contentInsets` or the legacy
///   `contentEdgeInsets`.
/// - The image (a child `<id>.imageView`, no accessibility element: the button is) has its
///   point size, scaled down to fit: a bound PNG's point size, the XIB's `<resources>` size,
///   else 20 × 20 pt (a built-in symbol; snapcheck's choice). A template image (a symbol) takes
///   the button's foreground colour (`XIBTextControlContent.foregroundColor`).
/// - Image and title sit together, the image leading (trailing, top or bottom by the
///   configuration's `imagePlacement`), `imagePadding` apart, the pair placed by
///   `contentHorizontalAlignment` (centre by default) and centred vertically, as UIKit does
///   (the title is measured as one line, at most what the box leaves).
/// - A legacy button's `titleEdgeInsets` and `imageEdgeInsets` inset the rect each is centred
///   in, so they move it by half the difference of opposite insets (UIKit's centred layout);
///   with a title only, the title's rect is the box less `titleEdgeInsets`. (A configuration
///   ignores the legacy insets, as UIKit does.)
/// - A configuration's `subtitle` (`<id>.subtitle`, in the subheadline text style and the
///   title's colour; estimate) sits under the title, `titlePadding` apart, both centred.
/// - `cornerStyle="capsule"` rounds a background to half the frame's height.
extension XIBNodeBuilder {
  func layOutButtonContent(_ view: XIBView, _ node: inout LayoutNode) {
    let content = view.sizing.textControl
    let configuration = view.sizing.buttonConfiguration
    let frame = node.frame
    let rtl = environment.isRightToLeft
    if configuration != nil, content.cornerStyle == "capsule", node.backgroundColor != nil, view.cornerRadius == 0 {
      node.cornerRadius = frame.height / 2
    }
    var insets = EdgeInsets.zero
    if let c = configuration?.contentInsets {
      insets = EdgeInsets(top: c.top, left: rtl ? c.trailing : c.leading, bottom: c.bottom, right: rtl ? c.leading : c.trailing)
    } else if let e = view.sizing.contentEdgeInsets {
      insets = EdgeInsets(top: e.top, left: e.leading, bottom: e.bottom, right: e.trailing)
    }
    let box = Rect(x: frame.minX + insets.left, y: frame.minY + insets.top,
                   width: max(0, frame.width - insets.left - insets.right), height: max(0, frame.height - insets.top - insets.bottom))
    let titleInsets = configuration == nil ? content.titleEdgeInsets ?? .zero : .zero
    let imageInsets = configuration == nil ? content.imageEdgeInsets ?? .zero : .zero
    let hasTitle = !(node.text?.text.isEmpty ?? true)
    guard let image = node.image else {
      if hasTitle {
        node.text?.insets = EdgeInsets(top: insets.top + titleInsets.top, left: insets.left + titleInsets.left,
                                       bottom: insets.bottom + titleInsets.bottom, right: insets.right + titleInsets.right)
        addSubtitle(view, &node)
      }
      return
    }
    let natural = images[view.id].flatMap(XIBCellLayout.pointSize) ?? (images[view.id] == nil ? assetImages[view.id]?.pointSize : nil)
      ?? XIBSymbolImageSize.imageSize(view, document: document, category: environment.contentSize) ?? Size(width: 20, height: 20)
    let scale = min(1, natural.width > 0 ? box.width / natural.width : 1, natural.height > 0 ? box.height / natural.height : 1)
    let size = Size(width: natural.width * max(0, scale), height: natural.height * max(0, scale))
    let padding = configuration?.imagePadding ?? 0
    var rect = Rect(x: box.midX - size.width / 2, y: box.midY - size.height / 2, width: size.width, height: size.height)
    if hasTitle, var text = node.text {
      let measured = (try? measurer?.measure(text.text, font: text.font, width: nil, numberOfLines: 1).size)
        .flatMap { $0 }.map { Size(width: XIBIntrinsicSizes.roundUp($0.width, environment.scale), height: $0.height) }
      switch configuration?.imagePlacement ?? "leading" {
      case let placement where placement == "top" || placement == "bottom":
        let titleHeight = min(measured?.height ?? 0, max(0, box.height - size.height - padding))
        let top = box.midY - (size.height + padding + titleHeight) / 2
        var titleTop = top
        if placement == "top" { rect.origin.y = top; titleTop = top + size.height + padding } else {
          rect.origin.y = top + titleHeight + padding
        }
        text.insets = EdgeInsets(top: titleTop - frame.minY, left: insets.left, bottom: frame.maxY - titleTop - titleHeight, right: insets.right)
        text.isVerticallyCentered = true
      case let placement:
        let titleWidth = min(measured?.width ?? .infinity, max(0, box.width - size.width - padding))
        let group = size.width + padding + titleWidth
        let imageOnLeft = (placement != "trailing") != rtl
        var start: Double
        switch content.contentHorizontalAlignment {
        case "left": start = box.minX
        case "right": start = box.maxX - group
        case "leading": start = rtl ? box.maxX - group : box.minX
        case "trailing": start = rtl ? box.minX : box.maxX - group
        default: start = box.midX - group / 2
        }
        rect.origin.x = imageOnLeft ? start : start + titleWidth + padding
        let titleX = imageOnLeft ? start + size.width + padding : start
        text.insets = EdgeInsets(top: insets.top, left: titleX - frame.minX, bottom: insets.bottom, right: frame.maxX - titleX - titleWidth)
      }
      text.insets.left += (titleInsets.left - titleInsets.right) / 2
      text.insets.right -= (titleInsets.left - titleInsets.right) / 2
      text.insets.top += (titleInsets.top - titleInsets.bottom) / 2
      text.insets.bottom -= (titleInsets.top - titleInsets.bottom) / 2
      node.text = text
      addSubtitle(view, &node)
    }
    rect.origin.x += (imageInsets.left - imageInsets.right) / 2
    rect.origin.y += (imageInsets.top - imageInsets.bottom) / 2
    var imageContent = image
    if case .placeholder = image.source {} else { imageContent.contentMode = .scaleAspectFit }
    // A template image takes a configuration's foreground colour, and a disabled button's dimmed
    // one; otherwise a legacy button's image stays in the tint (`titleColor` is the title's only).
    if imageContent.tint != nil, view.sizing.buttonConfiguration != nil || !content.isEnabled,
       let foreground = content.foregroundColor {
      imageContent.tint = foreground.resolved(for: environment.appearance)
    }
    node.image = nil
    node.children.insert(LayoutNode(id: node.id + ".imageView", kind: .imageView, frame: rect, image: imageContent,
                                    accessibility: AccessibilityAttributes(isAccessibilityElement: false)), at: 0)
  }

  /// The subheadline text style UIKit draws a configuration's subtitle in (estimate).
  static let subtitleStyle = TextStyle.subheadline

  /// Splits the title's rect between the title and a configuration's subtitle, centred together.
  private func addSubtitle(_ view: XIBView, _ node: inout LayoutNode) {
    let content = view.sizing.textControl
    guard view.sizing.buttonConfiguration != nil, !content.subtitle.isEmpty, var title = node.text, let measurer else { return }
    let font = XIBFont.textStyle(Self.subtitleStyle).descriptor(at: environment.contentSize)
    guard let titleHeight = try? measurer.measure(title.text, font: title.font, width: nil, numberOfLines: 0).size.height,
          let subtitleHeight = try? measurer.measure(content.subtitle, font: font, width: nil, numberOfLines: 0).size.height else { return }
    let frame = node.frame
    let region = Rect(x: frame.minX + title.insets.left, y: frame.minY + title.insets.top,
                      width: max(0, frame.width - title.insets.left - title.insets.right),
                      height: max(0, frame.height - title.insets.top - title.insets.bottom))
    let top = region.midY - (titleHeight + content.titlePadding + subtitleHeight) / 2
    title.insets.top = top - frame.minY
    title.insets.bottom = frame.maxY - top - titleHeight
    node.text = title
    let subtitleRect = Rect(x: region.minX, y: top + titleHeight + content.titlePadding, width: region.width, height: subtitleHeight)
    node.children.append(XIBTextControlStyle.part(
      node, "subtitle", frame: subtitleRect,
      text: TextContent(text: content.subtitle, font: font, color: title.color, numberOfLines: 0, alignment: .center)))
  }
}
