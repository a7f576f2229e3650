import CellRaster

/// `text-contrast` (error) and `contrast-indeterminate` (warning) for text: every visible text's
/// colour as the renderer draws it — its alpha and the alphas above it composited with Cairo's
/// 8-bit arithmetic, the value in the PNG (``BackgroundChain/seen(_:at:in:)``) — against the
/// background composited down its ancestor chain (``BackgroundChain``), held to WCAG 2.2 SC 1.4.3
/// AA: 4.5:1, or 3:1 for large text (≥ 18 pt, or
/// ≥ 14 pt bold, ``WCAGContrast/isLargeText(_:)``). Strict: no tolerance (GTXiLib would allow
/// 0.05 below 3.0, ATF 0.01; reference/accessibility.md §3.4). All text counts, not only
/// elements: the object cell's labels sit inside one combined element.
public struct TextContrastAudit: AccessibilityAudit {
  public let rule = AuditRule.textContrast

  public init() {}

  public func findings(in subject: AuditSubject) -> [AuditFinding] {
    subject.visibleTextNodes.compactMap { visible, text in
      guard !visible.isInactive else { return nil }
      let large = WCAGContrast.isLargeText(text.font)
      let minimum = large ? WCAGContrast.largeTextMinimum : WCAGContrast.normalTextMinimum
      let threshold = "\(TextFormatting.points(minimum)):1 (\(large ? "large" : "normal") text)"
      let what = "text \(TextFormatting.quotedExcerpt(text.text)) (\(visible.node.id))"
      guard
        let background = BackgroundChain.background(
          behind: visible, in: subject, includingSelf: true)
      else {
        return ContrastIndeterminate.finding(
          subject, node: visible.node.id, what: what, threshold: threshold,
          criterion: Self.criterion)
      }
      // The background is opaque, so the foreground drawn over it is too.
      guard let seen = BackgroundChain.seen(.source(text.color), at: visible, in: subject) else { return nil }
      let ratio = WCAGContrast.ratio(seen, background)
      guard ratio < minimum else { return nil }
      let font =
        "\(TextFormatting.points(text.font.pointSize)) pt \(text.font.weight.rawValue)"
      let goal = "\(TextFormatting.points(minimum)):1"
      return subject.finding(
        rule, .error, criterion: Self.criterion, nodeID: visible.node.id,
        measured: WCAGContrast.format(ratio), threshold: threshold,
        tolerance: "strict WCAG (no tolerance)",
        message: "\(what) \(FindingWords.drawn(text.color, opacity: visible.opacity, as: seen)) on "
          + "\(FindingWords.hex(background)) is \(WCAGContrast.format(ratio)), below \(goal) for "
          + "\(large ? "large" : "normal") text (\(font))",
        fix: "\(FindingWords.shade(seen, against: background, goal: minimum)) the text colour to at least \(goal) "
          + "against \(FindingWords.hex(background))")
    }
  }

  static let criterion = "WCAG 2.2 SC 1.4.3 Contrast (Minimum) (AA)"
}

/// The `contrast-indeterminate` finding shared by the text and non-text contrast audits.
enum ContrastIndeterminate {
  static func finding(
    _ subject: AuditSubject, node: String, what: String, threshold: String, criterion: String
  ) -> AuditFinding {
    subject.finding(
      .contrastIndeterminate, .warning, criterion: criterion, nodeID: node,
      measured: "indeterminate", threshold: threshold, tolerance: "never assumed white",
      message: "\(what): the backgrounds of the cell and its ancestors are not opaque, so its "
        + "contrast cannot be computed",
      fix: "give the cell or a view behind it an opaque backgroundColor")
  }
}
