import Foundation
@testable import CellRaster

/// Renders one XIB control in a white 320 pt table cell with the real renderer, for the pixel
/// tests of `XIBControlParts` (frames fixed by constraints, so no test depends on fonts).
struct XIBControlRendering {
  let tree: LayoutTree
  let image: RGBAImage
  let scale: Int

  /// A constraint set that fixes view `id` at (`x`, `y`) in the content view, `width` × `height`
  /// when given (else its intrinsic size).
  static func pin(_ id: String, x: Double, y: Double, width: Double? = nil, height: Double? = nil) -> String {
    var text = """
      <constraint firstItem="\(id)" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="\(x)" id="\(id)-cl"/>
      <constraint firstItem="\(id)" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="\(y)" id="\(id)-ct"/>
      """
    if let width { text += #"<constraint firstItem="\#(id)" firstAttribute="width" constant="\#(width)" id="\#(id)-cw"/>"# }
    if let height { text += #"<constraint firstItem="\#(id)" firstAttribute="height" constant="\#(height)" id="\#(id)-ch"/>"# }
    return text
  }

  /// The document text of a cell holding `subviews` with `constraints`.
  static func xib(_ subviews: String, constraints: String, height: Double = 60, cellAttributes: String = "",
                  cellExtras: String = "") -> String {
    XIBSamples.cell(width: 320, height: height, subviews: subviews, constraints: constraints, cellExtras: cellExtras)
      .replacingOccurrences(of: #"<tableViewCell id="cell""#, with: #"<tableViewCell id="cell" \#(cellAttributes)"#)
  }

  /// Parses, lays out and renders `text` at `scale`, 320 pt wide and 60 pt high by default.
  /// - Parameter bindings: outlet values, as a spec's `outlets` gives them; default none.
  init(_ text: String, scale: Int = 2, height: Double = 60, rtl: Bool = false, bindings: XIBBindings = XIBBindings()) throws {
    let document = try XIBParser.parse(data: Data(text.utf8), file: "Controls.xib")
    let renderer = try CellRenderer()
    let environment = RenderEnvironment(width: 320, scale: scale, layoutDirection: rtl ? .rightToLeft : .leftToRight, height: height)
    tree = try XIBCellLayout(content: XIBCellContent(document: document, bindings: bindings), environment: environment,
                             measurer: renderer.measurer).layout()
    image = try renderer.render(tree)
    self.scale = scale
  }

  /// The pixel at (`x`, `y`) points.
  func pixel(_ x: Double, _ y: Double) -> Color {
    let p = image.pixel(x: Int(x * Double(scale)), y: Int(y * Double(scale)))
    return Color(red: p.r, green: p.g, blue: p.b, alpha: p.a)
  }

  /// The darkest luminance-like value (mean of r, g, b, 0–255) in the rectangle, points.
  func darkest(in rect: Rect) -> Double {
    var best = 255.0
    for y in Int(rect.minY * Double(scale))..<Int(rect.maxY * Double(scale)) {
      for x in Int(rect.minX * Double(scale))..<Int(rect.maxX * Double(scale)) {
        let p = image.pixel(x: x, y: y)
        best = min(best, (Double(p.r) + Double(p.g) + Double(p.b)) / 3)
      }
    }
    return best
  }

  /// The warnings' messages.
  var warnings: [String] { tree.findings.map(\.message) }

  /// The layout node of view or part `id`.
  func node(_ id: String) -> LayoutNode? { tree.root.node(withID: id) }
}

/// Close colours: every channel within `tolerance`.
func near(_ a: Color, _ b: Color, _ tolerance: Int = 6) -> Bool {
  abs(Int(a.red) - Int(b.red)) <= tolerance && abs(Int(a.green) - Int(b.green)) <= tolerance
    && abs(Int(a.blue) - Int(b.blue)) <= tolerance
}
