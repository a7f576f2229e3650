/// The numbers the note cell is laid out with, each with its source in reference/fiori-cells.md
/// §5.2. All values are points.
///
/// Minimum height choice (§10.4: SwiftUI's editor minHeight 88 vs UIKit's `minNumberOfLines` 2):
/// snapcheck follows UIKit, because the cell is the UIKit `FUINoteFormCell` and
/// `minNumberOfLines` is its documented knob: the editor box is `lines × body line height + 2 ×
/// textContainerInset`, i.e. 2 × 22 + 16 = 60 pt at Large, growing with Dynamic Type.
public enum NoteCellMetrics {
  /// The hard minimum of `minNumberOfLines` (§5.2 [SAPDOC] "defaults to 2 … also the hard minimum").
  public static let hardMinimumLines = 2
  /// Top padding above the title (§5.2 [FSW KeyValueFormViewStyle] "padding top 11").
  public static let titleTopPadding = 11.0
  /// Gap from the title to the editor box, 11 pt: the title's bottom padding −4, the default
  /// spacing 8 of [FSW] `KeyValueFormViewBaseStyle`'s `VStack(alignment: .leading)` (SwiftUI's
  /// system spacing between two views, no number in the source) and the note view's top
  /// padding 7 (reference/fidelity.md §2 row #17; fiori-cells.md §5.2 counted only −4 + 7 = 3).
  /// No UIKit image of the cell exists to check it against (fidelity.md §3).
  public static let titleToBoxGap = 11.0
  /// Top padding above the box when there is no title (§5.2 [FSW] outer container "padding top 7").
  public static let topPaddingWithoutTitle = 7.0
  /// Bottom padding when there is no info row (§5.2 [FSW] "bottom 7 when no info view").
  public static let bottomPaddingWithoutInfo = 7.0
  /// UITextView's default `textContainerInset` top and bottom (§5.2 UIKit estimate "insets 8 + 8").
  public static let textContainerInset = 8.0
  /// Text and placeholder leading/trailing inset in the box (§5.2 [FSW] placeholder "leading/
  /// trailing 13"; the text's "horizontal padding 8" plus UIKit's 5 pt lineFragmentPadding = 13,
  /// so typed text and placeholder start at the same x).
  public static let textHorizontalInset = 13.0
  /// Editor box corner radius (§5.2 [FSW] noteFormViewCornerRadius 8).
  public static let cornerRadius = 8.0
  /// Box border width when idle (§5.2 [FSW] "border 0.5 separatorOpaque").
  public static let borderWidth = 0.5
  /// Box border width while editing (§5.2 [FSW] "focused 2.0 tintColor").
  public static let editingBorderWidth = 2.0
  /// Box border width in the error state when not editing, 0.5 pt: [FSW] `getBorderWidth` gives
  /// 2.0 when focused and 0.5 otherwise; an error changes the colour only (negativeLabel)
  /// (reference/fidelity.md §2 row #19; snapcheck used 1 pt, its own choice, before). While
  /// editing, an error border is `editingBorderWidth`.
  public static let errorBorderWidth = 0.5
  /// Info row (hint/error + counter) top padding (§5.2 [FSW TextInputInfoViewStyle] "padding top 4").
  public static let infoTopPadding = 4.0
  /// Bottom padding below the info row or validation row (§5.2 [FSW] "bottom 11").
  public static let infoBottomPadding = 11.0
  /// Spacing inside the info row: icon to text (§5.2 [FSW] "HStack(top, 8)").
  public static let infoSpacing = 8.0
  /// Minimum gap before the counter (§5.2 [FSW] "counter leading padding 16").
  public static let counterLeadingPadding = 16.0
  /// Gap above the validation row (our choice; the reference gives no number for UIKit's
  /// inline validation view).
  public static let validationTopPadding = 8.0
  /// The least editor box height when the height cap squeezes it: one line plus the insets (our
  /// choice; the text scrolls inside).
  public static let minimumVisibleLines = 1
  /// Default `charCountReachLimitMsg` (§5.2 [FSW getInfoString]).
  public static let reachLimitMessage = "No more characters remaining"
  /// Default `charCountBeyondLimitMsg` (§5.2 [FSW getInfoString]).
  public static let beyondLimitMessage = "Reduce the number of characters"
  /// The read-only hint (§5.2 [SAPGL text-input] "Read-only field").
  public static let readOnlyHint = "Read-only field"
  /// What VoiceOver says for the mandatory indicator (§5.2 [FSW] accessibility label "Required Field").
  public static let requiredSpokenText = "Required Field"
}
