internal import CCairo

/// The base writing direction of a label's text, as UIKit's `NSWritingDirection.natural` resolves
/// it: from the first strong character (Unicode Bidi rules P2 and P3; Apple's documentation of
/// `NSWritingDirection.natural`: "use the Unicode Bidi algorithm rules P2 and P3"). Pango's
/// auto-dir mode, which snapcheck's layouts use, resolves each paragraph the same way, so the
/// visual order of mixed text (an English product name inside Arabic) is the Bidi algorithm's.
enum BaseWritingDirection {
  case leftToRight, rightToLeft

  /// The direction of the first paragraph of `text` that has a strong character (a later
  /// paragraph without one inherits it, as in Pango); left-to-right when no paragraph has one.
  /// Paragraphs end at line feed, carriage return and U+2029, as Pango splits them.
  static func of(_ text: String) -> BaseWritingDirection {
    // No code point below U+0590 (where Hebrew starts) is right-to-left: most texts stop here.
    guard text.unicodeScalars.contains(where: { $0.value >= 0x590 }) else { return .leftToRight }
    for paragraph in text.unicodeScalars.split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\u{2029}" }) {
      switch ccairo_find_base_dir(String(String.UnicodeScalarView(paragraph)), -1) {
      case PANGO_DIRECTION_RTL: return .rightToLeft
      case PANGO_DIRECTION_LTR: return .leftToRight
      default: continue
      }
    }
    return .leftToRight
  }

  /// The Pango alignment that draws `alignment` (a physical edge) for text of this direction:
  /// Pango's auto-dir mode swaps left and right for right-to-left paragraphs, so the request is
  /// swapped back. A text whose paragraphs differ in direction is aligned by the first one's
  /// (the others' lines come out at the opposite edge; UILabel aligns each paragraph alone).
  func pangoAlignment(_ alignment: TextAlignment) -> PangoAlignment {
    switch (alignment, self) {
    case (.center, _): PANGO_ALIGN_CENTER
    case (.left, .leftToRight), (.right, .rightToLeft): PANGO_ALIGN_LEFT
    case (.right, .leftToRight), (.left, .rightToLeft): PANGO_ALIGN_RIGHT
    }
  }
}
