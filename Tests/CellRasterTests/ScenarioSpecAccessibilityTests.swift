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
    (#", "expectedFindings": ["nope"]}"#, "t.json: at $.expectedFindings[0]: unknown value 'nope' (allowed: label-missing, touch-target-size, text-contrast, non-text-contrast, contrast-indeterminate, label-trait-redundant, label-punctuation, label-required-asterisk, trait-conflict, text-truncated, text-clipped, text-overlap, duplicate-label, label-repeated, fiori.substatus-accessory)"),
    (#", "expectedFindings": ["text-contrast", "text-contrast"]}"#, "t.json: at $.expectedFindings[1]: 'text-contrast' is listed twice"),
    (#", "overrides": {"x": {"label": "a"}}}"#, "t.json: at $.overrides.x.label: unknown key 'label' (allowed: isAccessibilityElement, accessibilityLabel, accessibilityValue, accessibilityHint, accessibilityIdentifier, accessibilityTraits, accessibilityFrame, accessibilityPath, accessibilityElementsHidden, accessibilityCustomActions, backgroundColor, alpha, layer.opacity)"),
    (#", "overrides": {"x": {"alpha": 2}}}"#, "t.json: at $.overrides.x.alpha: 2 is out of range (allowed: 0–1)"),
    (#", "overrides": {"x": {"layer.opacity": -0.5}}}"#, "t.json: at $.overrides.x[\"layer.opacity\"]: -0.5 is out of range (allowed: 0–1)"),
    (#", "overrides": {"x": {"alpha": 1, "layer.opacity": 0}}}"#, "t.json: at $.overrides.x[\"layer.opacity\"]: layer.opacity and alpha are one UIKit value (a view's alpha is its layer's opacity): give one of them"),
    (#", "overrides": {"x": {"accessibilityElementsHidden": "yes"}}}"#, "t.json: at $.overrides.x.accessibilityElementsHidden: expected true or false, got string"),
    // accessibilityFrame
    (#", "overrides": {"x": {"accessibilityFrame": [0, 0, 10, 10]}}}"#, "t.json: at $.overrides.x.accessibilityFrame: expected an object, got array"),
    (#", "overrides": {"x": {"accessibilityFrame": {"x": 0, "y": 0, "width": 10}}}}"#, #"t.json: at $.overrides.x.accessibilityFrame: missing key 'height' (expected {"x", "y", "width", "height"} in points)"#),
    (#", "overrides": {"x": {"accessibilityFrame": {"x": 0, "y": 0, "width": -1, "height": 10}}}}"#, "t.json: at $.overrides.x.accessibilityFrame.width: -1 is out of range (allowed: 0–100000 pt)"),
    (#", "overrides": {"x": {"accessibilityFrame": {"x": 1e300, "y": 0, "width": 1, "height": 10}}}}"#, "t.json: at $.overrides.x.accessibilityFrame.x: 1e+300 is out of range (allowed: -100000–100000 pt)"),
    (#", "overrides": {"x": {"accessibilityFrame": {"x": 0, "y": 0, "w": 1, "height": 10}}}}"#, "t.json: at $.overrides.x.accessibilityFrame.w: unknown key 'w' (did you mean width?; allowed: x, y, width, height)"),
    // accessibilityPath
    (#", "overrides": {"x": {"accessibilityPath": [[0, 0], [10, 0]]}}}"#, "t.json: at $.overrides.x.accessibilityPath: a polygon needs 3–1000 points [x, y], got 2"),
    (#", "overrides": {"x": {"accessibilityPath": [[0, 0], [10, 0], [5]]}}}"#, "t.json: at $.overrides.x.accessibilityPath[2]: expected a point [x, y], got 1 items"),
    (#", "overrides": {"x": {"accessibilityPath": [[0, 0], [10, 0], [5, "a"]]}}}"#, "t.json: at $.overrides.x.accessibilityPath[2][1]: expected a number, got string"),
    (#", "overrides": {"x": {"accessibilityPath": [[0, 0], [10, 0], [5, -200000]]}}}"#, "t.json: at $.overrides.x.accessibilityPath[2][1]: -200000 is out of range (allowed: -100000–100000 pt)"),
    (#", "overrides": {"x": {"accessibilityPath": {"cornerRadius": 4}}}}"#, #"t.json: at $.overrides.x.accessibilityPath: missing key 'rect' (expected {"rect": {"x", "y", "width", "height"}, "cornerRadius": points})"#),
    (#", "overrides": {"x": {"accessibilityPath": {"rect": {"x": 0, "y": 0, "width": 4, "height": 4}, "cornerRadius": -1}}}}"#, "t.json: at $.overrides.x.accessibilityPath.cornerRadius: -1 is out of range (allowed: 0–100000 pt)"),
    (#", "overrides": {"x": {"accessibilityPath": {"rect": {"x": 0, "y": 0, "width": -4, "height": 4}}}}}"#, "t.json: at $.overrides.x.accessibilityPath.rect.width: -4 is out of range (allowed: 0–100000 pt)"),
    (#", "overrides": {"x": {"accessibilityPath": "M0 0"}}}"#, #"t.json: at $.overrides.x.accessibilityPath: expected a polygon [[x, y], …] or {"rect": {…}, "cornerRadius": r}, got string"#),
    // accessibilityCustomActions
    (#", "overrides": {"x": {"accessibilityCustomActions": "Delete"}}}"#, "t.json: at $.overrides.x.accessibilityCustomActions: expected an array, got string"),
    (#", "overrides": {"x": {"accessibilityCustomActions": ["Delete", ""]}}}"#, "t.json: at $.overrides.x.accessibilityCustomActions[1]: expected an action name, got an empty string"),
    (#", "overrides": {"x": {"accessibilityCustomActions": ["\u00a0 "]}}}"#, "t.json: at $.overrides.x.accessibilityCustomActions[0]: expected an action name, got only whitespace"),
    (#", "overrides": {"x": {"accessibilityCustomActions": [1]}}}"#, "t.json: at $.overrides.x.accessibilityCustomActions[0]: expected a string, got number"),
    (#", "overrides": {"x": {"accessibilityCustomActions": ["Delete", "Delete"]}}}"#, "t.json: at $.overrides.x.accessibilityCustomActions[1]: 'Delete' is listed twice"),
    (#", "overrides": {"x": {"accessibilityCustomActions": ["\u200b"]}}}"#, "t.json: at $.overrides.x.accessibilityCustomActions[0]: '\\u{200B}' contains U+200B, a control, format or separator character that VoiceOver does not speak (write the name as it is read)"),
    (#", "overrides": {"x": {"accessibilityCustomActions": ["Del\nete"]}}}"#, "t.json: at $.overrides.x.accessibilityCustomActions[0]: 'Del\\nete' contains U+000A, a control, format or separator character that VoiceOver does not speak (write the name as it is read)"),
    (#", "overrides": {"x": {"accessibilityCustomActions": ["xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"]}}}"#, "t.json: at $.overrides.x.accessibilityCustomActions[0]: 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…' has 201 characters; an action name may have at most 200"),
    (#", "overrides": {"x": {"accessibilityCustomActions": ["a0","a1","a2","a3","a4","a5","a6","a7","a8","a9","a10","a11","a12","a13","a14","a15","a16","a17","a18","a19","a20","a21","a22","a23","a24","a25","a26","a27","a28","a29","a30","a31","a32","a33","a34","a35","a36","a37","a38","a39","a40","a41","a42","a43","a44","a45","a46","a47","a48","a49","a50","a51","a52","a53","a54","a55","a56","a57","a58","a59","a60","a61","a62","a63","a64","a65","a66","a67","a68","a69","a70","a71","a72","a73","a74","a75","a76","a77","a78","a79","a80","a81","a82","a83","a84","a85","a86","a87","a88","a89","a90","a91","a92","a93","a94","a95","a96","a97","a98","a99","a100"]}}}"#, "t.json: at $.overrides.x.accessibilityCustomActions: 101 actions; a view may offer at most 100"),
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

  @Test("the semantics keys decode and apply: frame, path, hidden subtree, actions, layer.opacity")
  func semanticsKeys() throws {
    let spec = try decode(head + #", "overrides": {"contentView": {"accessibilityFrame": {"x": 1, "y": 2, "width": 3, "height": 4}, "accessibilityPath": [[0, 0], [8, 0], [4, 6.5]], "accessibilityElementsHidden": true, "accessibilityCustomActions": ["Delete", "Flag"], "layer.opacity": 0.25}, "cell": {"accessibilityPath": {"rect": {"x": 0, "y": 0, "width": 40, "height": 20}, "cornerRadius": 10}}}}"#)
    let entry = try #require(spec.overrides.entries.first { $0.id == "contentView" }?.entry)
    #expect(entry.frame == Rect(x: 1, y: 2, width: 3, height: 4))
    #expect(entry.path == .polygon([Point(x: 0, y: 0), Point(x: 8, y: 0), Point(x: 4, y: 6.5)]))
    #expect(entry.elementsHidden == true)
    #expect(entry.customActions == ["Delete", "Flag"])
    #expect(entry.alpha == 0.25)
    let layout = try CellLayout.layout(spec.content, cellClass: spec.cellClass,
                                       environment: RenderEnvironment(), measurer: FakeTextMeasurer())
    let applied = try spec.overrides.apply(to: layout)
    let content = try #require(applied.root.node(withID: "contentView"))
    #expect(content.accessibility.frame == entry.frame)
    #expect(content.accessibility.path == entry.path)
    #expect(content.accessibility.elementsHidden)
    #expect(content.accessibility.customActions == ["Delete", "Flag"])
    #expect(content.alpha == 0.25)
    #expect(applied.root.accessibility.path == .roundedRect(Rect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 10))
    // Keys left out keep what layout set.
    #expect(applied.root.alpha == layout.root.alpha)
    #expect(applied.root.accessibility.frame == layout.root.accessibility.frame)
  }
}
