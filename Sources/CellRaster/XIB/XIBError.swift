/// A `.xib` or `.storyboard` file snapcheck cannot use: always names the file and, where there
/// is one, the element (`<constraint id="…"> (line 12)`). Exit 65 (bad input), or 66 for a
/// missing file. The cell-choice cases (`cellNotChosen`, `unknownReuseIdentifier`,
/// `ambiguousReuseIdentifier`) are rephrased by their callers for the way a cell is chosen
/// there (`description(choosingWith:)`): `--cell` (a usage error, 64) or a spec's
/// `reuseIdentifier` (a spec error naming the JSON path, 65).
public enum XIBError: DiagnosticError, Equatable {
  /// The file does not exist.
  case missingFile(String)
  /// The file is not well-formed XML.
  case notXML(file: String, line: Int, detail: String)
  /// The file is not well-formed XML: where the parser found out (1-based line and column) and
  /// why in words (`XMLErrorReason`), e.g. "expected '>' (a start tag is not finished)".
  case malformedXML(file: String, line: Int, column: Int, reason: String)
  /// Well-formed XML, but not an iOS XIB, iPad XIB or storyboard (`XIBDocumentKind`).
  case wrongDocumentType(file: String, found: String)
  /// A storyboard with more than one prototype cell, and no reuse identifier to choose one;
  /// `cells` are their reuse identifiers (`XIBCellChoice.label`), in document order.
  case cellNotChosen(file: String, cells: [String])
  /// No prototype cell (storyboard) or top-level cell (XIB) has the reuse identifier or object
  /// id asked for; `cells` are the document's cells (`XIBCellChoice.label`).
  case unknownReuseIdentifier(file: String, identifier: String, cells: [String], isStoryboard: Bool)
  /// More than one prototype cell has the reuse identifier asked for (two scenes reuse a
  /// name): their elements and object ids, in document order.
  case ambiguousReuseIdentifier(file: String, identifier: String, elements: [String], ids: [String])
  /// An element is unusable: a missing or malformed attribute, an id that names nothing, a
  /// constraint that relates an attribute to itself.
  case invalidElement(file: String, element: String, message: String)

  public var category: ErrorCategory {
    switch self {
    case .missingFile: .missingInput
    default: .badInput
    }
  }

  public var description: String { description(choosingWith: "a reuse identifier") }

  /// The message, with `option` naming how a cell is chosen where it was asked for (`--cell`,
  /// `"reuseIdentifier"`) in the cell-choice cases.
  public func description(choosingWith option: String) -> String {
    switch self {
    case .missingFile(let file):
      return "\(file): no such file"
    case .notXML(let file, let line, let detail):
      return "\(file): line \(line): not an XML document: \(detail)"
    case .malformedXML(let file, let line, let column, let reason):
      return "\(file):\(line):\(column): not well-formed XML: \(reason)"
    case .wrongDocumentType(let file, let found):
      return "\(file): not an iOS XIB or storyboard document (expected <document type=\"\(XIBDocumentKind.xib.rawValue)\">, "
        + "type \"\(XIBDocumentKind.iPadXIB.rawValue)\" or \"\(XIBDocumentKind.storyboard.rawValue)\"; found \(found))"
    case .invalidElement(let file, let element, let message):
      return "\(file): \(element): \(message)"
    case .cellNotChosen(let file, let cells):
      return "\(file) has \(cells.count) prototype cells; choose one with \(option) (reuse identifiers: \(Self.shortList(cells)))"
    case .unknownReuseIdentifier(let file, let identifier, let cells, let isStoryboard):
      let known = cells.isEmpty ? "it has no top-level cells" : "reuse identifiers: \(Self.shortList(cells))"
      // Suggested among at most 1,000 cells (the edit distance is per candidate).
      let meant = cells.count <= 1000 ? DidYouMean.suggestion(for: identifier, among: cells).map { "did you mean '\(EchoedValue.clip($0))'? " } ?? "" : ""
      return "\(file) has no \(isStoryboard ? "prototype" : "top-level") cell with reuse identifier '\(EchoedValue.clip(identifier))' (\(meant)\(known))"
    case .ambiguousReuseIdentifier(let file, let identifier, let elements, let ids):
      return "\(file) has \(elements.count) prototype cells with reuse identifier '\(EchoedValue.clip(identifier))' (\(Self.shortList(elements))); choose one with \(option) set to its object id (\(EchoedValue.list(ids)))"
    }
  }

  /// Labels that are already clipped and escaped (reuse identifiers, element references), at most
  /// `EchoedValue.listLimit` (40) of them, then "… and N more": a storyboard may have thousands
  /// of prototype cells, and the message goes to every console line, report and JUnit file.
  static func shortList(_ labels: [String]) -> String {
    let limit = EchoedValue.listLimit
    let shown = labels.prefix(limit).joined(separator: ", ")
    return labels.count > limit ? shown + " … and \(labels.count - limit) more" : shown
  }

  /// True for the cases about choosing a cell (`cellNotChosen`, `unknownReuseIdentifier`,
  /// `ambiguousReuseIdentifier`).
  public var isCellChoice: Bool {
    switch self {
    case .cellNotChosen, .unknownReuseIdentifier, .ambiguousReuseIdentifier: true
    default: false
    }
  }
}
