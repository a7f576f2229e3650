/// `UISwitch` as iOS 13–17 draws it: a 51 × 31 pt capsule track and a 27 pt white thumb 2 pt
/// inside it, at the trailing end when on (the leading end when off; mirrored in right-to-left
/// layouts, as UIKit mirrors switches). Sizes: UIKit's fixed 51 × 31 frame
/// (`XIBIntrinsicSizes.switchSize`, measured on the corpus); the 27 pt thumb is the track's
/// height less 2 pt at each side.
enum XIBSwitchParts {
  /// The track's size and the thumb's diameter and inset, points.
  static let trackSize = Size(width: 51, height: 31), thumbDiameter = 27.0, thumbInset = 2.0

  /// Parts: `.track` (on: `onTintColor`, default systemGreen; off: secondarySystemFill, the
  /// iOS 13+ off track without the border older iOS drew), `.thumbShadow` and `.thumb`
  /// (`thumbTintColor`, default white; `XIBControlParts.thumb`). The track is anchored at the
  /// frame's leading edge and vertical centre.
  static func parts(_ node: LayoutNode, _ control: XIBControl, palette: XIBControlPalette, isRightToLeft rtl: Bool) -> [LayoutNode] {
    let f = node.frame
    let track = Rect(x: rtl ? f.maxX - trackSize.width : f.minX, y: f.midY - trackSize.height / 2,
                     width: trackSize.width, height: trackSize.height)
    let color = control.isOn ? control.resolvedColors["onTintColor"] ?? palette.systemGreen : palette.secondarySystemFill
    let r = thumbDiameter / 2
    let atRight = control.isOn != rtl
    let x = atRight ? track.maxX - thumbInset - r : track.minX + thumbInset + r
    return [XIBControlParts.shape(node.id + ".track", track, color, radius: trackSize.height / 2)]
      + XIBControlParts.thumb(node.id + ".thumb", centerX: x, centerY: track.midY, diameter: thumbDiameter,
                              color: control.resolvedColors["thumbTintColor"] ?? palette.thumb, palette: palette)
  }
}
