import Foundation
import Testing
@testable import CellRaster

@Suite("EchoedValue")
struct EchoedValueTests {
  @Test("short values are kept; long ones cut to 60 characters with an ellipsis and their length")
  func clipping() {
    #expect(EchoedValue.clip("1e300") == "1e300")
    let long = String(repeating: "a", count: 1_000_000)
    let clipped = EchoedValue.clip(long)
    #expect(clipped == String(repeating: "a", count: 60) + "…(1000000 characters)")
    #expect(EchoedValue.clip(String(repeating: "b", count: 60)) == String(repeating: "b", count: 60))
  }

  @Test("control characters, format characters and separators as \\u{…}; line breaks, tabs, backslashes, quotes as \\n \\t \\\\ \\'")
  func escaping() {
    #expect(EchoedValue.clip("a\u{1B}[31mb\nc") == "a\\u{1B}[31mb\\nc")
    #expect(EchoedValue.clip("x\u{202E}y\u{2028}z\u{0}\u{FEFF}") == "x\\u{202E}y\\u{2028}z\\u{0}\\u{FEFF}")
    #expect(EchoedValue.clip("Grüße 中") == "Grüße 中")
    #expect(EchoedValue.excerpt("a\nb\tc\u{1B}[2J\\'\u{0}") == "a\\nb\\tc\\u{1B}[2J\\\\\\'\\u{0}")
    #expect(EchoedValue.excerpt("it's", escapingQuotes: false) == "it's")
    #expect(EchoedValue.quoted("a'b\n\u{1}") == #"'a\'b\n\u{1}'"#)
  }

  @Test("an excerpt is at most 40 characters, then an ellipsis")
  func excerptCut() {
    #expect(EchoedValue.excerpt(String(repeating: "a", count: 100)) == String(repeating: "a", count: 40) + "…")
    #expect(EchoedValue.excerpt(String(repeating: "a", count: 40)) == String(repeating: "a", count: 40))
    #expect(EchoedValue.excerpt("short") == "short")
  }

  @Test("bytes: invalid UTF-8 as \\xNN, valid sequences as text, cut at 40 characters")
  func bytes() {
    #expect(EchoedValue.excerpt(bytes: [0x61, 0xFF, 0xC3, 0xA9, 0xE2, 0x82]) == #"a\xFFé\xE2\x82"#)
    #expect(EchoedValue.excerpt(bytes: [UInt8](repeating: 0xFF, count: 1_000)).count == 4 * 40 + 1)
  }

  @Test("a XIB error echoes a 1 MB attribute value in about a hundred characters (a long id is refused: XIBObjectIDTests)")
  func xibMessageStaysShort() throws {
    let huge = String(repeating: "9", count: 1_000_000)
    let xib = XIBSamples.cell(subviews: #"<label id="l" text="x" numberOfLines="\#(huge)"><rect key="frame" x="0" y="0" width="1" height="1"/></label>"#)
    let error = #expect(throws: XIBError.self) { try XIBSamples.parse(xib) }
    let text = error.map { "\($0)" } ?? ""
    #expect(text.count < 400, "\(text.count) characters")
    #expect(text.contains("numberOfLines='" + String(repeating: "9", count: 60) + "…(1000000 characters)'"))
  }
}

@Suite("EchoedValue.list and the ids a missing override lists")
struct EchoedValueListTests {
  @Test("a list shows 40 values, each clipped and escaped, then counts the rest")
  func capped() {
    let ids = (0..<45).map { "v\($0)" }
    #expect(EchoedValue.list(ids) == (0..<40).map { "v\($0)" }.joined(separator: ", ") + " … and 5 more")
    #expect(EchoedValue.list(Array(ids.prefix(40))) == (0..<40).map { "v\($0)" }.joined(separator: ", "))
    #expect(EchoedValue.list(["a\n::error::x", String(repeating: "k", count: 5_000)])
              == #"a\n::error::x, "# + String(repeating: "k", count: 60) + "…(5000 characters)")
    #expect(EchoedValue.list([]) == "")
  }

  @Test("no view with id: the id is escaped and the layout's ids are capped at 40")
  func missingOverrideID() throws {
    let subviews = (0..<45).map {
      #"<label id="l\#($0)" text="x"><rect key="frame" x="0" y="0" width="10" height="10"/></label>"#
    }.joined()
    let document = try XIBSamples.parse(XIBSamples.cell(subviews: subviews))
    let tree = try XIBCellLayout(content: XIBCellContent(document: document, bindings: XIBBindings([])),
                                 environment: RenderEnvironment(width: 320), measurer: FakeTextMeasurer()).layout()
    let json = #"{"nope\u001B[2J": {"alpha": 0}}"#
    let overrides = try ViewOverrides.decode(JSONCursor(JSONValue.parse(Data(json.utf8), file: "t.json"), path: "$.overrides", file: "t.json"))
    let error = try #require(throws: SpecError.self) { try overrides.apply(to: tree) }
    let ids = (["cell", "cv"] + (0..<38).map { "l\($0)" }).joined(separator: ", ")
    #expect(error.description == #"t.json: at $.overrides["nope\u{1B}[2J"]: no view with id 'nope\u{1B}[2J' in this layout (ids: "#
              + ids + " … and 7 more)")
  }
}

/// "did you mean" for unknown spec keys and values.
@Suite struct DidYouMeanTests {
  @Test("letter case first, a short prefix, then edit distance; nothing for names far from all",
        arguments: [("ax3", "AX3"), ("XL", "xL"), ("Dark", "dark"), ("w", "width"), ("propertes", "properties"),
                     ("heigth", "height"), ("contentsize", "contentSize"), ("zzz", nil), ("q", nil), ("", nil),
                     (String(repeating: "a", count: 101), nil)] as [(String, String?)])
  func suggestion(_ name: String, _ expected: String?) {
    let names = ["AX3", "xL", "dark", "light", "x", "y", "width", "height", "properties", "contentSize"]
    #expect(DidYouMean.suggestion(for: name, among: names) == expected)
  }

  @Test("a name of few characters but many scalars (combining marks) gets no suggestion, quickly")
  func combiningMarks() {
    let name = String(repeating: "w" + String(repeating: "\u{301}", count: 1000), count: 50)
    #expect(name.count == 50)
    #expect(DidYouMean.suggestion(for: name, among: ["width", String(repeating: "x\u{301}", count: 200)]) == nil)
  }

  @Test("the hint lists the allowed names after the suggestion")
  func hint() {
    #expect(DidYouMean.hint("Dark", among: ["light", "dark"]) == "did you mean dark?; allowed: light, dark")
    #expect(DidYouMean.hint("blue", among: ["light", "dark"]) == "allowed: light, dark")
  }
}
