/// An NSS theme file that cannot be used: `<file>:<line>: <problem>`. Always exit 65.
public struct NSSThemeError: DiagnosticError, Equatable {
  /// The theme file as the spec names it (resolved against the spec's folder).
  public let file: String
  /// 1-based line of the problem.
  public let line: Int
  /// What is wrong and what was expected.
  public let problem: String

  public init(file: String, line: Int, problem: String) {
    self.file = file
    self.line = line
    self.problem = problem
  }

  public var category: ErrorCategory { .badInput }
  public var description: String { "\(file):\(line): \(problem)" }
}
