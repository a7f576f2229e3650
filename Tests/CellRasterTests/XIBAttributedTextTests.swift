import Foundation
import Testing
@testable import CellRaster

/// Attributed text and `<mutableString>` text as UIKit lays them out (`XIBAttributedTextParsing`,
/// `TextRun`, `PangoTextLayout.addRunAttributes`), on pixels and measurements.
@Suite struct XIBAttributedTextTests {
  static let red = #"<color key="NSColor" red="1" green="0" blue="0" alpha="1" colorSpace="calibratedRGB"/>"#
  static let black = #"<color key="NSColor" red="0" green="0" blue="0" alpha="1" colorSpace="calibratedRGB"/>"#

  static func label(_ fragments: String) -> String {
    xibView("label", id: "l", #"numberOfLines="0""#, x: 0, y: 0, width: 320, height: 40,
            content: #"<attributedString key="attributedText">\#(fragments)</attributedString>"#)
  }

  @Test("a red run's ink is red, the black run's black; the label reads the plain string")
  func redRun() throws {
    let pixels = try XIBPixels(Self.label(
      #"<fragment content="Black "><attributes>\#(Self.black)<font key="NSFont" size="20" name=".SFUI-Regular"/></attributes></fragment>"#
      + #"<fragment content="Red"><attributes>\#(Self.red)<font key="NSFont" size="20" name=".SFUI-Regular"/></attributes></fragment>"#))
    let text = try #require(pixels.node("l")?.text)
    #expect(text.text == "Black Red")
    #expect(text.runs == [TextRun(range: 6..<9, color: Color(red: 255, green: 0, blue: 0))])
    let ink = pixels.ink(in: Rect(x: 0, y: 0, width: 320, height: 40))
    let reds = ink.filter { $0.r > 200 && $0.g < 60 && $0.b < 60 }
    let blacks = ink.filter { $0.r < 40 && $0.g < 40 && $0.b < 40 }
    #expect(reds.count > 30 && blacks.count > 30)
    #expect(try #require(reds.map(\.x).min()) > (try #require(blacks.map(\.x).max())))
  }

  @Test("a bold run is wider than the same text regular, and kerning widens")
  func boldAndKern() throws {
    let renderer = try CellRenderer()
    let font = FontDescriptor(pointSize: 17)
    func width(_ runs: [TextRun]) throws -> Double {
      try renderer.measurer.measure("Hello world", font: font, runs: runs, lineSpacing: 0, width: nil, numberOfLines: 1,
                                    lineBreakMode: .byTruncatingTail).size.width
    }
    let plain = try width([])
    #expect(try width([TextRun(range: 0..<5, font: FontDescriptor(pointSize: 17, weight: .bold))]) > plain + 1)
    #expect(try width([TextRun(range: 0..<11, kern: 2)]) > plain + 15)
    // Plain text measures as it always did.
    #expect(plain == (try renderer.measurer.measure("Hello world", font: font, width: nil, numberOfLines: 1)).size.width)
  }

  @Test("NSKern and a bold fragment are read as runs; lineSpacing and maximumLineHeight from the paragraph style")
  func parsing() throws {
    let xml = XIBSamples.cell(subviews: Self.label(
      #"<fragment content="Ab"><attributes><real key="NSKern" value="1.5"/><font key="NSFont" size="15" name=".SFUI-Regular"/>"#
      + #"<paragraphStyle key="NSParagraphStyle" alignment="center" lineSpacing="4" maximumLineHeight="30"/></attributes></fragment>"#
      + #"<fragment content="cd"><attributes><font key="NSFont" size="15" name=".SFUI-Bold"/></attributes></fragment>"#))
    let text = try #require(try XIBSamples.parse(xml).root.view(withID: "l")?.text)
    #expect(text.text == "Abcd" && text.alignment == "center" && text.lineSpacing == 4 && text.maximumLineHeight == 30)
    #expect(text.runs.count == 2)
    #expect(text.runs[0] == XIBTextRun(range: 0..<2, kern: 1.5))
    #expect(text.runs[1].range == 2..<4)
    #expect(text.runs[1].font == .fixed(FontDescriptor(pointSize: 15, weight: .bold)))
  }

  @Test("a base64-UTF8 string is decoded (IB leaves out the padding)")
  func base64() throws {
    let xml = XIBSamples.cell(subviews: xibView("label", id: "l", content: #"<string key="text" base64-UTF8="YES">SGkgdGhlcmU</string>"#))
    #expect(try XIBSamples.parse(xml).root.view(withID: "l")?.text?.text == "Hi there")
  }

  @Test("a <mutableString> text is drawn")
  func mutableString() throws {
    let pixels = try XIBPixels(xibView("label", id: "l", #"numberOfLines="0""#, x: 0, y: 0, width: 320, height: 40,
                                       content: #"<mutableString key="text">Risk&#10;card body</mutableString>"#))
    #expect(pixels.node("l")?.text?.text == "Risk\ncard body")
    #expect(pixels.ink(in: Rect(x: 0, y: 0, width: 320, height: 40)).count > 50)
  }

  @Test("the attributed-text fixtures show their text", Fixtures.required, arguments: [
    ("xib-corpus", "WavesWallet-iOS__EnterStartBlockCell.xib"), ("xib-corpus", "dashwallet-ios__DWSwitcherFormTableViewCell.xib"),
    ("xib", "duckduckgo-ios__BrowsingMenuEntryViewCell.xib"),
  ])
  func fixtures(_ folder: String, _ name: String) throws {
    let document = try XIBParser.parse(data: try Data(contentsOf: URL(fileURLWithPath: Fixtures.path(folder, name))), file: name)
    let renderer = try CellRenderer()
    let tree = try XIBCellLayout(content: XIBCellContent(document: document), environment: RenderEnvironment(width: 375, scale: 2),
                                 measurer: renderer.measurer).layout()
    let image = try renderer.render(tree)
    let labels = tree.root.allNodes.filter { $0.kind == .label && !($0.text?.text.isEmpty ?? true) && !$0.isHidden }
    #expect(!labels.isEmpty)
    for label in labels {
      var inked = 0
      for y in Int(label.frame.minY * 2)..<min(image.height, Int(label.frame.maxY * 2)) {
        for x in Int(label.frame.minX * 2)..<min(image.width, Int(label.frame.maxX * 2)) {
          let p = image.pixel(x: x, y: y)
          if Int(p.r) + Int(p.g) + Int(p.b) < 600 { inked += 1 }
        }
      }
      #expect(inked > 20, "\(name): \(label.id) '\(label.text?.text ?? "")'")
    }
  }
}
