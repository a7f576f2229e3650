/// Reads `<constraint>` elements (fiori-cells.md §7 "Constraints"): an absent item is the view
/// owning the list; `multiplier` is a number or a ratio "389:210"; `priority` defaults to 1000.
/// A constraint at the system spacing (IB's "Standard" value, `useSystemSpacing`) is written
/// `symbolic="YES"` with the spacing IB resolved as its `constant` (8 pt between siblings, 20 pt
/// to the superview's edge in the corpus: FirebaseUI FUIPasswordTableViewCell, dgca
/// RuleErrorCell); that constant is what the nib gives UIKit, so it is used as written.
enum XIBConstraintParsing {
  /// - Throws: `XIBError.invalidElement` for a missing id or attribute, an unknown attribute or
  ///   relation, a malformed number, or a second attribute without a second item.
  static func constraint(_ element: XIBElement, owner: String, file: String) throws -> XIBConstraint {
    func invalid(_ message: String) -> XIBError { .invalidElement(file: file, element: element.reference, message: message) }
    guard let id = element["id"] else { throw invalid("a constraint needs an 'id'") }
    func attribute(_ name: String) throws -> XIBConstraint.Attribute? {
      guard let text = element[name] else { return nil }
      guard let value = XIBConstraint.Attribute(rawValue: text) else {
        throw invalid("unknown \(name) '\(EchoedValue.clip(text))' (allowed: \(XIBConstraint.Attribute.allCases.map(\.rawValue).joined(separator: ", ")))")
      }
      return value
    }
    guard let first = try attribute("firstAttribute") else { throw invalid("missing 'firstAttribute'") }
    let second = try attribute("secondAttribute")
    var relation = XIBConstraint.Relation.equal
    if let text = element["relation"] {
      guard let value = XIBConstraint.Relation(rawValue: text) else {
        throw invalid("unknown relation '\(EchoedValue.clip(text))' (allowed: equal, lessThanOrEqual, greaterThanOrEqual)")
      }
      relation = value
    }
    if second == nil, element["secondItem"] != nil { throw invalid("'secondItem' without 'secondAttribute'") }
    let secondItem: String? = second == nil ? nil : (element["secondItem"] ?? owner)
    if second == nil, ![.width, .height].contains(first) {
      throw invalid("a constraint without a second item must be a width or height, got '\(first.rawValue)'")
    }
    if let second, let problem = pairingProblem(first, second) {
      throw invalid("invalid pairing of layout attributes '\(first.rawValue)' and '\(second.rawValue)': UIKit raises "
        + "NSInvalidArgumentException when the nib loads: \(problem)")
    }
    let factor = try multiplier(element["multiplier"], invalid)
    if factor == 0, second != nil, ![.width, .height].contains(first) {
      throw invalid("a multiplier of 0 makes '\(first.rawValue)' a position equal to a constant; UIKit raises "
        + "NSInvalidArgumentException when the nib loads (fix: a multiplier other than 0, or relate the position to another item's)")
    }
    return XIBConstraint(
      id: id, firstItem: element["firstItem"] ?? owner, firstAttribute: first, relation: relation,
      secondItem: secondItem, secondAttribute: second,
      multiplier: factor,
      constant: try number(element["constant"], default: 0, name: "constant", invalid),
      priority: try priority(element["priority"], invalid), element: element.reference)
  }

  /// Why UIKit refuses a constraint between `first` and `second`, with the fix, or nil when it
  /// takes it.
  ///
  /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)` raises
  /// NSInvalidArgumentException ("Invalid pairing of layout attributes") when a size (width,
  /// height) is related to a position, or a horizontal position (left, leading, centerX and their
  /// margin forms) to a vertical one (top, baselines, centerY, …); and ("A constraint cannot be
  /// made between a leading/trailing attribute and a right/left attribute") when leading/trailing
  /// meets left/right. Width may be related to height (an aspect ratio). Source: Apple's
  /// NSLayoutConstraint reference, "Auto Layout Guide: Anatomy of a Constraint" ("you cannot
  /// constrain a size attribute to a location attribute", "you cannot constrain a vertical
  /// attribute to a horizontal attribute", "you cannot mix leading/trailing with left/right").
  static func pairingProblem(_ first: XIBConstraint.Attribute, _ second: XIBConstraint.Attribute) -> String? {
    let (a, b) = (AttributeKind(first), AttributeKind(second))
    if a == .size || b == .size {
      return a == b ? nil : "a size cannot be related to a position (fix: relate two sizes, or two positions)"
    }
    if a.axis != b.axis { return "a horizontal position cannot be related to a vertical one (fix: relate two positions on one axis)" }
    if let x = a.direction, let y = b.direction, x != y {
      return "leading/trailing cannot be related to left/right (fix: leading/trailing on both sides, or left/right on both)"
    }
    return nil
  }

  /// An attribute's kind for `pairingProblem`: a size, or a position on an axis, with the
  /// direction family of a horizontal edge (leading/trailing follow the writing direction,
  /// left/right do not; centerX is either).
  private struct AttributeKind: Equatable {
    enum Axis { case none, horizontal, vertical }
    enum Direction { case natural, absolute }
    static let size = AttributeKind(axis: .none, direction: nil)
    var axis: Axis
    var direction: Direction?

    init(axis: Axis, direction: Direction?) {
      self.axis = axis
      self.direction = direction
    }

    init(_ attribute: XIBConstraint.Attribute) {
      switch attribute {
      case .width, .height: self = .size
      case .leading, .trailing, .leadingMargin, .trailingMargin: self.init(axis: .horizontal, direction: .natural)
      case .left, .right, .leftMargin, .rightMargin: self.init(axis: .horizontal, direction: .absolute)
      case .centerX, .centerXWithinMargins: self.init(axis: .horizontal, direction: nil)
      case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .baseline, .topMargin, .bottomMargin,
           .centerYWithinMargins:
        self.init(axis: .vertical, direction: nil)
      }
    }
  }

  /// "2", "0.5" or "389:210" (= 389 / 210): finite, with a value in `XIBNumber.multipliers`
  /// (-10,000–10,000), so that `1e300:1e-300` cannot become infinity in the solver.
  static func multiplier(_ text: String?, _ invalid: (String) -> XIBError) throws -> Double {
    guard let text else { return 1 }
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    var value: Double?
    if parts.count == 2, let a = XIBNumber.decimal(parts[0]), let b = XIBNumber.decimal(parts[1]), a.isFinite, b.isFinite, b != 0 {
      value = a / b
    } else if parts.count == 1 {
      value = XIBNumber.decimal(text)
    }
    guard let value, value.isFinite, XIBNumber.multipliers.contains(value) else {
      throw invalid("multiplier '\(EchoedValue.clip(text))' is not a number or a ratio such as 389:210 with a value in "
        + "\(JSONCursor.format(XIBNumber.multipliers.lowerBound))–\(JSONCursor.format(XIBNumber.multipliers.upperBound))")
    }
    return value
  }

  private static func priority(_ text: String?, _ invalid: (String) -> XIBError) throws -> Double {
    guard let text else { return 1000 }
    guard let value = XIBNumber.decimal(text), (1...1000).contains(value) else {
      throw invalid("priority '\(EchoedValue.clip(text))' is out of range (allowed: 1–1000)")
    }
    return value
  }

  private static func number(_ text: String?, default fallback: Double, name: String,
                             _ invalid: (String) -> XIBError) throws -> Double {
    guard let text else { return fallback }
    guard let value = XIBNumber.decimal(text), value.isFinite, XIBNumber.points.contains(value) else {
      throw invalid("\(name) '\(EchoedValue.clip(text))' is not a number of points in "
        + "\(JSONCursor.format(XIBNumber.points.lowerBound))–\(JSONCursor.format(XIBNumber.points.upperBound))")
    }
    return value
  }
}
