import Foundation
@testable import CellRaster

/// Renders small synthesized XIB cells (`XIBSamples.cell`) with the pinned fonts and reads their
/// pixels, for the tests of what controls draw.
struct XIBPixels {
  let tree: LayoutTree
  let image: RGBAImage
  let scale: Int

  /// Lays out and renders `subviews` (views with frames and no constraints keep their frames) in
  /// a `width` × `height` pt cell on white, at `scale`.
  init(_ subviews: String, width: Double = 320, height: Double = 100, scale: Int = 2, bindings: XIBBindings = XIBBindings(),
       outlets: String = "", direction: LayoutDirection = .leftToRight) throws {
    var xml = XIBSamples.cell(width: width, height: height, subviews: subviews)
    if !outlets.isEmpty { xml = xml.replacingOccurrences(of: "</tableViewCell>", with: "<connections>\(outlets)</connections></tableViewCell>") }
    let renderer = try CellRenderer()
    tree = try XIBCellLayout(content: XIBCellContent(document: try XIBSamples.parse(xml), bindings: bindings),
                             environment: RenderEnvironment(width: width, scale: scale, layoutDirection: direction, height: height),
                             measurer: renderer.measurer).layout()
    image = try renderer.render(tree)
    self.scale = scale
  }

  /// The pixel at point (`x`, `y`) in points.
  func color(_ x: Double, _ y: Double) -> (r: Int, g: Int, b: Int, a: Int) {
    let p = image.pixel(x: Int(x * Double(scale)), y: Int(y * Double(scale)))
    return (Int(p.r), Int(p.g), Int(p.b), Int(p.a))
  }

  /// The pixels of `rect` (points) that are not white, as (x, y, colour) in pixels.
  func ink(in rect: Rect) -> [(x: Int, y: Int, r: Int, g: Int, b: Int)] {
    var result: [(x: Int, y: Int, r: Int, g: Int, b: Int)] = []
    let s = Double(scale)
    for y in Int(rect.minY * s)..<min(image.height, Int((rect.maxY * s).rounded(.up))) {
      for x in Int(rect.minX * s)..<min(image.width, Int((rect.maxX * s).rounded(.up))) {
        let p = image.pixel(x: x, y: y)
        if p.r < 250 || p.g < 250 || p.b < 250 { result.append((x, y, Int(p.r), Int(p.g), Int(p.b))) }
      }
    }
    return result
  }

  /// The darkest ink pixel of `rect` (least r + g + b), or nil.
  func darkest(in rect: Rect) -> (r: Int, g: Int, b: Int)? {
    ink(in: rect).min { $0.r + $0.g + $0.b < $1.r + $1.g + $1.b }.map { ($0.r, $0.g, $0.b) }
  }

  /// The node with `id`.
  func node(_ id: String) -> LayoutNode? { tree.root.node(withID: id) }
}

/// A view element with a frame, for `XIBPixels`.
func xibView(_ element: String, id: String, _ attributes: String = "", x: Double = 10, y: Double = 10, width: Double = 200,
             height: Double = 34, content: String = "") -> String {
  #"<\#(element) id="\#(id)" \#(attributes)><rect key="frame" x="\#(x)" y="\#(y)" width="\#(width)" height="\#(height)"/>\#(content)</\#(element)>"#
}
