import Foundation
import Testing
@testable import CellRaster

@Suite("JSONPathFormat")
struct JSONPathFormatTests {
  @Test("a path deeper than 16 components keeps the first and last 8")
  func paths() {
    #expect(JSONPathFormat.path([".a", "[2]"]) == "$.a[2]")
    #expect(JSONPathFormat.path((0..<16).map { "[\($0)]" }) == "$" + (0..<16).map { "[\($0)]" }.joined())
    #expect(JSONPathFormat.path((0..<20).map { "[\($0)]" }) == "$[0][1][2][3][4][5][6][7]…[12][13][14][15][16][17][18][19]")
  }
}

@Suite("JSONPathFormat.member: dot or bracket notation")
struct JSONPathMemberTests {
  @Test("a plain identifier follows a dot; a key with a dot, space, quote, digit first or nothing is bracketed",
        arguments: [("headlineLabel", ".headlineLabel"), ("_a1", "._a1"), ("caf\u{E9}", ".caf\u{E9}"),
                    ("layer.opacity", #"["layer.opacity"]"#), ("nameLabel.text", #"["nameLabel.text"]"#),
                    ("a b", #"["a b"]"#), ("", #"[""]"#), ("1x", #"["1x"]"#), ("w375-3x", #"["w375-3x"]"#),
                    (#"a"]b"#, #"["a\"]b"]"#), ("a\nb", #"["a\nb"]"#), ("a\u{2028}", #"["a\u{2028}"]"#)])
  func member(_ key: String, _ expected: String) {
    #expect(JSONPathFormat.member(key) == expected)
  }

  @Test("a key longer than 40 characters is cut, so it is bracketed")
  func longKey() {
    #expect(JSONPathFormat.member(String(repeating: "a", count: 40)) == "." + String(repeating: "a", count: 40))
    #expect(JSONPathFormat.member(String(repeating: "a", count: 41)) == "[\"" + String(repeating: "a", count: 40) + "…\"]")
  }

  @Test("a spec error at a dotted override key names it in brackets")
  func overridePath() throws {
    let cursor = JSONCursor(try JSONValue.parse(Data(#"{"headlineLabel": {"layer.opacity": 2}}"#.utf8), file: "x.json"),
                            path: "$.overrides", file: "x.json")
    let error = try #require(throws: SpecError.self) { try ViewOverrides.decode(cursor) }
    #expect(error.description == #"x.json: at $.overrides.headlineLabel["layer.opacity"]: 2 is out of range (allowed: 0–1)"#)
  }
}
