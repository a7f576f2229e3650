import CellRaster

/// `non-text-contrast` (error; `contrast-indeterminate` when the background is unknown): icons
/// and borders below 3:1 against the background behind them, WCAG 2.2 SC 1.4.11 Non-text
/// Contrast (AA), strict. Icons are visible symbol images and tinted (template) bitmaps, whose
/// colour is the tint as the renderer draws it (a symbol opaque in a group painted with the tint's
/// alpha, a bitmap through its mask; with the alphas above it, in Cairo's 8-bit arithmetic:
/// ``BackgroundChain/seen(_:at:in:)``) against the chain behind the image view
/// (``BackgroundChain``, its own background included); a bitmap drawn in its own colours has no
/// single foreground and is skipped. Borders are views with a border width and colour, drawn over
/// the view's own background and measured against the chain outside the view. An icon below 3:1 is an error; a border below 3:1 is a warning,
/// because SC 1.4.11 applies to a border only when it is needed to identify the component (a
/// thumbnail's hairline frame is decorative) and snapcheck cannot tell which. Inactive views
/// (`notEnabled` on the view or an ancestor) are exempt, as SC 1.4.11 exempts inactive
/// components.
public struct NonTextContrastAudit: AccessibilityAudit {
  public let rule = AuditRule.nonTextContrast
  static let criterion = "WCAG 2.2 SC 1.4.11 Non-text Contrast (AA)"

  public init() {}

  public func findings(in subject: AuditSubject) -> [AuditFinding] {
    var findings: [AuditFinding] = []
    for visible in subject.visibleNodes where visible.isPerceivable && !visible.isInactive {
      let node = visible.node
      if let image = node.image, let tint = image.tint {
        let name: String
        let foreground: BackgroundChain.Foreground
        switch image.source {
        case .symbol(let symbol): (name, foreground) = (symbol, .group(tint))
        case .systemSymbol(let symbol): (name, foreground) = (symbol.name, .group(tint))
        case .bitmap(_, let file): (name, foreground) = (file, .source(tint))
        case .vector(let vector): (name, foreground) = (vector.file, .source(tint))
        case .placeholder(let missing): (name, foreground) = (missing, .source(tint))
        }
        findings += check(
          foreground, tint, of: "icon \(TextFormatting.quotedExcerpt(name)) (\(EchoedValue.clip(node.id)))", part: "tint",
          visible, subject, includingSelf: true, severity: .error)
      }
      if node.borderWidth > 0, let border = node.borderColor {
        findings += check(
          .source(border), border, of: "border of \(EchoedValue.clip(node.id))", part: "border colour", visible, subject,
          includingSelf: false, severity: .warning)
      }
    }
    return findings
  }

  private func check(
    _ foreground: BackgroundChain.Foreground, _ color: Color, of what: String, part: String,
    _ visible: VisibleNode, _ subject: AuditSubject, includingSelf: Bool, severity: FindingSeverity
  ) -> [AuditFinding] {
    let threshold = "3:1"
    guard
      let background = BackgroundChain.background(
        behind: visible, in: subject, includingSelf: includingSelf)
    else {
      return [
        ContrastIndeterminate.finding(
          subject, node: visible.node.id, what: what, threshold: threshold,
          criterion: Self.criterion)
      ]
    }
    guard let seen = BackgroundChain.seen(foreground, at: visible, in: subject) else { return [] }
    let ratio = WCAGContrast.ratio(seen, background)
    guard ratio < WCAGContrast.nonTextMinimum else { return [] }
    return [
      subject.finding(
        rule, severity, criterion: Self.criterion, nodeID: visible.node.id,
        measured: WCAGContrast.format(ratio), threshold: threshold,
        tolerance: "strict WCAG (no tolerance)",
        message: "\(what) \(FindingWords.drawn(color, opacity: visible.opacity, as: seen)) on "
          + "\(FindingWords.hex(background)) is \(WCAGContrast.format(ratio)), below 3:1 for icons and borders",
        fix: Self.isSystemChevron(visible.node.id)
          // UIKit draws the accessory's chevron itself; no tint of the cell reaches it.
          ? "UIKit draws this disclosure chevron in its own grey: use an accessoryView with a darker chevron image "
            + "(at least 3:1 against \(FindingWords.hex(background))), or accept the finding"
          : "\(FindingWords.shade(seen, against: background, goal: 3)) the \(part) to at least 3:1 against "
            + "\(FindingWords.hex(background))")
    ]
  }

  /// True for the chevron of a cell's `accessoryType` disclosure indicator (`accessoryChevron`,
  /// `<cell>.accessoryChevron` on a XIB cell), which UIKit draws and an app cannot tint.
  static func isSystemChevron(_ nodeID: String) -> Bool {
    nodeID == "accessoryChevron" || nodeID.hasSuffix(".accessoryChevron")
  }
}
