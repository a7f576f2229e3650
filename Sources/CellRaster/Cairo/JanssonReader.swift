internal import CCairo

/// Parses JSON with Debian's Jansson into a `JSONValue` (the C side of `JSONValue.read`; C
/// interop stays in this folder).
///
/// Flags: `JSON_REJECT_DUPLICATES` (a key twice in one object is an error; Foundation cannot
/// tell), `JSON_DECODE_ANY` (any value at the top, so a spec that is an array is reported as
/// "expected an object" at `$`), `JSON_ALLOW_NUL` (`\u0000` in string values, as Foundation
/// allowed; in keys Jansson refuses it). Not `JSON_DECODE_INT_AS_REAL`: integers arrive as 64-bit
/// integers, so one beyond ±2^53 (which a `Double` cannot hold exactly) is refused, not rounded.
/// A leading UTF-8 byte order mark is skipped (RFC 8259 §8.1 allows that).
enum JanssonReader {
  private static let flags = Int(JSON_REJECT_DUPLICATES | JSON_DECODE_ANY | JSON_ALLOW_NUL)
  /// Jansson seeds its hash function on first use; seeding once here (Swift runs a static
  /// initialiser once, thread-safely) keeps specs parsed on several threads safe even where
  /// Jansson was built without atomic builtins (its documentation's advice).
  private static let seeded: Void = json_object_seed(0)

  /// Parses `bytes` as one JSON value.
  /// - Throws: `JSONReadError` (syntax, invalid UTF-8, duplicate key, a number out of range,
  ///   nesting deeper than `JSONValue.maximumDepth`).
  static func read(_ bytes: [UInt8]) throws -> JSONValue {
    let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    guard bytes.count > start else {
      throw JSONReadError(kind: .syntax, line: 1, column: 1, reason: "the file is empty (expected a JSON value)")
    }
    _ = seeded
    var error = json_error_t()
    let root = bytes.withUnsafeBufferPointer { buffer in
      UnsafeRawPointer(buffer.baseAddress! + start).withMemoryRebound(to: CChar.self, capacity: buffer.count - start) {
        json_loadb($0, buffer.count - start, flags, &error)
      }
    }
    guard let root else { throw describe(error, in: bytes, start: start) }
    defer { json_decref(root) }
    var path: [String] = []
    do {
      return try value(root, path: &path)
    } catch var error as JSONReadError where error.kind == .duplicateKey {
      // Keys equal only as Swift strings: Jansson saw no duplicate and gave no position.
      if let location = JSONPathLocator.firstEquivalentKey(bytes), let keyOffset = location.keyOffset {
        (error.line, error.column) = JSONPathLocator.lineAndColumn(bytes, offset: keyOffset)
        if let first = location.firstKeyOffset {
          let (line, column) = JSONPathLocator.lineAndColumn(bytes, offset: first)
          error.reason += " (the first is at line \(line), column \(column))"
        }
      }
      throw error
    }
  }

  /// The most significant integer a `Double` holds exactly, 2^53.
  static let largestExactInteger: Int64 = 1 << 53

  /// `json` as a `JSONValue`; `path` holds the path components down to it (".key", "[2]"),
  /// made into a path string only for an error.
  private static func value(_ json: UnsafeMutablePointer<json_t>, path: inout [String]) throws -> JSONValue {
    switch snapcheck_json_type(json) {
    case JSON_OBJECT:
      var members: [String: JSONValue] = [:]
      var iterator = json_object_iter(json)
      while let current = iterator {
        let key = String(decoding: UnsafeRawBufferPointer(start: json_object_iter_key(current), count: json_object_iter_key_len(current)),
                         as: UTF8.self)
        path.append(JSONPathFormat.member(key))
        defer { path.removeLast() }
        if members[key] != nil, let other = members.keys.first(where: { $0 == key }) {
          // Different bytes (Jansson let them through), one Swift string: canonically equivalent.
          throw JSONReadError(kind: .duplicateKey, path: JSONPathFormat.path(path),
                              reason: "duplicate key \(EchoedValue.quoted(key)): \(scalars(other)) and \(scalars(key)) differ only in "
                                + "Unicode normalisation, and are one key here; write the key once")
        }
        guard let child = json_object_iter_value(current) else { break }
        members[key] = try value(child, path: &path)
        iterator = json_object_iter_next(json, current)
      }
      return .object(members)
    case JSON_ARRAY:
      var items: [JSONValue] = []
      let count = json_array_size(json)
      items.reserveCapacity(count)
      for index in 0..<count {
        guard let item = json_array_get(json, index) else { break }
        path.append("[\(index)]")
        defer { path.removeLast() }
        items.append(try value(item, path: &path))
      }
      return .array(items)
    case JSON_STRING:
      return .string(String(decoding: UnsafeRawBufferPointer(start: json_string_value(json), count: json_string_length(json)),
                            as: UTF8.self))
    case JSON_INTEGER:
      let integer = json_integer_value(json)
      guard integer.magnitude <= largestExactInteger.magnitude else {
        throw JSONReadError(kind: .number, path: JSONPathFormat.path(path), reason: "integer \(integer) is too large: \(integerLimit)")
      }
      return .number(Double(integer))
    case JSON_REAL:
      return .number(json_real_value(json))  // finite: Jansson refuses overflow, JSON has no NaN
    case JSON_TRUE: return .bool(true)
    case JSON_FALSE: return .bool(false)
    default: return .null
    }
  }

  private static let integerLimit = "numbers are read as 64-bit floating point, which holds integers exactly only up to ±2^53 (9007199254740992)"

  /// U+0065 U+0301, for keys that look alike.
  private static func scalars(_ text: String) -> String {
    let list = text.unicodeScalars.prefix(8).map { "U+" + fourHexDigits($0.value) }
    return list.joined(separator: " ") + (text.unicodeScalars.count > 8 ? " …" : "")
  }

  /// A Jansson error as a `JSONReadError`: the position of the token it is about, the JSON path
  /// there, and the reason with any quoted input re-escaped.
  private static func describe(_ error: json_error_t, in bytes: [UInt8], start: Int) -> JSONReadError {
    var error = error
    let code = json_error_code(&error)
    let text: [UInt8] = withUnsafeBytes(of: &error.text) { raw in Array(raw.prefix(while: { $0 != 0 })) }
    // "invalid token near 'tru'": the message, and the token (at most 20 bytes, raw input).
    var message = text
    var near: [UInt8]?
    let marker = Array(" near '".utf8)
    if let range = firstRange(of: marker, in: text), text.last == UInt8(ascii: "'") {
      message = Array(text[..<range.lowerBound])
      near = Array(text[range.upperBound..<(text.count - 1)])
    }
    let position = start + max(0, Int(error.position))
    var offset = position - (near?.count ?? 0)
    let messageText = String(decoding: message, as: UTF8.self)
    var kind = JSONReadError.Kind.syntax
    var reason: String
    switch code {
    case json_error_duplicate_key:
      let location = JSONPathLocator.locate(bytes, offset: position)
      let key = location.key.map(EchoedValue.quoted) ?? "?"
      var first = ""
      if let firstOffset = location.firstKeyOffset {
        let (line, column) = JSONPathLocator.lineAndColumn(bytes, offset: firstOffset)
        first = " (first at line \(line), column \(column))"
      }
      let (line, column) = JSONPathLocator.lineAndColumn(bytes, offset: location.keyOffset ?? offset)
      return JSONReadError(kind: .duplicateKey, line: line, column: column, path: location.path,
                           reason: "duplicate key \(key)\(first); a key may appear once in an object")
    case json_error_numeric_overflow:
      kind = .number
      if near == nil {
        // "too big integer" names no token: the number ends where the parser stopped.
        while offset > start, let byte = bytes[safe: offset - 1], byte == UInt8(ascii: "-") || (0x30...0x39).contains(byte) { offset -= 1 }
      }
      let number = EchoedValue.excerpt(bytes: bytes[offset..<min(position, bytes.count)])
      reason = messageText.hasPrefix("too big")
        ? "integer \(number) is too large: \(integerLimit)"
        : "number \(number) is too large (beyond ±1.8e308)"
    case json_error_stack_overflow:
      kind = .depth
      reason = "nested more than \(JSONValue.maximumDepth) arrays and objects deep"
    case json_error_invalid_utf8:
      offset = position
      reason = "invalid UTF-8 (byte \(EchoedValue.excerpt(bytes: bytes[min(position, bytes.count - 1)...].prefix(1))))"
    case json_error_null_byte_in_key:
      reason = "a key contains \\u0000"
    default:
      reason = messageText
      if let near { reason += " near '" + EchoedValue.excerpt(bytes: near) + "'" }
    }
    let (line, column) = JSONPathLocator.lineAndColumn(bytes, offset: offset)
    let path = JSONPathLocator.locate(bytes, offset: offset).path
    return JSONReadError(kind: kind, line: line, column: column, path: path == "$" ? nil : path, reason: reason)
  }

  /// At least four upper-case hex digits.
  private static func fourHexDigits(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  private static func firstRange(of needle: [UInt8], in haystack: [UInt8]) -> Range<Int>? {
    guard haystack.count >= needle.count else { return nil }
    for i in 0...(haystack.count - needle.count) where haystack[i..<(i + needle.count)].elementsEqual(needle) {
      return i..<(i + needle.count)
    }
    return nil
  }
}

private extension Array {
  subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
