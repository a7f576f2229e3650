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
