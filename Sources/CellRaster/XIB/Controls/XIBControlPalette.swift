/// UIKit's default colours of the controls snapcheck draws, for one appearance: `light`, and
/// `dark` from the same sources, chosen by the variant's appearance (`XIBControlParts.palette(_:)`).
///
/// Sources: Apple Human Interface Guidelines, "Color" (system colours, light and dark) and
/// UIKit's semantic colours (the fill, label and separator colours of iOS 13+; the light label and
/// separator values are `XIBColorParsing.systemColors`, fiori-cells.md §2.3).
struct XIBControlPalette: Hashable, Sendable {
  /// systemGreen #34C759 (dark #30D158): `UISwitch.onTintColor`'s default.
  var systemGreen: Color
  /// systemBlue #007AFF (dark #0A84FF): the tint, the default of `UISlider.minimumTrackTintColor`
  /// and `UIProgressView.progressTintColor`, the checkmark and detail button accessories.
  var tint: Color
  /// secondarySystemFill, #787880 at 16% (dark 32%): the off track of `UISwitch` (over white, the
  /// #E9E9EA of iOS 13+ switches).
  var secondarySystemFill: Color
  /// systemFill, #787880 at 20% (dark 36%): the maximum track of `UISlider` and the track of a
  /// default-style `UIProgressView`.
  var systemFill: Color
  /// tertiarySystemFill, #767680 at 12% (dark 24%): the track of `UISegmentedControl` and the
  /// background of `UIStepper` (iOS 13+).
  var tertiarySystemFill: Color
  /// White in both appearances: the thumbs of switches and sliders.
  var thumb: Color
  /// The selected segment's platter: white (dark #636366, systemGray2's dark value).
  var selectedSegment: Color
  /// Black at 12%: the drop shadow under thumbs and the selected segment, drawn as an unblurred
  /// disc or hairline (snapcheck's approximation of UIKit's blurred shadows).
  var shadow: Color
  /// label #000000 (dark #FFFFFF): segment titles, stepper glyphs, the current page dot.
  var label: Color
  /// tertiaryLabel #3C3C43 at 30% (dark #EBEBF5 at 30%): a stepper glyph at its limit, the other
  /// page dots, the disclosure chevron accessory.
  var tertiaryLabel: Color
  /// separator #3C3C43 at 29% (dark #545458 at 60%): dividers between unselected segments and
  /// between a stepper's halves.
  var separator: Color
  /// systemGray #8E8E93 (dark #8E8E93): the spokes of an activity indicator of the `medium`,
  /// `large` and `gray` styles (the pre-iOS 13 grey style's colour; snapcheck's choice for the
  /// iOS 13 styles, whose default colour UIKit does not document); `white`/`whiteLarge` draw white.
  var activityIndicator: Color

  /// Light appearance.
  static let light = XIBControlPalette(
    systemGreen: Color(hex: "#34C759FF")!, tint: XIBNodeBuilder.defaultTint.light,
    secondarySystemFill: Color(red: 120, green: 120, blue: 128, alpha: 41), systemFill: Color(red: 120, green: 120, blue: 128, alpha: 51),
    tertiarySystemFill: Color(red: 118, green: 118, blue: 128, alpha: 31), thumb: .white, selectedSegment: .white,
    shadow: Color(red: 0, green: 0, blue: 0, alpha: 31), label: XIBColorParsing.systemColors["labelColor"]?.light ?? .black,
    tertiaryLabel: XIBColorParsing.systemColors["tertiaryLabelColor"]?.light ?? .black,
    separator: XIBColorParsing.systemColors["separatorColor"]?.light ?? .black,
    activityIndicator: XIBColorParsing.systemColors["systemGrayColor"]?.light ?? .black)

  /// Dark appearance (the dark values above).
  static let dark = XIBControlPalette(
    systemGreen: Color(hex: "#30D158FF")!, tint: Color(hex: "#0A84FFFF")!,
    secondarySystemFill: Color(red: 120, green: 120, blue: 128, alpha: 82), systemFill: Color(red: 120, green: 120, blue: 128, alpha: 92),
    tertiarySystemFill: Color(red: 118, green: 118, blue: 128, alpha: 61), thumb: .white, selectedSegment: Color(hex: "#636366FF")!,
    shadow: Color(red: 0, green: 0, blue: 0, alpha: 31), label: .white,
    tertiaryLabel: Color(red: 235, green: 235, blue: 245, alpha: 77), separator: Color(red: 84, green: 84, blue: 88, alpha: 153),
    activityIndicator: Color(hex: "#8E8E93FF")!)
}
