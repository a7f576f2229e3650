/// The verdict on one pixel whose RGBA values differ.
enum PixelVerdict {
  /// Within tolerance: drawn as faded reference, not counted.
  case same
  /// A counted difference; `darker` when the actual pixel is darker (selects `diffColorAlt`).
  case changed(darker: Bool)
  /// Excused as anti-aliasing: drawn `aaColor`, not counted.
  case antialiased
}

/// A per-pixel test for one comparison mode. `DiffScan` calls it only for pixels whose 32-bit
/// RGBA values differ, with `pos` the byte offset (4 × pixel index) and (`x`, `y`) the pixel.
protocol PixelClassifier {
  func classify(pos: Int, x: Int, y: Int) -> PixelVerdict
}

/// The two images being compared, as raw bytes and as 32-bit pixels, with their size.
struct ImagePair {
  let reference: UnsafePointer<UInt8>
  let actual: UnsafePointer<UInt8>
  let reference32: UnsafePointer<UInt32>
  let actual32: UnsafePointer<UInt32>
  let width: Int
  let height: Int

  /// True when the actual pixel at `pos` is darker than the reference one (YIQ luma over
  /// `background`), as pixelmatch decides `diffColorAlt`.
  @inline(__always)
  func actualIsDarker(_ pos: Int, background: AlphaBackground) -> Bool {
    YIQColorDelta.brightness(reference, pos, actual, pos, background: background) > 0
  }
}

/// Strict mode: every pixel whose bytes differ is a difference.
struct StrictClassifier: PixelClassifier {
  let pair: ImagePair
  /// Only picks `diffColorAlt`; the verdict itself ignores alpha backgrounds.
  let background: AlphaBackground

  @inline(__always)
  func classify(pos: Int, x: Int, y: Int) -> PixelVerdict {
    .changed(darker: pair.actualIsDarker(pos, background: background))
  }
}

/// pixelmatch v7.2.0: YIQ delta against 35215 · threshold², then the anti-aliasing test on both
/// images unless `includeAA` (image-diff.md §2.1).
struct PixelmatchClassifier: PixelClassifier {
  let pair: ImagePair
  let maxDelta: Double
  let includeAA: Bool
  let background: AlphaBackground
  let detector: AntialiasingDetector

  init(pair: ImagePair, threshold: Double, includeAA: Bool, background: AlphaBackground) {
    self.pair = pair
    let t = min(max(threshold.isNaN ? 0 : threshold, 0), 1)
    maxDelta = YIQColorDelta.maximum * t * t
    self.includeAA = includeAA
    self.background = background
    detector = AntialiasingDetector(width: pair.width, height: pair.height, background: background)
  }

  @inline(__always)
  func classify(pos: Int, x: Int, y: Int) -> PixelVerdict {
    let delta = YIQColorDelta.delta(pair.reference, pos, pair.actual, pos, background: background)
    guard abs(delta) > maxDelta else { return .same }
    if !includeAA
      && (detector.isAntialiased(pair.reference, x1: x, y1: y, a32: pair.reference32, b32: pair.actual32)
        || detector.isAntialiased(pair.actual, x1: x, y1: y, a32: pair.actual32, b32: pair.reference32)) {
      return .antialiased
    }
    return .changed(darker: delta < 0)
  }
}

/// Perceptual mode: CIEDE2000 ΔE between the two pixels composited over the alpha background;
/// a difference when ΔE > `deltaE`.
struct PerceptualClassifier: PixelClassifier {
  let pair: ImagePair
  let deltaE: Double
  let background: AlphaBackground

  @inline(__always)
  func classify(pos: Int, x: Int, y: Int) -> PixelVerdict {
    let difference = CIEDE2000.difference(lab(pair.reference, pos), lab(pair.actual, pos))
    return difference > deltaE ? .changed(darker: pair.actualIsDarker(pos, background: background)) : .same
  }

  private func lab(_ image: UnsafePointer<UInt8>, _ pos: Int) -> CIEDE2000.Lab {
    let alpha = image[pos + 3]
    if alpha == 255 { return CIEDE2000.lab(bytes: image[pos], image[pos + 1], image[pos + 2]) }
    let bg = background.color(atByteOffset: pos)
    let a = Double(alpha)
    func over(_ c: UInt8, _ b: Int) -> Double { (Double(c) * a + Double(b) * (255 - a)) / 255 }
    return CIEDE2000.lab(r: over(image[pos], bg.r), g: over(image[pos + 1], bg.g), b: over(image[pos + 2], bg.b))
  }
}
