/// What a XIB says about the state and colours of a UIKit control (switch, segmented control,
/// slider, stepper, progress view, activity indicator, page control) or about a table view
/// cell's accessory area, as `XIBControlParts` draws it. Colours are as written (light values);
/// nil means UIKit's default (`XIBControlPalette`).
public struct XIBControl: Hashable, Sendable {
  /// `enabled="NO"` makes it false: the control is dimmed and gets the `notEnabled` trait.
  public var isEnabled = true
  /// A switch's `on` (UIKit's default NO).
  public var isOn = false
  /// A segmented control's `selectedSegmentIndex`; -1 (UIKit's `noSegment`, the default) or an
  /// index of a segment.
  public var selectedSegmentIndex = -1
  /// `value` of a slider (UIKit default 0.5) or stepper (default 0), and their range: a slider's
  /// `minValue`/`maxValue` (default 0–1), a stepper's `minimumValue`/`maximumValue` (default 0–100).
  public var value: Double?
  public var minimumValue: Double?
  public var maximumValue: Double?
  /// A progress view's `progress`, 0–1 (default 0), and `progressViewStyle` (`default`, `bar`).
  public var progress = 0.0
  public var progressViewStyle = "default"
  /// An activity indicator's `animating` and `hidesWhenStopped` (UIKit's default YES, which IB
  /// writes as `hidesWhenStopped="YES"`; an IB indicator without the attribute does not hide).
  public var isAnimating = false
  public var hidesWhenStopped = false
  /// Colours by their UIKit property names: `onTintColor`, `thumbTintColor`,
  /// `selectedSegmentTintColor`, `minimumTrackTintColor`, `maximumTrackTintColor`,
  /// `progressTintColor`, `trackTintColor`, `color` (activity indicator),
  /// `pageIndicatorTintColor`, `currentPageIndicatorTintColor`.
  /// Light/dark, as the XIB gives them.
  public var colors: [String: DynamicColor] = [:]
  /// `colors` resolved for the variant's appearance (`XIBControlParts.add` sets them before the
  /// parts are built); empty until then.
  public var resolvedColors: [String: Color] = [:]
  /// A table view cell's `accessoryType` (`disclosureIndicator`, `checkmark`, `detailButton`,
  /// `detailDisclosureButton`); nil for none.
  public var accessoryType: String?
  /// A table view cell's `<inset key="separatorInset">`, points: `left` is minX, `right` maxX
  /// (applied as leading and trailing, as UIKit mirrors it); nil = the table's default.
  public var separatorInset: EdgeInsets?

  public init() {}
}
