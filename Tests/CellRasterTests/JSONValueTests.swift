import Foundation
import Testing
@testable import CellRaster

@Suite("JSONValue reading (Jansson)")
struct JSONValueTests {
  func readError(_ text: String) -> JSONReadError? { readError(Array(text.utf8)) }

  func readError(_ bytes: [UInt8]) -> JSONReadError? {
    do {
      _ = try JSONValue.read(bytes)
      return nil
    } catch let error as JSONReadError {
      return error
    } catch {
      Issue.record("unexpected \(error)")
      return nil
    }
  }

  func specMessage(_ text: String) -> String? {
    do {
      _ = try JSONValue.parse(Data(text.utf8), file: "s.json")
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test("values keep their JSON types; integers and reals are Doubles")
  func values() throws {
    let value = try JSONValue.read(Array(#"{"a": [1, -2.5, true, null, "é\u0000x"], "b": {}, "c": 9007199254740992}"#.utf8))
    #expect(value == .object([
      "a": .array([.number(1), .number(-2.5), .bool(true), .null, .string("é\u{0}x")]),
      "b": .object([:]),
      "c": .number(9_007_199_254_740_992),
    ]))
    #expect(try JSONValue.read(Array("\u{FEFF}[1]".utf8)) == .array([.number(1)]))
    #expect(try JSONValue.read(Array("\"top\"".utf8)) == .string("top"))
  }

  @Test("a duplicate key at the top level names the key, the path and both positions")
  func duplicateTopLevel() throws {
    let error = try #require(readError("{\n  \"name\": \"a\",\n  \"cell\": \"X\",\n  \"name\": \"b\"\n}"))
    #expect(error.kind == .duplicateKey)
    #expect(error.description
      == "line 4, column 3: at $.name: duplicate key 'name' (first at line 2, column 3); a key may appear once in an object")
  }

  @Test("a duplicate key in a nested object names the nested path")
  func duplicateNested() throws {
    let text = """
      {"name": "a", "variants": [{"width": 375}, {"width": 320,
         "scale": 2, "scale": 3}], "properties": {}}
      """
    let error = try #require(readError(text))
    #expect(error == JSONReadError(kind: .duplicateKey, line: 2, column: 16, path: "$.variants[1].scale",
                                   reason: "duplicate key 'scale' (first at line 2, column 4); a key may appear once in an object"))
    #expect(specMessage(text)
      == "s.json: at $.variants[1].scale: line 2, column 16: duplicate key 'scale' (first at line 2, column 4); a key may appear once in an object")
  }

  @Test("keys that differ only in Unicode normalisation are one key, so a duplicate")
  func duplicateByNormalisation() throws {
    let error = try #require(readError("{\"p\": {\"caf\u{E9}\": 1, \"cafe\u{301}\": 2}}"))
    #expect(error.kind == .duplicateKey)
    #expect(error.path == "$.p.cafe\u{301}")
    #expect(error.reason.contains("U+0063 U+0061 U+0066 U+00E9 and U+0063 U+0061 U+0066 U+0065 U+0301 differ only in Unicode normalisation"))
    #expect((error.line, error.column) == (1, 19))
    #expect(error.reason.hasSuffix("(the first is at line 1, column 8)"))
  }

  @Test("a key written with an escape is the same key")
  func duplicateThroughEscape() throws {
    let error = try #require(readError(#"{"ab": 1, "a\u0062": 2}"#))
    #expect(error.path == "$.ab")
    #expect(error.column == 11)
  }

  @Test("integers beyond ±2^53 and reals beyond ±1.8e308 are errors naming the path")
  func numbers() throws {
    let exact = try #require(readError(#"{"w": [9007199254740993]}"#))
    #expect(exact.kind == .number)
    #expect(exact.path == "$.w[0]")
    #expect(exact.reason.hasPrefix("integer 9007199254740993 is too large"))
    let huge = try #require(readError("{\"w\":\n 123456789012345678901234}"))
    #expect(huge.kind == .number)
    #expect((huge.line, huge.column, huge.path) == (2, 2, "$.w"))
    #expect(huge.reason.hasPrefix("integer 123456789012345678901234 is too large"))
    let real = try #require(readError(#"{"w": -1e400}"#))
    #expect(real == JSONReadError(kind: .number, line: 1, column: 7, path: "$.w", reason: "number -1e400 is too large (beyond ±1.8e308)"))
    #expect(readError(#"{"w": NaN}"#)?.reason == "invalid token near 'NaN'")
    #expect(specMessage(#"{"w": -1e400}"#) == "s.json: at $.w: line 1, column 7: number -1e400 is too large (beyond ±1.8e308)")
  }

  @Test("invalid UTF-8 is an error at the byte, quoted escaped")
  func invalidUTF8() throws {
    let error = try #require(readError(Array(#"{"t": ""#.utf8) + [0xFF] + Array(#""}"#.utf8)))
    #expect(error == JSONReadError(kind: .syntax, line: 1, column: 8, path: "$.t", reason: "invalid UTF-8 (byte \\xFF)"))
  }

  @Test("syntax errors give line, column and reason; quoted input is short and escaped")
  func syntax() throws {
    #expect(specMessage("{\"name\": \"x\",\n \"cell\": [1,}") == "s.json: not valid JSON: line 2, column 13: at $.cell[1]: unexpected token near '}'")
    #expect(readError("{\"a\": 1} x")?.description == "line 1, column 10: end of file expected near 'x'")
    #expect(readError("")?.reason == "the file is empty (expected a JSON value)")
    #expect(readError("{\"a\": \"\u{1}\"}")?.description == "line 1, column 7: at $.a: control character 0x1 near '\"'")
    #expect(readError("{\"a\": 'x'}")?.reason == "invalid token near '\\''")
    let long = String(repeating: "x", count: 10_000)
    let message = try #require(readError("{\"a\": \(long)}")).description
    #expect(message.count < 200)
  }

  @Test("nesting is limited to maximumDepth (Jansson's 2048)")
  func depth() throws {
    let deepest = String(repeating: "[", count: JSONValue.maximumDepth) + String(repeating: "]", count: JSONValue.maximumDepth)
    #expect(readError(deepest) == nil)
    let deeper = "[" + deepest + "]"
    let error = try #require(readError(deeper))
    #expect(error.kind == .depth)
    #expect(error.reason == "nested more than 2048 arrays and objects deep")
    #expect(error.path == "$" + String(repeating: "[0]", count: 8) + "…" + String(repeating: "[0]", count: 8))
  }
}
