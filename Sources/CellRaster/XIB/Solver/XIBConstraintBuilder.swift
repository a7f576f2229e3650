/// Turns a XIB view tree into solver constraints: the cell's fixed size and its content view,
/// autoresizing masks, the XIB's `<constraints>`, stack view arrangements and intrinsic content
/// sizes (hugging and compression resistance).
struct XIBConstraintBuilder {
  var solver = ConstraintSolver()
  var variables: XIBLayoutVariables
  /// Intrinsic content size per view id, points; a nil component has none (`noIntrinsicMetric`).
  let intrinsicSizes: [String: (width: Double?, height: Double?)]
  /// The edit variables holding each view's intrinsic width and height (`XIBAutoLayout` moves
  /// them to re-solve once multi-line labels know their width).
  var intrinsicVariables: [String: (width: Int?, height: Int?)] = [:]
  /// Margins of a cell's content view that sets none (`SystemLayoutMargins.contentView`).
  let contentViewMargins: XIBLayoutMargins
  /// Features found while building, naming the element.
  var warnings: [XIBWarning] = []

  /// Priority of the stack views' "hug the arranged subviews" preference across the axis:
  /// below every XIB priority (UIKit's fittingSizeLevel is 50; IB's lowest setting is 1).
  static let stackHugPriority = 0.5
  /// Priority at which a stack pulls each arranged view's cross length to its own outside fill
  /// alignment (UIKit's "UISV-ambiguity-suppression" constraints are at 25).
  static let ambiguitySuppressionPriority = 25.0

  init(rootWidth: Double, isRightToLeft: Bool, intrinsicSizes: [String: (width: Double?, height: Double?)],
       contentViewMargins: XIBLayoutMargins = .uiKitDefault) {
    variables = XIBLayoutVariables(rootWidth: rootWidth, isRightToLeft: isRightToLeft)
    self.intrinsicSizes = intrinsicSizes
    self.contentViewMargins = contentViewMargins
  }

  /// Declares variables for every view of `root` (frames in root coordinates).
  mutating func declare(_ view: XIBView, parent: String?) {
    variables.views[view.id] = .init(u: solver.addVariable(), y: solver.addVariable(),
                                      width: solver.addVariable(), height: solver.addVariable())
    if let parent { variables.parents[view.id] = parent }
    if let margins = view.layoutMargins {
      variables.margins[view.id] = margins
    } else if view.isContentView {
      variables.margins[view.id] = contentViewMargins
    }
    for subview in view.subviews { declare(subview, parent: view.id) }
  }

  /// The root: origin 0, the given width (structural), and the given height or, with
  /// `fitsHeight`, its fitting height: `systemLayoutSizeFitting` with the width required and
  /// the height pulled towards 0 (`UILayoutFittingCompressedSize`) at `fittingSizeLevel`, as
  /// `UITableView` sizes a self-sizing cell (Auto Layout Guide, "Working with Self-Sizing Table
  /// View Cells").
  mutating func fixRoot(_ root: XIBView, size: Size, fitsHeight: Bool = false) {
    let v = variables.v(root.id)
    for (variable, value) in [(v.u, 0.0), (v.y, 0), (v.width, size.width)] {
      add(.variable(variable) + -value, .equal, 1000, "size of the cell", [root.id], structural: true)
    }
    if fitsHeight {
      add(.variable(v.height), .greaterOrEqual, 1000, "height of the cell", [root.id], structural: true)
      add(.variable(v.height), .equal, LayoutPriority.fittingSizeLevel, "fitting height of the cell", [root.id])
    } else {
      add(.variable(v.height) + -size.height, .equal, 1000, "size of the cell", [root.id], structural: true)
    }
  }

  /// All constraints of `view`'s subtree; `parent` is its superview.
  mutating func build(_ view: XIBView, parent: XIBView?) {
    if let parent {
      if view.isContentView {
        contentView(view, in: parent)
      } else if view.translatesAutoresizingMaskIntoConstraints {
        autoresizing(view, in: parent)
      } else {
        intrinsic(view)
      }
    }
    for constraint in view.constraints { xibConstraint(constraint) }
    if let stack = view.stack { arrange(view, stack) }
    for subview in view.subviews { build(subview, parent: view) }
  }

  /// The cell sizes its content view: the stored frame, grown or shrunk with the cell (a
  /// storyboard prototype's contentView is 0.5 pt shorter than its row, fiori-cells.md §4).
  private mutating func contentView(_ view: XIBView, in cell: XIBView) {
    let v = variables.v(view.id), p = variables.v(cell.id)
    let dw = cell.frame.width - view.frame.width, dh = cell.frame.height - view.frame.height
    add(.variable(v.u) - .variable(p.u) + -view.frame.minX, .equal, 1000, "content view", [view.id], structural: true)
    add(.variable(v.y) - .variable(p.y) + -view.frame.minY, .equal, 1000, "content view", [view.id], structural: true)
    add(.variable(v.width) - .variable(p.width) + dw, .equal, 1000, "content view", [view.id], structural: true)
    add(.variable(v.height) - .variable(p.height) + dh, .equal, 1000, "content view", [view.id], structural: true)
  }

  /// `translatesAutoresizingMaskIntoConstraints`: the superview's size change since IB is shared
  /// among the flexible parts (margins and size) in proportion to their stored lengths, equally
  /// when those are all 0; a view with no flexible part keeps its stored left/top and size.
  private mutating func autoresizing(_ view: XIBView, in parent: XIBView) {
    let mask = view.autoresizingMask
    let axes: [(XIBConstraint.Attribute, XIBConstraint.Attribute, Double, Double, Double, [Bool])] = [
      (.left, .width, view.frame.minX, view.frame.width, parent.frame.width,
       [mask.contains(.flexibleMinX), mask.contains(.widthSizable), mask.contains(.flexibleMaxX)]),
      (.top, .height, view.frame.minY, view.frame.height, parent.frame.height,
       [mask.contains(.flexibleMinY), mask.contains(.heightSizable), mask.contains(.flexibleMaxY)]),
    ]
    for (position, size, start, length, parentLength, flexible) in axes {
      let parts = [start, length, parentLength - start - length]
      let flexibleTotal = zip(parts, flexible).filter(\.1).reduce(0) { $0 + $1.0 }
      let count = Double(flexible.filter { $0 }.count)
      func share(_ i: Int) -> Double {
        guard flexible[i] else { return 0 }
        return flexibleTotal > 0 ? parts[i] / flexibleTotal : 1 / count
      }
      let delta = variables.expression(parent.id, size) + -parentLength
      let source = "autoresizing mask of \(view.displayName)"
      add(variables.expression(view.id, position) - variables.expression(parent.id, position) - delta * share(0) + -start,
          .equal, 1000, source, [view.id])
      add(variables.expression(view.id, size) - delta * share(1) + -length, .equal, 1000, source, [view.id])
    }
  }

  /// Hugging (size ≤ intrinsic) and compression resistance (size ≥ intrinsic) per axis, UIKit's
  /// implicit content-size constraints, against an edit variable holding the intrinsic size.
  private mutating func intrinsic(_ view: XIBView) {
    guard let size = intrinsicSizes[view.id] else { return }
    var edits: (width: Int?, height: Int?) = (nil, nil)
    for (axis, value, hugging, resistance) in [(XIBConstraint.Attribute.width, size.width, view.hugging.horizontal,
                                                 view.compressionResistance.horizontal),
                                                (.height, size.height, view.hugging.vertical, view.compressionResistance.vertical)] {
      guard let value else { continue }
      let k = solver.addVariable()
      solver.addEditVariable(k, value: value)
      if axis == .width { edits.width = k } else { edits.height = k }
      let name = axis == .width ? "width" : "height"
      add(variables.expression(view.id, axis) - .variable(k), .lessOrEqual, hugging,
          "content hugging (\(name)) of \(view.displayName)", [view.id])
      add(variables.expression(view.id, axis) - .variable(k), .greaterOrEqual, resistance,
          "compression resistance (\(name)) of \(view.displayName)", [view.id])
    }
    intrinsicVariables[view.id] = edits
  }

  /// `first.attr relation second.attr × multiplier + constant`. Position attributes with a
  /// multiplier other than 1 are measured from the items' nearest common ancestor, as in Auto
  /// Layout.
  private mutating func xibConstraint(_ c: XIBConstraint) {
    var lhs = variables.expression(c.firstItem, c.firstAttribute)
    var rhs = LinearExpression(constant: c.constant)
    if let second = c.secondItem, let attribute = c.secondAttribute {
      var value = variables.expression(second, attribute)
      if c.multiplier != 1, !XIBLayoutVariables.isSize(attribute),
         let ancestor = variables.commonAncestor(c.firstItem, second) {
        let origin = variables.expression(ancestor, XIBLayoutVariables.isHorizontal(attribute) ? .leading : .top)
        value = value - origin
        lhs = lhs - origin
      }
      rhs = rhs + value * c.multiplier
    }
    let relation: LinearConstraint.Relation = switch c.relation {
    case .equal: .equal
    case .lessThanOrEqual: .lessOrEqual
    case .greaterThanOrEqual: .greaterOrEqual
    }
    add(lhs - rhs, relation, c.priority, "constraint '\(c.id)' \(c.element)", [c.firstItem] + [c.secondItem].compactMap { $0 })
  }

  /// `UIStackView`'s arrangement (UIKit reference, `UIStackView.Distribution` and `.Alignment`):
  /// a chain along the axis from the stack's edge (or margin, with
  /// `isLayoutMarginsRelativeArrangement`) to its other edge, hidden arranged subviews collapsed
  /// to zero length and out of the chain;
  /// - fill: views at their lengths, hugging and compression deciding who gives;
  ///   fillEqually: equal lengths; fillProportionally: lengths in the ratio of their intrinsic
  ///   lengths (priority 999, so a required constraint wins); equalSpacing: equal gaps of at
  ///   least `spacing`; equalCentering: equal distances between centres, edge gaps of at least
  ///   `spacing`;
  /// - across the axis: fill pins both edges; leading/trailing/center pin one edge or the
  ///   centre and keep the view inside; firstBaseline/lastBaseline (horizontal stacks) line up
  ///   the views' baselines (a view without text uses its bottom edge, as UIKit does) and keep
  ///   them inside; for vertical stacks they are leading/trailing (UIKit: "only valid for
  ///   horizontal stacks"). Outside fill, a view with no intrinsic cross length that is not itself
  ///   a stack (which hugs its own content) spans the stack (priority 25, UIKit's "UISV-ambiguity-suppression": Interface Builder, which
  ///   lays out with UIKit, stores pocket-casts' 12 pt "Spacer" in a centre-aligned stack at the
  ///   stack's full height), and the stack's cross length hugs its content.
  private mutating func arrange(_ stack: XIBView, _ config: XIBStack) {
    let horizontal = config.axis == .horizontal
    let start: XIBConstraint.Attribute = horizontal ? .leading : .top
    let end: XIBConstraint.Attribute = horizontal ? .trailing : .bottom
    let length: XIBConstraint.Attribute = horizontal ? .width : .height
    let center: XIBConstraint.Attribute = horizontal ? .centerX : .centerY
    let crossStart: XIBConstraint.Attribute = horizontal ? .top : .leading
    let crossEnd: XIBConstraint.Attribute = horizontal ? .bottom : .trailing
    let crossLength: XIBConstraint.Attribute = horizontal ? .height : .width
    let crossCenter: XIBConstraint.Attribute = horizontal ? .centerY : .centerX
    // A stack with margins of its own arranges inside them: Interface Builder stores the arranged
    // views of covpass's and vlc's stacks that set layoutMargins (and no
    // layoutMarginsRelativeArrangement attribute) inside those margins.
    let relative = config.isLayoutMarginsRelativeArrangement || stack.layoutMargins != nil
    func edge(_ a: XIBConstraint.Attribute) -> XIBConstraint.Attribute {
      guard relative else { return a }
      switch a {
      case .leading: return .leadingMargin
      case .trailing: return .trailingMargin
      case .top: return .topMargin
      case .bottom: return .bottomMargin
      case .centerX: return .centerXWithinMargins
      case .centerY: return .centerYWithinMargins
      default: return a
      }
    }
    let source = "arrangement of \(stack.displayName)"
    var shown = stack.subviews.filter { !$0.isHidden }
    // A horizontal stack whose semanticContentAttribute forces the other direction than the
    // cell's runs its chain from the cell's trailing side (`XIBStack.forcedRightToLeft`).
    let reversed = horizontal && config.forcedRightToLeft.map { $0 != variables.isRightToLeft } == true
    if reversed { shown.reverse() }
    // A hidden arranged view leaves the chain and collapses along the axis (UIKit's
    // "UISV-hiding"); across it, it keeps its own size, at the stack's start.
    for hidden in stack.subviews where hidden.isHidden {
      add(variables.expression(hidden.id, length), .equal, 1000, source, [hidden.id])
      add(variables.expression(hidden.id, start) - variables.expression(stack.id, edge(start)), .equal, 1000, source, [hidden.id])
      add(variables.expression(hidden.id, crossStart) - variables.expression(stack.id, edge(crossStart)), .equal, 1000, source, [hidden.id])
    }
    guard let first = shown.first, let last = shown.last else { return }
    add(variables.expression(first.id, start) - variables.expression(stack.id, edge(start)), .equal, 1000, source, [first.id])
    add(variables.expression(last.id, end) - variables.expression(stack.id, edge(end)), .equal, 1000, source, [last.id])
    var gap: LinearExpression?
    if config.distribution == .equalSpacing {
      let g = LinearExpression.variable(solver.addVariable())
      add(g + -config.spacing, .greaterOrEqual, 1000, source, [stack.id])
      // The gaps are pulled to `spacing` below every other preference (`stackHugPriority`):
      // where the stack's length is set, the arranged views keep their sizes and the gaps take
      // the slack ("when the arranged views do not fill the stack view, it pads the spacing
      // between the views evenly", UIStackView.Distribution.equalSpacing); where nothing sets
      // it, the views are packed at the minimum spacing instead of the layout being ambiguous,
      // as IB stores such stacks (mage EventCell's inner stack, 37 pt of labels in a 50 pt
      // centre-aligned row; nova AccountTableViewCell, pocket-casts EpisodeCell). NSStackView
      // documents the same pull for equal spacing ("inter-view spacing == spacing", at a low
      // priority).
      add(g + -config.spacing, .equal, Self.stackHugPriority, source, [stack.id])
      gap = g
    }
    let centreGap = config.distribution == .equalCentering ? LinearExpression.variable(solver.addVariable()) : nil
    if let centreGap {
      // As equalSpacing's gaps: the centre distance is pulled down below every other
      // preference, so a stack whose length nothing sets is as short as its edge gaps of at
      // least `spacing` allow (sora WalletAccountHeaderView: four 40 pt buttons 48 pt apart,
      // spacing 8, as IB stores them).
      add(centreGap, .equal, Self.stackHugPriority, source, [stack.id])
    }
    let sizes = intrinsicSizes
    let intrinsicLength = { (id: String) -> Double? in horizontal ? sizes[id]?.width : sizes[id]?.height }
    let proportionalBase = shown.first { (intrinsicLength($0.id) ?? 0) > 0 }
    for (previous, next) in zip(shown, shown.dropFirst()) {
      let between = variables.expression(next.id, start) - variables.expression(previous.id, end)
      // setCustomSpacing(_:after:) replaces the spacing after a view (chain order: the view
      // before in the stack's own direction).
      let custom = config.customSpacing[reversed ? next.id : previous.id]
      let spacing = custom ?? config.spacing
      if let centreGap {
        add(between + -spacing, .greaterOrEqual, 1000, source, [next.id])
        add(variables.expression(next.id, center) - variables.expression(previous.id, center) - centreGap, .equal, 1000, source, [next.id])
      } else if let gap {
        add(between - gap, .equal, 1000, source, [next.id])
        if let custom { add(between + -custom, .greaterOrEqual, 1000, source, [next.id]) }
      } else {
        add(between + -spacing, .equal, 1000, source, [next.id])
      }
      if config.distribution == .fillEqually {
        add(variables.expression(next.id, length) - variables.expression(first.id, length), .equal, 1000, source, [next.id])
      }
    }
    if config.distribution == .fillProportionally, let base = proportionalBase, let baseLength = intrinsicLength(base.id) {
      for view in shown where view.id != base.id {
        guard let viewLength = intrinsicLength(view.id), viewLength > 0 else { continue }
        // length(view) / length(base) = intrinsic(view) / intrinsic(base)
        add(variables.expression(view.id, length) * baseLength - variables.expression(base.id, length) * viewLength,
            .equal, 999, source, [view.id])
      }
    }
    let baselineAlignment = horizontal && (config.alignment == .firstBaseline || config.alignment == .lastBaseline)
    for view in shown {
      let top = variables.expression(view.id, crossStart) - variables.expression(stack.id, edge(crossStart))
      let bottom = variables.expression(view.id, crossEnd) - variables.expression(stack.id, edge(crossEnd))
      switch config.alignment {
      case .fill:
        add(top, .equal, 1000, source, [view.id])
        add(bottom, .equal, 1000, source, [view.id])
      case .firstBaseline where baselineAlignment, .lastBaseline where baselineAlignment:
        add(top, .greaterOrEqual, 1000, source, [view.id])
        add(bottom, .lessOrEqual, 1000, source, [view.id])
        if view.id != first.id {
          let baseline: XIBConstraint.Attribute = config.alignment == .firstBaseline ? .firstBaseline : .lastBaseline
          add(variables.expression(view.id, baseline) - variables.expression(first.id, baseline), .equal, 1000, source, [view.id])
        }
      case .leading, .firstBaseline:
        add(top, .equal, 1000, source, [view.id])
        add(bottom, .lessOrEqual, 1000, source, [view.id])
      case .trailing, .lastBaseline:
        add(top, .greaterOrEqual, 1000, source, [view.id])
        add(bottom, .equal, 1000, source, [view.id])
      case .center:
        add(top, .greaterOrEqual, 1000, source, [view.id])
        add(variables.expression(view.id, crossCenter) - variables.expression(stack.id, edge(crossCenter)), .equal, 1000, source, [view.id])
      }
      let crossIntrinsic = horizontal ? intrinsicSizes[view.id]?.height : intrinsicSizes[view.id]?.width
      if config.alignment != .fill, view.stack == nil, crossIntrinsic == nil {
        add(variables.expression(view.id, crossLength) - variables.expression(stack.id, crossLength), .equal,
            Self.ambiguitySuppressionPriority, source, [view.id])
      }
    }
    if config.alignment != .fill {
      add(variables.expression(stack.id, crossLength), .equal, Self.stackHugPriority, source, [stack.id])
    }
  }

  private mutating func add(_ expression: LinearExpression, _ relation: LinearConstraint.Relation, _ priority: Double,
                            _ source: String, _ views: [String], structural: Bool = false) {
    solver.add(LinearConstraint(expression: expression, relation: relation, priority: priority, source: source,
                                views: views, isStructural: structural))
  }
}
