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
        fix: Self.fix(frame: frame, bounds: bounds, layout: subject.layout))
    }
  }

  /// How to fix a text of `frame` clipped by `bounds`: by its height (the cell or container
  /// does not grow with the text), by its width (the text reaches past a side), or both; and,
  /// when the layout solved some view to a negative size (`xib.negative-size`: views beside a
  /// control took more room than there is, so the text is wider and the cell shorter than
  /// intended), that warning first, naming the view.
  static func fix(frame: Rect, bounds: Rect, layout: LayoutTree) -> String {
    let t = tolerance
    var parts: [String] = []
    if frame.minY < bounds.minY - t || frame.maxY > bounds.maxY + t {
      parts.append("let the cell and the text's container grow with the text (no fixed height) at this content size")
    }
    if frame.minX < bounds.minX - t || frame.maxX > bounds.maxX + t {
      parts.append("keep the text inside its container's width (leading and trailing constraints, numberOfLines 0 "
        + "to wrap) and let it give way to the views beside it (a lower horizontal compression resistance, e.g. 749)")
    }
    let negative = layout.findings.filter { $0.rule == "xib.negative-size" }.map(\.nodeID)
    if let first = negative.first {
      parts.insert("first fix the xib.negative-size warning on \(first)\(negative.count > 1 ? " and \(negative.count - 1) more" : "") "
        + "(a view solved to a negative size, so the texts beside it got its room)", at: 0)
    }
    return parts.isEmpty ? "keep the text inside the cell" : parts.joined(separator: "; ")
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
