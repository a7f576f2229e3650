/// The colours and metrics snapcheck draws text fields, text views, compact date pickers, picker
/// views and configured buttons with, in one place so that the appearance work can switch them
/// to dark values. Each colour is light/dark (`DynamicColor`, resolved for the variant's appearance
/// when the parts are built); the values are `UIKitColors.swift`'s, named beside each with sources.
///
/// Sources:
/// - [F23] fiori-cells.md §2.3 (Apple semantic colours, iOS 13 light values).
/// - [CC] Apple's iOS 13 semantic colours as dumped in the public ColorCompatibility tables
///   (github.com/noahsark769/ColorCompatibility): the system fills light / dark:
///   systemFill #78788033 / #7878805C, secondarySystemFill #78788029 / #78788052,
///   tertiarySystemFill #7676801F / #7676803D, quaternarySystemFill #74748014 / #7676802E;
///   placeholderText #3C3C434C / #EBEBF54C, tertiaryLabel #3C3C434C / #EBEBF54C.
/// - [HIG] Apple Human Interface Guidelines, "Color" (system colours).
/// - Numbers marked "estimate" are snapcheck's own, read off iOS 17 screenshots, not measured.
enum XIBTextControlStyle {
  /// `UIColor.placeholderText`, light #3C3C434C ([F23]); dark #EBEBF54C ([CC]).
  static let placeholderText = DynamicColor.placeholderText
  /// `UIColor.label`, light #000000 ([F23]); dark #FFFFFF.
  static let label = DynamicColor.label
  /// `UIColor.systemBackground`, light #FFFFFF ([F23]); dark #000000.
  static let systemBackground = DynamicColor.systemBackground
  /// `UIColor.tertiarySystemFill`, light #7676801F, dark #7676803D ([CC]): the platter of a
  /// compact date picker and the selection band of a picker view.
  static let tertiarySystemFill = DynamicColor.tertiarySystemFill
  /// `UIColor.tertiaryLabel`, light #3C3C434C ([F23]); dark #EBEBF54C ([CC]): the disabled
  /// title of a configured button, and the clear button of a text field.
  static let tertiaryLabel = DynamicColor.tertiaryLabel
  /// `UIColor.opaqueSeparator`, light #C6C6C8 ([F23]); dark #38383A: the hairline border of a
  /// rounded-rect text field (estimate: the border reads as this grey on iOS 17).
  static let opaqueSeparator = DynamicColor.opaqueSeparator
  /// `UIColor.systemGray`, light #8E8E93 ([HIG]); dark #8E8E93: the border of a bezel text field
  /// (snapcheck's approximation of the bezel).
  static let systemGray = DynamicColor.systemGray

  /// A rounded-rect text field's corner radius, points (estimate: 5 pt, as iOS 13–17 draw it).
  static let roundedRectCornerRadius = 5.0
  /// A line or bezel text field's border width, points (UIKit: "a thin rectangle").
  static let lineBorderWidth = 1.0
  /// The clear button's circle diameter and its distance from the field's trailing edge, points
  /// (estimate: SF "xmark.circle.fill" at 19 pt, 6 pt from the edge in a 34 pt field).
  static let clearButtonSize = 19.0, clearButtonTrailing = 6.0
  /// The gap between the text and the clear button, points (estimate).
  static let clearButtonGap = 4.0
  /// `UITextView.textContainerInset` default (8, 0, 8, 0) and `NSTextContainer.lineFragmentPadding`
  /// default 5, points (UIKit / TextKit references).
  static let textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0), lineFragmentPadding = 5.0
  /// A compact date picker platter's corner radius, points (estimate).
  static let datePlatterCornerRadius = 6.0
  /// A picker view's selection band: height, horizontal inset and corner radius, points
  /// (estimate: the iOS 14+ rounded band behind the selected row, 34 pt tall).
  static let pickerBandHeight = 34.0, pickerBandInset = 8.0, pickerBandCornerRadius = 7.0

  /// A part node: a child `LayoutNode` that draws some of a control's look and is no
  /// accessibility element.
  static func part(_ owner: LayoutNode, _ name: String, frame: Rect, backgroundColor: Color? = nil, cornerRadius: Double = 0,
                   borderWidth: Double = 0, borderColor: Color? = nil, text: TextContent? = nil) -> LayoutNode {
    LayoutNode(id: owner.id + "." + name, frame: frame, backgroundColor: backgroundColor, cornerRadius: cornerRadius,
               borderWidth: borderWidth, borderColor: borderColor, text: text,
               accessibility: AccessibilityAttributes(isAccessibilityElement: false))
  }
}
