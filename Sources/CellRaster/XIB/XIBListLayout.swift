/// One row of a list screenlet: loaded (filled from its outlet values, like
/// `doFillLoadedCell`) or still loading (`doFillInProgressCell`: a progress cell, not filled).
public enum XIBListRow: Hashable, Sendable {
  case loaded(XIBBindings)
  case inProgress
}

/// A list's `tableView.rowHeight`: one height for every row, or `UITableView.automaticDimension`.
public enum XIBRowHeight: Hashable, Sendable {
  /// Every row this many points high (the Liferay sample forces 80 over the XIB's 73).
  case fixed(Double)
  /// `UITableView.automaticDimension` (-1): each loaded row is its cell's fitting height at the
  /// list's width (the XIB cell's self-sizing, as for a variant without `height`) plus the
  /// separator's hairline under its content view, as UITableView adds it; a progress row is
  /// `XIBListLayout.defaultRowHeight` or its text's height plus the content view's 11 pt margins
  /// above and below, whichever is taller.
  case automatic

  /// `UITableView.automaticDimension`, as a spec or an IB `rowHeight` attribute writes it.
  public static let automaticDimension: Double = -1
}

/// A Liferay Screens-style list screenlet (fiori-cells.md §5.4): a plain `UITableView` whose
/// rows are one XIB cell, at a fixed row height or self-sizing (`XIBRowHeight`).
public struct XIBListContent: Hashable, Sendable {
  public var cell: XIBDocument
  /// `tableView.rowHeight`.
  public var rowHeight: XIBRowHeight
  /// The rows, top to bottom; row `N` (0-based) has the layout node id `row<N>` and its views
  /// `row<N>.<outlet or IB id>`.
  public var rows: [XIBListRow]
  /// The asset catalogs the spec names (`XIBCellContent.assets`).
  public var assets: AssetCatalogs

  public init(cell: XIBDocument, rowHeight: XIBRowHeight, rows: [XIBListRow], assets: AssetCatalogs = AssetCatalogs()) {
    self.cell = cell
    self.rowHeight = rowHeight
    self.rows = rows
    self.assets = assets
  }
}

/// Lays a list screenlet out as one tree: rows top to bottom, each a laid-out XIB cell (or a
/// progress cell), with UIKit's default separators under every row. Row `N` (0-based) is the
/// node `row<N>`, and every view in it is `row<N>.<its id in the cell>` (`rowID`, `prefixIDs`),
/// so a step, a notification or VoiceOver focus can name a view of one row.
public struct XIBListLayout {
  /// The progress cell's text: Liferay's Bookmark List Screenlet guide fills it with
  /// `cell.textLabel?.text = "Loading..."`.
  public static let loadingText = "Loading..."
  /// Separator colour: `UIColor.separator` (light #3C3C4349, dark #545458A6;
  /// `DynamicColor.separator`), UITableView's default `separatorColor`.
  public static let separatorColor = DynamicColor.separator
  /// The table's and a progress cell's background: `systemBackground` (a plain table, iOS 13+).
  public static let backgroundColor = DynamicColor.systemBackground
  /// UITableView's default row height, 44 pt (fiori-cells.md §4: rowHeight 44 in IB).
  public static let defaultRowHeight: Double = 44
  /// The progress cell's content view margin above and below its text: 11 pt (fiori-cells.md §4,
  /// iOS 11+ system margins; 44 = 11 + 22 body leading + 11).
  static let progressTextMargin: Double = 11

  /// The layout node id of row `index` (0-based): `row0`, `row1`, …
  public static func rowID(_ index: Int) -> String { "row\(index)" }

  public let content: XIBListContent
  public let environment: RenderEnvironment
  public let measurer: any TextMeasuring
  /// Asset catalog colour sets for the rows' named colours (`XIBCellLayout.namedColors`).
  public let namedColors: (any XIBNamedColorResolving)?

  public init(content: XIBListContent, environment: RenderEnvironment, measurer: any TextMeasuring,
              namedColors: (any XIBNamedColorResolving)? = nil) {
    self.content = content
    self.environment = environment
    self.measurer = measurer
    self.namedColors = namedColors
  }

  /// Separator and progress-label inset from the leading edge: the cell's default leading layout
  /// margin, which the separator follows (fiori-cells.md §4 [SO 29349917]: "follows layout
  /// margins"): 16 pt on iPhones narrower than 414 pt, 20 pt from 414 pt (the Plus and Max
  /// phones), on iPad and in regular width (`SystemLayoutMargins.contentView`).
  public var separatorInset: Double {
    guard environment.idiom != .pad else { return 20 }
    return SystemLayoutMargins.contentView(width: environment.width, isRegularWidth: environment.horizontalSizeClass == .regular,
                                           systemVersion: SystemLayoutMargins.defaultSystemVersion).leading
  }

  /// The separator's insets from the leading and trailing edges, points: the cell's
  /// `separatorInset` (its left inset from the leading edge, its right from the trailing edge,
  /// as UIKit mirrors them), else `separatorInset` and 0.
  public var separatorInsets: (leading: Double, trailing: Double) {
    guard let inset = content.cell.root.control?.separatorInset else { return (separatorInset, 0) }
    return (inset.left, inset.right)
  }

  /// - Throws: what `XIBCellLayout` throws; what the measurer throws for the progress text.
  public func layout() throws -> LayoutTree {
    var rowEnvironment = environment
    if case .fixed(let height) = content.rowHeight { rowEnvironment.height = height }
    var children: [LayoutNode] = []
    var findings: [LayoutFinding] = []
    let hairline = 1 / Double(environment.scale)
    var session: XIBLayoutSession?
    var top = 0.0
    for (index, row) in content.rows.enumerated() {
      var cell: LayoutNode
      switch row {
      case .loaded(let bindings):
        // Fixed-height rows re-solve the first row's constraint system with their own content
        // (XIBLayoutSession); self-sizing rows are solved afresh (XIBCellLayout).
        let tree = try XIBCellLayout(content: XIBCellContent(document: content.cell, bindings: bindings, assets: content.assets),
                                     environment: rowEnvironment, measurer: measurer,
                                     heightAdvice: "give the list a fixed rowHeight to choose another", namedColors: namedColors)
          .layout(reusing: &session)
        cell = tree.root
        cell.backgroundColor = cell.backgroundColor ?? tree.backgroundColor
        // UITableView sizes a self-sizing row to its content view's fitting height plus the
        // separator under it.
        if content.rowHeight == .automatic { cell.frame.size.height += hairline }
        for finding in tree.findings where !findings.contains(where: { $0.message == finding.message }) {
          findings.append(finding)
        }
      case .inProgress:
        cell = try progressCell()
      }
      let rowHeight: Double
      if case .fixed(let height) = content.rowHeight { rowHeight = height } else { rowHeight = cell.frame.height }
      Self.prefixIDs(&cell, Self.rowID(index))
      cell.id = Self.rowID(index)
      Self.offset(&cell, dy: top)
      children.append(cell)
      let (leading, trailing) = separatorInsets
      let separator = Rect(x: environment.isRightToLeft ? trailing : leading, y: top + rowHeight - hairline,
                           width: max(0, environment.width - leading - trailing), height: hairline)
      children.append(LayoutNode(id: Self.rowID(index) + ".separator", frame: separator,
                                 backgroundColor: Self.separatorColor.resolved(for: environment.appearance)))
      top += rowHeight
    }
    let size = Size(width: environment.width, height: top)
    let background = Self.backgroundColor.resolved(for: environment.appearance)
    let list = LayoutNode(
      id: "tableView", kind: .view, frame: Rect(origin: .zero, size: size), backgroundColor: background,
      accessibility: AccessibilityAttributes(elements: content.rows.indices.map(Self.rowID), containerType: .list),
      children: children)
    return LayoutTree(cellClass: "UITableView of \(content.cell.root.customClass ?? content.cell.rootElement)", root: list,
                      environment: environment, backgroundColor: background, findings: findings)
  }

  /// A default-style `UITableViewCell` whose `textLabel` says "Loading...": body text style,
  /// at the separator inset, vertically centred; as high as a fixed row, or self-sizing
  /// (`XIBRowHeight.automatic`).
  /// - Throws: what the measurer throws.
  private func progressCell() throws -> LayoutNode {
    let font = XIBFont.textStyle(.body).descriptor(at: environment.contentSize)
    let height: Double
    switch content.rowHeight {
    case .fixed(let fixed): height = fixed
    case .automatic:
      let text = try measurer.measure(Self.loadingText, font: font, width: environment.width - 2 * separatorInset, numberOfLines: 1)
      let scale = Double(environment.scale)
      height = max(Self.defaultRowHeight, ((text.size.height + 2 * Self.progressTextMargin) * scale).rounded(.up) / scale)
    }
    let label = LayoutNode(
      id: "textLabel", kind: .label,
      frame: Rect(x: separatorInset, y: 0, width: environment.width - 2 * separatorInset, height: height),
      text: TextContent(text: Self.loadingText, font: font, color: DynamicColor.label.resolved(for: environment.appearance),
                        alignment: environment.isRightToLeft ? .right : .left, isVerticallyCentered: true))
    var cell = LayoutNode(id: "progressCell", kind: .cell, frame: Rect(x: 0, y: 0, width: environment.width, height: height),
                          backgroundColor: Self.backgroundColor.resolved(for: environment.appearance), children: [label])
    XIBCellLayout.combineCellAccessibility(&cell, order: GeometricOrder(environment: environment))
    return cell
  }

  static func offset(_ node: inout LayoutNode, dy: Double) {
    node.frame = node.frame.offsetBy(dx: 0, dy: dy)
    if let frame = node.accessibility.frame { node.accessibility.frame = frame.offsetBy(dx: 0, dy: dy) }
    for index in node.children.indices { offset(&node.children[index], dy: dy) }
  }

  /// Makes ids unique across rows: `row2.nameLabel`.
  static func prefixIDs(_ node: inout LayoutNode, _ prefix: String) {
    node.id = "\(prefix).\(node.id)"
    node.accessibility.elements = node.accessibility.elements?.map { "\(prefix).\($0)" }
    for index in node.children.indices { prefixIDs(&node.children[index], prefix) }
  }
}
