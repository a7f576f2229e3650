/// A failure of the native rendering stack or of text the pinned fonts cannot draw.
public enum RenderError: DiagnosticError, Equatable {
  /// A cairo call returned a non-success status; `operation` names the call.
  case cairo(operation: String, status: String)
  /// fontconfig or Pango could not be set up (e.g. the pinned font files are missing).
  case fonts(String)
  /// The pinned fonts have no glyph for these code points (e.g. "U+4E2D"); `text` is the string.
  case missingGlyphs(codePoints: [String], text: String)
  /// The text holds control characters a label cannot show (e.g. "U+0000"); line feed, carriage
  /// return and tab are allowed.
  case controlCharacters(codePoints: [String], text: String)
  /// The cell is larger than a cairo image surface can be: 32767 pixels per side.
  case surfaceTooLarge(pixelWidth: Int, pixelHeight: Int)
  /// A text is over a `TextLengthLimit`: `limit` says which; `text` is its start, already
  /// clipped (`EchoedValue`).
  case textTooLong(text: String, limit: String)
  /// A text lays out larger than `TextExtentLimit.points` in width or height (points; `text` is
  /// its start, already clipped), where Pango's 32-bit extents would wrap around.
  case textTooLarge(text: String, width: Double, height: Double)
  /// A shared library rendering needs could not be loaded (`RenderingLibraries.load()`):
  /// `library` is its soname, `reason` the dynamic loader's message.
  case librariesUnavailable(library: String, reason: String)

  public var category: ErrorCategory {
    switch self {
    case .cairo, .fonts, .librariesUnavailable: .internal
    case .missingGlyphs, .controlCharacters, .surfaceTooLarge, .textTooLong, .textTooLarge: .badInput
    }
  }

  public var description: String {
    switch self {
    case .cairo(let operation, let status):
      "cairo: \(operation) failed: \(status)"
    case .fonts(let message):
      "fonts: \(message)"
    case .missingGlyphs(let codePoints, let text):
      codePoints.isEmpty
        ? "the pinned fonts (Inter, Noto) cannot draw a character sequence of \"\(Self.printable(text))\" (each of its code points alone can be drawn)"
        : "the pinned fonts (Inter, Noto) cannot draw \(Self.list(codePoints)) in \"\(Self.printable(text))\""
    case .controlCharacters(let codePoints, let text):
      "text \"\(Self.printable(text))\" contains the control character\(codePoints.count == 1 ? "" : "s") \(Self.list(codePoints)), which a label cannot show"
    case .textTooLong(let text, let limit):
      "text \"\(text)\" has \(limit), which snapcheck does not lay out (TextLengthLimit)"
    case .textTooLarge(let text, let width, let height):
      "text \"\(text)\" lays out \(JSONCursor.format(width.rounded())) pt wide and \(JSONCursor.format(height.rounded())) pt tall, "
        + "past the \(JSONCursor.format(TextExtentLimit.points)) pt in which snapcheck lays text out (Pango's 32-bit extents end at "
        + "2,097,151 pt) (fix: less text, a smaller font, less kern or line spacing)"
    case .librariesUnavailable(let library, let reason):
      "cannot load \(library), which rendering needs (scripts/bootstrap installs it): \(reason)"
    case .surfaceTooLarge(let width, let height):
      "the rendered image would be \(width)x\(height) px; the limits are 32767 px per side (cairo) and \(PNGDecoder.defaultMaxPixels) px in all (the largest golden snapcheck decodes) (lower the width, height, scale or row count)"
    }
  }

  /// `text` with control characters written as `\u{…}` so messages never carry raw ESC or NUL,
  /// cut after `EchoedValue.maximumCharacters` characters (a 100 MB label text stays a short message).
  static func printable(_ text: String) -> String {
    EchoedValue.clip(text)
  }

  /// The first 10 code points, then "and N more".
  static func list(_ codePoints: [String]) -> String {
    let shown = codePoints.prefix(10).joined(separator: ", ")
    return codePoints.count > 10 ? "\(shown) and \(codePoints.count - 10) more" : shown
  }

  /// "U+0041" for a scalar.
  static func codePoint(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
