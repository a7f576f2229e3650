import CellRaster

/// The process exit codes of snapcheck (DESIGN.md "Command line", sysexits.h values).
enum ExitStatus: Int32, Sendable {
  /// Everything matched / the command did what was asked.
  case success = 0
  /// Verification failed: a mismatch, a missing golden, a new recording, an audit error.
  case failure = 1
  /// EX_USAGE: bad arguments.
  case usage = 64
  /// EX_DATAERR: invalid spec, PNG or XIB.
  case dataError = 65
  /// EX_NOINPUT: a named input file or folder does not exist.
  case noInput = 66
  /// EX_SOFTWARE: an internal error (Cairo, Pango, fontconfig).
  case software = 70
  /// EX_IOERR: a file could not be read or written.
  case ioError = 74

  /// The exit status for an error category: the one place that maps errors to codes.
  init(_ category: ErrorCategory) {
    switch category {
    case .badInput: self = .dataError
    case .missingInput: self = .noInput
    case .internal: self = .software
    case .io: self = .ioError
    }
  }
}
