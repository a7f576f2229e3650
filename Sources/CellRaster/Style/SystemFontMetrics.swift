/// The vertical metrics of the iOS system font (SF Pro) as `UIFont` reports them, which decide a
/// `UILabel`'s height: one line is `lineHeight` tall (`ascender + |descender|`, `leading` 0), and
/// n lines are n × `lineHeight`, rounded up to the pixel grid by the caller.
///
/// SF Pro's em is 2,048 units with ascender 1,950 and descender 494 (`lineHeight` = 2,444/2,048 ≈
/// 1.1934 em). Sources: reference/fidelity.md §3 ("`UIFont.systemFont(ofSize: 15).lineHeight` is
/// 17.900 … the natural 1.1934 em of SF"); public Q&A logs of `UIFont.systemFont(ofSize: 15)
/// .lineHeight` = 17.900391 (= 15 × 2,444/2,048) and of `systemFont(ofSize: 20)` ascender 19.04…,
/// descender −4.82… (= 20 × 1,950/2,048 and 20 × 494/2,048). The XIB corpus's stored label frames
/// agree at every size they show: 11 pt → 13.5, 13 → 16, 15 → 18, 16 → 19.5, 17 → 20.5, 24 → 29
/// (2x canvases) and 12 → 14.333, 11 → 13.333 (3x).
///
/// The Dynamic Type text styles (`UIFont.preferredFont(forTextStyle:)`) have the same metrics at
/// their point size: a UILabel does not get the [HIG23] leading (the Fiori cells add it themselves
/// as line spacing, fidelity.md §3). Pure Swift, no fonts needed.
public enum SystemFontMetrics {
  /// Units per em of SF Pro.
  public static let unitsPerEm = 2048.0
  /// Ascender in font units (above the baseline).
  public static let ascenderUnits = 1950.0
  /// Descender in font units (below the baseline, as a positive number).
  public static let descenderUnits = 494.0

  /// `UIFont.lineHeight` of the system font at `pointSize`, points.
  public static func lineHeight(atPointSize pointSize: Double) -> Double {
    pointSize * (ascenderUnits + descenderUnits) / unitsPerEm
  }

  /// `UIFont.ascender` of the system font at `pointSize`, points (baseline below the line top).
  public static func ascender(atPointSize pointSize: Double) -> Double {
    pointSize * ascenderUnits / unitsPerEm
  }
}
