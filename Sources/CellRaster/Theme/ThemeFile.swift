import Foundation

/// Loads the NSS theme file a spec's `theme` key names (a path relative to the spec's folder).
enum ThemeFile {
  /// - Throws: `SpecError.invalid` at the `theme` key when the value is not a string or the file
  ///   does not exist or cannot be read; `NSSThemeError` for a bad theme (both exit 65).
  static func load(_ cursor: JSONCursor) throws -> Theme {
    let relative = try cursor.string()
    let folder = (cursor.file as NSString).deletingLastPathComponent
    let path = relative.hasPrefix("/") || folder.isEmpty ? relative : folder + "/" + relative
    guard FileManager.default.fileExists(atPath: path) else {
      throw cursor.error("theme file '\(relative)' not found (paths are relative to the spec)")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw cursor.error("theme file '\(relative)' cannot be read")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw cursor.error("theme file '\(relative)' is not UTF-8 text")
    }
    return try NSSThemeParser.parse(text, file: path)
  }
}
