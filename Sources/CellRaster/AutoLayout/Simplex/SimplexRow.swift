/// One row of the tableau, `basic = constant + Σ coefficient · symbol` over non-basic symbols
/// (or, while a constraint is being added, the expression that must equal 0).
///
/// The cells are one array sorted by symbol id: a lookup is a binary search, adding a multiple
/// of another row is one merge into a single new buffer (no hashing), and walking the cells
/// visits them in id order, so no choice the solver makes depends on hash order. Every cell
/// value is computed exactly as with a table keyed by symbol (`old + value × coefficient`,
/// dropped below `epsilon`), so solutions are the same.
struct SimplexRow: Sendable {
  /// Coefficients below this (in absolute value) are treated as 0 (kiwi's `nearZero`, 1e-8).
  static let epsilon = 1e-8

  /// One non-zero coefficient of the row.
  struct Cell: Sendable {
    var symbol: SimplexSymbol
    var value: Double
  }

  var constant: Double
  /// The non-zero cells, ascending symbol id, each symbol once.
  private(set) var cells: [Cell] = []
  /// A filter of the symbols in `cells`: bit `id % 64` is set for each (and may stay set after
  /// its cell goes), so a clear bit proves a symbol absent without searching.
  private(set) var mask: UInt64 = 0

  /// `symbol`'s bit in `mask`.
  static func bit(_ symbol: SimplexSymbol) -> UInt64 { 1 << UInt64(symbol.id & 63) }

  init(constant: Double = 0) { self.constant = constant }

  /// Number of non-zero cells.
  var count: Int { cells.count }
  var isEmpty: Bool { cells.isEmpty }

  /// The position of `symbol`'s cell, or nil (binary search by id).
  func position(of symbol: SimplexSymbol) -> Int? {
    guard mask & Self.bit(symbol) != 0 else { return nil }
    let id = symbol.id
    var low = 0, high = cells.count
    while low < high {
      let middle = (low + high) >> 1
      let other = cells[middle].symbol.id
      if other == id { return middle }
      if other < id { low = middle + 1 } else { high = middle }
    }
    return nil
  }

  /// The first position whose symbol id is not below `id`.
  private func lowerBound(_ id: Int) -> Int {
    var low = 0, high = cells.count
    while low < high {
      let middle = (low + high) >> 1
      if cells[middle].symbol.id < id { low = middle + 1 } else { high = middle }
    }
    return low
  }

  func coefficient(_ symbol: SimplexSymbol) -> Double {
    position(of: symbol).map { cells[$0].value } ?? 0
  }

  func contains(_ symbol: SimplexSymbol) -> Bool { position(of: symbol) != nil }

  /// Adds `value` to the constant; returns the new constant.
  mutating func add(_ value: Double) -> Double {
    constant += value
    return constant
  }

  /// Adds `coefficient · symbol`, dropping the cell when it becomes 0.
  mutating func insert(_ symbol: SimplexSymbol, _ coefficient: Double = 1) {
    let at = lowerBound(symbol.id)
    if at < cells.count, cells[at].symbol.id == symbol.id {
      let value = cells[at].value + coefficient
      if abs(value) < Self.epsilon { cells.remove(at: at) } else { cells[at].value = value }
    } else {
      let value = 0 + coefficient
      if abs(value) >= Self.epsilon {
        cells.insert(Cell(symbol: symbol, value: value), at: at)
        mask |= Self.bit(symbol)
      }
    }
  }

  /// Adds `coefficient · row`.
  mutating func insert(_ row: SimplexRow, _ coefficient: Double = 1) {
    constant += row.constant * coefficient
    merge(row, coefficient, skipping: -1)
  }

  /// `cells` (without the one at `skip`, when not -1) plus `row.cells × coefficient`, merged by
  /// id into one new buffer; cells that become 0 are dropped.
  private mutating func merge(_ row: SimplexRow, _ coefficient: Double, skipping skip: Int) {
    let a = cells, b = row.cells
    var result: [Cell] = []
    result.reserveCapacity(a.count + b.count)
    var resultMask: UInt64 = 0
    var i = 0, j = 0
    while i < a.count || j < b.count {
      if i == skip { i += 1; continue }
      if j == b.count || (i < a.count && a[i].symbol.id < b[j].symbol.id) {
        result.append(a[i]); resultMask |= Self.bit(a[i].symbol); i += 1
      } else if i == a.count || b[j].symbol.id < a[i].symbol.id {
        let value = 0 + b[j].value * coefficient
        if abs(value) >= Self.epsilon {
          result.append(Cell(symbol: b[j].symbol, value: value))
          resultMask |= Self.bit(b[j].symbol)
        }
        j += 1
      } else {
        let value = a[i].value + b[j].value * coefficient
        if abs(value) >= Self.epsilon {
          result.append(Cell(symbol: a[i].symbol, value: value))
          resultMask |= Self.bit(a[i].symbol)
        }
        i += 1; j += 1
      }
    }
    cells = result
    mask = resultMask
  }

  mutating func remove(_ symbol: SimplexSymbol) {
    if let at = position(of: symbol) { cells.remove(at: at) }
  }

  mutating func reverseSign() {
    constant = -constant
    for index in cells.indices { cells[index].value = -cells[index].value }
  }

  /// Solves `0 = self` for `symbol` (which must have a coefficient): afterwards the row is
  /// `symbol = …` without it.
  mutating func solve(for symbol: SimplexSymbol) {
    var coefficient = 1.0
    if let at = position(of: symbol) { coefficient = cells.remove(at: at).value }
    let factor = -1 / coefficient
    constant *= factor
    for index in cells.indices { cells[index].value *= factor }
  }

  /// Solves `lhs = self` for `rhs`: the row becomes `rhs = …` with `lhs` among its terms.
  mutating func solve(for lhs: SimplexSymbol, _ rhs: SimplexSymbol) {
    insert(lhs, -1)
    solve(for: rhs)
  }

  /// Replaces `symbol` by `row` (its value as a basic symbol).
  mutating func substitute(_ symbol: SimplexSymbol, _ row: SimplexRow) {
    guard let at = position(of: symbol) else { return }
    substitute(at: at, row)
  }

  /// Replaces the symbol of the cell at `at` by `row`, which must not mention that symbol.
  mutating func substitute(at: Int, _ row: SimplexRow) {
    let coefficient = cells[at].value
    constant += row.constant * coefficient
    merge(row, coefficient, skipping: at)
  }
}
