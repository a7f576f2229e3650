import CellRaster
import Foundation

/// Folder creation with errors that name the path (exit 74).
enum FileOutput {
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
      throw FileError(path: path, problem: "cannot create folder: \(error.localizedDescription)", category: .io)
    }
  }
}
