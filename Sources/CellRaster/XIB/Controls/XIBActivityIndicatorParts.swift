/// `UIActivityIndicatorView` as one static frame of its spinning spokes (`Symbol.activityIndicator`:
/// the spoke at 12 o'clock brightest), 20 pt for the `medium`, `white` and `gray` styles and 37 pt
/// for `large` and `whiteLarge` (`XIBIntrinsicSizes.activityIndicatorSize`), centred in the view.
/// A stopped indicator with `hidesWhenStopped="YES"` is hidden (`XIBControlParts`), after layout:
/// a stack view keeps its place, where UIKit's would close the gap (the corpus's two indicators
/// are `hidden="YES"` in the XIB, which the layout does honour).
enum XIBActivityIndicatorParts {
  /// Parts: `.spokes`, in `color`, else white for `white`/`whiteLarge`, else systemGray
  /// (`XIBControlPalette.activityIndicator`).
  static func parts(_ node: LayoutNode, _ control: XIBControl, style: String?, palette: XIBControlPalette) -> [LayoutNode] {
    let large = style == "large" || style == "whiteLarge"
    let side = large ? XIBIntrinsicSizes.largeActivityIndicatorSize : XIBIntrinsicSizes.activityIndicatorSize
    let white = style == "white" || style == "whiteLarge"
    let color = control.resolvedColors["color"] ?? (white ? .white : palette.activityIndicator)
    let f = node.frame
    return [LayoutNode(id: node.id + ".spokes", kind: .imageView,
                       frame: Rect(x: f.midX - side / 2, y: f.midY - side / 2, width: side, height: side),
                       image: ImageContent(source: .symbol(Symbol.activityIndicator.rawValue), tint: color),
                       accessibility: XIBControlParts.notElement)]
  }
}
