import Foundation

/// The progress line on a terminal: "[3/14] object-cell-issues 2.4s" on standard error, rewritten
/// in place (carriage return, then ANSI "erase line" `ESC[2K`). Drawn only when standard error is
/// a terminal and `--quiet` is off; elsewhere the per-scenario result lines are the progress.
final class ProgressLine {
  private let console: Console
  private let enabled: Bool
  private let now: () -> Double
  private let start: Double
  private var drawn = false

  /// - Parameters:
  ///   - enabled: false draws nothing.
  ///   - now: a clock in seconds (monotonic); elapsed time is measured from this initialiser.
  init(console: Console, enabled: Bool, now: @escaping () -> Double) {
    self.console = console
    self.enabled = enabled
    self.now = now
    start = now()
  }

  /// Draws "[index/total] scenario elapsed", replacing what was drawn before. `index` is 1-based.
  func show(_ index: Int, of total: Int, scenario: String) {
    guard enabled else { return }
    let elapsed = String(format: "%.1fs", max(0, now() - start))
    console.errRaw("\r\u{1B}[2K[\(index)/\(total)] \(scenario) \(elapsed)")
    drawn = true
  }

  /// Erases the line, if one is drawn, so other output starts on a clean line.
  func clear() {
    guard drawn else { return }
    console.errRaw("\r\u{1B}[2K")
    drawn = false
  }
}
