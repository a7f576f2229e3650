import CellRaster
import Foundation

/// Goldens that no scenario renders any more: a scenario folder under `golden/` with no spec of
/// that name, or a file in a scenario's folder that belongs to none of its frames (a removed
/// variant or step). They are reported, and removed only on request (`--remove-orphans`).
enum OrphanGoldens {
  /// The endings a golden file may have after its frame stem. `.a11y.png` is the optional
  /// accessibility overlay golden.
  static let suffixes = [".png", ".a11y.txt", ".a11y.png"]

  /// Finds orphans.
  /// - Parameters:
  ///   - allScenarios: every scenario name in the specs folder, or nil when the run did not load
  ///     them all (then scenario folders are not judged).
  ///   - frames: the frame stems of each scenario this run rendered; only their folders are
  ///     searched for orphan files.
  /// - Returns: orphans sorted by path. Names starting with "." are ignored.
  static func find(store: GoldenStore, allScenarios: Set<String>?, frames: [String: [String]]) -> [OrphanGolden] {
    // A golden folder that is a link (or missing) is not judged: nothing in it is snapcheck's.
    guard GoldenPaths.isRealFolder(store.goldenFolder) else { return [] }
    let fm = FileManager.default
    var orphans: [OrphanGolden] = []
    let folders = ((try? fm.contentsOfDirectory(atPath: store.goldenFolder)) ?? []).filter { !$0.hasPrefix(".") }
    for folder in folders {
      let path = store.goldenFolder + "/" + folder
      if let allScenarios, !allScenarios.contains(folder) {
        orphans.append(OrphanGolden(path: path, reason: "no scenario named '\(folder)'"))
        continue
      }
      // A scenario folder that is a link fails its frames (GoldenStore.folderProblem); never listed into.
      guard let stems = frames[folder], GoldenPaths.isRealFolder(path) else { continue }
      let expected = Set(stems.flatMap { stem in suffixes.map { stem + $0 } })
      for file in ((try? fm.contentsOfDirectory(atPath: path)) ?? []) where !file.hasPrefix(".") && !expected.contains(file) {
        orphans.append(OrphanGolden(path: path + "/" + file, reason: "no frame of '\(folder)' writes it"))
      }
    }
    return orphans.sorted { $0.path < $1.path }
  }

  /// Removes what of each orphan snapcheck could have written, never following a symbolic link:
  /// a regular file with a golden suffix in a real scenario folder of the real golden folder, and
  /// an orphan scenario folder's such files, then the folder when nothing else is left in it. A
  /// link, a folder that is a link, or any other file is left alone and listed as not removed
  /// with the reason.
  /// - Returns: what was removed (each file of a removed folder, then the folder) and what was
  ///   kept, marked.
  /// - Throws: `FileError` (74) naming the first file that cannot be removed.
  static func remove(_ orphans: [OrphanGolden], goldenFolder: String) throws -> [OrphanGolden] {
    guard GoldenPaths.isRealFolder(goldenFolder) else {
      return orphans.map { kept($0, "the golden folder is not a real folder") }
    }
    var result: [OrphanGolden] = []
    for orphan in orphans {
      let parent = (orphan.path as NSString).deletingLastPathComponent
      if parent == goldenFolder, GoldenPaths.isRealFolder(orphan.path) {
        result += try removeFolder(orphan)
      } else if let why = whyKept(orphan.path, inScenarioFolder: parent, goldenFolder: goldenFolder) {
        result.append(kept(orphan, why))
      } else {
        try unlinkFile(orphan.path)
        result.append(removed(orphan))
      }
    }
    return result
  }

  /// Why `path` is not a file snapcheck could have written in the real scenario folder `folder`
  /// directly inside `goldenFolder`, or nil when it is one.
  private static func whyKept(_ path: String, inScenarioFolder folder: String, goldenFolder: String) -> String? {
    guard (folder as NSString).deletingLastPathComponent == goldenFolder, GoldenPaths.isRealFolder(folder) else {
      return "not in a real scenario folder"
    }
    guard FileBytes.isRegularFile(path) else { return "not a regular file (a symbolic link, folder or device)" }
    guard suffixes.contains(where: { path.hasSuffix($0) }) else { return "not a golden file (.png, .a11y.txt, .a11y.png)" }
    return nil
  }

  /// An orphan scenario folder: its golden files, then the folder itself when it is then empty.
  private static func removeFolder(_ orphan: OrphanGolden) throws -> [OrphanGolden] {
    var result: [OrphanGolden] = []
    let goldenFolder = (orphan.path as NSString).deletingLastPathComponent
    for name in ((try? FileManager.default.contentsOfDirectory(atPath: orphan.path)) ?? []).sorted() where !name.hasPrefix(".") {
      let path = orphan.path + "/" + name
      guard whyKept(path, inScenarioFolder: orphan.path, goldenFolder: goldenFolder) == nil else { continue }
      try unlinkFile(path)
      result.append(OrphanGolden(path: path, reason: orphan.reason, removed: true))
    }
    if rmdir(orphan.path) == 0 { return result + [removed(orphan)] }
    return result + [kept(orphan, "it holds files snapcheck does not write")]
  }

  private static func unlinkFile(_ path: String) throws {
    guard unlink(path) == 0 else {
      throw FileError(path: path, problem: "cannot remove: \(String(cString: strerror(errno)))", category: .io)
    }
  }

  private static func removed(_ orphan: OrphanGolden) -> OrphanGolden {
    var removed = orphan
    removed.removed = true
    return removed
  }

  private static func kept(_ orphan: OrphanGolden, _ why: String) -> OrphanGolden {
    OrphanGolden(path: orphan.path, reason: orphan.reason + "; not removed: " + why)
  }
}
