/// How much of an accessibility tree diff is shown where people read it (the console's
/// "accessibility tree differs" problem, hence JUnit and GitHub annotations, and the HTML
/// report's table): a hostile 3 MB golden of 400,000 short lines otherwise printed 5 MB to the
/// console and made a 47 MB report. The `.a11y.diff` artifact always holds the whole diff.
enum TreeDiffExcerpt {
  /// Diff lines shown in a problem (the `---`/`+++` header and `@@` lines count): 200.
  static let lineLimit = 200
  /// Characters (Swift `Character`s) of one tree line shown: 500; a longer line is cut there and
  /// ends `… (N characters)`, N its full length.
  static let characterLimit = 500
  /// Rows of the HTML report's tree diff table (``TreeDiffTable``): 1000.
  static let rowLimit = 1000

  /// The first ``lineLimit`` of `lines`, each cut by ``cut(_:)``, then, when some are left out,
  /// `… N more diff lines (M changed): see <artifact>` (M: the `-` and `+` lines left out).
  static func lines(_ lines: [String], artifact: String) -> [String] {
    var shown = lines.prefix(lineLimit).map(cut)
    let rest = lines.dropFirst(lineLimit)
    if !rest.isEmpty {
      let changed = rest.filter { $0.hasPrefix("-") || $0.hasPrefix("+") }.count
      shown.append("… \(rest.count) more diff lines (\(changed) changed): see \(artifact)")
    }
    return shown
  }

  /// `line` when it has at most ``characterLimit`` characters, else its first ``characterLimit``
  /// followed by `… (N characters)`.
  static func cut(_ line: String) -> String {
    guard let end = line.index(line.startIndex, offsetBy: characterLimit, limitedBy: line.endIndex), end < line.endIndex else {
      return line
    }
    return line[..<end] + "… (\(line.count) characters)"
  }
}
