import Foundation
import Testing
@testable import CellRaster

/// XIB object ids and outlet names become node ids that messages, audit lines and CI
/// annotations print; one with a control character or of unbounded length is refused when the
/// document is read.
@Suite("XIBObjectID: ids that are refused")
struct XIBObjectIDTests {
  static func label(id: String) -> String {
    #"<label id="\#(id)" text="x"><rect key="frame" x="0" y="0" width="10" height="10"/></label>"#
  }

  @Test("the tester's label id with line feeds and workflow commands is exit 65, escaped, naming file, line and element")
  func injectedWorkflowCommands() throws {
    let xib = XIBSamples.cell(subviews: Self.label(id: "Q&#10;::error file=README.md,title=injected::PWNED&#10;::add-mask::x"))
    let error = try #require(throws: XIBError.self) { try XIBSamples.parse(xib) }
    #expect(error.category == .badInput)
    let id = #"Q\n::error file=README.md,title=injected::PWNED\n::add-mask::x"#
    #expect(error.description == #"test.xib: <label id="\#(id)"> (line 8): id '\#(id)' contains the control character U+000A; an object id is printable text"#)
    #expect(!error.description.contains("\n"))
  }

  @Test("a carriage return, DEL, NEL (U+0085), LINE SEPARATOR and PARAGRAPH SEPARATOR are refused too",
        arguments: [("&#13;", "000D", #"\r"#), ("&#x7F;", "007F", #"\u{7F}"#), ("&#x85;", "0085", #"\u{85}"#),
                    ("&#x2028;", "2028", #"\u{2028}"#), ("&#x2029;", "2029", #"\u{2029}"#)])
  func otherControls(_ reference: String, _ code: String, _ escaped: String) throws {
    let error = try #require(throws: XIBError.self) { try XIBSamples.parse(XIBSamples.cell(subviews: Self.label(id: "a\(reference)b"))) }
    #expect(error.description.hasSuffix("(line 8): id 'a\(escaped)b' contains the control character U+\(code); an object id is printable text"))
  }

  @Test("an id of 5,000 characters is refused, quoted as 60 characters and its length; 256 are accepted")
  func longID() throws {
    let error = try #require(throws: XIBError.self) {
      try XIBSamples.parse(XIBSamples.cell(subviews: Self.label(id: String(repeating: "k", count: 5_000))))
    }
    let clipped = String(repeating: "k", count: 60) + "…(5000 characters)"
    #expect(error.description == "test.xib: <label id=\"\(clipped)\"> (line 8): id '\(clipped)' is longer than 256 characters, the most an object id may have")
    let longest = String(repeating: "k", count: 256)
    let document = try XIBSamples.parse(XIBSamples.cell(subviews: Self.label(id: longest)))
    #expect(document.root.view(withID: longest) != nil)
  }

  @Test("an outlet name (it becomes the view's node id) with a line feed is refused")
  func outletName() throws {
    let outlet = #"<connections><outlet property="name&#10;::warning::x" destination="l" id="o1"/></connections>"#
    let xib = XIBSamples.cell(subviews: Self.label(id: "l"), cellExtras: outlet)
    let error = try #require(throws: XIBError.self) { try XIBSamples.parse(xib) }
    #expect(error.description.hasSuffix(#"<outlet id="o1"> (line 11): property 'name\n::warning::x' contains the control character U+000A; an outlet name is printable text"#))
  }

  @Test("a reuse identifier (not refused: it is no node id) with a line feed is escaped in the list of prototype cells")
  func reuseIdentifierListed() throws {
    let prototypes = XIBSamples.prototypeCell(id: "c1", reuseIdentifier: "A&#10;::error::x", text: "a")
      + XIBSamples.prototypeCell(id: "c2", reuseIdentifier: "B", text: "b")
    let error = try #require(throws: XIBError.self) { try XIBSamples.parseStoryboard(XIBSamples.storyboard(prototypes: prototypes)) }
    #expect(error.description.hasSuffix(#"(reuse identifiers: A\n::error::x, B)"#))
  }
}
