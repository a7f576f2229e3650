/// The side-by-side composite written with a failed comparison: reference | difference | actual,
/// left to right, under a caption band that names each panel and gives its size.
///
/// Layout, in pixels: each panel has a column as wide as the panel or its caption, whichever is
/// wider; columns are separated by `gap` transparent columns. The band is as tall as the tallest
/// caption, opaque white across the whole width, each caption at its column's left edge. Panels
/// are copied byte for byte below the band, top-aligned at their column's left edge; areas below
/// a shorter panel or right of a narrower one are transparent. Size: (sum of the column widths
/// + 2 · gap) × (band height + the tallest panel). The pixels of the captions are drawn by
/// `SideBySidePainter` (Cairo); this type only lays them out.
public enum SideBySide {
  /// Default gap between the panels, in pixels: 4.
  public static let defaultGap = 4

  /// One caption: what it says, and whether it reports a size mismatch (drawn in the warning
  /// colour, and the text says so too).
  public struct Caption: Equatable, Sendable {
    /// E.g. `reference 1125×402 px`.
    public let text: String
    /// True when the reference and actual sizes differ.
    public let sizesDiffer: Bool
  }

  /// The three captions, in panel order: `reference W×H px`, `difference W×H px`,
  /// `actual W×H px` (× is U+00D7). When the reference and actual sizes differ, each ends with
  /// `, sizes differ` (the difference panel then covers both: the larger width × the larger height).
  public static func captions(reference: PixelSize, diff: PixelSize, actual: PixelSize) -> [Caption] {
    let differ = reference != actual
    return [("reference", reference), ("difference", diff), ("actual", actual)].map { name, size in
      Caption(text: "\(name) \(size.width)×\(size.height) px" + (differ ? ", sizes differ" : ""), sizesDiffer: differ)
    }
  }

  /// Composes the caption band and the three panels into one image.
  /// - Parameters:
  ///   - captions: the drawn captions, in panel order (opaque images; fewer than three leaves the
  ///     last columns without one; none gives no band).
  ///   - gap: transparent columns between the panels; negative counts as 0.
  public static func compose(reference: RGBAImage, diff: RGBAImage, actual: RGBAImage, captions: [RGBAImage] = [],
                             gap: Int = defaultGap) -> RGBAImage {
    let gap = max(gap, 0)
    let panels = [reference, diff, actual]
    let columns = panels.indices.map { max(panels[$0].width, $0 < captions.count ? captions[$0].width : 0) }
    let band = captions.map(\.height).max() ?? 0
    let size = canvasSize(panels: panels.map(PixelSize.init(of:)), captions: captions.map(PixelSize.init(of:)), gap: gap)
    let width = size.width, height = size.height
    var canvas = RGBAImage(width: width, height: height)
    canvas.pixels.replaceSubrange(0..<(width * band * 4), with: repeatElement(255, count: width * band * 4))
    var left = 0
    for (index, panel) in panels.enumerated() {
      if index < captions.count { copy(captions[index], into: &canvas, x: left, y: 0) }
      copy(panel, into: &canvas, x: left, y: band)
      left += columns[index] + gap
    }
    return canvas
  }

  /// The composite's size for panels and captions of these sizes (in panel order), without
  /// making it: (sum of the column widths + 2 · gap) × (band height + the tallest panel), as
  /// ``compose(reference:diff:actual:captions:gap:)`` lays it out. Negative `gap` counts as 0.
  public static func canvasSize(panels: [PixelSize], captions: [PixelSize], gap: Int = defaultGap) -> PixelSize {
    let columns = panels.indices.map { max(panels[$0].width, $0 < captions.count ? captions[$0].width : 0) }
    let band = captions.map(\.height).max() ?? 0
    return PixelSize(width: columns.reduce(0, +) + 2 * max(gap, 0), height: band + (panels.map(\.height).max() ?? 0))
  }

  /// The composite as a `PNGRowSource`: the same pixels as
  /// ``compose(reference:diff:actual:captions:gap:)``, made a strip of rows at a time when
  /// encoded (`PNGStreamEncoder`), so that the composite (three images wide) is never held whole.
  public struct Rows: PNGRowSource {
    let panels: [RGBAImage]
    let captions: [RGBAImage]
    let columns: [Int]
    let band: Int
    let gap: Int
    public let width: Int
    public let height: Int

    /// Lays out the composite as `compose` does; `gap` below 0 counts as 0.
    public init(reference: RGBAImage, diff: RGBAImage, actual: RGBAImage, captions: [RGBAImage] = [],
                gap: Int = SideBySide.defaultGap) {
      let panels = [reference, diff, actual]
      self.panels = panels
      self.captions = captions
      self.gap = max(gap, 0)
      columns = panels.indices.map { index in max(panels[index].width, index < captions.count ? captions[index].width : 0) }
      band = captions.map(\.height).max() ?? 0
      let size = SideBySide.canvasSize(panels: panels.map(PixelSize.init(of:)), captions: captions.map(PixelSize.init(of:)),
                                       gap: gap)
      width = size.width
      height = size.height
    }

    /// True when no transparent area is left (no gap, every panel fills its column and the full
    /// height; the caption band is opaque white) and every panel and caption is opaque.
    public func isOpaque() -> Bool {
      let tallest = panels.map(\.height).max() ?? 0
      guard gap == 0, panels.indices.allSatisfy({ panels[$0].width == columns[$0] && panels[$0].height == tallest }) else {
        return false
      }
      return (panels + captions).allSatisfy(PNGEncoder.isOpaque)
    }

    public func copyRows(_ rows: Range<Int>, into target: UnsafeMutableRawPointer) {
      let rowBytes = width * 4
      for (offset, y) in rows.enumerated() {
        let row = target + offset * rowBytes
        // The band is opaque white across the whole width; below it, transparent around the panels.
        row.initializeMemory(as: UInt8.self, repeating: y < band ? 255 : 0, count: rowBytes)
        var left = 0
        for index in panels.indices {
          if y < band {
            if index < captions.count, y < captions[index].height { copy(captions[index], row: y, to: row + left * 4) }
          } else if y - band < panels[index].height {
            copy(panels[index], row: y - band, to: row + left * 4)
          }
          left += columns[index] + gap
        }
      }
    }

    private func copy(_ image: RGBAImage, row: Int, to target: UnsafeMutableRawPointer) {
      let rowBytes = image.width * 4
      image.pixels.withUnsafeBytes { raw in
        guard let base = raw.baseAddress else { return }
        target.copyMemory(from: base + row * rowBytes, byteCount: rowBytes)
      }
    }
  }

  /// Copies `image` into `canvas` with its top-left corner at (`x`, `y`); it must fit.
  private static func copy(_ image: RGBAImage, into canvas: inout RGBAImage, x: Int, y: Int) {
    let rowBytes = image.width * 4
    for row in 0..<image.height {
      let source = row * rowBytes, target = ((y + row) * canvas.width + x) * 4
      canvas.pixels.replaceSubrange(target..<(target + rowBytes), with: image.pixels[source..<(source + rowBytes)])
    }
  }
}
