/// An asset catalog that cannot be used: the file (a `Contents.json`, an image file or the
/// catalog folder), the JSON path where there is one, and what was expected. Exit 65 (bad data),
/// except a catalog folder or image file that does not exist (66).
public struct AssetCatalogError: DiagnosticError, Equatable {
  /// The file or folder, as found inside the catalog (absolute, canonical).
  public let file: String
  /// The JSON path inside `file` (`$.images[2].scale`), or nil for a whole file.
  public let path: String?
  /// What is wrong and what was expected.
  public let problem: String
  /// `.badInput` (65) or `.missingInput` (66).
  public let category: ErrorCategory

  /// Creates the error; the default category is bad data (65).
  public init(file: String, path: String? = nil, problem: String, category: ErrorCategory = .badInput) {
    self.file = file
    self.path = path
    self.problem = problem
    self.category = category
  }

  /// `<file>: at <path>: <problem>`, or `<file>: <problem>`.
  public var description: String {
    path.map { "\(file): at \($0): \(problem)" } ?? "\(file): \(problem)"
  }
}
