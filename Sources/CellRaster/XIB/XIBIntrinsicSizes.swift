/// Intrinsic content sizes of XIB views, from their content as UIKit computes them, never from
/// the frames IB stored (those are IB's last layout, an oracle to test against, not an input):
///
/// - **Labels**: the text (the bound one, else the XIB's) measured in the label's font at the
///   variant's content size category, with its `numberOfLines`; a label with more than one line
///   wraps at its explicit `preferredMaxLayoutWidth`, else (automatic, UIKit's default) at the
///   width Auto Layout gives it (`wrapWidths`, the second layout pass), and as one line before
///   that is known. An empty label is 0 × 0 (UIKit reference, `UILabel.intrinsicContentSize`).
///   Sizes are rounded up to the pixel grid, as UIKit rounds text sizes.
/// - **Buttons**: title and image side by side plus `contentEdgeInsets`; a titled button is
///   12 pt taller than its title line (UIKit's default system button, "Button" in system 15 pt,
///   is 46 × 30 in Interface Builder: an 18 pt line plus 6 above and below). A button with a
///   `UIButton.Configuration` is its content insets (7/12/7/12 at the medium size) around the
///   image, `imagePadding` and title line (`XIBButtonConfiguration`).
/// - **Image views**: the image's point size (a bound PNG: its pixels, divided by the scale its
///   name says with `@2x`/`@3x`; a XIB image: the size in the document's `<resources>`); no
///   image, no intrinsic size.
/// - **Switches** 51 × 31 (a 49 × 31 alignment rectangle) and **activity indicators** 20 × 20
///   (37 × 37 for the large styles): UIKit's fixed sizes (UIKit reference; iOS 7 and later).
/// - **Other controls**: UIKit's iOS 17 defaults, in `XIBControlMetrics` with the source of
///   every number (text fields, segmented controls, sliders, steppers, progress views, page
///   controls, date pickers).
/// - A view with IB's `placeholderIntrinsicWidth`/`Height` takes that size: the file says so,
///   and the real one comes from code snapcheck cannot run.
///
/// Plain views and stack views have none.
enum XIBIntrinsicSizes {
  /// `UISwitch`'s alignment rectangle, points: its frame is 51 × 31 and extends 2 pt beyond it
  /// on the trailing side (`switchAlignmentInsets`). Measured on the public XIB corpus, whose
  /// stored frames are UIKit's: appcenter's switch pinned to the trailing margin at 359 has its
  /// frame end at 361, dashwallet's at 357 ends at 359.
  static let switchSize = Size(width: 49, height: 31)
  /// `UISwitch`'s alignment rect insets (trailing 2 pt), see `switchSize`.
  static let switchAlignmentInsets = XIBLayoutMargins(top: 0, leading: 0, bottom: 0, trailing: 2, isDirectional: true)

  /// `UISlider`'s alignment rect insets: its frame extends 2 pt beyond the alignment rectangle
  /// on each side horizontally. Measured on the public XIB corpus: quickblox SettingSliderCell's
  /// slider, pinned 28 pt from the leading edge and 27 pt from the trailing edge of a 375 pt
  /// content view, is stored at x 26 with width 324 (ending at 350 = 375 − 27 + 2).
  static let sliderAlignmentInsets = XIBLayoutMargins(top: 0, leading: 2, bottom: 0, trailing: 2, isDirectional: true)

  /// Alignment rect insets of the views that have them (switches, sliders).
  static func alignmentInsets(_ root: XIBView) -> [String: XIBLayoutMargins] {
    var result: [String: XIBLayoutMargins] = [:]
    for view in root.allViews where !view.translatesAutoresizingMaskIntoConstraints {
      switch view.kind {
      case .switch: result[view.id] = switchAlignmentInsets
      case .slider: result[view.id] = sliderAlignmentInsets
      default: break
      }
    }
    return result
  }
  /// `UIActivityIndicatorView`'s medium and large sizes, points.
  static let activityIndicatorSize = 20.0, largeActivityIndicatorSize = 37.0
  /// The extra height of a titled `UIButton` over its title line, points (see above).
  static let buttonTitlePadding = 12.0

  /// The inputs that do not change between layout passes.
  struct Inputs {
    var document: XIBDocument
    /// view id → the text the spec bound.
    var boundTexts: [String: String]
    /// view id → the point size of an image the spec bound.
    var boundImageSizes: [String: Size]
    var category: ContentSizeCategory
    var measurer: any TextMeasuring
    /// Pixels per point: sizes round up to this grid.
    var scale: Int
  }

  /// Labels whose intrinsic height depends on the width they are laid out at: more than one
  /// line and an automatic `preferredMaxLayoutWidth`.
  static func wrappingLabels(_ root: XIBView) -> [String] {
    root.allViews.filter { view in
      view.kind == .label && !view.translatesAutoresizingMaskIntoConstraints && (view.text?.numberOfLines ?? 1) != 1
        && view.sizing.preferredMaxLayoutWidth == nil
    }.map(\.id)
  }

  /// Every view's intrinsic size.
  /// - Parameter wrapWidths: the laid-out widths of `wrappingLabels` (empty in the first pass).
  /// - Throws: what the measurer throws (text the pinned fonts cannot draw).
  static func sizes(_ root: XIBView, _ inputs: Inputs, wrapWidths: [String: Double] = [:]) throws
    -> [String: (width: Double?, height: Double?)] {
    var result: [String: (width: Double?, height: Double?)] = [:]
    for view in root.allViews where !view.translatesAutoresizingMaskIntoConstraints {
      var size = try contentSize(view, inputs, wrapWidth: wrapWidths[view.id])
      if let width = view.sizing.placeholderIntrinsicWidth { size = (width, size?.height ?? nil) }
      if let height = view.sizing.placeholderIntrinsicHeight { size = (size?.width ?? nil, height) }
      if let size { result[view.id] = size }
    }
    return result
  }

  private static func contentSize(_ view: XIBView, _ inputs: Inputs, wrapWidth: Double?) throws -> (width: Double?, height: Double?)? {
    switch view.kind {
    case .label:
      guard let text = view.text else { return nil }
      let string = inputs.boundTexts[view.id] ?? text.text
      guard !string.isEmpty else { return (0, 0) }
      let lines = text.numberOfLines
      let wrap = lines == 1 ? nil : (view.sizing.preferredMaxLayoutWidth ?? wrapWidth)
      let metrics = try inputs.measurer.measure(string, font: XIBNodeBuilder.font(text, category: inputs.category),
                                                runs: text.runs.map { $0.resolved(at: inputs.category) }, lineSpacing: text.lineSpacing,
                                                width: wrap, numberOfLines: wrap == nil ? 1 : lines,
                                                lineBreakMode: text.lineBreakMode)
      return (roundUp(metrics.size.width, inputs.scale), roundUp(metrics.size.height, inputs.scale))
    case .button where view.sizing.buttonConfiguration != nil:
      return try configuredButtonSize(view, view.sizing.buttonConfiguration ?? XIBButtonConfiguration(), inputs)
    case .button:
      let title = inputs.boundTexts[view.id] ?? view.text?.text ?? ""
      var width = 0.0, height = 0.0
      if !title.isEmpty, let text = view.text {
        let metrics = try inputs.measurer.measure(title, font: XIBNodeBuilder.font(text, category: inputs.category),
                                                  width: nil, numberOfLines: 1)
        width = roundUp(metrics.size.width, inputs.scale)
        height = roundUp(metrics.size.height, inputs.scale) + buttonTitlePadding
      }
      if let image = imageSize(view, inputs) {
        width += image.width
        height = max(height, image.height)
      }
      let insets = view.sizing.contentEdgeInsets
      return (width + (insets?.leading ?? 0) + (insets?.trailing ?? 0), height + (insets?.top ?? 0) + (insets?.bottom ?? 0))
    case .imageView:
      return imageSize(view, inputs).map { ($0.width, $0.height) }
    case .switch:
      return (switchSize.width, switchSize.height)
    case .activityIndicator:
      let large = ["large", "whiteLarge"].contains(view.sizing.controlStyle ?? "")
      let side = large ? largeActivityIndicatorSize : activityIndicatorSize
      return (side, side)
    case .textField, .segmentedControl, .slider, .stepper, .progressView, .pageControl, .datePicker:
      return try XIBControlMetrics.size(view, category: inputs.category, scale: inputs.scale) { text, font in
        try inputs.measurer.measure(text, font: font, width: nil, numberOfLines: 1).size
      }
    case .view, .cell, .textView:
      return nil
    }
  }

  /// First and last baselines of labels and titled buttons as offsets from the view's vertical
  /// centre, points (a label draws its text centred vertically), for baseline constraints and
  /// baseline stack alignment. Measured as `sizes` measures: a multi-line label wraps at its
  /// `preferredMaxLayoutWidth`, else at its width in `wrapWidths` (the second layout pass), else
  /// is one line; so a label that wraps to two lines has its first baseline half a line higher
  /// above its centre than a one-line label.
  /// - Parameter only: the views to measure (nil: every label and button); the second layout
  ///   pass needs only the wrapping labels again.
  /// - Throws: what the measurer throws.
  static func baselines(_ root: XIBView, _ inputs: Inputs, wrapWidths: [String: Double] = [:],
                        only: Set<String>? = nil) throws -> [String: (first: Double, last: Double)] {
    var result: [String: (first: Double, last: Double)] = [:]
    for view in root.allViews where (view.kind == .label || view.kind == .button) && only.map({ $0.contains(view.id) }) ?? true {
      guard let text = view.text else { continue }
      let string = inputs.boundTexts[view.id] ?? text.text
      guard !string.isEmpty else { continue }
      let wrap = text.numberOfLines == 1 || view.kind == .button ? nil
        : (view.sizing.preferredMaxLayoutWidth ?? wrapWidths[view.id])
      let metrics = try inputs.measurer.measure(string, font: XIBNodeBuilder.font(text, category: inputs.category),
                                                runs: text.runs.map { $0.resolved(at: inputs.category) }, lineSpacing: text.lineSpacing,
                                                width: wrap, numberOfLines: wrap == nil ? 1 : text.numberOfLines,
                                                lineBreakMode: view.kind == .button ? .byTruncatingTail : text.lineBreakMode)
      let lines = Double(max(metrics.lineCount, 1))
      let first = metrics.firstBaseline - metrics.size.height / 2
      result[view.id] = (first, first + (lines - 1) * metrics.size.height / lines)
    }
    return result
  }

  /// The point size of the view's image: the bound one, else the document's resource size.
  /// A button with a `UIButton.Configuration`: the content insets around the image, the
  /// `imagePadding` and the title line, side by side (image placement leading or trailing) or
  /// stacked (top or bottom).
  /// The title line is the title font's line height, rounded up to the pixel grid.
  private static func configuredButtonSize(_ view: XIBView, _ configuration: XIBButtonConfiguration, _ inputs: Inputs) throws
    -> (width: Double?, height: Double?) {
    let title = inputs.boundTexts[view.id] ?? view.text?.text ?? ""
    var width = 0.0, height = 0.0
    if !title.isEmpty {
      let font = view.text.map { XIBNodeBuilder.font($0, category: inputs.category) }
        ?? configuration.font.descriptor(at: inputs.category)
      // Every line of the title (hard line breaks; the title is not wrapped at a width here).
      let metrics = try inputs.measurer.measure(title, font: font, width: nil, numberOfLines: 0)
      width = roundUp(metrics.size.width, inputs.scale)
      height = roundUp(metrics.size.height, inputs.scale)
    }
    if let image = imageSize(view, inputs) {
      let padding = title.isEmpty ? 0 : configuration.imagePadding
      if configuration.imagePlacement == "top" || configuration.imagePlacement == "bottom" {
        width = max(width, image.width)
        height += image.height + padding
      } else {
        width += image.width + padding
        height = max(height, image.height)
      }
    }
    let insets = configuration.contentInsets
    return (width + insets.leading + insets.trailing, height + insets.top + insets.bottom)
  }

  private static func imageSize(_ view: XIBView, _ inputs: Inputs) -> Size? {
    if let bound = inputs.boundImageSizes[view.id] { return bound }
    return XIBSymbolImageSize.imageSize(view, document: inputs.document, category: inputs.category)
  }

  /// `value` rounded up to the pixel grid (1e-6 pt of slack for measurement noise).
  static func roundUp(_ value: Double, _ scale: Int) -> Double {
    let s = Double(max(scale, 1))
    return ((value - 1e-6) * s).rounded(.up) / s
  }
}
