internal import CCairo

/// Korean is wrapped between words, not between syllables, as `UILabel` does: its default
/// `lineBreakStrategy` (`NSParagraphStyle.LineBreakStrategy.standard`, iOS 14+) includes
/// `.hangulWordPriority`, "the system prohibits breaking between Hangul characters" (UIKit
/// reference, NSParagraphStyle.LineBreakStrategy). UAX #14, which Pango follows, allows a break
/// between any two Hangul syllables, so a word such as 확인하셨습니다 could end a line after 습니.
/// Each run of Hangul (a Korean word) gets `pango_attr_allow_breaks_new(FALSE)`; lines still
/// break at the spaces between words, and a word longer than the line still breaks (Pango keeps a
/// run unbroken "as far as possible").
///
/// Applied to every text snapcheck lays out, the note cell's `UITextView` text too (a text view's
/// default strategy is none, so on the device it may break inside a Korean word).
enum HangulWordBreaks {
  /// True for Hangul Jamo, Compatibility Jamo, Jamo Extended-A/B and Hangul Syllables.
  static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7AF, 0xD7B0...0xD7FF: true
    default: false
    }
  }

  /// The UTF-8 byte ranges of `text`'s runs of two or more Hangul code points, in order.
  static func ranges(in text: String) -> [Range<Int>] {
    guard text.unicodeScalars.contains(where: isHangul) else { return [] }
    var result: [Range<Int>] = []
    var offset = 0
    var runStart: Int?
    var runLength = 0
    for scalar in text.unicodeScalars {
      if isHangul(scalar) {
        if runStart == nil { runStart = offset }
        runLength += 1
      } else {
        if let start = runStart, runLength > 1 { result.append(start..<offset) }
        runStart = nil
        runLength = 0
      }
      offset += scalar.utf8.count
    }
    if let start = runStart, runLength > 1 { result.append(start..<offset) }
    return result
  }

  /// Adds a no-breaks attribute over each Hangul word of `text` (the text Pango lays out) to
  /// `attributes`.
  static func addAttributes(for text: String, to attributes: OpaquePointer) {
    PangoAttributeRanges.insert({ pango_attr_allow_breaks_new(0) }, over: ranges(in: text), into: attributes)
  }
}
