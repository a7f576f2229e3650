import CellRaster
import Foundation

/// A JSON value inside a scenario written in Swift: an outlet's value
/// (`"nameLabel.text": "Liferay"`), a `setProperty` step's value, a view's `overrides`. Written
/// with Swift literals: `"text"`, `17`, `0.4`, `true`, `["a", "b"]`, `["key": "value"]`, `nil`.
///
/// Numbers are `Double`s, as in JSON and in `JSONValue`; integers up to ±2^53 are exact.
public enum SpecValue: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral,
  ExpressibleByNilLiteral
{
  /// JSON `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number (JSON has one number type).
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([SpecValue])
  /// An object, by key.
  case object([String: SpecValue])

  /// `"text"` in a scenario.
  public init(stringLiteral value: String) { self = .string(value) }
  /// `17` in a scenario (a `.number`).
  public init(integerLiteral value: Int) { self = .number(Double(value)) }
  /// `0.4` in a scenario.
  public init(floatLiteral value: Double) { self = .number(value) }
  /// `true` or `false` in a scenario.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  /// `["a", "b"]` in a scenario.
  public init(arrayLiteral elements: SpecValue...) { self = .array(elements) }
  /// `["key": "value"]` in a scenario; of a repeated key, the last value wins.
  public init(dictionaryLiteral elements: (String, SpecValue)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
  /// `nil` in a scenario: JSON `null`.
  public init(nilLiteral: ()) { self = .null }

  /// The value as the spec reader sees it.
  public init(_ json: JSONValue) {
    switch json {
    case .null: self = .null
    case .bool(let value): self = .bool(value)
    case .number(let value): self = .number(value)
    case .string(let value): self = .string(value)
    case .array(let items): self = .array(items.map(SpecValue.init))
    case .object(let members): self = .object(members.mapValues(SpecValue.init))
    }
  }

  /// The value for the spec reader (`ScenarioSpec.decode`).
  public var json: JSONValue {
    switch self {
    case .null: .null
    case .bool(let value): .bool(value)
    case .number(let value): .number(value)
    case .string(let value): .string(value)
    case .array(let items): .array(items.map(\.json))
    case .object(let members): .object(members.mapValues(\.json))
    }
  }

  /// The string, or nil for another type.
  public var string: String? { if case .string(let value) = self { value } else { nil } }
  /// The boolean, or nil for another type.
  public var bool: Bool? { if case .bool(let value) = self { value } else { nil } }
  /// The number, or nil for another type.
  public var number: Double? { if case .number(let value) = self { value } else { nil } }
  /// The number when it is a whole number within `Int`'s range, else nil.
  public var integer: Int? {
    guard case .number(let value) = self, value.rounded() == value, abs(value) <= 9_007_199_254_740_992 else { return nil }
    return Int(value)
  }
  /// The elements, or nil for another type.
  public var array: [SpecValue]? { if case .array(let items) = self { items } else { nil } }
  /// The members, or nil for another type.
  public var object: [String: SpecValue]? { if case .object(let members) = self { members } else { nil } }

  /// The value as JSON text: keys sorted, two-space indentation, `/` not escaped, numbers in
  /// their shortest exact form (`375`, `0.4`); the same value always gives the same bytes.
  /// Foundation's `JSONEncoder` writes it.
  public var jsonText: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    // JSONEncoder fails only on non-finite numbers, which encode(to:) writes as strings.
    guard let data = try? encoder.encode(self) else { return "null" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}

extension SpecValue: Encodable {
  /// Writes the value as the JSON it stands for (`jsonText` uses it).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    // JSON has no NaN or infinity: written as the string "nan" / "inf" / "-inf", which the spec
    // reader refuses at its path (a number was expected), instead of failing the whole text.
    case .number(let value) where !value.isFinite: try container.encode(value.isNaN ? "nan" : value < 0 ? "-inf" : "inf")
    case .number(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let items): try container.encode(items)
    case .object(let members): try container.encode(members)
    }
  }
}
