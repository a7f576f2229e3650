/// Checks that every constraint names views of the document and never relates an attribute of a
/// view to itself (a cycle `a.x = a.x × m + c` that has no solution or says nothing).
enum XIBReferenceCheck {
  /// - Throws: `XIBError.invalidElement` naming the constraint.
  static func check(_ root: XIBView, file: String) throws {
    let ids = Set(root.allViews.map(\.id))
    for view in root.allViews {
      for constraint in view.constraints {
        for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 }) where !ids.contains(item) {
          throw XIBError.invalidElement(file: file, element: constraint.element,
                                        message: "constraint '\(constraint.id)' refers to id '\(item)', which is no view in the document (dangling reference)")
        }
        if constraint.secondItem == constraint.firstItem, constraint.secondAttribute == constraint.firstAttribute {
          throw XIBError.invalidElement(file: file, element: constraint.element,
                                        message: "constraint '\(constraint.id)' relates \(constraint.firstAttribute.rawValue) of view '\(constraint.firstItem)' to itself (cyclic constraint)")
        }
      }
    }
  }
}
