import CellRaster
import Foundation

/// The report files (`index.html`, `results.json`) and JUnit file an earlier run left where a
/// run that stopped with an error would have written its own: removed, so CI cannot publish
/// the earlier, possibly green, results as this run's (`verify`, `merge-reports`).
///
/// Only files snapcheck wrote are removed: a regular file (not a link, not a folder) whose
/// first 4 KiB carry snapcheck's own mark (`<title>snapcheck: ` in `index.html`,
/// `"format" : "snapcheck-results"` in `results.json`, `<testsuites name="snapcheck"` in the
/// JUnit file). A user's own `index.html`, or a spec given as `--junit` by mistake, stays.
final class StaleReports {
  /// The report folder, or nil when the command writes none.
  private let reportFolder: String?
  /// The JUnit file, or nil when none was asked for.
  private let junit: String?
  /// Set once this run wrote its report: its own files are not stale.
  var reportWritten = false
  /// Set once this run wrote its JUnit file.
  var junitWritten = false

  init(reportFolder: String?, junit: String?) {
    self.reportFolder = reportFolder
    self.junit = junit
  }

  /// Removes the stale files that are snapcheck's.
  /// - Returns: the line that says what was removed, or nil when nothing was.
  func withdraw() -> String? {
    var candidates: [(path: String, mark: String)] = []
    if let reportFolder, !reportWritten {
      candidates.append((FileOutput.join(reportFolder, "index.html"), "<title>snapcheck: "))
      candidates.append((FileOutput.join(reportFolder, ReportFolder.resultsName), #""format" : "snapcheck-results""#))
    }
    if let junit, !junitWritten { candidates.append((junit, #"<testsuites name="snapcheck""#)) }
    let removed = candidates.filter { Self.carries($0.mark, $0.path) && unlink($0.path) == 0 }.map(\.path)
    guard !removed.isEmpty else { return nil }
    return "note: removed \(removed.joined(separator: ", ")), written by an earlier run: this run stopped before replacing "
      + (removed.count == 1 ? "it" : "them")
  }

  /// True when `path` is a regular file whose first 4 KiB contain `mark`.
  static func carries(_ mark: String, _ path: String) -> Bool {
    guard FileBytes.isRegularFile(path), let handle = FileHandle(forReadingAtPath: path) else { return false }
    defer { try? handle.close() }
    guard let head = try? handle.read(upToCount: 4096) else { return false }
    return String(decoding: head, as: UTF8.self).contains(mark)
  }
}
