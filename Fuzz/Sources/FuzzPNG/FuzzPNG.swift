import CellRaster

/// PNG decoding: the bytes of a golden or a spec image, decoded as `snapcheck diff`, verify and
/// spec loading do (`PNGDecoder.decode`, default pixel limit), and compared with a rendering row
/// by row as verify does when fingerprints are not trusted (`RenderedImage.hasPixels(ofPNG:)`,
/// against a 2 x 1 px opaque and a 2 x 1 px translucent rendering, so that small inputs reach the
/// row comparison). A thrown `PNGError` is a correct answer; a trap, an ASan report, a timeout,
/// running out of memory, or a row comparison that calls a file equal to a rendering whose pixels
/// the full decoder says differ, is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let bytes = [UInt8](UnsafeRawBufferPointer(start: start, count: count))
  let decoded = try? PNGDecoder.decode(bytes, source: "fuzz.png")
  if let decoded {
    precondition(decoded.pixels.count == decoded.width * decoded.height * 4, "decoded pixel buffer has the wrong size")
  }
  for rendering in Renderings.shared.images {
    guard (try? rendering.image.hasPixels(ofPNG: bytes)) == true else { continue }
    precondition(decoded == rendering.pixels, "the row comparison matched a file the decoder reads as other pixels")
  }
  return 0
}

/// The renderings compared with every input, made once.
final class Renderings: @unchecked Sendable {
  static let shared = Renderings()
  let images: [(image: RenderedImage, pixels: RGBAImage)]

  private init() {
    let renderer = try! CellRenderer()  // the pinned fonts are part of the build: a failure here is a setup error
    images = [Color(red: 18, green: 52, blue: 86), Color(red: 18, green: 52, blue: 86, alpha: 128)].map { color in
      let root = LayoutNode(id: "root", frame: Rect(x: 0, y: 0, width: 2, height: 1), backgroundColor: color)
      let tree = LayoutTree(cellClass: "Fuzz", root: root, environment: RenderEnvironment(width: 2, scale: 1),
                            backgroundColor: .clear)
      let image = try! renderer.renderImage(tree)
      return (image, try! image.rgba())
    }
  }
}
