/// The numbers the object cell is laid out with, each with its source in
/// reference/fiori-cells.md. All values are points.
public enum ObjectCellMetrics {
  /// Leading/trailing layout margin in compact width (§4 [SAPGL adaptive-design]).
  public static let compactMargin = 16.0
  /// Leading/trailing layout margin in regular width (§4 [SAPGL adaptive-design]).
  public static let regularMargin = 20.0
  /// Top and bottom padding of the cell content, 14 pt. The references disagree: [FSW]
  /// `ContentFioriStyle` EdgeInsets top/bottom 14 (fiori-cells.md §5.1) and the ~2020 UIKit
  /// screenshot [UIK20] ≈ 13–14 agree; the 2019 UIKit screenshot [UIK19] (SDK 3.0) shows ≈ 10
  /// (headline line box at 10, row 66.67 pt). snapcheck follows [FSW] and [UIK20], the newer SDK,
  /// as it does for the palette (reference/fidelity.md §2–3, rows #7 and #8: a headline +
  /// subheadline + two status images cell is 14 + 47 + 14 = 75 pt here, 66.67 in [UIK19]).
  public static let verticalPadding = 14.0
  /// Line limit of the headline in every layout: one line, tail-truncated (`text-truncated` when
  /// it does not fit). The references disagree: both UIKit screenshots, [UIK19]
  /// ("Powell St BART Station (Market St at…", with a substatus) and [UIK20] ("Circular Mesh Waste
  /// Bin 15 l…"), truncate to one line in the general layout, while [FSW] `ObjectItemStyle` uses
  /// `lineLimit(2)` in the general layout and 1 only in the one-status and one-line layouts
  /// (reference/fidelity.md §2 and §3, row #6). snapcheck renders the UIKit cells, so it follows
  /// the UIKit screenshots. The default of `headlineLabel.numberOfLines`.
  public static let headlineNumberOfLines = 1
  /// Icon stack column width. Docs conflict (16 in FUIObjectViewBase, 12 in
  /// FUIObjectBaseTableViewCell, 14 scaled in SwiftUI, §10.1); we pick 16 as the issue and
  /// FUIObjectCell's 16x16 icons do.
  public static let iconColumnWidth = 16.0
  /// Icon size (§5.1 [SAPDOC FUIObjectCell] 16x16).
  public static let iconSize = 16.0
  /// Font of a text icon (e.g. an unread count "1"): caption1 semibold at its Large size (12 pt)
  /// on a 16 pt line, not scaled with Dynamic Type, because the column is a fixed 16 pt and FSW
  /// shrinks text icons to fit (§5.1 "minimumScaleFactor 0.1 (text digits shrink to fit)").
  public static let textIconFont = FontDescriptor(pointSize: 12, weight: .semibold, lineHeight: 16)
  /// Gap after the icon column: FSW shifts content right by 22 when icons exist (§5.1), 22 − 16.
  public static let iconColumnGap = 6.0
  /// `detailImageViewSize` default (§5.1 [SAPDOC]).
  public static let detailImageSize = 45.0
  /// Corner radius of the detail image (§5.1 [FSW] "rounded rect radius 4").
  public static let detailImageCornerRadius = 4.0
  /// Gap from the detail image to the text column (§5.1 [FSW] "12 to the text column").
  public static let detailImageGap = 12.0
  /// Gap between headline, subheadline and footnote (§5.1 [SAPDOC] "3 pt label gaps").
  public static let labelSpacing = 3.0
  /// Minimum gap between the headline and the status (§5.1 [FSW] "headline must keep 8 px to status").
  public static let statusGap = 8.0
  /// Gap between status and substatus, 4 pt ([FSW] `VStack(alignment: .trailing, spacing: 4)`,
  /// fiori-cells.md §5.1): two 16 pt status images are 20 pt apart centre to centre. [UIK19]
  /// (the 2019 UIKit SDK 3.0 screenshot) measures 22.25 (a 6.25 pt gap, image rows of 22 pt
  /// 0.25 apart); snapcheck keeps [FSW], the same era choice as `verticalPadding`
  /// (reference/fidelity.md §2, row #12).
  public static let statusSpacing = 4.0
  /// Status / substatus image size (§5.1 [SAPDOC] `indicatorImageViewSize` 16x16).
  public static let statusImageSize = 16.0
  /// The status column never takes more than this fraction of the text area in compact width
  /// (our choice, so a long status cannot squeeze the headline to nothing).
  public static let maximumStatusFraction = 0.5
  /// Gap before the description in compact (§5.1 [FSW] "below main column after 8").
  public static let compactDescriptionGap = 8.0
  /// Regular width: minimum spacer after the left column (§5.1 [FSW] "minimum 16 spacer").
  public static let regularLeftSpacer = 16.0
  /// Regular width: leading inset of the right column (§5.1 [FSW] "[8, description, …]").
  public static let regularRightInset = 8.0
  /// Regular width: minimum gap between description and status (§5.1 [FSW] "minimum 24 spacer").
  public static let regularDescriptionStatusGap = 24.0
  /// Regular width: status column trailing inset when a description exists (§5.1 [FSW]).
  public static let regularStatusTrailingInset = 16.0
  /// Default `splitPercent` (§10.3: SwiftUI docstring 0.5; the UIKit doc example uses 0.4).
  public static let defaultSplitPercent = 0.5
  /// Width the content view gives up for a disclosure indicator: 375 → 342 in IB (§4 [SAPSB]).
  /// It splits as 16 trailing margin + 8 chevron + 9 gap; the other accessories reserve their
  /// glyph width + 25 the same way (derived, UNVERIFIED).
  public static let accessoryTrailingMargin = 16.0
  /// See `accessoryTrailingMargin`: the gap between content and the accessory glyph.
  public static let accessoryGap = 9.0
  /// Chevron accessory frame, 8 x 13 pt (fiori-cells.md §4 "about 8 x 13 pt", UNVERIFIED there;
  /// confirmed by [UIK20], whose chevron ink measures ≈ 7.8 x 12.4 pt, reference/fidelity.md §2
  /// row #15). The `chevron` symbol's ink fills it: 7.8 x 12.4 pt (`Symbol.chevron`).
  public static let chevronSize = Size(width: 8, height: 13)
  /// Checkmark glyph size (UIKit's checkmark accessory is about 14 pt wide; UNVERIFIED).
  public static let checkmarkSize = Size(width: 14, height: 14)
  /// Detail (info) button glyph size: UIKit's `.detailButton` draws a 22 pt circle (UNVERIFIED).
  public static let infoButtonSize = Size(width: 22, height: 22)
  /// Gap between the info button and the chevron in `.detailDisclosureButton` (UNVERIFIED).
  public static let detailDisclosureGap = 10.0
  /// Regular-width descriptions are hidden at this content size and above (§5.1 [FSW]).
  public static let descriptionHiddenFrom = ContentSizeCategory.extraLarge
}
