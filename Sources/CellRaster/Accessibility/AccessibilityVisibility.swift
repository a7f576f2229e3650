/// Whether VoiceOver can see a view by its opacity: UIKit's hit-testing cut-off.
/// `hitTest(_:with:)` ignores views "that have an alpha level less than 0.01" (UIKit's
/// `UIView.hitTest` documentation), and VoiceOver skips them and their subviews. 0.01 itself is
/// visible.
///
/// The opacity tested is the effective one: the view's `alpha` times the `alpha` of every ancestor,
/// as the renderer composites it (each view is drawn as a group at its alpha) and as the audits
/// compute it (`VisibleNode.opacity`). `layer.opacity` is the same value as `alpha` in UIKit (a
/// view's `alpha` is its layer's opacity), so it is not multiplied in a second time.
public enum AccessibilityVisibility {
  /// The lowest effective alpha VoiceOver sees: 0.01 (visible at exactly 0.01; hidden below).
  public static let minimumAlpha = 0.01

  /// True when a view drawn at `effectiveAlpha` (0–1, the product down its ancestor chain) is
  /// visible to VoiceOver: `effectiveAlpha >= 0.01`. NaN is hidden.
  public static func isVisible(effectiveAlpha: Double) -> Bool {
    effectiveAlpha >= minimumAlpha
  }
}
