/// pixelmatch v7.2.0's anti-aliasing test (Vyšniauskas 2009, "Anti-aliased Pixel and Intensity
/// Slope Detector"; image-diff.md §2.1), ported with its neighbour order (x outer, y inner) and
/// tie-breaks so that counts match pixelmatch exactly.
struct AntialiasingDetector {
  let width: Int
  let height: Int
  let background: AlphaBackground

  /// True when pixel (`x1`, `y1`) of `image` looks like anti-aliasing: it has both a darker and a
  /// brighter neighbour, at most two neighbours of equal brightness, and the darkest or the
  /// brightest neighbour has 3+ identical neighbours in both images (`a32`, `b32`: the two images
  /// as 32-bit pixels).
  func isAntialiased(_ image: UnsafePointer<UInt8>, x1: Int, y1: Int,
                     a32: UnsafePointer<UInt32>, b32: UnsafePointer<UInt32>) -> Bool {
    let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
    let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
    let pos = (y1 * width + x1) * 4
    var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
    var minDelta = 0.0, maxDelta = 0.0
    var minX = 0, minY = 0, maxX = 0, maxY = 0
    var x = x0
    while x <= x2 {  // while loops: no range-overflow traps in the hot path
      var y = y0
      while y <= y2 {
        if x != x1 || y != y1 {
          let delta = YIQColorDelta.brightness(image, pos, image, (y &* width &+ x) &* 4, background: background)
          if delta == 0 {
            zeroes += 1
            if zeroes > 2 { return false }
          } else if delta < minDelta {
            minDelta = delta; minX = x; minY = y
          } else if delta > maxDelta {
            maxDelta = delta; maxX = x; maxY = y
          }
        }
        y += 1
      }
      x += 1
    }
    if minDelta == 0 || maxDelta == 0 { return false }
    return (hasManySiblings(a32, minX, minY) && hasManySiblings(b32, minX, minY))
      || (hasManySiblings(a32, maxX, maxY) && hasManySiblings(b32, maxX, maxY))
  }

  /// True when pixel (`x1`, `y1`) has 3+ neighbours with the identical RGBA value (a border pixel
  /// starts the count at 1).
  @inline(__always)
  private func hasManySiblings(_ image: UnsafePointer<UInt32>, _ x1: Int, _ y1: Int) -> Bool {
    let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
    let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
    let value = image[y1 * width + x1]
    var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
    var x = x0
    while x <= x2 {
      var y = y0
      while y <= y2 {
        if x != x1 || y != y1 {
          if value == image[y &* width &+ x] { zeroes += 1 }
          if zeroes > 2 { return true }
        }
        y += 1
      }
      x += 1
    }
    return false
  }
}
