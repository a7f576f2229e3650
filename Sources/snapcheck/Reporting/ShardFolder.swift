import CellRaster
import Foundation

/// A shard's report folder as `merge-reports` reads it: the report folders of other CI jobs are
/// untrusted, so every file taken from one (`results.json`, the images it names) must be a regular
/// file that lies, after every symbolic link is resolved, inside the folder. Images are then
/// copied into the merged report, never hard-linked (a link would tie the merged report to a file
/// of another folder).
struct ShardFolder {
  /// The folder as given.
  let path: String
  /// Its canonical path (`realpath(3)`).
  let canonical: String

  /// A folder that does not exist has no entries (`entry` says "no such file").
  init(_ path: String) {
    self.path = path
    self.canonical = PathConfinement.canonical(path) ?? path
  }

  /// The canonical path of the entry `relative` (as `results.json` names it, relative to the
  /// folder).
  /// - Throws: `FileError` naming the entry: (66) when nothing is there, (65) when it resolves
  ///   outside the folder or is not a regular file (a folder, FIFO, device, socket).
  func entry(_ relative: String) throws -> String {
    let lexical = FileOutput.join(path, relative)
    guard let resolved = PathConfinement.canonical(lexical) else {
      throw FileError(path: lexical, problem: "no such file", category: .missingInput)
    }
    guard PathConfinement.isInside(resolved, canonical) else {
      throw FileError(path: lexical, problem: "resolves outside the shard's report folder \(canonical) (to \(resolved)): "
                        + "not merged", category: .badInput)
    }
    var info = stat()
    guard stat(resolved, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
      throw FileError(path: lexical, problem: "is not a regular file (a folder, FIFO, device or socket): not merged",
                      category: .badInput)
    }
    return resolved
  }
}
