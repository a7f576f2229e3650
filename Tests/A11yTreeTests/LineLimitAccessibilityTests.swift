import Foundation
import Testing
import A11yTree
@testable import CellRaster

/// A label cut by its line limit still speaks its whole text: the accessibility tree takes
/// `TextContent.text`, not the lines drawn.
@Suite("Line limits and accessibility")
struct LineLimitAccessibilityTests {
  /// Font-free: 8 pt a character, 20 pt lines, one line per hard break, capped like UILabel.
  struct Measurer: TextMeasuring {
    func measure(_ text: String, font: FontDescriptor, width: Double?, numberOfLines: Int) throws -> TextMetrics {
      let needed = HardLineBreaks.paragraphs(text).count
      let lines = numberOfLines > 0 ? min(needed, numberOfLines) : needed
      return TextMetrics(size: Size(width: 8 * Double(text.count), height: 20 * Double(lines)), lineCount: lines,
                         isTruncated: lines < needed, firstBaseline: 16)
    }
  }

  @Test("an object cell's footnote capped at 1 line keeps its full text in the cell's label")
  func fullTextSpoken() throws {
    let json = #"{"headlineText": "Pump 7", "footnoteText": "Line one\nLine two\nLine three", "footnoteLabel.numberOfLines": 1}"#
    let cursor = JSONCursor(try JSONValue.parse(Data(json.utf8), file: "p.json"), path: "$.properties", file: "p.json")
    let properties = try ObjectCellProperties.decode(cursor) { path, cursor in
      throw SpecError.missingReference(file: cursor.file, path: cursor.path, reference: path)
    }
    let layout = try ObjectCellLayout(properties: properties, environment: RenderEnvironment(), measurer: Measurer()).layout()
    #expect(layout.root.node(withID: "footnoteLabel")?.text?.isTruncated == true)
    let tree = AccessibilityTreeBuilder.build(from: layout)
    let labels = tree.elements.compactMap(\.label)
    // The cell's combined label: its texts joined with ", " (CombinedLabel), the footnote whole.
    #expect(labels == ["Pump 7, Line one\nLine two\nLine three"])
  }
}
