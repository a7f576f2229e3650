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
/// | imageView | no | – | – | image |
/// | view, cell, activityIndicator | no | – | – | none |
///
/// Sources: UIKit's documented `isAccessibilityElement` defaults (standard controls and labels are
/// elements, image views and plain views are not) and the traits AccessibilitySnapshot reads from
/// UIKit controls (reference/accessibility.md §2.3–§2.4). A `UILabel` without text is not treated
/// as an element (VoiceOver skips empty labels); set `isAccessibilityElement` to override.
public enum UIKitAccessibilityDefaults {
  /// `isAccessibilityElement` for `node`: the attribute if set, else the kind's default.
  public static func isAccessibilityElement(_ node: LayoutNode) -> Bool {
    if let explicit = node.accessibility.isAccessibilityElement { return explicit }
    switch node.kind {
    case .label: return !(node.text?.text ?? "").isEmpty
    case .button, .textView, .switch: return true
    case .view, .imageView, .activityIndicator, .cell: return false
    }
  }

  /// `accessibilityLabel`: the attribute if set, else a label's or button's text.
  public static func label(_ node: LayoutNode) -> String? {
    if let explicit = node.accessibility.label { return explicit }
    switch node.kind {
    case .label, .button: return node.text?.text
    case .view, .imageView, .textView, .switch, .activityIndicator, .cell: return nil
    }
  }

  /// `accessibilityValue`: the attribute if set, else a text view's text.
  public static func value(_ node: LayoutNode) -> String? {
    if let explicit = node.accessibility.value { return explicit }
    switch node.kind {
    case .textView: return node.text?.text
    case .view, .label, .imageView, .button, .switch, .activityIndicator, .cell: return nil
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
    case .textView: return .textEntry
    case .view, .activityIndicator, .cell: return []
    }
  }

  /// `accessibilityFrame` in root coordinates, points: the override if set, else the view's frame;
  /// non-finite components give the zero rectangle (reference/accessibility.md §2.6).
  public static func frame(_ node: LayoutNode) -> Rect {
    FrameCoding.finite(node.accessibility.frame ?? node.frame)
  }
}
