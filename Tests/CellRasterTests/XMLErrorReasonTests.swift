import Foundation
import Testing
@testable import CellRaster

@Suite("XMLErrorReason: XML errors as line, column and reason")
struct XMLErrorReasonTests {
  func message(_ xml: String) -> String? { message(Data(xml.utf8)) }

  func message(_ data: Data) -> String? {
    do {
      _ = try XIBParser.parse(data: data, file: "BookmarkCell.xib")
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test(arguments: [
    ("<document>\n  <objects>\n</document>",
     "BookmarkCell.xib:3:12: not well-formed XML: mismatched tag: expected </objects> to close <objects> from line 2"),
    ("<document>\n  <view x=\"1\" hidden></view></document>",
     "BookmarkCell.xib:2:21: not well-formed XML: attribute without a value (expected name=\"value\")"),
    ("<document>\n  <view id=\"1\"",
     "BookmarkCell.xib:2:15: not well-formed XML: space required (between attributes, or after the element name)"),
    ("<document>&nbsp;</document>",
     "BookmarkCell.xib:1:17: not well-formed XML: undefined entity (XML defines only &lt; &gt; &amp; &quot; &apos;)"),
    ("<document>\u{1}</document>",
     "BookmarkCell.xib:1:11: not well-formed XML: invalid character (a control character or a byte that is not UTF-8)"),
    ("<document id=\"1\" id=\"2\"/>",
     "BookmarkCell.xib:1:24: not well-formed XML: attribute given twice in one element"),
    ("<document><view></document",
     "BookmarkCell.xib:1:27: not well-formed XML: expected '>' (a tag is not finished)"),
    ("<document><view></document>",
     "BookmarkCell.xib:1:28: not well-formed XML: mismatched tag: expected </view> to close <view> from line 1"),
    ("not xml <", "BookmarkCell.xib:1:1: not well-formed XML: start tag expected: the document does not begin with '<'"),
    (" \n ", "BookmarkCell.xib:1:1: not well-formed XML: the document is empty"),
    ("<document></document><view/>",
     "BookmarkCell.xib:1:22: not well-formed XML: extra content after the root element"),
    ("<document></document>trailing",
     "BookmarkCell.xib:1:22: not well-formed XML: extra content after the root element"),
    ("<document>\n<view>",
     "BookmarkCell.xib:2:7: not well-formed XML: premature end of the document: <view> from line 2 is not closed"),
    ("<document x=1/>",
     "BookmarkCell.xib:1:13: not well-formed XML: attribute value not quoted (expected \" or ')"),
    ("<document>< view/></document>",
     "BookmarkCell.xib:1:12: not well-formed XML: name required (expected an element or attribute name after '<' or a space)"),
    ("<document><!-- a -- b --></document>",
     "BookmarkCell.xib:1:18: not well-formed XML: '--' inside a comment"),
    ("", "BookmarkCell.xib:1:1: not well-formed XML: the document is empty"),
  ])
  func readableReasons(_ xml: String, _ expected: String) {
    #expect(message(xml) == expected)
  }

  @Test("bytes that are not UTF-8 are an invalid character at their line")
  func invalidUTF8() {
    let data = Data("<document>\n  <label text=\"".utf8) + Data([0xFF]) + Data("\"/></document>".utf8)
    #expect(message(data)?.hasPrefix("BookmarkCell.xib:2:") == true)
    #expect(message(data)?.hasSuffix(": not well-formed XML: invalid character (a control character or a byte that is not UTF-8)") == true)
  }

  @Test("entities a XIB never has are refused with the reason: external files, entities built of entities")
  func entities() {
    func cell(_ declarations: String, text: String) -> String {
      XIBSamples.cell(subviews: #"<label id="l" text="\#(text)"><rect key="frame" x="0" y="0" width="10" height="10"/></label>"#)
        .replacingOccurrences(of: "?>\n<document", with: "?>\n<!DOCTYPE document [\(declarations)]>\n<document")
    }
    let external = message(cell(#"<!ENTITY xx SYSTEM "file:///etc/hostname">"#, text: "&xx;")) ?? ""
    #expect(external.contains("not well-formed XML: reference to an external entity, refused"), "\(external)")
    // Ten of ten of ten: libxml2 stops expanding (its amplification guard).
    let tens = #"<!ENTITY a "aaaaaaaaa "><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">"#
      + #"<!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">"#
    let nested = message(cell(tens, text: "&d;")) ?? ""
    #expect(nested.contains("not well-formed XML: entity refused: entities defined through other entities"), "\(nested)")
  }

  @Test("every reason is words, never the parser's error number alone")
  func noBareCodes() {
    let context = XMLErrorReason.Context(openElement: ("view", 3), rootEnded: false)
    for code in [4, 5, 9, 26, 28, 29, 30, 38, 39, 41, 42, 45, 65, 68, 73, 76, 77, 80, 88, 89, 90] {
      #expect(!XMLErrorReason.reason(code: code, context: context).contains("\(code)"))
    }
    #expect(XMLErrorReason.reason(code: 5, context: context) == "premature end of the document: <view> from line 3 is not closed")
  }
}
