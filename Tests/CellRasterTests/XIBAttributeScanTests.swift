import Foundation
import Testing
@testable import CellRaster

@Suite("XIBAttributeScan")
struct XIBAttributeScanTests {
  static func attributes(_ count: Int) -> String { (0..<count).map { #"a\#($0)="1""# }.joined(separator: " ") }

  @Test("an element with more than 256 attributes is found with its line; 256 are fine")
  func limit() {
    let over = "<?xml version=\"1.0\"?>\n<document>\n<label \(Self.attributes(257))/></document>"
    #expect(XIBAttributeScan.firstOverfullTag(in: Data(over.utf8))?.name == "label")
    #expect(XIBAttributeScan.firstOverfullTag(in: Data(over.utf8))?.line == 3)
    let atLimit = "<document><label \(Self.attributes(256))/></document>"
    #expect(XIBAttributeScan.firstOverfullTag(in: Data(atLimit.utf8)) == nil)
  }

  @Test("'=' inside quoted values, comments, CDATA and processing instructions is not counted")
  func skipped() {
    let equals = String(repeating: "=", count: 1_000)
    let text = "<?xml a=\"\(equals)\"?><!-- \(equals) --><document x='\(equals)' y=\"\(equals)\"><![CDATA[\(equals)]]></document>"
    #expect(XIBAttributeScan.firstOverfullTag(in: Data(text.utf8)) == nil)
  }

  @Test("the XIB reader refuses 100,000 attributes on one element before XMLParser reads them")
  func readerRefuses() throws {
    let xib = XIBSamples.cell(subviews: #"<label id="l" text="x" \#(Self.attributes(100_000))><rect key="frame" x="0" y="0" width="1" height="1"/></label>"#)
    let error = #expect(throws: XIBError.self) { try XIBSamples.parse(xib) }
    #expect(error?.category == .badInput)
    #expect(error.map { "\($0)" }?.contains("<label> (line 8): has more than 256 attributes") == true, "\(error.map { "\($0)" } ?? "")")
  }
}
