import CellRaster

/// One accessibility check over one laid-out frame (reference/accessibility.md §3). Each audit
/// has one rule id and reports every violation it finds; audits never throw.
public protocol AccessibilityAudit: Sendable {
  /// The rule this audit reports.
  var rule: AuditRule { get }
  /// The findings in `subject`, in reading / tree order; empty when the frame passes.
  func findings(in subject: AuditSubject) -> [AuditFinding]
}

/// A visible layout node with what audits need to know about where it sits.
public struct VisibleNode: Sendable {
  /// The node.
  public let node: LayoutNode
  /// Its ancestors, root first, not including the node.
  public let ancestors: [LayoutNode]
  /// Product of the `alpha` of the node and every ancestor, 0–1.
  public let opacity: Double
  /// The part of the screen it can draw in, points: the cell's bounds intersected with every
  /// ancestor that clips to bounds.
  public let visibleBounds: Rect

  /// True when the node is drawn at an effective alpha (`opacity`) of at least 0.01, UIKit's
  /// hit-testing cut-off (``AccessibilityVisibility``): below it VoiceOver skips the view and a
  /// sighted user sees next to nothing, so the contrast, truncation and clipping audits leave it
  /// alone. The node still paints into the backdrop of the views above it.
  public var isPerceivable: Bool {
    AccessibilityVisibility.isVisible(effectiveAlpha: opacity)
  }

  /// True when the view or an ancestor is inactive (`notEnabled` trait, like a disabled
  /// `UILabel` or control): WCAG 2.2 SC 1.4.3 and 1.4.11 exempt inactive components.
  public var isInactive: Bool {
    (ancestors + [node]).contains { $0.accessibility.traits?.contains(.notEnabled) == true }
  }
}

/// What an audit looks at: the layout tree (frames, colours, text), the accessibility tree built
/// from it, and lookups between them.
public struct AuditSubject: Sendable {
  /// The laid-out frame.
  public let layout: LayoutTree
  /// Its accessibility tree.
  public let tree: AccessibilityTree
  /// Visible nodes (not hidden, alpha > 0, with their ancestors), depth first, parents first.
  public let visibleNodes: [VisibleNode]
  private let elementIndexByNode: [String: Int]

  /// `visibleNodes`' frames, in the same order (compact, for `backdrop`).
  private let visibleFrames: [Rect]
  /// The index in `visibleNodes` of the first visible node with each id.
  private let visibleIndexByID: [String: Int]

  /// The visible views painted before `visible` that lie behind it, back to front: its ancestors
  /// and every earlier view whose frame contains its frame. One pass over the earlier views'
  /// frames (a list of 100 rows has up to 12,000 views, and the contrast audits ask this of each
  /// text: walking `visibleNodes` themselves was most of such an audit's time).
  public func backdrop(of visible: VisibleNode) -> [VisibleNode] {
    let frame = visible.node.frame
    let stop = visibleIndexByID[visible.node.id] ?? visibleNodes.count
    let ancestors = visible.ancestors.compactMap { visibleIndexByID[$0.id] }.filter { $0 < stop }.sorted()
    var nextAncestor = 0
    var result: [VisibleNode] = []
    for index in 0..<stop {
      let f = visibleFrames[index]
      var behind = f.minX <= frame.minX && f.minY <= frame.minY && f.maxX >= frame.maxX && f.maxY >= frame.maxY
      while nextAncestor < ancestors.count, ancestors[nextAncestor] <= index {
        if ancestors[nextAncestor] == index { behind = true }
        nextAncestor += 1
      }
      if behind { result.append(visibleNodes[index]) }
    }
    return result
  }

  /// Prepares `layout` and `tree` for auditing.
  public init(layout: LayoutTree, tree: AccessibilityTree) {
    self.layout = layout
    self.tree = tree
    var indices: [String: Int] = [:]
    for (index, element) in tree.elements.enumerated() where indices[element.nodeID] == nil {
      indices[element.nodeID] = index
    }
    elementIndexByNode = indices
    var visible: [VisibleNode] = []
    let cellBounds = Rect(origin: .zero, size: layout.size)
    Self.collect(
      layout.root, ancestors: [], opacity: 1, bounds: cellBounds, into: &visible)
    visibleNodes = visible
    visibleFrames = visible.map(\.node.frame)
    var indexByID: [String: Int] = [:]
    for (index, node) in visible.enumerated() where indexByID[node.node.id] == nil { indexByID[node.node.id] = index }
    visibleIndexByID = indexByID
  }

  /// The 1-based number of the element that is `nodeID`'s node or its nearest ancestor; nil
  /// when neither is an element.
  public func elementNumber(forNode nodeID: String) -> Int? {
    if let index = elementIndexByNode[nodeID] { return index + 1 }
    guard let index = visibleIndexByID[nodeID] else { return nil }
    for ancestor in visibleNodes[index].ancestors.reversed() {
      if let index = elementIndexByNode[ancestor.id] { return index + 1 }
    }
    return nil
  }

  /// Elements with their 1-based numbers, in VoiceOver order.
  public var numberedElements: [(number: Int, element: AccessibilityElement)] {
    tree.elements.enumerated().map { ($0.offset + 1, $0.element) }
  }

  private static func collect(
    _ node: LayoutNode, ancestors: [LayoutNode], opacity: Double, bounds: Rect,
    into visible: inout [VisibleNode]
  ) {
    guard !node.isHidden, node.alpha > 0 else { return }
    let opacity = opacity * node.alpha
    visible.append(
      VisibleNode(node: node, ancestors: ancestors, opacity: opacity, visibleBounds: bounds))
    let childBounds = node.clipsToBounds ? bounds.intersection(node.frame) : bounds
    for child in node.children {
      collect(child, ancestors: ancestors + [node], opacity: opacity, bounds: childBounds,
              into: &visible)
    }
  }
}

extension Rect {
  /// The overlap of two rectangles; a zero-size rectangle when they do not overlap.
  func intersection(_ other: Rect) -> Rect {
    let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
    let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
    guard x1 > x0, y1 > y0 else { return Rect(x: x0, y: y0, width: 0, height: 0) }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }
}
