/// The side-by-side composite written with a failed comparison: reference | diff | actual, left to
/// right, top-aligned, separated by `gap` transparent columns; areas below a shorter image are
/// transparent. Size: (sum of the three widths + 2 · gap) × (the largest height).
public enum SideBySide {
  /// Default gap between the panels, in pixels: 4.
  public static let defaultGap = 4

  /// Composes the three panels into one image.
  public static func compose(reference: RGBAImage, diff: RGBAImage, actual: RGBAImage, gap: Int = defaultGap) -> RGBAImage {
    let gap = max(gap, 0)
    let panels = [reference, diff, actual]
    let width = panels.reduce(0) { $0 + $1.width } + 2 * gap
    let height = panels.map(\.height).max() ?? 0
    var canvas = RGBAImage(width: width, height: height)
    var left = 0
    for panel in panels {
      for y in 0..<panel.height {
        let source = y * panel.width * 4, target = (y * width + left) * 4
        canvas.pixels.replaceSubrange(target..<(target + panel.width * 4),
                                      with: panel.pixels[source..<(source + panel.width * 4)])
      }
      left += panel.width + gap
    }
    return canvas
  }
}
