/// A PNG that cannot be decoded or encoded. `description` is one line:
/// `<file>: <problem>`, e.g. `golden/a.png: invalid PNG: IDAT: CRC error`.
public struct PNGError: DiagnosticError, Equatable {
  /// The file (or other source label) the bytes came from.
  public let file: String
  /// What is wrong, naming the chunk when libpng or the chunk scan knows it.
  public let problem: String
  /// `.badInput` (exit 65) for a bad or over-large file; `.internal` (exit 70) when encoding fails.
  public let category: ErrorCategory

  /// Creates the error; `category` defaults to `.badInput`.
  public init(file: String, problem: String, category: ErrorCategory = .badInput) {
    self.file = file
    self.problem = problem
    self.category = category
  }

  /// `<file>: <problem>`.
  public var description: String { "\(file): \(problem)" }
}
