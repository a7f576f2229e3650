/// Intrinsic content sizes of XIB views.
///
/// Choice (documented here, tested in XIBAutoLayoutTests): a view's intrinsic size is the size IB
/// stored for it, which IB measured with Apple's fonts (SF, Helvetica Neue, …), plus the change
/// in the pinned font's measurement when the spec binds another text. At the texts stored in the
/// XIB the solved frames therefore equal IB's at the canvas width (the test oracle), and a bound
/// text grows or shrinks the view by exactly its own length difference. Views with intrinsic
/// sizes: labels, buttons, image views with an image (the `<resources>` size when known),
/// switches and activity indicators; plain views, stack views and text views have none.
///
/// One exception keeps text readable: a label is never narrower than its text needs in the
/// pinned font (one line), because Inter is wider than most fonts IB measured with
/// (BrowsingMenuEntryViewCell's "Label" is 41 pt in ProximaNova 17 and would wrap in Inter).
enum XIBIntrinsicSizes {
  /// - Parameters:
  ///   - boundTexts: view id → the text the spec bound (the original is in the view).
  ///   - boundImages: ids of views given an image by the spec.
  /// - Throws: what `measurer` throws (text the pinned fonts cannot draw).
  static func sizes(_ root: XIBView, document: XIBDocument, boundTexts: [String: String], boundImages: Set<String>,
                    category: ContentSizeCategory, measurer: any TextMeasuring) throws -> [String: (width: Double?, height: Double?)] {
    var result: [String: (width: Double?, height: Double?)] = [:]
    for view in root.allViews where !view.translatesAutoresizingMaskIntoConstraints {
      switch view.kind {
      case .label, .button:
        var size = view.frame.size
        if let text = view.text, let bound = boundTexts[view.id], bound != text.text {
          let font = XIBNodeBuilder.font(text, category: category)
          let wrapWidth: Double? = text.numberOfLines == 1 ? nil : view.frame.width
          let old = try measurer.measure(text.text, font: font, width: wrapWidth, numberOfLines: text.numberOfLines)
          let new = try measurer.measure(bound, font: font, width: wrapWidth, numberOfLines: text.numberOfLines)
          size.width = max(0, size.width + new.size.width - old.size.width)
          size.height = max(0, size.height + new.size.height - old.size.height)
        }
        if view.kind == .label, let text = view.text {
          let natural = try measurer.measure(boundTexts[view.id] ?? text.text, font: XIBNodeBuilder.font(text, category: category),
                                             width: nil, numberOfLines: 1)
          size.width = max(size.width, natural.size.width.rounded(.up))
        }
        result[view.id] = (size.width, size.height)
      case .imageView:
        if boundImages.contains(view.id) {
          result[view.id] = (view.frame.width, view.frame.height)
        } else if let name = view.imageName {
          let size = document.imageSizes[name] ?? view.frame.size
          result[view.id] = (size.width, size.height)
        }
      case .switch, .activityIndicator:
        result[view.id] = (view.frame.width, view.frame.height)
      case .view, .cell, .textView:
        break
      }
    }
    return result
  }
}
