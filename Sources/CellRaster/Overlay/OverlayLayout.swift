/// Where everything of an overlay image goes, in points: the canvas, the cell at the origin, each
/// badge on the cell, and each legend entry's badge and text lines. Pure: text is measured
/// through `TextMeasuring`.
///
/// Legend below (``OverlayStyle/legendIsBelow(cellSize:)``): one column starting 16 pt under
/// the cell, 16 pt from the left, as wide as the canvas (the cell's width, at least 316 pt) less
/// 2 × 16. Legend beside: 284 pt columns starting 16 pt right of the cell and 16 pt from the top,
/// a new column when the next entry would pass the cell's height less 16 (an entry taller than
/// that gets a column of its own). Entries are 4 pt apart; an entry is as tall as its badge or its
/// text, whichever is taller; text starts 16 pt after the badge.
public struct OverlayLayout: Hashable, Sendable {
  /// A legend entry's place.
  public struct Entry: Hashable, Sendable {
    /// The marker it explains (index into `AccessibilityOverlay.markers`).
    public var markerIndex: Int
    /// The badge, `badgeSize` square.
    public var badge: Rect
    /// Each legend line's text box (width = wrap width), in order.
    public var lines: [Rect]
  }

  /// The whole image, points.
  public var canvasSize: Size
  /// True when the legend is below the cell.
  public var legendIsBelow: Bool
  /// Per marker, the badge drawn on the cell.
  public var cellBadges: [Rect]
  /// The legend entries, in VoiceOver order.
  public var entries: [Entry]
  /// Where "(no accessibility elements)" goes when there are no markers; nil otherwise.
  public var emptyNote: Rect?

  /// The text of the note shown when a frame has no elements.
  public static let emptyNoteText = "(no accessibility elements)"

  /// Lays out `overlay`.
  /// - Throws: what the measurer throws (glyphs the pinned fonts cannot draw).
  public static func make(_ overlay: AccessibilityOverlay, measurer: any TextMeasuring) throws
    -> OverlayLayout
  {
    typealias S = OverlayStyle
    let cell = overlay.cellSize
    let below = S.legendIsBelow(cellSize: cell)
    let canvasWidthBelow = max(cell.width, S.columnWidth + 2 * S.inset)
    let columnWidth = below ? canvasWidthBelow - 2 * S.inset : S.columnWidth
    let textWidth = max(1, columnWidth - S.badgeSize - S.badgeToText)

    // Measure every entry at the column's text width.
    var heights: [[Double]] = []
    for marker in overlay.markers {
      heights.append(
        try marker.legend.map { line in
          try measurer.measure(
            line.text, font: font(line.style), width: textWidth, numberOfLines: 0
          ).size.height
        })
    }
    let noteHeight = try measurer.measure(
      emptyNoteText, font: font(.description), width: textWidth, numberOfLines: 0
    ).size.height

    var entries: [Entry] = []
    var x = below ? S.inset : cell.width + S.inset
    let top = below ? cell.height + S.inset : S.inset
    var y = top
    var columnCount = 1
    let columnBottom = cell.height - S.inset
    var bottom = top
    for (index, lineHeights) in heights.enumerated() {
      let height = max(S.badgeSize, lineHeights.reduce(0, +))
      if !below, y > top, y + height > columnBottom {
        x += S.columnWidth + S.inset
        y = top
        columnCount += 1
      }
      var lineY = y
      var lines: [Rect] = []
      for lineHeight in lineHeights {
        lines.append(
          Rect(x: x + S.badgeSize + S.badgeToText, y: lineY, width: textWidth, height: lineHeight))
        lineY += lineHeight
      }
      entries.append(
        Entry(
          markerIndex: index, badge: Rect(x: x, y: y, width: S.badgeSize, height: S.badgeSize),
          lines: lines))
      bottom = max(bottom, y + height)
      y += height + S.itemSpacing
    }
    var emptyNote: Rect?
    if overlay.markers.isEmpty {
      emptyNote = Rect(x: x, y: top, width: columnWidth, height: noteHeight)
      bottom = top + noteHeight
    }
    let canvas: Size
    if below {
      canvas = Size(width: canvasWidthBelow, height: bottom + S.inset)
    } else {
      let width = cell.width + S.inset + Double(columnCount) * (S.columnWidth + S.inset)
      canvas = Size(width: width, height: max(cell.height, bottom + S.inset))
    }
    let badges = overlay.markers.map {
      cellBadge(for: $0.outlineBounds, in: cell, rtl: overlay.isRightToLeft)
    }
    return OverlayLayout(
      canvasSize: canvas, legendIsBelow: below, cellBadges: badges, entries: entries,
      emptyNote: emptyNote)
  }

  /// The font of a legend line style (12 pt; hint italic; note semibold).
  public static func font(_ style: LegendLine.Style) -> FontDescriptor {
    switch style {
    case .description: FontDescriptor(pointSize: OverlayStyle.fontSize)
    case .hint: FontDescriptor(pointSize: OverlayStyle.fontSize, italic: true)
    case .note: FontDescriptor(pointSize: OverlayStyle.fontSize, weight: .semibold)
    }
  }

  /// A badge on the cell: 2 pt inside the leading top corner of the frame (of the accessibility
  /// path's bounds when the element has one), moved inside the cell when
  /// the frame reaches outside it; centred on frames smaller than the badge.
  static func cellBadge(for frame: Rect, in cell: Size, rtl: Bool) -> Rect {
    let d = OverlayStyle.badgeSize
    var x: Double
    var y: Double
    if frame.width < d + 4 || frame.height < d + 4 {
      x = frame.midX - d / 2
      y = frame.midY - d / 2
    } else {
      x = rtl ? frame.maxX - 2 - d : frame.minX + 2
      y = frame.minY + 2
    }
    x = min(max(0, x), max(0, cell.width - d))
    y = min(max(0, y), max(0, cell.height - d))
    return Rect(x: x, y: y, width: d, height: d)
  }
}
