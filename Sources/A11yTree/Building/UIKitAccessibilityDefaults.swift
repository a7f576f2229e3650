import CellRaster

/// UIKit's accessibility defaults for a laid-out view whose ``AccessibilityAttributes`` leave a
/// property nil (nil = "what UIKit does for this kind of view").
///
/// | kind | element | label | value | traits |
/// |---|---|---|---|---|
/// | label | yes, when it has text | its text | – | staticText |
/// | button | yes | its title (text) | – | button |
/// | textView | yes | – | its text | textEntry |
/// | switch | yes | – | – | button + switchButton |
/// | textField | yes | – | its text, else its placeholder (set by the XIB reader) | textEntry (+ secureTextField) |
/// | slider, pageControl | yes | – | (pageControl: "page i of n", set by the XIB reader) | adjustable |
/// | progressView | yes | – | – | updatesFrequently |
/// | imageView | no | – | – | image |
/// | view, cell, activityIndicator | no | – | – | none |
/// | segmentedControl, stepper, datePicker | no | – | – | none |
///
/// A XIB control's state-dependent values are set by the XIB reader (`XIBControlParts`): a
/// switch's "1"/"0", slider and progress percentages, an activity indicator as an element "In
/// progress" (updatesFrequently), `notEnabled` on disabled controls, a segmented control's
/// segments and a stepper's Decrement/Increment buttons as element parts.
///
/// Sources: UIKit's documented `isAccessibilityElement` defaults (standard controls and labels are
/// elements, image views and plain views are not) and the traits AccessibilitySnapshot reads from
/// UIKit controls (reference/accessibility.md §2.3–§2.4): VoiceOver reads a text field as "Text
/// Field" with "Double tap to edit", a slider and a page control as "Adjustable" with the swipe
/// hint; a progress view updates frequently. A segmented control, a stepper and a date picker are
/// containers: VoiceOver reads their segments ("Selected: A. Button. 1 of 2."), their Increment
/// and Decrement buttons and their date and time buttons (the XIB reader adds segments and stepper buttons as parts), so
/// they contribute no element. A `UILabel` without text is not treated as an element (VoiceOver
/// skips empty labels); set `isAccessibilityElement` to override.
public enum UIKitAccessibilityDefaults {
  /// `isAccessibilityElement` for `node`: the attribute if set, else the kind's default.
  public static func isAccessibilityElement(_ node: LayoutNode) -> Bool {
    if let explicit = node.accessibility.isAccessibilityElement { return explicit }
    switch node.kind {
    case .label: return !(node.text?.text ?? "").isEmpty
    case .button, .textView, .switch, .textField, .slider, .progressView, .pageControl: return true
    case .view, .imageView, .activityIndicator, .cell, .segmentedControl, .stepper, .datePicker: return false
    }
  }

  /// `accessibilityLabel`: the attribute if set, else a label's or button's text.
  public static func label(_ node: LayoutNode) -> String? {
    if let explicit = node.accessibility.label { return explicit }
    switch node.kind {
    case .label, .button: return node.text?.text
    case .view, .imageView, .textView, .switch, .activityIndicator, .cell, .textField, .segmentedControl, .slider,
         .stepper, .progressView, .pageControl, .datePicker:
      return nil
    }
  }

  /// `accessibilityValue`: the attribute if set, else a text view's text.
  public static func value(_ node: LayoutNode) -> String? {
    if let explicit = node.accessibility.value { return explicit }
    switch node.kind {
    case .textView: return node.text?.text
    case .view, .label, .imageView, .button, .switch, .activityIndicator, .cell, .textField, .segmentedControl, .slider,
         .stepper, .progressView, .pageControl, .datePicker:
      return nil
    }
  }

  /// `accessibilityTraits`: the attribute if set, else the kind's default traits.
  public static func traits(_ node: LayoutNode) -> AccessibilityTraits {
    if let explicit = node.accessibility.traits { return explicit }
    switch node.kind {
    case .label: return .staticText
    case .button: return .button
    case .imageView: return .image
    case .switch: return [.button, .switchButton]
    case .textView, .textField: return .textEntry
    case .slider, .pageControl: return .adjustable
    case .progressView: return .updatesFrequently
    case .view, .activityIndicator, .cell, .segmentedControl, .stepper, .datePicker: return []
    }
  }

  /// `accessibilityFrame` in root coordinates, points: the override if set, else the view's frame;
  /// non-finite components give the zero rectangle (reference/accessibility.md §2.6).
  public static func frame(_ node: LayoutNode) -> Rect {
    FrameCoding.finite(node.accessibility.frame ?? node.frame)
  }
}
