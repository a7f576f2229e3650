import CellRaster
import Foundation

/// Writes `JUnitReport` XML to a file, creating its folder.
enum JUnitFile {
  /// - Throws: `FileError` (74) when the folder or file cannot be written.
  /// - Parameter missingShards: shards a merge lacks (`JUnitReport.xml`).
  static func write(_ run: VerificationRun, to path: String, missingShards: [String] = []) throws {
    // The folder is everything before the last "/" (Foundation's deletingLastPathComponent traps
    // on "." and ".//"). A path that ends in "/", ".", ".." or names nothing is a folder.
    let last = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
    guard !last.isEmpty, last != ".", last != ".." else {
      throw FileError(path: path, problem: "names a folder, not a file (--junit needs a file path such as junit.xml)", category: .io)
    }
    let folder = String(path.dropLast(last.count))
    if !folder.isEmpty && folder != "/" { try FileOutput.createDirectory(folder) }
    try FileBytes.writeAtomically(Array(JUnitReport.xml(run, missingShards: missingShards).utf8), to: path)
  }
}
