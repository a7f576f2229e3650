/// One view of a XIB, as stored: its UIKit base class, IB frame, layout inputs, drawing
/// attributes, accessibility configuration and subviews (fiori-cells.md §7 "Views").
public struct XIBView: Hashable, Sendable {
  /// The XIB object id (`gKQ-Nf-GwH`); content views without one get "contentView".
  public var id: String
  /// The element name as written (`label`, `tableViewCellContentView`, …).
  public var element: String
  /// The UIKit class it is drawn as; custom classes fall back to the element's base class.
  public var kind: ViewKind
  /// `customClass`, if any (informational; never instantiated).
  public var customClass: String?
  /// `userLabel`, if any.
  public var userLabel: String?
  /// `<rect key="frame">` in the superview's coordinates, points: IB's last solved frame.
  public var frame: Rect
  /// False when the element has no `<rect key="frame">` (then `frame` is zero).
  public var hasStoredFrame = true
  /// True unless `translatesAutoresizingMaskIntoConstraints="NO"`.
  public var translatesAutoresizingMaskIntoConstraints: Bool
  /// `<autoresizingMask>`; empty when absent.
  public var autoresizingMask: AutoresizingMask
  /// True for the cell's `contentView`, which the cell sizes itself.
  public var isContentView: Bool
  public var isHidden: Bool
  /// `misplaced="YES"`: IB's stored frame is not the solution of the view's constraints (the
  /// canvas shows it misplaced), so the frame is no oracle for layout tests.
  public var isMisplaced: Bool
  /// `ambiguous="YES"`: IB found the view's constraints ambiguous; its stored frame is one of
  /// several solutions.
  public var isAmbiguous: Bool
  /// 0–1; default 1.
  public var alpha: Double
  public var clipsToBounds: Bool
  /// `backgroundColor`, light and dark; nil = none (clear).
  public var backgroundColor: DynamicColor?
  /// `tintColor`, light and dark; nil = inherited (the system tint at the root).
  public var tintColor: DynamicColor?
  /// `layer.cornerRadius` runtime attribute (or `cornerRadius`), points.
  public var cornerRadius: Double
  /// `layer.borderWidth` runtime attribute (or `borderWidth`), points.
  public var borderWidth: Double
  /// `layer.borderColor` runtime attribute (or `borderColor`, `borderUIColor`); nil =
  /// CALayer's default, opaque black.
  public var borderColor: DynamicColor?
  /// Explicit margins, or nil for UIKit's default 8 pt.
  public var layoutMargins: XIBLayoutMargins?
  /// `preservesSuperviewLayoutMargins`; default false (IB writes `YES` only). See
  /// `XIBEffectiveMargins`.
  public var preservesSuperviewLayoutMargins: Bool
  /// `layoutMarginsFollowReadableWidth`; default false. See `XIBEffectiveMargins`.
  public var layoutMarginsFollowReadableWidth: Bool
  /// `insetsLayoutMarginsFromSafeArea`; default true (IB writes `NO` only). A cell in a list has
  /// no safe-area insets in portrait, so only IB's canvas (`XIBCanvasMargins`) uses it.
  public var insetsLayoutMarginsFromSafeArea: Bool
  /// Content hugging (horizontal, vertical); IB's default 250, labels written as 251.
  public var hugging: (horizontal: Double, vertical: Double)
  /// Compression resistance (horizontal, vertical); default 750.
  public var compressionResistance: (horizontal: Double, vertical: Double)
  /// Label text, button title (normal state) or text view text.
  public var text: XIBText?
  /// Image name (image view `image`, button normal-state `image`).
  public var imageName: String?
  /// `contentMode`, mapped to the modes snapcheck draws.
  public var contentMode: ContentMode
  /// Stack view configuration, for `stackView` elements.
  public var stack: XIBStack?
  /// What the XIB says about the view's own size (explicit wrap width, placeholder intrinsic
  /// size, button type and insets).
  public var sizing: XIBSizing
  /// A control's state and colours, or a table view cell's accessory and separator inset
  /// (`XIBControl`); nil for other views.
  public var control: XIBControl?
  /// The accessibility configuration; nil fields keep UIKit's defaults.
  public var accessibility: AccessibilityAttributes
  /// The view's `<constraints>` list. In `XIBDocument.sourceRoot` every constraint as written;
  /// in `XIBDocument.root` and `resolvedRoot(horizontalSizeClass:)` only those installed in
  /// that size class, with their constants for it.
  public var constraints: [XIBConstraint]
  /// Ids of the constraints written in this view's `<constraints>` list that are not installed
  /// in the resolved size class (excluded by the applicable `<variation>`s, or relating a view
  /// that is not installed); empty in `XIBDocument.sourceRoot`.
  public var excludedConstraintIDs: Set<String>
  /// The view's `<variation>` elements as written, in document order (see `XIBVariation`);
  /// kept in resolved trees too, for reference.
  public var variations: [XIBVariation]
  /// Subviews in z-order (last on top); for stack views also the arranged subviews.
  public var subviews: [XIBView]
  /// The element, for messages: `<label id="…"> (line 21)`.
  public var reference: String

  public init(id: String, element: String, kind: ViewKind, frame: Rect, reference: String) {
    self.id = id
    self.element = element
    self.kind = kind
    self.customClass = nil
    self.userLabel = nil
    self.frame = frame
    self.translatesAutoresizingMaskIntoConstraints = true
    self.autoresizingMask = []
    self.isContentView = false
    self.isHidden = false
    self.isMisplaced = false
    self.isAmbiguous = false
    self.alpha = 1
    self.clipsToBounds = false
    self.backgroundColor = nil
    self.tintColor = nil
    self.cornerRadius = 0
    self.borderWidth = 0
    self.borderColor = nil
    self.layoutMargins = nil
    self.preservesSuperviewLayoutMargins = false
    self.layoutMarginsFollowReadableWidth = false
    self.insetsLayoutMarginsFromSafeArea = true
    self.hugging = (250, 250)
    self.compressionResistance = (750, 750)
    self.text = nil
    self.imageName = nil
    self.contentMode = .scaleToFill
    self.stack = nil
    self.sizing = XIBSizing()
    self.control = nil
    self.accessibility = .default
    self.constraints = []
    self.excludedConstraintIDs = []
    self.variations = []
    self.subviews = []
    self.reference = reference
  }

  /// This view and every descendant, parents first.
  public var allViews: [XIBView] { [self] + subviews.flatMap(\.allViews) }

  /// The view with `id` in this subtree.
  public func view(withID id: String) -> XIBView? {
    if self.id == id { return self }
    for subview in subviews {
      if let found = subview.view(withID: id) { return found }
    }
    return nil
  }

  /// A name for messages: the user label or outlet-free id plus the element.
  public var displayName: String {
    "\(element) \(userLabel.map { "'\(EchoedValue.clip($0))' " } ?? "")(id \(EchoedValue.clip(id)))"
  }

  public static func == (lhs: XIBView, rhs: XIBView) -> Bool {
    lhs.id == rhs.id && lhs.element == rhs.element && lhs.kind == rhs.kind && lhs.frame == rhs.frame
      && lhs.customClass == rhs.customClass && lhs.userLabel == rhs.userLabel
      && lhs.translatesAutoresizingMaskIntoConstraints == rhs.translatesAutoresizingMaskIntoConstraints
      && lhs.autoresizingMask == rhs.autoresizingMask && lhs.isContentView == rhs.isContentView
      && lhs.isHidden == rhs.isHidden && lhs.isMisplaced == rhs.isMisplaced && lhs.isAmbiguous == rhs.isAmbiguous
      && lhs.alpha == rhs.alpha && lhs.clipsToBounds == rhs.clipsToBounds
      && lhs.backgroundColor == rhs.backgroundColor && lhs.tintColor == rhs.tintColor
      && lhs.cornerRadius == rhs.cornerRadius && lhs.borderWidth == rhs.borderWidth && lhs.borderColor == rhs.borderColor
      && lhs.layoutMargins == rhs.layoutMargins && lhs.hugging == rhs.hugging
      && lhs.preservesSuperviewLayoutMargins == rhs.preservesSuperviewLayoutMargins
      && lhs.insetsLayoutMarginsFromSafeArea == rhs.insetsLayoutMarginsFromSafeArea
      && lhs.layoutMarginsFollowReadableWidth == rhs.layoutMarginsFollowReadableWidth
      && lhs.compressionResistance == rhs.compressionResistance && lhs.text == rhs.text
      && lhs.imageName == rhs.imageName && lhs.contentMode == rhs.contentMode && lhs.stack == rhs.stack && lhs.sizing == rhs.sizing
      && lhs.control == rhs.control
      && lhs.accessibility == rhs.accessibility && lhs.constraints == rhs.constraints
      && lhs.excludedConstraintIDs == rhs.excludedConstraintIDs && lhs.subviews == rhs.subviews
      && lhs.variations == rhs.variations
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(frame)
    hasher.combine(subviews)
  }
}
