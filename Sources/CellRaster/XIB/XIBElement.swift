import Foundation
#if canImport(FoundationXML)
  import FoundationXML
#endif

/// One XML element of a `.xib` file: its name, attributes and child elements in document order,
/// with the line it starts on (for messages). XIB documents keep values in attributes
/// (fiori-cells.md §7), except strings IB cannot write as one (a label text with a line break is
/// `<string key="text">Groupes⏎rejoints</string>`): text content is kept for `<string>` and
/// `<mutableString>` elements only (`textElements`) and ignored elsewhere.
public struct XIBElement: Hashable, Sendable {
  /// Element name, e.g. `label`, `constraint`, `fontDescription`.
  public var name: String
  /// Attributes as written.
  public var attributes: [String: String]
  /// Child elements in document order.
  public var children: [XIBElement]
  /// 1-based line of the start tag.
  public var line: Int
  /// The character data of a `textElements` element, entities decoded; "" for other elements.
  public var text: String = ""

  /// The elements whose character data is a value: `<string>`, `<mutableString>`.
  public static let textElements: Set<String> = ["string", "mutableString"]

  public init(name: String, attributes: [String: String] = [:], children: [XIBElement] = [],
              line: Int = 0) {
    self.name = name
    self.attributes = attributes
    self.children = children
    self.line = line
  }

  /// The attribute `key`, or nil.
  public subscript(_ key: String) -> String? { attributes[key] }

  /// The first child with element name `name` and, when given, attribute `key="…"` equal to
  /// `keyed` (XIB children carry their role in a `key` attribute, e.g. `<rect key="frame">`).
  public func child(_ name: String, key keyed: String? = nil) -> XIBElement? {
    children.first { $0.name == name && (keyed == nil || $0["key"] == keyed) }
  }

  /// The first child whose `key` attribute is `key`, whatever its element name.
  public func child(key: String) -> XIBElement? {
    children.first { $0["key"] == key }
  }

  /// A short description for messages: `<label id="gKQ-Nf-GwH"> (line 21)`; the name, id and
  /// key are clipped (`EchoedValue`).
  public var reference: String {
    var text = "<\(EchoedValue.clip(name))"
    if let id = attributes["id"] { text += " id=\"\(EchoedValue.clip(id))\"" } else if let key = attributes["key"] {
      text += " key=\"\(EchoedValue.clip(key))\""
    }
    return text + "> (line \(line))"
  }
}

/// Builds the `XIBElement` tree of a document with Foundation's `XMLParser`.
enum XIBElementReader {
  /// Parses `data` as XML.
  /// - Throws: `XIBError.malformedXML` naming the line, column and reason of the first error the
  ///   parser reports (also when libxml2 recovers from it, e.g. content after the root element);
  ///   `XIBError.invalidElement` for an element with more than `XIBAttributeScan.maximumAttributes`
  ///   (256) attributes, nested deeper than `maximumDepth` or past `maximumElements`, or with an
  ///   object id or outlet name that `XIBObjectID` refuses (a control character, too long).
  static func read(_ data: Data, file: String) throws -> XIBElement {
    // Foundation's XMLParser traps (a force unwrap in _NSXMLParserStartElementNs) on an element
    // or attribute name that is not valid UTF-8, which libxml2 passes on (found by fuzzing,
    // Fuzz/README.md). Interface Builder writes UTF-8, so any such byte is refused first.
    if let offset = firstInvalidUTF8Byte(data) {
      let before = data.prefix(offset)
      let line = before.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
      let column = offset - (before.lastIndex(of: 0x0A).map { $0 - data.startIndex + 1 } ?? 0) + 1
      throw XIBError.malformedXML(file: file, line: line, column: column,
                                  // 9: libxml2 XML_ERR_INVALID_CHAR, as XMLParser reports such a byte in text
                                  reason: XMLErrorReason.reason(code: 9, context: .init(openElement: nil, rootEnded: false,
                                                                                        isBlank: false)))
    }
    if let tag = XIBAttributeScan.firstOverfullTag(in: data) {
      throw XIBError.invalidElement(file: file, element: "<\(EchoedValue.clip(tag.name))> (line \(tag.line))",
                                    message: "has more than \(XIBAttributeScan.maximumAttributes) attributes")
    }
    let parser = XMLParser(data: data)
    let delegate = Delegate()
    delegate.data = data
    parser.delegate = delegate
    parser.shouldProcessNamespaces = false
    parser.shouldResolveExternalEntities = false
    let parsed = parser.parse()
    if let limit = delegate.limitExceeded {
      throw XIBError.invalidElement(file: file, element: limit.element, message: limit.message)
    }
    if let failure = delegate.firstError {
      throw XIBError.malformedXML(file: file, line: failure.line, column: failure.column, reason: failure.reason)
    }
    guard parsed, let root = delegate.root else {
      let code = (parser.parserError as NSError?)?.code ?? 4  // no error and no root: empty
      let reason = XMLErrorReason.reason(code: code, context: .init(openElement: nil, rootEnded: false, isBlank: data.isBlank))
      throw XIBError.malformedXML(file: file, line: max(1, parser.lineNumber), column: max(1, parser.columnNumber), reason: reason)
    }
    return root
  }

  /// The offset of the first byte of `data` that is not part of valid UTF-8, or nil when all
  /// of it is (a UTF-16 document, starting with its byte order mark, is left to libxml2).
  static func firstInvalidUTF8Byte(_ data: Data) -> Int? {
    if data.count >= 2, (data.first == 0xFE && data.dropFirst().first == 0xFF) || (data.first == 0xFF && data.dropFirst().first == 0xFE) {
      return nil
    }
    var parser = Unicode.UTF8.ForwardParser()
    var bytes = data.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &bytes) {
      case .valid(let scalar): offset += scalar.count
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }

  /// Deepest element nesting accepted: 200 (a view nests two elements deep per level, so about
  /// 100 view levels; real cells use under 20). Deeper documents are refused before any
  /// recursive walk could exhaust the stack.
  static let maximumDepth = 200
  /// Most elements accepted in one document: 100,000.
  static let maximumElements = 100_000

  private final class Delegate: NSObject, XMLParserDelegate {
    /// The bytes parsed (for the reason of an error about the document as a whole).
    var data = Data()
    var stack: [XIBElement] = []
    var root: XIBElement?
    var count = 0
    /// The first element refused (a limit passed, an unusable object id) and why.
    var limitExceeded: (element: String, message: String)?
    /// The first error (not warning) the parser reported, where it was then.
    var firstError: (line: Int, column: Int, reason: String)?

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
      let code = (parseError as NSError).code
      guard firstError == nil, limitExceeded == nil, !XMLErrorReason.warningCodes.contains(code) else { return }
      let context = XMLErrorReason.Context(openElement: stack.last.map { ($0.name, $0.line) }, rootEnded: root != nil,
                                           isBlank: code == 4 && data.isBlank)
      firstError = (max(1, parser.lineNumber), max(1, parser.columnNumber), XMLErrorReason.reason(code: code, context: context))
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
      count += 1
      if stack.count >= XIBElementReader.maximumDepth || count > XIBElementReader.maximumElements {
        limitExceeded = ("<\(elementName)> (line \(parser.lineNumber))", stack.count >= XIBElementReader.maximumDepth
          ? "nested more than \(XIBElementReader.maximumDepth) elements deep"
          : "the document has more than \(XIBElementReader.maximumElements) elements")
        parser.abortParsing()
        return
      }
      let element = XIBElement(name: elementName, attributes: attributes, line: parser.lineNumber)
      if let problem = XIBObjectID.problem(in: element) {
        limitExceeded = (element.reference, problem)
        parser.abortParsing()
        return
      }
      stack.append(element)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      guard let last = stack.indices.last, XIBElement.textElements.contains(stack[last].name) else { return }
      stack[last].text += string
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                qualifiedName: String?) {
      guard let done = stack.popLast() else { return }
      if stack.isEmpty { root = done } else { stack[stack.count - 1].children.append(done) }
    }
  }
}

private extension Data {
  /// Empty or only XML white space.
  var isBlank: Bool { allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D } }
}
