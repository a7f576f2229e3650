/// The numbers the attachments cell is laid out with, each with its source in
/// reference/fiori-cells.md §5.3. All values are points.
public enum AttachmentsCellMetrics {
  /// Horizontal padding of the group (§5.3 [FSW AttachmentGroupStyle] "horizontal 16").
  public static let horizontalPadding = 16.0
  /// Vertical padding of the group (§5.3 [FSW] "vertical 10").
  public static let verticalPadding = 10.0
  /// Gap from the title to the grid: VStack spacing 10 plus 1 extra bottom padding (§5.3 [FSW]).
  public static let titleToGridGap = 11.0
  /// Tile (icon) size, 109 x 109 pt at every content size category ([FSW] `AttachmentConstants`
  /// `thumbnailWidth` 109, also the grid's minimum column width, with no `@ScaledMetric`;
  /// reference/fidelity.md §2 row #20). [SAPDOC] only says the icon size "may change" with the
  /// system font size and gives no rule, so snapcheck keeps [FSW]'s 109 (it scaled the tile by
  /// body size / 17 before, a rule no reference states). Capped at the content width.
  public static let tileSize = 109.0
  /// Minimum spacing between tiles in a row (§5.3: SwiftUI's default column spacing, "UNVERIFIED ≈ 8").
  public static let minimumIconSpacing = 8.0
  /// The row spacing cap, 20 pt: the row gap equals the column gap, at most 20 ([SAPDOC]
  /// `FUIAttachmentsFormCell` "row spacing equals the inter-icon spacing but is capped at 20",
  /// fiori-cells.md §5.3). [FSW] `fixedRowSpacing` is 10 at every width. snapcheck follows
  /// [SAPDOC] because it renders the UIKit cell (reference/fidelity.md §2 row #21): 8 at 375 pt
  /// (3 columns), 17.14 at 1024 pt, where [FSW] gives 10.
  public static let maximumRowSpacing = 20.0
  /// Tile corner radius (§5.3 [FSW] add button and thumbnail "radius 16").
  public static let tileCornerRadius = 16.0
  /// Thumbnail border width in the separator colour (§5.3 [FSW] "border 1.5").
  public static let tileBorderWidth = 1.5
  /// Glyph size inside the add button and document tiles, 24 x 24 pt (§5.3 [FSW] "24x24"), at
  /// every content size like the tile; scaled down with the tile only when the content width caps it.
  public static let glyphSize = 24.0
  /// Gap from the tile to its text (§5.3 [FSW] "4 from thumbnail to text").
  public static let tileToTextGap = 4.0
  /// Gap between the text lines (§5.3 [FSW] "2 between text lines").
  public static let textLineGap = 2.0
  /// Title line limit under a tile (§5.3 [FSW] "lineLimit 2").
  public static let titleLines = 2
}
