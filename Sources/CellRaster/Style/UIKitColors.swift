/// UIKit's semantic and system colours with their light and dark values (`UIColor.label`,
/// `.systemBackground`, `.systemBlue`, …), for XIB colours (`systemColor="labelColor"`) and for
/// the defaults UIKit views draw with (a label's text, a cell's background, the tint).
///
/// Sources, by group (each value is 8-bit sRGB `#RRGGBBAA`; alpha from the fraction × 255,
/// rounded):
/// - **Light values** are unchanged from snapcheck's earlier table: labels, separators, link and
///   the first backgrounds from fiori-cells.md §2.3 (iOS 13 values); `systemRed` … `systemGray6`
///   from Apple's Human Interface Guidelines, "Color", iOS system colours, light.
/// - **Dark values of `systemRed` … `systemGray6`**: Apple HIG "Color", the iOS 17 system colour
///   table, "Default (dark)" column. Mint is the one colour public sources disagree on (iOS 15
///   betas shipped 99,230,226); snapcheck takes the HIG's 102,212,207 (#66D4CF).
/// - **Dark values of labels, fills, backgrounds and separators**: UIKit's "UI element colors"
///   (`UIColor.label` …) as printed from UIKit in a dark trait collection, tabulated in Noah
///   Gilmore, "Backwards compatibility for iOS 13 system colors" (noahgilmore.com, 2019), and the
///   HIG's "Dark Mode" background table (system: #000000, #1C1C1E, #2C2C2E; grouped: #000000,
///   #1C1C1E, #2C2C2E). `separator` dark is rgba(84,84,88,0.65), the iOS 15-and-later value that
///   UIKit on iOS 17 returns; iOS 13 had 0.6 (Gilmore's table), so sources disagree and
///   snapcheck follows the iOS 17 it targets.
/// - Fills (`systemFill` …) light and dark: the same UIKit dump (Gilmore), iOS 13 and later.
extension DynamicColor {
  /// `UIColor.label`: primary text. Light #000000, dark #FFFFFF.
  public static let label = DynamicColor(light: "#000000FF", dark: "#FFFFFFFF")!
  /// `UIColor.secondaryLabel`: light rgba(60,60,67,0.6), dark rgba(235,235,245,0.6).
  public static let secondaryLabel = DynamicColor(light: "#3C3C4399", dark: "#EBEBF599")!
  /// `UIColor.tertiaryLabel`: light rgba(60,60,67,0.3), dark rgba(235,235,245,0.3).
  public static let tertiaryLabel = DynamicColor(light: "#3C3C434C", dark: "#EBEBF54C")!
  /// `UIColor.quaternaryLabel`: light rgba(60,60,67,0.18), dark rgba(235,235,245,0.16).
  public static let quaternaryLabel = DynamicColor(light: "#3C3C432D", dark: "#EBEBF529")!
  /// `UIColor.placeholderText`: light rgba(60,60,67,0.3), dark rgba(235,235,245,0.3).
  public static let placeholderText = DynamicColor(light: "#3C3C434C", dark: "#EBEBF54C")!
  /// `UIColor.separator`: light rgba(60,60,67,0.29), dark rgba(84,84,88,0.65) (see above).
  public static let separator = DynamicColor(light: "#3C3C4349", dark: "#545458A6")!
  /// `UIColor.opaqueSeparator`: light #C6C6C8, dark #38383A.
  public static let opaqueSeparator = DynamicColor(light: "#C6C6C8FF", dark: "#38383AFF")!
  /// `UIColor.link`: light #007AFF, dark #0984FF.
  public static let link = DynamicColor(light: "#007AFFFF", dark: "#0984FFFF")!
  /// `UIColor.systemBackground`: light #FFFFFF, dark #000000.
  public static let systemBackground = DynamicColor(light: "#FFFFFFFF", dark: "#000000FF")!
  /// `UIColor.secondarySystemBackground`: light #F2F2F7, dark #1C1C1E.
  public static let secondarySystemBackground = DynamicColor(light: "#F2F2F7FF", dark: "#1C1C1EFF")!
  /// `UIColor.tertiarySystemBackground`: light #FFFFFF, dark #2C2C2E.
  public static let tertiarySystemBackground = DynamicColor(light: "#FFFFFFFF", dark: "#2C2C2EFF")!
  /// `UIColor.systemGroupedBackground`: light #F2F2F7, dark #000000.
  public static let systemGroupedBackground = DynamicColor(light: "#F2F2F7FF", dark: "#000000FF")!
  /// `UIColor.secondarySystemGroupedBackground`: light #FFFFFF, dark #1C1C1E (a grouped table's
  /// cells).
  public static let secondarySystemGroupedBackground = DynamicColor(light: "#FFFFFFFF", dark: "#1C1C1EFF")!
  /// `UIColor.tertiarySystemGroupedBackground`: light #F2F2F7, dark #2C2C2E.
  public static let tertiarySystemGroupedBackground = DynamicColor(light: "#F2F2F7FF", dark: "#2C2C2EFF")!
  /// `UIColor.systemFill`: light rgba(120,120,128,0.2), dark rgba(120,120,128,0.36).
  public static let systemFill = DynamicColor(light: "#78788033", dark: "#7878805C")!
  /// `UIColor.secondarySystemFill`: light rgba(120,120,128,0.16), dark rgba(120,120,128,0.32).
  public static let secondarySystemFill = DynamicColor(light: "#78788029", dark: "#78788052")!
  /// `UIColor.tertiarySystemFill`: light rgba(118,118,128,0.12), dark rgba(118,118,128,0.24).
  public static let tertiarySystemFill = DynamicColor(light: "#7676801F", dark: "#7676803D")!
  /// `UIColor.quaternarySystemFill`: light rgba(116,116,128,0.08), dark rgba(118,118,128,0.18).
  public static let quaternarySystemFill = DynamicColor(light: "#74748014", dark: "#7676802E")!

  /// `UIColor.systemRed`: light #FF3B30, dark #FF453A.
  public static let systemRed = DynamicColor(light: "#FF3B30FF", dark: "#FF453AFF")!
  /// `UIColor.systemOrange`: light #FF9500, dark #FF9F0A.
  public static let systemOrange = DynamicColor(light: "#FF9500FF", dark: "#FF9F0AFF")!
  /// `UIColor.systemYellow`: light #FFCC00, dark #FFD60A.
  public static let systemYellow = DynamicColor(light: "#FFCC00FF", dark: "#FFD60AFF")!
  /// `UIColor.systemGreen`: light #34C759, dark #30D158 (UISwitch's default on tint).
  public static let systemGreen = DynamicColor(light: "#34C759FF", dark: "#30D158FF")!
  /// `UIColor.systemMint`: light #00C7BE, dark #66D4CF (see above).
  public static let systemMint = DynamicColor(light: "#00C7BEFF", dark: "#66D4CFFF")!
  /// `UIColor.systemTeal`: light #30B0C7, dark #40C8E0.
  public static let systemTeal = DynamicColor(light: "#30B0C7FF", dark: "#40C8E0FF")!
  /// `UIColor.systemCyan`: light #32ADE6, dark #64D2FF.
  public static let systemCyan = DynamicColor(light: "#32ADE6FF", dark: "#64D2FFFF")!
  /// `UIColor.systemBlue`: light #007AFF, dark #0A84FF. The default tint (`tintColor`).
  public static let systemBlue = DynamicColor(light: "#007AFFFF", dark: "#0A84FFFF")!
  /// `UIColor.systemIndigo`: light #5856D6, dark #5E5CE6.
  public static let systemIndigo = DynamicColor(light: "#5856D6FF", dark: "#5E5CE6FF")!
  /// `UIColor.systemPurple`: light #AF52DE, dark #BF5AF2.
  public static let systemPurple = DynamicColor(light: "#AF52DEFF", dark: "#BF5AF2FF")!
  /// `UIColor.systemPink`: light #FF2D55, dark #FF375F.
  public static let systemPink = DynamicColor(light: "#FF2D55FF", dark: "#FF375FFF")!
  /// `UIColor.systemBrown`: light #A2845E, dark #AC8E68.
  public static let systemBrown = DynamicColor(light: "#A2845EFF", dark: "#AC8E68FF")!
  /// `UIColor.systemGray`: #8E8E93 in both.
  public static let systemGray = DynamicColor(light: "#8E8E93FF", dark: "#8E8E93FF")!
  /// `UIColor.systemGray2`: light #AEAEB2, dark #636366.
  public static let systemGray2 = DynamicColor(light: "#AEAEB2FF", dark: "#636366FF")!
  /// `UIColor.systemGray3`: light #C7C7CC, dark #48484A.
  public static let systemGray3 = DynamicColor(light: "#C7C7CCFF", dark: "#48484AFF")!
  /// `UIColor.systemGray4`: light #D1D1D6, dark #3A3A3C.
  public static let systemGray4 = DynamicColor(light: "#D1D1D6FF", dark: "#3A3A3CFF")!
  /// `UIColor.systemGray5`: light #E5E5EA, dark #2C2C2E.
  public static let systemGray5 = DynamicColor(light: "#E5E5EAFF", dark: "#2C2C2EFF")!
  /// `UIColor.systemGray6`: light #F2F2F7, dark #1C1C1E.
  public static let systemGray6 = DynamicColor(light: "#F2F2F7FF", dark: "#1C1C1EFF")!

  /// `UIColor.darkText`: #000000 in both (not dynamic: UIKit documents it as black).
  public static let darkText = DynamicColor(Color.black)
  /// `UIColor.lightText`: white at alpha 0.6 in both (not dynamic).
  public static let lightText = DynamicColor(Color(red: 255, green: 255, blue: 255, alpha: 153))
  /// `UIColor.groupTableViewBackground` (deprecated; since iOS 13 it returns
  /// `systemGroupedBackground`): light keeps snapcheck's earlier iOS 12 value #EFEFF4, dark
  /// #000000 as systemGroupedBackground.
  public static let groupTableViewBackground = DynamicColor(light: "#EFEFF4FF", dark: "#000000FF")!
  /// The default tint of every view (`UIView.tintColor` with no tinted ancestor): systemBlue.
  public static let tint = systemBlue
}
