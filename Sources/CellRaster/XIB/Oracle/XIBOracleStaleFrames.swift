/// Views whose stored frames cannot be Apple's layout: they break one of their own required
/// constraints by more than 1 pt, though IB did not mark them misplaced (it does so only when it
/// notices). Such a frame is no oracle, so the report gives the figures without these views as
/// well (the main figures still count them, as the issue defines them).
///
/// Checked: installed constraints at priority 1000 with relation `equal` between plain edges,
/// centres and sizes (margins and baselines depend on what the check would have to assume),
/// with multiplier 1 for positions (a position multiplier works in the common superview's
/// bounds), evaluated on the stored frames in root coordinates, left to right. When a constraint
/// relates a view to one of its ancestors, the descendant is the stale one (the ancestor has
/// constraints of its own); between other views both are. The root and the content view are
/// never stale (the canvas fixes them). A stale view's subviews are left out too: their stored
/// frames in root coordinates hang on it.
enum XIBOracleStaleFrames {
  /// The ids of views whose stored frame contradicts a checked constraint, with their subtrees.
  /// Constraints act on alignment rectangles, which for switches, sliders and SF Symbol images
  /// are not the frame; constraints involving them are not checked (`symbolImageNames`: the
  /// document's system images).
  static func staleViewIDs(_ root: XIBView, symbolImageNames: Set<String> = []) -> Set<String> {
    var stored: [String: Rect] = [:]
    var parents: [String: String] = [:]
    func store(_ view: XIBView, origin: Point, parent: String?) {
      let frame = view.frame.offsetBy(dx: origin.x, dy: origin.y)
      stored[view.id] = frame
      if let parent { parents[view.id] = parent }
      for sub in view.subviews { store(sub, origin: frame.origin, parent: view.id) }
    }
    store(root, origin: .zero, parent: nil)
    let fixed = Set([root.id] + root.subviews.filter(\.isContentView).map(\.id))
    func isAncestor(_ a: String, of b: String) -> Bool {
      var current = parents[b]
      while let c = current {
        if c == a { return true }
        current = parents[c]
      }
      return false
    }
    let unaligned = Set(root.allViews.filter { view in
      view.kind == .switch || view.kind == .slider || view.imageName.map(symbolImageNames.contains) == true
    }.map(\.id))
    var stale: Set<String> = []
    for view in root.allViews {
      for constraint in view.constraints where constraint.priority == 1000 && constraint.relation == .equal {
        guard !unaligned.contains(constraint.firstItem), !unaligned.contains(constraint.secondItem ?? ""),
              let first = stored[constraint.firstItem], let firstValue = value(first, constraint.firstAttribute) else { continue }
        var expected = constraint.constant
        if let secondID = constraint.secondItem {
          guard let secondAttribute = constraint.secondAttribute, let second = stored[secondID],
                let secondValue = value(second, secondAttribute) else { continue }
          let isSize = constraint.firstAttribute == .width || constraint.firstAttribute == .height
          guard isSize || constraint.multiplier == 1 else { continue }
          expected += constraint.multiplier * secondValue
        }
        guard abs(firstValue - expected) > 1 else { continue }
        var suspects = [constraint.firstItem] + (constraint.secondItem.map { [$0] } ?? [])
        if let second = constraint.secondItem {
          if isAncestor(constraint.firstItem, of: second) { suspects = [second] }
          if isAncestor(second, of: constraint.firstItem) { suspects = [constraint.firstItem] }
        }
        stale.formUnion(suspects.filter { !fixed.contains($0) })
      }
    }
    var result: Set<String> = []
    for view in root.allViews where stale.contains(view.id) { result.formUnion(view.allViews.map(\.id)) }
    return result
  }

  /// An attribute of a stored frame, or nil for the attributes not checked.
  static func value(_ frame: Rect, _ attribute: XIBConstraint.Attribute) -> Double? {
    switch attribute {
    case .left, .leading: frame.minX
    case .right, .trailing: frame.maxX
    case .centerX: frame.midX
    case .top: frame.minY
    case .bottom: frame.maxY
    case .centerY: frame.midY
    case .width: frame.width
    case .height: frame.height
    default: nil
    }
  }
}
