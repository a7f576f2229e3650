import Testing
@testable import CellRaster

@Suite("EchoedValue")
struct EchoedValueTests {
  @Test("short values are kept; long ones cut to 60 characters with an ellipsis and their length")
  func clipping() {
    #expect(EchoedValue.clip("1e300") == "1e300")
    let long = String(repeating: "a", count: 1_000_000)
    let clipped = EchoedValue.clip(long)
    #expect(clipped == String(repeating: "a", count: 60) + "…(1000000 characters)")
    #expect(EchoedValue.clip(String(repeating: "b", count: 60)) == String(repeating: "b", count: 60))
  }

  @Test("control characters, line separators and bidi overrides are written as \\u{…}")
  func escaping() {
    #expect(EchoedValue.clip("a\u{1B}[31mb\nc") == "a\\u{1B}[31mb\\u{A}c")
    #expect(EchoedValue.clip("x\u{202E}y\u{2028}z\u{0}") == "x\\u{202E}y\\u{2028}z\\u{0}")
    #expect(EchoedValue.clip("Grüße 中") == "Grüße 中")
  }

  @Test("a XIB error echoes a 1 MB attribute value and id in about a hundred characters")
  func xibMessageStaysShort() throws {
    let huge = String(repeating: "9", count: 1_000_000)
    let xib = XIBSamples.cell(subviews: #"<label id="\#(huge)" text="x" numberOfLines="\#(huge)"><rect key="frame" x="0" y="0" width="1" height="1"/></label>"#)
    let error = #expect(throws: XIBError.self) { try XIBSamples.parse(xib) }
    let text = error.map { "\($0)" } ?? ""
    #expect(text.count < 400, "\(text.count) characters")
    #expect(text.contains("numberOfLines='" + String(repeating: "9", count: 60) + "…(1000000 characters)'"))
  }
}
