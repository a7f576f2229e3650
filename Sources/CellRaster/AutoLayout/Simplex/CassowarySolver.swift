/// The incremental simplex solver behind Auto Layout: Cassowary (Badros, Borning & Stuckey,
/// "The Cassowary Linear Arithmetic Constraint Solving Algorithm", ACM TOCHI 8(4), 2001), in the
/// form of its kiwi implementation (nucleic/kiwi: `addConstraint`, `chooseSubject`,
/// `addWithArtificialVariable`, `optimize`, `dualOptimize`, edit variables), with one change:
/// priorities are lexicographic. Apple's Auto Layout Guide ("Anatomy of a Constraint",
/// priorities): "the system attempts to satisfy all the constraints in priority order from
/// highest to lowest"; an optional constraint it cannot satisfy is satisfied as closely as
/// possible. So the objective is a vector with one level per distinct priority (the symbolic
/// weights of the Cassowary paper, §2.3): no amount of error at priority 250 outweighs any error
/// at 251, and within a level the summed error (L1, as Cassowary's) is minimised.
///
/// Required constraints (priority ≥ 1000) are exact; `add` throws for one that cannot hold
/// together with those already added, and leaves the solver as it was.
///
/// Every choice the solver makes (subject, entering and leaving symbols) is by lowest symbol id
/// (Bland's rule), so results never depend on hash order: the same constraints in the same order
/// give the same bytes on every run.
///
/// Symbol ids are dense (1, 2, 3, … in creation order), so the tableau is arrays indexed by id
/// (the row of each basic symbol, the objective weight of each symbol) rather than hashed
/// tables, and every walk over them is in id order.
struct CassowarySolver: Sendable {
  /// The "edit" level above every optional priority (kiwi's edit variables are `strong`): an
  /// edit variable alone in its edit constraint always takes the suggested value.
  static let editPriority = 1_000_000.0

  /// A required constraint that cannot be satisfied together with those already added.
  struct Unsatisfiable: Error {}
  /// A numerical failure (an unbounded objective); a bug, not bad input.
  struct InternalError: Error, CustomStringConvertible {
    let description: String
  }
  /// The system needed more than `maximumPivots` pivots: too hard to solve in the time a cell
  /// may take (bad input, not a bug).
  struct TooComplex: Error {}

  /// Most pivots one solver may make, primal and dual together: 10,000. Issue 15's synthetic
  /// cell of 120 views and 964 constraints takes 166 and the public fixture cells fewer.
  static let maximumPivots = 10_000
  /// This solver's budget (default `maximumPivots`; tests lower it).
  var pivotBudget = maximumPivots
  /// Most tableau cells one solver may update in substitutions: 30 million, a deterministic
  /// bound on its time (about 2 s here with hashed rows; under 1 s with the sorted rows of
  /// `SimplexRow`: a random system of 800 conflicting optional constraints over 80 variables
  /// reached it after 0.7 s in release, 2026-12-02) where pivots alone are not one: a hostile
  /// XIB of 800 conflicting optional constraints made rows so long that 10,000 pivots took 22 s.
  /// The synthetic 964-constraint cell updates about 2 million.
  static let maximumWork = 30_000_000
  /// This solver's work budget (default `maximumWork`).
  var workBudget = maximumWork
  /// Tableau cells updated so far.
  private(set) var work = 0
  /// Pivots made so far, primal and dual.
  private(set) var pivots = 0

  /// The symbols a constraint added: `marker` (slack, plus error or dummy) and `other` (the
  /// inequality's error, or the equation's minus error).
  private struct Tag: Sendable {
    var marker: SimplexSymbol
    var other: SimplexSymbol?
  }

  private struct Edit: Sendable {
    var tag: Tag
    var constant: Double
  }

  private var nextID = 0
  /// Every symbol made so far, by id (index 0 is a placeholder: ids start at 1).
  private var symbols: [SimplexSymbol] = [SimplexSymbol(id: 0, kind: .dummy)]
  /// The row of each basic symbol, by symbol id; nil for a non-basic symbol.
  private var rows: [SimplexRow?] = [nil]
  /// External symbol per variable index.
  private var externals: [SimplexSymbol] = []
  /// The objective: a lexicographic weight per symbol id (one level per optional priority),
  /// over the error symbols of the optional constraints; zero for every basic symbol.
  private var objective: [LexicographicWeight] = [LexicographicWeight()]
  private var edits: [Int: Edit] = [:]
  private var infeasible: [SimplexSymbol] = []
  private var artificial: SimplexRow?

  init() {}

  /// Number of external variables.
  var variableCount: Int { externals.count }

  /// A new external variable (any sign); its index.
  mutating func addVariable() -> Int {
    externals.append(symbol(.external))
    return externals.count - 1
  }

  /// The current value of variable `index`: its row's constant when basic, else 0.
  func value(_ index: Int) -> Double { rows[externals[index].id]?.constant ?? 0 }

  /// Adds `constraint`.
  /// - Throws: `Unsatisfiable` for a required constraint that conflicts with the required ones
  ///   already added (the solver is left unchanged); `InternalError` on numerical failure and
  ///   `TooComplex` past a budget (the solver is then left part-way and must be dropped).
  mutating func add(_ constraint: LinearConstraint) throws {
    _ = try insertReturningTag(constraint)
  }

  /// Makes variable `index` an edit variable at the edit level, starting at `value`.
  /// - Throws: `InternalError` on numerical failure.
  mutating func addEditVariable(_ index: Int, value: Double) throws {
    let constraint = LinearConstraint(expression: .variable(index) + -value, relation: .equal,
                                      priority: Self.editPriority, source: "edit", views: [])
    let tag = try insertReturningTag(constraint, isEdit: true)
    edits[index] = Edit(tag: tag, constant: value)
  }

  /// Moves edit variable `index` to `value` and re-optimises from the current solution (dual
  /// simplex: only the rows the change reaches are pivoted).
  /// - Throws: `InternalError` on numerical failure; nothing when `index` is no edit variable.
  mutating func suggestValue(_ index: Int, _ value: Double) throws {
    guard var edit = edits[index] else { return }
    let delta = value - edit.constant
    edit.constant = value
    edits[index] = edit
    if rows[edit.tag.marker.id] != nil {
      if rows[edit.tag.marker.id]!.add(-delta) < 0 { infeasible.append(edit.tag.marker) }
    } else if let other = edit.tag.other, rows[other.id] != nil {
      if rows[other.id]!.add(delta) < 0 { infeasible.append(other) }
    } else {
      for id in rows.indices {
        guard let coefficient = rows[id]?.coefficient(edit.tag.marker), coefficient != 0 else { continue }
        let symbol = symbols[id]
        if rows[id]!.add(delta * coefficient) < 0, symbol.kind != .external { infeasible.append(symbol) }
      }
    }
    try dualOptimize()
  }

  // MARK: Adding constraints

  /// - Parameter isEdit: an edit constraint: optional at the edit level (its priority is above
  ///   1000 only to order the levels).
  ///
  /// A required constraint that cannot hold leaves the solver as it was: it can only be found
  /// so before anything but its new symbols was made (a row of dummies alone), or in phase one
  /// (`addWithArtificialVariable`), so only that phase works on a copy kept for undoing (a
  /// copy per constraint, as before, cost a copy of the whole tableau each time).
  private mutating func insertReturningTag(_ constraint: LinearConstraint, isEdit: Bool = false) throws -> Tag {
    let required = !isEdit && constraint.priority >= LayoutPriority.required
    let firstNewID = nextID + 1
    var (row, tag) = createRow(constraint, isEdit: isEdit)
    var subject = chooseSubject(row, tag)
    if subject == nil, row.cells.allSatisfy({ $0.symbol.kind == .dummy }) {
      guard abs(row.constant) < SimplexRow.epsilon else {
        if required { dropSymbols(from: firstNewID) }
        throw Unsatisfiable()
      }
      subject = tag.marker
    }
    if let subject {
      row.solve(for: subject)
      substitute(subject, row)
      rows[subject.id] = row
      try optimize()
    } else if required {
      let saved = self
      do {
        guard try addWithArtificialVariable(row) else { throw Unsatisfiable() }
        try optimize()
      } catch {
        self = saved
        dropSymbols(from: firstNewID)
        throw error
      }
    } else {
      guard try addWithArtificialVariable(row) else { throw Unsatisfiable() }
      try optimize()
    }
    return tag
  }

  private mutating func symbol(_ kind: SimplexSymbol.Kind) -> SimplexSymbol {
    nextID += 1
    let symbol = SimplexSymbol(id: nextID, kind: kind)
    symbols.append(symbol)
    rows.append(nil)
    objective.append(LexicographicWeight())
    return symbol
  }

  /// Forgets the symbols from id `first` on, made for a constraint that was not added (none of
  /// them is in the tableau or the objective).
  private mutating func dropSymbols(from first: Int) {
    nextID = first - 1
    symbols.removeSubrange(first...)
    rows.removeSubrange(first...)
    objective.removeSubrange(first...)
  }

  /// Adds `value` at `priority` to `symbol`'s objective weight.
  private mutating func addObjective(_ symbol: SimplexSymbol, priority: Double, value: Double) {
    objective[symbol.id] = objective[symbol.id].adding(LexicographicWeight(priority: priority, value: value), times: 1)
  }

  /// kiwi's `createRow`: the constraint as a row over non-basic symbols, with its slack, errors
  /// or dummy, the errors entered in the objective of its priority.
  private mutating func createRow(_ constraint: LinearConstraint, isEdit: Bool) -> (SimplexRow, Tag) {
    var row = SimplexRow(constant: constraint.expression.constant)
    for variable in constraint.expression.terms.keys.sorted() {
      let coefficient = constraint.expression.terms[variable] ?? 0
      guard abs(coefficient) >= SimplexRow.epsilon else { continue }
      let external = externals[variable]
      if let basic = rows[external.id] { row.insert(basic, coefficient) } else { row.insert(external, coefficient) }
    }
    let required = !isEdit && constraint.priority >= LayoutPriority.required
    let tag: Tag
    switch constraint.relation {
    case .lessOrEqual, .greaterOrEqual:
      let sign = constraint.relation == .lessOrEqual ? 1.0 : -1.0
      let slack = symbol(.slack)
      row.insert(slack, sign)
      if required {
        tag = Tag(marker: slack, other: nil)
      } else {
        let error = symbol(.error)
        row.insert(error, -sign)
        addObjective(error, priority: constraint.priority, value: 1)
        tag = Tag(marker: slack, other: error)
      }
    case .equal:
      if required {
        let dummy = symbol(.dummy)
        row.insert(dummy)
        tag = Tag(marker: dummy, other: nil)
      } else {
        let plus = symbol(.error), minus = symbol(.error)
        row.insert(plus, -1)
        row.insert(minus, 1)
        addObjective(plus, priority: constraint.priority, value: 1)
        addObjective(minus, priority: constraint.priority, value: 1)
        tag = Tag(marker: plus, other: minus)
      }
    }
    if row.constant < 0 { row.reverseSign() }
    return (row, tag)
  }

  /// kiwi's `chooseSubject`: an external symbol (the lowest id), else the constraint's own
  /// slack or error when its coefficient is negative.
  private func chooseSubject(_ row: SimplexRow, _ tag: Tag) -> SimplexSymbol? {
    if let external = row.cells.first(where: { $0.symbol.kind == .external }) { return external.symbol }
    if tag.marker.isPivotable, row.coefficient(tag.marker) < 0 { return tag.marker }
    if let other = tag.other, other.isPivotable, row.coefficient(other) < 0 { return other }
    return nil
  }

  /// kiwi's `addWithArtificialVariable`: phase one of the simplex for a row no symbol can
  /// take; false when the artificial objective cannot reach 0 (unsatisfiable).
  private mutating func addWithArtificialVariable(_ row: SimplexRow) throws -> Bool {
    let art = symbol(.slack)
    rows[art.id] = row
    artificial = row
    try optimizeArtificial()
    let success = abs(artificial?.constant ?? 0) < SimplexRow.epsilon
    artificial = nil
    if var basic = rows[art.id] {
      rows[art.id] = nil
      if basic.isEmpty { return success }
      guard let entering = basic.cells.first(where: { $0.symbol.isPivotable })?.symbol else { return false }
      basic.solve(for: art, entering)
      substitute(entering, basic)
      rows[entering.id] = basic
    }
    for id in rows.indices where rows[id] != nil { rows[id]!.remove(art) }
    objective[art.id] = LexicographicWeight()
    return success
  }

  /// Replaces `symbol` by `row` everywhere; restricted basic rows driven negative are
  /// infeasible (for the dual simplex). Rows are visited in id order.
  private mutating func substitute(_ symbol: SimplexSymbol, _ row: SimplexRow) {
    for id in rows.indices {
      guard let at = rows[id]?.position(of: symbol) else { continue }
      work += row.count
      rows[id]!.substitute(at: at, row)
      if symbols[id].isRestricted, rows[id]!.constant < 0 { infeasible.append(symbols[id]) }
    }
    let weight = objective[symbol.id]
    if !weight.isZero {
      objective[symbol.id] = LexicographicWeight()
      for cell in row.cells {
        objective[cell.symbol.id] = objective[cell.symbol.id].adding(weight, times: cell.value)
      }
    }
    if let at = artificial?.position(of: symbol) { artificial!.substitute(at: at, row) }
  }

  // MARK: Optimising

  /// Primal simplex on the lexicographic objective: the entering symbol is the lowest-id one
  /// whose weight is negative (entering it lowers the error of the highest level it touches).
  private mutating func optimize() throws {
    while true {
      var entering: SimplexSymbol?
      for id in objective.indices where objective[id].leading < 0 && symbols[id].kind != .dummy {
        entering = symbols[id]
        break
      }
      guard let entering else { return }
      try pivot(entering: entering)
    }
  }

  /// Phase one: minimises the artificial row.
  private mutating func optimizeArtificial() throws {
    while let row = artificial,
          let entering = row.cells.first(where: { $0.symbol.kind != .dummy && $0.value < -SimplexRow.epsilon })?.symbol {
      try pivot(entering: entering)
    }
  }

  /// kiwi's `getLeavingRow` and the pivot: the restricted basic row that bounds `entering` most
  /// tightly leaves (lowest id on ties).
  private mutating func pivot(entering: SimplexSymbol) throws {
    pivots += 1
    guard pivots <= pivotBudget, work <= workBudget else { throw TooComplex() }
    var leaving: SimplexSymbol?
    var best = Double.infinity
    // Ties (within epsilon) go to the lowest id; the rows are walked in id order.
    for id in rows.indices where symbols[id].kind != .external {
      guard let row = rows[id] else { continue }
      let coefficient = row.coefficient(entering)
      guard coefficient < 0 else { continue }
      let symbol = symbols[id]
      let ratio = -row.constant / coefficient
      if let current = leaving, ratio >= best - SimplexRow.epsilon {
        if ratio <= best + SimplexRow.epsilon, symbol < current { leaving = symbol }
      } else {
        best = ratio
        leaving = symbol
      }
    }
    guard let leaving, var row = rows[leaving.id] else {
      throw InternalError(description: "the objective is unbounded")
    }
    rows[leaving.id] = nil
    row.solve(for: leaving, entering)
    substitute(entering, row)
    rows[entering.id] = row
  }

  /// Dual simplex: restores feasibility after `suggestValue`, keeping optimality.
  private mutating func dualOptimize() throws {
    while let leaving = infeasible.popLast() {
      guard var row = rows[leaving.id], row.constant < 0 else { continue }
      var entering: SimplexSymbol?
      var best = LexicographicWeight()
      for cell in row.cells where cell.symbol.kind != .dummy {
        let coefficient = cell.value
        guard coefficient > 0 else { continue }
        let ratio = objective[cell.symbol.id].divided(by: coefficient)
        if entering == nil || ratio < best { entering = cell.symbol; best = ratio }
      }
      guard let entering else { throw InternalError(description: "the dual optimisation failed") }
      pivots += 1
      guard pivots <= pivotBudget, work <= workBudget else { throw TooComplex() }
      rows[leaving.id] = nil
      row.solve(for: leaving, entering)
      substitute(entering, row)
      rows[entering.id] = row
    }
  }

  // MARK: Ambiguity

  /// The variables among `candidates` that the constraints leave free: some non-basic symbol
  /// whose objective weight is 0 at every level above `ignoringBelow` could move by a positive
  /// step without making a restricted row negative, and moving it moves the variable. These
  /// are the layouts `UIView.hasAmbiguousLayout` reports: more than one solution is equally
  /// good for every constraint that counts. Levels at or below `ignoringBelow` (the tie-break
  /// preferences) do not count.
  func ambiguousVariables(_ candidates: [Int], ignoringBelow floor: Double) -> Set<Int> {
    // One pass over the tableau: the non-basic symbols that appear anywhere (a symbol in no row
    // moves nothing), and the directions in which a degenerate restricted row (at 0) blocks a
    // symbol: increasing a symbol with a negative coefficient there would make the row negative.
    // Sets of symbols are flags by symbol id.
    var parameters = [Bool](repeating: false, count: symbols.count)
    var blockedUp = parameters, blockedDown = parameters
    for id in rows.indices {
      guard let row = rows[id] else { continue }
      let degenerate = symbols[id].isRestricted && row.constant < 1e-7
      for cell in row.cells {
        parameters[cell.symbol.id] = true
        guard degenerate else { continue }
        if cell.value < -SimplexRow.epsilon { blockedUp[cell.symbol.id] = true }
        if cell.value > SimplexRow.epsilon { blockedDown[cell.symbol.id] = true }
      }
    }
    var movable = [Bool](repeating: false, count: symbols.count)
    for id in symbols.indices where parameters[id] {
      let symbol = symbols[id]
      guard symbol.kind != .dummy, objective[id].isZero(above: floor) else { continue }
      if !blockedUp[id] || (symbol.kind == .external && !blockedDown[id]) { movable[id] = true }
    }
    var result = Set<Int>()
    for index in candidates {
      let external = externals[index]
      if let row = rows[external.id] {
        if row.cells.contains(where: { movable[$0.symbol.id] }) { result.insert(index) }
      } else if movable[external.id] || !parameters[external.id] {
        // A non-basic variable: free when it can move, or when no constraint mentions it.
        result.insert(index)
      }
    }
    return result
  }
}
