import Foundation
import Testing
@testable import CellRaster

/// `XIBControlParsing`: control state read from the XIB, errors, separator insets and nested
/// table and collection views.
@Suite struct XIBControlParsingTests {
  func document(_ subviews: String, cellExtras: String = "") throws -> XIBDocument {
    try XIBParser.parse(data: Data(XIBSamples.cell(subviews: subviews, cellExtras: cellExtras).utf8), file: "Controls.xib")
  }

  @Test("state and colours are read")
  func reads() throws {
    let doc = try document(#"<slider opaque="NO" value="3" minValue="1" maxValue="5" enabled="NO" id="sl"><rect key="frame" x="0" y="0" width="100" height="31"/><color key="minimumTrackTintColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></slider>"#)
    let control = try #require(doc.root.view(withID: "sl")?.control)
    #expect(control.value == 3 && control.minimumValue == 1 && control.maximumValue == 5 && !control.isEnabled)
    #expect(control.colors["minimumTrackTintColor"]?.light == Color(red: 255, green: 0, blue: 0))
    #expect(!doc.warnings.contains { $0.message.contains("minimumTrackTintColor") })
  }

  @Test("a value that is not a number is an error naming the element and attribute")
  func badValue() {
    #expect {
      try document(#"<slider opaque="NO" value="lots" id="sl"><rect key="frame" x="0" y="0" width="100" height="31"/></slider>"#)
    } throws: { error in
      "\(error)".contains("value='lots'") && "\(error)".contains("<slider id=\"sl\">")
    }
  }

  @Test("a cell's separatorInset is read and no warning; the list draws its separators with it")
  func separatorInset() throws {
    let doc = try document("", cellExtras: #"<inset key="separatorInset" minX="40" minY="0.0" maxX="10" maxY="0.0"/>"#)
    #expect(doc.root.control?.separatorInset == EdgeInsets(top: 0, left: 40, bottom: 0, right: 10))
    #expect(!doc.warnings.contains { $0.message.contains("separatorInset") }, "\(doc.warnings)")
    let list = XIBListLayout(content: XIBListContent(cell: doc, rowHeight: .fixed(44), rows: [.loaded(XIBBindings())]),
                             environment: RenderEnvironment(width: 320, scale: 2), measurer: FakeTextMeasurer())
    let separator = try #require(try list.layout().root.node(withID: "row0.separator")).frame
    #expect(separator.minX == 40 && separator.width == 270)
  }

  @Test("a nested table or collection view: its background, and one warning saying its rows come from code")
  func nestedTable() throws {
    let doc = try document(#"<tableView opaque="NO" id="tv"><rect key="frame" x="0" y="0" width="100" height="40"/><color key="backgroundColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></tableView>"#)
    let messages = doc.warnings.filter { $0.viewID == "tv" }.map(\.message)
    #expect(messages.count == 1 && messages[0].contains("rows come from code"), "\(messages)")
    #expect(doc.root.view(withID: "tv")?.backgroundColor?.light == Color(red: 255, green: 0, blue: 0))
    let r = try XIBControlRendering(XIBControlRendering.xib(
      #"<collectionView opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="cv2"><rect key="frame" x="0" y="0" width="100" height="40"/><color key="backgroundColor" red="0" green="0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></collectionView>"#,
      constraints: XIBControlRendering.pin("cv2", x: 10, y: 10, width: 100, height: 40)))
    #expect(near(r.pixel(60, 30), Color(red: 0, green: 0, blue: 255)))
    #expect(r.warnings.contains { $0.contains("items come from code") })
  }
}
