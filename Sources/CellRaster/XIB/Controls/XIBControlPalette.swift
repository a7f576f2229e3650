/// UIKit's default colours of the controls snapcheck draws, light appearance, in one place so the
/// dark values (given in each comment, from the same sources) can be switched in when XIB
/// colours become appearance-dependent.
///
/// Sources: Apple Human Interface Guidelines, "Color" (system colours, light/dark) and UIKit's
/// semantic colours (the fill and label colours, iOS 13+; `XIBColorParsing.systemColors` holds
/// the label and separator values, fiori-cells.md §2.3).
enum XIBControlPalette {
  /// systemGreen #34C759 (dark #30D158): `UISwitch.onTintColor`'s default.
  static let systemGreen = Color(hex: "#34C759FF")!
  /// systemBlue #007AFF (dark #0A84FF): the tint, `UISlider.minimumTrackTintColor`'s and
  /// `UIProgressView.progressTintColor`'s default, the checkmark and detail button accessories.
  static let tint = XIBNodeBuilder.defaultTint
  /// secondarySystemFill, #787880 at 16% (dark 32%): the off track of `UISwitch` (over white it
  /// is the #E9E9EA of iOS 13+ switches).
  static let secondarySystemFill = Color(red: 120, green: 120, blue: 128, alpha: 41)
  /// systemFill, #787880 at 20% (dark 36%): the maximum track of `UISlider` and the track of a
  /// default-style `UIProgressView`.
  static let systemFill = Color(red: 120, green: 120, blue: 128, alpha: 51)
  /// tertiarySystemFill, #767680 at 12% (dark 24%): the track of `UISegmentedControl` and the
  /// background of `UIStepper` (iOS 13+).
  static let tertiarySystemFill = Color(red: 118, green: 118, blue: 128, alpha: 31)
  /// White (dark: #636366, systemGray dark's grey platter): thumbs of switches and sliders and
  /// the selected segment of a segmented control.
  static let thumb = Color.white
  /// Black at 12%: the drop shadow under thumbs and the selected segment, drawn as an
  /// unblurred disc or outline (snapcheck's approximation of UIKit's blurred shadows).
  static let shadow = Color(red: 0, green: 0, blue: 0, alpha: 31)
  /// label #000000 (dark #FFFFFF): segment titles, stepper glyphs, the current page dot.
  static let label = XIBColorParsing.systemColors["labelColor"] ?? .black
  /// tertiaryLabel #3C3C43 at 30% (dark #EBEBF5 at 30%): a stepper glyph at its limit, the
  /// other page dots, the disclosure chevron accessory.
  static let tertiaryLabel = XIBColorParsing.systemColors["tertiaryLabelColor"] ?? .black
  /// separator #3C3C43 at 29% (dark #545458 at 60%): dividers between unselected segments and
  /// between a stepper's halves.
  static let separator = XIBColorParsing.systemColors["separatorColor"] ?? .black
  /// systemGray #8E8E93 (dark #8E8E93): the spokes of an activity indicator of the `medium`,
  /// `large` and `gray` styles (the pre-iOS 13 grey style's colour; snapcheck's choice for
  /// the iOS 13 styles, whose default colour UIKit does not document); `white`/`whiteLarge` draw white.
  static let activityIndicator = XIBColorParsing.systemColors["systemGrayColor"] ?? .black
}
