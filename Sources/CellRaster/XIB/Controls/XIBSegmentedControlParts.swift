/// `UISegmentedControl` as iOS 13–17 draws it: a rounded grey track, the selected segment as a
/// white rounded platter 2 pt inside the track with its title semibold, the other titles regular,
/// all 13 pt label-coloured and centred in their segments (`XIBControlMetrics.segmentFont`), and a
/// 1 pt divider between two unselected neighbours. Segments are laid out from the leading edge
/// (mirrored in right-to-left layouts), equally wide, or, with
/// `apportionsSegmentWidthsByContent`, in proportion to their titles' lengths in characters
/// (snapcheck's stand-in for their measured widths). Each segment is an accessibility element
/// (UIKit's `UISegment`): label its title, traits button (+ selected), read "… i of n."
/// (reference/accessibility.md §2.3); images of segments are not drawn (a warning says so).
enum XIBSegmentedControlParts {
  /// The track's corner radius, the selected platter's inset and corner radius, and the divider's
  /// height, points (estimates of iOS 13+ controls at the 32 pt default height; UIKit documents
  /// none of them).
  static let trackRadius = 9.0, platterInset = 2.0, platterRadius = 7.0, dividerHeight = 16.0

  /// The accessibility elements of `parts` (the segments), in order.
  static func segmentIDs(_ parts: [LayoutNode]) -> [String] {
    parts.filter { $0.accessibility.isAccessibilityElement == true }.map(\.id)
  }

  /// Parts: `.track` (tertiarySystemFill), `.selection` (`selectedSegmentTintColor`, default white,
  /// with a hairline shadow outline), `.divider<i>`, `.segment<i>` (0-based, as UIKit numbers
  /// segments) holding the title.
  static func parts(_ node: LayoutNode, _ control: XIBControl, titles: [String], proportional: Bool,
                    palette: XIBControlPalette, isRightToLeft rtl: Bool) -> [LayoutNode] {
    let f = node.frame
    var parts = [XIBControlParts.shape(node.id + ".track", f, palette.tertiarySystemFill, radius: min(trackRadius, f.height / 2))]
    guard !titles.isEmpty else { return parts }
    let divider = XIBControlMetrics.segmentDivider
    let weights = titles.map { proportional ? Double($0.count) * 6.5 + 2 * XIBControlMetrics.segmentPadding : 1 }
    let total = weights.reduce(0, +)
    let available = max(0, f.width - Double(titles.count - 1) * divider)
    var offset = 0.0
    var rects: [Rect] = []
    for weight in weights {
      let width = total > 0 ? available * weight / total : 0
      rects.append(Rect(x: rtl ? f.maxX - offset - width : f.minX + offset, y: f.minY, width: width, height: f.height))
      offset += width + divider
    }
    let selected = titles.indices.contains(control.selectedSegmentIndex) ? control.selectedSegmentIndex : nil
    if let selected {
      let r = rects[selected]
      let platter = Rect(x: r.minX + platterInset, y: r.minY + platterInset, width: max(0, r.width - 2 * platterInset),
                         height: max(0, r.height - 2 * platterInset))
      parts.append(XIBControlParts.shape(node.id + ".selection", platter,
                                         control.resolvedColors["selectedSegmentTintColor"] ?? palette.selectedSegment,
                                         radius: platterRadius, border: (0.5, palette.shadow)))
    }
    for index in 1..<max(1, titles.count) where index != selected && index - 1 != selected {
      let a = rects[index - 1], b = rects[index]
      let x = (rtl ? b.maxX : a.maxX)
      parts.append(XIBControlParts.shape("\(node.id).divider\(index)",
                                         Rect(x: x, y: f.midY - dividerHeight / 2, width: divider, height: dividerHeight),
                                         palette.separator))
    }
    for (index, title) in titles.enumerated() {
      var font = XIBControlMetrics.segmentFont
      if index == selected { font.weight = .semibold }
      var traits: AccessibilityTraits = .button
      if index == selected { traits.insert(.selected) }
      if !control.isEnabled { traits.insert(.notEnabled) }
      var text = TextContent(text: title, font: font, color: palette.label, alignment: .center, isVerticallyCentered: true)
      text.insets = EdgeInsets(top: 0, left: 4, bottom: 0, right: 4)
      parts.append(LayoutNode(id: "\(node.id).segment\(index)", frame: rects[index], text: title.isEmpty ? nil : text,
                              accessibility: AccessibilityAttributes(isAccessibilityElement: true, label: title, traits: traits)))
    }
    return parts
  }
}
