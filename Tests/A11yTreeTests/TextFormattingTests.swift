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
