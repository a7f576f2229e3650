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
/// advance of English text weighted by letter frequency. A face Capsize does not list takes its
/// family's regular figures. A name whose family is not in the table keeps Inter's own height
/// and width.
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
  /// The weight of the face these figures are for (a family's entry: regular), as snapcheck reads
  /// it from a PostScript name (`HelveticaNeue-UltraLight`: extra-light). A name drawn at another
  /// weight (`TimesNewRomanPS-BoldMT` with the family's regular figures) is taken to widen with
  /// weight as Inter does (see `spacing`).
  public var weight: FontWeight = .regular

  /// The pinned Inter's average advance at `weight` and `pointSize` in the same weighting, in
  /// ems: Capsize's Inter faces (`inter/<weight>`: 925, 942, 960, 978, 988, 998, 1008, 1021 and
  /// 1035 per 2048 from Thin to Black) scaled so that Regular is 0.4741 em, what
  /// reference/fidelity.md §4 measured for the Debian Inter 4.0β7 that snapcheck pins
  /// (Capsize's Regular: 978/2048 = 0.4775); from `FontDescriptor.displayOpticalSizeFrom` (20 pt),
  /// where text is drawn in Inter Display, 9.5 % less (fidelity.md §4: "Inter Display, which is
  /// 9.5 % narrower than Inter").
  public static func standInAverageWidth(_ weight: FontWeight, pointSize: Double = 17) -> Double {
    let display = pointSize >= FontDescriptor.displayOpticalSizeFrom ? 0.905 : 1
    let units: Double = switch weight {
    case .thin: 925
    case .extraLight: 942
    case .light: 960
    case .regular: 978
    case .medium: 988
    case .semibold: 998
    case .bold: 1008
    case .extraBold: 1021
    case .black: 1035
    }
    return 0.4741 * units / 978 * display
  }

  /// Capsize's figures by PostScript name: a family's regular face under the family name (the
  /// part of a PostScript name before its style suffix, without Monotype's `MT`/`PSMT`), its
  /// other faces under their own names where Capsize lists them. iOS's Helvetica Neue (and its
  /// UltraLight, Thin, Light, Medium and Bold), Helvetica, Arial, Georgia and Times New Roman;
  /// the Google fonts Montserrat, Nunito Sans (`nunitoSans/regular`, Light and Bold), Public Sans
  /// and Quicksand (and Bold).
  public static let table: [String: CustomFontMetrics] = [
    "HelveticaNeue": CustomFontMetrics(unitsPerEm: 1000, ascent: 952, descent: 213, lineGap: 28, averageWidth: 450),
    "HelveticaNeue-UltraLight": CustomFontMetrics(unitsPerEm: 1000, ascent: 931, descent: 213, lineGap: 27, averageWidth: 400, weight: .extraLight),
    "HelveticaNeue-Thin": CustomFontMetrics(unitsPerEm: 1000, ascent: 967, descent: 213, lineGap: 29, averageWidth: 418, weight: .thin),
    "HelveticaNeue-Light": CustomFontMetrics(unitsPerEm: 1000, ascent: 967, descent: 213, lineGap: 29, averageWidth: 433, weight: .light),
    "HelveticaNeue-Medium": CustomFontMetrics(unitsPerEm: 1000, ascent: 975, descent: 217, lineGap: 29, averageWidth: 465, weight: .medium),
    "HelveticaNeue-Bold": CustomFontMetrics(unitsPerEm: 1000, ascent: 975, descent: 217, lineGap: 29, averageWidth: 480, weight: .bold),
    "Helvetica": CustomFontMetrics(unitsPerEm: 2048, ascent: 1577, descent: 471, lineGap: 0, averageWidth: 913),
    "Arial": CustomFontMetrics(unitsPerEm: 2048, ascent: 1854, descent: 434, lineGap: 67, averageWidth: 913),
    "Georgia": CustomFontMetrics(unitsPerEm: 2048, ascent: 1878, descent: 449, lineGap: 0, averageWidth: 913),
    "TimesNewRoman": CustomFontMetrics(unitsPerEm: 2048, ascent: 1825, descent: 443, lineGap: 87, averageWidth: 832),
    "Montserrat": CustomFontMetrics(unitsPerEm: 1000, ascent: 968, descent: 251, lineGap: 0, averageWidth: 503),
    "NunitoSans": CustomFontMetrics(unitsPerEm: 1000, ascent: 1011, descent: 353, lineGap: 0, averageWidth: 452),
    "NunitoSans-Light": CustomFontMetrics(unitsPerEm: 1000, ascent: 1011, descent: 353, lineGap: 0, averageWidth: 444, weight: .light),
    "NunitoSans-Bold": CustomFontMetrics(unitsPerEm: 1000, ascent: 1011, descent: 353, lineGap: 0, averageWidth: 470, weight: .bold),
    "PublicSans": CustomFontMetrics(unitsPerEm: 2000, ascent: 1900, descent: 450, lineGap: 0, averageWidth: 935),
    "Quicksand": CustomFontMetrics(unitsPerEm: 1000, ascent: 1000, descent: 250, lineGap: 0, averageWidth: 465),
    "Quicksand-Bold": CustomFontMetrics(unitsPerEm: 1000, ascent: 1000, descent: 250, lineGap: 0, averageWidth: 489, weight: .bold),
  ]

  /// The metrics for a PostScript name (`HelveticaNeue-Thin`, `ArialMT`, `TimesNewRomanPS-BoldMT`,
  /// `Quicksand-Bold`): the face itself when `table` has it, else the upright face of an italic
  /// (`HelveticaNeue-BoldItalic` → `HelveticaNeue-Bold`), else the family's regular face; nil
  /// when the family is not in `table`. Case-sensitive, as PostScript names are.
  public static func metrics(postScriptName: String) -> CustomFontMetrics? {
    if let face = table[postScriptName] { return face }
    let parts = postScriptName.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
    var family = parts.first ?? ""
    for suffix in ["PSMT", "MT", "PS"] where family.hasSuffix(suffix) && table[String(family)] == nil {
      family = family.dropLast(suffix.count)
    }
    if parts.count == 2, parts[1].hasSuffix("Italic"), let upright = table[family + "-" + parts[1].dropLast("Italic".count)] {
      return upright
    }
    return table[String(family)]
  }

  /// A label line's height at `pointSize`, points: (ascent + descent) / units per em × size.
  public func lineHeight(atPointSize pointSize: Double) -> Double {
    (ascent + descent) / unitsPerEm * pointSize
  }

  /// Letter spacing that gives Inter at `weight` (the weight it is drawn at) this face's average
  /// width at `pointSize`, points per grapheme (negative for a narrower face): (target −
  /// `standInAverageWidth(weight, pointSize:)`) × size, where the target is the face's average
  /// width per em, scaled by Inter's width at `weight` over Inter's at the face's own `weight`
  /// when the two differ (a bold name with only the regular face's figures is taken to be as
  /// much wider as Inter Bold is than Inter Regular; without that, Times New Roman's narrow
  /// regular figures against Inter Bold pulled bold glyphs into each other).
  public func spacing(atPointSize pointSize: Double, standInWeight weight: FontWeight) -> Double {
    let standIn = Self.standInAverageWidth(weight, pointSize: pointSize)
    let widening = Self.standInAverageWidth(weight) / Self.standInAverageWidth(self.weight)
    return (averageWidth / unitsPerEm * widening - standIn) * pointSize
  }
}
