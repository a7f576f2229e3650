import Testing
@testable import CellRaster

/// A content view frame IB cannot have stored (empty, outside the cell, or under a drawn
/// accessory) is replaced by the cell's bounds less the accessory area, with a warning; frames
/// IB writes are kept as stored (`XIBContentViewFrame`).
@Suite("Content view frames IB cannot have stored")
struct XIBContentViewFrameTests {
  @Test("frames IB writes are kept: the fixture corpus's disclosure insets from Xcode 8 to 16")
  func storedFramesKept() {
    for (cell, content) in [(375.0, 342.0), (375, 348.67), (343, 318.5), (414, 383), (420, 388.5), (375, 375)] {
      let accessory = cell == content ? nil : "disclosureIndicator"
      let stored = Rect(x: 0, y: 0, width: content, height: 44)
      let checked = XIBContentViewFrame.checked(stored, cell: Size(width: cell, height: 44), accessoryType: accessory)
      #expect(checked.problem == nil && checked.frame == stored, "\(cell) → \(content)")
    }
  }

  @Test("the accessory area: 16 pt margin + glyphs + 9 pt gap (33 pt for the chevron, 375 → 342)")
  func accessoryWidths() {
    #expect(XIBContentViewFrame.accessoryWidth("disclosureIndicator") == 33)
    #expect(XIBContentViewFrame.accessoryWidth("checkmark") == 39)
    #expect(XIBContentViewFrame.accessoryWidth("detailButton") == 47)
    #expect(XIBContentViewFrame.accessoryWidth("detailDisclosureButton") == 65)
    #expect(XIBContentViewFrame.accessoryWidth(nil) == 0)
    #expect(XIBContentViewFrame.accessoryWidth("bogus") == 0)
  }

  @Test("empty, outside the cell, or under the accessory: replaced, with the reason",
        arguments: [(0.0, 0.0, "none", "is empty", 375.0), (-40, 375, "none", "lies outside the cell's bounds (0, 0, 375, 44)", 375),
                    (0, 400, "none", "lies outside the cell's bounds", 375),
                    (0, 1, "none", "is less than half the cell's width", 375),
                    (0, 375, "disclosureIndicator", "runs under the disclosureIndicator accessory (its glyphs start at x = 351)", 342),
                    (0, 360, "checkmark", "runs under the checkmark accessory", 336)])
  func replaced(_ x: Double, _ width: Double, _ accessory: String, _ reason: String, _ laidOutWidth: Double) throws {
    let document = try XIBSamples.parse(ContentViewAccessoryMarginsTests.cell(contentWidth: width, accessory: accessory, contentX: x))
    let warning = try #require(document.warnings.first { $0.rule == "xib.content-view-frame" })
    #expect(warning.viewID == "cv")
    #expect(warning.message.contains(reason), "\(warning.message)")
    #expect(warning.message.contains("laid out at (0, 0, \(JSONCursor.format(laidOutWidth)), 44) instead"), "\(warning.message)")
    let tree = try XIBCellLayout(content: XIBCellContent(document: document), environment: RenderEnvironment(width: 375, height: 44),
                                 measurer: FakeTextMeasurer()).layout()
    // The view pinned to both margins lies inside the replacement content view, clear of the glyphs.
    let bar = try #require(tree.root.node(withID: "bar"))
    #expect(bar.frame.minX == 16)
    #expect(bar.frame.maxX <= laidOutWidth - 8)
    #expect(bar.frame.width > 0)
  }

  @Test("a content view shorter than its cell by more than the separator is replaced")
  func shortContentView() {
    let checked = XIBContentViewFrame.checked(Rect(x: 0, y: 0, width: 375, height: 1), cell: Size(width: 375, height: 44),
                                              accessoryType: nil)
    #expect(checked.problem == "is 43 pt shorter than the cell (UIKit leaves at most the separator, 1 pt)")
    #expect(checked.frame == Rect(x: 0, y: 0, width: 375, height: 44))
    let separator = Rect(x: 0, y: 0, width: 375, height: 43.5)
    #expect(XIBContentViewFrame.checked(separator, cell: Size(width: 375, height: 44), accessoryType: nil).problem == nil)
  }

  @Test("a stored frame IB writes gives no warning")
  func noWarningForIBFrames() throws {
    let document = try XIBSamples.parse(ContentViewAccessoryMarginsTests.cell(contentWidth: 341, accessory: "disclosureIndicator"))
    #expect(!document.warnings.contains { $0.rule == "xib.content-view-frame" })
  }
}
