/// A required constraint Auto Layout had to break, with the required constraints it conflicts
/// with (UIKit logs "Unable to simultaneously satisfy constraints" listing the set, then "Will
/// attempt to recover by breaking constraint …" and leaves that one out).
struct BrokenConstraint {
  /// The constraint left out: of a conflicting set, the one added last.
  var constraint: LinearConstraint
  /// A smallest set of the other required constraints that, with it, has no solution.
  var conflicting: [LinearConstraint]
}

/// The solution of a `ConstraintSolver` run.
struct ConstraintSolution {
  /// One value per variable, points.
  var values: [Double]
  /// Required constraints that were left out because they conflict with others.
  var broken: [BrokenConstraint]
  /// Variables the constraints leave free (ambiguous layout); they take their preferred value.
  var ambiguousVariables: Set<Int>
}

/// Solves an Auto Layout constraint system with priorities, as the engine does: intrinsic
/// content sizes are edit variables (so a new size re-solves incrementally, as UIKit updates
/// its content-size constraints' constants), and every constraint is added to a
/// `CassowarySolver` in order (required ones exact, optional ones
/// lexicographically by priority, least summed error within a priority); a required constraint
/// that conflicts with those before it is broken (left out) and reported with the set it
/// conflicts with. Afterwards each variable that the constraints leave free (UIKit's ambiguous
/// layout) takes its preferred value, which every caller gives as the frame Interface Builder
/// stored, as IB draws a view whose layout is ambiguous: a tie-break below every priority, so
/// it never moves a variable the constraints determine.
struct ConstraintSolver {
  /// The priority of the preferred values: below every Auto Layout priority (IB's lowest is 1,
  /// the stack views' cross-axis hug 0.5); never counted as a constraint for ambiguity.
  static let preferencePriority = 0.001
  /// How many other required constraints a conflict search considers; a larger connected set is
  /// reported without narrowing it down (the search re-solves once per candidate).
  static let conflictSearchLimit = 400

  var variableCount = 0
  var constraints: [LinearConstraint] = []
  /// Edit variables and their first values (intrinsic content sizes), set before `solve`.
  var edits: [(variable: Int, value: Double)] = []
  /// The engine after the first `solve`, kept for `suggest` (incremental re-solving).
  private var engine: CassowarySolver?
  private var broken: [BrokenConstraint] = []

  mutating func addVariable() -> Int {
    variableCount += 1
    return variableCount - 1
  }

  mutating func add(_ constraint: LinearConstraint) { constraints.append(constraint) }

  /// Makes `variable` an edit variable starting at `value` (see `suggest`).
  mutating func addEditVariable(_ variable: Int, value: Double) { edits.append((variable, value)) }

  /// Solves the system: edit variables first, then every constraint in order, then one
  /// preference per variable at `preferencePriority` (a tie-break that moves only what the
  /// constraints leave free).
  /// - Parameter preferred: a value per variable used only to pick among ambiguous solutions.
  /// - Throws: `XIBSolverError` when the structural constraints (the cell's own size) conflict,
  ///   or the simplex fails numerically (both internal errors).
  mutating func solve(preferred: [Double]) throws -> ConstraintSolution {
    var solver = CassowarySolver()
    for _ in 0..<variableCount { _ = solver.addVariable() }
    var brokenConstraints: [LinearConstraint] = []
    var kept: [LinearConstraint] = []
    do {
      for edit in edits { try solver.addEditVariable(edit.variable, value: edit.value) }
      for constraint in constraints {
        do {
          try solver.add(constraint)
          if constraint.priority >= LayoutPriority.required { kept.append(constraint) }
        } catch is CassowarySolver.Unsatisfiable {
          guard !constraint.isStructural else { throw XIBSolverError(message: "the structural constraints have no solution") }
          brokenConstraints.append(constraint)
        }
      }
      for variable in 0..<min(variableCount, preferred.count) {
        try solver.add(LinearConstraint(expression: .variable(variable) + -preferred[variable], relation: .equal,
                                        priority: Self.preferencePriority, source: "preferred value", views: []))
      }
    } catch let error as CassowarySolver.InternalError {
      throw XIBSolverError(message: error.description)
    }
    broken = try brokenConstraints.map { BrokenConstraint(constraint: $0, conflicting: try conflicts(of: $0, among: kept)) }
    engine = solver
    return solution(solver)
  }

  /// Moves edit variables to new values and re-solves from the last solution (dual simplex),
  /// e.g. a multi-line label's height once its width is known, or the next row of a list.
  /// - Throws: `XIBSolverError` when called before `solve`, or on numerical failure.
  mutating func suggest(_ values: [(variable: Int, value: Double)]) throws -> ConstraintSolution {
    guard var solver = engine else { throw XIBSolverError(message: "suggest before solve") }
    do {
      for (variable, value) in values { try solver.suggestValue(variable, value) }
    } catch {
      throw XIBSolverError(message: "\(error)")
    }
    engine = solver
    return solution(solver)
  }

  private func solution(_ solver: CassowarySolver) -> ConstraintSolution {
    ConstraintSolution(values: (0..<variableCount).map(solver.value), broken: broken,
                       ambiguousVariables: solver.ambiguousVariables(Array(0..<variableCount), ignoringBelow: Self.preferencePriority))
  }

  /// A smallest subset of `required` that `constraint` cannot hold with (a deletion filter over
  /// the constraints connected to it through shared variables).
  private func conflicts(of constraint: LinearConstraint, among required: [LinearConstraint]) throws -> [LinearConstraint] {
    // The connected component of the broken constraint's variables, as indices into `required`.
    var variables = Set(constraint.expression.terms.keys)
    var candidates: [Int] = []
    var remaining = Array(required.indices)
    var grew = true
    while grew {
      grew = false
      remaining.removeAll { index in
        let terms = required[index].expression.terms.keys
        guard !variables.isDisjoint(with: terms) else { return false }
        variables.formUnion(terms)
        candidates.append(index)
        grew = true
        return true
      }
    }
    candidates.sort()
    guard candidates.count <= Self.conflictSearchLimit else { return candidates.map { required[$0] } }
    func feasible(_ set: [Int]) throws -> Bool {
      var solver = CassowarySolver()
      for _ in 0..<variableCount { _ = solver.addVariable() }
      do {
        for index in set { try solver.add(required[index]) }
        try solver.add(constraint)
        return true
      } catch is CassowarySolver.Unsatisfiable {
        return false
      }
    }
    // Deletion filter: a candidate the conflict persists without is not part of it.
    var needed = candidates
    for candidate in candidates.reversed() {
      let without = needed.filter { $0 != candidate }
      if try !feasible(without) { needed = without }
    }
    return needed.map { required[$0] }
  }
}

/// The solver failed for numerical reasons (an internal error, exit 70).
struct XIBSolverError: DiagnosticError {
  var message: String
  var category: ErrorCategory { .internal }
  var description: String { "constraint solver: \(message)" }
}
