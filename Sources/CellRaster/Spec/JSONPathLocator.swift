/// Says where a byte offset of a JSON text is, for error messages: its 1-based line and column
/// (in Unicode characters) and the JSON path of the value or key being read there, with the key
/// last read in the innermost object and where that key first appeared in that object.
///
/// It scans the text before `offset`, which the parser has already accepted, so it tracks only
/// brackets, commas, colons and strings (escapes decoded); it never decides whether a text is
/// JSON. Keys are compared byte for byte, as the parser compares them.
public struct JSONPathLocator {
  /// Where an offset is.
  public struct Location: Equatable, Sendable {
    /// JSON path of the value or key at the offset, e.g. `$.variants[1].scale`.
    public var path: String
    /// The key last read in the innermost object, if that object is the innermost container.
    public var key: String?
    /// Byte offset of that key's opening quote.
    public var keyOffset: Int?
    /// Byte offset of the first occurrence of the same key in the same object, when it occurred
    /// before.
    public var firstKeyOffset: Int?
  }

  private enum Container {
    /// `keys`: offsets of the keys read so far by their bytes; `names` by their Swift string
    /// (only when looking for equivalent keys).
    case object(keys: [[UInt8]: Int], names: [String: Int], key: String?, keyOffset: Int?, firstOffset: Int?, expectingKey: Bool)
    case array(index: Int)
  }

  /// The location of byte `offset` (clamped to the text) in `bytes`.
  public static func locate(_ bytes: [UInt8], offset: Int) -> Location {
    scan(bytes, to: min(max(offset, 0), bytes.count), stoppingAtEquivalentKey: false).location
  }

  /// The location of the first key that is, as a Swift `String` (canonical equivalence), the
  /// same as an earlier key of its object while its bytes differ ("é" as U+00E9 and as
  /// "e" + U+0301), with `firstKeyOffset` the earlier one; nil when there is none.
  public static func firstEquivalentKey(_ bytes: [UInt8]) -> Location? {
    let result = scan(bytes, to: bytes.count, stoppingAtEquivalentKey: true)
    return result.stopped ? result.location : nil
  }

  private static func scan(_ bytes: [UInt8], to end: Int, stoppingAtEquivalentKey: Bool) -> (location: Location, stopped: Bool) {
    var stopped = false
    var stack: [Container] = []
    var i = 0
    scanning: while i < end {
      let byte = bytes[i]
      switch byte {
      case UInt8(ascii: "{"):
        stack.append(.object(keys: [:], names: [:], key: nil, keyOffset: nil, firstOffset: nil, expectingKey: true))
      case UInt8(ascii: "["):
        stack.append(.array(index: 0))
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        _ = stack.popLast()
      case UInt8(ascii: ","):
        if case .array(let index)? = stack.last {
          stack[stack.count - 1] = .array(index: index + 1)
        } else if case .object(let keys, let names, let key, let keyOffset, let first, _)? = stack.popLast() {
          stack.append(.object(keys: keys, names: names, key: key, keyOffset: keyOffset, firstOffset: first, expectingKey: true))
        }
      case UInt8(ascii: ":"):
        if case .object(let keys, let names, let key, let keyOffset, let first, _)? = stack.last {
          _ = stack.popLast()
          stack.append(.object(keys: keys, names: names, key: key, keyOffset: keyOffset, firstOffset: first, expectingKey: false))
        }
      case UInt8(ascii: "\""):
        let start = i
        let (decoded, next) = string(bytes, from: i + 1)
        i = next
        if case .object(_, _, _, _, _, true)? = stack.last, case .object(var keys, var names, _, _, _, _)? = stack.popLast() {
          // Popped, so the tables are not shared and change in place.
          let name = String(decoding: decoded, as: UTF8.self)
          var first = keys[decoded]
          if first == nil { keys[decoded] = start }
          if stoppingAtEquivalentKey {
            if first == nil, let earlier = names[name] {
              first = earlier
              stopped = true
            } else if names[name] == nil {
              names[name] = start
            }
          }
          stack.append(.object(keys: keys, names: names, key: name, keyOffset: start, firstOffset: first, expectingKey: false))
          if stopped { break scanning }
        }
        continue
      default:
        break
      }
      i += 1
    }
    var path: [String] = []
    var location = Location(path: "$")
    for (depth, container) in stack.enumerated() {
      switch container {
      case .array(let index):
        path.append("[\(index)]")
      case .object(_, _, let key, let keyOffset, let first, let expectingKey):
        // After a comma the next key is not read yet: the path stops at the object.
        guard let key, !expectingKey else { continue }
        path.append(JSONPathFormat.member(key))
        if depth == stack.count - 1 {
          location.key = key
          location.keyOffset = keyOffset
          location.firstKeyOffset = first
        }
      }
    }
    location.path = JSONPathFormat.path(path)
    return (location, stopped)
  }

  /// 1-based line and column (in Unicode characters) of byte `offset` (clamped to the text).
  public static func lineAndColumn(_ bytes: [UInt8], offset: Int) -> (line: Int, column: Int) {
    let end = min(max(offset, 0), bytes.count)
    var line = 1
    var column = 1
    for byte in bytes[..<end] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return (line, column)
  }

  /// The bytes of the string whose contents start at `from` (after the opening quote), escapes
  /// decoded, and the offset after its closing quote (or the end of the text).
  private static func string(_ bytes: [UInt8], from: Int) -> ([UInt8], Int) {
    var result: [UInt8] = []
    var i = from
    while i < bytes.count {
      let byte = bytes[i]
      if byte == UInt8(ascii: "\"") { return (result, i + 1) }
      guard byte == UInt8(ascii: "\\"), i + 1 < bytes.count else {
        result.append(byte)
        i += 1
        continue
      }
      let escape = bytes[i + 1]
      i += 2
      switch escape {
      case UInt8(ascii: "n"): result.append(0x0A)
      case UInt8(ascii: "t"): result.append(0x09)
      case UInt8(ascii: "r"): result.append(0x0D)
      case UInt8(ascii: "b"): result.append(0x08)
      case UInt8(ascii: "f"): result.append(0x0C)
      case UInt8(ascii: "u"):
        var value = hex4(bytes, i)
        i += 4
        if let high = value, (0xD800..<0xDC00).contains(high), i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"),
           bytes[i + 1] == UInt8(ascii: "u"), let low = hex4(bytes, i + 2), (0xDC00..<0xE000).contains(low) {
          value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
          i += 6
        }
        result.append(contentsOf: Array(String(Unicode.Scalar(value ?? 0xFFFD).map(Character.init) ?? "\u{FFFD}").utf8))
      default: result.append(escape)  // \" \\ \/
      }
    }
    return (result, i)
  }

  private static func hex4(_ bytes: [UInt8], _ at: Int) -> UInt32? {
    guard at + 4 <= bytes.count else { return nil }
    return UInt32(String(decoding: bytes[at..<(at + 4)], as: UTF8.self), radix: 16)
  }
}
