import Foundation

/// Loads the NSS theme file a spec's `theme` key names (a path relative to the spec's folder).
enum ThemeFile {
  /// - Throws: `SpecError.invalid` at the `theme` key when the value is not a string or the file
  ///   does not exist, cannot be read, is not a regular file or is over `InputSizeLimit.theme`
  ///   (1 MiB); `NSSThemeError` for a bad theme (both exit 65).
  static func load(_ cursor: JSONCursor) throws -> Theme {
    let relative = try cursor.string()
    let folder = (cursor.file as NSString).deletingLastPathComponent
    let path = relative.hasPrefix("/") || folder.isEmpty ? relative : folder + "/" + relative
    guard FileManager.default.fileExists(atPath: path) else {
      throw cursor.error("theme file '\(relative)' not found (paths are relative to the spec)")
    }
    let bytes: [UInt8]
    do {
      bytes = try FileBytes.read(path, limit: InputSizeLimit.theme)
    } catch let error as FileError {
      throw cursor.error("theme file '\(relative)' \(error.problem)")
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw cursor.error("theme file '\(relative)' is not UTF-8 text")
    }
    return try NSSThemeParser.parse(text, file: path)
  }
}
