import CellRaster
import Foundation

/// WCAG 2.x relative luminance and contrast ratio (reference/accessibility.md §3.4, w3.org/TR/WCAG22
/// "relative luminance", "contrast ratio"), for opaque 8-bit sRGB colours.
///
/// Channel c = value/255; linear = c/12.92 when c ≤ 0.04045, else ((c + 0.055)/1.055)^2.4 (WCAG ≤ 2.1
/// wrote 0.03928; no 8-bit value lies between the two cut-offs, so both give the same results).
/// L = 0.2126 R + 0.7152 G + 0.0722 B. Ratio = (L_lighter + 0.05)/(L_darker + 0.05), 1…21.
public enum WCAGContrast {
  /// SC 1.4.3 AA for normal text: 4.5:1.
  public static let normalTextMinimum = 4.5
  /// SC 1.4.3 AA for large text (≥ 18 pt, or ≥ 14 pt bold): 3:1.
  public static let largeTextMinimum = 3.0
  /// SC 1.4.11 AA for user-interface components and graphics: 3:1.
  public static let nonTextMinimum = 3.0

  /// The relative luminance of `color` (alpha ignored), 0–1.
  public static func relativeLuminance(_ color: Color) -> Double {
    relativeLuminance(
      red: Double(color.red) / 255, green: Double(color.green) / 255,
      blue: Double(color.blue) / 255)
  }

  /// The relative luminance of sRGB channels given as 0–1 values.
  public static func relativeLuminance(red: Double, green: Double, blue: Double) -> Double {
    func linear(_ c: Double) -> Double {
      c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// The contrast ratio of two colours (order does not matter), 1–21.
  public static func ratio(_ a: Color, _ b: Color) -> Double {
    ratio(luminance: relativeLuminance(a), relativeLuminance(b))
  }

  /// The contrast ratio of two relative luminances (order does not matter), 1–21.
  public static func ratio(luminance a: Double, _ b: Double) -> Double {
    (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// WCAG's "large scale" text: at least 18 pt, or at least 14 pt and bold. Bold means a weight
  /// of 700 or more (CSS `bold`); semibold (600) counts as normal text — the stricter reading,
  /// our choice.
  public static func isLargeText(_ font: FontDescriptor) -> Bool {
    font.pointSize >= 18 || (font.pointSize >= 14 && font.weight.numericWeight >= 700)
  }

  /// A ratio as written in findings: four decimals and ":1", e.g. "4.5422:1" (four decimals so
  /// that a value just under a threshold, 4.4995, never reads as the threshold).
  public static func format(_ ratio: Double) -> String {
    let scaled = Int((ratio * 10000).rounded())
    let fraction = String(scaled % 10000)
    return "\(scaled / 10000)." + String(repeating: "0", count: 4 - fraction.count) + fraction + ":1"
  }
}
