/// A `.xib` file snapcheck cannot use: always names the file and, where there is one, the element
/// (`<constraint id="…"> (line 12)`). Exit 65 (bad input), or 66 for a missing file.
public enum XIBError: DiagnosticError, Equatable {
  /// The file does not exist.
  case missingFile(String)
  /// The file is not well-formed XML.
  case notXML(file: String, line: Int, detail: String)
  /// Well-formed XML, but not an iOS XIB (`com.apple.InterfaceBuilder3.CocoaTouch.XIB`).
  case wrongDocumentType(file: String, found: String)
  /// An element is unusable: a missing or malformed attribute, an id that names nothing, a
  /// constraint that relates an attribute to itself.
  case invalidElement(file: String, element: String, message: String)

  public var category: ErrorCategory {
    switch self {
    case .missingFile: .missingInput
    default: .badInput
    }
  }

  public var description: String {
    switch self {
    case .missingFile(let file):
      "\(file): no such XIB file"
    case .notXML(let file, let line, let detail):
      "\(file): line \(line): not an XML document: \(detail)"
    case .wrongDocumentType(let file, let found):
      "\(file): not an iOS XIB document (expected <document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">, found \(found))"
    case .invalidElement(let file, let element, let message):
      "\(file): \(element): \(message)"
    }
  }
}
