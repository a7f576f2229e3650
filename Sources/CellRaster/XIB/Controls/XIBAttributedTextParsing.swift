/// One run of a XIB's attributed text (`TextRun` before Dynamic Type is resolved): a range of
/// the text in `Character`s with its own font, colour or `NSKern` (points).
public struct XIBTextRun: Hashable, Sendable {
  public var range: Range<Int>
  public var font: XIBFont?
  /// The run's `NSColor`, light/dark; nil keeps the text's.
  public var color: DynamicColor?
  public var kern: Double

  public init(range: Range<Int>, font: XIBFont? = nil, color: DynamicColor? = nil, kern: Double = 0) {
    self.range = range
    self.font = font
    self.color = color
    self.kern = kern
  }

  /// The run at a content size category and appearance.
  func resolved(at category: ContentSizeCategory, appearance: Appearance = .light) -> TextRun {
    TextRun(range: range, font: font?.descriptor(at: category), color: color?.resolved(for: appearance), kern: kern)
  }
}

/// Reads `<attributedString key="attributedText">` as UIKit lays it out: the text is its
/// fragments joined (`<fragment content="…">` or `<fragment><string key="content">…`); the first
/// fragment's attributes are the text's font, colour and paragraph style (alignment, line break
/// mode, `lineSpacing`, `minimumLineHeight`, `maximumLineHeight`); every fragment whose font,
/// colour (`NSColor`) or kerning (`<real key="NSKern" value>`) differs becomes a `XIBTextRun`. A
/// fragment without attributes keeps the text's. Paragraph spacing is not applied (one
/// paragraph style per text, the first fragment's).
struct XIBAttributedTextParsing {
  let file: String
  let colors: XIBColorParsing

  private struct Attributes: Equatable {
    var font: XIBFont?
    var color: DynamicColor?
    var kern = 0.0
  }

  /// - Throws: `XIBError.invalidElement` for a malformed font, colour, kern or line height.
  func read(_ attributed: XIBElement, into text: inout XIBText) throws {
    let fragments = attributed.children.filter { $0.name == "fragment" }
    let contents = fragments.map { $0["content"] ?? $0.child("string", key: "content").map(XIBTextControlParsing.string) ?? "" }
    text.text = contents.joined()
    let attributes = try fragments.map { try self.attributes($0.child("attributes")) }
    guard let base = attributes.first else { return }
    if let font = base.font { text.font = font }
    if let color = base.color { text.color = color }
    if let paragraph = fragments.first?.child("attributes")?.child("paragraphStyle", key: "NSParagraphStyle") {
      try readParagraph(paragraph, into: &text)
    }
    var runs: [XIBTextRun] = []
    for index in fragments.indices {
      let fragment = attributes[index]
      guard index == 0 ? fragment.kern != 0 : fragment != base && fragments[index].child("attributes") != nil else { continue }
      let lower = contents[..<index].joined().count
      let upper = contents[...index].joined().count
      guard lower < upper else { continue }
      runs.append(XIBTextRun(range: lower..<upper, font: fragment.font == base.font ? nil : fragment.font,
                             color: fragment.color == base.color ? nil : fragment.color, kern: fragment.kern))
    }
    text.runs = runs
  }

  private func attributes(_ element: XIBElement?) throws -> Attributes {
    var result = Attributes()
    guard let element else { return result }
    if let font = element.child("font", key: "NSFont") { result.font = try XIBFontParsing.attributedFont(font, file: file) }
    if let font = element.child("fontDescription", key: "NSFont") { result.font = try XIBFontParsing.font(font, file: file) }
    if let color = element.child("color", key: "NSColor") { result.color = try colors.color(color) }
    if let kern = element.child(key: "NSKern"), let value = kern["value"] {
      result.kern = try XIBNumber.value(value, of: kern, "value", in: -1_000...1_000, file: file)
    }
    return result
  }

  private func readParagraph(_ paragraph: XIBElement, into text: inout XIBText) throws {
    text.alignment = paragraph["alignment"] ?? text.alignment
    text.minimumLineHeight = try paragraph["minimumLineHeight"].map {
      try XIBNumber.value($0, of: paragraph, "minimumLineHeight", in: XIBNumber.lineHeights, file: file)
    }
    text.maximumLineHeight = try paragraph["maximumLineHeight"].map {
      try XIBNumber.value($0, of: paragraph, "maximumLineHeight", in: XIBNumber.lineHeights, file: file)
    }.flatMap { $0 > 0 ? $0 : nil }
    text.lineSpacing = try paragraph["lineSpacing"].map {
      try XIBNumber.value($0, of: paragraph, "lineSpacing", in: XIBNumber.lineHeights, file: file)
    } ?? 0
    if let mode = paragraph["lineBreakMode"] { text.lineBreakMode = XIBContentParsing.lineBreakMode(mode) }
  }
}
