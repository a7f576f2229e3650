/// Decodes a XIB spec's `"assets": ["Assets.xcassets", …]`: 1–16 asset catalog folders relative
/// to the spec (confined like the XIB: `PathConfinement`, `--allow-path`), in priority order
/// (earlier catalogs win on a name clash).
public enum AssetCatalogsProperty {
  /// The most catalogs one spec may name.
  public static let maximumCount = 16

  /// - Parameters:
  ///   - imageNames: the asset image names the cell uses (`XIBDocument.assetImageNames`).
  ///   - colorNames: the named colours it uses (`XIBDocument.namedColorNames`); nil = every colour set.
  /// - Throws: `SpecError.invalid` (65) at the JSON path for a value that is not an array of
  ///   1–16 strings, a name not ending in `.xcassets`, a folder outside the confinement, a file
  ///   that is not a folder, or a catalog named twice; `AssetCatalogError` (66) at the JSON path
  ///   for a catalog that does not exist; what `AssetCatalogs.load` throws for bad catalogs.
  public static func decode(_ cursor: JSONCursor, imageNames: Set<String>, colorNames: Set<String>? = nil,
                            confinement: PathConfinement) throws -> AssetCatalogs {
    let items = try cursor.array()
    guard (1...maximumCount).contains(items.count) else {
      throw cursor.error("expected 1–\(maximumCount) asset catalogs (.xcassets folders relative to the spec), got \(items.count)")
    }
    var folders: [(path: String, displayName: String)] = []
    for item in items {
      let relative = try item.string()
      let trimmed = relative.hasSuffix("/") ? String(relative.dropLast()) : relative
      guard trimmed.lowercased().hasSuffix(".xcassets") else {
        throw item.error("'\(EchoedValue.clip(relative))' is not an asset catalog (expected a folder whose name ends in .xcassets, relative to the spec)")
      }
      guard let path = try confinement.resolve(trimmed, at: item) else {
        throw AssetCatalogError(file: item.file, path: item.path,
                                problem: "asset catalog '\(EchoedValue.clip(relative))' not found (paths are relative to the spec)",
                                category: .missingInput)
      }
      guard AssetCatalog.isFolder(path) else {
        throw item.error("'\(EchoedValue.clip(relative))' is a file, not an asset catalog folder")
      }
      guard !folders.contains(where: { $0.path == path }) else {
        throw item.error("'\(EchoedValue.clip(relative))' names a catalog already listed")
      }
      folders.append((path, relative))
    }
    return try AssetCatalogs.load(folders: folders, imageNames: imageNames, colorNames: colorNames, confinement: confinement)
  }
}
