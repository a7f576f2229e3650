import Foundation
import Testing
@testable import CellRaster

@Suite("DiffAllowance")
struct DiffAllowanceTests {
  @Test("parses pixels and percentages with explicit units", arguments: [
    ("120px", DiffAllowance.pixels(120)), ("0px", .pixels(0)), ("0.5%", .percent(Decimal(string: "0.5")!)),
    ("1%", .percent(1)), ("100%", .percent(100)), (" 3px ", .pixels(3)),
  ])
  func parses(_ text: String, _ expected: DiffAllowance) throws {
    #expect(try DiffAllowance.parse(text) == expected)
  }

  @Test("rejects bare numbers, other units, signs and out-of-range percentages",
        arguments: ["120", "0.5", "", "px", "%", "-1px", "1.5px", "+2px", "1e2%", "100.01%", "5 px", "0.5 %", "5pt", ".5%", "5.%"])
  func rejects(_ text: String) {
    #expect(throws: DiffAllowance.ParseError(text: text)) { try DiffAllowance.parse(text) }
  }

  @Test("the rule is inclusive: 99/100/101 px at 1% of 10,000", arguments: [(99, true), (100, true), (101, false)])
  func inclusive(_ mismatched: Int, _ allowed: Bool) throws {
    #expect(try DiffAllowance.parse("1%").allows(mismatched: mismatched, of: 10_000) == allowed)
    #expect(try DiffAllowance.parse("100px").allows(mismatched: mismatched, of: 10_000) == allowed)
  }

  @Test("percentages are exact decimals: 0.1% of 10,000 allows 10, not 11; 0.07% of 100,000 allows 70")
  func exactDecimals() throws {
    let tenth = try DiffAllowance.parse("0.1%")
    #expect(tenth.allows(mismatched: 10, of: 10_000))
    #expect(!tenth.allows(mismatched: 11, of: 10_000))
    let small = try DiffAllowance.parse("0.07%")
    #expect(small.allows(mismatched: 70, of: 100_000))
    #expect(!small.allows(mismatched: 71, of: 100_000))
  }

  @Test("description round-trips through parse")
  func description() throws {
    for text in ["120px", "0.5%", "0px", "100%"] {
      #expect(try DiffAllowance.parse(text).description == text)
    }
    #expect(DiffAllowance.ParseError(text: "5").description.contains("120px"))
  }
}
