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
    let fm = FileManager.default
    var orphans: [OrphanGolden] = []
    let folders = ((try? fm.contentsOfDirectory(atPath: store.goldenFolder)) ?? []).filter { !$0.hasPrefix(".") }
    for folder in folders {
      let path = store.goldenFolder + "/" + folder
      if let allScenarios, !allScenarios.contains(folder) {
        orphans.append(OrphanGolden(path: path, reason: "no scenario named '\(folder)'"))
        continue
      }
      guard let stems = frames[folder] else { continue }
      let expected = Set(stems.flatMap { stem in suffixes.map { stem + $0 } })
      for file in ((try? fm.contentsOfDirectory(atPath: path)) ?? []) where !file.hasPrefix(".") && !expected.contains(file) {
        orphans.append(OrphanGolden(path: path + "/" + file, reason: "no frame of '\(folder)' writes it"))
      }
    }
    return orphans.sorted { $0.path < $1.path }
  }

  /// Removes each orphan and marks it removed.
  /// - Throws: `FileError` (74) naming the first one that cannot be removed.
  static func remove(_ orphans: [OrphanGolden]) throws -> [OrphanGolden] {
    try orphans.map { orphan in
      do {
        try FileManager.default.removeItem(atPath: orphan.path)
      } catch {
        throw FileError(path: orphan.path, problem: "cannot remove: \(error.localizedDescription)", category: .io)
      }
      var removed = orphan
      removed.removed = true
      return removed
    }
  }
}
