/// Draws the controls a XIB holds as UIKit 17 draws them, as synthesized child nodes ("parts",
/// id `<node id>.<part>`) made of what the renderer draws anyway (colour, corner radius, border,
/// text, symbol, alpha), in front of the control's background and behind its subviews; and
/// sets the control's accessibility defaults that depend on its state (value, `notEnabled`).
/// Parts are no accessibility elements, except where UIKit exposes them (segments, a stepper's
/// Decrement and Increment buttons).
enum XIBControlParts {
  /// The opacity of a control with `enabled="NO"`: its parts are drawn as one group at 50%
  /// (snapcheck's approximation of UIKit's dimmed controls, which fade their colours).
  static let disabledAlpha = 0.5

  /// Adds the parts of `view` (a control, or a table view cell's accessory) to `node`.
  /// - Parameters:
  ///   - tint: the view's inherited tint colour.
  ///   - environment: for the layout direction (controls mirror in right-to-left layouts).
  static func add(_ view: XIBView, to node: inout LayoutNode, tint: Color, environment: RenderEnvironment) {
    guard var control = view.control else { return }
    control.resolvedColors = control.colors.mapValues { $0.resolved(for: environment.appearance) }
    let rtl = environment.isRightToLeft
    let palette = Self.palette(environment)
    var parts: [LayoutNode]
    switch view.kind {
    case .switch: parts = XIBSwitchParts.parts(node, control, palette: palette, isRightToLeft: rtl)
    case .segmentedControl:
      parts = XIBSegmentedControlParts.parts(node, control, titles: view.sizing.segmentTitles,
                                             proportional: view.sizing.apportionsSegmentWidthsByContent, palette: palette,
                                             isRightToLeft: rtl)
      if node.accessibility.elements == nil { node.accessibility.elements = XIBSegmentedControlParts.segmentIDs(parts) }
    case .slider: parts = XIBSliderParts.parts(node, control, tint: tint, palette: palette, isRightToLeft: rtl)
    case .stepper: parts = XIBStepperParts.parts(node, control, palette: palette)
    case .progressView: parts = XIBProgressViewParts.parts(node, control, tint: tint, palette: palette, isRightToLeft: rtl)
    case .activityIndicator:
      parts = XIBActivityIndicatorParts.parts(node, control, style: view.sizing.controlStyle, palette: palette)
      if !control.isAnimating && control.hidesWhenStopped { node.isHidden = true }
    case .pageControl:
      parts = XIBPageControlParts.parts(node, control, pages: view.sizing.numberOfPages, current: view.sizing.currentPage, palette: palette,
                                        isRightToLeft: rtl)
    case .cell:
      parts = XIBAccessoryParts.parts(node, control, tint: tint, palette: palette, isRightToLeft: rtl)
      if control.accessoryType == "checkmark", node.accessibility.traits == nil { node.accessibility.traits = .selected }
      node.children += parts
      return
    case .view, .label, .imageView, .button, .textView, .textField, .datePicker:
      return
    }
    accessibility(view.kind, control, &node.accessibility)
    if !control.isEnabled, !parts.isEmpty {
      parts = [LayoutNode(id: node.id + ".disabled", frame: node.frame, alpha: disabledAlpha, accessibility: notElement,
                          children: parts)]
    }
    node.children = parts + node.children
  }

  /// The colours controls are drawn with in `environment`: `XIBControlPalette.dark` in a dark
  /// variant, else `.light`.
  static func palette(_ environment: RenderEnvironment) -> XIBControlPalette { environment.appearance == .dark ? .dark : .light }

  /// A part's accessibility: no element.
  static let notElement = AccessibilityAttributes(isAccessibilityElement: false)

  /// A filled rounded rectangle part (a capsule or disc when `radius` is half the short side).
  static func shape(_ id: String, _ frame: Rect, _ color: Color?, radius: Double = 0, border: (Double, Color)? = nil) -> LayoutNode {
    LayoutNode(id: id, frame: frame, backgroundColor: color, cornerRadius: radius, borderWidth: border?.0 ?? 0,
               borderColor: border?.1, accessibility: notElement)
  }

  /// A disc of `diameter` centred at (x, y) with the thumbs' shadow under it: the same disc 1 pt
  /// lower and 0.5 pt larger, black at 12% (`XIBControlPalette.shadow`), standing in for UIKit's
  /// blurred shadow.
  static func thumb(_ id: String, centerX x: Double, centerY y: Double, diameter: Double, color: Color,
                    palette: XIBControlPalette) -> [LayoutNode] {
    let r = diameter / 2
    return [
      shape(id + "Shadow", Rect(x: x - r - 0.5, y: y - r + 0.5, width: diameter + 1, height: diameter + 1),
            palette.shadow, radius: r + 0.5),
      shape(id, Rect(x: x - r, y: y - r, width: diameter, height: diameter), color, radius: r),
    ]
  }

  /// UIKit's state-dependent accessibility of a control where the XIB sets none: a switch's
  /// value "1"/"0" (VoiceOver: "On."/"Off.", reference/accessibility.md §2.3), a slider's value
  /// as a whole percentage of its range ("50%"), a progress view's progress ("40%"), an activity
  /// indicator as an element labelled "In progress" (while animating; "Progress halted" when
  /// stopped and still shown) with the updatesFrequently trait, and `notEnabled` added to the
  /// kind's default traits of a disabled control.
  static func accessibility(_ kind: ViewKind, _ control: XIBControl, _ attributes: inout AccessibilityAttributes) {
    var defaultTraits: AccessibilityTraits = []
    switch kind {
    case .switch:
      defaultTraits = [.button, .switchButton]
      if attributes.value == nil { attributes.value = control.isOn ? "1" : "0" }
    case .slider:
      defaultTraits = .adjustable
      if attributes.value == nil { attributes.value = percent(XIBSliderParts.fraction(control)) }
    case .progressView:
      defaultTraits = .updatesFrequently
      if attributes.value == nil { attributes.value = percent(control.progress) }
    case .activityIndicator:
      defaultTraits = .updatesFrequently
      if attributes.isAccessibilityElement == nil { attributes.isAccessibilityElement = true }
      if attributes.label == nil { attributes.label = control.isAnimating ? "In progress" : "Progress halted" }
      if attributes.traits == nil { attributes.traits = defaultTraits }
    case .pageControl:
      defaultTraits = .adjustable
    default:
      return
    }
    if !control.isEnabled, attributes.traits == nil { attributes.traits = defaultTraits.union(.notEnabled) }
  }

  /// A fraction 0–1 as UIKit's percent value, rounded to a whole percent: "0%" … "100%".
  static func percent(_ fraction: Double) -> String {
    "\(Int((min(1, max(0, fraction)) * 100).rounded()))%"
  }
}
