import CellRaster

/// Describes the overlay image of one frame (``AccessibilityOverlay``) from its accessibility
/// tree: one marker per element in VoiceOver order (outlining its `accessibilityPath` when set),
/// coloured from ``OverlayStyle/palette`` by traversal index, with legend lines: the spoken description ("(no description)" when empty),
/// the hint, "Actions: A, B" when there are custom actions, and "VoiceOver focus" on the focused
/// element.
public enum AccessibilityOverlayBuilder {
  /// The note on the focused element's legend entry.
  public static let focusNote = "VoiceOver focus"

  /// The overlay of `tree`, drawn at `scale` pixels per point.
  public static func overlay(
    for tree: AccessibilityTree, scale: Int, layoutDirection: LayoutDirection
  ) -> AccessibilityOverlay {
    let palette = OverlayStyle.palette
    let markers = tree.elements.enumerated().map { index, element in
      var legend = [
        LegendLine(element.description.isEmpty ? "(no description)" : element.description,
                   style: .description)
      ]
      if let hint = element.hint, !hint.isEmpty { legend.append(LegendLine(hint, style: .hint)) }
      if !element.customActions.isEmpty {
        legend.append(
          LegendLine("Actions: " + element.customActions.joined(separator: ", "), style: .note))
      }
      let focused = tree.focusedIndex == index
      if focused { legend.append(LegendLine(focusNote, style: .note)) }
      return OverlayMarker(
        number: index + 1, frame: element.frame, path: element.path,
        color: palette[index % palette.count],
        isFocused: focused, legend: legend)
    }
    return AccessibilityOverlay(
      cellSize: tree.size, scale: scale, markers: markers,
      isRightToLeft: layoutDirection == .rightToLeft)
  }
}
