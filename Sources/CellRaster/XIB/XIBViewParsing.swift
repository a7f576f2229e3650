/// Reads view elements (fiori-cells.md §7 "Views") into `XIBView`s, collecting a warning for
/// every element or attribute that changes the look but is not drawn.
struct XIBViewParsing {
  let file: String
  let colors: XIBColorParsing
  private(set) var warnings: [XIBWarning] = []
  /// The `<viewLayoutGuide>`s of the views read, in document order
  /// (`XIBLayoutGuideResolving` rewrites the constraints that name them).
  private(set) var layoutGuides: [XIBLayoutGuide] = []

  init(file: String, colors: XIBColorParsing) {
    self.file = file
    self.colors = colors
  }

  /// Element name → the UIKit class drawn; custom classes fall back to these base elements.
  static let kinds: [String: ViewKind] = [
    "view": .view, "label": .label, "imageView": .imageView, "button": .button, "stackView": .view,
    "switch": .switch, "textView": .textView, "activityIndicatorView": .activityIndicator,
    "textField": .textField, "segmentedControl": .segmentedControl, "slider": .slider, "stepper": .stepper,
    "progressView": .progressView, "pageControl": .pageControl, "datePicker": .datePicker,
    "tableViewCell": .cell, "collectionViewCell": .cell, "tableViewCellContentView": .view,
    "collectionViewCellContentView": .view, "pickerView": .view,
  ]

  /// View-like elements that are read as plain views, with a warning.
  static let unsupportedViews: Set<String> = [
    "tableView", "collectionView", "scrollView", "mapView", "wkWebView", "webView", "visualEffectView",
    "navigationBar", "toolbar", "searchBar", "tabBar", "containerView",
  ]

  /// Child elements that carry nothing snapcheck draws (design-time or behaviour only).
  static let ignoredChildren: Set<String> = [
    "point", "nil", "connections", "size", "freeformSimulatedSizeMetrics",
    "simulatedMetricsContainer", "designables", "edgeInsets", "textInputTraits",
    "preferredSymbolConfiguration", "dataDetectorType", "gestureRecognizers", "imageReference",
    "buttonConfiguration", "backgroundConfiguration", "offsetWrapper",
  ]

  /// Reads one view element and its subtree.
  /// - Throws: `XIBError.invalidElement` for malformed frames, colours, fonts or constraints.
  mutating func view(_ element: XIBElement, isRoot: Bool = false, isContentView: Bool = false) throws -> XIBView {
    var kind = Self.kinds[element.name] ?? .view
    let id = element["id"] ?? (isContentView ? "contentView" : "")
    guard !id.isEmpty else { throw invalid(element, "a view needs an 'id'") }
    if element.name == "tableView" || element.name == "collectionView" {
      warn(id, element, "xib.unsupported", "<\(element.name)> is drawn as its background only: its \(element.name == "tableView" ? "rows come" : "items come") from code (data source), which snapcheck cannot run")
      kind = .view
    } else if Self.unsupportedViews.contains(element.name) {
      warn(id, element, "xib.unsupported", "<\(element.name)> is not supported; drawn as a plain view with its background only")
      kind = .view
    }
    let storedFrame = try element.child("rect", key: "frame").map { try rect($0, of: element) }
    var view = XIBView(id: id, element: element.name, kind: kind, frame: storedFrame ?? .zero, reference: element.reference)
    view.hasStoredFrame = storedFrame != nil
    view.isContentView = isContentView
    view.customClass = element["customClass"]
    view.userLabel = element["userLabel"]
    view.translatesAutoresizingMaskIntoConstraints = element["translatesAutoresizingMaskIntoConstraints"] != "NO"
    view.isHidden = element["hidden"] == "YES"
    view.isMisplaced = element["misplaced"] == "YES"
    view.isAmbiguous = element["ambiguous"] == "YES"
    view.preservesSuperviewLayoutMargins = element["preservesSuperviewLayoutMargins"] == "YES"
    view.layoutMarginsFollowReadableWidth = element["layoutMarginsFollowReadableWidth"] == "YES"
    view.insetsLayoutMarginsFromSafeArea = element["insetsLayoutMarginsFromSafeArea"] != "NO"
    view.alpha = try element["alpha"].map { try number($0, element, "alpha", 0...1) } ?? 1
    view.clipsToBounds = element["clipsSubviews"] == "YES"
    view.hugging = (try priority(element, "horizontalHuggingPriority", 250), try priority(element, "verticalHuggingPriority", 250))
    view.compressionResistance = (try priority(element, "horizontalCompressionResistancePriority", 750),
                                  try priority(element, "verticalCompressionResistancePriority", 750))
    view.contentMode = Self.contentMode(element["contentMode"])
    if element.name == "stackView" { view.stack = try stack(element) }
    if let semantic = element["semanticContentAttribute"], semantic != "unspecified",
       view.stack == nil || view.stack?.axis != .horizontal {
      warn(id, element, "xib.unsupported",
           "semanticContentAttribute '\(EchoedValue.clip(semantic))' is applied to horizontal stack views' arrangement only; this view follows the cell's layout direction")
    }
    view.sizing = try XIBSizing.read(element, file: file)
    if let mask = element.child("autoresizingMask", key: "autoresizingMask") {
      for (flag, name) in AutoresizingMask.names where mask[name] == "YES" { view.autoresizingMask.insert(flag) }
    }
    for child in element.children { try readChild(child, of: element, into: &view) }
    checkMasks(&view)
    view.control = try XIBControlParsing(file: file, colors: colors).control(element)
    for note in XIBControlParsing.notes(element) { warn(id, element, "xib.unsupported", note) }
    try XIBContentParsing(file: file, colors: colors).content(element, into: &view, warn: { warn(id, element, $0, $1) })
    if let color = try runtimeTextColor(element) {
      if view.text != nil {
        view.text?.color = color
      } else {
        let owner = view.customClass.map { " (a hint for custom class \($0))" } ?? ""
        warn(id, element, "xib.unsupported", "runtime attribute 'textColor'\(owner) is not applied: snapcheck draws no text for this <\(element.name)>")
      }
    }
    if element.name == "datePicker" { datePickerWarnings(element, view) }
    for message in XIBTextControlParsing.warnings(element, view) { warn(id, element, "xib.unsupported", message) }
    if isRoot, let accessory = element["accessoryType"], accessory != "none", !XIBAccessoryParts.types.contains(accessory) {
      warn(id, element, "xib.unsupported", "accessoryType '\(EchoedValue.clip(accessory))' is not drawn")
    }
    if isRoot, let index = view.subviews.firstIndex(where: \.isContentView) {
      checkContentViewFrame(&view.subviews[index], cell: view)
    }
    return view
  }

  private mutating func readChild(_ child: XIBElement, of element: XIBElement, into view: inout XIBView) throws {
    switch (child.name, child["key"]) {
    case ("rect", "frame"), ("autoresizingMask", _), ("fontDescription", _), ("attributedString", _), ("state", _),
         ("segments", _), ("date", "date"), ("string", "text"), ("mutableString", "text"):
      break  // read elsewhere
    case ("date", _) where element.name == "datePicker", ("locale", _) where element.name == "datePicker":
      break  // minimum/maximum dates bound editing only; the locale is reported by datePickerWarnings
    case ("subviews", _):
      for sub in child.children {
        guard Self.kinds[sub.name] != nil || Self.unsupportedViews.contains(sub.name) else {
          warn(view.id, sub, "xib.unsupported", "<\(sub.name)> is not a view snapcheck knows; skipped with its subtree")
          continue
        }
        view.subviews.append(try self.view(sub))
      }
    case (_, "contentView"):
      // UIKit's nib loader sets the cell's contentView once; a second one (a hand edit or a
      // merge) would be drawn over the first with no sign.
      if let first = view.subviews.first(where: \.isContentView) {
        throw XIBError.invalidElement(file: file, element: child.reference,
                                      message: "is a second content view of \(view.displayName) (the first: \(first.reference)); a cell has one")
      }
      view.subviews.insert(try self.view(child, isContentView: true), at: 0)
    case ("constraints", _):
      for item in child.children where item.name == "constraint" {
        var constraint = try XIBConstraintParsing.constraint(item, owner: view.id, file: file)
        for element in item.children where element.name == "variation" {
          constraint.variations.append(try variation(element, of: view.id, isConstraint: true))
        }
        view.constraints.append(constraint)
      }
    case ("viewLayoutGuide", _):
      try layoutGuide(child, of: view)
    case ("variation", _):
      view.variations.append(try variation(child, of: view.id, isConstraint: false))
    case ("color", "backgroundColor"):
      view.backgroundColor = try colors.color(child)
    case ("color", "tintColor"):
      view.tintColor = try colors.color(child)
    case ("color", "textColor"), ("color", "highlightedColor"), ("color", "shadowColor"):
      break  // text colour is read with the text
    case ("color", _) where element.name == "label":
      break  // a label's other colours are read with its text too
    case ("color", let key?) where XIBControlParsing.colorKeys.contains(key) && XIBControlParsing.drawnControls.contains(element.name):
      break  // read by XIBControlParsing
    case ("color", let key):
      warn(view.id, child, "xib.unsupported", "colour '\(key ?? "")' is not drawn")
    case ("accessibility", _):
      view.accessibility = try XIBAccessibilityParsing.configuration(child, file: file)
    case ("userDefinedRuntimeAttributes", _):
      for attribute in child.children { try runtimeAttribute(attribute, into: &view) }
    case ("directionalEdgeInsets", "directionalLayoutMargins"):
      view.layoutMargins = XIBLayoutMargins(
        top: try number(child["top"] ?? "0", child, "top"), leading: try number(child["leading"] ?? "0", child, "leading"),
        bottom: try number(child["bottom"] ?? "0", child, "bottom"), trailing: try number(child["trailing"] ?? "0", child, "trailing"),
        isDirectional: true)
    case ("edgeInsets", "layoutMargins"):
      view.layoutMargins = XIBLayoutMargins(
        top: try number(child["top"] ?? "0", child, "top"), leading: try number(child["left"] ?? "0", child, "left"),
        bottom: try number(child["bottom"] ?? "0", child, "bottom"), trailing: try number(child["right"] ?? "0", child, "right"),
        isDirectional: false)
    case ("inset", "separatorInset") where element.name == "tableViewCell":
      break  // read by XIBControlParsing, applied by XIBListLayout
    case ("inset", let key):
      // Button title/image/content insets and a text view's container inset are drawn
      // (`XIBTextControlParsing.inset`); other non-zero insets are reported, never dropped silently.
      // Newer Xcode writes `maxX="2.2250738585072014e-308"` (DBL_MIN) for an inset left at 0
      // (11 of the corpus's 19 imageEdgeInsets): anything under 1e-6 pt draws nothing and is 0.
      if !XIBTextControlParsing.inset(child, of: element, into: &view) {
        let values = ["minX", "minY", "maxX", "maxY"].compactMap { child[$0].flatMap(Double.init) }
        if values.contains(where: { abs($0) >= 1e-6 }) {
          warn(view.id, child, "xib.unsupported", "\(key ?? "inset") is not applied (the content is drawn without it)")
        }
      }
    case (let name, _) where Self.ignoredChildren.contains(name):
      break
    default:
      warn(view.id, child, "xib.unsupported", "<\(child.name)\(child["key"].map { " key=\"\($0)\"" } ?? "")> is not supported; ignored")
    }
  }

  /// What snapcheck does not reproduce of a date picker's size: an inline calendar (its size
  /// follows the width it is given) and a locale other than en_US (dates are formatted as en_US).
  private mutating func datePickerWarnings(_ element: XIBElement, _ view: XIBView) {
    if view.sizing.controlStyle == "inline" {
      warn(view.id, element, "xib.unsupported", "an inline date picker's calendar is not laid out: it has no intrinsic size here (give it width and height constraints)")
    }
    if let locale = element.child("locale", key: "locale")?["localeIdentifier"], !locale.hasPrefix("en_US"), locale != "en" {
      warn(view.id, element, "xib.unsupported", "locale '\(EchoedValue.clip(locale))' is not applied: the date picker's text is measured as en_US formats it")
    }
  }

  /// `<viewLayoutGuide key="safeArea" id="…"/>` (`XIBLayoutGuide`).
  /// - Throws: `XIBError.invalidElement` for a missing id or key, an unknown key, or an id
  ///   another guide has.
  private mutating func layoutGuide(_ element: XIBElement, of view: XIBView) throws {
    guard let id = element["id"] else { throw invalid(element, "a layout guide needs an 'id'") }
    let allowed = XIBLayoutGuide.Kind.allCases.map(\.rawValue).joined(separator: ", ")
    guard let key = element["key"] else { throw invalid(element, "a layout guide needs a 'key' (allowed: \(allowed))") }
    guard let kind = XIBLayoutGuide.Kind(rawValue: key) else {
      throw invalid(element, "unknown layout guide '\(EchoedValue.clip(key))' of \(view.reference) (allowed: \(allowed))")
    }
    if let first = layoutGuides.first(where: { $0.id == id }) {
      throw invalid(element, "id '\(EchoedValue.clip(id))' is already used by \(first.reference)")
    }
    layoutGuides.append(XIBLayoutGuide(id: id, ownerID: view.id, ownerReference: view.reference, kind: kind,
                                        reference: element.reference))
  }

  /// A `<variation>` as written (`XIBVariationParsing`); which one applies is decided per size
  /// class by `XIBDocument.resolvedRoot(horizontalSizeClass:)`. What it changes that snapcheck
  /// does not apply becomes a warning.
  private mutating func variation(_ element: XIBElement, of id: String, isConstraint: Bool) throws -> XIBVariation {
    let (variation, notes) = try XIBVariationParsing(file: file).variation(element, isConstraint: isConstraint)
    for note in notes { warn(id, note.element, "xib.unsupported", note.message) }
    return variation
  }

  /// A variation's `<mask key="subviews">` names subviews of the view it belongs to and its
  /// `<mask key="constraints">` that view's constraints (IB writes them there; ibtool refuses a
  /// reference to nothing). A reference to anything else, or an exclude of a cell's content view
  /// (which UIKit cannot uninstall; it would blank the cell), is left out with an
  /// `xib.variation` warning naming it, never applied silently.
  private mutating func checkMasks(_ view: inout XIBView) {
    let subviewIDs = Set(view.subviews.map(\.id)), constraintIDs = Set(view.constraints.map(\.id))
    let contentViewIDs = Set(view.subviews.filter(\.isContentView).map(\.id))
    for index in view.variations.indices {
      let variation = view.variations[index]
      func keep(_ ids: [String], known: Set<String>, kind: String, excluding: Bool) -> [String] {
        ids.filter { id in
          if excluding, contentViewIDs.contains(id) {
            warnings.append(XIBWarning(rule: "xib.variation", viewID: view.id, element: variation.reference,
                                       message: "size-class variation '\(EchoedValue.clip(variation.key))' excludes the content view of \(view.displayName), which a cell cannot uninstall; ignored"))
            return false
          }
          guard known.contains(id) else {
            warnings.append(XIBWarning(rule: "xib.variation", viewID: view.id, element: variation.reference,
                                       message: "size-class variation '\(EchoedValue.clip(variation.key))' \(excluding ? "excludes" : "includes") '\(EchoedValue.clip(id))', which is no \(kind) of \(view.displayName); ignored"))
            return false
          }
          return true
        }
      }
      view.variations[index].subviews.excluded = keep(variation.subviews.excluded, known: subviewIDs, kind: "subview", excluding: true)
      view.variations[index].subviews.included = keep(variation.subviews.included, known: subviewIDs, kind: "subview", excluding: false)
      view.variations[index].constraints.excluded = keep(variation.constraints.excluded, known: constraintIDs, kind: "constraint", excluding: true)
      view.variations[index].constraints.included = keep(variation.constraints.included, known: constraintIDs, kind: "constraint", excluding: false)
    }
  }

  /// `<userDefinedRuntimeAttribute>`s UIKit applies with `setValue(_:forKeyPath:)` after the
  /// view is loaded, so they win over the view's own attributes (`XIBRuntimeAttribute`).
  /// Applied: the layer's corner radius, border width and colour, masking, the view's alpha,
  /// hidden, tint, background and text colour, accessibility identifier. Any other key stays a
  /// warning naming it.
  /// - Throws: `XIBError.invalidElement` for a value that is not of the key's kind (a length in
  ///   0–100,000 pt, an alpha in 0–1, a colour `<color key="value">`).
  private mutating func runtimeAttribute(_ element: XIBElement, into view: inout XIBView) throws {
    let keyPath = element["keyPath"] ?? ""
    if keyPath == XIBRuntimeAttribute.cgColorKeyPath {
      warn(view.id, element, "xib.unsupported", XIBRuntimeAttribute.cgColorMessage)
      return
    }
    guard let key = XIBRuntimeAttribute(keyPath: keyPath) else {
      let owner = view.customClass.map { " (a hint for custom class \($0))" } ?? ""
      warn(view.id, element, "xib.unsupported", "runtime attribute '\(EchoedValue.clip(keyPath))'\(owner) is not applied")
      return
    }
    let valueElement = element.children.first { $0["value"] != nil } ?? element
    let value = valueElement["value"]
    func number(in range: ClosedRange<Double>) throws -> Double {
      guard let value else { return 0 }
      guard let number = XIBNumber.decimal(value), number.isFinite, range.contains(number) else {
        throw invalid(valueElement, "value='\(EchoedValue.clip(value))' of runtime attribute '\(EchoedValue.clip(keyPath))' of \(view.reference) "
          + "is not a number in \(JSONCursor.format(range.lowerBound))–\(JSONCursor.format(range.upperBound))")
      }
      return number
    }
    func color() throws -> DynamicColor {
      guard let element = element.child("color", key: "value") else {
        throw invalid(element, "runtime attribute '\(EchoedValue.clip(keyPath))' of \(view.reference) needs a <color key=\"value\"> (type \"color\")")
      }
      return try colors.color(element)
    }
    let points = 0...XIBNumber.points.upperBound
    switch key {
    case .cornerRadius: view.cornerRadius = try number(in: points)
    case .borderWidth: view.borderWidth = try number(in: points)
    case .borderColor: view.borderColor = try color()
    case .masksToBounds: view.clipsToBounds = value == "YES"
    case .alpha: view.alpha = try number(in: 0...1)
    case .hidden: view.isHidden = value == "YES"
    case .tintColor: view.tintColor = try color()
    case .backgroundColor: view.backgroundColor = try color()
    case .textColor: _ = try color()  // applied once the text is read (`runtimeTextColor`)
    case .accessibilityIdentifier: view.accessibility.identifier = value
    }
  }

  /// A `textColor` runtime attribute of `element`, for the text read after the attributes.
  /// - Throws: as `runtimeAttribute`.
  private func runtimeTextColor(_ element: XIBElement) throws -> DynamicColor? {
    let attributes = element.child("userDefinedRuntimeAttributes")?.children ?? []
    guard let attribute = attributes.last(where: { $0["keyPath"] == "textColor" }),
          let color = attribute.child("color", key: "value") else { return nil }
    return try colors.color(color)
  }

  private func stack(_ element: XIBElement) throws -> XIBStack {
    var stack = XIBStack()
    if let axis = element["axis"] {
      guard let value = XIBStack.Axis(rawValue: axis) else { throw invalid(element, "unknown stack axis '\(EchoedValue.clip(axis))' (allowed: horizontal, vertical)") }
      stack.axis = value
    }
    if let alignment = element["alignment"] {
      let map: [String: XIBStack.Alignment] = ["fill": .fill, "leading": .leading, "top": .leading, "center": .center,
                                              "trailing": .trailing, "bottom": .trailing, "firstBaseline": .firstBaseline,
                                              "lastBaseline": .lastBaseline, "baseline": .lastBaseline]
      guard let value = map[alignment] else { throw invalid(element, "unknown stack alignment '\(EchoedValue.clip(alignment))' (allowed: \(map.keys.sorted().joined(separator: ", ")))") }
      stack.alignment = value
    }
    if let distribution = element["distribution"] {
      guard let value = XIBStack.Distribution(rawValue: distribution) else {
        throw invalid(element, "unknown stack distribution '\(EchoedValue.clip(distribution))' (allowed: fill, fillEqually, fillProportionally, equalSpacing, equalCentering)")
      }
      stack.distribution = value
    }
    stack.spacing = try element["spacing"].map { try number($0, element, "spacing") } ?? 0
    stack.isLayoutMarginsRelativeArrangement = element["layoutMarginsRelativeArrangement"] == "YES"
    switch element["semanticContentAttribute"] {
    case nil, "unspecified": break
    case "forceRightToLeft": stack.forcedRightToLeft = true
    case "forceLeftToRight", "playback", "spatial": stack.forcedRightToLeft = false
    case let other?:
      throw invalid(element, "unknown semanticContentAttribute '\(EchoedValue.clip(other))' (allowed: unspecified, playback, spatial, forceLeftToRight, forceRightToLeft)")
    }
    return stack
  }

  /// A view's stored `<rect key="frame">`: x and y default to 0, width and height are required;
  /// messages name the rect's line and the view (`owner`) it belongs to.
  private func rect(_ element: XIBElement, of owner: XIBElement) throws -> Rect {
    let whose = "of the frame of \(owner.reference)"
    for name in ["width", "height"] where element[name] == nil {
      throw invalid(element, "the frame of \(owner.reference) needs a '\(name)'")
    }
    let sizes = 0...XIBNumber.points.upperBound
    return Rect(x: try number(element["x"] ?? "0", element, "x", whose: whose), y: try number(element["y"] ?? "0", element, "y", whose: whose),
                width: try number(element["width"] ?? "", element, "width", sizes, whose: whose),
                height: try number(element["height"] ?? "", element, "height", sizes, whose: whose))
  }

  private func priority(_ element: XIBElement, _ name: String, _ fallback: Double) throws -> Double {
    try element[name].map { try number($0, element, name, 1...1000) } ?? fallback
  }

  private func number(_ text: String, _ element: XIBElement, _ name: String,
                      _ range: ClosedRange<Double> = -100_000...100_000, whose: String? = nil) throws -> Double {
    guard let value = XIBNumber.decimal(text), value.isFinite, range.contains(value) else {
      throw invalid(element, "\(name)='\(EchoedValue.clip(text))'\(whose.map { " " + $0 } ?? "") is not a number in \(JSONCursor.format(range.lowerBound))–\(JSONCursor.format(range.upperBound))")
    }
    return value
  }

  static func contentMode(_ text: String?) -> ContentMode {
    switch text {
    case "scaleAspectFit": .scaleAspectFit
    case "scaleAspectFill": .scaleAspectFill
    case "scaleToFill", "redraw", nil: .scaleToFill
    default: .center
    }
  }

  /// Replaces a content view frame IB cannot have stored (`XIBContentViewFrame`), with a warning.
  private mutating func checkContentViewFrame(_ content: inout XIBView, cell: XIBView) {
    let checked = XIBContentViewFrame.checked(content.frame, cell: cell.frame.size, accessoryType: cell.control?.accessoryType)
    guard let problem = checked.problem else { return }
    func text(_ r: Rect) -> String { [r.minX, r.minY, r.width, r.height].map { JSONCursor.format($0) }.joined(separator: ", ") }
    warnings.append(XIBWarning(rule: "xib.content-view-frame", viewID: content.id, element: content.reference,
                               message: "the content view's stored frame (\(text(content.frame))) \(problem), which UIKit "
                                 + "never lays out; laid out at (\(text(checked.frame))) instead: the cell's bounds less the accessory area"))
    content.frame = checked.frame
  }

  private func invalid(_ element: XIBElement, _ message: String) -> XIBError {
    .invalidElement(file: file, element: element.reference, message: message)
  }

  private mutating func warn(_ id: String, _ element: XIBElement, _ rule: String, _ message: String) {
    warnings.append(XIBWarning(rule: rule, viewID: id, element: element.reference, message: message))
  }
}
