/// The asset catalogs a spec names (`"assets"`, or `render --assets`), in order, with the sets
/// the cell needs already read: every image set whose name the XIB uses and every colour set.
/// Earlier catalogs win when two have a set of the same name.
public struct AssetCatalogs: Hashable, Sendable {
  /// The catalogs, in the order given.
  public var catalogs: [AssetCatalog]
  /// The image sets read, by name.
  public var imageSets: [String: AssetImageSet]
  /// The colour sets read, by name.
  public var colorSets: [String: AssetColorSet]

  /// No catalogs: every asset image is missing (a placeholder and a warning).
  public init(catalogs: [AssetCatalog] = [], imageSets: [String: AssetImageSet] = [:], colorSets: [String: AssetColorSet] = [:]) {
    self.catalogs = catalogs
    self.imageSets = imageSets
    self.colorSets = colorSets
  }

  /// Scans the catalog folders and reads the image sets named `imageNames` (from the first
  /// catalog that has each) and the colour sets named `colorNames` (every colour set when nil).
  /// - Parameters:
  ///   - folders: canonical catalog folders with the names the user wrote, in priority order.
  ///   - imageNames: the asset image names the cell uses (names no catalog has are left out).
  ///   - confinement: where every file must lie after symbolic links.
  /// - Throws: `AssetCatalogError` (65, 66) and `FileError` from scanning and reading.
  ///   - colorNames: the named colours the cell uses (`XIBDocument.namedColorNames`); nil = all.
  public static func load(folders: [(path: String, displayName: String)], imageNames: Set<String>,
                          colorNames: Set<String>? = nil, confinement: PathConfinement) throws -> AssetCatalogs {
    let catalogs = try folders.map { try AssetCatalog.scan(folder: $0.path, displayName: $0.displayName, confinement: confinement) }
    var result = AssetCatalogs(catalogs: catalogs)
    var pixelBudget = AssetImageSetReader.totalPixels
    for name in imageNames.sorted() {
      guard let catalog = catalogs.first(where: { $0.imageSets[name] != nil }), let folder = catalog.imageSets[name] else { continue }
      result.imageSets[name] = try AssetImageSetReader.read(name: name, folder: folder, confinement: confinement,
                                                            pixelBudget: &pixelBudget)
    }
    for catalog in catalogs.reversed() {
      for (name, folder) in catalog.colorSets.sorted(by: { $0.key < $1.key }) where colorNames?.contains(name) ?? true {
        result.colorSets[name] = try AssetColorSetReader.read(name: name, folder: folder, confinement: confinement)
      }
    }
    return result
  }

  /// The image set `name`, when a catalog has it and the cell uses it.
  public func imageSet(named name: String) -> AssetImageSet? { imageSets[name] }

  /// `UIColor(named:)`: the colour set `name` with its any and dark values, nil when no catalog
  /// has it. (The seam for XIB `<color name="…"/>` colours.)
  public func colorSet(named name: String) -> AssetColorSet? { colorSets[name] }

  /// The catalogs searched, for messages: "Assets.xcassets, Shared.xcassets", or "no asset
  /// catalog was given".
  public var searchedDescription: String {
    catalogs.isEmpty ? "no asset catalog was given (spec \"assets\", render --assets)"
      : "not in " + catalogs.map { EchoedValue.clip($0.displayName) }.joined(separator: ", ")
  }
}
