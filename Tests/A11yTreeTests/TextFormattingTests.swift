import CellRaster
import Testing

@testable import A11yTree

@Suite("TextFormatting: numbers in points and quoted strings")
struct TextFormattingTests {
  @Test(
    "points: integers bare, up to 2 decimals, never -0",
    arguments: [
      (16.0, "16"), (16.5, "16.5"), (10.333, "10.33"), (1.0 / 3.0, "0.33"), (2.0 / 3.0, "0.67"),
      (0.05, "0.05"), (16.999, "17"), (-0.001, "0"), (-0.0, "0"), (-12.25, "-12.25"),
      (100.1, "100.1"),
      (0.004, "0"), (375, "375"),
    ])
  func points(_ value: Double, _ text: String) {
    #expect(TextFormatting.points(value) == text)
  }

  @Test("non-finite numbers are spelled out")
  func nonFinite() {
    #expect(TextFormatting.points(.nan) == "nan")
    #expect(TextFormatting.points(.infinity) == "inf")
    #expect(TextFormatting.points(-.infinity) == "-inf")
  }

  @Test("messages quote at most 60 characters of a label or text, then its length; the tree keeps it whole")
  func quotedExcerpt() {
    let long = String(repeating: "a", count: 20_000)
    #expect(TextFormatting.quotedExcerpt(long) == "\"" + String(repeating: "a", count: 60) + "\"…(20000 characters)")
    #expect(TextFormatting.quotedExcerpt("Add \"x\"") == #""Add \"x\"""#)
    #expect(TextFormatting.quoted(long).count == 20_002)
  }

  @Test("numbers past Int64 are written, never trapped on (3e21 pt once killed a whole run)")
  func huge() {
    #expect(TextFormatting.points(3e21) == "3e+21")
    #expect(TextFormatting.points(-1e300) == "-1e+300")
    #expect(TextFormatting.points(1e16) == "1e+16")
  }

  @Test("quoting escapes quotes, backslashes, newlines and control characters")
  func quoting() {
    #expect(TextFormatting.quoted(#"a "b" \c"#) == #""a \"b\" \\c""#)
    #expect(TextFormatting.quoted("1\n2\r3\t4\u{1}") == #""1\n2\r3\t4\u{1}""#)
    #expect(TextFormatting.quoted("Grüße 👋") == "\"Grüße 👋\"")
  }

  @Test("frames and sizes")
  func frames() {
    #expect(
      TextFormatting.frame(Rect(x: 16, y: 44.5, width: 109, height: 0.125)) == "16,44.5,109,0.13")
    #expect(TextFormatting.size(Size(width: 375, height: 281)) == "375x281")
  }
}
