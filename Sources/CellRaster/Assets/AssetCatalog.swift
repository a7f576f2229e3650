import Foundation

/// One `.xcassets` folder, scanned: the names of its image sets and colour sets and where they
/// are. Sets are read when asked for (`AssetCatalogs`), not during the scan.
///
/// Folders inside the catalog are groups; a group whose `Contents.json` has
/// `"properties": {"provides-namespace": true}` prefixes its children's names (`Icons/Star`), as
/// Xcode's "Provides Namespace". Other set kinds (`.appiconset`, `.symbolset`, `.dataset`, …)
/// are skipped. Within one catalog the first set of a name in sorted path order wins; a folder
/// reached again through a symbolic link is not scanned twice.
public struct AssetCatalog: Hashable, Sendable {
  /// The catalog folder's canonical path.
  public let folder: String
  /// The catalog as the spec or command line wrote it (for messages).
  public let displayName: String
  /// Image set folders (canonical) by name.
  public let imageSets: [String: String]
  /// Colour set folders (canonical) by name.
  public let colorSets: [String: String]

  /// The most folders and files a scan looks at in one catalog: 20,000 (large apps ship a few
  /// thousand sets).
  public static let maximumEntries = 20_000
  /// The deepest group nesting scanned: 16.
  public static let maximumDepth = 16

  /// Scans the catalog at the canonical `folder`.
  /// - Parameter confinement: every entry must resolve inside it after symbolic links.
  /// - Throws: `AssetCatalogError` (65) for an entry that leads outside `confinement`, a group
  ///   `Contents.json` that is malformed, more than `maximumEntries` entries or nesting deeper
  ///   than `maximumDepth`.
  public static func scan(folder: String, displayName: String, confinement: PathConfinement) throws -> AssetCatalog {
    var images: [String: String] = [:]
    var colors: [String: String] = [:]
    var seen = 0
    var visited: Set<String> = []
    func visit(_ path: String, prefix: String, depth: Int) throws {
      // A folder reached twice (a symbolic link back up the catalog) is scanned once.
      guard visited.insert(path).inserted else { return }
      guard depth <= maximumDepth else {
        throw AssetCatalogError(file: path, problem: "groups nest deeper than \(maximumDepth) levels in \(displayName)")
      }
      let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
      for entry in names where !entry.hasPrefix(".") {
        seen += 1
        guard seen <= maximumEntries else {
          throw AssetCatalogError(file: folder, problem: "more than \(maximumEntries) entries; snapcheck scans at most that many per catalog")
        }
        let child = path + "/" + entry
        guard let canonical = PathConfinement.canonical(child) else { continue }  // a dangling link
        guard confinement.admits(canonical) else {
          throw AssetCatalogError(file: child, problem: "resolves outside \(confinement.rootName) (\(confinement.root)), to \(canonical); pass --allow-path to allow it")
        }
        guard isFolder(canonical) else { continue }
        let stem = (entry as NSString).deletingPathExtension
        switch (entry as NSString).pathExtension.lowercased() {
        case "imageset": if images[prefix + stem] == nil { images[prefix + stem] = canonical }
        case "colorset": if colors[prefix + stem] == nil { colors[prefix + stem] = canonical }
        case "":
          var childPrefix = prefix
          if FileBytes.isRegularFile(canonical + "/Contents.json") {
            let contents = try AssetContentsJSON.read(canonical + "/Contents.json")
            if try contents.member("properties")?.member("provides-namespace")?.bool() == true { childPrefix += entry + "/" }
          }
          try visit(canonical, prefix: childPrefix, depth: depth + 1)
        default:
          continue
        }
      }
    }
    try visit(folder, prefix: "", depth: 0)
    return AssetCatalog(folder: folder, displayName: displayName, imageSets: images, colorSets: colors)
  }

  /// The canonical path of `filename` inside the set `folder`.
  /// - Throws: `AssetCatalogError` at `entry` for a name with a `/` or NUL, or a file that
  ///   resolves outside `confinement`; (66) for a file that does not exist.
  static func confinedFile(_ filename: String, in folder: String, at entry: AssetContentsJSON,
                           confinement: PathConfinement) throws -> String {
    guard !filename.isEmpty, !filename.contains("/"), !filename.unicodeScalars.contains("\u{0}"), filename != "..", filename != "." else {
      throw entry.error("'\(EchoedValue.clip(filename))' is not a file name in the set's folder")
    }
    guard let canonical = PathConfinement.canonical(folder + "/" + filename) else {
      throw AssetCatalogError(file: entry.file, path: entry.pathText, problem: "image file '\(EchoedValue.clip(filename))' not found in \(folder)",
                              category: .missingInput)
    }
    guard confinement.admits(canonical) else {
      throw entry.error("'\(EchoedValue.clip(filename))' resolves outside \(confinement.rootName) (\(confinement.root)), to \(canonical)")
    }
    return canonical
  }

  /// True when `path` is a folder (after symbolic links).
  public static func isFolder(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
  }
}
