import Foundation

/// Loads the NSS theme file a spec's `theme` key names (a path relative to the spec's folder).
enum ThemeFile {
  /// - Parameter confinement: where the theme may lie (`PathConfinement`).
  /// - Throws: `SpecError.invalid` at the `theme` key when the value is not a string, the file
  ///   does not exist, cannot be read, is not a regular file, is over `InputSizeLimit.theme`
  ///   (1 MiB) or resolves outside `confinement`; `NSSThemeError` for a bad theme (both exit 65).
  static func load(_ cursor: JSONCursor, confinement: PathConfinement) throws -> Theme {
    let relative = try cursor.string()
    guard let path = try confinement.resolve(relative, at: cursor) else {
      throw cursor.error("theme file '\(EchoedValue.excerpt(relative))' not found (paths are relative to the spec)")
    }
    let bytes: [UInt8]
    do {
      bytes = try FileBytes.read(path, limit: InputSizeLimit.theme)
    } catch let error as FileError {
      throw cursor.error("theme file '\(EchoedValue.excerpt(relative))' \(error.problem)")
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw cursor.error("theme file '\(EchoedValue.excerpt(relative))' is not UTF-8 text")
    }
    // Errors name the theme as the spec does (resolved against the spec's folder, not canonical).
    let folder = (cursor.file as NSString).deletingLastPathComponent
    return try NSSThemeParser.parse(text, file: relative.hasPrefix("/") || folder.isEmpty ? relative : folder + "/" + relative)
  }
}
