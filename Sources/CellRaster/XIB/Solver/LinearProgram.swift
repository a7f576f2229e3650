/// One row of a linear program over non-negative variables: `Σ coefficients[j]·x[j]  relation  rhs`.
struct LinearRow {
  enum Relation { case lessOrEqual, greaterOrEqual, equal }
  /// Variable index → coefficient.
  var coefficients: [Int: Double]
  var relation: Relation
  var rhs: Double
}

/// The outcome of `LinearProgram.minimize`.
enum LinearProgramResult: Equatable {
  /// An optimal vertex: the variable values and the objective.
  case optimal([Double], Double)
  case infeasible
  case unbounded
  /// The pivot limit was hit (numerical trouble); never expected with Bland's rule.
  case iterationLimit
}

/// A dense two-phase simplex for small problems (tens of variables): minimise `c·x` subject to
/// rows, `x ≥ 0`. Bland's rule (smallest index enters, smallest basic index leaves on ties)
/// guarantees termination; a pivot cap turns numerical trouble into a result instead of a hang.
enum LinearProgram {
  /// Values below this are zero.
  static let epsilon = 1e-9
  /// Pivot cap per phase.
  static let maxPivots = 20_000

  static func minimize(variableCount n: Int, rows: [LinearRow], objective: [Double]) -> LinearProgramResult {
    let m = rows.count
    // Columns: n structural, one slack/surplus per inequality, one artificial per ≥/= row.
    var slackColumn = [Int](repeating: -1, count: m)
    var artificialColumn = [Int](repeating: -1, count: m)
    var flipped = [Bool](repeating: false, count: m)
    var next = n
    for (i, row) in rows.enumerated() {
      var relation = row.relation
      if row.rhs < 0 {
        flipped[i] = true
        relation = relation == .lessOrEqual ? .greaterOrEqual : relation == .greaterOrEqual ? .lessOrEqual : .equal
      }
      if relation != .equal { slackColumn[i] = next; next += 1 }
      if relation != .lessOrEqual { artificialColumn[i] = -2 }  // assigned below
    }
    let firstArtificial = next
    for i in 0..<m where artificialColumn[i] == -2 { artificialColumn[i] = next; next += 1 }
    let columns = next
    let width = columns + 1
    var tableau = [Double](repeating: 0, count: m * width)
    var basis = [Int](repeating: 0, count: m)
    for (i, row) in rows.enumerated() {
      let sign: Double = flipped[i] ? -1 : 1
      for (j, a) in row.coefficients { tableau[i * width + j] += sign * a }
      tableau[i * width + columns] = sign * row.rhs
      let relation = flipped[i] ? (row.relation == .lessOrEqual ? LinearRow.Relation.greaterOrEqual : row.relation == .greaterOrEqual ? .lessOrEqual : .equal) : row.relation
      if slackColumn[i] >= 0 { tableau[i * width + slackColumn[i]] = relation == .lessOrEqual ? 1 : -1 }
      if artificialColumn[i] >= 0 {
        tableau[i * width + artificialColumn[i]] = 1
        basis[i] = artificialColumn[i]
      } else {
        basis[i] = slackColumn[i]
      }
    }
    var solver = Tableau(values: tableau, basis: basis, rows: m, columns: columns)
    if firstArtificial < columns {
      var phaseOne = [Double](repeating: 0, count: columns)
      for j in firstArtificial..<columns { phaseOne[j] = 1 }
      switch solver.run(costs: phaseOne, allowedColumns: columns) {
      case .iterationLimit: return .iterationLimit
      case .unbounded: return .infeasible  // cannot happen: the phase-one objective is ≥ 0
      case .optimal:
        let infeasibility = (0..<m).reduce(0.0) { $0 + (solver.basis[$1] >= firstArtificial ? solver.rhs($1) : 0) }
        if infeasibility > 1e-7 { return .infeasible }
      }
      solver.driveOutArtificials(firstArtificial: firstArtificial)
    }
    var costs = [Double](repeating: 0, count: columns)
    for j in 0..<min(n, objective.count) { costs[j] = objective[j] }
    switch solver.run(costs: costs, allowedColumns: firstArtificial) {
    case .iterationLimit: return .iterationLimit
    case .unbounded: return .unbounded
    case .optimal:
      var x = [Double](repeating: 0, count: n)
      for i in 0..<solver.rows where solver.basis[i] < n { x[solver.basis[i]] = solver.rhs(i) }
      let value = zip(costs.prefix(n), x).reduce(0) { $0 + $1.0 * $1.1 }
      return .optimal(x, value)
    }
  }
}

/// The simplex tableau: `rows` × (`columns` + 1) values, row-major, the last column the
/// right-hand side.
private struct Tableau {
  enum Outcome { case optimal, unbounded, iterationLimit }
  var values: [Double]
  var basis: [Int]
  var rows: Int
  let columns: Int
  var width: Int { columns + 1 }

  func rhs(_ i: Int) -> Double { values[i * width + columns] }

  /// Minimises `costs` using only columns below `allowedColumns` as entering columns.
  mutating func run(costs: [Double], allowedColumns: Int) -> Outcome {
    let eps = LinearProgram.epsilon
    for _ in 0..<LinearProgram.maxPivots {
      // Reduced costs r_j = c_j − Σ_i c_B(i)·a_ij; Bland: the first j with r_j < 0 enters.
      var entering = -1
      values.withUnsafeBufferPointer { t in
        for j in 0..<allowedColumns {
          var r = costs[j]
          if r == 0 && basis.contains(j) { continue }
          for i in 0..<rows { let cb = costs[basis[i]]; if cb != 0 { r -= cb * t[i * width + j] } }
          if r < -eps { entering = j; break }
        }
      }
      if entering < 0 { return .optimal }
      var leaving = -1
      var best = Double.infinity
      for i in 0..<rows {
        let a = values[i * width + entering]
        guard a > eps else { continue }
        let ratio = rhs(i) / a
        if ratio < best - eps || (abs(ratio - best) <= eps && basis[i] < basis[leaving]) {
          best = ratio
          leaving = i
        }
      }
      if leaving < 0 { return .unbounded }
      pivot(row: leaving, column: entering)
    }
    return .iterationLimit
  }

  mutating func pivot(row r: Int, column c: Int) {
    let w = width
    let rowCount = rows
    values.withUnsafeMutableBufferPointer { t in
      let p = t[r * w + c]
      for j in 0..<w { t[r * w + j] /= p }
      for i in 0..<rowCount where i != r {
        let f = t[i * w + c]
        if f == 0 { continue }
        for j in 0..<w { t[i * w + j] -= f * t[r * w + j] }
        t[i * w + c] = 0
      }
    }
    basis[r] = c
  }

  /// After phase one: pivots basic artificials (at zero) out on any non-artificial column, and
  /// drops rows that are redundant (no such column).
  mutating func driveOutArtificials(firstArtificial: Int) {
    var i = 0
    while i < rows {
      if basis[i] >= firstArtificial {
        if let j = (0..<firstArtificial).first(where: { abs(values[i * width + $0]) > 1e-9 }) {
          pivot(row: i, column: j)
        } else {
          values.removeSubrange(i * width..<(i + 1) * width)
          basis.remove(at: i)
          rows -= 1
          continue
        }
      }
      i += 1
    }
  }
}
