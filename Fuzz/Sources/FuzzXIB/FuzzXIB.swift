import CellRaster
import Foundation

/// XIB and storyboard reading with layout: the bytes of a `.xib` or `.storyboard`, parsed by
/// `XIBParser.parse(data:file:)` (which applies XIBReferenceCheck's view and constraint limits)
/// and the chosen cell laid out by `XIBCellLayout` (Auto Layout solve) at the default variant
/// (375 pt wide, self-sizing). Text is measured by a font-free measurer (below) so that the
/// fuzzer exercises parsing and the solver rather than Pango. A thrown error is a correct answer.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXIB(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  do {
    let document = try XIBParser.parse(data: Data(bytes: start, count: count), file: "fuzz.xib")
    _ = try XIBCellLayout(content: XIBCellContent(document: document), environment: RenderEnvironment(),
                          measurer: FixedAdvanceMeasurer()).layout()
  } catch {}
  return 0
}

/// Every character advances half the point size; lines are 1.2 x the point size (or the font's
/// line height) tall; wrapping breaks anywhere; hard line breaks start a line and `numberOfLines`
/// caps the lines in all (as the tests' FakeTextMeasurer).
struct FixedAdvanceMeasurer: TextMeasuring {
  func measure(_ text: String, font: FontDescriptor, width: Double?, numberOfLines: Int) throws -> TextMetrics {
    let advance = font.pointSize * 0.5
    let lineHeight = font.lineHeight ?? font.pointSize * 1.2
    var needed = 0
    var widest = 0.0
    for paragraph in HardLineBreaks.paragraphs(text) {
      let count = Double(paragraph.count)
      let natural = count * advance
      guard let width, natural > width, advance > 0 else {
        needed += 1
        widest = max(widest, natural)
        continue
      }
      let perLine = max(1, (width / advance).rounded(.down))
      let wanted = (count / perLine).rounded(.up)
      needed += wanted.isFinite ? max(1, Int(min(wanted, 1_000_000))) : 1
      widest = max(widest, min(natural, perLine * advance))
    }
    let lines = numberOfLines > 0 ? min(needed, numberOfLines) : needed
    return TextMetrics(size: Size(width: widest, height: Double(lines) * lineHeight),
                       lineCount: lines, isTruncated: needed > lines, firstBaseline: lineHeight * 0.8)
  }
}
