import CellRaster

/// Compares a rendered frame's pixels with its golden (strict by default).
enum SnapshotImageCheck {
  /// A failed comparison: one summary line and the diff image.
  struct Problem {
    let summary: String
    let diffImage: RGBAImage?
  }

  /// - Returns: nil when the images match.
  static func compare(reference: RGBAImage, actual: RGBAImage) -> Problem? {
    if reference.width != actual.width || reference.height != actual.height {
      return Problem(summary: "size differs: golden \(reference.width)x\(reference.height) px, actual \(actual.width)x\(actual.height) px",
                     diffImage: nil)
    }
    if reference.pixels == actual.pixels { return nil }
    var count = 0
    var i = 0
    while i < reference.pixels.count {
      if reference.pixels[i] != actual.pixels[i] || reference.pixels[i + 1] != actual.pixels[i + 1]
        || reference.pixels[i + 2] != actual.pixels[i + 2] || reference.pixels[i + 3] != actual.pixels[i + 3] {
        count += 1
      }
      i += 4
    }
    return Problem(summary: "\(count) pixels differ", diffImage: nil)
  }
}
