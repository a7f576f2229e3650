import CellRaster
import Foundation

/// Writes `JUnitReport` XML to a file, creating its folder.
enum JUnitFile {
  /// - Throws: `FileError` (74) when the folder or file cannot be written.
  /// - Parameter missingShards: shards a merge lacks (`JUnitReport.xml`).
  static func write(_ run: VerificationRun, to path: String, missingShards: [String] = []) throws {
    let folder = (path as NSString).deletingLastPathComponent
    if !folder.isEmpty { try FileOutput.createDirectory(folder) }
    try FileBytes.writeAtomically(Array(JUnitReport.xml(run, missingShards: missingShards).utf8), to: path)
  }
}
