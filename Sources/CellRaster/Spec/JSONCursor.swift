/// A JSON value together with where it is (file and JSON path), with strict typed accessors whose
/// errors name both. Used by every spec decoder.
public struct JSONCursor: Sendable {
  /// The value here.
  public let value: JSONValue
  /// The JSON path, e.g. `$.properties.headlineText`.
  public let path: String
  /// The file it came from, as given by the user.
  public let file: String

  public init(_ value: JSONValue, path: String = "$", file: String) {
    self.value = value
    self.path = path
    self.file = file
  }

  /// An error at this location.
  public func error(_ message: String) -> SpecError {
    .invalid(file: file, path: path, message: message)
  }

  private func typeError(_ expected: String) -> SpecError {
    error("expected \(expected), got \(value.typeName)")
  }

  /// The members of an object, after checking every key is in `allowed` (in the order listed,
  /// which is also the order the error message lists them).
  /// - Throws: `SpecError.invalid` for a non-object or an unknown key.
  public func object(allowedKeys allowed: [String]) throws -> [String: JSONCursor] {
    guard case .object(let members) = value else { throw typeError("an object") }
    for key in members.keys.sorted() where !allowed.contains(key) {
      throw JSONCursor(members[key] ?? .null, path: child(key), file: file)
        .error("unknown key \(EchoedValue.quoted(key)) (\(DidYouMean.hint(key, among: allowed)))")
    }
    var result: [String: JSONCursor] = [:]
    for (key, member) in members {
      result[key] = JSONCursor(member, path: child(key), file: file)
    }
    return result
  }

  /// The elements of an array.
  public func array() throws -> [JSONCursor] {
    guard case .array(let items) = value else { throw typeError("an array") }
    return items.enumerated().map { JSONCursor($0.element, path: "\(path)[\($0.offset)]", file: file) }
  }

  /// A string.
  public func string() throws -> String {
    guard case .string(let text) = value else { throw typeError("a string") }
    return text
  }

  /// A boolean.
  public func bool() throws -> Bool {
    guard case .bool(let flag) = value else { throw typeError("true or false") }
    return flag
  }

  /// A number within `range` (inclusive), described in messages with `unit`.
  public func number(in range: ClosedRange<Double>, unit: String = "") throws -> Double {
    guard case .number(let number) = value else { throw typeError("a number") }
    guard number.isFinite, range.contains(number) else {
      let u = unit.isEmpty ? "" : " " + unit
      throw error("\(Self.format(number)) is out of range (allowed: \(Self.format(range.lowerBound))–\(Self.format(range.upperBound))\(u))")
    }
    return number
  }

  /// An integer within `range`.
  public func integer(in range: ClosedRange<Int>) throws -> Int {
    let number = try self.number(in: Double(range.lowerBound)...Double(range.upperBound))
    guard number == number.rounded() else { throw error("expected a whole number, got \(Self.format(number))") }
    return Int(number)
  }

  /// A string that must be one of `allowed`.
  /// - Throws: `SpecError.invalid` listing the allowed values, with the closest first
  ///   ("did you mean AX3?", `DidYouMean`) when one is close.
  public func oneOf(_ allowed: [String]) throws -> String {
    let text = try string()
    guard allowed.contains(text) else {
      throw error("unknown value \(EchoedValue.quoted(text)) (\(DidYouMean.hint(text, among: allowed)))")
    }
    return text
  }

  /// A case of a string enum, by raw value.
  public func enumCase<E: RawRepresentable & CaseIterable>(_ type: E.Type) throws -> E where E.RawValue == String {
    let text = try oneOf(E.allCases.map(\.rawValue))
    return E(rawValue: text)!  // oneOf checked membership
  }

  /// A colour: a Fiori token name or `#RRGGBB[AA]`.
  public func color() throws -> ColorReference {
    let text = try string()
    guard let color = ColorReference(parsing: text) else {
      throw error("\(EchoedValue.quoted(text)) is not a colour (expected a Fiori token such as negativeLabel, or #RRGGBB / #RRGGBBAA)")
    }
    return color
  }

  /// The path of member `key` (`JSONPathFormat.member`: `.key`, or `["layer.opacity"]` for a key
  /// that is not a plain identifier), the key escaped and cut, so a message never carries a whole,
  /// perhaps huge, key.
  private func child(_ key: String) -> String { path + JSONPathFormat.member(key) }

  /// A number without a trailing ".0".
  static func format(_ number: Double) -> String {
    number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
  }
}
