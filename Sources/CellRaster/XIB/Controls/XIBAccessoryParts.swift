/// `UITableViewCell`'s standard accessory views, drawn in the cell's accessory area as the
/// Fiori object cell draws them (`ObjectCellMetrics`, `ObjectCellLayout`): the glyph 16 pt from
/// the cell's trailing edge (`accessoryTrailingMargin`), centred vertically: the disclosure
/// chevron 8 × 13 pt in tertiaryLabel, the checkmark 14 × 14 pt and the detail (info) button
/// 22 × 22 pt in the tint, detail disclosure = info button, 10 pt gap, chevron. Mirrored in
/// right-to-left layouts (the chevron flipped). The content view is already as narrow as IB
/// stored it beside the accessory (`XIBConstraintBuilder`: the cell's width less the stored
/// difference), so the layout does not change.
enum XIBAccessoryParts {
  /// The `accessoryType` values drawn.
  static let types: Set<String> = ["disclosureIndicator", "checkmark", "detailButton", "detailDisclosureButton"]

  /// The glyphs `accessoryType` draws, leading to trailing, each with its part name, symbol and
  /// size (points); empty for no accessory or one not drawn.
  static func glyphs(_ accessoryType: String?) -> [(name: String, symbol: Symbol, size: Size)] {
    typealias M = ObjectCellMetrics
    return switch accessoryType {
    case "disclosureIndicator": [("accessoryChevron", .chevron, M.chevronSize)]
    case "checkmark": [("accessoryCheckmark", .checkmark, M.checkmarkSize)]
    case "detailButton": [("accessoryDetailButton", .infoButton, M.infoButtonSize)]
    case "detailDisclosureButton": [("accessoryDetailButton", .infoButton, M.infoButtonSize), ("accessoryChevron", .chevron, M.chevronSize)]
    default: []
    }
  }

  /// The width of `accessoryType`'s glyphs with the gaps between them (points); 0 when none.
  static func glyphsWidth(_ accessoryType: String?) -> Double {
    let glyphs = Self.glyphs(accessoryType)
    return glyphs.reduce(0) { $0 + $1.size.width } + Double(max(0, glyphs.count - 1)) * ObjectCellMetrics.detailDisclosureGap
  }

  /// Parts: `.accessoryChevron`, `.accessoryCheckmark` (image views, no elements), and
  /// `.accessoryDetailButton` (an element: button "More Info", as UIKit's detail button).
  static func parts(_ node: LayoutNode, _ control: XIBControl, tint: Color, palette: XIBControlPalette, isRightToLeft rtl: Bool) -> [LayoutNode] {
    typealias M = ObjectCellMetrics
    let glyphs = Self.glyphs(control.accessoryType)
    guard !glyphs.isEmpty else { return [] }
    let f = node.frame
    var trailing = M.accessoryTrailingMargin
    var parts: [LayoutNode] = []
    for (name, symbol, size) in glyphs.reversed() {
      let x = rtl ? f.minX + trailing : f.maxX - trailing - size.width
      trailing += size.width + M.detailDisclosureGap
      let frame = Rect(x: x, y: f.midY - size.height / 2, width: size.width, height: size.height)
      let color = symbol == .chevron ? palette.tertiaryLabel : tint
      let isButton = symbol == .infoButton
      parts.append(LayoutNode(id: "\(node.id).\(name)", kind: .imageView, frame: frame,
                              image: ImageContent(source: .symbol(symbol.rawValue), tint: color, isFlippedHorizontally: rtl && symbol == .chevron),
                              accessibility: isButton ? AccessibilityAttributes(isAccessibilityElement: true, label: "More Info", traits: .button)
                                : XIBControlParts.notElement))
    }
    return parts.reversed()
  }
}
