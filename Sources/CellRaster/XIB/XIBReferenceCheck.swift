/// Checks that object ids are unique (views, layout guides and constraints), that every
/// constraint names views of the document and never relates an attribute of a view to itself (a cycle `a.x = a.x × m + c` that has no solution or says nothing). Runs after
/// `XIBLayoutGuideResolving`, so a constraint to a `<viewLayoutGuide>` names its owner view by
/// then; an id that is neither a view nor a guide is a dangling reference.
enum XIBReferenceCheck {
  /// Most views one cell may have: 120 (real cells have tens; the largest of the 55 public
  /// fixture cells has 43).
  static let maximumViews = 120
  /// Most constraints one cell may have: 1,200 (issue 15's largest synthetic cell has 1,000; the
  /// largest fixture cell has about 150). Many conflicting optional constraints make the simplex
  /// pivot for minutes (a hostile-input probe: 2,600 took 489 s), and a pull request must not
  /// be able to stall CI with one XIB; `CassowarySolver.maximumPivots` bounds the rest.
  static let maximumConstraints = 1_200

  /// - Throws: `XIBError.invalidElement` naming the view or constraint.
  static func check(_ root: XIBView, file: String) throws {
    let views = root.allViews
    guard views.count <= maximumViews else {
      throw XIBError.invalidElement(file: file, element: root.reference,
                                    message: "\(views.count) views; snapcheck lays out at most \(maximumViews) per cell")
    }
    let constraintCount = views.reduce(0) { $0 + $1.constraints.count }
    guard constraintCount <= maximumConstraints else {
      throw XIBError.invalidElement(file: file, element: root.reference,
                                    message: "\(constraintCount) constraints; snapcheck lays out at most \(maximumConstraints) per cell")
    }
    var seen: [String: XIBView] = [:]
    for view in views {
      if let first = seen[view.id] {
        throw XIBError.invalidElement(file: file, element: view.reference,
                                      message: "id '\(EchoedValue.clip(view.id))' is already used by \(first.reference)")
      }
      seen[view.id] = view
    }
    let ids = Set(seen.keys)
    // An IB object id names one object of the document (outlets and variation excludes point
    // at constraints by it), so a constraint repeating a view's or another constraint's id is
    // not a document Xcode wrote.
    var constraintIDs: [String: XIBConstraint] = [:]
    for view in root.allViews {
      for constraint in view.constraints {
        if let first = constraintIDs[constraint.id] {
          throw XIBError.invalidElement(file: file, element: constraint.element,
                                        message: "id '\(EchoedValue.clip(constraint.id))' is already used by \(first.element); an object id names one object")
        }
        if let view = seen[constraint.id] {
          throw XIBError.invalidElement(file: file, element: constraint.element,
                                        message: "id '\(EchoedValue.clip(constraint.id))' is already used by \(view.reference); an object id names one object")
        }
        constraintIDs[constraint.id] = constraint
      }
    }
    for view in root.allViews {
      for constraint in view.constraints {
        for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 }) where !ids.contains(item) {
          throw XIBError.invalidElement(file: file, element: constraint.element,
                                        message: "constraint '\(EchoedValue.clip(constraint.id))' refers to id '\(EchoedValue.clip(item))', which is no view or layout guide in the document (dangling reference)")
        }
        if constraint.secondItem == constraint.firstItem, constraint.secondAttribute == constraint.firstAttribute {
          throw XIBError.invalidElement(file: file, element: constraint.element,
                                        message: "constraint '\(EchoedValue.clip(constraint.id))' relates \(constraint.firstAttribute.rawValue) of view '\(EchoedValue.clip(constraint.firstItem))' to itself (cyclic constraint)")
        }
      }
    }
  }
}
