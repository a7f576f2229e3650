import CellRaster

/// `text-truncated` (warning): visible text that layout ellipsized (`TextContent.isTruncated`)
/// at the variant's content size. A warning because cells truncate by design (the object cell's
/// one-line subheadline); it still hides words from sighted users at large text sizes. Sources:
/// Apple's textClipped audit, WCAG 2.2 SC 1.4.4 Resize Text (AA). The fix names the line limit
/// when there is one, else the height that cuts the text.
public struct TextTruncationAudit: AccessibilityAudit {
  public let rule = AuditRule.textTruncated

  public init() {}

  public func findings(in subject: AuditSubject) -> [AuditFinding] {
    let size = subject.layout.environment.contentSize.rawValue
    return subject.visibleTextNodes.compactMap { visible, text in
      guard text.isTruncated else { return nil }
      let lines = text.numberOfLines == 0 ? "no line limit" : "\(text.numberOfLines) line"
        + (text.numberOfLines == 1 ? "" : "s")
      return subject.finding(
        rule, .warning,
        criterion: "WCAG 2.2 SC 1.4.4 Resize Text (AA); Apple textClipped audit",
        nodeID: visible.node.id, measured: "truncated", threshold: "the whole text shown",
        tolerance: "none",
        message: "text \(TextFormatting.quotedExcerpt(text.text)) (\(visible.node.id)) is truncated at "
          + "content size \(size) (\(lines))",
        fix: text.numberOfLines == 0
          // No line limit: the frame is shorter than the text (a height constraint, a fixed row
          // or variant height, or a label not pinned top and bottom).
          ? "give the label the height its text needs: remove the fixed height that cuts it (a height constraint, "
            + "a fixed row or variant height) and pin it top and bottom so the cell grows with its text"
          : "allow more lines (numberOfLines 0) and let the cell grow with its text")
    }
  }
}
