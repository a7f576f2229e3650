/// The solution of a `ConstraintSolver` run.
struct ConstraintSolution {
  /// One value per variable.
  var values: [Double]
  /// Required constraints that had to be broken because the required set has no solution
  /// (UIKit breaks one and logs "Unable to simultaneously satisfy constraints").
  var broken: [LinearConstraint]
  /// Variables the constraints leave free (ambiguous layout); they take their preferred value.
  var ambiguousVariables: Set<Int>
}

/// Solves Auto Layout-style constraint systems with priorities: required constraints hold
/// exactly; optional ones are satisfied lexicographically by priority (no number of priority-250
/// errors outweighs a priority-251 error), each level minimising the summed absolute error (the
/// L1 error of Cassowary, the algorithm behind Auto Layout). Every level is a small linear program
/// (`LinearProgram`). After the constraint levels, a variable whose value the constraints do not
/// fix is ambiguous; it then takes its preferred value (IB's stored frame), like a misplaced view
/// in IB.
struct ConstraintSolver {
  /// Free variables are shifted by this and bounded to ±`bound`, points.
  static let bound = 100_000.0
  var variableCount = 0
  var constraints: [LinearConstraint] = []

  mutating func addVariable() -> Int {
    variableCount += 1
    return variableCount - 1
  }

  mutating func add(_ constraint: LinearConstraint) { constraints.append(constraint) }

  /// - Parameter preferred: a value per variable used only to pick among ambiguous solutions.
  /// - Throws: `XIBSolverError` when the linear programs fail numerically.
  func solve(preferred: [Double]) throws -> ConstraintSolution {
    if let solution = try solve(preferred: preferred, relaxRequired: false) { return solution }
    guard let solution = try solve(preferred: preferred, relaxRequired: true) else {
      throw XIBSolverError(message: "the structural constraints have no solution")
    }
    return solution
  }

  private struct Problem {
    var variableCount: Int
    var rows: [LinearRow] = []
    /// Error variables per priority level.
    var errorsByPriority: [Double: [Int]] = [:]
    /// Error variables per constraint index.
    var errorsByConstraint: [Int: [Int]] = [:]
    mutating func newVariable() -> Int { variableCount += 1; return variableCount - 1 }
  }

  private func solve(preferred: [Double], relaxRequired: Bool) throws -> ConstraintSolution? {
    let n = variableCount
    var problem = Problem(variableCount: n)
    // x = x' − bound with 0 ≤ x' ≤ 2·bound.
    for v in 0..<n { problem.rows.append(LinearRow(coefficients: [v: 1], relation: .lessOrEqual, rhs: 2 * Self.bound)) }
    let relaxedPriority = 1000.0 - 1e-3
    for (index, constraint) in constraints.enumerated() {
      var coefficients: [Int: Double] = [:]
      var rhs = -constraint.expression.constant
      for (v, c) in constraint.expression.terms where c != 0 {
        coefficients[v, default: 0] += c
        rhs += c * Self.bound
      }
      var priority = constraint.priority
      if priority >= 1000, relaxRequired, !constraint.isStructural { priority = relaxedPriority }
      let relation: LinearRow.Relation = switch constraint.relation {
      case .equal: .equal
      case .lessOrEqual: .lessOrEqual
      case .greaterOrEqual: .greaterOrEqual
      }
      if priority >= 1000 {
        problem.rows.append(LinearRow(coefficients: coefficients, relation: relation, rhs: rhs))
        continue
      }
      var errors: [Int] = []
      switch constraint.relation {
      case .equal:
        let plus = problem.newVariable(), minus = problem.newVariable()
        coefficients[plus] = -1
        coefficients[minus] = 1
        errors = [plus, minus]
      case .lessOrEqual:
        let e = problem.newVariable()
        coefficients[e] = -1
        errors = [e]
      case .greaterOrEqual:
        let e = problem.newVariable()
        coefficients[e] = 1
        errors = [e]
      }
      problem.rows.append(LinearRow(coefficients: coefficients, relation: relation, rhs: rhs))
      problem.errorsByPriority[priority, default: []].append(contentsOf: errors)
      problem.errorsByConstraint[index] = errors
    }
    // Lexicographic levels, highest priority first.
    var x = [Double](repeating: Self.bound, count: problem.variableCount)
    if problem.errorsByPriority.isEmpty {
      guard case .optimal(let values, _) = try run(problem, objective: [:]) else { return nil }
      x = values
    }
    for priority in problem.errorsByPriority.keys.sorted(by: >) {
      let errors = problem.errorsByPriority[priority] ?? []
      let objective = Dictionary(uniqueKeysWithValues: errors.map { ($0, 1.0) })
      guard case .optimal(let values, let best) = try run(problem, objective: objective) else { return nil }
      x = values
      problem.rows.append(LinearRow(coefficients: objective, relation: .lessOrEqual, rhs: best + 1e-7 * (1 + best)))
    }
    // Ambiguity: minimise and maximise a generic combination of the layout variables.
    var weights: [Int: Double] = [:]
    for v in 0..<n { weights[v] = 1 + Double(v % 7) * 0.13 + Double(v) * 0.0011 }
    var ambiguous = Set<Int>()
    if n > 0,
       case .optimal(let low, _) = try run(problem, objective: weights),
       case .optimal(let high, _) = try run(problem, objective: weights.mapValues { -$0 }) {
      for v in 0..<n where abs(low[v] - high[v]) > 1e-6 { ambiguous.insert(v) }
    }
    // Among the remaining solutions, the one closest to the preferred values (only moves
    // ambiguous variables).
    if !ambiguous.isEmpty {
      var objective: [Int: Double] = [:]
      for v in ambiguous.sorted() {
        let plus = problem.newVariable(), minus = problem.newVariable()
        problem.rows.append(LinearRow(coefficients: [v: 1, plus: -1, minus: 1], relation: .equal,
                                      rhs: (v < preferred.count ? preferred[v] : 0) + Self.bound))
        objective[plus] = 1
        objective[minus] = 1
      }
      guard case .optimal(let values, _) = try run(problem, objective: objective) else { return nil }
      x = values
    }
    let broken = relaxRequired
      ? constraints.enumerated().filter { index, constraint in
        constraint.priority >= 1000 && (problem.errorsByConstraint[index] ?? []).contains { x[$0] > 1e-6 }
      }.map(\.element)
      : []
    return ConstraintSolution(values: (0..<n).map { x[$0] - Self.bound }, broken: broken, ambiguousVariables: ambiguous)
  }

  private func run(_ problem: Problem, objective: [Int: Double]) throws -> LinearProgramResult {
    var c = [Double](repeating: 0, count: problem.variableCount)
    for (v, w) in objective { c[v] = w }
    let result = LinearProgram.minimize(variableCount: problem.variableCount, rows: problem.rows, objective: c)
    if result == .iterationLimit {
      throw XIBSolverError(message: "the constraint solver did not converge in \(LinearProgram.maxPivots) pivots")
    }
    return result
  }
}

/// The solver failed for numerical reasons (an internal error, exit 70).
struct XIBSolverError: DiagnosticError {
  var message: String
  var category: ErrorCategory { .internal }
  var description: String { "constraint solver: \(message)" }
}
