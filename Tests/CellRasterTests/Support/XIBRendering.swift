import Foundation
@testable import CellRaster

/// Renders synthesized XIB cells for pixel tests.
enum XIBRendering {
  /// Lays `xib` out at `width` x `height` pt (a fixed height, so a cell without constraints
  /// keeps it) in `appearance`.
  static func layout(_ xib: String, appearance: Appearance, width: Double = 320, height: Double = 44, scale: Int = 2,
                     namedColors: (any XIBNamedColorResolving)? = nil, measurer: any TextMeasuring) throws -> LayoutTree {
    let environment = RenderEnvironment(width: width, scale: scale, appearance: appearance, height: height)
    return try XIBCellLayout(content: XIBCellContent(document: try XIBSamples.parse(xib)), environment: environment,
                             measurer: measurer, namedColors: namedColors).layout()
  }

  /// `layout` rendered.
  static func render(_ xib: String, appearance: Appearance, namedColors: (any XIBNamedColorResolving)? = nil,
                     renderer: CellRenderer) throws -> (tree: LayoutTree, image: RGBAImage) {
    let tree = try layout(xib, appearance: appearance, namedColors: namedColors, measurer: renderer.measurer)
    return (tree, try renderer.render(tree))
  }

  /// The pixel at point (`x`, `y`) of `xib` rendered in light and in dark.
  static func pixels(_ xib: String, x: Double, y: Double, renderer: CellRenderer) throws -> (light: Color, dark: Color) {
    (color(try render(xib, appearance: .light, renderer: renderer).image, x: x, y: y),
     color(try render(xib, appearance: .dark, renderer: renderer).image, x: x, y: y))
  }

  /// The pixel at point (`x`, `y`) of an image rendered at `scale`, as a `Color`.
  static func color(_ image: RGBAImage, x: Double, y: Double, scale: Int = 2) -> Color {
    let p = image.pixel(x: Int(x * Double(scale)), y: Int(y * Double(scale)))
    return Color(red: p.r, green: p.g, blue: p.b, alpha: p.a)
  }

  /// The lowest and highest red-channel value inside `rect` (points).
  static func redRange(_ image: RGBAImage, in rect: Rect, scale: Int = 2) -> (min: UInt8, max: UInt8) {
    var low = UInt8.max, high = UInt8.min
    let s = Double(scale)
    for y in Int(rect.minY * s)..<Int(rect.maxY * s) {
      for x in Int(rect.minX * s)..<Int(rect.maxX * s) {
        let r = image.pixel(x: x, y: y).r
        low = min(low, r)
        high = max(high, r)
      }
    }
    return (low, high)
  }

  /// True when every channel of `a` and `b` differs by at most `tolerance`.
  static func close(_ a: Color, _ b: Color, tolerance: Int = 2) -> Bool {
    abs(Int(a.red) - Int(b.red)) <= tolerance && abs(Int(a.green) - Int(b.green)) <= tolerance
      && abs(Int(a.blue) - Int(b.blue)) <= tolerance && abs(Int(a.alpha) - Int(b.alpha)) <= tolerance
  }
}
