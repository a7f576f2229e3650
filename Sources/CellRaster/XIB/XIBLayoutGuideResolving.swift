/// Rewrites the constraints of a parsed view tree that name a layout guide (`XIBLayoutGuide`)
/// so that they name the guide's owner view instead, with the same attribute: every guide IB
/// writes has its owner's rectangle in a list cell (see `XIBLayoutGuide` for why), so
/// `guide.leading = label.leading - 12` becomes `owner.leading = label.leading - 12`. Runs at
/// parse time, before `XIBReferenceCheck`, so no guide id reaches the solver.
enum XIBLayoutGuideResolving {
  /// Rewrites `root`'s constraints in place.
  ///
  /// A constraint the rewrite turns into `v.a = v.a` (a view's attribute related to itself with
  /// multiplier 1 and a constant the relation allows, e.g. `safeArea.top = contentView.top`)
  /// holds for every frame: it is removed. Any other self-relation is left for
  /// `XIBReferenceCheck` to refuse as cyclic.
  /// - Returns: one warning per content layout guide that a constraint uses, naming the guide.
  /// - Throws: `XIBError.invalidElement` when a guide's id is also a view's or a constraint's.
  static func resolve(_ root: inout XIBView, guides: [XIBLayoutGuide], file: String) throws -> [XIBWarning] {
    guard !guides.isEmpty else { return [] }
    let byID = Dictionary(guides.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    for view in root.allViews {
      if let guide = byID[view.id] {
        throw XIBError.invalidElement(file: file, element: guide.reference,
                                      message: "id '\(EchoedValue.clip(guide.id))' is already used by \(view.reference)")
      }
      for constraint in view.constraints {
        if let guide = byID[constraint.id] {
          throw XIBError.invalidElement(file: file, element: guide.reference,
                                        message: "id '\(EchoedValue.clip(guide.id))' is already used by \(constraint.element); an object id names one object")
        }
      }
    }
    var used: [String] = []
    rewrite(&root, byID, &used)
    return guides.filter { $0.kind == .contentLayout && used.contains($0.id) }.map { guide in
      XIBWarning(rule: "xib.unsupported", viewID: guide.ownerID, element: guide.reference,
                 message: "content layout guide of \(guide.ownerReference) laid out as the scroll view's bounds (its content size comes from code snapcheck does not run)")
    }
  }

  private static func rewrite(_ view: inout XIBView, _ guides: [String: XIBLayoutGuide], _ used: inout [String]) {
    view.constraints = view.constraints.compactMap { constraint in
      var c = constraint
      if let guide = guides[c.firstItem] {
        c.firstItem = guide.ownerID
        used.append(guide.id)
      }
      if let second = c.secondItem, let guide = guides[second] {
        c.secondItem = guide.ownerID
        used.append(guide.id)
      }
      return c != constraint && isTautology(c) ? nil : c
    }
    for index in view.subviews.indices { rewrite(&view.subviews[index], guides, &used) }
  }

  /// `v.a relation v.a × 1 + constant` that every value of `v.a` satisfies.
  private static func isTautology(_ c: XIBConstraint) -> Bool {
    guard c.secondItem == c.firstItem, c.secondAttribute == c.firstAttribute, c.multiplier == 1 else { return false }
    switch c.relation {
    case .equal: return c.constant == 0
    case .lessThanOrEqual: return c.constant >= 0
    case .greaterThanOrEqual: return c.constant <= 0
    }
  }
}
