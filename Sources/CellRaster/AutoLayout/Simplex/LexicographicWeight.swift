/// An objective coefficient with one component per priority level (the symbolic weights of the
/// Cassowary paper, §2.3), stored sparsely as (priority, value) pairs, highest priority first.
/// Compared lexicographically: the highest priority with a non-zero value decides, so no
/// amount of error at one priority outweighs any error at a higher one.
struct LexicographicWeight: Sendable {
  /// (priority, value), priorities strictly decreasing, values never near 0.
  private(set) var terms: [(priority: Double, value: Double)] = []

  init() {}

  init(priority: Double, value: Double) {
    if abs(value) >= SimplexRow.epsilon { terms = [(priority, value)] }
  }

  var isZero: Bool { terms.isEmpty }

  /// The value of the highest level with one, or 0: its sign says whether the weight is
  /// negative, zero or positive.
  var leading: Double { terms.first?.value ?? 0 }

  /// True when every level above `floor` is 0.
  func isZero(above floor: Double) -> Bool { terms.allSatisfy { $0.priority <= floor } }

  /// `self + other × factor`, dropping near-zero levels.
  func adding(_ other: LexicographicWeight, times factor: Double) -> LexicographicWeight {
    var result = LexicographicWeight()
    var i = 0, j = 0
    let a = terms, b = other.terms
    result.terms.reserveCapacity(a.count + b.count)
    while i < a.count || j < b.count {
      let priority: Double, value: Double
      if j == b.count || (i < a.count && a[i].priority > b[j].priority) {
        (priority, value) = (a[i].priority, a[i].value); i += 1
      } else if i == a.count || b[j].priority > a[i].priority {
        (priority, value) = (b[j].priority, b[j].value * factor); j += 1
      } else {
        (priority, value) = (a[i].priority, a[i].value + b[j].value * factor); i += 1; j += 1
      }
      if abs(value) >= SimplexRow.epsilon { result.terms.append((priority, value)) }
    }
    return result
  }

  /// `self / divisor`.
  func divided(by divisor: Double) -> LexicographicWeight {
    var result = self
    for index in result.terms.indices { result.terms[index].value /= divisor }
    return result
  }

  /// Lexicographic `<`, with levels closer than `SimplexRow.epsilon` equal.
  static func < (a: LexicographicWeight, b: LexicographicWeight) -> Bool {
    (a.adding(b, times: -1)).leading < 0
  }
}
