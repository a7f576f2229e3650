import CellRaster

/// `text-clipped` (error): visible text whose frame reaches more than 0.5 pt outside the cell's
/// bounds or a clipping ancestor (``VisibleNode/visibleBounds``), so glyphs are cut off at the
/// variant's content size (e.g. a fixed cell height too small for AX sizes). Sources: Apple's
/// textClipped audit, WCAG 2.2 SC 1.4.4 Resize Text (AA). The 0.5 pt tolerance absorbs rounding
/// of fractional frames (our choice). A text view (`UITextView` is a `UIScrollView`) clips its
/// content on purpose and lets it scroll, so its own bounds do not count as clipping.
public struct TextClippingAudit: AccessibilityAudit {
  public let rule = AuditRule.textClipped
  /// How far (points) a frame may reach outside before it counts as clipped: 0.5.
  public static let tolerance = 0.5

  public init() {}

  public func findings(in subject: AuditSubject) -> [AuditFinding] {
    let size = subject.layout.environment.contentSize.rawValue
    return subject.visibleTextNodes.compactMap { visible, text in
      // Content of a scrolling text view is reached by scrolling: only its part inside the
      // text view has to fit the outer bounds.
      let frame = visible.ancestors.filter { $0.kind == .textView }
        .reduce(visible.node.frame) { $0.intersection($1.frame) }
      let bounds = Self.bounds(of: visible, in: subject)
      let t = Self.tolerance
      let inside =
        frame.minX >= bounds.minX - t && frame.minY >= bounds.minY - t
        && frame.maxX <= bounds.maxX + t && frame.maxY <= bounds.maxY + t
      guard !inside, frame.width > 0, frame.height > 0 else { return nil }
      let shown = bounds.intersection(frame)
      let percent = Int(
        (shown.width * shown.height / (frame.width * frame.height) * 100).rounded(.down))
      return subject.finding(
        rule, .error, criterion: "WCAG 2.2 SC 1.4.4 Resize Text (AA); Apple textClipped audit",
        nodeID: visible.node.id, measured: "\(percent)% of the frame visible",
        threshold: "100% visible", tolerance: "0.5 pt",
        message: "text \(TextFormatting.quotedExcerpt(text.text)) (\(visible.node.id)) is clipped at "
          + "content size \(size): frame \(TextFormatting.frame(frame)) reaches outside "
          + "\(TextFormatting.frame(bounds))",
        fix: "let the cell and the text's container grow with the text (no fixed height) at this content size")
    }
  }

  /// The cell's bounds intersected with every clipping ancestor that is not a scrolling text view.
  static func bounds(of visible: VisibleNode, in subject: AuditSubject) -> Rect {
    var bounds = subject.layout.root.frame
    for ancestor in visible.ancestors where ancestor.clipsToBounds && ancestor.kind != .textView {
      bounds = bounds.intersection(ancestor.frame)
    }
    return bounds
  }
}
