#if canImport(Glibc)
import Glibc
#endif

/// What one pass over two equally sized images found.
struct ScanOutcome {
  var mismatched = 0
  var antialiased = 0
  var box = PixelBoxBuilder()
}

/// The one per-pixel loop shared by every comparison mode: rows whose bytes are equal are
/// skipped with `memcmp`, pixels whose 32-bit values are equal are "same" without any colour
/// math, and only the rest are handed to the mode's classifier. Draws the diff image when a
/// painter is given.
enum DiffScan {
  static func run<C: PixelClassifier>(_ pair: ImagePair, classifier: C, painter: DiffPainter?) -> ScanOutcome {
    var outcome = ScanOutcome()
    var painter = painter
    let rowBytes = pair.width * 4
    for y in 0..<pair.height {
      let rowStart = y * pair.width
      if memcmp(pair.reference + rowStart * 4, pair.actual + rowStart * 4, rowBytes) == 0 {
        if var rowPainter = painter {
          for pos in stride(from: rowStart * 4, to: (rowStart + pair.width) * 4, by: 4) {
            rowPainter.drawSame(pos, reference: pair.reference)
          }
          painter = rowPainter
        }
        continue
      }
      for x in 0..<pair.width {
        let index = rowStart + x
        let pos = index * 4
        if pair.reference32[index] == pair.actual32[index] {
          painter?.drawSame(pos, reference: pair.reference)
          continue
        }
        switch classifier.classify(pos: pos, x: x, y: y) {
        case .same:
          painter?.drawSame(pos, reference: pair.reference)
        case .antialiased:
          outcome.antialiased += 1
          painter?.drawAntialiased(pos)
        case .changed(let darker):
          outcome.mismatched += 1
          outcome.box.add(x: x, y: y)
          painter?.drawChanged(pos, darker: darker)
        }
      }
    }
    return outcome
  }
}
