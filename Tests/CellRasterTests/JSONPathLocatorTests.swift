import Testing
@testable import CellRaster

@Suite("JSONPathLocator: where an offset is in a JSON text")
struct JSONPathLocatorTests {
  func locate(_ text: String, before marker: String) -> JSONPathLocator.Location {
    let bytes = Array(text.utf8)
    let offset = text.utf8.count - (text.components(separatedBy: marker).last ?? "").utf8.count - marker.utf8.count
    return JSONPathLocator.locate(bytes, offset: offset)
  }

  @Test("paths through objects and arrays; escaped keys decoded; strings with brackets ignored")
  func paths() {
    #expect(locate(#"{"a": {"b": [1, {"c": @}]}}"#, before: "@").path == "$.a.b[1].c")
    #expect(locate(#"{"x": "[{,", "y\u0041": @}"#, before: "@").path == "$.yA")
    #expect(locate(#"{"a": 1, @}"#, before: "@").path == "$", "after a comma the next key is not read yet")
    #expect(locate(#"[[1], [2, 3, @]]"#, before: "@").path == "$[1][2]")
  }

  @Test("a key seen twice in one object gives both offsets; the same key in another object does not")
  func repeatedKey() {
    let twice = locate(#"{"k": 1, "k"@"#, before: "@")
    #expect((twice.key, twice.keyOffset, twice.firstKeyOffset) == ("k", 9, 1))
    let elsewhere = locate(#"{"k": {"k"@"#, before: "@")
    #expect((elsewhere.key, elsewhere.firstKeyOffset) == ("k", nil))
  }

  @Test("the first key equal to an earlier one only as a Swift string (canonical equivalence)")
  func equivalentKey() throws {
    let text = "{\"caf\u{E9}\": {\"caf\u{E9}\": 1}, \"x\": 2, \"cafe\u{301}\": 3}"
    let location = try #require(JSONPathLocator.firstEquivalentKey(Array(text.utf8)))
    #expect(location.path == "$.cafe\u{301}")
    #expect(location.firstKeyOffset == 1)
    #expect(JSONPathLocator.firstEquivalentKey(Array(#"{"a": {"a": 1}, "b": 2}"#.utf8)) == nil)
  }

  @Test("line and column count lines from 1 and columns in characters, not bytes")
  func lineAndColumn() {
    let bytes = Array("{\n  \"é\": 1}".utf8)
    #expect(JSONPathLocator.lineAndColumn(bytes, offset: 0) == (1, 1))
    #expect(JSONPathLocator.lineAndColumn(bytes, offset: 4) == (2, 3))
    #expect(JSONPathLocator.lineAndColumn(bytes, offset: 8) == (2, 6), "é is two bytes, one column")
    #expect(JSONPathLocator.lineAndColumn(bytes, offset: 1_000) == (2, 10), "clamped to the end")
  }
}
