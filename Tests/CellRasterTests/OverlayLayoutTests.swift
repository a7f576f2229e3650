import Testing
@testable import CellRaster

@Suite("OverlayLayout: legend below wide cells, beside tall ones (§2.5)")
struct OverlayLayoutTests {
  private func marker(_ number: Int, _ frame: Rect, _ lines: [LegendLine]) -> OverlayMarker {
    OverlayMarker(number: number, frame: frame, color: OverlayStyle.palette[number - 1],
                  isFocused: false, legend: lines)
  }

  /// FakeTextMeasurer's line height for the 12 pt legend font (1.2 × 12 in floating point).
  private let line = 12 * 1.2

  @Test("wide cell: one column under the cell, entries 4 pt apart, text 16 pt after the 18 pt badge")
  func below() throws {
    // FakeTextMeasurer: 12 pt text advances 6 pt per character, lines are 14.4 pt.
    // Cell 375x98 is wider than tall → legend below; canvas width max(375, 316) = 375;
    // column 375 − 32 = 343 wide; text width 343 − 18 − 16 = 309.
    // Entry 1 at y 98 + 16 = 114, height max(18, 14.4) = 18; entry 2 at 114 + 18 + 4 = 136 with
    // two one-line paragraphs (28.8 pt); canvas height 136 + 28.8 + 16 = 180.8.
    let overlay = AccessibilityOverlay(
      cellSize: Size(width: 375, height: 98), scale: 3,
      markers: [
        marker(1, Rect(x: 0, y: 0, width: 375, height: 98), [LegendLine("Add. Button.", style: .description)]),
        marker(2, Rect(x: 337, y: 38, width: 22, height: 22),
               [LegendLine("Delete.", style: .description), LegendLine("Deletes it.", style: .hint)]),
      ], isRightToLeft: false)
    let layout = try OverlayLayout.make(overlay, measurer: FakeTextMeasurer())
    #expect(layout.legendIsBelow)
    #expect(layout.canvasSize == Size(width: 375, height: 136 + 2 * line + 16))
    #expect(layout.entries[0].badge == Rect(x: 16, y: 114, width: 18, height: 18))
    #expect(layout.entries[0].lines == [Rect(x: 50, y: 114, width: 309, height: line)])
    #expect(layout.entries[1].lines == [
      Rect(x: 50, y: 136, width: 309, height: line), Rect(x: 50, y: 136 + line, width: 309, height: line),
    ])
    // Badges 2 pt inside the top-left corner; a 22 pt frame is just big enough for that.
    #expect(layout.cellBadges == [Rect(x: 2, y: 2, width: 18, height: 18), Rect(x: 339, y: 40, width: 18, height: 18)])
  }

  @Test("tall cell at least 316 pt wide: 284 pt column 16 pt right of the cell")
  func beside() throws {
    // Cell 320x400: taller than wide and 320 ≥ 316 → beside. Column x = 320 + 16 = 336, top 16,
    // text x = 336 + 18 + 16 = 370, width 284 − 34 = 250. Canvas 320 + 16 + 284 + 16 = 636 wide,
    // max(400, 16 + 18 + 16) = 400 tall.
    let overlay = AccessibilityOverlay(
      cellSize: Size(width: 320, height: 400), scale: 2,
      markers: [marker(1, Rect(x: 0, y: 0, width: 320, height: 400), [LegendLine("Row", style: .description)])],
      isRightToLeft: true)
    let layout = try OverlayLayout.make(overlay, measurer: FakeTextMeasurer())
    #expect(!layout.legendIsBelow)
    #expect(layout.canvasSize == Size(width: 636, height: 400))
    #expect(layout.entries[0].badge == Rect(x: 336, y: 16, width: 18, height: 18))
    #expect(layout.entries[0].lines == [Rect(x: 370, y: 16, width: 250, height: line)])
    // Right-to-left: the badge sits in the top-right corner: 320 − 2 − 18 = 300.
    #expect(layout.cellBadges == [Rect(x: 300, y: 2, width: 18, height: 18)])
  }

  @Test("placement rule: below when wider than tall or narrower than 316 pt")
  func placementRule() {
    #expect(OverlayStyle.legendIsBelow(cellSize: Size(width: 375, height: 98)))
    #expect(OverlayStyle.legendIsBelow(cellSize: Size(width: 300, height: 600)))
    #expect(!OverlayStyle.legendIsBelow(cellSize: Size(width: 316, height: 316)))
  }

  @Test("a frame smaller than the badge gets it centred; badges stay inside the cell")
  func smallFrames() {
    #expect(OverlayLayout.cellBadge(for: Rect(x: 100, y: 50, width: 10, height: 10),
                                    in: Size(width: 375, height: 98), rtl: false)
            == Rect(x: 96, y: 46, width: 18, height: 18))
    #expect(OverlayLayout.cellBadge(for: Rect(x: 370, y: 95, width: 4, height: 4),
                                    in: Size(width: 375, height: 98), rtl: false)
            == Rect(x: 357, y: 80, width: 18, height: 18))
  }

  @Test("monochrome keeps alpha and uses the luminance weights")
  func monochrome() {
    let image = RGBAImage(width: 1, height: 1, pixels: [255, 0, 0, 200]).monochrome()
    #expect(image.pixels == [54, 54, 54, 200])
  }
}
