/// What a XIB says about a view's own size besides its stored frame, which is only IB's last
/// layout and never an input to Auto Layout (issue 15: "intrinsic content size from content,
/// never from IB's stored frame").
public struct XIBSizing: Hashable, Sendable {
  /// A label's explicit `preferredMaxLayoutWidth`, points: the width its text wraps at when
  /// computing its intrinsic size (UIKit reference, `UILabel.preferredMaxLayoutWidth`); nil =
  /// automatic (the width Auto Layout gives the label).
  public var preferredMaxLayoutWidth: Double?
  /// IB's `placeholderIntrinsicWidth` / `…Height`, points: a design-time intrinsic size IB uses
  /// for a custom view whose real one comes from code. snapcheck cannot run that code, so it
  /// honours the placeholder as the view's intrinsic size. `infinite` (IB's "None") is nil.
  public var placeholderIntrinsicWidth: Double?
  public var placeholderIntrinsicHeight: Double?
  /// A button's `buttonType` (`system`, `roundedRect`, `custom`, `detailDisclosure`, …); nil
  /// for other views. IB leaves it out for custom buttons.
  public var buttonType: String?
  /// A button's `contentEdgeInsets` (`<inset key="contentEdgeInsets" minX minY maxX maxY>`),
  /// points, physical (left = minX).
  public var contentEdgeInsets: XIBLayoutMargins?
  /// A control's `style` attribute (an activity indicator's `medium`, `large`, `white`,
  /// `whiteLarge`, `gray`), which decides its fixed size.
  public var controlStyle: String?

  public init() {}

  /// Reads the attributes of `element` (a view element).
  static func read(_ element: XIBElement) -> XIBSizing {
    var sizing = XIBSizing()
    sizing.preferredMaxLayoutWidth = element["preferredMaxLayoutWidth"].flatMap(finite)
    sizing.placeholderIntrinsicWidth = element["placeholderIntrinsicWidth"].flatMap(finite)
    sizing.placeholderIntrinsicHeight = element["placeholderIntrinsicHeight"].flatMap(finite)
    if element.name == "button" { sizing.buttonType = element["buttonType"] ?? "custom" }
    if element.name == "activityIndicatorView" { sizing.controlStyle = element["style"] }
    if let inset = element.children.first(where: { $0.name == "inset" && $0["key"] == "contentEdgeInsets" }) {
      func value(_ name: String) -> Double { inset[name].flatMap(finite) ?? 0 }
      sizing.contentEdgeInsets = XIBLayoutMargins(top: value("minY"), leading: value("minX"), bottom: value("maxY"),
                                                  trailing: value("maxX"), isDirectional: false)
    }
    return sizing
  }

  /// A finite, non-negative number of points below 100,000 (a XIB canvas is never larger), else nil.
  private static func finite(_ text: String) -> Double? {
    guard let value = Double(text), value.isFinite, value >= 0, value < 100_000 else { return nil }
    return value
  }
}
