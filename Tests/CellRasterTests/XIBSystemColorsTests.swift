import Testing
@testable import CellRaster

/// `systemColor="…"` colours: snapcheck's light-mode table, the document's `<resources>` copy, the
/// element's own components.
@Suite struct XIBSystemColorsTests {
  func tint(_ color: String, resources: String = "") throws -> Color? {
    let view = #"<view id="v"><rect key="frame" x="0" y="0" width="10" height="10"/>\#(color)</view>"#
    return try XIBSamples.parse(XIBSamples.cell(subviews: view, resources: resources)).root.view(withID: "v")?.tintColor?.light
  }

  /// Apple HIG "Color", iOS light mode.
  @Test(arguments: [
    ("systemRedColor", "#FF3B30"), ("systemOrangeColor", "#FF9500"), ("systemYellowColor", "#FFCC00"),
    ("systemGreenColor", "#34C759"), ("systemMintColor", "#00C7BE"), ("systemTealColor", "#30B0C7"),
    ("systemCyanColor", "#32ADE6"), ("systemBlueColor", "#007AFF"), ("systemIndigoColor", "#5856D6"),
    ("systemPurpleColor", "#AF52DE"), ("systemPinkColor", "#FF2D55"), ("systemBrownColor", "#A2845E"),
    ("systemGrayColor", "#8E8E93"), ("systemGray2Color", "#AEAEB2"), ("systemGray3Color", "#C7C7CC"),
    ("systemGray4Color", "#D1D1D6"), ("systemGray5Color", "#E5E5EA"), ("systemGray6Color", "#F2F2F7"),
    // fiori-cells.md §2.3, unchanged.
    ("labelColor", "#000000"), ("linkColor", "#007AFF"), ("secondarySystemBackgroundColor", "#F2F2F7"),
  ])
  func tableValues(_ name: String, _ hex: String) throws {
    #expect(try tint(#"<color key="tintColor" systemColor="\#(name)"/>"#) == Color(hex: hex))
  }

  /// A name not in the table: the `<resources>` copy, else the components IB wrote on the
  /// element (mage-ios ObservationCell's encoding), else an error naming the element.
  @Test func namesOutsideTheTable() throws {
    let inline = #"<color key="tintColor" systemColor="systemFooColor" red="0.2039" green="0.7804" blue="0.349" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
    #expect(try tint(inline) == Color(hex: "#34C759"))
    let resources = #"<systemColor name="systemFooColor"><color red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></systemColor>"#
    #expect(try tint(inline, resources: resources) == Color(hex: "#FF0000"))
    let error = try #require(throws: XIBError.self) { try tint(#"<color key="tintColor" systemColor="systemFooColor"/>"#) }
    #expect(error.description == #"test.xib: <color key="tintColor"> (line 8): system colour 'systemFooColor' is neither in snapcheck's table (XIBSystemColors.swift) nor in the document's <resources>, and the element has no colour components"#)
  }
}
