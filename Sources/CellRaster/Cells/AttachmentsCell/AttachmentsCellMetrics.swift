/// The numbers the attachments cell is laid out with, each with its source in
/// reference/fiori-cells.md §5.3. All values are points.
public enum AttachmentsCellMetrics {
  /// Horizontal padding of the group (§5.3 [FSW AttachmentGroupStyle] "horizontal 16").
  public static let horizontalPadding = 16.0
  /// Vertical padding of the group (§5.3 [FSW] "vertical 10").
  public static let verticalPadding = 10.0
  /// Gap from the title to the grid: VStack spacing 10 plus 1 extra bottom padding (§5.3 [FSW]).
  public static let titleToGridGap = 11.0
  /// Tile (icon) size at Large (§5.3 [FSW] 109x109, grid minimum column width 109). It follows
  /// Dynamic Type (§5.3 [SAPDOC] "icon size depends on the system font size") by the body
  /// style's size ratio to Large, rounded to whole points and capped at the content width.
  public static let tileSizeAtLarge = 109.0
  /// Minimum spacing between tiles in a row (§5.3: SwiftUI's default column spacing, "UNVERIFIED ≈ 8").
  public static let minimumIconSpacing = 8.0
  /// The row spacing cap (§5.3 [SAPDOC] "row spacing equals the inter-icon spacing but is capped at 20").
  public static let maximumRowSpacing = 20.0
  /// Tile corner radius (§5.3 [FSW] add button and thumbnail "radius 16").
  public static let tileCornerRadius = 16.0
  /// Thumbnail border width in the separator colour (§5.3 [FSW] "border 1.5").
  public static let tileBorderWidth = 1.5
  /// Glyph size inside the add button and document tiles at Large (§5.3 [FSW] "24x24"), scaled
  /// with the tile.
  public static let glyphSizeAtLarge = 24.0
  /// Gap from the tile to its text (§5.3 [FSW] "4 from thumbnail to text").
  public static let tileToTextGap = 4.0
  /// Gap between the text lines (§5.3 [FSW] "2 between text lines").
  public static let textLineGap = 2.0
  /// Title line limit under a tile (§5.3 [FSW] "lineLimit 2").
  public static let titleLines = 2
}
