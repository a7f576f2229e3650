import Testing
@testable import CellRaster

@Suite struct XIBAccessibilityParsingTests {
  func traits(_ attributes: String) throws -> AccessibilityTraits? {
    let label = #"<label id="l" text="Hi"><rect key="frame" x="0" y="0" width="10" height="10"/><accessibility key="accessibilityConfiguration"><accessibilityTraits key="traits" \#(attributes)/></accessibility></label>"#
    return try XIBSamples.parse(XIBSamples.cell(subviews: label)).root.view(withID: "l")?.accessibility.traits
  }

  /// `none="YES"` is UIAccessibilityTraitNone: an empty set (replacing the kind's defaults),
  /// and nothing added next to other traits.
  @Test func traitNone() throws {
    #expect(try traits(#"none="YES""#) == [])
    #expect(try traits(#"none="YES" staticText="YES""#) == [.staticText])
  }

  @Test func unknownTraitNamesTheElement() throws {
    let error = try #require(throws: XIBError.self) { try traits(#"sparkly="YES""#) }
    #expect(error.description.hasPrefix(#"test.xib: <accessibilityTraits key="traits"> (line 8): unknown accessibility trait 'sparkly' (allowed: none, button, link, image, "#))
  }
}
