/// `UIPageControl` as iOS 14–17 draws it on a light background: one 7 pt dot per page, 16 pt
/// apart (`XIBControlMetrics.pageControlPitch` and `pageControlGap`: a 7 pt dot and a 9 pt gap),
/// the row centred in the view; the current page's dot darker. Page 1 is at the leading end
/// (mirrored in right-to-left layouts). Dots beyond the view's frame are not drawn (UIKit
/// scrolls them; snapcheck does not).
enum XIBPageControlParts {
  /// A dot's diameter, points (pitch − gap).
  static let dotDiameter = XIBControlMetrics.pageControlPitch - XIBControlMetrics.pageControlGap

  /// Parts: `.page<i>` (1-based) discs: the current one `currentPageIndicatorTintColor`
  /// (default label, black), the others `pageIndicatorTintColor` (default tertiaryLabel, 30%
  /// black-grey; the iOS 14+ defaults adapt to the background, which snapcheck takes as light).
  static func parts(_ node: LayoutNode, _ control: XIBControl, pages: Int, current: Int, palette: XIBControlPalette,
                    isRightToLeft rtl: Bool) -> [LayoutNode] {
    guard pages > 0 else { return [] }
    let f = node.frame
    let pitch = XIBControlMetrics.pageControlPitch
    let rowWidth = Double(pages) * pitch - XIBControlMetrics.pageControlGap
    let current = min(current, pages - 1)
    var parts: [LayoutNode] = []
    for page in 0..<pages {
      let offset = (f.width - rowWidth) / 2 + Double(page) * pitch
      let x = rtl ? f.maxX - offset - dotDiameter : f.minX + offset
      guard x >= f.minX - 0.001, x + dotDiameter <= f.maxX + 0.001 else { continue }
      let color = page == current ? control.resolvedColors["currentPageIndicatorTintColor"] ?? palette.label
        : control.resolvedColors["pageIndicatorTintColor"] ?? palette.tertiaryLabel
      parts.append(XIBControlParts.shape("\(node.id).page\(page + 1)",
                                         Rect(x: x, y: f.midY - dotDiameter / 2, width: dotDiameter, height: dotDiameter),
                                         color, radius: dotDiameter / 2))
    }
    return parts
  }
}
