/// Lays out an `FUIAttachmentsFormCell` (reference/fiori-cells.md §5.3) into a `LayoutTree`.
/// Pure: text is measured through `TextMeasuring`.
///
/// Top to bottom (mirrored as a whole for right-to-left): the title with the count
/// ("Attachments (2)", subheadline semibold), then the `AttachmentGrid` of tiles: the add button
/// first (unless read-only), then one tile per attachment (PNG thumbnail aspect-fill, or the
/// document-type glyph) with its title (2 lines), subtitle and footnote below. A row is as tall as
/// its tallest tile-plus-text.
///
/// Accessibility: the content view is a semantic group labelled with the title; inside it the add
/// button (label "Add", custom actions Add Photo | Take Photo | Choose File) and one image element
/// per attachment (label = title, value = type, subtitle, footnote; custom action Delete unless
/// read-only). Attachment elements are the nodes `attachment-<id>`; the add button is `addButton`.
public struct AttachmentsCellLayout {
  typealias M = AttachmentsCellMetrics

  let properties: AttachmentsCellProperties
  let environment: RenderEnvironment
  let measurer: any TextMeasuring

  public init(properties: AttachmentsCellProperties, environment: RenderEnvironment, measurer: any TextMeasuring) {
    self.properties = properties
    self.environment = environment
    self.measurer = measurer
  }

  private func color(_ token: FioriColor) -> Color { token.color(in: environment.appearance) }

  /// Tile size in points: `AttachmentsCellMetrics.tileSize` (109) at every content size category,
  /// at most `maximum` (the content width, points).
  public static func tileSize(maximum: Double) -> Double {
    min(maximum, M.tileSize)
  }

  /// Builds the tree.
  /// - Throws: what the measurer throws.
  public func layout() throws -> LayoutTree {
    let p = properties
    let theme = p.theme
    let width = environment.width
    let margin = M.horizontalPadding
    let contentWidth = max(1, width - 2 * margin)
    let alignment: TextAlignment = environment.isRightToLeft ? .right : .left
    var nodes: [LayoutNode] = []

    // Title with count.
    let titleStyle = theme.textStyle(.attachmentsTitle, .fontStyle) ?? .subheadline
    let titleFont = FontDescriptor.preferred(titleStyle, environment.contentSize, weight: .semibold)
    let titleText = p.titleWithCount
    let titleLines = p.labelOverrides.numberOfLines("titleLabel", default: 0)
    let titleMode = p.labelOverrides.lineBreakMode("titleLabel", default: .byWordWrapping)
    let titleMetrics = try measurer.measure(titleText, font: titleFont, width: contentWidth, numberOfLines: titleLines,
                                            lineBreakMode: titleMode)
    let titleFrame = Rect(x: margin, y: M.verticalPadding, width: contentWidth, height: titleMetrics.size.height)
    nodes.append(LayoutNode(
      id: "titleLabel", kind: .label, frame: titleFrame,
      text: TextContent(text: titleText, font: titleFont,
                        color: theme.color(.attachmentsTitle, .fontColor) ?? color(.primaryLabel),
                        numberOfLines: titleLines, lineBreakMode: titleMode, alignment: alignment,
                        isTruncated: titleMetrics.isTruncated),
      accessibility: AccessibilityAttributes(isAccessibilityElement: false)))

    // Grid.
    let tile = Self.tileSize(maximum: contentWidth)
    let grid = AttachmentGrid(width: contentWidth, tile: tile)
    let glyph = (M.glyphSize * tile / M.tileSize).rounded()
    let gridTop = titleFrame.maxY + M.titleToGridGap
    let itemCount = (p.isEditable ? 1 : 0) + p.attachments.count
    var texts: [[LayoutNode]] = []
    for attachment in p.attachments { texts.append(try textNodes(attachment, width: tile, alignment: alignment)) }
    var rowTops: [Double] = []
    var rowTop = gridTop
    var bottom = gridTop
    for row in 0..<(itemCount == 0 ? 0 : (itemCount - 1) / grid.columns + 1) {
      rowTops.append(rowTop)
      var rowHeight = tile
      for index in row * grid.columns..<min(itemCount, (row + 1) * grid.columns) {
        let attachmentIndex = index - (p.isEditable ? 1 : 0)
        if attachmentIndex >= 0, let last = texts[attachmentIndex].last {
          rowHeight = max(rowHeight, tile + M.tileToTextGap + last.frame.maxY)
        }
      }
      bottom = rowTop + rowHeight
      rowTop = bottom + grid.rowSpacing
    }

    var items: [LayoutNode] = []
    for index in 0..<itemCount {
      let position = grid.position(of: index, tile: tile)
      let tileFrame = Rect(x: margin + position.x, y: rowTops[position.row], width: tile, height: tile)
      let attachmentIndex = index - (p.isEditable ? 1 : 0)
      if attachmentIndex < 0 {
        items.append(addButton(tileFrame, glyph: glyph))
      } else {
        items.append(attachmentNode(p.attachments[attachmentIndex], tile: tileFrame, glyph: glyph,
                                    texts: texts[attachmentIndex]))
      }
    }
    nodes += items

    let height = environment.height ?? max(titleFrame.maxY, bottom) + M.verticalPadding
    let cellFrame = Rect(x: 0, y: 0, width: width, height: height)
    let content = LayoutNode(
      id: "contentView", frame: cellFrame,
      accessibility: AccessibilityAttributes(isAccessibilityElement: false, label: titleText,
                                             containerType: .semanticGroup),
      children: nodes)
    var root = LayoutNode(id: "cell", kind: .cell, frame: cellFrame, children: [content])
    if environment.isRightToLeft { root = root.mirrored(inWidth: width) }
    return LayoutTree(cellClass: CellClass.attachmentsFormCell.rawValue, root: root, environment: environment,
                      backgroundColor: color(.secondaryGroupedBackground))
  }

  /// The add button tile: quaternaryFill, radius 16, the glyph tinted by state (§5.3).
  private func addButton(_ frame: Rect, glyph: Double) -> LayoutNode {
    let p = properties
    let theme = p.theme
    let tint = p.isAddButtonSelected
      ? theme.color(.attachmentsAddButton, .tintColorSelected) ?? p.addButtonTintSelected.resolve(environment.appearance)
      : theme.color(.attachmentsAddButton, .tintColor) ?? p.addButtonTintNormal.resolve(environment.appearance)
    let symbol = theme.symbol(.attachmentsAddButton, .image) ?? .add
    let glyphFrame = Rect(x: frame.midX - glyph / 2, y: frame.midY - glyph / 2, width: glyph, height: glyph)
    var traits: AccessibilityTraits = .button
    if p.isAddButtonSelected { traits.insert(.selected) }
    return LayoutNode(
      id: "addButton", kind: .button, frame: frame, clipsToBounds: true,
      backgroundColor: color(.quaternaryFill), cornerRadius: M.tileCornerRadius,
      accessibility: AccessibilityAttributes(
        label: "Add", traits: traits, customActions: AttachmentAction.allCases.map(\.rawValue)),
      children: [LayoutNode(id: "addButtonImage", kind: .imageView, frame: glyphFrame,
                            image: ImageContent(source: .symbol(symbol.rawValue), tint: tint))])
  }

  /// Title (≤ 2 lines), subtitle and footnote (1 line each) under a tile, frames relative to the
  /// text block's top-left (moved into place by `attachmentNode`).
  private func textNodes(_ attachment: Attachment, width: Double, alignment: TextAlignment) throws -> [LayoutNode] {
    let lines: [(String, String, FontWeight, FioriColor, Int)] = [
      ("title", attachment.title, .semibold, .primaryLabel, M.titleLines),
      ("subtitle", attachment.subtitle, .regular, .secondaryLabel, 1),
      ("footnote", attachment.footnote, .regular, .tertiaryLabel, 1),
    ]
    var y = 0.0
    var nodes: [LayoutNode] = []
    for (name, text, weight, token, limit) in lines where !text.isEmpty {
      let font = FontDescriptor.preferred(.caption2, environment.contentSize, weight: weight)
      let metrics = try measurer.measure(text, font: font, width: width, numberOfLines: limit)
      if !nodes.isEmpty { y += M.textLineGap }
      nodes.append(LayoutNode(
        id: "\(attachment.nodeID)-\(name)", kind: .label,
        frame: Rect(x: 0, y: y, width: width, height: metrics.size.height),
        text: TextContent(text: text, font: font, color: color(token), numberOfLines: limit,
                          alignment: alignment, isTruncated: metrics.isTruncated)))
      y += metrics.size.height
    }
    return nodes
  }

  /// One attachment: the tile (thumbnail or glyph, bordered) and its text, as one image element.
  private func attachmentNode(_ attachment: Attachment, tile: Rect, glyph: Double, texts: [LayoutNode]) -> LayoutNode {
    let theme = properties.theme
    let radius = theme.number(.attachmentsThumbnailCell, .cornerRadius) ?? M.tileCornerRadius
    let image: LayoutNode
    if let thumbnail = attachment.thumbnail {
      image = LayoutNode(id: "\(attachment.nodeID)-thumbnail", kind: .imageView, frame: tile,
                         image: ImageContent(source: .bitmap(thumbnail, name: attachment.title), contentMode: .scaleAspectFill))
    } else {
      let glyphFrame = Rect(x: tile.midX - glyph / 2, y: tile.midY - glyph / 2, width: glyph, height: glyph)
      image = LayoutNode(id: "\(attachment.nodeID)-glyph", kind: .imageView, frame: glyphFrame,
                         image: ImageContent(source: .symbol(attachment.fileType.symbol.rawValue),
                                             tint: theme.color(.attachmentsThumbnailImage, .tintColor) ?? color(.tertiaryLabel)))
    }
    // The border is an overlay drawn after the image, so a thumbnail never covers it.
    let border = LayoutNode(
      id: "\(attachment.nodeID)-border", frame: tile, cornerRadius: radius,
      borderWidth: theme.number(.attachmentsThumbnailCell, .borderWidth) ?? M.tileBorderWidth,
      borderColor: theme.color(.attachmentsThumbnailCell, .borderColor) ?? color(.separator))
    let tileNode = LayoutNode(
      id: "\(attachment.nodeID)-tile", frame: tile, clipsToBounds: true, cornerRadius: radius,
      children: [image, border])
    let textTop = tile.maxY + M.tileToTextGap
    let placed = texts.map { node -> LayoutNode in
      var copy = node
      copy.frame = node.frame.offsetBy(dx: tile.minX, dy: textTop)
      return copy
    }
    let frame = placed.reduce(tile) { $0.union($1.frame) }
    let value = [attachment.fileType.spokenName, attachment.subtitle, attachment.footnote].filter { !$0.isEmpty }
    return LayoutNode(
      id: attachment.nodeID, frame: frame,
      accessibility: AccessibilityAttributes(
        isAccessibilityElement: true, label: attachment.title, value: value.joined(separator: ", "),
        traits: .image, customActions: properties.isEditable ? ["Delete"] : []),
      children: [tileNode] + placed)
  }
}
