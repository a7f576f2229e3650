import Foundation
import Testing
@testable import CellRaster

@Suite("OverlayPainter: the .a11y.png image")
struct OverlayPainterTests {
  @Test("canvas size, white legend area, monochrome base, tinted frames and a focus ring")
  func renders() throws {
    let measurer = try PangoTextMeasurer()
    // A 100x40 pt cell at 2x: red base, so the monochrome base is grey (54 of 255).
    let base = RGBAImage(width: 200, height: 80, fill: (255, 0, 0, 255))
    let overlay = AccessibilityOverlay(
      cellSize: Size(width: 100, height: 40), scale: 2,
      markers: [
        OverlayMarker(number: 1, frame: Rect(x: 50, y: 5, width: 44, height: 30),
                      color: OverlayStyle.palette[0], isFocused: true,
                      legend: [LegendLine("Add. Button.", style: .description),
                               LegendLine("VoiceOver focus", style: .note)])
      ], isRightToLeft: false)
    let image = try OverlayPainter.render(overlay, base: base, measurer: measurer)
    let layout = try OverlayLayout.make(overlay, measurer: measurer)
    #expect(image.width == Int((layout.canvasSize.width * 2).rounded(.up)))
    #expect(image.height == Int((layout.canvasSize.height * 2).rounded(.up)))
    // Base outside any frame: grey 54.
    #expect(image.pixel(x: 10, y: 40) == (54, 54, 54, 255))
    // Inside the frame, away from the badge: grey 54 under cyan at alpha byte round(255·0.3) = 77:
    // red 54·178/255 = 37.7 → 38; green and blue 37.7 + 77 = 114.7 → 115.
    #expect(image.pixel(x: 170, y: 60) == (38, 115, 115, 255))
    // The focus ring: black 4.5 pt outside the frame's left edge (x = 45.5 pt → 91 px).
    #expect(image.pixel(x: 91, y: 40) == (0, 0, 0, 255))
    // Legend area below the cell is white at its far right.
    #expect(image.pixel(x: image.width - 2, y: image.height - 2) == (255, 255, 255, 255))
    if let out = ProcessInfo.processInfo.environment["SNAPCHECK_TEST_OUTPUT"] {
      try Data(try PNGEncoder.encode(image)).write(to: URL(fileURLWithPath: out + "/overlay-focus.png"))
    }
  }
}
