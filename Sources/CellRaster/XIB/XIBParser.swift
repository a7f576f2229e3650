import Foundation

/// Parses an iOS Interface Builder document (Foundation's `XMLParser`) into an `XIBDocument`:
/// one cell or view with its outlets and the `<resources>` it uses (fiori-cells.md §7
/// "Document"). iPhone/universal XIBs and iPad XIBs give their first top-level
/// `tableViewCell`, `collectionViewCell` or `view` under `<objects>` (or the top-level cell with
/// the reuse identifier asked for); storyboards give one prototype cell of a table or
/// collection view in any scene, chosen by reuse identifier (`XIBCellChoice`).
public enum XIBParser {
  /// The document type IB writes for iPhone and universal iOS XIBs.
  public static let documentType = XIBDocumentKind.xib.rawValue

  /// Reads and parses `path`.
  /// - Parameters:
  ///   - displayName: names the file in messages; default `path`.
  ///   - reuseIdentifier: the cell to take (see `parse(data:file:reuseIdentifier:)`).
  /// - Throws: `XIBError` (missing file 66; not XML, wrong document type, bad elements, a cell
  ///   that cannot be chosen 65); `FileError` naming `displayName` for a file that is not a
  ///   regular file (66), cannot be read (74) or is over `InputSizeLimit.xib` (32 MiB, 65).
  public static func parse(file path: String, displayName: String? = nil, reuseIdentifier: String? = nil) throws -> XIBDocument {
    let name = displayName ?? path
    guard FileManager.default.fileExists(atPath: path) else { throw XIBError.missingFile(name) }
    let bytes: [UInt8]
    do {
      bytes = try FileBytes.read(path, limit: InputSizeLimit.xib)
    } catch let error as FileError {
      throw FileError(path: name, problem: error.problem, category: error.category)
    }
    return try parse(data: Data(bytes), file: name, reuseIdentifier: reuseIdentifier)
  }

  /// Parses XIB or storyboard bytes; `file` names the document in messages.
  /// - Parameter reuseIdentifier: the cell to take by its `reuseIdentifier` attribute (else
  ///   its object id). A storyboard needs one unless it has exactly one prototype cell; a XIB
  ///   without one gives its first top-level cell or view, with one the top-level cell that
  ///   has it (a XIB whose cell has another reuse identifier, or none, is an error).
  /// - Throws: `XIBError`; `cellNotChosen`, `unknownReuseIdentifier`,
  ///   `ambiguousReuseIdentifier` when the cell cannot be chosen.
  public static func parse(data: Data, file: String, reuseIdentifier: String? = nil) throws -> XIBDocument {
    let document = try XIBElementReader.read(data, file: file)
    guard document.name == "document", let kind = document["type"].flatMap(XIBDocumentKind.init(rawValue:)) else {
      let found = document.name == "document" ? "type \"\(document["type"] ?? "")\"" : "<\(document.name)>"
      throw XIBError.wrongDocumentType(file: file, found: found)
    }
    var colors = XIBColorParsing(file: file)
    var imageSizes: [String: Size] = [:]
    var symbolNames: Set<String> = []
    if let resources = document.child("resources") {
      for item in resources.children {
        switch item.name {
        case "image":
          if let name = item["name"], let width = item["width"], let height = item["height"] {
            let w = try XIBNumber.value(width, of: item, "width", in: XIBNumber.imageSizes, file: file)
            let h = try XIBNumber.value(height, of: item, "height", in: XIBNumber.imageSizes, file: file)
            // An asset's size is in points; an SF Symbol's is its design canvas.
            let size = Size(width: w, height: h)
            imageSizes[name] = item["catalog"] == XIBSymbolImageSize.systemCatalog ? XIBSymbolImageSize.pointSize(canvas: size) : size
            if item["catalog"] == XIBSymbolImageSize.systemCatalog { symbolNames.insert(name) }
          }
        case "namedColor":
          if let name = item["name"], let color = item.child("color") {
            colors.namedColors[name] = try colors.color(color)
          }
        case "systemColor":
          if let name = item["name"], let color = item.child("color") {
            colors.systemColorFallbacks[name] = try colors.color(color)
          }
        default: break
        }
      }
    }
    let top: XIBElement
    var rowHeight: XIBRowHeight?
    var tableViewStyle = XIBTableViewStyle.plain
    if kind == .storyboard {
      guard let scenes = document.child("scenes") else {
        throw XIBError.invalidElement(file: file, element: document.reference, message: "no <scenes> element")
      }
      let cell = try XIBCellChoice.choose(XIBCellChoice.prototypeCells(in: scenes), identifier: reuseIdentifier,
                                          file: file, kind: kind, scope: scenes)
      top = cell.element
      // A prototype cell without its own row height has the table view's (-1 = automatic).
      rowHeight = try cell.container.flatMap { try rowHeightAttribute(of: $0, file: file) }
      tableViewStyle = cell.container?["style"].flatMap(XIBTableViewStyle.init(rawValue:)) ?? .plain
    } else {
      guard let objects = document.child("objects") else {
        throw XIBError.invalidElement(file: file, element: document.reference, message: "no <objects> element")
      }
      if let reuseIdentifier {
        top = try XIBCellChoice.choose(XIBCellChoice.topLevelCells(in: objects), identifier: reuseIdentifier,
                                       file: file, kind: kind, scope: objects).element
      } else {
        let supportedRoots = ["tableViewCell", "collectionViewCell", "view"]
        guard let first = objects.children.first(where: { supportedRoots.contains($0.name) }) else {
          let found = objects.children.filter { $0.name != "placeholder" }.map { "<\($0.name)>" }
          throw XIBError.invalidElement(file: file, element: objects.reference,
                                        message: "no top-level tableViewCell, collectionViewCell or view (found: \(found.isEmpty ? "nothing" : found.joined(separator: ", ")))")
        }
        top = first
      }
    }
    rowHeight = try rowHeightAttribute(of: top, file: file) ?? rowHeight
    var reader = XIBViewParsing(file: file, colors: colors)
    var root = try reader.view(top, isRoot: true)
    // A prototype cell's frame sits where IB drew it in its table or collection view; the
    // cell is laid out on its own, at the origin.
    root.frame.origin = .zero
    var outlets: [(property: String, destination: String)] = []
    var outletElements: [String: String] = [:]
    for outlet in top.child("connections")?.children ?? [] where outlet.name == "outlet" {
      guard let property = outlet["property"], let destination = outlet["destination"], !property.isEmpty else {
        throw XIBError.invalidElement(file: file, element: outlet.reference, message: "an outlet needs 'property' and 'destination'")
      }
      // An outlet's name is a property of the cell's class, and it becomes its view's node id
      // and a spec's binding key (`titleLabel.text`): it must name one outlet, and no other view.
      guard !property.contains(".") else {
        throw XIBError.invalidElement(file: file, element: outlet.reference,
                                      message: "outlet name '\(EchoedValue.clip(property))' contains '.'; an outlet is a property name")
      }
      if let first = outletElements[property] {
        throw XIBError.invalidElement(file: file, element: outlet.reference,
                                      message: "outlet '\(EchoedValue.clip(property))' is already connected by \(first); a property has one outlet")
      }
      if let other = root.view(withID: property), other.id != destination {
        throw XIBError.invalidElement(file: file, element: outlet.reference,
                                      message: "outlet '\(EchoedValue.clip(property))' of view '\(EchoedValue.clip(destination))' has the id of \(other.reference); the outlet name becomes the view's id")
      }
      outletElements[property] = outlet.reference
      guard root.view(withID: destination) != nil || isConstraintID(destination, in: root) else {
        throw XIBError.invalidElement(file: file, element: outlet.reference,
                                      message: "outlet '\(EchoedValue.clip(property))' points to id '\(EchoedValue.clip(destination))', which is no view or constraint in the document")
      }
      outlets.append((property, destination))
    }
    var styleWarnings: [XIBWarning] = []
    var styleStacking: XIBCellStyleStacking?
    var cellStyle: XIBCellStyle?
    if top.name == "tableViewCell", let styleName = top["style"] {
      if let style = XIBCellStyle(rawValue: styleName) {
        cellStyle = style
        let attributes = Dictionary(XIBCellStyle.viewAttributes.compactMap { name in top[name].map { (name, $0) } },
                                    uniquingKeysWith: { first, _ in first })
        (styleWarnings, styleStacking) = style.apply(to: &root, attributes: attributes, outlets: &outlets)
      } else {
        styleWarnings.append(XIBWarning(rule: "xib.unsupported", viewID: root.id, element: top.reference,
                                        message: "cell style '\(EchoedValue.clip(styleName))' is not a UITableViewCell style "
                                          + "snapcheck knows (\(XIBCellStyle.allCases.map(\.rawValue).joined(separator: ", "))); "
                                          + "its views keep their stored frames"))
      }
    }
    let guideWarnings = try XIBLayoutGuideResolving.resolve(&root, guides: reader.layoutGuides, file: file) + styleWarnings
    try XIBReferenceCheck.check(root, file: file)
    let device = document.child("device")?["id"]
    var parsed = XIBDocument(
      file: file, root: root, rootElement: top.name, rowHeight: rowHeight,
      outlets: outlets, imageSizes: imageSizes, canvasScale: XIBCanvasDevice.scale(device),
      warnings: reader.warnings + guideWarnings, kind: kind, reuseIdentifier: top["reuseIdentifier"],
      canvasIdiom: XIBCanvasDevice.idiom(kind: kind, targetRuntime: document["targetRuntime"], device: device))
    parsed.symbolImageNames = symbolNames
    parsed.namedColorNames = Set(colors.namedColors.keys)
    parsed.tableViewStyle = tableViewStyle
    parsed.cellStyleStacking = styleStacking
    parsed.cellStyle = cellStyle
    parsed.canvasDevice = device
    parsed.toolsVersion = document["toolsVersion"].flatMap(Double.init).flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    return parsed
  }

  /// The `rowHeight` attribute of a cell or table view in `XIBNumber.rowHeights`: a positive
  /// height, or -1 (UITableView.automaticDimension) for `.automatic`; nil when it is absent, 0,
  /// or another negative value.
  /// - Throws: `XIBError.invalidElement` for a value that is not a number in that range.
  private static func rowHeightAttribute(of element: XIBElement, file: String) throws -> XIBRowHeight? {
    guard let text = element["rowHeight"] else { return nil }
    let value = try XIBNumber.value(text, of: element, "rowHeight", in: XIBNumber.rowHeights, file: file)
    if value == XIBRowHeight.automaticDimension { return .automatic }
    return value > 0 ? .fixed(value) : nil
  }

  private static func isConstraintID(_ id: String, in root: XIBView) -> Bool {
    root.allViews.contains { $0.constraints.contains { $0.id == id } }
  }
}
