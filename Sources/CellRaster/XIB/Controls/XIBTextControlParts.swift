/// Where `XIBNodeBuilder` adds the parts of the text controls: text fields
/// (`XIBTextFieldParts`), compact date pickers (`XIBDatePickerParts`) and picker views
/// (`XIBPickerViewParts`). Buttons lay out their content in `XIBButtonParts`.
extension XIBNodeBuilder {
  func addTextControlParts(_ view: XIBView, _ node: inout LayoutNode) {
    switch view.kind {
    case .textField:
      XIBTextFieldParts.add(view, to: &node, environment: environment, alignment: alignment)
    case .datePicker:
      try? XIBDatePickerParts.add(view, to: &node, environment: environment, measurer: measurer)
    case .view where view.element == "pickerView":
      XIBPickerViewParts.add(to: &node, appearance: environment.appearance)
    default:
      break
    }
  }
}

/// A `UITextView`'s text position: its `textContainerInset` (UIKit's default 8 pt top and
/// bottom, 0 at the sides) plus the text container's `lineFragmentPadding` (5 pt) at each side
/// (UIKit `UITextView.textContainerInset`, TextKit `NSTextContainer.lineFragmentPadding`), so the
/// first line's ink starts 5 pt in and 8 pt down, as on a device.
enum XIBTextViewInsets {
  static func insets(_ view: XIBView) -> EdgeInsets {
    let inset = view.sizing.textControl.textContainerInset ?? XIBTextControlStyle.textContainerInset
    let padding = XIBTextControlStyle.lineFragmentPadding
    return EdgeInsets(top: inset.top, left: inset.left + padding, bottom: inset.bottom, right: inset.right + padding)
  }
}
