import Testing
@testable import CellRaster

@Suite("JSONExcerpt: short escaped quotations")
struct JSONExcerptTests {
  @Test("control characters, quotes and invalid UTF-8 are escaped; long text is cut")
  func escaping() {
    #expect(JSONExcerpt.quoted("a'b\n\u{1}") == #"'a\'b\n\u{1}'"#)
    #expect(JSONExcerpt.escaped(bytes: [0x61, 0xFF, 0xC3, 0xA9, 0xE2, 0x82]) == #"a\xFFé\xE2\x82"#)
    #expect(JSONExcerpt.escaped(String(repeating: "x", count: 1_000)) == String(repeating: "x", count: 40) + "…")
    #expect(JSONExcerpt.escaped(bytes: [UInt8](repeating: 0xFF, count: 1_000)).count == 4 * 40 + 1)
  }

  @Test("a path deeper than 16 components keeps the first and last 8")
  func paths() {
    #expect(JSONExcerpt.path([".a", "[2]"]) == "$.a[2]")
    #expect(JSONExcerpt.path((0..<20).map { "[\($0)]" }) == "$[0][1][2][3][4][5][6][7]…[12][13][14][15][16][17][18][19]")
  }
}
