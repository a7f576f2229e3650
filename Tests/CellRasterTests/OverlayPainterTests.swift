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

  @Test("an opaque base (written straight into the canvas) and a translucent one (painted by cairo) give the same monochrome picture where both are opaque")
  func opaqueBaseFastPath() throws {
    let measurer = try PangoTextMeasurer()
    // 60x20 pt at 3x: a pattern of many colours, runs and single pixels.
    var pixels = [UInt8]()
    for y in 0..<60 {
      for x in 0..<180 {
        let red = UInt8((x * 7 + y) % 256), green = UInt8((x / 9 * 31) % 256), blue = UInt8((y * 13) % 256)
        pixels.append(contentsOf: [red, green, blue, 255])
      }
    }
    let opaque = RGBAImage(width: 180, height: 60, pixels: pixels)
    var translucent = opaque
    translucent.pixels[3] = 254  // pixel (0, 0): the whole base takes cairo's path
    let overlay = AccessibilityOverlay(cellSize: Size(width: 60, height: 20), scale: 3, markers: [], isRightToLeft: false)
    let fast = try OverlayPainter.render(overlay, base: opaque, measurer: measurer)
    let painted = try OverlayPainter.render(overlay, base: translucent, measurer: measurer)
    let mono = opaque.monochrome()
    #expect(fast.width == painted.width && fast.height == painted.height)
    var differing = 0
    for y in 0..<60 {
      for x in 0..<180 where x + y > 0 {
        if fast.pixel(x: x, y: y) != painted.pixel(x: x, y: y) { differing += 1 }
        let i = (y * 180 + x) * 4
        if fast.pixel(x: x, y: y) != (mono.pixels[i], mono.pixels[i + 1], mono.pixels[i + 2], 255) { differing += 1 }
      }
    }
    #expect(differing == 0)
    // Outside the base the canvas stays white in both.
    #expect(fast.pixel(x: fast.width - 1, y: fast.height - 1) == (255, 255, 255, 255))
    let below = 60 * fast.width * 4
    #expect(Array(fast.pixels[below...]) == Array(painted.pixels[below...]))
  }

  @Test("legend lines show control characters escaped, cut past 1,000 characters, and spell out what the fonts cannot draw; the overlay is always drawn")
  func hostileLegend() throws {
    #expect(LegendLine("\u{1B}[31mred\nnext\ttab \\ \u{202E}x", style: .description).text
              == "\\u{1B}[31mred\nnext\ttab \\ \\u{202E}x")
    let long = LegendLine("Actions: " + String(repeating: "Delete, ", count: 3_000), style: .note).text
    #expect(long.hasSuffix("… (24009 characters)"))
    #expect(long.unicodeScalars.count == 1_000 + "… (24009 characters)".unicodeScalars.count)
    #expect(LegendLine.spellingOut(["U+4E2D"], in: "A中B") == "A[U+4E2D]B")
    // Through the painter: a label the pinned fonts cannot draw, an escape sequence and a long
    // action list; rendering must succeed (before, each was a RenderError and the scenario an ERROR).
    let measurer = try PangoTextMeasurer()
    let overlay = AccessibilityOverlay(
      cellSize: Size(width: 100, height: 40), scale: 1,
      markers: [
        OverlayMarker(number: 1, frame: Rect(x: 0, y: 0, width: 100, height: 40), color: OverlayStyle.palette[0],
                      isFocused: false,
                      legend: [LegendLine("\u{10FFFD}\u{F0000} label \u{1B}[31m", style: .description),
                               LegendLine("Actions: " + String(repeating: "Delete, ", count: 3_000), style: .note)])
      ], isRightToLeft: false)
    let image = try OverlayPainter.render(overlay, base: RGBAImage(width: 100, height: 40, fill: (255, 255, 255, 255)),
                                          measurer: measurer)
    #expect(image.width > 100)
    #expect(try OverlayPainter.drawable(overlay, measurer: measurer).markers[0].legend[0].text
              == "[U+10FFFD][U+F0000] label \\u{1B}[31m")
  }

  @Test("a marker reaching outside the cell (an accessibilityFrame override) is cut at the cell's edges, not drawn over the gap or the legend")
  func markerClippedToCell() throws {
    let measurer = try PangoTextMeasurer()
    // A 100x40 pt cell at 1x (legend below, from 56 pt); the frame runs 60 pt past its bottom
    // and 50 pt past its right edge.
    let overlay = AccessibilityOverlay(
      cellSize: Size(width: 100, height: 40), scale: 1,
      markers: [
        OverlayMarker(number: 1, frame: Rect(x: 50, y: 20, width: 100, height: 80), color: OverlayStyle.palette[0],
                      isFocused: false, legend: [LegendLine("Tall", style: .description)])
      ], isRightToLeft: false)
    let image = try OverlayPainter.render(overlay, base: RGBAImage(width: 100, height: 40, fill: (255, 255, 255, 255)),
                                          measurer: measurer)
    #expect(image.pixel(x: 70, y: 30) != (255, 255, 255, 255), "tinted inside the cell")
    #expect(image.pixel(x: 70, y: 48) == (255, 255, 255, 255), "white in the gap under the cell")
  }

  @Test("an element with an accessibilityPath is tinted and outlined along the path, not its frame")
  func pathMarker() throws {
    let measurer = try PangoTextMeasurer()
    // A 200x40 pt cell at 2x.
    let base = RGBAImage(width: 400, height: 80, fill: (255, 0, 0, 255))
    // Frame: the left quarter. Path: a triangle in the right half, (110,5) (190,5) (150,35).
    let marker = OverlayMarker(
      number: 1, frame: Rect(x: 0, y: 0, width: 50, height: 40),
      path: .polygon([Point(x: 110, y: 5), Point(x: 190, y: 5), Point(x: 150, y: 35)]),
      color: OverlayStyle.palette[0], isFocused: true,
      legend: [LegendLine("Shape", style: .description)])
    let overlay = AccessibilityOverlay(
      cellSize: Size(width: 200, height: 40), scale: 2, markers: [marker], isRightToLeft: false)
    let image = try OverlayPainter.render(overlay, base: base, measurer: measurer)
    // Inside the frame but outside the path: the untinted monochrome base.
    #expect(image.pixel(x: 60, y: 60) == (54, 54, 54, 255))
    // Inside the triangle, away from its edges and the badge: tinted like a frame.
    #expect(image.pixel(x: 300, y: 30) == (38, 115, 115, 255))
    // On the outline (the top edge y = 5 pt → 10 px): the opaque marker colour.
    #expect(image.pixel(x: 300, y: 10) == (0, 255, 255, 255))
    // The focus ring follows the path outside it: 4.5 pt above the top edge is black.
    #expect(image.pixel(x: 300, y: 1) == (0, 0, 0, 255))
    // The badge sits at the path's bounds (x 110–190 pt), not at the frame's corner.
    let layout = try OverlayLayout.make(overlay, measurer: measurer)
    #expect(layout.cellBadges == [Rect(x: 112, y: 7, width: 18, height: 18)])
    if let out = ProcessInfo.processInfo.environment["SNAPCHECK_TEST_OUTPUT"] {
      try Data(try PNGEncoder.encode(image)).write(to: URL(fileURLWithPath: out + "/overlay-path.png"))
    }
  }
}
