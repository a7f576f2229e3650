import CellRaster

/// A rendering error (text the pinned fonts cannot draw, a control character, a cell too large
/// for cairo) tied to the spec file and the frame it happened in, so a run over many specs says
/// which one to fix: `Snapshots/specs/x.json: w375-3x-L-light-ltr.typed: <error>`. An underlying
/// error that already starts with the file (a `SpecError` from the spec's overrides: `x.json: at
/// $.overrides.nope: …`) is not given it twice: `x.json: w375-3x-L-light-ltr: at
/// $.overrides.nope: …`. Keeps the underlying error's category (and so its exit code).
struct ScenarioRenderError: DiagnosticError {
  /// The spec file.
  let file: String
  /// The frame's stem (variant slug and step).
  let frame: String
  /// What went wrong.
  let underlying: any DiagnosticError

  var category: ErrorCategory { underlying.category }
  var description: String {
    let text = underlying.description
    let prefix = file + ": "
    return prefix + frame + ": " + (text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : text)
  }
}

/// A frame's accessibility tree text is larger than a `.a11y.txt` golden verify reads
/// (`GoldenStore.maximumTreeTextSize`, 4 MiB): bad input (65), so record never writes a golden
/// verify cannot read.
struct TreeTextTooLarge: DiagnosticError {
  /// The tree text's size, bytes (UTF-8).
  let bytes: Int
  /// The limit, bytes.
  let limit: Int

  var category: ErrorCategory { .badInput }
  var description: String {
    "the accessibility tree text would be \(bytes) bytes; a .a11y.txt golden may have at most \(limit) bytes "
      + "(fewer elements, shorter labels or fewer custom actions)"
  }
}
