import Testing
@testable import CellRaster

/// Hostile XIBs cannot stall a run: the constraint count is capped when the file is read, and the
/// solver stops after `CassowarySolver.maximumPivots` pivots with a bad-input error (65).
@Suite("XIB limits")
struct XIBLimitsTests {
  @Test("more than 1,200 constraints in one cell is an error naming the count and the limit")
  func constraintCap() throws {
    let constraints = (0..<1_201).map {
      #"<constraint firstItem="l" firstAttribute="width" relation="greaterThanOrEqual" constant="\#($0 % 50)" priority="\#(1 + $0 % 999)" id="c\#($0)"/>"#
    }.joined()
    let xib = XIBSamples.cell(subviews: #"<label text="x" translatesAutoresizingMaskIntoConstraints="NO" id="l"><rect key="frame" x="0" y="0" width="1" height="1"/></label>"#,
                              constraints: constraints)
    let error = #expect(throws: XIBError.self) { try XIBSamples.parse(xib) }
    #expect(error?.category == .badInput)
    #expect("\(error.map { "\($0)" } ?? "")".contains("1201 constraints; snapcheck lays out at most 1200 per cell"))
  }

  @Test("a solver past its pivot budget throws TooComplex, which the XIB layout reports as bad input (65)")
  func pivotBudget() throws {
    #expect(XIBSolverError.tooComplex.category == .badInput)
    func fight(budget: Int) throws {
      var solver = CassowarySolver()
      solver.pivotBudget = budget
      let w = solver.addVariable()
      for i in 0..<200 {
        try solver.add(LinearConstraint(expression: .variable(w) + -Double(i), relation: .equal, priority: Double(1 + i % 37),
                                        source: "c", views: []))
      }
    }
    #expect(throws: CassowarySolver.TooComplex.self) { try fight(budget: 10) }
    try fight(budget: CassowarySolver.maximumPivots)
  }

  @Test("the work budget (tableau cells updated) stops a solver too, and the synthetic 964-constraint cell stays far under it")
  func workBudget() throws {
    var solver = CassowarySolver()
    solver.workBudget = 50
    let vars = (0..<40).map { _ in solver.addVariable() }
    #expect(throws: CassowarySolver.TooComplex.self) {
      for (i, v) in vars.enumerated() {
        try solver.add(LinearConstraint(expression: .variable(v) - .variable(vars[(i + 1) % vars.count]) + -Double(i), relation: .equal,
                                        priority: Double(1 + i), source: "c", views: []))
        try solver.add(LinearConstraint(expression: .variable(v), relation: .greaterOrEqual, priority: 1000, source: "c", views: []))
      }
    }
    var synthetic = AutoLayoutBenchmarkTests.syntheticSystem(views: 120)
    _ = try synthetic.solve(preferred: [])
    #expect(synthetic.work < CassowarySolver.maximumWork / 5, "\(synthetic.work)")
    #expect(synthetic.pivots < CassowarySolver.maximumPivots / 20, "\(synthetic.pivots)")
  }
}
