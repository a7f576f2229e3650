import CellRaster

/// Compares a rendered frame's pixels with its golden through the image comparison engine.
enum SnapshotImageCheck {
  /// A failed comparison: one summary line, the diff image and the side-by-side composite.
  struct Problem {
    let summary: String
    let diffImage: RGBAImage?
    let sideBySide: RGBAImage?
  }

  /// - Parameter options: the scenario's comparison (strict unless the spec or the command line
  ///   set tolerances).
  /// - Returns: nil when the images match within the options.
  static func compare(reference: RGBAImage, actual: RGBAImage, options: ComparisonOptions) -> Problem? {
    let result = ImageComparison.compare(reference: reference, actual: actual, options: options)
    if result.passed { return nil }
    let diff = result.diffImage
    let sideBySide = diff.map { SideBySide.compose(reference: reference, diff: $0, actual: actual) }
    if result.sizeMismatch {
      return Problem(summary: "size differs: golden \(reference.width)x\(reference.height) px, actual \(actual.width)x\(actual.height) px",
                     diffImage: diff, sideBySide: sideBySide)
    }
    return Problem(summary: result.reportLines.joined(separator: "; "), diffImage: diff, sideBySide: sideBySide)
  }
}
