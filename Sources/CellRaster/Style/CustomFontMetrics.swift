/// The metrics of named fonts a XIB may use instead of the system font (families iOS ships, and
/// a few common app fonts), so that a label in such a font gets that font's line height and about
/// its width, although snapcheck draws every face with the pinned Inter (DESIGN.md
/// "Determinism"): the line height is set on the text (`FontDescriptor.lineHeight`) and the
/// difference in average character width becomes letter spacing (`FontDescriptor.tracking`), so
/// that measuring and drawing agree.
///
/// Source of every figure: Capsize's font metrics collection ([capsize] in
/// reference/fidelity.md; `@capsizecss/metrics`, `entireMetricsCollection/<family>.cjs`): units
/// per em, `ascent`, `descent` (stored positive here), `lineGap`, and `xWidthAvg`, the average
/// advance of English text weighted by letter frequency. The family's regular face stands in for
/// its other weights (Capsize lists one face per family). A name not in the table keeps Inter's
/// own height and width.
///
/// Line height: `ascent + descent`, without the line gap, as a UILabel lays a line out (IB's
/// stored frames: covpass ActionTableViewCell's one-line label in HelveticaNeue 17 pt is 20 pt
/// tall at 2x: 17 × 1.165 = 19.8, where 17 × 1.193 with the gap would give 20.5; the same rule
/// as `SystemFontMetrics`).
public struct CustomFontMetrics: Sendable, Equatable {
  /// Font units per em.
  public let unitsPerEm: Double
  /// Ascent above the baseline, font units.
  public let ascent: Double
  /// Descent below the baseline, font units, positive.
  public let descent: Double
  /// Line gap, font units (not part of a label's line, kept for reference).
  public let lineGap: Double
  /// Average advance of English text, font units (Capsize `xWidthAvg`).
  public let averageWidth: Double

  /// The pinned Inter's average advance in the same weighting, in ems: 0.4741 (reference/
  /// fidelity.md §4: the Debian Inter 4.0β7 that snapcheck pins; Capsize's Inter 4 lists
  /// 1344/2816 = 0.4773).
  public static let standInAverageWidth = 0.4741

  /// Capsize's figures by PostScript family name (the part of a PostScript name before its
  /// style suffix, without Monotype's `MT`/`PSMT`): iOS's Helvetica Neue, Helvetica, Arial,
  /// Georgia and Times New Roman, and the Google fonts Montserrat, Nunito Sans (`nunitoSans/
  /// regular`), Public Sans and Quicksand.
  public static let table: [String: CustomFontMetrics] = [
    "HelveticaNeue": CustomFontMetrics(unitsPerEm: 1000, ascent: 952, descent: 213, lineGap: 28, averageWidth: 450),
    "Helvetica": CustomFontMetrics(unitsPerEm: 2048, ascent: 1577, descent: 471, lineGap: 0, averageWidth: 913),
    "Arial": CustomFontMetrics(unitsPerEm: 2048, ascent: 1854, descent: 434, lineGap: 67, averageWidth: 913),
    "Georgia": CustomFontMetrics(unitsPerEm: 2048, ascent: 1878, descent: 449, lineGap: 0, averageWidth: 913),
    "TimesNewRoman": CustomFontMetrics(unitsPerEm: 2048, ascent: 1825, descent: 443, lineGap: 87, averageWidth: 832),
    "Montserrat": CustomFontMetrics(unitsPerEm: 1000, ascent: 968, descent: 251, lineGap: 0, averageWidth: 503),
    "NunitoSans": CustomFontMetrics(unitsPerEm: 1000, ascent: 1011, descent: 353, lineGap: 0, averageWidth: 452),
    "PublicSans": CustomFontMetrics(unitsPerEm: 2000, ascent: 1900, descent: 450, lineGap: 0, averageWidth: 935),
    "Quicksand": CustomFontMetrics(unitsPerEm: 1000, ascent: 1000, descent: 250, lineGap: 0, averageWidth: 465),
  ]

  /// The metrics for a PostScript name (`HelveticaNeue-Thin`, `ArialMT`, `TimesNewRomanPS-BoldMT`,
  /// `Quicksand-Bold`), nil when its family is not in `table`. Case-sensitive, as PostScript
  /// names are.
  public static func metrics(postScriptName: String) -> CustomFontMetrics? {
    var family = Substring(postScriptName.split(separator: "-", maxSplits: 1).first ?? "")
    for suffix in ["PSMT", "MT", "PS"] where family.hasSuffix(suffix) && table[String(family)] == nil {
      family = family.dropLast(suffix.count)
    }
    return table[String(family)]
  }

  /// A label line's height at `pointSize`, points: (ascent + descent) / units per em × size.
  public func lineHeight(atPointSize pointSize: Double) -> Double {
    (ascent + descent) / unitsPerEm * pointSize
  }

  /// Letter spacing that gives Inter this font's average width at `pointSize`, points per
  /// grapheme (negative for a narrower font): (average width / units per em − 0.4741) × size.
  public func spacing(atPointSize pointSize: Double) -> Double {
    (averageWidth / unitsPerEm - Self.standInAverageWidth) * pointSize
  }
}
