import Foundation
#if canImport(FoundationXML)
  import FoundationXML
#endif

/// One XML element of a `.xib` file: its name, attributes and child elements in document order,
/// with the line it starts on (for messages). Text content is ignored: XIB documents keep every
/// value in attributes (fiori-cells.md §7).
public struct XIBElement: Hashable, Sendable {
  /// Element name, e.g. `label`, `constraint`, `fontDescription`.
  public var name: String
  /// Attributes as written.
  public var attributes: [String: String]
  /// Child elements in document order.
  public var children: [XIBElement]
  /// 1-based line of the start tag.
  public var line: Int

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

  /// A short description for messages: `<label id="gKQ-Nf-GwH"> (line 21)`.
  public var reference: String {
    var text = "<\(name)"
    if let id = attributes["id"] { text += " id=\"\(id)\"" } else if let key = attributes["key"] {
      text += " key=\"\(key)\""
    }
    return text + "> (line \(line))"
  }
}

/// Builds the `XIBElement` tree of a document with Foundation's `XMLParser`.
enum XIBElementReader {
  /// Parses `data` as XML.
  /// - Throws: `XIBError.notXML` naming the parser's line and message.
  static func read(_ data: Data, file: String) throws -> XIBElement {
    let parser = XMLParser(data: data)
    let delegate = Delegate()
    parser.delegate = delegate
    parser.shouldProcessNamespaces = false
    parser.shouldResolveExternalEntities = false
    guard parser.parse(), let root = delegate.root else {
      let detail = parser.parserError.map { ($0 as NSError).localizedDescription } ?? "no root element"
      throw XIBError.notXML(file: file, line: parser.lineNumber, detail: detail)
    }
    return root
  }

  private final class Delegate: NSObject, XMLParserDelegate {
    var stack: [XIBElement] = []
    var root: XIBElement?

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
      stack.append(XIBElement(name: elementName, attributes: attributes, line: parser.lineNumber))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                qualifiedName: String?) {
      guard let done = stack.popLast() else { return }
      if stack.isEmpty { root = done } else { stack[stack.count - 1].children.append(done) }
    }
  }
}
