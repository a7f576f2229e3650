/// Lays out an `FUIObjectCollectionViewCell` / `FUIObjectTableViewCell` (reference/fiori-cells.md
/// §5.1) into a `LayoutTree`. Pure: text is measured through `TextMeasuring`, so tests run with a
/// fake measurer and no fonts.
///
/// Layout (left to right; mirrored as a whole for right-to-left): margin, icon column, detail
/// image, text column (headline `ObjectCellMetrics.headlineNumberOfLines` = 1 line, subheadline 1,
/// footnote 1, all tail-truncated, 3 pt apart), status column
/// (status, 4, substatus; trailing aligned), accessory. A status without a substatus sits beside
/// the headline only and the lower lines use the full width ("compact one-status"); with a
/// substatus the status column runs beside the whole text column. Regular width splits the main
/// width by `splitPercent` and shows the description in the right column. With only a headline
/// ("one-line" layout) everything is centred vertically. At the
/// accessibility content sizes (AX1–AX5) in compact width the status column moves below the text
/// column, leading aligned, as the HIG asks of horizontal layouts at large text sizes (our choice;
/// the Fiori references give no AX layout).
public struct ObjectCellLayout {
  typealias M = ObjectCellMetrics

  let properties: ObjectCellProperties
  let environment: RenderEnvironment
  let measurer: any TextMeasuring
  let cellClass: CellClass

  public init(properties: ObjectCellProperties, environment: RenderEnvironment, measurer: any TextMeasuring,
              cellClass: CellClass = .objectCollectionViewCell) {
    self.properties = properties
    self.environment = environment
    self.measurer = measurer
    self.cellClass = cellClass
  }

  /// A measured label ready to place.
  private struct Label {
    var id: String
    var text: String
    var font: FontDescriptor
    var color: Color
    var lines: Int
    var lineBreakMode: LineBreakMode
    var metrics: TextMetrics
    var frame: Rect = .zero
  }

  private func color(_ token: FioriColor) -> Color { token.color(in: environment.appearance) }

  private func font(_ style: TextStyle, _ weight: FontWeight = .regular) -> FontDescriptor {
    .preferred(style, environment.contentSize, weight: weight)
  }

  /// Measures label `id` with `lines` lines, tail truncated, unless `properties.labelOverrides`
  /// sets its `numberOfLines` or `lineBreakMode`.
  private func measure(_ id: String, _ text: String, _ font: FontDescriptor, _ color: Color,
                       width: Double, lines: Int) throws -> Label {
    let lines = properties.labelOverrides.numberOfLines(id, default: lines)
    let mode = properties.labelOverrides.lineBreakMode(id, default: .byTruncatingTail)
    let metrics = try measurer.measure(text, font: font, width: max(1, width), numberOfLines: lines, lineBreakMode: mode)
    return Label(id: id, text: text, font: font, color: color, lines: lines, lineBreakMode: mode, metrics: metrics)
  }

  /// Builds the tree.
  /// - Throws: what the measurer throws (e.g. `RenderError.missingGlyphs`).
  public func layout() throws -> LayoutTree {
    let p = properties
    let width = environment.width
    let regular = environment.horizontalSizeClass == .regular
    let margin = regular ? M.regularMargin : M.compactMargin
    let top = M.verticalPadding

    // Accessory reservation on the trailing side.
    let accessoryGlyphs = accessoryGlyphSizes(p.accessoryType)
    let accessoryWidth = accessoryGlyphs.reduce(0) { $0 + $1.width }
      + (accessoryGlyphs.count > 1 ? M.detailDisclosureGap : 0)
    let contentRight = p.accessoryType == .none
      ? width - margin : width - M.accessoryTrailingMargin - accessoryWidth - M.accessoryGap
    let contentLeft = margin

    var x = contentLeft
    var iconX: Double?
    if !p.iconImages.isEmpty || p.preserveIconStackSpacing {
      iconX = x
      x += M.iconColumnWidth + M.iconColumnGap
    }
    var detailX: Double?
    if p.detailImage != nil || p.preserveDetailImageSpacing {
      detailX = x
      x += M.detailImageSize + M.detailImageGap
    }
    let textLeft = x

    let hasSub = !p.subheadlineText.isEmpty
    let hasFoot = !p.footnoteText.isEmpty
    let showsDescription = !p.descriptionText.isEmpty
      && (regular ? environment.contentSize < M.descriptionHiddenFrom : p.showsDescriptionInCompact)
    let oneLine = !hasSub && !hasFoot && !(showsDescription && !regular)
    let activeLabels = 1 + (hasSub ? 1 : 0) + (hasFoot ? 1 : 0)

    // Status column content.
    let statusFont = font(.subheadline)
    let statusColor = (p.statusTint ?? .token(.tertiaryLabel)).resolve(environment.appearance)
    let substatusColor = (p.substatusTint ?? .token(.tertiaryLabel)).resolve(environment.appearance)

    // Horizontal extents of the text column and the status column.
    var textRight = contentRight
    var statusRight = contentRight
    var descriptionFrameX: (Double, Double)?
    if regular {
      let split = environment.splitPercent ?? p.splitPercent ?? M.defaultSplitPercent
      let leftEnd = contentLeft + (contentRight - contentLeft) * split
      textRight = leftEnd - M.regularLeftSpacer
      if showsDescription {
        statusRight = contentRight - M.regularStatusTrailingInset
        descriptionFrameX = (leftEnd + M.regularRightInset, statusRight)
      }
    }
    let statusAreaLeft = regular ? (descriptionFrameX?.0 ?? textRight + M.regularLeftSpacer) : textLeft
    let stacksStatus = !regular && environment.contentSize.isAccessibilityCategory
    let maxStatusWidth = regular
      ? max(0, statusRight - statusAreaLeft)
      : max(0, (contentRight - textLeft) * (stacksStatus ? 1 : M.maximumStatusFraction))
    let status = try statusView("status", p.status, font: statusFont, color: statusColor, maxWidth: maxStatusWidth)
    let substatus = try statusView("substatus", p.substatus, font: statusFont, color: substatusColor, maxWidth: maxStatusWidth)
    let statusColumnWidth = max(status?.width ?? 0, substatus?.width ?? 0)
    var headlineRight = textRight
    if !regular && !stacksStatus && statusColumnWidth > 0 {
      headlineRight = contentRight - statusColumnWidth - M.statusGap
      if substatus != nil { textRight = headlineRight }
    }
    if regular, var range = descriptionFrameX, statusColumnWidth > 0 {
      range.1 = statusRight - statusColumnWidth - M.regularDescriptionStatusGap
      descriptionFrameX = range
    }

    // Text column.
    var labels: [Label] = []
    var headline = try measure("headlineLabel", p.headlineText, font(.headline, .semibold), color(.primaryLabel),
                               width: headlineRight - textLeft, lines: M.headlineNumberOfLines)
    headline.frame = Rect(x: textLeft, y: top, width: max(0, headlineRight - textLeft), height: headline.metrics.size.height)
    labels.append(headline)
    var y = headline.frame.maxY
    if hasSub {
      var sub = try measure("subheadlineLabel", p.subheadlineText, font(.body), color(.secondaryLabel),
                            width: textRight - textLeft, lines: 1)
      sub.frame = Rect(x: textLeft, y: y + M.labelSpacing, width: max(0, textRight - textLeft), height: sub.metrics.size.height)
      y = sub.frame.maxY
      labels.append(sub)
    }
    if hasFoot {
      var foot = try measure("footnoteLabel", p.footnoteText, font(.subheadline), color(.tertiaryLabel),
                             width: textRight - textLeft, lines: 1)
      foot.frame = Rect(x: textLeft, y: y + M.labelSpacing, width: max(0, textRight - textLeft), height: foot.metrics.size.height)
      y = foot.frame.maxY
      labels.append(foot)
    }
    var descriptionLabel: Label?
    if showsDescription {
      let range = descriptionFrameX ?? (textLeft, textRight)
      var d = try measure("descriptionLabel", p.descriptionText, font(.subheadline), color(.tertiaryLabel),
                          width: range.1 - range.0, lines: activeLabels)
      let dy = regular ? top : y + M.compactDescriptionGap
      d.frame = Rect(x: range.0, y: dy, width: max(0, range.1 - range.0), height: d.metrics.size.height)
      if !regular { y = d.frame.maxY }
      descriptionLabel = d
    }
    var contentBottom = max(y, descriptionLabel?.frame.maxY ?? 0)
    if detailX != nil { contentBottom = max(contentBottom, top + M.detailImageSize) }

    // Status column placement (trailing aligned at statusRight).
    let headlineLine = headline.font.lineHeight ?? headline.metrics.size.height
    var statusFrame: Rect?
    var substatusFrame: Rect?
    // Stacked below the texts (AX sizes): leading aligned at the text column.
    let stackTop = contentBottom + M.labelSpacing
    if let status {
      let sy = stacksStatus ? stackTop : status.isImage ? top + (headlineLine - M.statusImageSize) / 2 : top
      let sx = stacksStatus ? textLeft : statusRight - status.width
      statusFrame = Rect(x: sx, y: sy, width: status.width, height: status.height)
    }
    if let substatus {
      let sy = statusFrame.map { $0.maxY + M.statusSpacing } ?? (stacksStatus ? stackTop : top)
      let sx = stacksStatus ? textLeft : statusRight - substatus.width
      substatusFrame = Rect(x: sx, y: sy, width: substatus.width, height: substatus.height)
    }
    contentBottom = max(contentBottom, statusFrame?.maxY ?? 0, substatusFrame?.maxY ?? 0)
    let naturalHeight = contentBottom + M.verticalPadding
    let height = environment.height ?? naturalHeight

    // One-line layout: centre everything vertically.
    var detailFrame = detailX.map { Rect(x: $0, y: top, width: M.detailImageSize, height: M.detailImageSize) }
    if oneLine {
      let mid = height / 2
      labels[0].frame.origin.y = mid - labels[0].frame.height / 2
      if let f = statusFrame, substatusFrame == nil { statusFrame = f.offsetBy(dx: 0, dy: mid - f.midY) }
      if let f = detailFrame { detailFrame = f.offsetBy(dx: 0, dy: mid - f.midY) }
      if let d = descriptionLabel { descriptionLabel?.frame.origin.y = mid - d.frame.height / 2 }
    }

    // Nodes.
    var children: [LayoutNode] = []
    if let iconX {
      children.append(iconStack(x: iconX, labels: labels, visible: min(p.iconImages.count, activeLabels)))
    }
    if let detailFrame {
      children.append(LayoutNode(
        id: "detailImageView", kind: .imageView, frame: detailFrame, clipsToBounds: true,
        cornerRadius: M.detailImageCornerRadius,
        image: p.detailImage.flatMap { imageContent($0, tint: nil, mode: .scaleAspectFit) },
        accessibility: AccessibilityAttributes(label: p.detailImage?.defaultAccessibilityLabel)))
    }
    for label in labels + (descriptionLabel.map { [$0] } ?? []) {
      children.append(labelNode(label))
    }
    if let status, let frame = statusFrame {
      children.append(statusNode("status", status, frame: frame, color: statusColor, leading: stacksStatus))
    }
    if let substatus, let frame = substatusFrame {
      children.append(statusNode("substatus", substatus, frame: frame, color: substatusColor, leading: stacksStatus))
    }
    let headlineBaseline = labels[0].frame.minY + labels[0].metrics.firstBaseline
    children += accessoryNodes(glyphs: accessoryGlyphs, width: width, height: height, headlineBaseline: headlineBaseline)

    // Accessibility: the content is one combined element (§5.1 [FSW]: title, subtitle, footnote,
    // description, status, substatus read as one label); accessory buttons are separate elements.
    // Each part with the view it is drawn in, so overrides that hide or relabel that view after
    // layout change the label (`CombinedLabel`).
    let spoken: [(id: String, text: String)] = [
      ("headlineLabel", p.headlineText), ("subheadlineLabel", p.subheadlineText), ("footnoteLabel", p.footnoteText),
      ("descriptionLabel", showsDescription ? p.descriptionText : ""),
      (isImage(p.status) ? "statusImageView" : "statusLabel", spokenText(p.status)),
      (isImage(p.substatus) ? "substatusImageView" : "substatusLabel", spokenText(p.substatus)),
    ]
    let parts = spoken.filter { !$0.text.isEmpty }.map { AccessibilityLabelPart(nodeID: $0.id, text: $0.text) }
    let label = parts.map(\.text).joined(separator: ", ")
    let cellFrame = Rect(x: 0, y: 0, width: width, height: height)
    let contentTraits: AccessibilityTraits = p.accessoryType == .checkmark ? [.selected] : []
    let contentView = LayoutNode(
      id: "contentView", kind: .view, frame: cellFrame, children: children.filter { !$0.id.hasPrefix("accessory") },
      )
    var content = contentView
    content.accessibility = AccessibilityAttributes(isAccessibilityElement: true, label: label, traits: contentTraits,
                                                    labelParts: parts)
    let root = LayoutNode(
      id: "cell", kind: .cell, frame: cellFrame,
      accessibility: AccessibilityAttributes(isAccessibilityElement: false),
      children: [content] + children.filter { $0.id.hasPrefix("accessory") })

    var findings: [LayoutFinding] = []
    if p.substatus != nil, p.accessoryType != .none, p.accessoryType != .disclosureIndicator {
      findings.append(LayoutFinding(
        rule: AuditRule.fioriSubstatusAccessory.rawValue, severity: .error,
        nodeID: substatusFrame == nil ? "cell" : (substatus?.isImage == true ? "substatusImageView" : "substatusLabel"),
        message: "a substatus is set while accessoryType is \(p.accessoryType.rawValue); Fiori allows a substatus only with accessoryType none or disclosureIndicator"))
    }
    var tree = LayoutTree(
      cellClass: cellClass.rawValue, root: root, environment: environment,
      backgroundColor: color(.secondaryGroupedBackground), findings: findings)
    if environment.isRightToLeft { tree.root = tree.root.mirrored(inWidth: width) }
    return tree
  }

  // MARK: - Parts

  private struct StatusView {
    var content: StatusContent
    var label: Label?
    var width: Double
    var height: Double
    var isImage: Bool { label == nil }
  }

  private func statusView(_ id: String, _ content: StatusContent?, font: FontDescriptor, color: Color,
                          maxWidth: Double) throws -> StatusView? {
    guard let content else { return nil }
    switch content {
    case .text(let text):
      guard !text.isEmpty else { return nil }
      let natural = try measurer.measure(text, font: font, width: nil, numberOfLines: 1)
      let w = min(natural.size.width.rounded(.up), maxWidth)
      let label = try measure(id + "Label", text, font, color, width: w, lines: 1)
      return StatusView(content: content, label: label, width: w, height: label.metrics.size.height)
    case .image:
      return StatusView(content: content, label: nil, width: M.statusImageSize, height: M.statusImageSize)
    }
  }

  private func statusNode(_ id: String, _ view: StatusView, frame: Rect, color: Color, leading: Bool) -> LayoutNode {
    if let label = view.label {
      var l = label
      l.frame = frame
      var node = labelNode(l)
      node.text?.alignment = environment.isRightToLeft != leading ? .left : .right
      return node
    }
    guard case .image(let reference) = view.content else { return LayoutNode(id: id, frame: frame) }
    return LayoutNode(
      id: id + "ImageView", kind: .imageView, frame: frame,
      image: imageContent(reference, tint: color, mode: .scaleAspectFit),
      accessibility: AccessibilityAttributes(label: reference.defaultAccessibilityLabel))
  }

  private func isImage(_ content: StatusContent?) -> Bool {
    if case .image = content { true } else { false }
  }

  private func spokenText(_ content: StatusContent?) -> String {
    switch content {
    case .text(let text): text
    case .image(let reference): reference.defaultAccessibilityLabel ?? ""
    case nil: ""
    }
  }

  private func labelNode(_ label: Label) -> LayoutNode {
    LayoutNode(
      id: label.id, kind: .label, frame: label.frame,
      text: TextContent(text: label.text, font: label.font, color: label.color, numberOfLines: label.lines,
                        lineBreakMode: label.lineBreakMode, alignment: environment.isRightToLeft ? .right : .left,
                        isTruncated: label.metrics.isTruncated))
  }

  private func imageContent(_ reference: ImageReference, tint: Color?, mode: ContentMode) -> ImageContent? {
    switch reference {
    case .symbol(let symbol): ImageContent(source: .symbol(symbol.rawValue), tint: tint ?? color(.tertiaryLabel), contentMode: mode)
    case .file(let path, let image): ImageContent(source: .bitmap(image, name: path), tint: tint, contentMode: mode)
    case .text: nil
    }
  }

  /// The icons stack: icon i is centred on the first line of label i (visible count limited to
  /// the number of active labels, §5.1).
  private func iconStack(x: Double, labels: [Label], visible: Int) -> LayoutNode {
    var icons: [LayoutNode] = []
    for index in 0..<visible {
      let label = labels[index]
      let line = label.font.lineHeight ?? label.metrics.size.height
      let frame = Rect(x: x, y: label.frame.minY + (line - M.iconSize) / 2, width: M.iconSize, height: M.iconSize)
      let reference = properties.iconImages[index]
      if case .text(let text) = reference {
        icons.append(LayoutNode(
          id: "icon\(index)", kind: .label, frame: frame,
          text: TextContent(text: text, font: M.textIconFont, color: color(.tertiaryLabel),
                            numberOfLines: 1, lineBreakMode: .byClipping, alignment: .center)))
      } else {
        icons.append(LayoutNode(
          id: "icon\(index)", kind: .imageView, frame: frame,
          image: imageContent(reference, tint: color(.tertiaryLabel), mode: .scaleAspectFit),
          accessibility: AccessibilityAttributes(label: reference.defaultAccessibilityLabel)))
      }
    }
    let top = icons.first?.frame.minY ?? labels[0].frame.minY
    let bottom = icons.last?.frame.maxY ?? top
    return LayoutNode(id: "iconsStackView", frame: Rect(x: x, y: top, width: M.iconColumnWidth, height: bottom - top),
                      children: icons)
  }

  private func accessoryGlyphSizes(_ type: AccessoryType) -> [Size] {
    switch type {
    case .none: []
    case .disclosureIndicator: [M.chevronSize]
    case .checkmark: [M.checkmarkSize]
    case .detailButton: [M.infoButtonSize]
    case .detailDisclosureButton: [M.infoButtonSize, M.chevronSize]
    }
  }

  /// Accessory glyphs at the trailing edge: the disclosure chevron sits on the headline's first
  /// baseline (its bottom 1 pt below it); the others are centred vertically.
  private func accessoryNodes(glyphs: [Size], width: Double, height: Double, headlineBaseline: Double) -> [LayoutNode] {
    var right = width - M.accessoryTrailingMargin
    var nodes: [LayoutNode] = []
    for (index, size) in glyphs.enumerated().reversed() {
      let frameX = right - size.width
      right = frameX - M.detailDisclosureGap
      let isChevron = size == M.chevronSize
      let y = isChevron && properties.accessoryType == .disclosureIndicator
        ? headlineBaseline + 1 - size.height : (height - size.height) / 2
      let frame = Rect(x: frameX, y: y, width: size.width, height: size.height)
      switch (properties.accessoryType, index) {
      case (.disclosureIndicator, _), (.detailDisclosureButton, 1):
        nodes.append(LayoutNode(id: "accessoryChevron", kind: .imageView, frame: frame,
                                image: ImageContent(source: .symbol("chevron"), tint: color(.tertiaryLabel))))
      case (.checkmark, _):
        nodes.append(LayoutNode(id: "accessoryCheckmark", kind: .imageView, frame: frame,
                                image: ImageContent(source: .symbol("checkmark"), tint: color(.tintColor))))
      default:
        // UIKit's detail button is a separate accessibility element labelled "More Info".
        nodes.append(LayoutNode(id: "accessoryDetailButton", kind: .button, frame: frame,
                                image: ImageContent(source: .symbol("infoButton"), tint: color(.tintColor)),
                                accessibility: AccessibilityAttributes(label: "More Info")))
      }
    }
    return nodes.reversed()
  }
}
