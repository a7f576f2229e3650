import Foundation

/// Parses an iOS `.xib` document (Foundation's `XMLParser`) into an `XIBDocument`: the first
/// top-level `tableViewCell`, `collectionViewCell` or `view` under `<objects>`, with its outlets
/// and the `<resources>` it uses (fiori-cells.md §7 "Document").
public enum XIBParser {
  /// The document type IB writes for iOS XIBs.
  public static let documentType = "com.apple.InterfaceBuilder3.CocoaTouch.XIB"

  /// Reads and parses `path`.
  /// - Throws: `XIBError` (missing file 66; not XML, wrong document type, bad elements 65).
  public static func parse(file path: String, displayName: String? = nil) throws -> XIBDocument {
    let name = displayName ?? path
    guard FileManager.default.fileExists(atPath: path) else { throw XIBError.missingFile(name) }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw XIBError.notXML(file: name, line: 0, detail: "cannot read the file")
    }
    return try parse(data: data, file: name)
  }

  /// Parses XIB bytes; `file` names the document in messages.
  /// - Throws: `XIBError`.
  public static func parse(data: Data, file: String) throws -> XIBDocument {
    let document = try XIBElementReader.read(data, file: file)
    guard document.name == "document", document["type"] == documentType else {
      let found = document.name == "document" ? "type \"\(document["type"] ?? "")\"" : "<\(document.name)>"
      throw XIBError.wrongDocumentType(file: file, found: found)
    }
    var colors = XIBColorParsing(file: file)
    var imageSizes: [String: Size] = [:]
    if let resources = document.child("resources") {
      for item in resources.children {
        switch item.name {
        case "image":
          if let name = item["name"], let w = item["width"].flatMap(Double.init), let h = item["height"].flatMap(Double.init) {
            imageSizes[name] = Size(width: w, height: h)
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
    guard let objects = document.child("objects") else {
      throw XIBError.invalidElement(file: file, element: document.reference, message: "no <objects> element")
    }
    let supportedRoots = ["tableViewCell", "collectionViewCell", "view"]
    guard let top = objects.children.first(where: { supportedRoots.contains($0.name) }) else {
      let found = objects.children.filter { $0.name != "placeholder" }.map { "<\($0.name)>" }
      throw XIBError.invalidElement(file: file, element: objects.reference,
                                    message: "no top-level tableViewCell, collectionViewCell or view (found: \(found.isEmpty ? "nothing" : found.joined(separator: ", ")))")
    }
    var reader = XIBViewParsing(file: file, colors: colors)
    let root = try reader.view(top, isRoot: true)
    var outlets: [(property: String, destination: String)] = []
    for outlet in top.child("connections")?.children ?? [] where outlet.name == "outlet" {
      guard let property = outlet["property"], let destination = outlet["destination"] else {
        throw XIBError.invalidElement(file: file, element: outlet.reference, message: "an outlet needs 'property' and 'destination'")
      }
      guard root.view(withID: destination) != nil || isConstraintID(destination, in: root) else {
        throw XIBError.invalidElement(file: file, element: outlet.reference,
                                      message: "outlet '\(property)' points to id '\(destination)', which is no view or constraint in the document")
      }
      outlets.append((property, destination))
    }
    try XIBReferenceCheck.check(root, file: file)
    var parsed = XIBDocument(
      file: file, root: root, rootElement: top.name, rowHeight: top["rowHeight"].flatMap(Double.init),
      outlets: outlets, imageSizes: imageSizes, canvasScale: canvasScale(document.child("device")?["id"]),
      warnings: reader.warnings)
    parsed.toolsVersion = document["toolsVersion"].flatMap(Double.init).flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    return parsed
  }

  private static func isConstraintID(_ id: String, in root: XIBView) -> Bool {
    root.allViews.contains { $0.constraints.contains { $0.id == id } || $0.excludedConstraintIDs.contains(id) }
  }

  /// Canvas pixels per point by `<device id>`: 3 for the 3x iPhones (retina5_5, retina5_9,
  /// retina6_5, the 6_1/6_7 "Pro" ids ending in _3x), 1 for non-retina, else 2.
  static func canvasScale(_ device: String?) -> Int {
    guard let device else { return 2 }
    if ["retina5_5", "retina5_9", "retina6_5", "retina6_7", "retina6_12", "retina6_72"].contains(device) { return 3 }
    return 2
  }
}
