/// A spec that cannot be used: the file, the JSON path (`$.variants[1].scale`) and what was
/// expected. Exit 65 (bad input), except a missing spec, image, XIB or storyboard file (66).
public enum SpecError: DiagnosticError, Equatable {
  /// The file is not JSON at all.
  case malformedJSON(file: String, detail: String)
  /// A value is wrong: wrong type, out of range, unknown name, unknown key, missing key.
  case invalid(file: String, path: String, message: String)
  /// The spec file does not exist.
  case missingFile(String)
  /// A file the spec refers to (an image) does not exist or cannot be read.
  case missingReference(file: String, path: String, reference: String)
  /// A XIB or storyboard the spec names does not exist (`kind`: "XIB" or "storyboard");
  /// `suggestion`, the spec-relative path of the closest such file in that folder.
  case missingDocument(file: String, path: String, kind: String, reference: String, suggestion: String? = nil)

  public var category: ErrorCategory {
    switch self {
    case .missingFile, .missingReference, .missingDocument: .missingInput
    default: .badInput
    }
  }

  public var description: String {
    switch self {
    case .malformedJSON(let file, let detail):
      "\(file): not valid JSON: \(detail)"
    case .invalid(let file, let path, let message):
      "\(file): at \(path): \(message)"
    case .missingFile(let file):
      "\(file): no such spec file"
    case .missingReference(let file, let path, let reference):
      "\(file): at \(path): image file '\(reference)' not found (paths are relative to the spec)"
    case .missingDocument(let file, let path, let kind, let reference, let suggestion):
      "\(file): at \(path): \(kind) file '\(reference)' not found (paths are relative to the spec"
        + (suggestion.map { "; did you mean '\(EchoedValue.clip($0))'?" } ?? "") + ")"
    }
  }
}
