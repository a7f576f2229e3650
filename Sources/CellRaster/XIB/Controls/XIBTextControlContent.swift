/// What a XIB says about how a button, text view or date picker draws beyond its size
/// (`XIBSizing` keeps the size inputs): the button's state and legacy insets, a configuration's
/// corner style, colours and subtitle, a text view's container inset. Read by
/// `XIBTextControlParsing`, drawn by `XIBButtonParts` and `XIBNodeBuilder`.
public struct XIBTextControlContent: Hashable, Sendable {
  /// `enabled="NO"` makes this false (UIKit's default: enabled).
  public var isEnabled = true
  /// `selected="YES"`, `highlighted="YES"`: the state whose title, image and colours show.
  public var isSelected = false
  public var isHighlighted = false
  /// A button's `contentHorizontalAlignment` (`center`, UIKit's default, `left`, `right`,
  /// `leading`, `trailing`, `fill`): where its image and title sit together.
  public var contentHorizontalAlignment = "center"
  /// A legacy button's `titleEdgeInsets` and `imageEdgeInsets` (`<inset key="…" minX minY
  /// maxX maxY>`), points, physical (left = minX); nil when absent or all zero.
  public var titleEdgeInsets: EdgeInsets?
  public var imageEdgeInsets: EdgeInsets?
  /// A configuration's `cornerStyle` (`dynamic`, the default, `fixed`, `small`, `medium`,
  /// `large`, `capsule`).
  public var cornerStyle: String?
  /// A configuration's `subtitle`; empty = none.
  public var subtitle = ""
  /// A configuration's `titlePadding` (points between title and subtitle; UIKit's default 0).
  public var titlePadding = 0.0
  /// The colour a button's title and template image are drawn in, as its state and
  /// configuration resolve it (`XIBButtonContentParsing`); nil for other views.
  public var foregroundColor: DynamicColor?
  /// A text view's `textContainerInset`, points, physical; nil = UIKit's default (8, 0, 8, 0).
  public var textContainerInset: EdgeInsets?

  public init() {}
}
