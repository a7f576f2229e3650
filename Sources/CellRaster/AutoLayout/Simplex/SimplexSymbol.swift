/// A column of the simplex tableau (Badros, Borning & Stuckey, "The Cassowary Linear Arithmetic
/// Constraint Solving Algorithm", 2001, §2): an external layout variable (any sign), or one
/// the solver adds per constraint: a slack (≥ 0, turns an inequality into an equation), an error
/// (≥ 0, how far an optional constraint is violated) or a dummy (marks a required equation; never
/// enters the basis).
struct SimplexSymbol: Hashable, Comparable, Sendable {
  enum Kind: UInt8, Sendable { case external, slack, error, dummy }

  /// Unique within one solver, dense (1, 2, 3, … in creation order: the solver's tables are
  /// arrays indexed by it); also the order that makes every choice of the solver deterministic
  /// (Bland's rule).
  let id: Int
  let kind: Kind

  /// Slacks and errors are restricted to ≥ 0 and may enter or leave the basis.
  var isPivotable: Bool { kind == .slack || kind == .error }
  /// Everything but external variables is restricted to ≥ 0 (dummies are 0).
  var isRestricted: Bool { kind != .external }

  static func == (a: SimplexSymbol, b: SimplexSymbol) -> Bool { a.id == b.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
  static func < (a: SimplexSymbol, b: SimplexSymbol) -> Bool { a.id < b.id }
}
