/// The size-specific tracking of the iOS system font (SF Pro), which Core Text applies by itself at
/// every point size, and which snapcheck adds to the Inter stand-in so that text widths come out
/// like SF's (reference/fidelity.md §4: Inter's untracked width ≈ SF Pro's untracked width, and
/// the size dependence of the Inter/SF width ratio is exactly this table).
///
/// Source: [HIG23], Human Interface Guidelines > Typography > Specifications > "iOS, iPadOS
/// tracking values", SF Pro (the public copy dated June 21, 2023 that reference/fidelity.md cites;
/// the macOS and tvOS tables on the same page are identical but for 52/53 pt, see there). Typed in as
/// printed, sizes 6–96 pt.
///
/// Heavier weights also get `standInWeightSpacing`: Inter's semibold and bold are narrower
/// against SF's than its regular is, which the table alone does not cover.
///
/// Pure Swift, no fonts needed. Applied only to the system font: a named custom font
/// (`FontDescriptor.customFontName`) gets none of it, only `CustomFontMetrics`' spacing when its
/// metrics are known.
public enum SystemFontTracking {
  /// One row of the HIG table: point size, tracking in 1/1000 em, tracking in points.
  public struct Row: Sendable, Equatable {
    /// Point size (pt).
    public let size: Double
    /// Tracking in thousandths of an em, as the HIG prints it.
    public let thousandthsOfEm: Int
    /// Tracking in points (pt), as the HIG prints it.
    public let points: Double
  }

  /// The SF Pro rows of [HIG23], in increasing size. The table skips 55, 57, 59, 61, 63, 65, 67,
  /// 69, 71, 73–75, 77–79, 81–83, 85–87, 89–91 and 93–95 pt (see `tracking(atPointSize:)`).
  public static let table: [Row] = [
    Row(size: 6, thousandthsOfEm: 41, points: 0.24),
    Row(size: 7, thousandthsOfEm: 34, points: 0.23),
    Row(size: 8, thousandthsOfEm: 26, points: 0.21),
    Row(size: 9, thousandthsOfEm: 19, points: 0.17),
    Row(size: 10, thousandthsOfEm: 12, points: 0.12),
    Row(size: 11, thousandthsOfEm: 6, points: 0.06),
    Row(size: 12, thousandthsOfEm: 0, points: 0.0),
    Row(size: 13, thousandthsOfEm: -6, points: -0.08),
    Row(size: 14, thousandthsOfEm: -11, points: -0.15),
    Row(size: 15, thousandthsOfEm: -16, points: -0.23),
    Row(size: 16, thousandthsOfEm: -20, points: -0.31),
    Row(size: 17, thousandthsOfEm: -26, points: -0.43),
    Row(size: 18, thousandthsOfEm: -25, points: -0.44),
    Row(size: 19, thousandthsOfEm: -24, points: -0.45),
    Row(size: 20, thousandthsOfEm: -23, points: -0.45),
    Row(size: 21, thousandthsOfEm: -18, points: -0.36),
    Row(size: 22, thousandthsOfEm: -12, points: -0.26),
    Row(size: 23, thousandthsOfEm: -4, points: -0.10),
    Row(size: 24, thousandthsOfEm: 3, points: 0.07),
    Row(size: 25, thousandthsOfEm: 6, points: 0.15),
    Row(size: 26, thousandthsOfEm: 8, points: 0.22),
    Row(size: 27, thousandthsOfEm: 11, points: 0.29),
    Row(size: 28, thousandthsOfEm: 14, points: 0.38),
    Row(size: 29, thousandthsOfEm: 14, points: 0.40),
    Row(size: 30, thousandthsOfEm: 14, points: 0.40),
    Row(size: 31, thousandthsOfEm: 13, points: 0.39),
    Row(size: 32, thousandthsOfEm: 13, points: 0.41),
    Row(size: 33, thousandthsOfEm: 12, points: 0.40),
    Row(size: 34, thousandthsOfEm: 12, points: 0.40),
    Row(size: 35, thousandthsOfEm: 11, points: 0.38),
    Row(size: 36, thousandthsOfEm: 10, points: 0.37),
    Row(size: 37, thousandthsOfEm: 10, points: 0.36),
    Row(size: 38, thousandthsOfEm: 10, points: 0.37),
    Row(size: 39, thousandthsOfEm: 10, points: 0.38),
    Row(size: 40, thousandthsOfEm: 10, points: 0.37),
    Row(size: 41, thousandthsOfEm: 9, points: 0.36),
    Row(size: 42, thousandthsOfEm: 9, points: 0.37),
    Row(size: 43, thousandthsOfEm: 9, points: 0.38),
    Row(size: 44, thousandthsOfEm: 8, points: 0.37),
    Row(size: 45, thousandthsOfEm: 8, points: 0.35),
    Row(size: 46, thousandthsOfEm: 8, points: 0.36),
    Row(size: 47, thousandthsOfEm: 8, points: 0.37),
    Row(size: 48, thousandthsOfEm: 8, points: 0.35),
    Row(size: 49, thousandthsOfEm: 7, points: 0.33),
    Row(size: 50, thousandthsOfEm: 7, points: 0.34),
    Row(size: 51, thousandthsOfEm: 7, points: 0.35),
    // [HIG23]'s iOS table prints 52 → 0.33 and 53 → 0.31, swapped against 6/1000 em (0.312,
    // 0.318) and against the macOS and tvOS tables on the same page (0.31, 0.33); those are used.
    Row(size: 52, thousandthsOfEm: 6, points: 0.31),
    Row(size: 53, thousandthsOfEm: 6, points: 0.33),
    Row(size: 54, thousandthsOfEm: 6, points: 0.32),
    Row(size: 56, thousandthsOfEm: 6, points: 0.30),
    Row(size: 58, thousandthsOfEm: 5, points: 0.28),
    Row(size: 60, thousandthsOfEm: 4, points: 0.26),
    Row(size: 62, thousandthsOfEm: 4, points: 0.24),
    Row(size: 64, thousandthsOfEm: 4, points: 0.22),
    Row(size: 66, thousandthsOfEm: 3, points: 0.19),
    Row(size: 68, thousandthsOfEm: 2, points: 0.17),
    Row(size: 70, thousandthsOfEm: 2, points: 0.14),
    Row(size: 72, thousandthsOfEm: 2, points: 0.14),
    Row(size: 76, thousandthsOfEm: 1, points: 0.07),
    Row(size: 80, thousandthsOfEm: 0, points: 0),
    Row(size: 84, thousandthsOfEm: 0, points: 0),
    Row(size: 88, thousandthsOfEm: 0, points: 0),
    Row(size: 92, thousandthsOfEm: 0, points: 0),
    Row(size: 96, thousandthsOfEm: 0, points: 0),
  ]

  /// SF Pro's tracking at `pointSize`, in points (added after every grapheme; negative tightens).
  ///
  /// - A listed size gives its "Tracking (points)" column. That column is used rather than the
  ///   1/1000 em one because it has the finer step at text sizes (0.01 pt against 1/1000 em =
  ///   0.017 pt at 17 pt), and it is what reference/fidelity.md §4's width model was checked with.
  /// - Between two listed sizes (the table's gaps, and fractional sizes such as a XIB's 14.5 pt)
  ///   the points are interpolated linearly: our choice, the HIG says nothing about them.
  /// - Below 6 pt: the 6 pt row's +41/1000 em times the size (our choice; iOS's own minimum is 11 pt
  ///   for text styles). Above 96 pt: 0, like the table's last five rows.
  /// - A size that is not finite or not positive gets 0.
  public static func tracking(atPointSize pointSize: Double) -> Double {
    guard pointSize.isFinite, pointSize > 0, let first = table.first, let last = table.last else { return 0 }
    if pointSize < first.size { return pointSize * Double(first.thousandthsOfEm) / 1000 }
    if pointSize >= last.size { return last.points }
    guard let upper = table.firstIndex(where: { $0.size >= pointSize }) else { return 0 }
    let high = table[upper]
    if high.size == pointSize { return high.points }
    let low = table[upper - 1]
    let fraction = (pointSize - low.size) / (high.size - low.size)
    return low.points + (high.points - low.points) * fraction
  }

  /// Letter spacing in ems added for `weight` on top of the table's tracking, so that the Inter
  /// stand-in's heavier weights come out as wide as SF Pro's: 0.010 em from semibold up, 0.005 em
  /// at medium, 0 for regular and lighter.
  ///
  /// Source of 0.010 em: reference/fidelity.md §4's UIKit measurements of semibold text, Inter
  /// untracked / SF = 1.031 at 17 pt and 1.019 at 16 pt. The pinned Inter SemiBold averages
  /// 0.503 em per character on English text (0.506 at 16 pt), so with the table's tracking alone
  /// it comes out 2.1 % (17 pt) and 2.0 % (16 pt) narrower than SF Semibold; 0.0102 and 0.0099 em
  /// per grapheme close the gap at those sizes. Regular needs nothing (the table alone is within
  /// 1 % there, fidelity.md §4). Bold has no UIKit measurement; the public XIB cells of the
  /// fixtures (IB's stored label widths, drawn in SF) show bold as narrow as semibold (median
  /// stored / measured width 1.039 over 4 single-line labels, semibold 1.030 over 6, regular
  /// 0.999 over 35), so bold and heavier take the semibold figure. Medium: half of it, our
  /// interpolation (one label in the fixtures, 1.038).
  public static func standInWeightSpacing(_ weight: FontWeight) -> Double {
    switch weight.numericWeight {
    case 600...: 0.010
    case 500..<600: 0.005
    default: 0
    }
  }
}
