import CellRaster
import Foundation

/// Folder creation with errors that name the path (exit 74).
enum FileOutput {
  /// `folder` + "/" + `name`, without doubling a slash the folder already ends with (for paths
  /// shown to the user, e.g. "report: out/index.html" for `--report out/`).
  static func join(_ folder: String, _ name: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }

  /// Creates `path` and its parents if they do not exist.
  /// - Throws: `FileError` (category io) when it cannot be created or is a file.
  static func createDirectory(_ path: String) throws {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
      if !isDirectory.boolValue { throw FileError(path: path, problem: "exists and is not a folder", category: .io) }
      return
    }
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      throw FileError(path: path, problem: "cannot create folder: \(reason(creating: path, error))", category: .io)
    }
  }

  /// Why `path` could not be created, in words: the first existing part of it that is not a
  /// folder, or no write permission in the nearest existing folder, else Foundation's text.
  static func reason(creating path: String, _ error: any Error) -> String {
    var ancestor = (path as NSString).deletingLastPathComponent
    while !ancestor.isEmpty && ancestor != "/" && !FileManager.default.fileExists(atPath: ancestor) {
      ancestor = (ancestor as NSString).deletingLastPathComponent
    }
    var isDirectory: ObjCBool = false
    let existing = ancestor.isEmpty ? "." : ancestor
    if FileManager.default.fileExists(atPath: existing, isDirectory: &isDirectory), !isDirectory.boolValue {
      return "\(existing) is a file, not a folder"
    }
    if !FileManager.default.isWritableFile(atPath: existing) { return "no permission to write in \(existing)" }
    return error.localizedDescription
  }
}
