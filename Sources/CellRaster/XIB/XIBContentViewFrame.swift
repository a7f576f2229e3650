/// The frame a table or collection view cell's content view is laid out from.
///
/// UIKit sizes the content view itself (`UITableViewCell.layoutSubviews`: the cell's bounds less
/// the accessory and editing controls); IB stores that result as the content view's frame, and
/// the layout keeps the stored insets as the cell grows or shrinks (`XIBConstraintBuilder`), since
/// the accessory area's width differs by iOS version (31 pt at 414 in Xcode 11.5, 26.33 pt at 375
/// in Xcode 16 for the same disclosure indicator, in the fixture corpus). A stored frame IB
/// cannot have written (empty, outside the cell, shorter than the cell by more than the
/// separator, narrower than half the cell, or running under a drawn accessory, as a hand edit
/// leaves it) would draw nothing or draw content over the accessory: it is replaced by the
/// cell's bounds less the accessory area, with a `xib.content-view-frame` warning naming both.
enum XIBContentViewFrame {
  /// How far `stored` may stray past the cell's bounds before it counts as outside: IB's own
  /// frames are whole or half points, so 0.5 pt.
  static let tolerance = 0.5

  /// How much shorter than its cell a content view may be: UITableViewCell gives its content
  /// view the cell's height less the separator (0.5 pt at 2x, 1/3 pt at 3x; 1 pt at 1x), so 1 pt.
  static let separatorAllowance = 1.0

  /// The width the content view gives up for `accessoryType` at the trailing edge: the trailing
  /// margin, the glyphs with their gap (`XIBAccessoryParts.glyphsWidth`), and the gap before
  /// the content (`ObjectCellMetrics.accessoryTrailingMargin`, `accessoryGap`): 33 pt for a
  /// disclosure indicator (375 → 342, fiori-cells.md §4 [SAPSB]); 0 for no accessory or one
  /// snapcheck does not draw.
  static func accessoryWidth(_ accessoryType: String?) -> Double {
    let glyphs = XIBAccessoryParts.glyphsWidth(accessoryType)
    return glyphs == 0 ? 0 : ObjectCellMetrics.accessoryTrailingMargin + glyphs + ObjectCellMetrics.accessoryGap
  }

  /// `stored` if IB could have written it for a cell of `cell` size with `accessoryType`, else the
  /// replacement frame and why (for the warning). The glyphs of a drawn accessory end
  /// `accessoryTrailingMargin` from the trailing edge; a content view reaching past their
  /// leading edge would draw under them. A degenerate cell size (0 or less) leaves `stored` as is.
  static func checked(_ stored: Rect, cell: Size, accessoryType: String?) -> (frame: Rect, problem: String?) {
    guard cell.width > 0, cell.height > 0 else { return (stored, nil) }
    let reserved = accessoryWidth(accessoryType)
    let glyphsStart = reserved == 0 ? cell.width : cell.width - reserved + ObjectCellMetrics.accessoryGap
    let problem: String?
    if stored.width <= 0 || stored.height <= 0 {
      problem = "is empty"
    } else if stored.minX < -tolerance || stored.minY < -tolerance || stored.maxX > cell.width + tolerance
                || stored.maxY > cell.height + tolerance {
      problem = "lies outside the cell's bounds (0, 0, \(format(cell.width)), \(format(cell.height)))"
    } else if stored.height < cell.height - separatorAllowance {
      problem = "is \(format(cell.height - stored.height)) pt shorter than the cell (UIKit leaves at most the separator, "
        + "\(format(separatorAllowance)) pt)"
    } else if stored.width < cell.width / 2 {
      problem = "is less than half the cell's width"
    } else if stored.maxX > glyphsStart + tolerance {
      problem = "runs under the \(accessoryType ?? "") accessory (its glyphs start at x = \(format(glyphsStart)))"
    } else {
      problem = nil
    }
    guard let problem else { return (stored, nil) }
    return (Rect(x: 0, y: 0, width: cell.width - reserved, height: cell.height), problem)
  }

  private static func format(_ value: Double) -> String { JSONCursor.format(value) }
}
