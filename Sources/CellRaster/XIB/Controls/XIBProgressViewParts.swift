/// `UIProgressView` as iOS 14–17 draws it: a capsule track as tall as the view (4 pt,
/// `XIBControlMetrics.progressViewHeight`) and the progress from the leading end to `progress`
/// of the width (mirrored in right-to-left layouts). The `bar` style draws no track unless
/// `trackTintColor` is set, and square ends.
enum XIBProgressViewParts {
  /// Parts: `.track` (`trackTintColor`, default systemFill) and `.progress`
  /// (`progressTintColor`, default the tint).
  static func parts(_ node: LayoutNode, _ control: XIBControl, tint: Color, palette: XIBControlPalette, isRightToLeft rtl: Bool) -> [LayoutNode] {
    let f = node.frame
    let isBar = control.progressViewStyle == "bar"
    let radius = isBar ? 0 : f.height / 2
    let width = f.width * control.progress
    let filled = Rect(x: rtl ? f.maxX - width : f.minX, y: f.minY, width: width, height: f.height)
    let track = control.resolvedColors["trackTintColor"] ?? (isBar ? nil : palette.systemFill)
    return [
      XIBControlParts.shape(node.id + ".track", f, track, radius: radius),
      XIBControlParts.shape(node.id + ".progress", filled, control.resolvedColors["progressTintColor"] ?? tint, radius: radius),
    ]
  }
}
