extension XIBColorParsing {
  /// Apple's semantic and system colours in light mode, keyed by the XIB's `systemColor` names;
  /// names not listed use the document's copies (`color(_:)`).
  ///
  /// - Label, fill-free semantic colours and backgrounds: fiori-cells.md §2.3 (iOS 13 values).
  /// - The system colours `systemRed` … `systemGray6`: Apple Human Interface Guidelines, "Color",
  ///   the iOS system colour table, light mode. They agree with every copy the XIB fixtures carry
  ///   (`XIBCorpusParsingTests`): mage-ios ObservationCell writes systemGreen inline as 0.2039,
  ///   0.7804, 0.3490 (#34C759); `<resources>` give systemOrange #FF9500, systemGray3 #C7C7CC and
  ///   systemBlue #007AFF, the value fiori-cells.md §2.3 has too.
  static let systemColors: [String: Color] = [
    // fiori-cells.md §2.3
    "labelColor": Color(hex: "#000000FF")!, "secondaryLabelColor": Color(hex: "#3C3C4399")!,
    "tertiaryLabelColor": Color(hex: "#3C3C434C")!, "quaternaryLabelColor": Color(hex: "#3C3C432D")!,
    "placeholderTextColor": Color(hex: "#3C3C434C")!, "separatorColor": Color(hex: "#3C3C4349")!,
    "opaqueSeparatorColor": Color(hex: "#C6C6C8FF")!, "linkColor": Color(hex: "#007AFFFF")!,
    "systemBackgroundColor": Color(hex: "#FFFFFFFF")!,
    "secondarySystemBackgroundColor": Color(hex: "#F2F2F7FF")!,
    "systemGroupedBackgroundColor": Color(hex: "#F2F2F7FF")!,
    "secondarySystemGroupedBackgroundColor": Color(hex: "#FFFFFFFF")!,
    // Apple HIG "Color", light mode
    "systemRedColor": Color(hex: "#FF3B30FF")!, "systemOrangeColor": Color(hex: "#FF9500FF")!,
    "systemYellowColor": Color(hex: "#FFCC00FF")!, "systemGreenColor": Color(hex: "#34C759FF")!,
    "systemMintColor": Color(hex: "#00C7BEFF")!, "systemTealColor": Color(hex: "#30B0C7FF")!,
    "systemCyanColor": Color(hex: "#32ADE6FF")!, "systemBlueColor": Color(hex: "#007AFFFF")!,
    "systemIndigoColor": Color(hex: "#5856D6FF")!, "systemPurpleColor": Color(hex: "#AF52DEFF")!,
    "systemPinkColor": Color(hex: "#FF2D55FF")!, "systemBrownColor": Color(hex: "#A2845EFF")!,
    "systemGrayColor": Color(hex: "#8E8E93FF")!, "systemGray2Color": Color(hex: "#AEAEB2FF")!,
    "systemGray3Color": Color(hex: "#C7C7CCFF")!, "systemGray4Color": Color(hex: "#D1D1D6FF")!,
    "systemGray5Color": Color(hex: "#E5E5EAFF")!, "systemGray6Color": Color(hex: "#F2F2F7FF")!,
  ]
}
