/// One row of the tableau, `basic = constant + Σ coefficient · symbol` over non-basic symbols
/// (or, while a constraint is being added, the expression that must equal 0).
struct SimplexRow: Sendable {
  /// Coefficients below this (in absolute value) are treated as 0 (kiwi's `nearZero`, 1e-8).
  static let epsilon = 1e-8

  var constant: Double
  var cells: [SimplexSymbol: Double] = [:]

  init(constant: Double = 0) { self.constant = constant }

  func coefficient(_ symbol: SimplexSymbol) -> Double { cells[symbol] ?? 0 }

  /// The symbols in id order (hash order is random per process; every choice must not depend on it).
  var sortedSymbols: [SimplexSymbol] { cells.keys.sorted() }

  /// Adds `value` to the constant; returns the new constant.
  mutating func add(_ value: Double) -> Double {
    constant += value
    return constant
  }

  /// Adds `coefficient · symbol`, dropping the cell when it becomes 0.
  mutating func insert(_ symbol: SimplexSymbol, _ coefficient: Double = 1) {
    let value = (cells[symbol] ?? 0) + coefficient
    cells[symbol] = abs(value) < Self.epsilon ? nil : value
  }

  /// Adds `coefficient · row`.
  mutating func insert(_ row: SimplexRow, _ coefficient: Double = 1) {
    constant += row.constant * coefficient
    for (symbol, value) in row.cells { insert(symbol, value * coefficient) }
  }

  mutating func remove(_ symbol: SimplexSymbol) { cells[symbol] = nil }

  mutating func reverseSign() {
    constant = -constant
    for key in cells.keys { cells[key] = -(cells[key] ?? 0) }
  }

  /// Solves `0 = self` for `symbol` (which must have a coefficient): afterwards the row is
  /// `symbol = …` without it.
  mutating func solve(for symbol: SimplexSymbol) {
    let factor = -1 / (cells.removeValue(forKey: symbol) ?? 1)
    constant *= factor
    for key in cells.keys { cells[key] = (cells[key] ?? 0) * factor }
  }

  /// Solves `lhs = self` for `rhs`: the row becomes `rhs = …` with `lhs` among its terms.
  mutating func solve(for lhs: SimplexSymbol, _ rhs: SimplexSymbol) {
    insert(lhs, -1)
    solve(for: rhs)
  }

  /// Replaces `symbol` by `row` (its value as a basic symbol).
  mutating func substitute(_ symbol: SimplexSymbol, _ row: SimplexRow) {
    guard let coefficient = cells.removeValue(forKey: symbol) else { return }
    insert(row, coefficient)
  }
}
