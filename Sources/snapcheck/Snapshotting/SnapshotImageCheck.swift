import CellRaster

/// Compares a rendered frame's pixels with its golden through the image comparison engine.
enum SnapshotImageCheck {
  /// A failed comparison: one summary line and the diff image (the side-by-side composite is
  /// drawn from it when the artifacts are written, `Artifacts.writeImageFailure`).
  struct Problem {
    let summary: String
    let diffImage: RGBAImage?
  }

  /// - Parameter options: the scenario's comparison (strict unless the spec or the command line
  ///   set tolerances).
  /// - Returns: nil when the images match within the options. The diff image is held to
  ///   `options.maxDiffImagePixels` (100,000,000 px unless set: README "Variants"); over it
  ///   the problem has none and its summary names both sizes and the limit, e.g. `size differs:
  ///   golden 1x32767 px, actual 12288x300 px; no diff or side-by-side image: the diff image
  ///   would be 12288x32767 = 402640896 px, over the limit of 100000000 px`.
  ///
  /// The first pass draws no diff image (perf on the scale corpus: painting the diff of two equal
  /// images was 23% of verify); only a failure is compared again to draw it.
  static func compare(reference: RGBAImage, actual: RGBAImage, options: ComparisonOptions) -> Problem? {
    var counting = options
    counting.diffImage = nil
    if ImageComparison.compare(reference: reference, actual: actual, options: counting).passed { return nil }
    let result = ImageComparison.compare(reference: reference, actual: actual, options: options)
    let diff = result.diffImage
    let notMade = result.diffImageOverLimit.map { "; no diff or side-by-side image: \($0)" } ?? ""
    if result.sizeMismatch {
      return Problem(summary: "size differs: golden \(reference.width)x\(reference.height) px, actual \(actual.width)x\(actual.height) px"
                       + notMade, diffImage: diff)
    }
    return Problem(summary: result.reportLines.joined(separator: "; "), diffImage: diff)
  }
}
