import Testing
@testable import CellRaster

@Suite("XIB cells: the combined cell label leaves out views VoiceOver cannot see (alpha < 0.01)")
struct XIBAccessibilityVisibilityTests {
  /// A cell with labels "Name" and "Detail"; `detailAlpha` / `boxAlpha` are the `alpha`
  /// attributes of the detail label and of the view holding it.
  static func label(detailAlpha: String, boxAlpha: String = "1") throws -> String? {
    let subviews = """
      <label id="name" text="Name"><rect key="frame" x="16" y="4" width="100" height="20"/></label>
      <view id="box" alpha="\(boxAlpha)"><rect key="frame" x="16" y="24" width="200" height="20"/>
        <subviews><label id="detail" text="Detail" alpha="\(detailAlpha)"><rect key="frame" x="0" y="0" width="100" height="20"/></label></subviews>
      </view>
      """
    let document = try XIBSamples.parse(XIBSamples.cell(height: 48, subviews: subviews))
    let layout = try XIBCellLayout(
      content: XIBCellContent(document: document, bindings: XIBBindings([])),
      environment: RenderEnvironment(width: 320), measurer: FakeTextMeasurer()
    ).layout()
    return layout.root.accessibility.label
  }

  @Test("a label at alpha 0.009 is left out; 0.01 and 0.011 are read", arguments: [
    ("0.009", "Name"), ("0.0", "Name"), ("0.01", "Name, Detail"), ("0.011", "Name, Detail"),
  ])
  func cutoff(_ alpha: String, _ expected: String) throws {
    #expect(try Self.label(detailAlpha: alpha) == expected)
  }

  @Test("the alpha is the product down from the cell: 0.1 × 0.05 is left out, 0.5 × 0.02 read")
  func product() throws {
    #expect(try Self.label(detailAlpha: "0.05", boxAlpha: "0.1") == "Name")
    #expect(try Self.label(detailAlpha: "0.02", boxAlpha: "0.5") == "Name, Detail")
  }
}
