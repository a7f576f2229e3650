import Foundation
import Testing
@testable import CellRaster

/// XIBElementReader (XIBElement.swift): reading a document's bytes into elements.
@Suite struct XIBElementTests {
  /// Fuzzing (Fuzz/, target xib) found that Foundation's XMLParser traps on an element or
  /// attribute name that is not valid UTF-8: the process died with SIGILL. Such a document is
  /// refused with a line number instead.
  @Test(arguments: [
    "<a b\u{FF}=\"1\"/>",
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document>\n<a\u{FF} b=\"1\"/></document>",
  ])
  func invalidUTF8InANameIsAnError(_ template: String) throws {
    // U+00FF stands for the raw byte 0xFF, which no UTF-8 string can hold.
    let data = Data(template.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) })
    #expect(String(data: data, encoding: .utf8) == nil)
    let error = try #require(throws: XIBError.self) { try XIBElementReader.read(data, file: "bad.xib") }
    guard case .malformedXML(let file, let line, _, let reason) = error else {
      Issue.record("expected malformedXML, got \(error)")
      return
    }
    #expect(file == "bad.xib")
    #expect(line == (template.hasPrefix("<?xml") ? 3 : 1))
    #expect(reason.contains("not UTF-8"))
  }

  /// The fuzzer's reproducer, minimised: a XIB with 0xFF bytes in an attribute name
  /// (Fuzz/regressions/xib/, also a seed of the xib fuzzer).
  @Test func fuzzReproducerIsAnError() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Fuzz/regressions/xib/invalid-utf8-attribute-name.xib").standardizedFileURL
    let data = try Data(contentsOf: url)
    #expect(throws: XIBError.self) { try XIBParser.parse(data: data, file: "fuzz.xib") }
  }

  @Test func validUTF8AndUTF16AreRead() throws {
    let text = "<a b=\"Grüße\"/>"
    #expect(try XIBElementReader.read(Data(text.utf8), file: "ok.xib")["b"] == "Grüße")
    let utf16 = Data([0xFF, 0xFE]) + text.data(using: .utf16LittleEndian)!
    #expect(try XIBElementReader.read(utf16, file: "ok16.xib")["b"] == "Grüße")
  }
}
