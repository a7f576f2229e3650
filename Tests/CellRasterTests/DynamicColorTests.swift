import Testing
@testable import CellRaster

/// `DynamicColor` and UIKit's colour table (`UIKitColors.swift`, `XIBSystemColors.swift`).
@Suite struct DynamicColorTests {
  @Test func resolvesPerAppearance() {
    #expect(DynamicColor.label.resolved(for: .light) == Color.black)
    #expect(DynamicColor.label.resolved(for: .dark) == Color.white)
    #expect(!DynamicColor.label.isFixed)
    #expect(DynamicColor(Color.white).isFixed)
    #expect(DynamicColor(Color.white).resolved(for: .dark) == Color.white)
  }

  /// Dark values, by XIB name (sources in UIKitColors.swift).
  @Test(arguments: [
    ("labelColor", "#FFFFFFFF"), ("secondaryLabelColor", "#EBEBF599"), ("tertiaryLabelColor", "#EBEBF54C"),
    ("quaternaryLabelColor", "#EBEBF529"), ("placeholderTextColor", "#EBEBF54C"), ("separatorColor", "#545458A6"),
    ("opaqueSeparatorColor", "#38383AFF"), ("linkColor", "#0984FFFF"),
    ("systemBackgroundColor", "#000000FF"), ("secondarySystemBackgroundColor", "#1C1C1EFF"),
    ("tertiarySystemBackgroundColor", "#2C2C2EFF"), ("systemGroupedBackgroundColor", "#000000FF"),
    ("secondarySystemGroupedBackgroundColor", "#1C1C1EFF"), ("tertiarySystemGroupedBackgroundColor", "#2C2C2EFF"),
    ("systemFillColor", "#7878805C"), ("secondarySystemFillColor", "#78788052"), ("tertiarySystemFillColor", "#7676803D"),
    ("quaternarySystemFillColor", "#7676802E"),
    ("systemRedColor", "#FF453AFF"), ("systemOrangeColor", "#FF9F0AFF"), ("systemYellowColor", "#FFD60AFF"),
    ("systemGreenColor", "#30D158FF"), ("systemMintColor", "#66D4CFFF"), ("systemTealColor", "#40C8E0FF"),
    ("systemCyanColor", "#64D2FFFF"), ("systemBlueColor", "#0A84FFFF"), ("systemIndigoColor", "#5E5CE6FF"),
    ("systemPurpleColor", "#BF5AF2FF"), ("systemPinkColor", "#FF375FFF"), ("systemBrownColor", "#AC8E68FF"),
    ("systemGrayColor", "#8E8E93FF"), ("systemGray2Color", "#636366FF"), ("systemGray3Color", "#48484AFF"),
    ("systemGray4Color", "#3A3A3CFF"), ("systemGray5Color", "#2C2C2EFF"), ("systemGray6Color", "#1C1C1EFF"),
    ("tintColor", "#0A84FFFF"), ("darkTextColor", "#000000FF"), ("lightTextColor", "#FFFFFF99"),
    ("groupTableViewBackgroundColor", "#000000FF"), ("tableCellGroupedBackgroundColor", "#1C1C1EFF"),
  ])
  func darkValues(_ name: String, _ hex: String) throws {
    #expect(XIBColorParsing.systemColors[name]?.dark == Color(hex: hex))
  }

  /// The names added with the dark table have light values too.
  @Test(arguments: [
    ("tertiarySystemBackgroundColor", "#FFFFFFFF"), ("tertiarySystemGroupedBackgroundColor", "#F2F2F7FF"),
    ("systemFillColor", "#78788033"), ("tertiarySystemFillColor", "#7676801F"), ("tintColor", "#007AFFFF"),
  ])
  func newLightValues(_ name: String, _ hex: String) throws {
    #expect(XIBColorParsing.systemColors[name]?.light == Color(hex: hex))
  }

  @Test("older Xcode's cocoaTouchSystemColor names map to the same values: groupTableViewBackgroundColor is dark in dark")
  func cocoaTouchNames() throws {
    let view = #"<view id="v"><rect key="frame" x="0" y="0" width="10" height="10"/><color key="backgroundColor" cocoaTouchSystemColor="groupTableViewBackgroundColor"/></view>"#
    let color = try #require(try XIBSamples.parse(XIBSamples.cell(subviews: view)).root.view(withID: "v")?.backgroundColor)
    #expect(color == .groupTableViewBackground)
    #expect(XIBColorParsing.cocoaTouchColors["tableCellGroupedBackgroundColor"] == XIBColorParsing.systemColors["secondarySystemGroupedBackgroundColor"])
    #expect(XIBColorParsing.cocoaTouchColors["whiteColor"]?.isFixed == true)
  }
}
