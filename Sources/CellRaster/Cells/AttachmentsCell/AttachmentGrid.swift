/// The wrapping grid of the attachments cell, by UIKit's rule (fiori-cells.md §5.3 [SAPDOC] "as
/// many icons as fit go on each row; row spacing equals the inter-icon spacing but is capped at
/// 20"), chosen over SwiftUI's fixed row spacing 10 (§10.4) because the cell is the UIKit
/// `FUIAttachmentsFormCell`:
///
/// - columns `n = max(1, floor((W + s) / (w + s)))` with the minimum spacing `s`;
/// - the leftover width is spread as equal gaps: `gap = (W − n·w) / (n − 1)` (for one column the
///   gap is `s`);
/// - `rowSpacing = min(gap, 20)`.
public struct AttachmentGrid: Equatable, Sendable {
  /// Tiles per row, at least 1.
  public let columns: Int
  /// Horizontal distance between tiles in a row, points.
  public let columnSpacing: Double
  /// Vertical distance between rows, points (≤ 20).
  public let rowSpacing: Double

  /// - Parameters:
  ///   - width: the content width W in points.
  ///   - tile: the tile width w in points.
  ///   - minimumSpacing: s in points.
  public init(width: Double, tile: Double, minimumSpacing: Double = AttachmentsCellMetrics.minimumIconSpacing,
              maximumRowSpacing: Double = AttachmentsCellMetrics.maximumRowSpacing) {
    let fit = tile + minimumSpacing > 0 ? ((width + minimumSpacing) / (tile + minimumSpacing)).rounded(.down) : 1
    columns = max(1, Int(fit))
    columnSpacing = columns > 1 ? (width - Double(columns) * tile) / Double(columns - 1) : minimumSpacing
    rowSpacing = min(columnSpacing, maximumRowSpacing)
  }

  /// The leading x of tile `index` (0-based, in reading order) relative to the content's leading
  /// edge, and its row.
  public func position(of index: Int, tile: Double) -> (x: Double, row: Int) {
    (Double(index % columns) * (tile + columnSpacing), index / columns)
  }
}
