/// One row of a list screenlet: loaded (filled from its outlet values, like
/// `doFillLoadedCell`) or still loading (`doFillInProgressCell`: a progress cell, not filled).
public enum XIBListRow: Hashable, Sendable {
  case loaded(XIBBindings)
  case inProgress
}

/// A Liferay Screens-style list screenlet (fiori-cells.md §5.4): a plain `UITableView` whose
/// rows are one XIB cell, at a fixed row height.
public struct XIBListContent: Hashable, Sendable {
  public var cell: XIBDocument
  /// Row height in points (`tableView.rowHeight`; the Liferay sample forces 80 over the XIB's 73).
  public var rowHeight: Double
  public var rows: [XIBListRow]

  public init(cell: XIBDocument, rowHeight: Double, rows: [XIBListRow]) {
    self.cell = cell
    self.rowHeight = rowHeight
    self.rows = rows
  }
}

/// Lays a list screenlet out as one tree: rows top to bottom, each a laid-out XIB cell (or a
/// progress cell), with UIKit's default separators under every row.
public struct XIBListLayout {
  /// The progress cell's text: Liferay's Bookmark List Screenlet guide fills it with
  /// `cell.textLabel?.text = "Loading..."`.
  public static let loadingText = "Loading..."
  /// Separator colour: `separatorColor` light, #3C3C4349 (fiori-cells.md §2.3).
  public static let separatorColor = XIBColorParsing.systemColors["separatorColor"] ?? .black

  public let content: XIBListContent
  public let environment: RenderEnvironment
  public let measurer: any TextMeasuring

  public init(content: XIBListContent, environment: RenderEnvironment, measurer: any TextMeasuring) {
    self.content = content
    self.environment = environment
    self.measurer = measurer
  }

  /// Separator and progress-label inset from the leading edge: 16 pt on iPhone, 20 pt on iPad
  /// (UITableView separatorInset, iOS 8+, fiori-cells.md §4 [SO 29349917]).
  public var separatorInset: Double { environment.idiom == .pad ? 20 : 16 }

  /// - Throws: what `XIBCellLayout` throws.
  public func layout() throws -> LayoutTree {
    var rowEnvironment = environment
    rowEnvironment.height = content.rowHeight
    var children: [LayoutNode] = []
    var findings: [LayoutFinding] = []
    let hairline = 1 / Double(environment.scale)
    var session: XIBLayoutSession?
    for (index, row) in content.rows.enumerated() {
      let top = Double(index) * content.rowHeight
      var cell: LayoutNode
      switch row {
      case .loaded(let bindings):
        // Rows re-solve the first row's constraint system with their own content (XIBLayoutSession).
        let tree = try XIBCellLayout(content: XIBCellContent(document: content.cell, bindings: bindings),
                                     environment: rowEnvironment, measurer: measurer).layout(reusing: &session)
        cell = tree.root
        cell.backgroundColor = cell.backgroundColor ?? tree.backgroundColor
        for finding in tree.findings where !findings.contains(where: { $0.message == finding.message }) {
          findings.append(finding)
        }
      case .inProgress:
        cell = progressCell()
      }
      Self.prefixIDs(&cell, "row\(index)")
      cell.id = "row\(index)"
      Self.offset(&cell, dy: top)
      children.append(cell)
      let separator = Rect(x: environment.isRightToLeft ? 0 : separatorInset, y: top + content.rowHeight - hairline,
                           width: environment.width - separatorInset, height: hairline)
      children.append(LayoutNode(id: "row\(index).separator", frame: separator, backgroundColor: Self.separatorColor))
    }
    let size = Size(width: environment.width, height: Double(content.rows.count) * content.rowHeight)
    let list = LayoutNode(
      id: "tableView", kind: .view, frame: Rect(origin: .zero, size: size), backgroundColor: .white,
      accessibility: AccessibilityAttributes(elements: content.rows.indices.map { "row\($0)" }, containerType: .list),
      children: children)
    return LayoutTree(cellClass: "UITableView of \(content.cell.root.customClass ?? content.cell.rootElement)", root: list,
                      environment: environment, backgroundColor: .white, findings: findings)
  }

  /// A default-style `UITableViewCell` whose `textLabel` says "Loading...": body text style,
  /// at the separator inset, vertically centred.
  private func progressCell() -> LayoutNode {
    let font = FontDescriptor.preferred(.body, environment.contentSize)
    let label = LayoutNode(
      id: "textLabel", kind: .label,
      frame: Rect(x: separatorInset, y: 0, width: environment.width - 2 * separatorInset, height: content.rowHeight),
      text: TextContent(text: Self.loadingText, font: font, color: .black,
                        alignment: environment.isRightToLeft ? .right : .left, isVerticallyCentered: true))
    var cell = LayoutNode(id: "progressCell", kind: .cell, frame: Rect(x: 0, y: 0, width: environment.width, height: content.rowHeight),
                          backgroundColor: .white, children: [label])
    XIBCellLayout.combineCellAccessibility(&cell, isRightToLeft: environment.isRightToLeft)
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
