import Foundation

/// Settings given once for every `expectSnapshots(of:)` call that does not pass its own, e.g.
/// in a suite's `init()`: `SnapshotDefaults.goldenFolder = "…/Snapshots/golden"`. Thread-safe.
public enum SnapshotDefaults {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var folder: String?
  nonisolated(unsafe) private static var paths: [String] = []

  /// A folder for every test's goldens, `<goldenFolder>/<scenario>/<variant-slug>.png` (the
  /// CLI's `Snapshots/golden/` layout, so both can share one); nil (the default) puts each
  /// test's goldens next to its file, in `__Snapshots__/<TestFile>/<test name>/`. A relative
  /// path is relative to the working folder.
  public static var goldenFolder: String? {
    get { lock.withLock { folder } }
    set { lock.withLock { folder = newValue } }
  }

  /// Folders besides the test file's folder that scenarios' files (images, XIBs, themes) may lie
  /// in; default none.
  public static var allowedPaths: [String] {
    get { lock.withLock { paths } }
    set { lock.withLock { paths = newValue } }
  }
}
