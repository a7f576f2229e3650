/// A XIB cell as a spec gives it: the parsed document and the outlet values to fill it with.
public struct XIBCellContent: Hashable, Sendable {
  /// The parsed `.xib`.
  public var document: XIBDocument
  /// Outlet values (`nameLabel.text`, …); empty = the texts stored in the XIB.
  public var bindings: XIBBindings
  /// The asset catalogs the spec names (`"assets"`), with the sets the cell uses read; empty =
  /// every catalog image is a placeholder with an `xib.asset-missing` warning.
  public var assets: AssetCatalogs

  public init(document: XIBDocument, bindings: XIBBindings = XIBBindings(), assets: AssetCatalogs = AssetCatalogs()) {
    self.document = document
    self.bindings = bindings
    self.assets = assets
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
  /// The iOS major version whose system margins apply (`SystemLayoutMargins`); default 17.
  public let systemVersion: Int
  /// How the `xib.height` warning tells the user to choose a height when the constraints do not
  /// determine one: for a single cell, the spec variant's `height`; a list passes its own advice
  /// (a fixed `rowHeight`), as its variants take no height.
  public let heightAdvice: String
  /// Asset catalog colour sets that replace named colours' `<resources>` copies
  /// (`XIBNamedColorResolving`); nil (default) = the colour sets of `content.assets`, the copies
  /// as written where no catalog has the name.
  public let namedColors: (any XIBNamedColorResolving)?
  /// The width of the table or collection view the cell sits in, points, from which its content
  /// view's system margins follow (`SystemLayoutMargins.contentView`: UIKit takes a cell's
  /// margins from its list, which spans the screen on a phone); nil (default) = the
  /// environment's width, the cell spanning its list. Only IB's canvas differs
  /// (`XIBOracleComparison`: a cell narrower than the canvas device).
  public let listWidth: Double?

  public init(content: XIBCellContent, environment: RenderEnvironment, measurer: any TextMeasuring,
              systemVersion: Int = SystemLayoutMargins.defaultSystemVersion,
              heightAdvice: String = "give the variant a height to choose another",
              namedColors: (any XIBNamedColorResolving)? = nil, listWidth: Double? = nil) {
    self.content = content
    self.environment = environment
    self.measurer = measurer
    self.systemVersion = systemVersion
    self.heightAdvice = heightAdvice
    self.namedColors = namedColors ?? content.assets.namedColorResolver
    self.listWidth = listWidth
  }

  /// - Throws: what the measurer throws (glyphs the pinned fonts lack); `XIBSolverError`.
  public func layout() throws -> LayoutTree {
    var session: XIBLayoutSession?
    return try layout(reusing: &session)
  }

  /// `layout()`, re-solving `session` when it was built for the same structure (the same views
  /// hidden) at a fixed height, as the rows of a list are (`XIBLayoutSession`); otherwise it
  /// builds one and leaves it in `session` for the next call. A self-sizing cell (no variant
  /// height) is always solved afresh.
  /// - Throws: as `layout()`.
  public func layout(reusing session: inout XIBLayoutSession?) throws -> LayoutTree {
    let document = content.document
    var root = document.resolvedRoot(horizontalSizeClass: environment.horizontalSizeClass)
    if environment.contentSize.isAccessibilityCategory { document.cellStyleStacking?.stack(&root) }
    var boundTexts: [String: String] = [:]
    var images: [String: ImageReference] = [:]
    for (outlet, value) in content.bindings.values {
      guard let id = document.outlets.first(where: { $0.property == outlet })?.destination else { continue }
      switch value {
      case .text(let text): boundTexts[id] = text
      case .image(let image): images[id] = image
      case .systemImage(let name): Self.modify(&root, id) { XIBSymbolImageSize.bindSystemImage(name, to: &$0) }
      case .hidden(let hidden): Self.modify(&root, id) { $0.isHidden = hidden }
      case .on(let on): Self.modify(&root, id) { $0.control?.isOn = on }
      case .customSpacing(let spacing):
        Self.modify(&root, id) { view in
          for (after, points) in spacing { view.stack?.customSpacing[after] = points }
        }
      }
    }
    let category = environment.contentSize
    for (id, text) in boundTexts {
      Self.modify(&root, id) { view in
        if view.text == nil {
          view.text = XIBText(text: text, font: view.sizing.buttonConfiguration?.font ?? XIBContentParsing.buttonFont,
                              color: view.tintColor ?? XIBNodeBuilder.defaultTint, alignment: "center")
        }
        view.text?.text = text
        view.text?.runs = []  // a bound text is plain
      }
    }
    let assetImages = XIBAssetImages(root: root, document: document, assets: content.assets, environment: environment,
                                     bound: Set(images.keys))
    let imageSizes = assetImages.images.compactMapValues(\.pointSize).merging(images.compactMapValues(Self.pointSize)) { $1 }
    let inputs = XIBIntrinsicSizes.Inputs(document: document, boundTexts: boundTexts,
                                          boundImageSizes: imageSizes, category: category,
                                          measurer: measurer, scale: environment.scale)
    // A content view that ends before an accessory keeps less of the cell's margin there
    // (`SystemLayoutMargins`); its stored insets in the cell are kept by the layout.
    let contentInsets = root.subviews.first(where: \.isContentView).map {
      (leading: $0.frame.minX, trailing: root.frame.width - $0.frame.maxX)
    } ?? (leading: 0, trailing: 0)
    let margins = SystemLayoutMargins.contentView(width: listWidth ?? environment.width, isRegularWidth: environment.horizontalSizeClass == .regular,
                                                  systemVersion: systemVersion, leadingInset: contentInsets.leading,
                                                  trailingInset: contentInsets.trailing)
    let managedMargins = Self.dropManagedContentViewMargins(&root, systemVersion: systemVersion)
    // A cell sizes itself to its content (a self-sizing cell at the variant's width) unless the
    // variant gives a height; constraints that leave the height at 0 (no chain from top to
    // bottom) get the XIB's own height, as UITableView then uses its rowHeight.
    let fits = environment.height == nil
    // Every text view's baselines for new content (widths empty), the wrapping labels' alone at
    // their solved widths (the second layout pass). A reused session measures them itself.
    let baselinesAtWidths = { (widths: [String: Double]) in
      try XIBIntrinsicSizes.baselines(root, inputs, wrapWidths: widths, only: widths.isEmpty ? nil : Set(widths.keys))
    }
    func solve(fitting: Bool) throws -> XIBSolvedLayout {
      try XIBAutoLayout.solve(root, size: Size(width: environment.width, height: environment.height ?? document.canvasSize.height),
                              fitsHeight: fitting, scale: environment.scale, isRightToLeft: environment.isRightToLeft,
                              contentViewMargins: margins,
                              intrinsicSizes: { try XIBIntrinsicSizes.sizes(root, inputs, wrapWidths: $0) },
                              wrappingLabels: XIBIntrinsicSizes.wrappingLabels(root), baselines: try baselinesAtWidths([:]),
                              baselinesAtWidths: baselinesAtWidths, alignmentInsets: XIBIntrinsicSizes.alignmentInsets(root))
    }
    var solved: XIBSolvedLayout
    let sizes = { (widths: [String: Double]) in try XIBIntrinsicSizes.sizes(root, inputs, wrapWidths: widths) }
    if !fits, var reused = session, reused.structure == Set(root.allViews.filter(\.isHidden).map(\.id)) {
      solved = try reused.layout(intrinsicSizes: sizes, baselines: baselinesAtWidths)
      session = reused
    } else if !fits {
      var fresh = try XIBLayoutSession(root, size: Size(width: environment.width, height: environment.height ?? document.canvasSize.height),
                                       fitsHeight: false, scale: environment.scale, isRightToLeft: environment.isRightToLeft,
                                       contentViewMargins: margins, intrinsicSizes: try sizes([:]),
                                       wrappingLabels: XIBIntrinsicSizes.wrappingLabels(root), baselines: try baselinesAtWidths([:]),
                                       alignmentInsets: XIBIntrinsicSizes.alignmentInsets(root))
      solved = try fresh.layout(intrinsicSizes: sizes, baselines: baselinesAtWidths)
      session = fresh
    } else {
      solved = try solve(fitting: true)
    }
    var heightFinding: LayoutFinding?
    if fits, solved.height < 0.5 {
      solved = try solve(fitting: false)
      heightFinding = LayoutFinding(
        rule: "xib.height", severity: .warning, nodeID: document.root.id,
        message: "\(document.file): the constraints do not determine the cell's height (no chain of constraints from the content "
          + "view's top to its bottom), so the XIB's height \(JSONCursor.format(document.canvasSize.height)) pt is used, as "
          + "UITableView uses its rowHeight; \(heightAdvice)")
    }
    // Margins that depend on the solved frames (preservesSuperviewLayoutMargins,
    // layoutMarginsFollowReadableWidth), applied as UIKit's next layout pass does.
    let declaredRoot = root
    var applied: [String: XIBLayoutMargins] = [:]
    for _ in 0..<Self.marginPasses {
      let adjustments = XIBEffectiveMargins.adjustments(declaredRoot, frames: solved.frames, contentViewMargins: margins,
                                                        category: category, isRightToLeft: environment.isRightToLeft)
      guard adjustments != applied else { break }
      root = declaredRoot
      for (id, adjusted) in adjustments { Self.modify(&root, id) { $0.layoutMargins = adjusted } }
      applied = adjustments
      solved = try solve(fitting: fits && heightFinding == nil)
    }
    try Self.checkRange(solved, root: root)
    let outletNames = document.outletNames
    var builder = XIBNodeBuilder(document: document, frames: solved.frames, environment: environment, images: images,
                                 outletNames: outletNames, assetImages: assetImages.images, namedColors: namedColors)
    builder.measurer = measurer
    var node = builder.node(root, tint: XIBNodeBuilder.defaultTint)
    let cellBackground = root.backgroundColor ?? XIBAppearance.defaultCellBackground(document)
    let fixedColorsFinding = XIBAppearance.fixedColorsFinding(builder, root: root, node: node, background: cellBackground)
    let lightCopiesFinding = XIBAppearance.lightCopiesFinding(builder, root: root)
    if document.rootElement == "tableViewCell" { Self.combineCellAccessibility(&node, order: GeometricOrder(environment: environment)) }
    Self.markTruncatedText(&node, measurer: measurer)
    var findings = (document.warnings + solved.warnings).map {
      LayoutFinding(rule: $0.rule, severity: .warning, nodeID: outletNames[$0.viewID] ?? $0.viewID,
                    message: "\(document.file): \($0.description)")
    }
    findings += assetImages.findings(document: document, assets: content.assets, outletNames: outletNames)
    findings += XIBSymbolAvailability.findings(root, document: document, boundImages: images, outletNames: outletNames)
    if let heightFinding { findings.append(heightFinding) }
    for view in managedMargins {
      findings.append(LayoutFinding(
        rule: "xib.unsupported", severity: .warning, nodeID: outletNames[view.id] ?? view.id,
        message: "\(document.file): \(view.reference): layoutMargins on a table view cell's content view have no effect from iOS 11: "
          + "UITableViewCell sets them (11 pt top and bottom, 16 or 20 pt on the sides), so the system margins are used; "
          + "give the cell layoutMargins and the content view preservesSuperviewLayoutMargins, or pin to the content view's edges with constants"))
    }
    findings += [lightCopiesFinding, fixedColorsFinding].compactMap { $0 }
    return LayoutTree(cellClass: document.root.customClass ?? document.rootElement, root: node, environment: environment,
                      backgroundColor: builder.color(cellBackground), findings: findings)
  }

  /// UITableViewCell's accessibility default (fiori-cells.md §5.4): unless the XIB says
  /// otherwise, the cell is one element whose label joins the labels of its visible labels and
  /// buttons, depth first with siblings in reading order (top to bottom, then from the leading
  /// edge — not z-order: the Liferay XIB lists urlLabel first, VoiceOver reads "name, url";
  /// a stack's labels stay together before a trailing button), joined with ", ". Siblings are
  /// compared as VoiceOver orders elements (`GeometricOrder`: origins within 8 pt on phone,
  /// 13 on pad, are one row, read from the leading side), so a trailing value a point higher
  /// than its title does not come first. Views VoiceOver
  /// cannot see are left out: hidden, `accessibilityElementsHidden`, or an effective alpha (the
  /// product down from the cell) below 0.01 (`AccessibilityVisibility`).
  static func combineCellAccessibility(_ cell: inout LayoutNode, order: GeometricOrder) {
    if cell.accessibility.isAccessibilityElement == nil { cell.accessibility.isAccessibilityElement = true }
    guard cell.accessibility.isAccessibilityElement == true, cell.accessibility.label == nil else { return }
    func before(_ a: LayoutNode, _ b: LayoutNode) -> Bool { order.readsBefore(a.frame, b.frame) }
    func labels(_ node: LayoutNode, opacity: Double) -> [AccessibilityLabelPart] {
      let opacity = opacity * node.alpha
      guard !node.isHidden, AccessibilityVisibility.isVisible(effectiveAlpha: opacity),
            !node.accessibility.elementsHidden else { return [] }
      if node.kind == .label || node.kind == .button {
        let label = node.accessibility.label ?? node.text?.text ?? ""
        return label.isEmpty ? [] : [AccessibilityLabelPart(nodeID: node.id, text: label)]
      }
      return node.children.sorted(by: before).flatMap { labels($0, opacity: opacity) }
    }
    let parts = cell.children.sorted(by: before).flatMap { labels($0, opacity: cell.alpha) }
    if !parts.isEmpty {
      cell.accessibility.label = parts.map(\.text).joined(separator: ", ")
      cell.accessibility.labelParts = parts
    }
  }

  /// The point size of a bound image: a PNG's pixels divided by the scale its file name says
  /// (`name@2x.png`, `name@3x.png`; 1 otherwise); symbols and texts have none of their own.
  static func pointSize(_ reference: ImageReference) -> Size? {
    guard case .file(let path, let image) = reference else { return nil }
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let stem = name.lastIndex(of: ".").map { String(name[..<$0]) } ?? name
    let scale: Double = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
    return Size(width: Double(image.width) / scale, height: Double(image.height) / scale)
  }

  /// Marks labels whose text does not fit their frame (more lines than fit, or a line cut at
  /// the width), so the `text-truncated` audit reports them as for the Fiori cells, and gives
  /// each its measured `usedSize` (for `text-overlap`).
  static func markTruncatedText(_ node: inout LayoutNode, measurer: any TextMeasuring) {
    if node.kind == .label, var text = node.text, !text.text.isEmpty, node.frame.width > 0,
       let metrics = try? measurer.measure(text.text, font: text.font, runs: text.runs, lineSpacing: text.lineSpacing,
                                           width: node.frame.width, numberOfLines: text.numberOfLines,
                                           lineBreakMode: text.lineBreakMode) {
      text.isTruncated = metrics.isTruncated || metrics.size.height > node.frame.height + 0.5
      text.usedSize = metrics.size
      node.text = text
    }
    for index in node.children.indices { markTruncatedText(&node.children[index], measurer: measurer) }
  }

  /// Refuses a solution with a frame that is not finite or lies outside `XIBNumber.points`
  /// (views in id order, so the same XIB names the same view), naming the view's element in
  /// `root`.
  /// - Throws: `XIBSolverError.frameOutOfRange` (65).
  static func checkRange(_ solved: XIBSolvedLayout, root: XIBView) throws {
    for (id, frame) in solved.frames.sorted(by: { $0.key < $1.key }) {
      let values = [frame.minX, frame.minY, frame.width, frame.height, frame.maxX, frame.maxY]
      guard values.allSatisfy({ $0.isFinite && XIBNumber.points.contains($0) }) else {
        let view = root.view(withID: id)?.reference ?? "view '\(EchoedValue.clip(id))'"
        throw XIBSolverError.frameOutOfRange(view: view, frame: frame)
      }
    }
  }

  /// From iOS 11 a `UITableViewCell` sets its content view's layout margins itself (the system
  /// margins, `SystemLayoutMargins.contentView`), so margins a XIB gives a
  /// `tableViewCellContentView` never reach the layout. Evidence: IB's canvas, which lays cells
  /// out with UIKit, stores covpass ActionTableViewCell's stack 20 pt and 11 pt inside a content
  /// view whose XIB margins are 0 (Xcode 12, iPhone 11 canvas); public reports that
  /// `contentView.layoutMargins` set in code are reset by the cell agree. Removes them from
  /// `root` and returns the content views that had some (for a warning). Collection view cells do
  /// not manage their content view's margins; theirs are kept.
  static func dropManagedContentViewMargins(_ root: inout XIBView, systemVersion: Int) -> [XIBView] {
    guard systemVersion >= 11 else { return [] }
    var dropped: [XIBView] = []
    func visit(_ view: inout XIBView) {
      if view.isContentView, view.element == "tableViewCellContentView", view.layoutMargins != nil {
        dropped.append(view)
        view.layoutMargins = nil
      }
      for index in view.subviews.indices { visit(&view.subviews[index]) }
    }
    visit(&root)
    return dropped
  }

  /// Layout passes for frame-dependent margins (`XIBEffectiveMargins`): the first solve, then
  /// at most this many more; every corpus cell settles after one.
  static let marginPasses = 3

  /// Applies `change` to the view with `id` in `root`'s subtree.
  static func modify(_ root: inout XIBView, _ id: String, _ change: (inout XIBView) -> Void) {
    if root.id == id { change(&root); return }
    for index in root.subviews.indices { modify(&root.subviews[index], id, change) }
  }
}
