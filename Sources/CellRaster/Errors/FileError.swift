/// A file that cannot be read or written. `description` is one line naming the path.
public struct FileError: DiagnosticError, Equatable {
  /// The path as the user gave it.
  public let path: String
  /// What went wrong, e.g. "no such file" or "cannot write: Permission denied".
  public let problem: String
  /// `.missingInput` (exit 66) for a missing input, `.io` (exit 74) for a failed read or write.
  public let category: ErrorCategory

  /// Creates the error.
  public init(path: String, problem: String, category: ErrorCategory) {
    self.path = path
    self.problem = problem
    self.category = category
  }

  /// `<path>: <problem>`.
  public var description: String { "\(path): \(problem)" }
}
