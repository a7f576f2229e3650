import CellRaster
import Foundation

/// The checks that keep golden reads, writes and removals inside the golden folder: every path
/// component below the snapshots folder (`golden/`, `golden/<scenario>/`) must be a real folder and
/// every golden a regular file, judged with `lstat(2)` (a symbolic link is never followed).
enum GoldenPaths {
  /// Why the folder `path` cannot hold goldens, or nil when it is a real folder or does not
  /// exist: a symbolic link (even to a folder), or a file.
  static func folderProblem(_ path: String) -> FileError? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    switch info.st_mode & S_IFMT {
    case S_IFDIR: return nil
    case S_IFLNK:
      var target = stat()
      if stat(path, &target) != 0 {
        return FileError(path: path, problem: "is a symbolic link to nothing, not a golden folder", category: .badInput)
      }
      return FileError(path: path, problem: "is a symbolic link, not a golden folder: goldens are read and written only in "
                         + "real folders inside the snapshots folder (replace the link with the folder)", category: .badInput)
    default:
      return FileError(path: path, problem: "is a file, not a golden folder", category: .badInput)
    }
  }

  /// Why the golden `path` must be neither read nor replaced, or nil: it is a symbolic link
  /// (whatever it points to; its target is never read, so never echoed in a diff or report).
  static func fileProblem(_ path: String) -> FileError? {
    var info = stat()
    guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return nil }
    return FileError(path: path, problem: "is a symbolic link, not a golden file: snapcheck neither reads nor replaces it "
                       + "(replace it with the file)", category: .badInput)
  }

  /// True when `path` is a real folder (`lstat`: not a link to one).
  static func isRealFolder(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
  }
}
