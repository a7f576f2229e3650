#if canImport(Glibc)
import Glibc
#endif

/// The image comparison engine: strict, pixelmatch v7.2.0-compatible and perceptual (CIEDE2000)
/// modes, with an allowance in pixels or percent, a bounding box and a pixelmatch-style diff image.
///
/// Identical images are detected with one `memcmp` and cost no per-pixel colour work. Images of
/// different sizes always fail: their overlap (top-left aligned) is compared, and every pixel of
/// the larger size outside the smaller image is padding, counted and drawn as changed. The
/// diff image's canvas (the larger width × the larger height) is held to
/// `ComparisonOptions.maxDiffImagePixels`: over it no diff image is drawn at all, and counting
/// never allocates more than the overlap.
public enum ImageComparison {
  /// Compares `actual` against `reference`.
  /// - Parameters:
  ///   - reference: the golden image (its faded luma is the diff image's background).
  ///   - actual: the new image.
  ///   - options: mode, tolerances, allowance and diff-image style; default strict.
  /// - Returns: counts, ratio, bounding box, verdict and (unless disabled) the diff image.
  public static func compare(reference: RGBAImage, actual: RGBAImage,
                             options: ComparisonOptions = .strict) -> ComparisonResult {
    let referenceSize = PixelSize(of: reference), actualSize = PixelSize(of: actual)
    let width = max(reference.width, actual.width), height = max(reference.height, actual.height)
    let overlap = PixelSize(width: min(reference.width, actual.width), height: min(reference.height, actual.height))
    let sameSize = referenceSize == actualSize
    var options = options
    var overLimit: ImageOverLimit?
    if options.diffImage != nil {
      overLimit = ImageOverLimit.check("diff image", size: PixelSize(width: width, height: height), limit: options.maxDiffImagePixels)
      if overLimit != nil { options.diffImage = nil }
    }
    let a = sameSize ? reference : crop(reference, to: overlap)
    let b = sameSize ? actual : crop(actual, to: overlap)
    var (outcome, diff) = compareEqualSizes(a, b, options: options)

    if !sameSize {
      let padding = width * height - overlap.pixelCount
      outcome.mismatched += padding
      if overlap.width < width { outcome.box.add(PixelBox(x: overlap.width, y: 0, width: width - overlap.width, height: height)) }
      if overlap.height < height { outcome.box.add(PixelBox(x: 0, y: overlap.height, width: width, height: height - overlap.height)) }
      if let style = options.diffImage, let inner = diff {
        diff = pad(inner, to: PixelSize(width: width, height: height), with: style.diffColor)
      }
    }
    return ComparisonResult(referenceSize: referenceSize, actualSize: actualSize, mismatchedPixels: outcome.mismatched,
                            antialiasedPixels: outcome.antialiased, totalPixels: width * height,
                            boundingBox: outcome.box.box, diffImage: diff, allowance: options.allowance, mode: options.mode,
                            diffImageOverLimit: overLimit)
  }

  private static func compareEqualSizes(_ a: RGBAImage, _ b: RGBAImage,
                                        options: ComparisonOptions) -> (ScanOutcome, RGBAImage?) {
    guard let style = options.diffImage else { return (scan(a, b, options: options, painter: nil), nil) }
    var output = [UInt8](repeating: 0, count: a.pixels.count)
    let outcome = output.withUnsafeMutableBufferPointer { out in
      scan(a, b, options: options, painter: out.baseAddress.map { DiffPainter(style: style, output: $0) })
    }
    return (outcome, RGBAImage(width: a.width, height: a.height, pixels: output))
  }

  /// Counts (and, with a painter, draws) the differences of two equally sized images.
  private static func scan(_ a: RGBAImage, _ b: RGBAImage, options: ComparisonOptions,
                           painter: DiffPainter?) -> ScanOutcome {
    let count = a.pixels.count
    return a.pixels.withUnsafeBufferPointer { ra in
      b.pixels.withUnsafeBufferPointer { rb in
        guard let pa = ra.baseAddress, let pb = rb.baseAddress, count > 0 else { return ScanOutcome() }
        if memcmp(pa, pb, count) == 0 {  // identical: no per-pixel colour pass at all
          if var painter {
            for pos in stride(from: 0, to: count, by: 4) { painter.drawSame(pos, reference: pa) }
          }
          return ScanOutcome()
        }
        return UnsafeRawPointer(pa).withMemoryRebound(to: UInt32.self, capacity: count / 4) { a32 in
          UnsafeRawPointer(pb).withMemoryRebound(to: UInt32.self, capacity: count / 4) { b32 in
            let pair = ImagePair(reference: pa, actual: pb, reference32: a32, actual32: b32, width: a.width, height: a.height)
            switch options.mode {
            case .strict:
              let classifier = StrictClassifier(pair: pair, background: options.alphaBackground)
              return DiffScan.run(pair, classifier: classifier, painter: painter)
            case .pixelmatch:
              let classifier = PixelmatchClassifier(pair: pair, threshold: options.threshold,
                                                    includeAA: options.includeAA, background: options.alphaBackground)
              return DiffScan.run(pair, classifier: classifier, painter: painter)
            case .perceptual:
              let classifier = PerceptualClassifier(pair: pair, deltaE: max(options.deltaE, 0),
                                                    background: options.alphaBackground)
              return DiffScan.run(pair, classifier: classifier, painter: painter)
            }
          }
        }
      }
    }
  }

  /// The top-left `size` part of `image`.
  static func crop(_ image: RGBAImage, to size: PixelSize) -> RGBAImage {
    var pixels: [UInt8] = []
    pixels.reserveCapacity(size.pixelCount * 4)
    for y in 0..<size.height {
      let start = y * image.width * 4
      pixels += image.pixels[start..<(start + size.width * 4)]
    }
    return RGBAImage(width: size.width, height: size.height, pixels: pixels)
  }

  /// `image` at the top left of a `size` canvas whose other pixels are `color` (opaque).
  static func pad(_ image: RGBAImage, to size: PixelSize, with color: DiffImageStyle.RGB) -> RGBAImage {
    var canvas = RGBAImage(width: size.width, height: size.height, fill: (color.r, color.g, color.b, 255))
    for y in 0..<image.height {
      let source = y * image.width * 4, target = y * size.width * 4
      canvas.pixels.replaceSubrange(target..<(target + image.width * 4), with: image.pixels[source..<(source + image.width * 4)])
    }
    return canvas
  }
}
