/// The appearance an asset catalog entry is for: its `appearances` array's `luminosity` value
/// (Xcode's "Appearances: Any, Dark" or "Any, Light, Dark"); `any` when it has none.
public enum AssetAppearance: String, Hashable, Sendable {
  case any, light, dark

  /// Reads an entry's `appearances`: `[{"appearance": "luminosity", "value": "dark"}]`. Returns
  /// nil for entries of another kind of appearance snapcheck does not render (`contrast: high`).
  /// - Throws: `AssetCatalogError` (65) for wrong types or an unknown luminosity value.
  static func read(_ entry: AssetContentsJSON) throws -> AssetAppearance? {
    guard let list = try entry.member("appearances") else { return .any }
    var result = AssetAppearance.any
    for item in try list.array() {
      let kind = try item.member("appearance")?.string()
      switch kind {
      case "luminosity":
        result = try item.oneOf("value", ["light", "dark"]).flatMap(AssetAppearance.init(rawValue:)) ?? .any
      default:
        return nil  // high contrast and later kinds: not a variant snapcheck renders
      }
    }
    return result
  }

  /// The appearances to try, best first: a dark variant prefers a dark entry, then one for any
  /// appearance, then a light one (as UIKit's trait matching falls back); light the reverse.
  static func preference(isDark: Bool) -> [AssetAppearance] {
    isDark ? [.dark, .any, .light] : [.light, .any, .dark]
  }
}

/// The device family an asset catalog entry is for (`idiom`): snapcheck renders iPhone and iPad
/// cells; entries for other idioms (mac, watch, tv, car, vision, marketing icons) are skipped.
public enum AssetIdiom: String, Hashable, Sendable {
  case universal, iphone, ipad

  /// The idioms to try for a canvas, best first: its own, then universal.
  static func preference(for idiom: UserInterfaceIdiom) -> [AssetIdiom] {
    idiom == .pad ? [.ipad, .universal] : [.iphone, .universal]
  }
}
