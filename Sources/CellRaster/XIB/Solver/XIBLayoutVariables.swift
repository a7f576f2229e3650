/// The solver variables of every view and the linear expression of each layout attribute.
///
/// Each view has four variables in root coordinates, points: `u` (the leading edge, measured
/// from the root's leading edge, so right-to-left layouts mirror by themselves), `y`, `width`,
/// `height`. Physical attributes (`left`, `right`, `centerX`) are expressed through the root
/// width, so they do not mirror — as in Auto Layout, where only leading/trailing follow the
/// layout direction.
struct XIBLayoutVariables {
  struct ViewVariables { var u: Int; var y: Int; var width: Int; var height: Int }
  var views: [String: ViewVariables] = [:]
  /// Parent id per view id.
  var parents: [String: String] = [:]
  /// Layout margins per view id (UIKit default 8 when the XIB sets none, fiori-cells.md §4).
  var margins: [String: XIBLayoutMargins] = [:]
  /// Offsets of the first and last baselines from a view's vertical centre, for text views.
  var baselines: [String: (first: Double, last: Double)] = [:]
  /// The views whose baselines an expression was made for (constraints and baseline-aligned
  /// stacks), recorded by `expression`: when their offsets change (a label wraps to more lines,
  /// a reused cell shows other text), `XIBLayoutSession` builds the system again.
  final class BaselineUses { var ids = Set<String>() }
  let baselineUses = BaselineUses()
  let rootWidth: Double
  let isRightToLeft: Bool

  init(rootWidth: Double, isRightToLeft: Bool) {
    self.rootWidth = rootWidth
    self.isRightToLeft = isRightToLeft
  }

  func v(_ id: String) -> ViewVariables { views[id] ?? ViewVariables(u: 0, y: 0, width: 0, height: 0) }

  /// Leading and trailing margins in the layout direction.
  private func directionalMargins(_ id: String) -> (top: Double, leading: Double, bottom: Double, trailing: Double) {
    let m = margins[id] ?? .uiKitDefault
    if m.isDirectional || !isRightToLeft { return (m.top, m.leading, m.bottom, m.trailing) }
    return (m.top, m.trailing, m.bottom, m.leading)  // left/right margins stay physical
  }

  /// A physical x position from a leading-space expression.
  private func physical(_ leadingSpace: LinearExpression) -> LinearExpression {
    isRightToLeft ? LinearExpression(constant: rootWidth) - leadingSpace : leadingSpace
  }

  /// The value of `attribute` of view `id`.
  func expression(_ id: String, _ attribute: XIBConstraint.Attribute) -> LinearExpression {
    let view = v(id)
    let u = LinearExpression.variable(view.u)
    let w = LinearExpression.variable(view.width)
    let y = LinearExpression.variable(view.y)
    let h = LinearExpression.variable(view.height)
    let m = directionalMargins(id)
    switch attribute {
    case .leading: return u
    case .trailing: return u + w
    case .left: return isRightToLeft ? physical(u + w) : u
    case .right: return isRightToLeft ? physical(u) : u + w
    case .centerX: return physical(u + w * 0.5)
    case .width: return w
    case .height: return h
    case .top: return y
    case .bottom: return y + h
    case .centerY: return y + h * 0.5
    case .leadingMargin: return u + m.leading
    case .trailingMargin: return u + w + -m.trailing
    case .leftMargin: return isRightToLeft ? physical(u + w + -m.trailing) : u + m.leading
    case .rightMargin: return isRightToLeft ? physical(u + m.leading) : u + w + -m.trailing
    case .centerXWithinMargins: return physical(u + w * 0.5 + (m.leading - m.trailing) / 2)
    case .topMargin: return y + m.top
    case .bottomMargin: return y + h + -m.bottom
    case .centerYWithinMargins: return y + h * 0.5 + (m.top - m.bottom) / 2
    case .firstBaseline:
      baselineUses.ids.insert(id)
      return baselines[id].map { y + h * 0.5 + $0.first } ?? y + h
    case .lastBaseline, .baseline:
      baselineUses.ids.insert(id)
      return baselines[id].map { y + h * 0.5 + $0.last } ?? y + h
    }
  }

  /// True for attributes that are sizes (multipliers scale them directly).
  static func isSize(_ attribute: XIBConstraint.Attribute) -> Bool { attribute == .width || attribute == .height }

  /// True for horizontal position attributes.
  static func isHorizontal(_ attribute: XIBConstraint.Attribute) -> Bool {
    [.leading, .trailing, .left, .right, .centerX, .leadingMargin, .trailingMargin, .leftMargin, .rightMargin,
     .centerXWithinMargins].contains(attribute)
  }

  /// The nearest common ancestor of two views (a view counts as its own ancestor).
  func commonAncestor(_ a: String, _ b: String) -> String? {
    var chain: [String] = [a]
    while let p = parents[chain[chain.count - 1]] { chain.append(p) }
    var current: String? = b
    while let c = current {
      if chain.contains(c) { return c }
      current = parents[c]
    }
    return nil
  }
}
