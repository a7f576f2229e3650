/// A failure of the native rendering stack or of text the pinned fonts cannot draw.
public enum RenderError: DiagnosticError, Equatable {
  /// A cairo call returned a non-success status; `operation` names the call.
  case cairo(operation: String, status: String)
  /// fontconfig or Pango could not be set up (e.g. the pinned font files are missing).
  case fonts(String)
  /// The pinned fonts have no glyph for these code points (e.g. "U+4E2D"); `text` is the string.
  case missingGlyphs(codePoints: [String], text: String)

  public var category: ErrorCategory {
    switch self {
    case .cairo, .fonts: .internal
    case .missingGlyphs: .badInput
    }
  }

  public var description: String {
    switch self {
    case .cairo(let operation, let status):
      "cairo: \(operation) failed: \(status)"
    case .fonts(let message):
      "fonts: \(message)"
    case .missingGlyphs(let codePoints, let text):
      "the pinned fonts (Inter) cannot draw \(codePoints.joined(separator: ", ")) in \"\(text)\""
    }
  }
}
