/// Parses SAP's NSS theme format (NUI stylesheets, reference/fiori-cells.md §8):
///
/// ```css
/// /* comment */
/// fdlFUINoteFormCell_valueText { font-color: #223548FF; font-style: body; }
/// ```
///
/// Strict: every block is one class path of `ThemeClassPath` followed by `{ property: value; … }`;
/// unknown class paths or properties, bad values, a property set twice, a missing `:`/`}` and
/// stray text are errors with the line number. `/* */` and `//` comments are skipped; the last
/// declaration of a block may omit its `;`. Blocks for the same class path merge.
public enum NSSThemeParser {
  /// Parses `text` read from `file` (the name errors show).
  /// - Throws: `NSSThemeError` (exit 65).
  public static func parse(_ text: String, file: String) throws -> Theme {
    var scanner = Scanner(chars: Array(try stripComments(text, file: file)), file: file)
    var theme = Theme()
    while true {
      scanner.skipSpace()
      guard !scanner.atEnd else { break }
      let selectorLine = scanner.line
      let selector = scanner.read(until: ["{", "}", ";"]).trimmed
      guard !scanner.atEnd, scanner.peek == "{" else {
        if selector.isEmpty {
          throw scanner.error(at: selectorLine, "unexpected '\(scanner.peek.map { EchoedValue.excerpt(String($0)) } ?? "end of file")' (expected a class path such as fdlFUINoteFormCell_valueText)")
        }
        throw scanner.error(at: selectorLine, "expected '{' after '\(EchoedValue.excerpt(selector))'")
      }
      guard !selector.isEmpty else { throw scanner.error(at: selectorLine, "expected a class path before '{'") }
      guard let classPath = ThemeClassPath(rawValue: selector) else {
        throw scanner.error(at: selectorLine, "unknown class path '\(EchoedValue.excerpt(selector))' (allowed: \(ThemeClassPath.allCases.map(\.rawValue).joined(separator: ", ")))")
      }
      scanner.advance()
      try parseBlock(classPath, openedAt: selectorLine, scanner: &scanner, into: &theme)
    }
    return theme
  }

  private static func parseBlock(_ classPath: ThemeClassPath, openedAt: Int, scanner: inout Scanner,
                                 into theme: inout Theme) throws {
    while true {
      scanner.skipSpace()
      guard !scanner.atEnd else {
        throw scanner.error(at: openedAt, "missing '}' for the \(classPath.rawValue) block opened here")
      }
      if scanner.peek == "}" { scanner.advance(); return }
      let line = scanner.line
      let declaration = scanner.read(until: [";", "}", "{"])
      if scanner.peek == "{" { throw scanner.error(at: line, "missing '}' before a new block") }
      if scanner.peek == ";" { scanner.advance() }
      guard let colon = declaration.firstIndex(of: ":") else {
        throw scanner.error(at: line, "expected 'property: value', got '\(EchoedValue.excerpt(declaration.trimmed))'")
      }
      let name = String(declaration[..<colon]).trimmed
      let valueText = String(declaration[declaration.index(after: colon)...]).trimmed
      guard let property = ThemeProperty(rawValue: name), classPath.properties.contains(property) else {
        throw scanner.error(at: line, "unknown property '\(EchoedValue.excerpt(name))' for \(classPath.rawValue) (allowed: \(classPath.properties.map(\.rawValue).joined(separator: ", ")))")
      }
      guard let value = property.parse(valueText) else {
        throw scanner.error(at: line, "\(EchoedValue.excerpt(name)): '\(EchoedValue.excerpt(valueText))' is not \(property.expected)")
      }
      if theme.values[classPath]?[property] != nil {
        throw scanner.error(at: line, "\(EchoedValue.excerpt(name)) is set twice for \(classPath.rawValue)")
      }
      theme.values[classPath, default: [:]][property] = value
    }
  }

  /// The text with comments replaced by spaces (newlines kept, so line numbers stay right).
  private static func stripComments(_ text: String, file: String) throws -> String {
    var out: [Character] = []
    let chars = Array(text)
    var index = 0
    var line = 1
    while index < chars.count {
      let c = chars[index]
      let next = index + 1 < chars.count ? chars[index + 1] : nil
      if c == "/" && next == "*" {
        let start = line
        index += 2
        while index < chars.count && !(chars[index] == "*" && index + 1 < chars.count && chars[index + 1] == "/") {
          if chars[index] == "\n" { line += 1; out.append("\n") }
          index += 1
        }
        guard index < chars.count else {
          throw NSSThemeError(file: file, line: start, problem: "comment '/*' is never closed")
        }
        index += 2
        out.append(" ")
      } else if c == "/" && next == "/" {
        while index < chars.count && chars[index] != "\n" { index += 1 }
      } else {
        if c == "\n" { line += 1 }
        out.append(c)
        index += 1
      }
    }
    return String(out)
  }

  private struct Scanner {
    let chars: [Character]
    let file: String
    var index = 0
    var line = 1

    var atEnd: Bool { index >= chars.count }
    var peek: Character? { atEnd ? nil : chars[index] }

    mutating func advance() {
      if chars[index] == "\n" { line += 1 }
      index += 1
    }

    mutating func skipSpace() {
      while let c = peek, c.isWhitespace { advance() }
    }

    /// Reads up to (not including) one of `stops` or the end.
    mutating func read(until stops: Set<Character>) -> String {
      var text = ""
      while let c = peek, !stops.contains(c) {
        text.append(c)
        advance()
      }
      return text
    }

    func error(at line: Int, _ problem: String) -> NSSThemeError {
      NSSThemeError(file: file, line: line, problem: problem)
    }
  }
}

extension String {
  fileprivate var trimmed: String {
    var s = Substring(self)
    while let f = s.first, f.isWhitespace { s.removeFirst() }
    while let l = s.last, l.isWhitespace { s.removeLast() }
    return String(s)
  }
}
