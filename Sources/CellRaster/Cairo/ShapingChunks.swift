internal import CCairo

/// Keeps Pango's line breaking linear on long texts by cutting them into items of a few hundred
/// characters.
///
/// With Debian's Pango 1.50.12, laying out one long paragraph that is a single Pango item takes
/// time that grows with the square of its length when the font has contextual lookups at the
/// line breaks: each broken line costs a shaping of much of the rest of the item. Measured with
/// Inter at 17 pt, 343 pt wide, on the 2-core build machine: 8,000 × "— " takes 3.9 s (0.53 s
/// with `calt` off, 0.11 s for 8,000 × "-- "); 10,000 × "— " at 53 pt takes 18.4 s as one item
/// and 0.11 s in items of 256 characters. A note cell at AX5 took 46 s for such a text, which a
/// pull request could use to stall CI.
///
/// The cut: texts over `threshold` characters get a Pango attribute that changes nothing,
/// `pango_attr_rise_new(0)` (a baseline rise of 0), on every other chunk. Pango splits its items
/// where the rise changes (an attribute equal to Pango's default, such as `PANGO_SHOW_NONE`,
/// does not split them). Chunks end just after a
/// U+0020 space, once at least `chunkLength` characters have passed: the following character
/// starts a new shaping run, which is where the line breaker could break anyway. Pango still
/// passes the whole paragraph as HarfBuzz's context, so contextual lookups see across the cut;
/// only a kerning pair of a space and the next glyph could be lost. Line breaks and line widths
/// come out the same as for one item in every text tried (`ShapingChunksTests`).
///
/// A run of more than 1,000 characters without a space is refused before layout
/// (`TextLengthLimit`), so no chunk is longer than about `chunkLength` + 1,000 characters.
enum ShapingChunks {
  /// Texts of at most this many Unicode scalars are laid out as Pango itemizes them, so every
  /// usual cell text draws exactly as before.
  static let threshold = 1_000
  /// The least number of Unicode scalars in a chunk.
  static let chunkLength = 256

  /// The UTF-8 byte ranges of `text` that get the no-op attribute: every other chunk, starting
  /// with the second. Empty when `text` has `threshold` scalars or fewer.
  static func markedRanges(in text: String) -> [Range<Int>] {
    var scalars = 0
    for _ in text.unicodeScalars {
      scalars += 1
      if scalars > threshold { break }
    }
    guard scalars > threshold else { return [] }
    var boundaries: [Int] = [0]
    var offset = 0
    var sinceBoundary = 0
    var previousWasSpace = false
    for scalar in text.unicodeScalars {
      if previousWasSpace, scalar != " ", sinceBoundary >= chunkLength {
        boundaries.append(offset)
        sinceBoundary = 0
      }
      offset += scalar.utf8.count
      sinceBoundary += 1
      previousWasSpace = scalar == " "
    }
    boundaries.append(offset)
    var result: [Range<Int>] = []
    var index = 1
    while index + 1 < boundaries.count {
      result.append(boundaries[index]..<boundaries[index + 1])
      index += 2
    }
    return result
  }

  /// Adds the no-op attribute over each of `markedRanges(in: text)` to `attributes`.
  static func addAttributes(for text: String, to attributes: OpaquePointer) {
    PangoAttributeRanges.insert({ pango_attr_rise_new(0) }, over: markedRanges(in: text), into: attributes)
  }
}
