/// A XIB cell as a spec gives it: the parsed document and the outlet values to fill it with.
public struct XIBCellContent: Hashable, Sendable {
  /// The parsed `.xib`.
  public var document: XIBDocument
  /// Outlet values (`nameLabel.text`, …); empty = the texts stored in the XIB.
  public var bindings: XIBBindings

  public init(document: XIBDocument, bindings: XIBBindings = XIBBindings()) {
    self.document = document
    self.bindings = bindings
  }
}

/// Lays out a XIB cell: binds the outlet values, solves the constraints at the environment's
/// width (height: the variant's `height`, else the XIB's canvas height), and builds the layout
/// tree. Warnings (unsupported features, ambiguous or unsatisfiable constraints) become
/// `LayoutFinding`s naming the element.
public struct XIBCellLayout {
  public let content: XIBCellContent
  public let environment: RenderEnvironment
  public let measurer: any TextMeasuring

  public init(content: XIBCellContent, environment: RenderEnvironment, measurer: any TextMeasuring) {
    self.content = content
    self.environment = environment
    self.measurer = measurer
  }

  /// - Throws: what the measurer throws (glyphs the pinned fonts lack); `XIBSolverError`.
  public func layout() throws -> LayoutTree {
    let document = content.document
    var root = document.resolvedRoot(horizontalSizeClass: environment.horizontalSizeClass)
    var boundTexts: [String: String] = [:]
    var images: [String: ImageReference] = [:]
    for (outlet, value) in content.bindings.values {
      guard let id = document.outlets.first(where: { $0.property == outlet })?.destination else { continue }
      switch value {
      case .text(let text): boundTexts[id] = text
      case .image(let image): images[id] = image
      case .hidden(let hidden): Self.modify(&root, id) { $0.isHidden = hidden }
      }
    }
    let category = environment.contentSize
    let intrinsic = try XIBIntrinsicSizes.sizes(root, document: document, boundTexts: boundTexts,
                                                boundImages: Set(images.keys), category: category, measurer: measurer)
    for (id, text) in boundTexts {
      Self.modify(&root, id) { view in
        if view.text == nil {
          view.text = XIBText(text: text, font: XIBContentParsing.buttonFont, color: view.tintColor ?? XIBNodeBuilder.defaultTint,
                              alignment: "center")
        }
        view.text?.text = text
      }
    }
    let size = Size(width: environment.width, height: environment.height ?? document.canvasSize.height)
    let solved = try XIBAutoLayout.solve(root, size: size, scale: environment.scale,
                                         isRightToLeft: environment.isRightToLeft, intrinsicSizes: intrinsic)
    var outletNames: [String: String] = [:]
    for (property, destination) in document.outlets where outletNames[destination] == nil {
      outletNames[destination] = property
    }
    let builder = XIBNodeBuilder(document: document, frames: solved.frames, environment: environment, images: images,
                                 outletNames: outletNames)
    var node = builder.node(root, tint: XIBNodeBuilder.defaultTint)
    if document.rootElement == "tableViewCell" { Self.combineCellAccessibility(&node, isRightToLeft: environment.isRightToLeft) }
    var findings = (document.warnings + solved.warnings).map {
      LayoutFinding(rule: $0.rule, severity: .warning, nodeID: outletNames[$0.viewID] ?? $0.viewID,
                    message: "\(document.file): \($0.description)")
    }
    for view in root.allViews where view.imageName != nil && images[view.id] == nil && !view.isHidden {
      findings.append(LayoutFinding(
        rule: "xib.image-unavailable", severity: .warning, nodeID: outletNames[view.id] ?? view.id,
        message: "\(document.file): \(view.reference): image '\(view.imageName ?? "")' is in the app's asset catalog, which snapcheck cannot read; not drawn (bind one with \"\(outletNames[view.id] ?? "<outlet>").image\")"))
    }
    if environment.appearance == .dark {
      // XIB colours are resolved once, in their light-mode values (fiori-cells.md §2.3 lists only
      // those): say so instead of drawing a "dark" variant that silently looks light.
      findings.append(LayoutFinding(
        rule: "xib.unsupported", severity: .warning, nodeID: document.root.id,
        message: "\(document.file): dark appearance is not applied to XIB colours: system colours, default label colours and backgrounds keep their light-mode values"))
    }
    return LayoutTree(cellClass: document.root.customClass ?? document.rootElement, root: node, environment: environment,
                      backgroundColor: document.root.backgroundColor ?? .white, findings: findings)
  }

  /// UITableViewCell's accessibility default (fiori-cells.md §5.4): unless the XIB says
  /// otherwise, the cell is one element whose label joins the labels of its visible labels and
  /// buttons, depth first with siblings in reading order (top to bottom, then from the leading
  /// edge — not z-order: the Liferay XIB lists urlLabel first, VoiceOver reads "name, url";
  /// a stack's labels stay together before a trailing button), joined with ", ".
  static func combineCellAccessibility(_ cell: inout LayoutNode, isRightToLeft: Bool) {
    if cell.accessibility.isAccessibilityElement == nil { cell.accessibility.isAccessibilityElement = true }
    guard cell.accessibility.isAccessibilityElement == true, cell.accessibility.label == nil else { return }
    func before(_ a: LayoutNode, _ b: LayoutNode) -> Bool {
      if a.frame.minY != b.frame.minY { return a.frame.minY < b.frame.minY }
      return isRightToLeft ? a.frame.maxX > b.frame.maxX : a.frame.minX < b.frame.minX
    }
    func labels(_ node: LayoutNode) -> [String] {
      guard !node.isHidden, node.alpha > 0, !node.accessibility.elementsHidden else { return [] }
      if node.kind == .label || node.kind == .button {
        let label = node.accessibility.label ?? node.text?.text ?? ""
        return label.isEmpty ? [] : [label]
      }
      return node.children.sorted(by: before).flatMap(labels)
    }
    let joined = cell.children.sorted(by: before).flatMap(labels).joined(separator: ", ")
    if !joined.isEmpty { cell.accessibility.label = joined }
  }

  /// Applies `change` to the view with `id` in `root`'s subtree.
  static func modify(_ root: inout XIBView, _ id: String, _ change: (inout XIBView) -> Void) {
    if root.id == id { change(&root); return }
    for index in root.subviews.indices { modify(&root.subviews[index], id, change) }
  }
}
