/// Lays out an `FUINoteCollectionViewCell` / `FUINoteFormCell` (reference/fiori-cells.md §5.2)
/// into a `LayoutTree`. Pure: text is measured through `TextMeasuring`.
///
/// Top to bottom (mirrored as a whole for right-to-left): the title (`keyName`, subheadline
/// semibold, wraps, plus `mandatoryIndicator` when required), the editor box (body text or the
/// italic placeholder; `lines × line height + 2 × 8` tall with lines between the effective minimum
/// and maximum), the info row (hint / limit message / error on the leading side, counter
/// "n/limit" trailing), the validation row. The cell is never taller than the screen above the
/// keyboard (`RenderEnvironment.resolvedScreenHeight` minus `resolvedKeyboardHeight` while
/// editing): the box gives up the excess (down to one line) and its text scrolls, showing the end
/// while editing and the start otherwise. A fixed `RenderEnvironment.height` overrides the line
/// limits the same way (§5.2: "ignored when the row height is fixed").
///
/// Accessibility: one element, the text view (§5.2 [FSW] "a single combined element"): label =
/// title (+ ", Required Field"), value = text or placeholder, info text, validation message and
/// "n characters left"; traits textEntry + textArea (+ isEditing) when editable, staticText when
/// read-only, plus notEnabled when disabled.
public struct NoteCellLayout {
  typealias M = NoteCellMetrics

  let properties: NoteCellProperties
  let environment: RenderEnvironment
  let measurer: any TextMeasuring
  let cellClass: CellClass

  public init(properties: NoteCellProperties, environment: RenderEnvironment, measurer: any TextMeasuring,
              cellClass: CellClass = .noteFormCell) {
    self.properties = properties
    self.environment = environment
    self.measurer = measurer
    self.cellClass = cellClass
  }

  private func color(_ token: FioriColor) -> Color { token.color(in: environment.appearance) }

  /// The info row text by the precedence of §5.2 [FSW getInfoString]: error (unless it goes to
  /// the validation row); beyond the limit (an error); at the limit; hint; read-only hint.
  public static func infoText(_ p: NoteCellProperties) -> (text: String, isError: Bool)? {
    if p.hasError && !p.showsErrorInValidationMsg && !p.errorText.isEmpty { return (p.errorText, true) }
    if p.hasCharCountError { return (p.charCountBeyondLimitMsg ?? M.beyondLimitMessage, true) }
    if p.maxNoteTextLength > 0 && p.characterCount == p.maxNoteTextLength {
      return (p.charCountReachLimitMsg ?? M.reachLimitMessage, false)
    }
    if !p.hintText.isEmpty { return (p.hintText, false) }
    if p.isReadOnly && !p.hidesReadOnlyHint { return (M.readOnlyHint, false) }
    return nil
  }

  /// The validation row text: `errorText` when `showsErrorInValidationMsg` and `hasError`, else
  /// `validationMessage`; nil when empty.
  public static func validationText(_ p: NoteCellProperties) -> String? {
    let text = p.hasError && p.showsErrorInValidationMsg && !p.errorText.isEmpty ? p.errorText : p.validationMessage
    return text.isEmpty ? nil : text
  }

  /// Builds the tree.
  /// - Throws: what the measurer throws.
  public func layout() throws -> LayoutTree {
    let p = properties
    let theme = p.theme
    let width = environment.width
    let margin = environment.horizontalSizeClass == .regular ? ObjectCellMetrics.regularMargin : ObjectCellMetrics.compactMargin
    let contentWidth = max(1, width - 2 * margin)
    let disabled = !p.isEnabled
    let inError = p.hasError || p.hasCharCountError
    let alignment: TextAlignment = environment.isRightToLeft ? .right : .left
    var nodes: [LayoutNode] = []

    // Title.
    var y = M.topPaddingWithoutTitle
    if !p.keyName.isEmpty {
      let text = p.keyName + (p.isRequired ? p.mandatoryIndicator : "")
      let font = FontDescriptor.preferred(.subheadline, environment.contentSize, weight: .semibold)
      let lines = p.labelOverrides.numberOfLines("titleLabel", default: 0)
      let mode = p.labelOverrides.lineBreakMode("titleLabel", default: .byWordWrapping)
      let metrics = try measurer.measure(text, font: font, width: contentWidth, numberOfLines: lines, lineBreakMode: mode)
      let frame = Rect(x: margin, y: M.titleTopPadding, width: contentWidth, height: metrics.size.height)
      nodes.append(LayoutNode(
        id: "titleLabel", kind: .label, frame: frame,
        text: TextContent(text: text, font: font, color: color(disabled ? .quaternaryLabel : .primaryLabel),
                          numberOfLines: lines, lineBreakMode: mode, alignment: alignment,
                          isTruncated: metrics.isTruncated),
        // A disabled UILabel carries notEnabled (it is not an element: the text view reads it).
        accessibility: AccessibilityAttributes(isAccessibilityElement: false,
                                               traits: disabled ? [.staticText, .notEnabled] : nil)))
      y = frame.maxY + M.titleToBoxGap
    }
    let boxTop = y

    // Text.
    let valueStyle = theme.textStyle(.noteValueText, .fontStyle)
      ?? (disabled ? theme.textStyle(.keyValueValueText, .fontStyleDisabled) : nil)
      ?? theme.textStyle(.keyValueValueText, .fontStyle) ?? .body
    let showsPlaceholder = p.value.isEmpty
    let textFont: FontDescriptor
    let textColor: Color
    if showsPlaceholder {
      let style = theme.textStyle(.notePlaceholder, .fontStyle) ?? .body
      textFont = .preferred(style, environment.contentSize, italic: true)
      textColor = theme.color(.notePlaceholder, .fontColor) ?? color(disabled ? .quaternaryLabel : .tertiaryLabel)
    } else {
      textFont = .preferred(valueStyle, environment.contentSize)
      textColor = disabled
        ? theme.color(.noteValueText, .fontColorDisabled) ?? theme.color(.keyValueValueText, .fontColorDisabled)
          ?? color(.quaternaryLabel)
        : theme.color(.noteValueText, .fontColor) ?? theme.color(.keyValueValueText, .fontColor) ?? color(.primaryLabel)
    }
    let lineHeight = textFont.lineHeight ?? textFont.pointSize * 1.2
    let textWidth = max(1, contentWidth - 2 * M.textHorizontalInset)
    let shown = showsPlaceholder ? p.placeholderText : p.value
    let textMetrics = try measurer.measure(shown, font: textFont, width: textWidth, numberOfLines: 0)
    let textHeight = max(lineHeight, textMetrics.size.height)
    let textLines = max(1, Int((textHeight / lineHeight).rounded()))
    var lines = max(p.effectiveMinNumberOfLines, textLines)
    if let maxLines = p.effectiveMaxNumberOfLines { lines = min(lines, maxLines) }
    var boxHeight = Double(lines) * lineHeight + 2 * M.textContainerInset

    // Info row and validation row (measured first; placed after the box height is final).
    let info = Self.infoText(p)
    let footnote = FontDescriptor.preferred(.footnote, environment.contentSize)
    let footnoteLine = footnote.lineHeight ?? footnote.pointSize * 1.2
    let counter: (count: String, limit: String)? = p.isCharCountEnabled && p.maxNoteTextLength > 0
      ? ("\(p.characterCount)", "/\(p.maxNoteTextLength)") : nil
    var counterWidth = 0.0
    var countWidth = 0.0
    if let counter {
      countWidth = try measurer.measure(counter.count, font: footnote, width: nil, numberOfLines: 1).size.width.rounded(.up)
      let limitWidth = try measurer.measure(counter.limit, font: footnote, width: nil, numberOfLines: 1).size.width.rounded(.up)
      counterWidth = countWidth + limitWidth
    }
    let iconSize = footnote.pointSize
    let infoIconWidth = info?.isError == true ? iconSize + M.infoSpacing : 0
    let infoTextWidth = max(1, contentWidth - infoIconWidth - (counter != nil ? counterWidth + M.counterLeadingPadding : 0))
    let infoMetrics = try info.map { try measureMessage("infoLabel", $0.text, font: footnote, width: infoTextWidth) }
    let hasInfoRow = info != nil || counter != nil
    let infoHeight = hasInfoRow ? max(footnoteLine, infoMetrics?.size.height ?? 0) : 0
    let validation = Self.validationText(p)
    let validationTextWidth = max(1, contentWidth - iconSize - M.infoSpacing)
    let validationMetrics = try validation.map {
      try measureMessage("validationLabel", $0, font: footnote, width: validationTextWidth)
    }
    var below = hasInfoRow ? M.infoTopPadding + infoHeight : 0
    if let validationMetrics { below += M.validationTopPadding + max(footnoteLine, validationMetrics.size.height) }
    below += hasInfoRow || validation != nil ? M.infoBottomPadding : M.bottomPaddingWithoutInfo

    // Height cap: the screen above the keyboard, or a fixed row height.
    let minimumBox = Double(M.minimumVisibleLines) * lineHeight + 2 * M.textContainerInset
    let natural = boxTop + boxHeight + below
    let limit = environment.height
      ?? environment.resolvedScreenHeight - (p.isEditing ? environment.resolvedKeyboardHeight : 0)
    if environment.height != nil || natural > limit {
      boxHeight = max(minimumBox, limit - boxTop - below)
    }
    let height = environment.height ?? boxTop + boxHeight + below

    // Editor box with the (scrolled) text.
    let box = Rect(x: margin, y: boxTop, width: contentWidth, height: boxHeight)
    let visibleText = boxHeight - 2 * M.textContainerInset
    let overflow = max(0, textHeight - visibleText)
    let scroll = p.isEditing ? overflow : 0
    let textFrame = Rect(x: margin + M.textHorizontalInset, y: boxTop + M.textContainerInset - scroll,
                         width: textWidth, height: textHeight)
    let textNode = LayoutNode(
      id: showsPlaceholder ? "placeholderLabel" : "valueText", kind: .label, frame: textFrame,
      text: TextContent(text: shown, font: textFont, color: textColor, numberOfLines: 0,
                        lineBreakMode: .byWordWrapping, alignment: alignment))
    let (borderColor, borderWidth) = boxBorder(disabled: disabled, inError: inError)
    nodes.append(LayoutNode(
      id: "textView", kind: .textView, frame: box, clipsToBounds: true,
      backgroundColor: p.isReadOnly || disabled ? color(.quaternaryFill) : nil,
      cornerRadius: M.cornerRadius, borderWidth: borderWidth, borderColor: borderColor,
      accessibility: textViewAccessibility(info: info, validation: validation),
      children: [textNode]))

    // Info row.
    y = box.maxY
    if hasInfoRow {
      let rowTop = y + M.infoTopPadding
      let infoColor = color(info?.isError == true ? .negativeLabel : .tertiaryLabel)
      if let info, let infoMetrics {
        nodes += messageRow(
          "info", info.text, icon: info.isError, x: margin, top: rowTop, textWidth: infoTextWidth,
          height: max(footnoteLine, infoMetrics.size.height), font: footnote, color: infoColor,
          isTruncated: infoMetrics.isTruncated)
      }
      if let counter {
        // Trailing aligned; the count in negativeLabel when beyond the limit (§5.2 [FSW]).
        let right = margin + contentWidth
        let limitX = right - (counterWidth - countWidth)
        let countColor = color(p.hasCharCountError ? .negativeLabel : .tertiaryLabel)
        nodes.append(LayoutNode(
          id: "counterCountLabel", kind: .label,
          frame: Rect(x: limitX - countWidth, y: rowTop, width: countWidth, height: footnoteLine),
          text: TextContent(text: counter.count, font: footnote, color: countColor, alignment: alignment),
          accessibility: AccessibilityAttributes(isAccessibilityElement: false)))
        nodes.append(LayoutNode(
          id: "counterLimitLabel", kind: .label,
          frame: Rect(x: limitX, y: rowTop, width: counterWidth - countWidth, height: footnoteLine),
          text: TextContent(text: counter.limit, font: footnote, color: color(.tertiaryLabel), alignment: alignment),
          accessibility: AccessibilityAttributes(isAccessibilityElement: false)))
      }
      y = rowTop + infoHeight
    }
    if let validation, let validationMetrics {
      let rowTop = y + M.validationTopPadding
      nodes += messageRow(
        "validation", validation, icon: true, x: margin, top: rowTop, textWidth: validationTextWidth,
        height: max(footnoteLine, validationMetrics.size.height), font: footnote, color: color(.negativeLabel),
        isTruncated: validationMetrics.isTruncated)
    }

    let cellFrame = Rect(x: 0, y: 0, width: width, height: height)
    let content = LayoutNode(id: "contentView", frame: cellFrame, children: nodes)
    var root = LayoutNode(id: "cell", kind: .cell, frame: cellFrame, children: [content])
    if environment.isRightToLeft {
      root = root.mirrored(inWidth: width)
      root.children[0].children = Self.counterInReadingOrder(root.children[0].children)
    }
    return LayoutTree(cellClass: cellClass.rawValue, root: root, environment: environment,
                      backgroundColor: color(.secondaryGroupedBackground))
  }

  /// The counter "n/limit" is one run of digits, which reads left to right in every layout
  /// direction (FSW draws it as one concatenated Text): after mirroring, put the count back before
  /// "/limit" inside the pair's mirrored span.
  static func counterInReadingOrder(_ nodes: [LayoutNode]) -> [LayoutNode] {
    guard let c = nodes.firstIndex(where: { $0.id == "counterCountLabel" }),
      let l = nodes.firstIndex(where: { $0.id == "counterLimitLabel" }) else { return nodes }
    var result = nodes
    let left = min(nodes[c].frame.minX, nodes[l].frame.minX)
    result[c].frame.origin.x = left
    result[l].frame.origin.x = left + nodes[c].frame.width
    result[c].text?.alignment = .left
    result[l].text?.alignment = .left
    return result
  }

  /// A message row: an optional error icon (the footnote's point size, centred on the first line,
  /// `<name>Icon`) and the wrapping text `infoSpacing` after it (`<name>Label`), both in `color`.
  /// Measures message label `id` (`infoLabel`, `validationLabel`): no line limit, word wrapped,
  /// unless `properties.labelOverrides` sets its `numberOfLines` or `lineBreakMode`.
  private func measureMessage(_ id: String, _ text: String, font: FontDescriptor, width: Double) throws -> TextMetrics {
    try measurer.measure(text, font: font, width: width,
                         numberOfLines: properties.labelOverrides.numberOfLines(id, default: 0),
                         lineBreakMode: properties.labelOverrides.lineBreakMode(id, default: .byWordWrapping))
  }

  private func messageRow(_ name: String, _ text: String, icon: Bool, x: Double, top: Double, textWidth: Double,
                          height: Double, font: FontDescriptor, color: Color, isTruncated: Bool) -> [LayoutNode] {
    let size = font.pointSize
    let line = font.lineHeight ?? size * 1.2
    var nodes: [LayoutNode] = []
    if icon {
      nodes.append(LayoutNode(
        id: name + "Icon", kind: .imageView, frame: Rect(x: x, y: top + (line - size) / 2, width: size, height: size),
        image: ImageContent(source: .symbol(Symbol.error.rawValue), tint: color)))
    }
    nodes.append(LayoutNode(
      id: name + "Label", kind: .label,
      frame: Rect(x: x + (icon ? size + M.infoSpacing : 0), y: top, width: textWidth, height: height),
      text: TextContent(text: text, font: font, color: color,
                        numberOfLines: properties.labelOverrides.numberOfLines(name + "Label", default: 0),
                        lineBreakMode: properties.labelOverrides.lineBreakMode(name + "Label", default: .byWordWrapping),
                        alignment: environment.isRightToLeft ? .right : .left, isTruncated: isTruncated),
      accessibility: AccessibilityAttributes(isAccessibilityElement: false)))
    return nodes
  }

  /// Border colour and width of the editor box by state (§5.2 [FSW]): read-only none; disabled
  /// tertiaryFill (or the theme's tint-color-disabled); error negativeLabel; editing tintColor (or the theme's tint-color) 2 pt; idle
  /// separatorOpaque 0.5 pt.
  private func boxBorder(disabled: Bool, inError: Bool) -> (Color?, Double) {
    let p = properties
    if p.isReadOnly { return (nil, 0) }
    if disabled { return (p.theme.color(.keyValueValueText, .tintColorDisabled) ?? color(.tertiaryFill), M.borderWidth) }
    if inError { return (color(.negativeLabel), p.isEditing ? M.editingBorderWidth : M.errorBorderWidth) }
    if p.isEditing {
      return (p.theme.color(.keyValueValueText, .tintColor) ?? color(.tintColor), M.editingBorderWidth)
    }
    return (color(.separatorOpaque), M.borderWidth)
  }

  private func textViewAccessibility(info: (text: String, isError: Bool)?, validation: String?) -> AccessibilityAttributes {
    let p = properties
    var label: String?
    if !p.keyName.isEmpty {
      label = p.keyName + (p.isRequired ? ", " + M.requiredSpokenText : "")
    }
    var parts = [p.value.isEmpty ? p.placeholderText : p.value]
    if let info { parts.append(info.text) }
    if let validation { parts.append(validation) }
    if p.maxNoteTextLength > 0 {
      let left = p.maxNoteTextLength - p.characterCount
      parts.append(left >= 0 ? "\(left) characters left" : "\(-left) characters over the limit")
    }
    var traits: AccessibilityTraits = p.isReadOnly ? [.staticText] : [.textEntry, .textArea]
    if p.isEditing && p.acceptsInput { traits.insert(.isEditing) }
    if !p.isEnabled { traits.insert(.notEnabled) }
    return AccessibilityAttributes(
      isAccessibilityElement: true, label: label,
      value: parts.filter { !$0.isEmpty }.joined(separator: ", "), traits: traits)
  }
}
