import Foundation
import Testing
import A11yTree
import CellRaster

/// The accessibility elements of XIB controls as UIKit exposes them, through the bundled
/// `Snapshots/specs/xib/ControlsCell.xib` (a table cell that is no element itself) and the real
/// XIB layout with a font-free measurer.
@Suite struct XIBControlAccessibilityTests {
  struct Measurer: TextMeasuring {
    func measure(_ text: String, font: FontDescriptor, width: Double?, numberOfLines: Int) throws -> TextMetrics {
      let line = font.pointSize * 1.2
      return TextMetrics(size: Size(width: Double(text.count) * font.pointSize * 0.5, height: line), lineCount: 1,
                         isTruncated: false, firstBaseline: line * 0.8)
    }
  }

  static func elements() throws -> [AccessibilityElement] {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Snapshots/specs/xib/ControlsCell.xib").standardizedFileURL.path
    let document = try XIBParser.parse(file: path)
    let tree = try XIBCellLayout(content: XIBCellContent(document: document), environment: RenderEnvironment(width: 375),
                                 measurer: Measurer()).layout()
    return AccessibilityTreeBuilder.build(from: tree).elements
  }

  @Test("switches: value 1/0 read On./Off., a disabled one Dimmed.")
  func switches() throws {
    let descriptions = try Self.elements().map(\.description)
    #expect(descriptions.contains("Wi-Fi. Switch Button. On."))
    #expect(descriptions.contains("Sounds. Dimmed. Switch Button. Off."))
  }

  @Test("segments: buttons, the selected one 'Selected:', each 'i of n.'")
  func segments() throws {
    let descriptions = try Self.elements().map(\.description)
    #expect(descriptions.contains("Day. Button. 1 of 3."))
    #expect(descriptions.contains("Selected: Week. Button. 2 of 3."))
    #expect(descriptions.contains("Month. Button. 3 of 3."))
  }

  @Test("slider and progress values as percentages, stepper buttons, activity indicator, accessory")
  func others() throws {
    let descriptions = try Self.elements().map(\.description)
    #expect(descriptions.contains("Volume: 30%. Adjustable."))
    #expect(descriptions.contains("Upload: 60%"))
    #expect(descriptions.contains("Decrement. Dimmed. Button."))
    #expect(descriptions.contains("Increment. Button."))
    #expect(descriptions.contains("In progress"))
    #expect(descriptions.contains("Photos: page 2 of 5. Adjustable."))
    #expect(descriptions.contains("More Info. Button."))
  }
}
