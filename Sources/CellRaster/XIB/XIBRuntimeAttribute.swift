/// The user-defined runtime attributes snapcheck applies (`<userDefinedRuntimeAttribute
/// keyPath=…>`), by what they set. UIKit applies them with `setValue(_:forKeyPath:)` when the
/// view is loaded, after the view's own attributes, so they win.
///
/// Key paths that reach the layer (`layer.cornerRadius`) set it directly. The bare names
/// `cornerRadius`, `borderWidth`, `borderColor` and `borderUIColor` are the IBInspectable
/// properties that custom classes and `UIView` extensions conventionally expose to forward to
/// the layer (the XIB corpus has them on BorderedContainerView, RoundedButton,
/// RoundedRectangleView, NeumorphismButton, …; a `UIColor` cannot be given to
/// `layer.borderColor`, which wants a `CGColor`, hence `borderUIColor`): snapcheck applies them
/// as the layer properties of the same name, which is what those classes do. A class that does
/// something else with them draws differently; other keys stay warnings naming the key.
///
/// `layer.borderColor` itself is not applied, as on a device: Interface Builder hands it a
/// `UIColor` where CALayer's `borderColor` takes a `CGColor`, so the layer keeps its default
/// opaque black border (the reason the `borderColor`/`borderUIColor` IBInspectables exist). It
/// is a warning that says so (`cgColorMessage`).
enum XIBRuntimeAttribute: Sendable {
  /// `layer.cornerRadius`, `cornerRadius`: points.
  case cornerRadius
  /// `layer.borderWidth`, `borderWidth`: points, drawn inside the bounds.
  case borderWidth
  /// `borderColor`, `borderUIColor`: a colour; CALayer's default is opaque black.
  case borderColor
  /// `layer.masksToBounds`, `masksToBounds`, `clipsToBounds`: YES/NO.
  case masksToBounds
  /// `alpha`, `layer.opacity`: 0–1.
  case alpha
  /// `hidden`, `isHidden`, `layer.hidden`: YES/NO.
  case hidden
  /// `tintColor`: a colour.
  case tintColor
  /// `backgroundColor`: a colour.
  case backgroundColor
  /// `textColor` (UILabel, UITextView, UITextField): a colour, for the text the view shows.
  case textColor
  /// `accessibilityIdentifier`: a string (UI tests' name for the view).
  case accessibilityIdentifier

  /// The key path a device ignores (`layer.borderColor` given a `UIColor`).
  static let cgColorKeyPath = "layer.borderColor"

  /// The warning for `cgColorKeyPath`.
  static let cgColorMessage = "runtime attribute 'layer.borderColor' is not applied, as on a device: Interface Builder passes a UIColor "
    + "where CALayer's borderColor takes a CGColor, so the border keeps CALayer's default black; set it in code or through a "
    + "borderColor/borderUIColor IBInspectable"

  /// The attribute `keyPath` sets; nil for one snapcheck does not apply.
  init?(keyPath: String) {
    switch keyPath {
    case "layer.cornerRadius", "cornerRadius": self = .cornerRadius
    case "layer.borderWidth", "borderWidth": self = .borderWidth
    case "borderColor", "borderUIColor", "layer.borderUIColor": self = .borderColor
    case "layer.masksToBounds", "masksToBounds", "clipsToBounds": self = .masksToBounds
    case "alpha", "layer.opacity": self = .alpha
    case "hidden", "isHidden", "layer.hidden": self = .hidden
    case "tintColor": self = .tintColor
    case "backgroundColor": self = .backgroundColor
    case "textColor": self = .textColor
    case "accessibilityIdentifier": self = .accessibilityIdentifier
    default: return nil
    }
  }
}
