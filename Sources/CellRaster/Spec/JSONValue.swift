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
  /// - Throws: `SpecError.malformedJSON` naming `file` and, where the parser reports one, the
  ///   line and column of the problem (e.g. "line 2, column 12: Invalid value").
  public static func parse(_ data: Data, file: String) throws -> JSONValue {
    do {
      return try JSONDecoder().decode(JSONValue.self, from: data)
    } catch {
      throw SpecError.malformedJSON(
        file: file,
        detail: syntaxErrorDetail(data)
          ?? "a value cannot be represented (a number beyond ±1.8e308, or text that is not UTF-8)")
    }
  }

  /// Foundation's JSONSerialization names the byte offset of a syntax error ("… around
  /// character 26."); this turns it into a line and column (both 1-based).
  static func syntaxErrorDetail(_ data: Data) -> String? {
    do {
      _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
      return nil
    } catch {
      guard var text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String else { return nil }
      if text.hasSuffix(".") { text.removeLast() }
      guard let range = text.range(of: " around character "),
        let offset = Int(text[range.upperBound...]) else { return text }
      let prefix = data.prefix(max(0, offset))
      let line = prefix.filter { $0 == UInt8(ascii: "\n") }.count + 1
      let column = prefix.count - (prefix.lastIndex(of: UInt8(ascii: "\n")).map { $0 - prefix.startIndex + 1 } ?? 0) + 1
      return "line \(line), column \(column): \(text[..<range.lowerBound])"
    }
  }
}
