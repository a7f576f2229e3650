/// What kind of failure an error is, which decides the CLI's exit code (sysexits.h names):
/// `badInput` → 65 (EX_DATAERR), `missingInput` → 66 (EX_NOINPUT), `internal` → 70
/// (EX_SOFTWARE), `io` → 74 (EX_IOERR). Usage errors (64) belong to the CLI alone.
public enum ErrorCategory: Sendable, Equatable {
  /// The input is malformed: a spec, a PNG, a XIB, a theme file. Exit 65.
  case badInput
  /// An input file or folder does not exist. Exit 66.
  case missingInput
  /// Cairo, Pango or fontconfig failed, or an invariant broke. Exit 70.
  case `internal`
  /// Reading or writing a file failed (permissions, disk full). Exit 74.
  case io
}

/// An error snapcheck reports to a person: one self-contained line that names the file (and the
/// JSON path, PNG chunk or XIB element) and says what was expected.
public protocol DiagnosticError: Error, CustomStringConvertible, Sendable {
  /// The category that selects the exit code.
  var category: ErrorCategory { get }
}
