/// The layout margins UIKit actually uses for views whose margins depend on where they sit:
///
/// - **`preservesSuperviewLayoutMargins`**: "the superview's margins are also considered when
///   laying out content. This margin affects layouts where the distance between the edge of a
///   view and its superview is smaller than the corresponding margin" (UIKit reference,
///   `UIView.preservesSuperviewLayoutMargins`). Per edge, the view's margin is the larger of its
///   own and the part of the superview's (effective) margin it overlaps: superview margin minus
///   the distance between the two edges, never below the view's own.
/// - **`layoutMarginsFollowReadableWidth`**: the margins widen so that the space between them is
///   at most the readable content width, centred (UIKit reference,
///   `UIView.layoutMarginsFollowReadableWidth`, `readableContentGuide`).
/// - **`insetsLayoutMarginsFromSafeArea`** (default true) adds the safe-area insets to the
///   margins; a cell in a list has none in portrait (`XIBLayoutGuide`), so it changes nothing.
///
/// Both depend on the solved frames, as in UIKit, which applies them in its next layout pass:
/// `XIBCellLayout` solves, computes the margins here from the frames, and solves again when they
/// changed. Views without either flag keep their declared margins.
enum XIBEffectiveMargins {
  /// The readable content width at a content size category, points: 672 pt at the default
  /// (Large) size ([UYL] and [SAPGL] "Readable Regular Width 672pt", reference/fiori-cells.md §4),
  /// scaled at other sizes in proportion to the body font (UIKit derives it from the body
  /// font's size; the proportional rule is snapcheck's, no reference lists the other widths).
  static func readableWidth(_ category: ContentSizeCategory) -> Double {
    672 * TextStyle.body.pointSize(at: category) / TextStyle.body.pointSize(at: .large)
  }

  /// Directional margins (top, leading, bottom, trailing) of `margins` in the layout direction.
  static func directional(_ margins: XIBLayoutMargins, isRightToLeft: Bool) -> XIBLayoutMargins {
    if margins.isDirectional || !isRightToLeft {
      return XIBLayoutMargins(top: margins.top, leading: margins.leading, bottom: margins.bottom,
                              trailing: margins.trailing, isDirectional: true)
    }
    return XIBLayoutMargins(top: margins.top, leading: margins.trailing, bottom: margins.bottom,
                            trailing: margins.leading, isDirectional: true)
  }

  /// The margins to lay the views out with, for the views whose effective margins differ from
  /// the declared ones (by more than 0.001 pt), directional.
  /// - Parameters:
  ///   - frames: solved frames in root coordinates (physical x), points.
  ///   - contentViewMargins: the system margins of a content view that declares none.
  static func adjustments(_ root: XIBView, frames: [String: Rect], contentViewMargins: XIBLayoutMargins,
                          category: ContentSizeCategory, isRightToLeft: Bool) -> [String: XIBLayoutMargins] {
    var result: [String: XIBLayoutMargins] = [:]
    let readable = readableWidth(category)
    func declared(_ view: XIBView) -> XIBLayoutMargins {
      directional(view.layoutMargins ?? (view.isContentView ? contentViewMargins : .uiKitDefault), isRightToLeft: isRightToLeft)
    }
    func visit(_ view: XIBView, parent: (frame: Rect, margins: XIBLayoutMargins)?) {
      let own = declared(view)
      var effective = own
      let frame = frames[view.id]
      if let frame {
        if view.preservesSuperviewLayoutMargins, let parent {
          let leadingInset = isRightToLeft ? parent.frame.maxX - frame.maxX : frame.minX - parent.frame.minX
          let trailingInset = isRightToLeft ? frame.minX - parent.frame.minX : parent.frame.maxX - frame.maxX
          effective.top = max(own.top, parent.margins.top - (frame.minY - parent.frame.minY))
          effective.bottom = max(own.bottom, parent.margins.bottom - (parent.frame.maxY - frame.maxY))
          effective.leading = max(own.leading, parent.margins.leading - leadingInset)
          effective.trailing = max(own.trailing, parent.margins.trailing - trailingInset)
        }
        if view.layoutMarginsFollowReadableWidth {
          let side = (frame.width - readable) / 2
          effective.leading = max(effective.leading, side)
          effective.trailing = max(effective.trailing, side)
        }
        let moved = [(effective.top, own.top), (effective.leading, own.leading), (effective.bottom, own.bottom),
                     (effective.trailing, own.trailing)].contains { abs($0.0 - $0.1) > 0.001 }
        if moved { result[view.id] = effective }
      }
      for subview in view.subviews {
        visit(subview, parent: frame.map { ($0, effective) })
      }
    }
    visit(root, parent: nil)
    return result
  }
}
