import Foundation
@testable import CellRaster

/// Renders images and measures their ink, for the system-symbol suites.
enum SymbolInk {
  /// A `size` pt cell (white) with one image view at `frame` showing `image`, rendered at
  /// `scale`.
  static func render(_ image: ImageContent, frame: Rect, size: Size, scale: Int = 2, renderer: CellRenderer) throws -> RGBAImage {
    let node = LayoutNode(id: "image", kind: .imageView, frame: frame, image: image)
    let tree = LayoutTree(cellClass: "Test", root: LayoutNode(id: "cell", frame: Rect(x: 0, y: 0, width: size.width, height: size.height),
                                                             children: [node]),
                          environment: RenderEnvironment(width: size.width, scale: scale), backgroundColor: .white)
    return try renderer.render(tree)
  }

  /// Pixels (device coordinates) whose red, green or blue differs from white by more than 127:
  /// at least half covered by a dark ink.
  static func inked(_ image: RGBAImage) -> [(x: Int, y: Int)] {
    var result: [(x: Int, y: Int)] = []
    for y in 0..<image.height {
      for x in 0..<image.width {
        let p = image.pixel(x: x, y: y)
        if min(p.r, p.g, p.b) < 128 { result.append((x, y)) }
      }
    }
    return result
  }

  /// The bounding box of `pixels`, device pixels (max edges exclusive).
  static func box(_ pixels: [(x: Int, y: Int)]) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    guard !pixels.isEmpty else { return nil }
    return (pixels.map(\.x).min()!, pixels.map(\.y).min()!, pixels.map(\.x).max()! + 1, pixels.map(\.y).max()! + 1)
  }

  /// A XIB view element `v` (`element`, e.g. `button` or `imageView`) at (20, 10) with width
  /// and height constraints of `size`, its `attributes` and child elements `body`.
  static func fixedSizeView(_ element: String, _ attributes: String, size: Size, _ body: String) -> String {
    let width = JSONCursor.format(size.width), height = JSONCursor.format(size.height)
    return """
      <\(element) opaque="NO" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="v">
        <rect key="frame" x="20" y="10" width="\(width)" height="\(height)"/>
        <constraints>
          <constraint firstAttribute="width" constant="\(width)" id="w"/>
          <constraint firstAttribute="height" constant="\(height)" id="h"/>
        </constraints>
        \(body)
      </\(element)>
      """
  }

  /// True when `pixel` is within 40 of `color` on every channel.
  static func isNear(_ pixel: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ color: Color) -> Bool {
    abs(Int(pixel.r) - Int(color.red)) < 40 && abs(Int(pixel.g) - Int(color.green)) < 40 && abs(Int(pixel.b) - Int(color.blue)) < 40
  }

  /// The pixels of `image` inside `frame` (points, at `scale`) near `color` (`isNear`).
  static func count(_ color: Color, in frame: Rect, _ image: RGBAImage, scale: Int) -> Int {
    let s = Double(scale)
    var n = 0
    for y in max(0, Int(frame.minY * s))..<min(image.height, Int((frame.maxY * s).rounded(.up))) {
      for x in max(0, Int(frame.minX * s))..<min(image.width, Int((frame.maxX * s).rounded(.up))) where isNear(image.pixel(x: x, y: y), color) {
        n += 1
      }
    }
    return n
  }

  /// Pixels inside `frame` (points, at `scale`) that differ between `a` and `b`.
  static func differing(_ a: RGBAImage, _ b: RGBAImage, in frame: Rect, scale: Int) -> Int {
    let s = Double(scale)
    var count = 0
    for y in max(0, Int(frame.minY * s))..<min(a.height, Int((frame.maxY * s).rounded(.up))) {
      for x in max(0, Int(frame.minX * s))..<min(a.width, Int((frame.maxX * s).rounded(.up))) {
        if a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { count += 1 }
      }
    }
    return count
  }

  /// The ink bounds of `operations` worked out from the path (design units): the points and
  /// arcs of every path that is filled or stroked (widened by half the stroke), arcs by the
  /// extremes they pass; knock-outs add nothing.
  static func analyticBounds(_ operations: [SymbolOperation]) -> Rect {
    var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
    var path: [(Double, Double)] = []
    func paint(_ pad: Double) {
      for (x, y) in path {
        minX = min(minX, x - pad); maxX = max(maxX, x + pad); minY = min(minY, y - pad); maxY = max(maxY, y + pad)
      }
      path = []
    }
    for operation in operations {
      switch operation {
      case .moveTo(let x, let y), .lineTo(let x, let y): path.append((x, y))
      case .arc(let x, let y, let r, let a0, let a1), .arcTo(let x, let y, let r, let a0, let a1):
        path.append((x + r * cos(a0), y + r * sin(a0)))
        path.append((x + r * cos(a1), y + r * sin(a1)))
        var k = (a0 / (Double.pi / 2)).rounded(.up)
        while k * Double.pi / 2 <= a1 {
          path.append((x + r * cos(k * Double.pi / 2), y + r * sin(k * Double.pi / 2)))
          k += 1
        }
      case .closePath, .opacity: break
      case .fill: paint(0)
      case .stroke(let width): paint(width / 2)
      case .clear, .clearStroke: path = []
      }
    }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
