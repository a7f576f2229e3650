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
  /// Empty when the solve was asked not to look (`findAmbiguity: false`).
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
  /// reported without narrowing it down (the search re-solves once per candidate). 64: the
  /// conflicts in the fixture corpus involve at most a handful, and a hostile stack of 118 views
  /// whose every height conflicts took 3 s (release) at 400, searching the whole cell 20 times.
  static let conflictSearchLimit = 64
  /// How many broken constraints get a conflict search (their warnings name the set); the rest
  /// are reported as conflicting with "the required constraints".
  static let conflictSearchMaximum = 20

  var variableCount = 0
  var constraints: [LinearConstraint] = []
  /// Pivots and tableau cell updates the engine has made so far (0 before `solve`).
  var pivots: Int { engine?.pivots ?? 0 }
  var work: Int { engine?.work ?? 0 }
  /// Edit variables and their first values (intrinsic content sizes), set before `solve`.
  var edits: [(variable: Int, value: Double)] = []
  /// The engine after the first `solve`, kept for `suggest` (incremental re-solving).
  private var engine: CassowarySolver?
  private var broken: [BrokenConstraint] = []
  /// The preferred values of the last `solve`, and the variables given a preference so far.
  private var preferred: [Double] = []
  private var preferenced = Set<Int>()

  mutating func addVariable() -> Int {
    variableCount += 1
    return variableCount - 1
  }

  mutating func add(_ constraint: LinearConstraint) { constraints.append(constraint) }

  /// Makes `variable` an edit variable starting at `value` (see `suggest`).
  mutating func addEditVariable(_ variable: Int, value: Double) { edits.append((variable, value)) }

  /// Solves the system: edit variables first, then every constraint in order, then (with
  /// `findAmbiguity`) a preference for each ambiguous variable (see `solution`).
  /// - Parameter preferred: a value per variable used only to pick among ambiguous solutions.
  /// - Throws: `XIBSolverError` when the structural constraints (the cell's own size) conflict,
  ///   or the simplex fails numerically (both internal errors).
  /// - Parameter findAmbiguity: as for `suggest`.
  mutating func solve(preferred: [Double], findAmbiguity: Bool = true) throws -> ConstraintSolution {
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
          // Structural constraints (the cell's size, its content view's frame) come from the
          // variant and the XIB; they fail only for values the solver cannot hold (NaN, infinity,
          // a huge row height): bad input, not an internal error.
          guard !constraint.isStructural else { throw XIBSolverError.structural(constraint) }
          brokenConstraints.append(constraint)
        }
      }
    } catch let error as CassowarySolver.InternalError {
      throw XIBSolverError(message: error.description)
    } catch is CassowarySolver.TooComplex {
      throw XIBSolverError.tooComplex
    }
    // Each conflict search re-solves small systems; beyond the first few broken constraints the
    // warning names no conflicting set (a hostile XIB must not multiply the work).
    broken = try brokenConstraints.enumerated().map { index, constraint in
      BrokenConstraint(constraint: constraint,
                       conflicting: index < Self.conflictSearchMaximum ? try conflicts(of: constraint, among: kept) : [])
    }
    self.preferred = preferred
    preferenced = []
    let solved = try solution(&solver, findAmbiguity: findAmbiguity)
    engine = solver
    return solved
  }

  /// Moves edit variables to new values and re-solves from the last solution (dual simplex),
  /// e.g. a multi-line label's height once its width is known, or the next row of a list.
  /// - Throws: `XIBSolverError` when called before `solve`, or on numerical failure.
  /// - Parameter findAmbiguity: also find the ambiguous variables (a scan of the tableau; a
  ///   caller that re-solves again soon skips it).
  mutating func suggest(_ values: [(variable: Int, value: Double)], findAmbiguity: Bool = true) throws -> ConstraintSolution {
    guard var solver = engine else { throw XIBSolverError(message: "suggest before solve") }
    engine = nil
    do {
      for (variable, value) in values { try solver.suggestValue(variable, value) }
    } catch is CassowarySolver.TooComplex {
      throw XIBSolverError.tooComplex
    } catch {
      throw XIBSolverError(message: "\(error)")
    }
    let solved = try solution(&solver, findAmbiguity: findAmbiguity)
    engine = solver
    return solved
  }

  /// The values, after giving each ambiguous variable (when asked to find them) a preference
  /// for its preferred value at `preferencePriority`: a tie-break that moves only what the
  /// constraints leave free. Preferences stay in the engine for later re-solves.
  private mutating func solution(_ solver: inout CassowarySolver, findAmbiguity: Bool) throws -> ConstraintSolution {
    var ambiguous = Set<Int>()
    if findAmbiguity {
      ambiguous = solver.ambiguousVariables(Array(0..<variableCount), ignoringBelow: Self.preferencePriority)
      do {
        for variable in ambiguous.sorted() where variable < preferred.count && !preferenced.contains(variable) {
          try solver.add(LinearConstraint(expression: .variable(variable) + -preferred[variable], relation: .equal,
                                          priority: Self.preferencePriority, source: "preferred value", views: []))
          preferenced.insert(variable)
        }
      } catch is CassowarySolver.TooComplex {
        throw XIBSolverError.tooComplex
      } catch {
        throw XIBSolverError(message: "the preferred values could not be applied: \(error)")
      }
    }
    return ConstraintSolution(values: (0..<variableCount).map(solver.value), broken: broken, ambiguousVariables: ambiguous)
  }

  /// A smallest subset of `required` that `constraint` cannot hold with. Conflicts are local, so
  /// the search widens ring by ring through shared variables (the constraints one variable away,
  /// then two, …) until the set found conflicts, then removes every constraint the conflict
  /// persists without (a deletion filter): a few small re-solves instead of one per constraint
  /// of the cell.
  private func conflicts(of constraint: LinearConstraint, among required: [LinearConstraint]) throws -> [LinearConstraint] {
    func feasible(_ set: [Int]) throws -> Bool {
      var solver = CassowarySolver()
      for _ in 0..<variableCount { _ = solver.addVariable() }
      do {
        for index in set { try solver.add(required[index]) }
        try solver.add(constraint)
        return true
      } catch is CassowarySolver.Unsatisfiable {
        return false
      } catch is CassowarySolver.TooComplex {
        throw XIBSolverError.tooComplex
      } catch let error as CassowarySolver.InternalError {
        // As in `solve`: never a bare solver error, which the CLI could only call "internal".
        throw XIBSolverError(message: "while naming the constraints a broken one conflicts with: \(error.description)")
      }
    }
    var variables = Set(constraint.expression.terms.keys)
    var candidates: [Int] = []
    var remaining = Array(required.indices)
    while true {
      var ring: [Int] = []
      remaining.removeAll { index in
        guard !variables.isDisjoint(with: required[index].expression.terms.keys) else { return false }
        ring.append(index)
        return true
      }
      guard !ring.isEmpty else { return candidates.map { required[$0] } }  // no conflict found: report what is connected
      for index in ring { variables.formUnion(required[index].expression.terms.keys) }
      candidates = (candidates + ring).sorted()
      if candidates.count > Self.conflictSearchLimit { return candidates.map { required[$0] } }
      if try !feasible(candidates) { break }
    }
    var needed = candidates
    for candidate in candidates.reversed() {
      let without = needed.filter { $0 != candidate }
      if try !feasible(without) { needed = without }
    }
    return needed.map { required[$0] }
  }
}

/// The solver failed: for numerical reasons (an internal error, exit 70), or because the
/// constraints need more than `CassowarySolver.maximumPivots` pivots or the cell's own size
/// cannot hold (bad input, exit 65).
struct XIBSolverError: DiagnosticError {
  var message: String
  var category: ErrorCategory = .internal
  var description: String { "constraint solver: \(message)" }

  /// The error for a structural constraint (`LinearConstraint.isStructural`) that cannot hold:
  /// bad input (65) naming it, e.g. "size of the cell: height = 1e+300".
  static func structural(_ constraint: LinearConstraint) -> XIBSolverError {
    XIBSolverError(message: "\(constraint.source) cannot be laid out (\(JSONCursor.format(-constraint.expression.constant)) pt): "
      + "the cell's width, height or row height conflicts with its other sizes or is out of the range the solver holds",
      category: .badInput)
  }

  /// The error for a solution with a view whose frame is not finite or has a coordinate or size
  /// outside `XIBNumber.points` (±100,000 pt): each constant and multiplier may be in range while
  /// their product is not (six views, each 10,000 times the height of the one before, solve to
  /// 3e21 pt), and a stack's spacing adds up past it. Bad input (65) naming the view's element
  /// (`view`: `<view id="b"> (line 12)`; the caller's message names the file).
  static func frameOutOfRange(view: String, frame: Rect) -> XIBSolverError {
    let values = [frame.minX, frame.minY, frame.width, frame.height].map { JSONCursor.format($0) }.joined(separator: ", ")
    return XIBSolverError(message: "\(view) solves to the frame (\(values)), outside the ±100000 pt snapcheck lays out: "
      + "the constants, multipliers or stack spacings that place it add up past any screen", category: .badInput)
  }

  /// The error for a system too hard to solve.
  static let tooComplex = XIBSolverError(
    message: "the constraints need more than \(CassowarySolver.maximumPivots) simplex pivots or \(CassowarySolver.maximumWork) "
      + "tableau updates (hundreds of conflicting constraints); snapcheck does not lay out a cell that costly", category: .badInput)
}
