import Testing
@testable import CellRaster

@Suite("JSONCursor: strict accessors")
struct JSONCursorTests {
  @Test("an unknown key or value is quoted short and escaped, in the message and the path")
  func shortQuotes() throws {
    let long = String(repeating: "k", count: 10_000) + "\n"
    let object = JSONCursor(.object([long: .null]), file: "s.json")
    let error = try #require(throws: SpecError.self) { try object.object(allowedKeys: ["name"]) }
    let short = String(repeating: "k", count: 40) + "…"
    #expect(error.description == "s.json: at $[\"\(short)\"]: unknown key '\(short)' (allowed: name)")
    let value = JSONCursor(.string("x'\u{1}"), file: "s.json")
    #expect(throws: SpecError.invalid(file: "s.json", path: "$", message: #"unknown value 'x\'\u{1}' (allowed: a, b)"#)) {
      try value.oneOf(["a", "b"])
    }
  }
}
