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
/// a text view's container inset): the part its glyphs can occupy. Where layout measured the
/// text at its frame's width (``TextContent/usedSize``, XIB labels), that area shrinks to the
/// lines' size, placed as `UILabel` draws them: at the alignment's edge (centred for `.center`)
/// and, for a vertically centred text, in the middle of the frame, else at its top; so a label
/// much wider or taller than its short text does not count with its whole frame. Text with a
/// code point from U+0590 (where right-to-left scripts start) keeps its frame's whole width
/// (a paragraph of the other direction is aligned to the opposite edge). Audits run without
/// fonts, so a text without a measured size counts with its whole frame; an overlap of at most 0.5 pt in
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
    // Texts by their top edge: the earlier texts one can overlap start less than the tallest
    // text's height above it and above its bottom, found by binary search, so a list of 100 rows
    // compares each text with its row's neighbours, not with every text of the list.
    let byTop = texts.indices.sorted { texts[$0].2.minY < texts[$1].2.minY }
    let tops = byTop.map { texts[$0].2.minY }
    let tallest = texts.map(\.2.height).max() ?? 0
    func firstTop(atLeast value: Double) -> Int {
      var low = 0, high = tops.count
      while low < high {
        let middle = (low + high) / 2
        if tops[middle] < value { low = middle + 1 } else { high = middle }
      }
      return low
    }
    var findings: [AuditFinding] = []
    for later in texts.indices {
      let (visible, text, area) = texts[later]
      var first: (index: Int, overlap: Rect)?
      for position in firstTop(atLeast: area.minY - tallest)..<firstTop(atLeast: area.maxY - Self.tolerance) {
        let earlier = byTop[position]
        guard earlier < later, first.map({ earlier < $0.index }) ?? true else { continue }
        let other = texts[earlier]
        let overlap = area.intersection(other.2)
        guard overlap.width > Self.tolerance, overlap.height > Self.tolerance,
              !visible.ancestors.contains(where: { $0.id == other.0.node.id }),
              !other.0.ancestors.contains(where: { $0.id == visible.node.id }) else { continue }
        first = (earlier, overlap)
      }
      guard let (earlier, overlap) = first else { continue }
      let (otherVisible, otherText, otherArea) = texts[earlier]
      let size = "\(TextFormatting.points(overlap.width))x\(TextFormatting.points(overlap.height)) pt"
      findings.append(subject.finding(
        rule, .error, criterion: "WCAG 2.2 SC 1.4.4 Resize Text (AA), SC 1.4.10 Reflow (AA)",
        nodeID: visible.node.id, measured: "\(size) overlap", threshold: "no overlap", tolerance: "0.5 pt",
        message: "text \(TextFormatting.quotedExcerpt(text.text)) (\(visible.node.id)) overlaps text "
          + "\(TextFormatting.quotedExcerpt(otherText.text)) (\(otherVisible.node.id)) by \(size) at content size "
          + "\(subject.layout.environment.contentSize.rawValue): text areas \(TextFormatting.frame(area)) and "
          + "\(TextFormatting.frame(otherArea))",
        fix: "constrain the two texts to follow each other (e.g. top to the other's bottom, or both in a stack) "
          + "so that the space between them grows with the text"))
    }
    return findings
  }

  /// The part of `visible`'s frame its text can draw in: inside its drawing bounds and any
  /// enclosing scrolling text view, less the text's insets.
  static func area(of visible: VisibleNode, text: TextContent) -> Rect {
    let inset = Rect(x: visible.node.frame.minX + text.insets.left, y: visible.node.frame.minY + text.insets.top,
                     width: visible.node.frame.width - text.insets.left - text.insets.right,
                     height: visible.node.frame.height - text.insets.top - text.insets.bottom)
    let drawn = text.usedSize.map { linesRect(of: $0, in: inset, text: text) } ?? inset
    return visible.ancestors.filter { $0.kind == .textView }
      .reduce(drawn.intersection(visible.visibleBounds)) { $0.intersection($1.frame) }
  }

  /// Where lines of `size` (points) are drawn inside `frame`: no wider or taller than it, at
  /// `text.alignment`'s edge or centred, and centred vertically when `text.isVerticallyCentered`,
  /// else at the top. Right-to-left text keeps the frame's whole width (see the type's comment);
  /// a size or frame that is not finite or not positive gives `frame` unchanged.
  static func linesRect(of size: Size, in frame: Rect, text: TextContent) -> Rect {
    guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0,
          frame.width > 0, frame.height > 0 else { return frame }
    let height = min(size.height, frame.height)
    let y = text.isVerticallyCentered ? frame.minY + (frame.height - height) / 2 : frame.minY
    guard !text.text.unicodeScalars.contains(where: { $0.value >= 0x590 }) else {
      return Rect(x: frame.minX, y: y, width: frame.width, height: height)
    }
    let width = min(size.width, frame.width)
    let x = switch text.alignment {
    case .left: frame.minX
    case .center: frame.minX + (frame.width - width) / 2
    case .right: frame.maxX - width
    }
    return Rect(x: x, y: y, width: width, height: height)
  }
}
