import Testing
@testable import CellRaster

/// The Auto Layout solver on hand-made systems, without XML: every expected value is worked out
/// from the rules (required exact; optional lexicographic by priority; least summed error within
/// a priority; conflicts broken; ambiguity only where the constraints leave a variable free).
@Suite("CassowarySolver")
struct CassowarySolverTests {
  static func constraint(_ expression: LinearExpression, _ relation: LinearConstraint.Relation, _ priority: Double = 1000,
                         _ source: String = "c") -> LinearConstraint {
    LinearConstraint(expression: expression, relation: relation, priority: priority, source: source, views: [])
  }

  static func x(_ v: Int) -> LinearExpression { .variable(v) }

  @Test("required equalities and inequalities hold exactly")
  func required() throws {
    var solver = CassowarySolver()
    let a = solver.addVariable(), b = solver.addVariable()
    try solver.add(Self.constraint(Self.x(a) + -10, .equal))             // a = 10
    try solver.add(Self.constraint(Self.x(b) - Self.x(a) + -5, .greaterOrEqual))  // b ≥ a + 5
    try solver.add(Self.constraint(Self.x(b) + -3, .equal, 500))         // b = 3, optional
    #expect(abs(solver.value(a) - 10) < 1e-9)
    #expect(abs(solver.value(b) - 15) < 1e-9, "the optional b = 3 gives way to b ≥ 15")
  }

  @Test("priorities are strictly lexicographic: one error at 251 outweighs any number at 250")
  func lexicographic() throws {
    var solver = CassowarySolver()
    let v = solver.addVariable()
    for _ in 0..<50 { try solver.add(Self.constraint(Self.x(v), .lessOrEqual, 250)) }   // v ≤ 0, fifty times
    try solver.add(Self.constraint(Self.x(v) + -100, .greaterOrEqual, 251))            // v ≥ 100 once
    #expect(abs(solver.value(v) - 100) < 1e-9)
  }

  @Test("within one priority the summed error is least (two votes for 10 beat one for 0)")
  func leastTotalError() throws {
    var solver = CassowarySolver()
    let v = solver.addVariable()
    try solver.add(Self.constraint(Self.x(v), .equal, 500))
    try solver.add(Self.constraint(Self.x(v) + -10, .equal, 500))
    try solver.add(Self.constraint(Self.x(v) + -10, .equal, 500))
    #expect(abs(solver.value(v) - 10) < 1e-9)
  }

  @Test("a required constraint that conflicts throws and leaves the solver as it was")
  func unsatisfiable() throws {
    var solver = CassowarySolver()
    let v = solver.addVariable()
    try solver.add(Self.constraint(Self.x(v) + -10, .equal))
    #expect(throws: CassowarySolver.Unsatisfiable.self) { try solver.add(Self.constraint(Self.x(v) + -20, .greaterOrEqual)) }
    #expect(abs(solver.value(v) - 10) < 1e-9)
    try solver.add(Self.constraint(Self.x(v) + -5, .greaterOrEqual))
    #expect(abs(solver.value(v) - 10) < 1e-9)
  }

  @Test("edit variables: a suggested value flows through the constraints (dual simplex)")
  func editVariables() throws {
    var solver = CassowarySolver()
    let intrinsic = solver.addVariable(), width = solver.addVariable()
    try solver.addEditVariable(intrinsic, value: 40)
    try solver.add(Self.constraint(Self.x(width) - Self.x(intrinsic), .lessOrEqual, 250))     // hugging
    try solver.add(Self.constraint(Self.x(width) - Self.x(intrinsic), .greaterOrEqual, 750))  // compression
    try solver.add(Self.constraint(Self.x(width) + -100, .lessOrEqual))                       // at most 100 wide
    #expect(abs(solver.value(width) - 40) < 1e-9)
    try solver.suggestValue(intrinsic, 70)
    #expect(abs(solver.value(width) - 70) < 1e-9)
    try solver.suggestValue(intrinsic, 130)
    #expect(abs(solver.value(width) - 100) < 1e-9, "compressed to the required maximum")
    try solver.suggestValue(intrinsic, 20)
    #expect(abs(solver.value(width) - 20) < 1e-9)
  }

  @Test("ambiguity: a free variable, and one whose equally good solutions form a range, are ambiguous; determined ones are not")
  func ambiguity() throws {
    var solver = CassowarySolver()
    let free = solver.addVariable(), fixed = solver.addVariable(), range = solver.addVariable(), bounded = solver.addVariable()
    try solver.add(Self.constraint(Self.x(fixed) + -7, .equal))
    try solver.add(Self.constraint(Self.x(range), .greaterOrEqual))          // 0 ≤ range ≤ 10, nothing prefers a value
    try solver.add(Self.constraint(Self.x(range) + -10, .lessOrEqual))
    try solver.add(Self.constraint(Self.x(bounded), .greaterOrEqual))        // bounded ≥ 0, pulled to 0 at priority 1
    try solver.add(Self.constraint(Self.x(bounded), .equal, 1))
    #expect(solver.ambiguousVariables([free, fixed, range, bounded], ignoringBelow: 0.001) == [free, range])
  }

  @Test("120 views with 120 distinct priorities: each compressed in priority order, as Auto Layout does")
  func manyDistinctPriorities() throws {
    // Widths w_i ≥ 10 at priority 800 − i, their sum at most 600: the lowest priorities give way first.
    var solver = CassowarySolver()
    let widths = (0..<120).map { _ in solver.addVariable() }
    var sum = LinearExpression()
    for (i, w) in widths.enumerated() {
      try solver.add(Self.constraint(Self.x(w) + -10, .greaterOrEqual, 800 - Double(i)))
      try solver.add(Self.constraint(Self.x(w), .greaterOrEqual))
      sum = sum + Self.x(w)
    }
    try solver.add(Self.constraint(sum + -600, .lessOrEqual))
    // 600 pt hold 60 widths of 10: the first 60 (highest priorities) keep 10, the others get 0.
    for (i, w) in widths.enumerated() {
      #expect(abs(solver.value(w) - (i < 60 ? 10 : 0)) < 1e-6, "width \(i)")
    }
  }

  @Test("300 constraints, each with its own priority (1…300), solve with bounded work: under a tenth of the budgets")
  func threeHundredDistinctPriorities() throws {
    var solver = CassowarySolver()
    let widths = (0..<300).map { _ in solver.addVariable() }
    var sum = LinearExpression.variable(widths[0])
    for w in widths.dropFirst() { sum = sum + .variable(w) }
    try solver.add(Self.constraint(sum + -1_500, .lessOrEqual))
    for (i, w) in widths.enumerated() {
      try solver.add(Self.constraint(Self.x(w), .greaterOrEqual))
      try solver.add(Self.constraint(Self.x(w) + -10, .greaterOrEqual, Double(1 + i)))
    }
    // 1,500 pt hold 150 widths of 10: the 150 highest priorities keep them.
    #expect(widths.suffix(150).allSatisfy { abs(solver.value($0) - 10) < 1e-6 })
    #expect(widths.prefix(150).allSatisfy { abs(solver.value($0)) < 1e-6 })
    #expect(solver.pivots < CassowarySolver.maximumPivots / 10, "\(solver.pivots) pivots")
    #expect(solver.work < CassowarySolver.maximumWork / 10, "\(solver.work) tableau updates")
  }

  @Test("ConstraintSolver: the later of two conflicting required constraints is broken and named with the other")
  func brokenWithConflicts() throws {
    var solver = ConstraintSolver()
    let v = solver.addVariable(), other = solver.addVariable()
    solver.add(Self.constraint(Self.x(other) + -1, .equal, 1000, "unrelated"))
    solver.add(Self.constraint(Self.x(v) + -10, .equal, 1000, "width 10"))
    solver.add(Self.constraint(Self.x(v) + -20, .equal, 1000, "width 20"))
    let solution = try solver.solve(preferred: [0, 0])
    #expect(solution.values == [10, 1])
    #expect(solution.broken.map(\.constraint.source) == ["width 20"])
    #expect(solution.broken.first?.conflicting.map(\.source) == ["width 10"])
    #expect(solution.ambiguousVariables.isEmpty)
  }

  @Test("ConstraintSolver: a cell size that cannot hold (structural constraints in conflict) is bad input (65), not internal")
  func structuralConflict() throws {
    var solver = ConstraintSolver()
    let height = solver.addVariable()
    for (value, source) in [(44.0, "height of the cell"), (50_000, "size of the cell")] {
      var size = Self.constraint(Self.x(height) + -value, .equal, 1000, source)
      size.isStructural = true
      solver.add(size)
    }
    let error = #expect(throws: XIBSolverError.self) { _ = try solver.solve(preferred: [0]) }
    #expect(error?.category == .badInput)
    #expect(error?.description == "constraint solver: size of the cell cannot be laid out (50000 pt): the cell's width, height or row height conflicts with its other sizes or is out of the range the solver holds")
  }

  @Test("ConstraintSolver: an ambiguous variable takes its preferred value; a determined one ignores it")
  func preferredValues() throws {
    var solver = ConstraintSolver()
    let free = solver.addVariable(), fixed = solver.addVariable()
    solver.add(Self.constraint(Self.x(fixed) + -4, .equal))
    solver.add(Self.constraint(Self.x(free) - Self.x(fixed), .greaterOrEqual))
    let solution = try solver.solve(preferred: [12.5, 99])
    #expect(solution.ambiguousVariables == [free])
    #expect(abs(solution.values[free] - 12.5) < 1e-9)
    #expect(abs(solution.values[fixed] - 4) < 1e-9)
  }
}
