import Foundation
import Testing
@testable import CellRaster

@Suite("ScenarioSpec accessibility keys: accessibilityOverlay, expectedFindings, overrides")
struct ScenarioSpecAccessibilityTests {
  /// The spec `json` decoded as file "t.json", with no images (shared with AcceptedFindingTests).
  static func decode(_ json: String) throws -> ScenarioSpec {
    try ScenarioSpec.decode(
      JSONCursor(JSONValue.parse(Data(json.utf8), file: "t.json"), file: "t.json"),
      loader: { _, cursor in throw cursor.error("no images") })
  }

  private func decode(_ json: String) throws -> ScenarioSpec { try Self.decode(json) }

  private let head = #"{"name": "s", "cell": "FUIObjectTableViewCell", "properties": {"headlineText": "H"}"#

  @Test("the keys decode; defaults are off, none and none")
  func decodes() throws {
    let plain = try decode(head + "}")
    #expect(!plain.accessibilityOverlay)
    #expect(plain.expectedFindings.isEmpty)
    let spec = try decode(head + #", "accessibilityOverlay": true, "expectedFindings": ["text-contrast", "fiori.substatus-accessory"], "overrides": {"contentView": {"accessibilityLabel": "", "accessibilityTraits": ["button"], "alpha": 0.5}}}"#)
    #expect(spec.accessibilityOverlay)
    #expect(spec.expectedFindings == [.textContrast, .fioriSubstatusAccessory])
    #expect(spec.overrides.entries.map(\.id) == ["contentView"])
    #expect(spec.overrides.entries.first?.entry.traits == .button)
  }

  @Test("strict: wrong types, unknown rules, unknown keys and trait names name the path", arguments: [
    (#", "accessibilityOverlay": 1}"#, "t.json: at $.accessibilityOverlay: expected true or false, got number"),
    (#", "expectedFindings": ["nope"]}"#, "t.json: at $.expectedFindings[0]: unknown value 'nope' (allowed: label-missing, touch-target-size, text-contrast, non-text-contrast, contrast-indeterminate, label-trait-redundant, label-punctuation, label-required-asterisk, trait-conflict, text-truncated, text-clipped, duplicate-label, label-repeated, fiori.substatus-accessory)"),
    (#", "expectedFindings": ["text-contrast", "text-contrast"]}"#, "t.json: at $.expectedFindings[1]: 'text-contrast' is listed twice"),
    (#", "overrides": {"x": {"label": "a"}}}"#, "t.json: at $.overrides.x.label: unknown key 'label' (allowed: isAccessibilityElement, accessibilityLabel, accessibilityValue, accessibilityHint, accessibilityIdentifier, accessibilityTraits, backgroundColor, alpha)"),
    (#", "overrides": {"x": {"alpha": 2}}}"#, "t.json: at $.overrides.x.alpha: 2 is out of range (allowed: 0–1)"),
  ])
  func strict(_ tail: String, _ message: String) {
    do {
      _ = try decode(head + tail)
      Issue.record("expected an error")
    } catch let error as SpecError {
      #expect(error.description == message)
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test("overrides apply by node id; the root's background replaces the cell's; unknown ids are errors")
  func apply() throws {
    let spec = try decode(head + ##", "overrides": {"cell": {"backgroundColor": "#FFFFFF00"}, "contentView": {"accessibilityLabel": "Row", "isAccessibilityElement": false}}}"##)
    let layout = try CellLayout.layout(spec.content, cellClass: spec.cellClass,
                                       environment: RenderEnvironment(), measurer: FakeTextMeasurer())
    let applied = try spec.overrides.apply(to: layout)
    #expect(applied.backgroundColor == Color(red: 255, green: 255, blue: 255, alpha: 0))
    let content = try #require(applied.root.node(withID: "contentView"))
    #expect(content.accessibility.label == "Row")
    #expect(content.accessibility.isAccessibilityElement == false)
    let bad = try decode(head + #", "overrides": {"nope": {"alpha": 1}}}"#)
    #expect(throws: SpecError.self) { try bad.overrides.apply(to: layout) }
  }
}
