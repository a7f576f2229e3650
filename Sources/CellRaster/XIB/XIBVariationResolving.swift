/// Size-class variations applied to a view tree: which constraints and subviews are installed
/// and which constants, margins and fonts hold at a horizontal and vertical size class
/// (fiori-cells.md §7 "Size-class variations").
///
/// UIKit/IB semantics: what is written outside variations is the base configuration; every
/// applicable variation (`XIBVariation.applies`) is then applied, `default` first, then those
/// naming one size class, then those naming both, each group in document order, so that the
/// includes, excludes and values of the most specific matching variation win. A constraint that
/// relates a view which is not installed is not installed either (UIKit cannot activate it).
extension XIBView {
  /// This tree as installed at the size classes. List cells are laid out in a regular
  /// vertical size class (a table or collection view in portrait, on every iPhone and iPad).
  public func resolved(horizontalSizeClass: SizeClass, verticalSizeClass: SizeClass = .regular) -> XIBView {
    func applicable(_ variations: [XIBVariation]) -> [XIBVariation] {
      variations.enumerated()
        .filter { $0.element.applies(horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass) }
        .sorted { ($0.element.specificity, $0.offset) < ($1.element.specificity, $1.offset) }
        .map(\.element)
    }
    // Masks: the last applicable word on an id wins (specificity, then document order).
    var constraintInstalled: [String: Bool] = [:]
    var viewInstalled: [String: Bool] = [:]
    for variation in applicable(allViews.flatMap(\.variations)) {
      for id in variation.constraints.excluded { constraintInstalled[id] = false }
      for id in variation.constraints.included { constraintInstalled[id] = true }
      for id in variation.subviews.excluded { viewInstalled[id] = false }
      for id in variation.subviews.included { viewInstalled[id] = true }
    }
    func install(_ view: XIBView) -> XIBView {
      var result = view
      result.subviews = view.subviews.filter { viewInstalled[$0.id] != false }.map(install)
      result.constraints = []
      result.excludedConstraintIDs = []
      for var constraint in view.constraints {
        guard constraintInstalled[constraint.id] != false else {
          result.excludedConstraintIDs.insert(constraint.id)
          continue
        }
        for variation in applicable(constraint.variations) {
          if let constant = variation.constant { constraint.constant = constant }
        }
        result.constraints.append(constraint)
      }
      for variation in applicable(view.variations) {
        if let margins = variation.layoutMargins { result.layoutMargins = margins }
        if let font = variation.font { result.text?.font = font }
      }
      return result
    }
    var root = install(self)
    let installedIDs = Set(root.allViews.map(\.id))
    func dropDangling(_ view: inout XIBView) {
      let dangling = Set(view.constraints.filter { constraint in
        !installedIDs.contains(constraint.firstItem) || constraint.secondItem.map { !installedIDs.contains($0) } == true
      }.map(\.id))
      if !dangling.isEmpty {
        view.excludedConstraintIDs.formUnion(dangling)
        view.constraints.removeAll { dangling.contains($0.id) }
      }
      for index in view.subviews.indices { dropDangling(&view.subviews[index]) }
    }
    dropDangling(&root)
    return root
  }
}

extension XIBDocument {
  /// The top-level view tree with the constraints, subviews, constants, margins and fonts that
  /// apply at the size classes (see `XIBView.resolved`). The layout of a variant takes this
  /// with the variant's `horizontalSizeClass`; `root` is the same for compact width.
  public func resolvedRoot(horizontalSizeClass: SizeClass, verticalSizeClass: SizeClass = .regular) -> XIBView {
    if horizontalSizeClass == .compact, verticalSizeClass == .regular { return root }
    return sourceRoot.resolved(horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass)
  }
}
