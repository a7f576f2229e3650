import Testing
@testable import CellRaster

/// The disclosure chevron's ink, measured in a rendered and PNG-encoded object cell the way
/// reference/fidelity.md §2 measured [UIK20]'s (50 % coverage threshold): ≈ 7.8 x 12.4 pt.
@Suite("DisclosureChevronInk")
struct DisclosureChevronInkTests {
  /// The bounding box, in points, of the pixels inside `frame` (points, widened by 2 pt) whose
  /// coverage of `ink` over `background` is at least 50 %, measured on the red channel.
  func inkBox(_ image: RGBAImage, in frame: Rect, scale: Int, ink: Color, background: Color) -> Rect? {
    let s = Double(scale)
    let x0 = max(0, Int(((frame.minX - 2) * s).rounded(.down)))
    let x1 = min(image.width, Int(((frame.maxX + 2) * s).rounded(.up)))
    let y0 = max(0, Int(((frame.minY - 2) * s).rounded(.down)))
    let y1 = min(image.height, Int(((frame.maxY + 2) * s).rounded(.up)))
    let contrast = Double(background.red) - Double(ink.red)
    var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
    for y in y0..<y1 {
      for x in x0..<x1 {
        let coverage = (Double(background.red) - Double(image.pixel(x: x, y: y).r)) / contrast
        guard coverage >= 0.5 else { continue }
        minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
      }
    }
    guard minX <= maxX else { return nil }
    return Rect(x: Double(minX) / s, y: Double(minY) / s,
                width: Double(maxX - minX + 1) / s, height: Double(maxY - minY + 1) / s)
  }

  @Test("the rendered chevron inks about 7.8 x 12.4 pt inside its 8 x 13 pt frame (UIKit [UIK20])")
  func chevronInk() throws {
    let renderer = try CellRenderer()
    var p = ObjectCellProperties()
    p.headlineText = "Issues: 42"
    p.subheadlineText = "Available on Jan 31st"
    p.accessoryType = .disclosureIndicator
    let environment = RenderEnvironment(scale: 3)
    let tree = try ObjectCellLayout(properties: p, environment: environment, measurer: renderer.measurer).layout()
    let frame = try #require(tree.root.node(withID: "accessoryChevron")?.frame)
    #expect(frame.size == Size(width: 8, height: 13))
    let png = try PNGEncoder.encode(try renderer.renderImage(tree))
    let image = try PNGDecoder.decode(png, source: "object cell")
    let ink = try #require(inkBox(image, in: frame, scale: 3, ink: FioriColor.tertiaryLabel.color(in: .light),
                                  background: tree.backgroundColor))
    // One device pixel is 1/3 pt: the target 7.8 x 12.4 within ±0.4 pt.
    #expect(abs(ink.width - 7.8) <= 0.4, "ink \(ink)")
    #expect(abs(ink.height - 12.4) <= 0.4, "ink \(ink)")
    // Centred in its frame: ≈ 0.1 and 0.3 pt of the frame left on each side.
    #expect(abs(ink.midX - frame.midX) <= 0.34 && abs(ink.midY - frame.midY) <= 0.34, "ink \(ink) frame \(frame)")
  }
}

@Suite("SymbolDesignBox")
struct SymbolDesignBoxTests {
  @Test("every symbol's ink (path points widened by half the widest stroke, arcs by their radius) stays inside its design box",
        arguments: Symbol.allCases)
  func inkInsideDesignBox(symbol: Symbol) {
    var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
    var stroke = 0.0
    for operation in symbol.operations {
      switch operation {
      case .moveTo(let x, let y), .lineTo(let x, let y):
        minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
      case .arc(let x, let y, let r, _, _), .arcTo(let x, let y, let r, _, _):
        minX = min(minX, x - r); maxX = max(maxX, x + r); minY = min(minY, y - r); maxY = max(maxY, y + r)
      case .stroke(let width): stroke = max(stroke, width)
      case .clearStroke, .closePath, .fill, .clear, .opacity: break
      }
    }
    let box = symbol.designSize
    let pad = stroke / 2
    #expect(minX - pad >= -1e-9 && minY - pad >= -1e-9, "\(symbol)")
    #expect(maxX + pad <= box.width + 1e-9 && maxY + pad <= box.height + 1e-9, "\(symbol)")
  }

  @Test("the chevron's design box is its 8 x 13 pt accessory frame, so one unit is one point there")
  func chevronBox() {
    #expect(Symbol.chevron.designSize == ObjectCellMetrics.chevronSize)
    #expect(Symbol.add.designSize == Size(width: 16, height: 16))
  }
}
