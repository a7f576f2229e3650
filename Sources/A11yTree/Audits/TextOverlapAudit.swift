import CellRaster

/// `text-overlap` (error): two visible texts whose frames overlap by more than 0.5 pt both ways,
/// so one draws over the other (a label pinned to its neighbour's top instead of its bottom, a
/// missing vertical constraint, a fixed spacing that does not grow with Dynamic Type). Sources:
/// WCAG 2.2 SC 1.4.4 Resize Text (AA) (text resized without loss of content) and SC 1.4.10
/// Reflow (AA); Apple's Human Interface Guidelines, Typography: layouts must adapt to Dynamic
/// Type sizes. The later text of each pair (in the cell's view order) is reported, naming the
/// earlier one.
///
/// A text's area is its frame inside its drawing bounds (``VisibleNode/visibleBounds``, and the
/// frame of an enclosing scrolling text view), less its text insets (a text field's padding,
/// a text view's container inset): the part its glyphs can occupy. Audits run without fonts, so
/// a label taller than its text counts with its whole frame; an overlap of at most 0.5 pt in
/// either direction absorbs rounding to the pixel grid and frames that only touch (our choice,
/// as `text-clipped`'s tolerance). A text inside another text's view (a button's title label)
/// is not compared with it.
public struct TextOverlapAudit: AccessibilityAudit {
  public let rule = AuditRule.textOverlap
  /// How far (points) two text areas may overlap in width or height without a finding: 0.5.
  public static let tolerance = 0.5

  public init() {}

  public func findings(in subject: AuditSubject) -> [AuditFinding] {
    let texts = subject.visibleTextNodes.compactMap { visible, text -> (VisibleNode, TextContent, Rect)? in
      let area = Self.area(of: visible, text: text)
      return area.width > Self.tolerance && area.height > Self.tolerance ? (visible, text, area) : nil
    }
    var findings: [AuditFinding] = []
    var reported: Set<String> = []
    for later in texts.indices {
      let (visible, text, area) = texts[later]
      guard !reported.contains(visible.node.id) else { continue }
      for earlier in texts.indices where earlier < later {
        let (otherVisible, otherText, otherArea) = texts[earlier]
        // Geometry first: it rules out almost every pair (a list has up to 100 rows of 120 views).
        let overlap = area.intersection(otherArea)
        guard overlap.width > Self.tolerance, overlap.height > Self.tolerance,
              !visible.ancestors.contains(where: { $0.id == otherVisible.node.id }),
              !otherVisible.ancestors.contains(where: { $0.id == visible.node.id }) else { continue }
        let size = "\(TextFormatting.points(overlap.width))x\(TextFormatting.points(overlap.height)) pt"
        findings.append(subject.finding(
          rule, .error, criterion: "WCAG 2.2 SC 1.4.4 Resize Text (AA), SC 1.4.10 Reflow (AA)",
          nodeID: visible.node.id, measured: "\(size) overlap", threshold: "no overlap", tolerance: "0.5 pt",
          message: "text \(TextFormatting.quotedExcerpt(text.text)) (\(visible.node.id)) overlaps text "
            + "\(TextFormatting.quotedExcerpt(otherText.text)) (\(otherVisible.node.id)) by \(size) at content size "
            + "\(subject.layout.environment.contentSize.rawValue): frames \(TextFormatting.frame(area)) and "
            + "\(TextFormatting.frame(otherArea))",
          fix: "constrain the two texts to follow each other (e.g. top to the other's bottom, or both in a stack) "
            + "so that the space between them grows with the text"))
        reported.insert(visible.node.id)
        break
      }
    }
    return findings
  }

  /// The part of `visible`'s frame its text can draw in: inside its drawing bounds and any
  /// enclosing scrolling text view, less the text's insets.
  static func area(of visible: VisibleNode, text: TextContent) -> Rect {
    let inset = Rect(x: visible.node.frame.minX + text.insets.left, y: visible.node.frame.minY + text.insets.top,
                     width: visible.node.frame.width - text.insets.left - text.insets.right,
                     height: visible.node.frame.height - text.insets.top - text.insets.bottom)
    return visible.ancestors.filter { $0.kind == .textView }
      .reduce(inset.intersection(visible.visibleBounds)) { $0.intersection($1.frame) }
  }
}
