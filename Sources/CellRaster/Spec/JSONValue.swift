import Foundation

/// A JSON document as read by `read(_:)` (Jansson underneath), keeping the JSON types apart (a
/// boolean is never a number and vice versa), so spec decoding can be strict.
public indirect enum JSONValue: Sendable, Equatable {
  case null
  case bool(Bool)
  /// Every JSON number, as a `Double`; integers are exact (reading refuses any beyond ±2^53).
  case number(Double)
  case string(String)
  case array([JSONValue])
  /// An object's members. Keys are unique: reading refuses a key written twice.
  case object([String: JSONValue])

  /// Deepest nesting of arrays and objects read: 2048, Jansson's compiled-in parser limit
  /// (`JSON_PARSER_MAX_DEPTH` in Debian's libjansson 2.14). Specs nest under 10 deep.
  public static let maximumDepth = 2048

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

  /// Reads `bytes` as one JSON value (RFC 8259, UTF-8; a leading byte order mark is skipped),
  /// strictly: a key twice in one object (byte for byte, or differing only in Unicode
  /// normalisation), an integer beyond ±2^53, a number beyond ±1.8e308, text that is not UTF-8,
  /// a key containing `\u0000`, or nesting deeper than `maximumDepth` is an error.
  /// - Throws: `JSONReadError` with the line and column (where known), the JSON path and the
  ///   reason, quoting input only as a short escaped excerpt.
  public static func read(_ bytes: [UInt8]) throws -> JSONValue {
    try JanssonReader.read(bytes)
  }

  /// Parses `data` as JSON (`read(_:)`), for a spec named `file`.
  /// - Throws: `SpecError.invalid` naming `file`, the JSON path and the key for a duplicate key
  ///   (with line and column) or a number out of range; otherwise `SpecError.malformedJSON`
  ///   naming `file`, the line and column and the reason ("line 2, column 13: unexpected token
  ///   near '}'").
  public static func parse(_ data: Data, file: String) throws -> JSONValue {
    do {
      return try read(Array(data))
    } catch let error as JSONReadError {
      switch error.kind {
      case .duplicateKey, .number:
        if let path = error.path {
          let position = error.line.map { line in error.column.map { "line \(line), column \($0): " } ?? "" } ?? ""
          throw SpecError.invalid(file: file, path: path, message: position + error.reason)
        }
        throw SpecError.malformedJSON(file: file, detail: error.description)
      case .syntax, .depth:
        throw SpecError.malformedJSON(file: file, detail: error.description)
      }
    }
  }
}
