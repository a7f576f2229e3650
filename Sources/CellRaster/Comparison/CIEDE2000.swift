import Foundation

/// CIEDE2000 colour difference (CIE 142-2001) between sRGB colours, as formulated by Sharma, Wu
/// and Dalal (2005), "The CIEDE2000 Color-Difference Formula: Implementation Notes", with
/// kL = kC = kH = 1. Colours go sRGB (gamma-encoded, 0–255) → linear → XYZ (D65, IEC 61966-2-1
/// matrix) → CIELAB (D65 white 0.95047, 1, 1.08883).
///
/// Scale: ΔE00 = 0 for equal colours, about 1 for a just noticeable difference under ideal
/// viewing, 2.3 the JND Paparazzi's DeltaE2000 differ uses (image-diff.md §2.5), 100 for black
/// vs white.
public enum CIEDE2000 {
  /// A CIELAB colour: L* 0–100, a* and b* roughly −128…127.
  public struct Lab: Equatable, Sendable {
    /// L* (lightness, 0–100), a* (green–red) and b* (blue–yellow).
    public var l: Double, a: Double, b: Double
    /// Creates a CIELAB colour.
    public init(l: Double, a: Double, b: Double) { self.l = l; self.a = a; self.b = b }
  }

  /// The sRGB transfer function inverted, for 8-bit values, precomputed.
  private static let linearTable: [Double] = (0...255).map { linearize(Double($0)) }

  /// sRGB component (0–255, may be fractional after compositing) to linear light (0–1).
  static func linearize(_ value: Double) -> Double {
    let c = value / 255
    return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
  }

  /// CIELAB of an sRGB colour given as 8-bit components.
  static func lab(bytes r: UInt8, _ g: UInt8, _ b: UInt8) -> Lab {
    lab(linearR: linearTable[Int(r)], linearG: linearTable[Int(g)], linearB: linearTable[Int(b)])
  }

  /// CIELAB of an sRGB colour given as possibly fractional 0–255 components.
  public static func lab(r: Double, g: Double, b: Double) -> Lab {
    lab(linearR: linearize(r), linearG: linearize(g), linearB: linearize(b))
  }

  private static func lab(linearR r: Double, linearG g: Double, linearB b: Double) -> Lab {
    let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
    let fx = f(x), fy = f(y), fz = f(z)
    return Lab(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
  }

  private static func f(_ t: Double) -> Double {
    let epsilon = 216.0 / 24389.0  // (6/29)³
    return t > epsilon ? cbrt(t) : (24389.0 / 27.0 * t + 16) / 116
  }

  /// ΔE00 between two CIELAB colours (symmetric, ≥ 0).
  public static func difference(_ lab1: Lab, _ lab2: Lab) -> Double {
    let pow25To7 = 6_103_515_625.0  // 25⁷
    let c1 = (lab1.a * lab1.a + lab1.b * lab1.b).squareRoot()
    let c2 = (lab2.a * lab2.a + lab2.b * lab2.b).squareRoot()
    let cBar7 = pow((c1 + c2) / 2, 7)
    let g = 0.5 * (1 - (cBar7 / (cBar7 + pow25To7)).squareRoot())
    let a1p = (1 + g) * lab1.a, a2p = (1 + g) * lab2.a
    let c1p = (a1p * a1p + lab1.b * lab1.b).squareRoot()
    let c2p = (a2p * a2p + lab2.b * lab2.b).squareRoot()
    let h1p = hueDegrees(lab1.b, a1p), h2p = hueDegrees(lab2.b, a2p)

    let deltaLp = lab2.l - lab1.l
    let deltaCp = c2p - c1p
    var deltahp = 0.0
    if c1p * c2p != 0 {
      deltahp = h2p - h1p
      if deltahp > 180 { deltahp -= 360 } else if deltahp < -180 { deltahp += 360 }
    }
    let deltaHp = 2 * (c1p * c2p).squareRoot() * sin(radians(deltahp / 2))

    let lBarp = (lab1.l + lab2.l) / 2
    let cBarp = (c1p + c2p) / 2
    var hBarp = h1p + h2p
    if c1p * c2p != 0 {
      if abs(h1p - h2p) <= 180 {
        hBarp = (h1p + h2p) / 2
      } else if h1p + h2p < 360 {
        hBarp = (h1p + h2p + 360) / 2
      } else {
        hBarp = (h1p + h2p - 360) / 2
      }
    }
    let t = 1 - 0.17 * cos(radians(hBarp - 30)) + 0.24 * cos(radians(2 * hBarp))
      + 0.32 * cos(radians(3 * hBarp + 6)) - 0.20 * cos(radians(4 * hBarp - 63))
    let deltaTheta = 30 * exp(-pow((hBarp - 275) / 25, 2))
    let cBarp7 = pow(cBarp, 7)
    let rc = 2 * (cBarp7 / (cBarp7 + pow25To7)).squareRoot()
    let lBarMinus50Squared = (lBarp - 50) * (lBarp - 50)
    let sl = 1 + 0.015 * lBarMinus50Squared / (20 + lBarMinus50Squared).squareRoot()
    let sc = 1 + 0.045 * cBarp
    let sh = 1 + 0.015 * cBarp * t
    let rt = -sin(radians(2 * deltaTheta)) * rc
    let l = deltaLp / sl, c = deltaCp / sc, h = deltaHp / sh
    return (l * l + c * c + h * h + rt * c * h).squareRoot()
  }

  private static func hueDegrees(_ b: Double, _ a: Double) -> Double {
    if a == 0 && b == 0 { return 0 }
    let h = atan2(b, a) * 180 / .pi
    return h < 0 ? h + 360 : h
  }

  private static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
}
