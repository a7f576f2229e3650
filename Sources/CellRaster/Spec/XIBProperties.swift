import Foundation

/// Decodes the `properties` of `"cell": "XIB"` and `"cell": "XIBList"` specs.
///
/// ```json
/// { "cell": "XIB",
///   "properties": { "xib": "cells/BookmarkCell.xib",
///                   "outlets": { "nameLabel.text": "Liferay", "urlLabel.text": "https://liferay.com" } } }
///
/// { "cell": "XIB",
///   "properties": { "xib": "Main.storyboard", "reuseIdentifier": "OrderCell",
///                   "outlets": { "titleLabel.text": "Order 4711" } } }
///
/// { "cell": "XIBList",
///   "properties": { "xib": "cells/BookmarkCell.xib", "rowHeight": 80,
///                   "rows": [ { "nameLabel.text": "Liferay", "urlLabel.text": "https://liferay.com" },
///                             "inProgress" ] } }
/// ```
///
/// `assets` (both kinds) lists 1–16 `.xcassets` folders relative to the spec, confined like the
/// XIB; images and named colours resolve from them, earlier catalogs first (`AssetCatalogsProperty`).
/// `xib` is a `.xib` or `.storyboard` file relative to the spec's folder. `reuseIdentifier`
/// chooses the cell by its reuse identifier (else its IB object id): a storyboard's prototype
/// cell, required when the storyboard has more than one; in a `.xib`, the top-level cell with
/// that identifier (without it, the first top-level cell or view). `outlets` (XIB) and each
/// loaded row (XIBList) map `<outlet>.<text|image|hidden|on|customSpacing>` to a value; an absent `outlets` keeps
/// the stored texts. A row `"inProgress"` is a row whose data has not loaded (a progress cell,
/// not filled). `rowHeight` is 1–2000 pt, or `"automatic"` (also -1,
/// `UITableView.automaticDimension`: every row self-sizes, `XIBRowHeight.automatic`); default the
/// cell's `rowHeight` attribute (for a prototype cell without one, its table view's; -1 there is
/// automatic too), else its canvas height. `rows` holds 1–100 rows; row N (0-based) is
/// `row<N>` in the layout, in steps and in the accessibility tree.
public enum XIBProperties {
  public static let cellKeys = ["xib", "reuseIdentifier", "outlets", "assets"]
  public static let listKeys = ["xib", "reuseIdentifier", "rowHeight", "rows", "assets"]

  /// - Parameter confinement: where the XIB may lie (`PathConfinement`; default the spec's folder).
  /// - Throws: `SpecError.invalid` (unknown keys, wrong types, a missing XIB file or one outside
  ///   `confinement`, unknown outlets); `XIBError` for a XIB that cannot be parsed.
  public static func decodeCell(_ cursor: JSONCursor, loader: ImageLoader,
                                confinement: PathConfinement? = nil) throws -> XIBCellContent {
    let members = try cursor.object(allowedKeys: cellKeys)
    let document = try loadDocument(members, cursor, confinement: confinement)
    let bindings = try members["outlets"].map { try XIBBindings.decode($0, document: document, loader: loader) } ?? XIBBindings()
    return XIBCellContent(document: document, bindings: bindings, assets: try assets(members, cursor, document, confinement))
  }

  /// - Throws: as `decodeCell`, plus an empty or too long `rows` and a row that is neither an
  ///   object nor "inProgress".
  public static func decodeList(_ cursor: JSONCursor, loader: ImageLoader,
                                confinement: PathConfinement? = nil) throws -> XIBListContent {
    let members = try cursor.object(allowedKeys: listKeys)
    let document = try loadDocument(members, cursor, confinement: confinement)
    let rowHeight = try members["rowHeight"].map(Self.rowHeight) ?? document.rowHeight ?? .fixed(document.canvasSize.height)
    guard let rowsCursor = members["rows"] else { throw cursor.error("missing key 'rows'") }
    let items = try rowsCursor.array()
    guard (1...100).contains(items.count) else {
      throw rowsCursor.error("expected 1–100 rows, got \(items.count)")
    }
    let rows: [XIBListRow] = try items.map { item in
      if case .string(let text) = item.value {
        guard text == "inProgress" else {
          throw item.error("unknown row '\(EchoedValue.clip(text))' (expected an object of outlet values, or \"inProgress\")")
        }
        return .inProgress
      }
      return .loaded(try XIBBindings.decode(item, document: document, loader: loader))
    }
    return XIBListContent(cell: document, rowHeight: rowHeight, rows: rows, assets: try assets(members, cursor, document, confinement))
  }

  /// The `assets` catalogs (`AssetCatalogsProperty`), none when the key is absent.
  private static func assets(_ members: [String: JSONCursor], _ cursor: JSONCursor, _ document: XIBDocument,
                             _ confinement: PathConfinement?) throws -> AssetCatalogs {
    guard let assets = members["assets"] else { return AssetCatalogs() }
    return try AssetCatalogsProperty.decode(assets, imageNames: document.assetImageNames, colorNames: document.namedColorNames,
                                            confinement: confinement ?? PathConfinement.specFolder(of: cursor.file))
  }

  /// Decodes `rowHeight`: 1–2000 pt, or `"automatic"` / -1 (`UITableView.automaticDimension`).
  /// - Throws: `SpecError.invalid` for anything else, naming what is allowed.
  static func rowHeight(_ cursor: JSONCursor) throws -> XIBRowHeight {
    let allowed = "1–2000 pt, or \"automatic\" (also -1, UITableView.automaticDimension: rows size to their content)"
    switch cursor.value {
    case .string("automatic"): return .automatic
    case .number(XIBRowHeight.automaticDimension): return .automatic
    case .number(let height) where height.isFinite && (1...2000).contains(height): return .fixed(height)
    case .number(let height): throw cursor.error("\(JSONCursor.format(height)) is out of range (allowed: \(allowed))")
    case .string(let text): throw cursor.error("unknown row height \(EchoedValue.quoted(text)) (allowed: \(allowed))")
    default: throw cursor.error("expected a number or \"automatic\", got \(cursor.value.typeName)")
    }
  }

  /// The spec-relative path of the XIB or storyboard in `relative`'s folder whose name is closest
  /// to its file name (`DidYouMean`), or nil.
  private static func closestDocument(to relative: String, confinement: PathConfinement, at cursor: JSONCursor) -> String? {
    let name = relative.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? relative
    let candidates = [".xib", ".storyboard"].flatMap { confinement.neighbours(of: relative, endingLike: $0, at: cursor) }
    guard let closest = DidYouMean.suggestion(for: name, among: candidates) else { return nil }
    return String(relative.dropLast(name.count)) + closest
  }

  private static func loadDocument(_ members: [String: JSONCursor], _ cursor: JSONCursor,
                                   confinement: PathConfinement?) throws -> XIBDocument {
    guard let xib = members["xib"] else { throw cursor.error("missing key 'xib'") }
    let relative = try xib.string()
    let lowercased = relative.lowercased()
    guard lowercased.hasSuffix(".xib") || lowercased.hasSuffix(".storyboard") else {
      throw xib.error("'\(EchoedValue.clip(relative))' is not a .xib or .storyboard path (relative to the spec)")
    }
    let identifierCursor = members["reuseIdentifier"]
    let identifier = try identifierCursor?.string()
    if let identifierCursor, identifier?.isEmpty == true { throw identifierCursor.error("expected a reuse identifier, got an empty string") }
    let confinement = try confinement ?? PathConfinement.specFolder(of: cursor.file)
    guard let path = try confinement.resolve(relative, at: xib) else {
      let kind = lowercased.hasSuffix(".xib") ? "XIB" : "storyboard"
      throw SpecError.missingDocument(file: xib.file, path: xib.path, kind: kind, reference: EchoedValue.clip(relative),
                                      suggestion: closestDocument(to: relative, confinement: confinement, at: xib))
    }
    do {
      return try XIBParser.parse(file: path, displayName: relative, reuseIdentifier: identifier)
    } catch let error as XIBError where error.isCellChoice {
      // Say where the cell is chosen: the reuseIdentifier given, or the properties lacking one.
      throw (identifierCursor ?? cursor).error(error.description(choosingWith: "\"reuseIdentifier\""))
    }
  }
}
