/// Which views have a size that depends on text measurement, so that a font other than Apple's
/// (snapcheck's pinned Inter, or no font at all in tests) can move them.
///
/// A simple approximation, on purpose: a view is text-dependent when it shows text itself
/// (a label, a button with a title, a text field, a text view) or when it is a stack view or a
/// plain container whose visible subtree holds such a view. The cell and its content view are
/// never text-dependent (the cell sizes them). Views placed next to a label (whose position but
/// not size follows the text) count as text-independent.
public enum XIBOracleTextDependence {
  /// Elements that show text of their own (`textField` is read as a plain view, without text).
  static let textElements: Set<String> = ["label", "textField", "textView"]

  /// True when `view` itself shows text.
  public static func showsText(_ view: XIBView) -> Bool {
    switch view.kind {
    case .label, .textView: return true
    case .button: return !(view.text?.text ?? "").isEmpty
    default: return textElements.contains(view.element)
    }
  }

  /// True when `view`'s size depends on text (see the type's description).
  public static func isTextDependent(_ view: XIBView) -> Bool {
    if view.isHidden || view.isContentView || view.kind == .cell { return false }
    if showsText(view) { return true }
    guard view.kind == .view else { return false }
    return view.subviews.contains { !$0.isHidden && (showsText($0) || isTextDependent($0)) }
  }
}
