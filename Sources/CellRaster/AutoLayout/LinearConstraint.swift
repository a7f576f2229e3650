/// `Σ terms[v]·x[v] + constant`, over solver variables (free, any sign).
struct LinearExpression: Hashable {
  var terms: [Int: Double] = [:]
  var constant: Double = 0

  static func variable(_ index: Int, _ coefficient: Double = 1) -> LinearExpression {
    LinearExpression(terms: [index: coefficient])
  }

  static func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
    var result = a
    for (v, c) in b.terms { result.terms[v, default: 0] += c }
    result.constant += b.constant
    return result
  }

  static func * (a: LinearExpression, k: Double) -> LinearExpression {
    LinearExpression(terms: a.terms.mapValues { $0 * k }, constant: a.constant * k)
  }

  static func - (a: LinearExpression, b: LinearExpression) -> LinearExpression { a + b * -1 }

  static func + (a: LinearExpression, k: Double) -> LinearExpression {
    LinearExpression(terms: a.terms, constant: a.constant + k)
  }
}

/// A constraint `expression relation 0` with an Auto Layout priority (1000 = required).
struct LinearConstraint {
  enum Relation { case equal, lessOrEqual, greaterOrEqual }
  var expression: LinearExpression
  var relation: Relation
  /// 1…1000; 1000 is required.
  var priority: Double
  /// What it came from, for warnings (a XIB constraint id, "intrinsic width of …").
  var source: String
  /// The views it involves (XIB ids), for warnings.
  var views: [String]
  /// True for constraints snapcheck adds itself that must never be broken (the cell's size).
  var isStructural = false
}
