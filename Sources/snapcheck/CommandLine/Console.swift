import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Where a command writes: results to standard output, diagnostics to standard error.
/// Colour is used only when standard output is a terminal and `NO_COLOR` is unset or empty
/// (no-color.org: "when present and not an empty string"); progress is drawn only when standard
/// error is a terminal.
final class Console: @unchecked Sendable {
  /// True when standard output is a terminal.
  let isTerminal: Bool
  /// True when standard error is a terminal (progress may be rewritten in place there).
  let errorIsTerminal: Bool
  /// True when ANSI colour may be written.
  let usesColor: Bool
  private var outBuffer: [String] = []
  private var errBuffer: [String] = []
  private let capture: Bool

  /// A console on the process's real streams.
  init(environment: [String: String]) {
    isTerminal = isatty(1) == 1
    errorIsTerminal = isatty(2) == 1
    usesColor = isTerminal && Console.colorAllowed(environment)
    capture = false
  }

  /// A console that records what would be written (for tests). `terminal` pretends both streams
  /// are terminals, so colour (unless `NO_COLOR` is in `environment`) and progress are written.
  init(capturing: Bool, terminal: Bool = false, environment: [String: String] = [:]) {
    isTerminal = terminal
    errorIsTerminal = terminal
    usesColor = terminal && Console.colorAllowed(environment)
    capture = capturing
  }

  /// `text` with every control character but tab and line feed (C0, DEL and C1) and every
  /// bidirectional embedding, override or isolate (U+202A-U+202E, U+2066-U+2069) written as a
  /// visible `\u{XX}` escape, for text that comes from files rather than from snapcheck (a
  /// golden tree text in a diff, a file name): such characters must not move the cursor,
  /// recolour or retitle the terminal, reorder what a line shows, or garble a CI log.
  static func printable(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isEscaped) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if isEscaped(scalar) {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  private static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return (value < 0x20 && value != 0x09 && value != 0x0A) || (0x7F ... 0x9F).contains(value)
      || (0x202A ... 0x202E).contains(value) || (0x2066 ... 0x2069).contains(value)
  }

  /// False when `NO_COLOR` is set to a non-empty value.
  static func colorAllowed(_ environment: [String: String]) -> Bool {
    (environment["NO_COLOR"] ?? "").isEmpty
  }

  /// Everything written to standard output so far, when capturing.
  var capturedOut: String { outBuffer.joined() }
  /// Everything written to standard error so far, when capturing.
  var capturedErr: String { errBuffer.joined() }

  /// Writes one line to standard output. A line of it (it may hold several) that starts with
  /// `::`, after any white space, is written with a `\` first (`Console.defused`): only
  /// `annotation(_:)` writes GitHub Actions workflow commands, so text from an input file
  /// cannot print its own `::error`, `::add-mask::` or `::stop-commands::`.
  func out(_ line: String) {
    write(Self.defused(line) + "\n")
  }

  /// Writes one of snapcheck's own workflow-command lines (`GitHubAnnotations.line`) to standard
  /// output as it is.
  func annotation(_ line: String) {
    write(line + "\n")
  }

  private func write(_ text: String) {
    if capture { outBuffer.append(text); return }
    writeAll(text, to: 1, stream: "standard output")
  }

  /// The first failed write to standard output or standard error, as "standard output: No space
  /// left on device", or nil. A command that ends with 0 or 1 after one exits 74 instead
  /// (`SnapCheckMain`): its results did not all reach the reader.
  var writeFailure: String? { failureLock.withLock { failure } }
  private let failureLock = NSLock()
  private var failure: String?
  private var failedStreams: Set<Int32> = []

  /// Writes every byte of `text` to file descriptor `fd` (1 or 2), retrying after signals. A
  /// failed write (a full disk, a closed descriptor) is not retried: the stream is given up for
  /// the rest of the run, the failure kept for the exit status, and said once on standard error
  /// when that still works. (Foundation's `FileHandle.write` traps on such an error.)
  private func writeAll(_ text: String, to fd: Int32, stream: String) {
    if failureLock.withLock({ failedStreams.contains(fd) }) { return }
    let bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + written, $0.count - written) }
      if n > 0 { written += n; continue }
      if n < 0 && errno == EINTR { continue }
      let reason = n < 0 ? String(cString: strerror(errno)) : "nothing written"
      let first = failureLock.withLock {
        failedStreams.insert(fd)
        if failure == nil { failure = "\(stream): \(reason)"; return true }
        return false
      }
      if first && fd == 1 {
        writeAll("error: cannot write to standard output (\(reason)); the output is incomplete (exit 74)\n", to: 2,
                 stream: "standard error")
      }
      return
    }
  }

  /// `text` with `\` put before every line (after a line feed or carriage return, or at the
  /// start) whose first characters other than white space are `::`, the start of a GitHub
  /// Actions workflow command, and with every `##[` (the runner's older command syntax, which it
  /// finds anywhere in a line) written `#\#[`; other text unchanged. White space is any Unicode
  /// White_Space character (no-break space, em space, vertical tab …): the runner trims what .NET's
  /// `TrimStart()` trims, which is that set, before it looks for `::`.
  static func defused(_ text: String) -> String {
    let legacy = text.contains("##[")
    guard text.contains("::") || legacy else { return text }
    var result = ""
    var lineStart = true
    var pending = ""  // white space at the start of the current line, not yet written
    var scalars = Array(text.unicodeScalars)[...]
    while let scalar = scalars.popFirst() {
      if lineStart {
        if scalar != "\n" && scalar != "\r" && scalar.properties.isWhitespace { pending.unicodeScalars.append(scalar); continue }
        if scalar == ":", scalars.first == ":" { result += pending + "\\" } else { result += pending }
        pending = ""
        lineStart = false
      }
      result.unicodeScalars.append(scalar)
      if scalar == "\n" || scalar == "\r" { lineStart = true }
    }
    result += pending
    return legacy ? result.replacingOccurrences(of: "##[", with: "#\\#[") : result
  }

  /// Writes one line to standard error.
  func err(_ line: String) {
    errRaw(line + "\n")
  }

  /// Writes `text` to standard error without a newline (for progress drawn in place); lines
  /// starting with `::` are defused as in `out(_:)`.
  func errRaw(_ text: String) {
    let text = Self.defused(text)
    if capture { errBuffer.append(text); return }
    writeAll(text, to: 2, stream: "standard error")
  }

  /// `text` in an ANSI colour (31 red, 32 green, 33 yellow) when colour is on.
  func paint(_ text: String, _ code: Int) -> String {
    usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
