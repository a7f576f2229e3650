import Foundation

/// A JSON document as decoded by Foundation's `JSONDecoder`, keeping the JSON types apart
/// (a boolean is never a number and vice versa), so spec decoding can be strict.
public indirect enum JSONValue: Sendable, Equatable, Decodable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  /// The JSON type name used in error messages ("string", "number", …).
  public var typeName: String {
    switch self {
    case .null: "null"
    case .bool: "boolean"
    case .number: "number"
    case .string: "string"
    case .array: "array"
    case .object: "object"
    }
  }

  /// Parses `data` as JSON.
  /// - Throws: `SpecError.malformedJSON` naming `file`.
  public static func parse(_ data: Data, file: String) throws -> JSONValue {
    do {
      return try JSONDecoder().decode(JSONValue.self, from: data)
    } catch let DecodingError.dataCorrupted(context) {
      let detail = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
      throw SpecError.malformedJSON(file: file, detail: detail ?? context.debugDescription)
    } catch {
      throw SpecError.malformedJSON(file: file, detail: "\(error)")
    }
  }
}
