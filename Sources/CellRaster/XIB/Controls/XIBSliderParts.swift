/// `UISlider` as iOS 13–17 draws it: a 4 pt capsule track across the slider's alignment
/// rectangle (the frame less 2 pt at each side, `XIBIntrinsicSizes.sliderAlignmentInsets`),
/// the minimum track (from the minimum end to the thumb) and a 28 pt white thumb whose centre
/// moves from 14 pt inside one end of the track to 14 pt inside the other. The 4 pt track and
/// 28 pt thumb are estimates of iOS 13+ sliders (UIKit documents neither; the 31 pt height they
/// fit in is measured, `XIBControlMetrics.sliderHeight`). Mirrored in right-to-left layouts
/// (the minimum at the right).
enum XIBSliderParts {
  /// Track height, thumb diameter and the alignment inset at each end, points.
  static let trackHeight = 4.0, thumbDiameter = 28.0, endInset = 2.0

  /// The value's position in its range, 0–1: `value` (default 0.5) in `minValue`…`maxValue`
  /// (default 0–1); 0 for an empty range.
  static func fraction(_ control: XIBControl) -> Double {
    let low = control.minimumValue ?? 0, high = control.maximumValue ?? 1
    guard high > low else { return 0 }
    return min(1, max(0, ((control.value ?? 0.5) - low) / (high - low)))
  }

  /// Parts: `.maximumTrack` (`maximumTrackTintColor`, default systemFill), `.minimumTrack`
  /// (`minimumTrackTintColor`, default the tint), `.thumbShadow`, `.thumb` (`thumbTintColor`,
  /// default white).
  static func parts(_ node: LayoutNode, _ control: XIBControl, tint: Color, palette: XIBControlPalette, isRightToLeft rtl: Bool) -> [LayoutNode] {
    let f = node.frame
    let track = Rect(x: f.minX + endInset, y: f.midY - trackHeight / 2, width: max(0, f.width - 2 * endInset), height: trackHeight)
    let r = thumbDiameter / 2
    let travel = max(0, track.width - thumbDiameter)
    let offset = r + travel * fraction(control)
    let x = rtl ? track.maxX - offset : track.minX + offset
    let minimum = rtl ? Rect(x: x, y: track.minY, width: track.maxX - x, height: trackHeight)
      : Rect(x: track.minX, y: track.minY, width: x - track.minX, height: trackHeight)
    return [
      XIBControlParts.shape(node.id + ".maximumTrack", track, control.resolvedColors["maximumTrackTintColor"] ?? palette.systemFill,
                            radius: trackHeight / 2),
      XIBControlParts.shape(node.id + ".minimumTrack", minimum, control.resolvedColors["minimumTrackTintColor"] ?? tint, radius: trackHeight / 2),
    ] + XIBControlParts.thumb(node.id + ".thumb", centerX: x, centerY: track.midY, diameter: thumbDiameter,
                              color: control.resolvedColors["thumbTintColor"] ?? palette.thumb, palette: palette)
  }
}
