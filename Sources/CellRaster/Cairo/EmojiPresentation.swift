internal import CCairo

/// Where a text has emoji in emoji presentation (UTS #51 §4): a character whose first code point
/// defaults to emoji presentation (Emoji_Presentation=Yes, e.g. 👍, regional-indicator flags)
/// and has no text selector U+FE0E, or that has the emoji selector U+FE0F (☀️, keycap 1️⃣), an
/// emoji modifier (skin tone), or a zero-width joiner between emoji (👩‍❤️‍👨). Such characters are
/// set in Noto Color Emoji, as iOS draws them with Apple Color Emoji: with the ordinary
/// per-character fallback, ☀️ would be Inter's black ☀. Font fallback is switched off inside
/// those ranges (`pango_attr_fallback_new(FALSE)`): Pango 1.50 otherwise gives a component that
/// defaults to text presentation (♀ ♂ ❤ ⚕ ⚧ in 🤷‍♀️, 👩‍❤️‍👨, 🏳️‍⚧️) to Inter or Noto Sans Symbols
/// and the sequence falls apart into several glyphs; Noto Color Emoji maps every RGI component.
enum EmojiPresentation {
  /// The family emoji ranges are set in.
  static let family = "Noto Color Emoji"

  /// The text Pango lays out for `text` and the UTF-8 byte ranges (in that text) of its
  /// emoji-presentation characters, adjacent ones merged. Inside those characters U+FE0F is
  /// left out: Noto Color Emoji has no glyph for it and its sequences are defined without it,
  /// and Pango would otherwise give the selector to another font, cutting 👩‍❤️‍👨 into pieces.
  /// A text with no emoji comes back unchanged.
  static func shaping(_ text: String) -> (text: String, ranges: [Range<Int>]) {
    guard text.unicodeScalars.contains(where: { $0.value >= 0xA9 }) else { return (text, []) }
    var shaped = ""
    var ranges: [Range<Int>] = []
    for character in text {
      guard isEmoji(character) else {
        shaped.append(character)
        continue
      }
      let start = shaped.utf8.count
      shaped.unicodeScalars.append(contentsOf: character.unicodeScalars.filter { $0 != "\u{FE0F}" })
      let end = shaped.utf8.count
      if let last = ranges.last, last.upperBound == start {
        ranges[ranges.count - 1] = last.lowerBound..<end
      } else {
        ranges.append(start..<end)
      }
    }
    return ranges.isEmpty ? (text, []) : (shaped, ranges)
  }

  /// True when `text` has an emoji-presentation character.
  static func hasEmoji(_ text: String) -> Bool { !shaping(text).ranges.isEmpty }

  /// True when `character` is an emoji in emoji presentation (see the type's rules).
  static func isEmoji(_ character: Character) -> Bool {
    let scalars = character.unicodeScalars
    guard let first = scalars.first, first.properties.isEmoji else { return false }
    if scalars.contains("\u{FE0E}") { return false }
    if first.properties.isEmojiPresentation || scalars.contains("\u{FE0F}") { return true }
    return scalars.dropFirst().contains { $0.properties.isEmojiModifier || $0 == "\u{200D}" }
  }

  /// True when every code point of `scalars` is an emoji or an emoji sequence component (ZWJ,
  /// variation selector, skin-tone modifier, keycap U+20E3, tag characters): what Noto Color
  /// Emoji maps. A cluster with another extender (👍 + U+0301) keeps Pango's font fallback, so
  /// the mark is drawn by a font that has it rather than as an unknown glyph.
  static func isEmojiSequence(_ scalars: some Sequence<Unicode.Scalar>) -> Bool {
    scalars.allSatisfy { scalar in
      scalar.properties.isEmoji || scalar.properties.isEmojiModifier
        || [0x200D, 0xFE0E, 0xFE0F, 0x20E3].contains(scalar.value) || (0xE0020...0xE007F).contains(scalar.value)
    }
  }

  /// Adds a family attribute setting each of `ranges` (UTF-8 bytes of `text`, the Pango text) in
  /// `family` to `attributes`, with font fallback off where the range is emoji sequences only.
  static func addAttributes(for ranges: [Range<Int>], in text: String, to attributes: OpaquePointer) {
    let bytes = Array(text.utf8)
    let valid = ranges.filter { $0.lowerBound >= 0 && $0.upperBound <= bytes.count }
    PangoAttributeRanges.insert({ pango_attr_family_new(family) }, over: valid, into: attributes)
    let emojiOnly = valid.filter { isEmojiSequence(String(decoding: bytes[$0], as: UTF8.self).unicodeScalars) }
    PangoAttributeRanges.insert({ pango_attr_fallback_new(0) }, over: emojiOnly, into: attributes)
  }
}
