/// Readable reasons for the error codes Foundation's `XMLParser` reports (`XMLParser.ErrorCode`,
/// whose raw values are libxml2's `xmlParserErrors`), instead of "NSXMLParserErrorDomain error 76".
enum XMLErrorReason {
  /// What the parser was inside when the error came: the innermost open element and its line,
  /// and whether the root element had already ended.
  struct Context {
    var openElement: (name: String, line: Int)?
    var rootEnded: Bool
    /// The document is empty or only white space (libxml2 reports that and "does not start
    /// with '<'" with one code).
    var isBlank: Bool = false
  }

  /// libxml2 warnings (`XML_WAR_*`): reported through the same callback, but the document is
  /// still well-formed, so they are not errors here.
  static let warningCodes: Set<Int> = [27, 93, 97, 98, 99, 100, 102, 106, 107]

  /// The reason for libxml2 error `code` in `context`, e.g. "mismatched tag: expected </label>
  /// to close <label> from line 12".
  static func reason(code: Int, context: Context) -> String {
    let open = context.openElement.map { "<\($0.name)> from line \($0.line)" }
    switch code {
    case 4: return context.isBlank ? "the document is empty" : "start tag expected: the document does not begin with '<'"
    case 5:
      if let open { return "premature end of the document: \(open) is not closed" }
      return context.rootEnded ? "extra content after the root element" : "premature end of the document"
    case 6, 7, 8: return "invalid character reference (expected &#NN; or &#xHH; naming an XML character)"
    case 9: return "invalid character (a control character or a byte that is not UTF-8)"
    case 10, 14, 18: return "premature end of the document in a reference"
    case 22, 24: return "'&' not followed by an entity name (write &amp; for a literal '&')"
    case 23, 25: return "entity reference without its closing ';'"
    case 26, 27: return "undefined entity (XML defines only &lt; &gt; &amp; &quot; &apos;)"
    case 28, 29: return "reference to an external entity, refused: snapcheck reads no file a document names (Interface Builder writes no entity declarations)"
    case 30: return "parameter entity used where it is not allowed"
    case 88, 89, 90: return "entity refused: entities defined through other entities are not expanded (Interface Builder writes no entity declarations)"
    case 31, 32: return "unsupported character encoding (expected UTF-8)"
    case 33, 34: return "quoted value not closed"
    case 38: return "'<' in an attribute value (write &lt;)"
    case 39: return "attribute value not quoted (expected \" or ')"
    case 40: return "attribute not finished"
    case 41: return "attribute without a value (expected name=\"value\")"
    case 42: return "attribute given twice in one element"
    case 43, 44: return "quoted value not started or not closed"
    case 45: return "comment not closed (expected -->)"
    case 46, 47: return "processing instruction not closed (expected ?>)"
    case 56, 57: return "malformed XML declaration (expected <?xml version=\"1.0\" … ?>)"
    case 61: return "DOCTYPE not closed"
    case 62: return "']]>' outside a CDATA section"
    case 63: return "CDATA section not closed (expected ]]>)"
    case 64: return "reserved name: a processing instruction named 'xml' is allowed only at the very start"
    case 65: return "space required (between attributes, or after the element name)"
    case 68: return "name required (expected an element or attribute name after '<' or a space)"
    case 72: return "expected '<'"
    case 73: return "expected '>' (a tag is not finished)"
    case 74: return "expected '</'"
    case 75: return "expected '=' after an attribute name"
    case 76:
      if let name = context.openElement?.name, let line = context.openElement?.line {
        return "mismatched tag: expected </\(name)> to close <\(name)> from line \(line)"
      }
      return "mismatched tag"
    case 77: return open.map { "premature end of the document: \($0) is not closed" } ?? "start tag not finished"
    case 80: return "'--' inside a comment"
    case 81: return "invalid character encoding"
    case 85: return "elements not balanced"
    case 86: return "extra content after the root element"
    default: return "XML error \(code) (libxml2's xmlParserErrors)"
    }
  }
}
