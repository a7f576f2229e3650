import Foundation
import Testing
@testable import CellRaster

/// Text in every script: the pinned Noto fallbacks, their fixed order, CJK regional forms by
/// locale, colour emoji, and right-to-left alignment, ellipsis and Bidi order.
@Suite("Script fallback and right-to-left text")
struct ScriptFallbackTests {
  let body = FontDescriptor.preferred(.body, .large)

  func tree(_ text: TextContent, width: Double, height: Double, scale: Int = 2,
            locale: TextLocale = .english) -> LayoutTree {
    var environment = RenderEnvironment(width: width, scale: scale)
    environment.locale = locale
    let label = LayoutNode(id: "l", kind: .label, frame: Rect(x: 0, y: 0, width: width, height: height), text: text)
    return LayoutTree(cellClass: "Test", root: LayoutNode(id: "root", frame: Rect(x: 0, y: 0, width: width, height: height),
                                                          children: [label]),
                      environment: environment, backgroundColor: .white)
  }

  /// The families of the runs of `text`'s first line, in visual order.
  func families(_ text: String, locale: TextLocale = .english, measurer: PangoTextMeasurer) -> [String] {
    measurer.locale = locale
    // Adjacent runs of one family (Pango splits by script and Bidi level) count once.
    var result: [String] = []
    for run in measurer.layout(text, font: body, width: nil, numberOfLines: 1).runs(line: 0) where result.last != run.family {
      result.append(run.family)
    }
    return result
  }

  @Test("the fallback order is the documented constant list, CJK by locale")
  func fallbackOrder() {
    let list = PinnedFonts.families(for: body, locale: TextLocale("ja")!)
    #expect(Array(list.prefix(4)) == ["Inter", "Noto Sans", "Noto Sans Arabic", "Noto Sans Hebrew"])
    #expect(list.firstIndex(of: "Noto Sans Thai")! < list.firstIndex(of: "Noto Sans CJK JP")!)
    #expect(Array(list.suffix(3)) == ["Noto Sans CJK JP", "Noto Color Emoji", "Noto Sans Symbols"])
    #expect(PinnedFonts.families(for: .preferred(.title1, .large), locale: .english).first == "Inter Display")
    #expect(PinnedFonts.families(for: body, locale: TextLocale("zh-Hant")!).contains("Noto Sans CJK TC"))
    #expect(!PinnedFonts.families(for: body, locale: TextLocale("zh-Hant")!).contains("Noto Sans CJK SC"))
  }

  @Test("every fallback file is a real file (scripts/bootstrap installs the packages)")
  func fallbackFilesExist() {
    #expect(FallbackFonts.files.count == 49)
    for file in FallbackFonts.files {
      #expect(FileManager.default.fileExists(atPath: file), "\(file)")
    }
  }

  @Test("each script is drawn by its Noto family; Latin stays Inter", arguments: [
    ("مرحبا", "Noto Sans Arabic"), ("שלום", "Noto Sans Hebrew"), ("नमस्ते", "Noto Sans Devanagari"),
    ("สวัสดี", "Noto Sans Thai"), ("নমস্কার", "Noto Sans Bengali"), ("வணக்கம்", "Noto Sans Tamil"),
    ("Բարեւ", "Noto Sans Armenian"), ("გამარჯობა", "Noto Sans Georgian"), ("សួស្តី", "Noto Sans Khmer"),
    ("안녕하세요", "Noto Sans CJK SC"), ("👍", "Noto Color Emoji"), ("Tiếng Việt", "Inter"), ("Привет Ελλάδα", "Inter"),
  ])
  func familyPerScript(text: String, family: String) throws {
    let measurer = try PangoTextMeasurer()
    #expect(families(text, measurer: measurer) == [family])
  }

  @Test("Han characters take the locale's regional family: ja JP, ko KR, zh-Hans SC, zh-Hant TC, zh-HK HK")
  func cjkFamilyByLocale() throws {
    let measurer = try PangoTextMeasurer()
    for (tag, family) in [("ja", "Noto Sans CJK JP"), ("ko", "Noto Sans CJK KR"), ("zh-Hans", "Noto Sans CJK SC"),
                          ("zh-Hant", "Noto Sans CJK TC"), ("zh-HK", "Noto Sans CJK HK"), ("en", "Noto Sans CJK SC")] {
      #expect(families("直骨", locale: TextLocale(tag)!, measurer: measurer) == [family], "\(tag)")
    }
  }

  @Test("直 is drawn with different glyph shapes in ja and zh-Hans; the same locale twice is identical")
  func regionalShapesDiffer() throws {
    let renderer = try CellRenderer()
    let text = TextContent(text: "直骨", font: .preferred(.title1, .large), color: .black)
    let japanese = try renderer.render(tree(text, width: 80, height: 40, locale: TextLocale("ja")!))
    let chinese = try renderer.render(tree(text, width: 80, height: 40, locale: TextLocale("zh-Hans")!))
    let again = try CellRenderer().render(tree(text, width: 80, height: 40, locale: TextLocale("ja")!))
    #expect(japanese != chinese)
    #expect(japanese == again)
  }

  @Test("emoji are drawn in colour, and ZWJ sequences, skin tones and flags are one glyph each")
  func colourEmoji() throws {
    let renderer = try CellRenderer()
    let image = try renderer.render(tree(TextContent(text: "👍🏽🇯🇵", font: body, color: .black), width: 80, height: 30))
    var coloured = 0
    for y in 0..<image.height {
      for x in 0..<image.width {
        let p = image.pixel(x: x, y: y)
        if Int(max(p.r, p.g, p.b)) - Int(min(p.r, p.g, p.b)) > 80 { coloured += 1 }
      }
    }
    #expect(coloured > 200, "black text would have no saturated pixel; found \(coloured)")
    let measurer = try PangoTextMeasurer()
    let one = try measurer.measure("👨", font: body, width: nil, numberOfLines: 1).size.width
    // The last five join a component that defaults to text presentation (♀ ♂ ❤ ⚕ ⚧), which
    // Pango's fallback used to hand to Inter or Noto Sans Symbols, splitting the sequence.
    for sequence in ["👨‍👩‍👧‍👦", "👍🏽", "🇯🇵", "🏳️‍🌈", "🤷‍♀️", "👮‍♂️", "👩‍❤️‍👨", "🧑‍⚕️", "🏳️‍⚧️"] {
      let width = try measurer.measure(sequence, font: body, width: nil, numberOfLines: 1).size.width
      #expect(abs(width - one) < one * 0.2, "\(sequence): \(width) pt, one emoji is \(one) pt")
    }
  }

  @Test("emoji presentation: an emoji Inter also has is drawn in colour when it asks for emoji presentation")
  func emojiPresentation() throws {
    #expect(EmojiPresentation.shaping("A👍B").ranges == [1..<5])
    #expect(EmojiPresentation.shaping("👍🇯🇵").ranges == [0..<12])
    #expect(EmojiPresentation.shaping("sun ☀️") == ("sun ☀", [4..<7]))
    #expect(EmojiPresentation.shaping("Issues: 42") == ("Issues: 42", []))
    #expect(EmojiPresentation.isEmoji("☀️") && EmojiPresentation.isEmoji("1️⃣") && EmojiPresentation.isEmoji("👩‍❤️‍👨"))
    #expect(!EmojiPresentation.isEmoji("☀") && !EmojiPresentation.isEmoji("1") && !EmojiPresentation.isEmoji("#")
      && !EmojiPresentation.isEmoji("👍\u{FE0E}") && !EmojiPresentation.isEmoji("©"))
    let measurer = try PangoTextMeasurer()
    // ☀ is in Inter too; with U+FE0F it is an emoji and drawn in colour.
    #expect(families("sun ☀️", measurer: measurer) == ["Inter", "Noto Color Emoji"])
    #expect(families("sun ☀", measurer: measurer) == ["Inter"])
  }

  @Test("a code point no pinned font covers is still an error naming it; CJK no longer is")
  func uncoveredCodePoint() throws {
    let measurer = try PangoTextMeasurer()
    #expect(throws: RenderError.missingGlyphs(codePoints: ["U+10FFFD"], text: "A\u{10FFFD}")) {
      try measurer.measure("A\u{10FFFD}", font: body, width: 100, numberOfLines: 1)
    }
    #expect(RenderError.missingGlyphs(codePoints: ["U+10FFFD"], text: "A\u{10FFFD}").description
      == "the pinned fonts (Inter, Noto) cannot draw U+10FFFD in \"A\u{10FFFD}\"")
    _ = try measurer.measure("A中", font: body, width: 100, numberOfLines: 1)
  }

  @Test("loading the fallbacks is lazy and does not change how Inter text is drawn")
  func lazyFallbacksAreDeterministic() throws {
    let text = TextContent(text: "Issues: 42", font: .preferred(.headline, .large, weight: .semibold), color: .black)
    let fresh = try CellRenderer()
    let plain = try fresh.render(tree(text, width: 100, height: 26))
    #expect(!fresh.measurer.fonts.hasFallbacks)
    let loaded = try CellRenderer()
    _ = try loaded.measurer.measure("مرحبا", font: body, width: nil, numberOfLines: 1)
    #expect(loaded.measurer.fonts.hasFallbacks)
    #expect(try loaded.render(tree(text, width: 100, height: 26)) == plain)
  }

  /// The leftmost and rightmost columns (pixels) with ink darker than mid-grey.
  func inkColumns(_ image: RGBAImage) -> ClosedRange<Int>? {
    var columns: [Int] = []
    for x in 0..<image.width where (0..<image.height).contains(where: { image.pixel(x: x, y: $0).r < 128 }) {
      columns.append(x)
    }
    guard let first = columns.first, let last = columns.last else { return nil }
    return first...last
  }

  @Test("alignment is physical whatever the text's direction: Arabic right-aligned is at the right edge")
  func rightToLeftAlignment() throws {
    let renderer = try CellRenderer()
    for text in ["مرحبا", "Hello"] {
      let rightImage = try renderer.render(tree(
        TextContent(text: text, font: body, color: .black, alignment: .right), width: 200, height: 30, scale: 1))
      let leftImage = try renderer.render(tree(
        TextContent(text: text, font: body, color: .black, alignment: .left), width: 200, height: 30, scale: 1))
      let right = try #require(inkColumns(rightImage))
      let left = try #require(inkColumns(leftImage))
      #expect(right.upperBound >= 195 && right.lowerBound > 100, "\(text) right-aligned: \(right)")
      #expect(left.lowerBound <= 4 && left.upperBound < 100, "\(text) left-aligned: \(left)")
    }
  }

  @Test("tail truncation puts the ellipsis at the end of the text: the left for Arabic, the right for English")
  func ellipsisSide() throws {
    let measurer = try PangoTextMeasurer()
    let arabic = String(repeating: "متوفر الآن في المتجر ", count: 6)
    let english = String(repeating: "Available in the store ", count: 6)
    for (text, alignment, ellipsisLeftmost) in [(arabic, TextAlignment.right, true), (english, .left, false)] {
      let runs = measurer.layout(text, font: body, width: 200, numberOfLines: 1, alignment: alignment).runs(line: 0)
      let found = runs.first { $0.isEllipsis }
      let ellipsis = try #require(found)
      let leftmost = runs.min(by: { $0.x < $1.x })!
      let rightmost = runs.max(by: { $0.x < $1.x })!
      #expect((ellipsisLeftmost ? leftmost : rightmost) == ellipsis)
    }
  }

  @Test("Bidi: an English name inside Arabic keeps its left-to-right order; the base direction is the first strong character's")
  func bidirectionalOrder() throws {
    let measurer = try PangoTextMeasurer()
    // Logical order: Arabic word, English name, Arabic word. Right-to-left base: the first
    // Arabic word is at the right, the name in the middle.
    let runs = measurer.layout("متوفر iPhone 15 Pro الآن", font: body, width: nil, numberOfLines: 1).runs(line: 0)
    // Visual order, left to right: الآن, the space before it, "iPhone 15 Pro" as one
    // left-to-right run (rule W7 makes the digits L after "iPhone"), then متوفر at the right.
    #expect(runs.map(\.family) == ["Noto Sans Arabic", "Inter", "Inter", "Noto Sans Arabic"])
    #expect(runs.last?.offset == 0)  // the logically first word is drawn rightmost
    let widestLatin = runs.filter { $0.family == "Inter" }.max { $0.width < $1.width }
    let name = try #require(widestLatin)
    #expect(name.family == "Inter" && name.offset == "متوفر ".utf8.count, "\(runs)")
    #expect(BaseWritingDirection.of("متوفر iPhone") == .rightToLeft)
    #expect(BaseWritingDirection.of("iPhone متوفر") == .leftToRight)
    #expect(BaseWritingDirection.of("123 — שלום") == .rightToLeft)
    #expect(BaseWritingDirection.of("123\nשלום") == .rightToLeft)
    #expect(BaseWritingDirection.of("42") == .leftToRight)
    let mixed = measurer.layout("iPhone متوفر", font: body, width: nil, numberOfLines: 1).runs(line: 0)
    #expect(mixed.first?.family == "Inter")
  }

  @Test("a label's layout key includes the locale: the same text in two locales is two layouts")
  func layoutKeyHasLocale() throws {
    let measurer = try PangoTextMeasurer()
    measurer.locale = TextLocale("ja")!
    let japanese = measurer.layout("直", font: body, width: 100, numberOfLines: 1)
    measurer.locale = TextLocale("zh-Hans")!
    let chinese = measurer.layout("直", font: body, width: 100, numberOfLines: 1)
    #expect(japanese !== chinese)
    #expect(chinese.runs(line: 0).map(\.family) == ["Noto Sans CJK SC"])
  }
}

@Suite("TextLocale")
struct TextLocaleTests {
  @Test("well-formed BCP 47 tags are accepted", arguments: [
    "en", "ar", "he", "ja", "ko", "zh-Hans", "zh-Hant", "hi", "th", "pt-BR", "zh-Hant-TW", "sr-Latn-RS",
    "de-CH-1996", "es-419", "en-US-u-ca-gregory", "en-x-snap", "x-private", "yue-Hant-HK", "zh-cmn-Hans",
  ])
  func accepted(tag: String) {
    #expect(TextLocale(tag)?.identifier == tag)
  }

  @Test("malformed tags are refused", arguments: [
    "", "e", "zh_Hans", "12", "en-", "-en", "en--US", "en-US-u", "en-x", "ja JP", "en-Ü", "abcdefghi",
    String(repeating: "en-", count: 30) + "en",
  ])
  func refused(tag: String) {
    #expect(TextLocale(tag) == nil)
  }

  @Test("the CJK region follows language, script and region")
  func cjkRegion() {
    let cases: [(String, CJKRegion)] = [
      ("ja", .japanese), ("ja-JP", .japanese), ("ko", .korean), ("zh", .simplifiedChinese),
      ("zh-Hans", .simplifiedChinese), ("zh-CN", .simplifiedChinese), ("zh-Hant", .traditionalChinese),
      ("zh-TW", .traditionalChinese), ("zh-HK", .hongKong), ("zh-Hans-HK", .simplifiedChinese),
      ("yue", .hongKong), ("en", .simplifiedChinese), ("ar", .simplifiedChinese),
    ]
    for (tag, region) in cases { #expect(TextLocale(tag)?.cjkRegion == region, "\(tag)") }
  }
}

@Suite("Spec key locale")
struct SpecLocaleTests {
  func decode(_ json: String) throws -> ScenarioSpec {
    let value = try JSONValue.parse(Data(json.utf8), file: "row.json")
    return try ScenarioSpec.decode(JSONCursor(value, file: "row.json")) { path, cursor in
      throw SpecError.missingReference(file: cursor.file, path: cursor.path, reference: path)
    }
  }

  @Test("locale applies to every variant; default en")
  func appliesToVariants() throws {
    let spec = try decode(#"""
      {"name": "a", "cell": "FUIObjectTableViewCell", "locale": "zh-Hant", "properties": {"headlineText": "直"},
       "variants": [{"width": 320}, {"width": 375, "layoutDirection": "rightToLeft"}]}
      """#)
    #expect(spec.variants.map(\.locale.identifier) == ["zh-Hant", "zh-Hant"])
    #expect(spec.variants.map(\.slug) == ["w320-3x-L-light-ltr", "w375-3x-L-light-rtl"])
    let plain = try decode(#"{"name": "a", "cell": "FUIObjectTableViewCell", "properties": {"headlineText": "H"}}"#)
    #expect(plain.variants.map(\.locale) == [.english])
  }

  @Test("a malformed locale is a spec error at $.locale", arguments: [
    (#""zh_Hans""#, "row.json: at $.locale: 'zh_Hans' is not a well-formed BCP 47 language tag (e.g. en, ar, he, ja, ko, zh-Hans, zh-Hant, hi, th, pt-BR)"),
    (#""""#, "row.json: at $.locale: '' is not a well-formed BCP 47 language tag (e.g. en, ar, he, ja, ko, zh-Hans, zh-Hant, hi, th, pt-BR)"),
    // ASCII is checked before case folding: U+212A KELVIN SIGN lowercases to "k".
    (#""\u212Ao""#, "row.json: at $.locale: '\u{212A}o' is not a well-formed BCP 47 language tag (e.g. en, ar, he, ja, ko, zh-Hans, zh-Hant, hi, th, pt-BR)"),
    // Japan's country code where the language belongs, and a code ISO 639 does not have.
    (#""jp""#, "row.json: at $.locale: 'jp' is not an ISO 639 language code (did you mean ja?); a locale starts with a language (e.g. en, ar, he, ja, ko, zh-Hans, zh-Hant, hi, th, pt-BR)"),
    (#""xx-Latn""#, "row.json: at $.locale: 'xx' is not an ISO 639 language code; a locale starts with a language (e.g. en, ar, he, ja, ko, zh-Hans, zh-Hant, hi, th, pt-BR)"),
  ])
  func malformed(value: String, message: String) {
    do {
      _ = try decode(#"{"name": "a", "cell": "FUIObjectTableViewCell", "locale": "# + value + "}")
      Issue.record("decoded")
    } catch {
      #expect("\(error)" == message)
    }
  }

  @Test("a locale that is not a string is a type error at $.locale")
  func notAString() {
    do {
      _ = try decode(#"{"name": "a", "cell": "FUIObjectTableViewCell", "locale": 7}"#)
      Issue.record("decoded")
    } catch {
      #expect("\(error)".hasPrefix("row.json: at $.locale: "))
    }
  }
}

@Suite("XIB labels in right-to-left layouts")
struct XIBRightToLeftLabelTests {
  /// One label `c` with `textAlignment` (nil = the attribute left out, which IB writes for
  /// natural), laid out at 320 pt in `direction` with the font-free measurer.
  func alignment(_ textAlignment: String?, _ direction: LayoutDirection) throws -> TextAlignment? {
    let attribute = textAlignment.map { " textAlignment=\"\($0)\"" } ?? ""
    let subviews = #"<label translatesAutoresizingMaskIntoConstraints="NO" text="متوفر iPhone"\#(attribute) id="c">"#
      + #"<rect key="frame" x="16" y="8" width="288" height="21"/>"#
      + #"<fontDescription key="fontDescription" type="system" pointSize="17"/></label>"#
    let pins = #"<constraint firstItem="c" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="16" id="l"/>"#
      + #"<constraint firstItem="c" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="8" id="t"/>"#
    let document = try XIBSamples.parse(XIBSamples.cell(width: 320, height: 60, subviews: subviews, constraints: pins))
    let tree = try XIBCellLayout(content: XIBCellContent(document: document),
                                 environment: RenderEnvironment(width: 320, scale: 2, layoutDirection: direction, height: 60),
                                 measurer: FakeTextMeasurer()).layout()
    return tree.root.node(withID: "c")?.text?.alignment
  }

  @Test("natural alignment follows the layout direction, not the text's script; left and right stay physical")
  func naturalFollowsLayoutDirection() throws {
    #expect(try alignment("natural", .rightToLeft) == .right)
    #expect(try alignment(nil, .rightToLeft) == .right)
    #expect(try alignment("natural", .leftToRight) == .left)
    #expect(try alignment("left", .rightToLeft) == .left)
    #expect(try alignment("right", .leftToRight) == .right)
  }
}
