import CellRaster
import Foundation
import Testing
@testable import SnapCheckCore

/// Every JSON spec reads into a Swift `Scenario` and writes back as a spec that decodes to the
/// same `ScenarioSpec` (content, variants, frames, comparison, findings, overrides): the CLI and
/// the library check the same thing.
@Suite("Scenario JSON round trip")
struct ScenarioRoundTripTests {
  /// The bundled specs, plus the test-only fixture scenarios (XIB cells and lists).
  static func specFiles() throws -> [String] {
    let folders = [TestWorkspace.bundledSnapshots + "/specs", TestWorkspace.fixtures + "/XIBFixtureScenarios/specs"]
    return try folders.flatMap { folder in
      try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }.sorted()
        .map { folder + "/" + $0 }
    }
  }

  /// Asserts that two decoded specs check the same thing.
  static func expectSame(_ a: ScenarioSpec, _ b: ScenarioSpec, _ file: String) {
    #expect(a.name == b.name, "\(file)")
    #expect(a.cellClass == b.cellClass, "\(file)")
    #expect(a.content == b.content, "\(file): content")
    #expect(a.variants == b.variants, "\(file): variants")
    #expect(a.comparison == b.comparison, "\(file): comparison")
    #expect(a.frames.map(\.content) == b.frames.map(\.content), "\(file): frames")
    #expect(a.frames.map(\.events) == b.frames.map(\.events), "\(file): events")
    #expect(a.frames.map { $0.step?.name } == b.frames.map { $0.step?.name }, "\(file): step names")
    #expect(a.accessibilityOverlay == b.accessibilityOverlay, "\(file): accessibilityOverlay")
    #expect(a.expectedFindings == b.expectedFindings, "\(file): expectedFindings")
    #expect(a.acceptedFindings == b.acceptedFindings, "\(file): acceptedFindings")
    #expect(a.overrides.entries.map(\.id) == b.overrides.entries.map(\.id), "\(file): overrides")
    #expect(a.overrides.entries.map(\.entry) == b.overrides.entries.map(\.entry), "\(file): overrides")
  }

  @Test("every bundled and fixture spec: JSON → Scenario → JSON decodes to the same spec, and → Scenario again is equal")
  func everySpecRoundTrips() throws {
    let files = try Self.specFiles().filter {
      !$0.contains("XIBFixtureScenarios") || FileManager.default.fileExists(atPath: SharedFixtures.root)
    }
    #expect(files.count >= 56)
    let fixtureConfinement = { (file: String) throws -> PathConfinement? in
      file.contains("XIBFixtureScenarios")
        ? try PathConfinement(root: (file as NSString).deletingLastPathComponent, allowed: [SharedFixtures.root + "/xib"],
                              rootName: "the snapshots folder") : nil
    }
    for file in files {
      let confinement = try fixtureConfinement(file)
      let original = try ScenarioRenderer.loadSpec(file, confinement: confinement)
      let scenario = try Scenario.load(file: file, confinement: confinement)
      let written = try scenario.spec(file: file, confinement: confinement)
      Self.expectSame(original, written, file)
      #expect(Scenario(specValue: scenario.specValue) == scenario, "\(file)")
      // The JSON text parses back to the same value.
      let reparsed = try JSONValue.parse(Data(scenario.jsonText.utf8), file: file)
      #expect(SpecValue(reparsed) == scenario.specValue, "\(file)")
    }
  }

  @Test("a scenario written in Swift gives the spec a person would write, key for key")
  func swiftScenarioWritesSpec() throws {
    var cell = FUIObjectTableViewCell(headlineText: "Order 4711", statusText: "Open", accessoryType: .disclosureIndicator)
    cell.substatusImage = "symbol:error"
    cell.substatusImageTint = "negativeLabel"
    cell.labelProperties["headlineLabel.numberOfLines"] = 0
    let scenario = Scenario("order-4711", cell: cell,
                            variants: [.init(width: 375, scale: 2), .init(contentSize: .accessibilityExtraLarge, layoutDirection: .rightToLeft)],
                            comparison: .init(maxDiff: "0.5%"),
                            acceptedFindings: [.init(rule: .textContrast, element: "statusLabel", reason: "brand colour")])
    let expected: SpecValue = [
      "name": "order-4711", "cell": "FUIObjectTableViewCell",
      "properties": ["headlineText": "Order 4711", "statusText": "Open", "accessoryType": "disclosureIndicator",
                     "substatusImage": "symbol:error", "substatusImageTint": "negativeLabel",
                     "headlineLabel.numberOfLines": 0],
      "variants": [["width": 375, "scale": 2], ["contentSize": "AX3", "layoutDirection": "rightToLeft"]],
      "comparison": ["maxDiff": "0.5%"],
      "acceptedFindings": [["rule": "text-contrast", "element": "statusLabel", "reason": "brand colour"]],
    ]
    #expect(scenario.specValue == expected)
    #expect(scenario.jsonText.hasPrefix("{\n  \"acceptedFindings\" : [\n"))
    // And it decodes: the spec reader accepts what the Swift value wrote.
    let spec = try scenario.spec(file: TestWorkspace.bundledSnapshots + "/specs/order-4711.json")
    #expect(spec.variants.map(\.slug) == ["w375-2x-L-light-ltr", "w375-3x-AX3-light-rtl"])
    guard case .object(let properties) = spec.content else { Issue.record("not an object cell"); return }
    #expect(properties.headlineText == "Order 4711")
    #expect(properties.accessoryType == .disclosureIndicator)
  }

  @Test("as on the UIKit cell, the status slot shows what was set last: an image clears the text and back")
  func statusSlotLastSetWins() {
    var cell = FUIObjectCollectionViewCell(statusText: "Open")
    cell.statusImage = "symbol:error"
    #expect(cell.statusText == nil && cell.statusImage == "symbol:error")
    cell.statusText = "Closed"
    #expect(cell.statusImage == nil && cell.specProperties["statusText"] == "Closed")
    cell.statusText = nil
    #expect(cell.properties.specProperties.isEmpty)
    // A spec's array form: text, then image — the Swift value holds the image, as UIKit shows.
    let read = Scenario.Cell(cellClass: .objectCollectionViewCell,
                             properties: [["statusText": "Open", "statusTextColor": "criticalLabel"], ["statusImage": "symbol:error"]],
                             theme: nil)
    #expect(read.specProperties == ["statusImage": "symbol:error", "statusTextColor": "criticalLabel"])
  }

  @Test("Scenario.load checks the file as verify does: a missing file is missing input, a bad one names its JSON path")
  func loadChecks() throws {
    let folder = try TestWorkspace.temporaryFolder()
    #expect { try Scenario.load(file: folder + "/none.json") } throws: { ($0 as? SpecError)?.category == .missingInput }
    try #"{"name": "x", "cell": "FUINoteFormCell", "properties": {"maxNoteTextLength": -1}}"#
      .write(toFile: folder + "/x.json", atomically: true, encoding: .utf8)
    #expect { try Scenario.load(file: folder + "/x.json") } throws: { "\($0)".contains("$.properties.maxNoteTextLength") }
  }

  @Test("a NaN still writes a whole spec: the number becomes a string the spec reader refuses at its path")
  func nanWritesSpec() throws {
    let scenario = Scenario("nan", cell: FUINoteFormCell(), variants: [.init(width: .nan)])
    #expect(scenario.jsonText.contains(#""width" : "nan""#))
    let parsed = try JSONValue.parse(Data(scenario.jsonText.utf8), file: "nan.json")
    #expect {
      try ScenarioRenderer.decodeSpec(JSONCursor(parsed, file: TestWorkspace.bundledSnapshots + "/specs/nan.json"))
    } throws: { "\($0)".contains("$.variants[0].width") }
  }

  @Test("a bad value set in Swift is refused by the spec reader at its JSON path, naming the allowed range")
  func badSwiftValueNamesPath() {
    let scenario = Scenario("bad", cell: FUIObjectTableViewCell(headlineText: "x", splitPercent: 1.5))
    #expect {
      try scenario.spec(file: TestWorkspace.bundledSnapshots + "/specs/bad.json")
    } throws: { error in
      "\(error)".contains("$.properties.splitPercent") && "\(error)".contains("0.01")
    }
    let unnamed = Scenario("../escape", cell: FUINoteFormCell())
    #expect(throws: SpecError.self) { try unnamed.spec(file: TestWorkspace.bundledSnapshots + "/specs/x.json") }
  }

  @Test("note cells are configured as UIKit code would: a closure over the cell, then steps type into it")
  func noteCellBuilder() throws {
    let cell = FUINoteFormCell { $0.placeholderText = "Notes"; $0.maxNoteTextLength = 20; $0.isCharCountEnabled = true }
    let scenario = Scenario("note", cell: cell, steps: [.beginEditing(), .typeText("Hello", name: "typed")])
    #expect(scenario.specValue.object?["properties"] == ["placeholder.text": "Notes", "maxNoteTextLength": 20,
                                                         "isCharCountEnabled": true])
    let spec = try scenario.spec(file: TestWorkspace.bundledSnapshots + "/specs/note.json")
    #expect(spec.frames.count == 3)
    #expect(spec.frames.last?.step?.name == "typed")
  }
}
