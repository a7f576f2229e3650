import Foundation

/// Where a command writes: results to standard output, diagnostics to standard error.
/// Colour is used only when standard output is a terminal and `NO_COLOR` is unset.
final class Console: @unchecked Sendable {
  /// True when standard output is a terminal.
  let isTerminal: Bool
  /// True when ANSI colour may be written.
  let usesColor: Bool
  private var outBuffer: [String] = []
  private var errBuffer: [String] = []
  private let capture: Bool

  /// A console on the process's real streams.
  init(environment: [String: String]) {
    isTerminal = isatty(1) == 1
    usesColor = isTerminal && environment["NO_COLOR"] == nil
    capture = false
  }

  /// A console that records what would be written (for tests).
  init(capturing: Bool) {
    isTerminal = false
    usesColor = false
    capture = capturing
  }

  /// Everything written to standard output so far, when capturing.
  var capturedOut: String { outBuffer.joined() }
  /// Everything written to standard error so far, when capturing.
  var capturedErr: String { errBuffer.joined() }

  /// Writes one line to standard output.
  func out(_ line: String) {
    if capture { outBuffer.append(line + "\n"); return }
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }

  /// Writes one line to standard error.
  func err(_ line: String) {
    if capture { errBuffer.append(line + "\n"); return }
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }

  /// `text` in an ANSI colour (31 red, 32 green, 33 yellow) when colour is on.
  func paint(_ text: String, _ code: Int) -> String {
    usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
