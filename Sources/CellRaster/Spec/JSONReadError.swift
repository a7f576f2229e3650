/// Why bytes are not a JSON document snapcheck accepts (`JSONValue.read`): where (1-based line
/// and column, counted in Unicode characters; the JSON path of the value or key concerned, when
/// known) and a reason in words. The reason quotes input only as a short escaped excerpt
/// (`EchoedValue.excerpt`), never the whole content.
public struct JSONReadError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What kind of problem it is.
  public enum Kind: Equatable, Sendable {
    /// Not JSON: a syntax error, invalid UTF-8, a NUL in a key.
    case syntax
    /// An object has the same key twice (byte for byte, or differing only in Unicode
    /// normalisation, which Swift strings treat as one key).
    case duplicateKey
    /// A number snapcheck cannot hold: an integer beyond ±2^53, a real beyond ±1.8e308.
    case number
    /// Nested deeper than `JSONValue.maximumDepth`.
    case depth
  }

  /// What kind of problem it is.
  public var kind: Kind
  /// 1-based line, or nil when not known.
  public var line: Int?
  /// 1-based column in Unicode characters, or nil when not known.
  public var column: Int?
  /// The JSON path (`$.properties.headlineText`), or nil when not known.
  public var path: String?
  /// The reason, e.g. "duplicate key 'name' (first at line 2, column 3)".
  public var reason: String

  public init(kind: Kind, line: Int? = nil, column: Int? = nil, path: String? = nil, reason: String) {
    self.kind = kind
    self.line = line
    self.column = column
    self.path = path
    self.reason = reason
  }

  /// "line 4, column 4: at $.properties.a: duplicate key 'a' (first at line 3, column 15)";
  /// the parts not known are left out.
  public var description: String {
    var parts: [String] = []
    if let line, let column { parts.append("line \(line), column \(column)") }
    if let path { parts.append("at \(path)") }
    parts.append(reason)
    return parts.joined(separator: ": ")
  }
}
