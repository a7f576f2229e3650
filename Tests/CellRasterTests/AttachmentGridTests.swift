import Testing
@testable import CellRaster

@Suite("AttachmentGrid")
struct AttachmentGridTests {
  @Test("as many tiles per row as fit; the leftover spread as gaps; row spacing = gap capped at 20",
        arguments: [
          // W, w, columns, gap, row gap — by hand from n = floor((W + 8) / (w + 8)).
          (343.0, 109.0, 3, 8.0, 8.0),  // (351 / 117) = 3; (343 − 327) / 2 = 8
          (600.0, 109.0, 5, 13.75, 13.75),  // 608 / 117 = 5.2; (600 − 545) / 4
          (280.0, 109.0, 2, 62.0, 20.0),  // 288 / 117 = 2.46; 280 − 218 = 62 → capped at 20
          (200.0, 109.0, 1, 8.0, 8.0),  // one column: the minimum spacing
          (343.0, 256.0, 1, 8.0, 8.0),  // a tile wider than half the width: one column
        ])
  func grid(width: Double, tile: Double, columns: Int, gap: Double, row: Double) {
    let grid = AttachmentGrid(width: width, tile: tile)
    #expect(grid.columns == columns)
    #expect(grid.columnSpacing == gap)
    #expect(grid.rowSpacing == row)
  }

  @Test("positions run left to right, then wrap")
  func positions() {
    let grid = AttachmentGrid(width: 343, tile: 109)
    #expect(grid.position(of: 2, tile: 109) == (x: 234, row: 0))
    #expect(grid.position(of: 3, tile: 109) == (x: 0, row: 1))
  }
}
