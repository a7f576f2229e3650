extension XIBColorParsing {
  /// Apple's semantic and system colours, light and dark, keyed by the XIB's `systemColor`
  /// names (`labelColor`, `systemBlueColor`, …); the values and their sources are in
  /// `UIKitColors.swift` (`DynamicColor.label` …). Names not listed use the document's copies
  /// (`color(_:)`), as a fixed colour.
  ///
  /// The light values agree with every copy the XIB fixtures carry (`XIBCorpusParsingTests`):
  /// mage-ios ObservationCell writes systemGreen inline as 0.2039, 0.7804, 0.3490 (#34C759);
  /// `<resources>` give systemOrange #FF9500, systemGray3 #C7C7CC and systemBlue #007AFF.
  static let systemColors: [String: DynamicColor] = [
    "labelColor": .label, "secondaryLabelColor": .secondaryLabel, "tertiaryLabelColor": .tertiaryLabel,
    "quaternaryLabelColor": .quaternaryLabel, "placeholderTextColor": .placeholderText, "separatorColor": .separator,
    "opaqueSeparatorColor": .opaqueSeparator, "linkColor": .link,
    "systemBackgroundColor": .systemBackground, "secondarySystemBackgroundColor": .secondarySystemBackground,
    "tertiarySystemBackgroundColor": .tertiarySystemBackground, "systemGroupedBackgroundColor": .systemGroupedBackground,
    "secondarySystemGroupedBackgroundColor": .secondarySystemGroupedBackground,
    "tertiarySystemGroupedBackgroundColor": .tertiarySystemGroupedBackground,
    "systemFillColor": .systemFill, "secondarySystemFillColor": .secondarySystemFill,
    "tertiarySystemFillColor": .tertiarySystemFill, "quaternarySystemFillColor": .quaternarySystemFill,
    "systemRedColor": .systemRed, "systemOrangeColor": .systemOrange, "systemYellowColor": .systemYellow,
    "systemGreenColor": .systemGreen, "systemMintColor": .systemMint, "systemTealColor": .systemTeal,
    "systemCyanColor": .systemCyan, "systemBlueColor": .systemBlue, "systemIndigoColor": .systemIndigo,
    "systemPurpleColor": .systemPurple, "systemPinkColor": .systemPink, "systemBrownColor": .systemBrown,
    "systemGrayColor": .systemGray, "systemGray2Color": .systemGray2, "systemGray3Color": .systemGray3,
    "systemGray4Color": .systemGray4, "systemGray5Color": .systemGray5, "systemGray6Color": .systemGray6,
    "darkTextColor": .darkText, "lightTextColor": .lightText, "tintColor": .tint,
    "groupTableViewBackgroundColor": .groupTableViewBackground,
    // UITableViewCell's own defaults: a plain table's cell background is systemBackground, a
    // grouped table's secondarySystemGroupedBackground (UIKit reference, UITableViewCell /
    // "UI element colors").
    "tableCellPlainBackgroundColor": .systemBackground,
    "tableCellGroupedBackgroundColor": .secondarySystemGroupedBackground,
  ]

  /// Legacy `cocoaTouchSystemColor` names (pre-iOS 13 class colours, older Xcode): the fixed
  /// class colours, and the names that map to the same dynamic values as `systemColors`.
  static let cocoaTouchColors: [String: DynamicColor] = [
    "whiteColor": DynamicColor(.white), "blackColor": DynamicColor(.black), "clearColor": DynamicColor(.clear),
    "darkTextColor": .darkText, "lightTextColor": .lightText,
    "groupTableViewBackgroundColor": .groupTableViewBackground,
    "tableCellGroupedBackgroundColor": .secondarySystemGroupedBackground,
    "tableCellPlainBackgroundColor": .systemBackground,
  ]
}
