import Foundation
import Testing
@testable import CellRaster

@Suite("acceptedFindings: decoding, pins and the suggested entry")
struct AcceptedFindingTests {
  private func decode(_ json: String) throws -> ScenarioSpec {
    try ScenarioSpecAccessibilityTests.decode(json)
  }

  private let head = #"{"name": "s", "cell": "FUIObjectTableViewCell", "properties": {"headlineText": "H"}, "acceptedFindings": "#

  @Test("entries decode with an optional pin; expectedFindings keeps working beside them")
  func decodes() throws {
    let spec = try decode(head + #"[{"rule": "text-contrast", "element": "statusLabel", "measured": "3.9:1", "reason": "brand"}, {"rule": "touch-target-size", "element": "accessoryDetailButton", "reason": "UIKit's size"}], "expectedFindings": ["text-truncated"]}"#)
    #expect(spec.acceptedFindings == [
      AcceptedFinding(rule: .textContrast, element: "statusLabel", measured: .contrastRatio(3.9), reason: "brand"),
      AcceptedFinding(rule: .touchTargetSize, element: "accessoryDetailButton", reason: "UIKit's size"),
    ])
    #expect(spec.expectedFindings == [.textTruncated])
    #expect(try decode(head + "[]}").acceptedFindings.isEmpty)
  }

  @Test("bad entries are errors at their JSON path", arguments: [
    (#"{}"#, "t.json: at $.acceptedFindings: expected an array, got object"),
    (#"["text-contrast"]"#, "t.json: at $.acceptedFindings[0]: expected an object, got string"),
    (#"[{"rule": "nope", "element": "e", "reason": "r"}]"#, "t.json: at $.acceptedFindings[0].rule: unknown value 'nope' (allowed: label-missing, touch-target-size, text-contrast, non-text-contrast, contrast-indeterminate, label-trait-redundant, label-punctuation, label-required-asterisk, trait-conflict, text-truncated, text-clipped, text-overlap, duplicate-label, label-repeated, fiori.substatus-accessory)"),
    (#"[{"element": "e", "reason": "r"}]"#, "t.json: at $.acceptedFindings[0]: missing key 'rule' (an accepted finding needs rule, element and reason)"),
    (#"[{"rule": "text-contrast", "reason": "r"}]"#, "t.json: at $.acceptedFindings[0]: missing key 'element' (an accepted finding needs rule, element and reason)"),
    (#"[{"rule": "text-contrast", "element": "e"}]"#, "t.json: at $.acceptedFindings[0]: missing key 'reason' (an accepted finding needs rule, element and reason)"),
    (#"[{"rule": "text-contrast", "element": "", "reason": "r"}]"#, "t.json: at $.acceptedFindings[0].element: expected the finding's node id, e.g. \"statusLabel\", got an empty string"),
    (#"[{"rule": "text-contrast", "element": 3, "reason": "r"}]"#, "t.json: at $.acceptedFindings[0].element: expected a string, got number"),
    (#"[{"rule": "text-contrast", "element": "e", "reason": " \n"}]"#, "t.json: at $.acceptedFindings[0].reason: expected why the finding is acceptable, got an empty reason"),
    (#"[{"rule": "text-contrast", "element": "e", "reason": "<why this is acceptable>"}]"#, "t.json: at $.acceptedFindings[0].reason: replace the placeholder '<why this is acceptable>' with why the finding is acceptable"),
    (#"[{"rule": "text-contrast", "element": "e", "reason": "r", "measured": 3.9}]"#, "t.json: at $.acceptedFindings[0].measured: expected a string, got number"),
    (#"[{"rule": "text-contrast", "element": "e", "reason": "r", "measured": "3.9"}]"#, "t.json: at $.acceptedFindings[0].measured: '3.9' is not a 'text-contrast' measure (expected a ratio such as \"3.9:1\", 1–21)"),
    (#"[{"rule": "touch-target-size", "element": "e", "reason": "r", "measured": "22 pt"}]"#, "t.json: at $.acceptedFindings[0].measured: '22 pt' is not a 'touch-target-size' measure (expected a size such as \"22x22 pt\", each side above 0 and at most 100000)"),
    (#"[{"rule": "touch-target-size", "element": "e", "reason": "r", "measured": "0x0"}]"#, "t.json: at $.acceptedFindings[0].measured: '0x0' is not a 'touch-target-size' measure (expected a size such as \"22x22 pt\", each side above 0 and at most 100000)"),
    (#"[{"rule": "touch-target-size", "element": "e", "reason": "r", "measured": "99999999999999999999x1"}]"#, "t.json: at $.acceptedFindings[0].measured: '99999999999999999999x1' is not a 'touch-target-size' measure (expected a size such as \"22x22 pt\", each side above 0 and at most 100000)"),
    (#"[{"rule": "text-contrast", "element": " \t", "reason": "r"}]"#, "t.json: at $.acceptedFindings[0].element: expected the finding's node id, e.g. \"statusLabel\", got only whitespace ' \\t'"),
    (#"[{"rule": "text-contrast", "element": "e", "reason": "<why this is acceptable> "}]"#, "t.json: at $.acceptedFindings[0].reason: replace the placeholder '<why this is acceptable>' with why the finding is acceptable"),
    (#"[{"rule": "label-missing", "element": "e", "reason": "r", "measured": "1:1"}]"#, "t.json: at $.acceptedFindings[0].measured: 'label-missing' measures no number to pin; remove 'measured' (pins are for text-contrast, non-text-contrast, touch-target-size, text-clipped)"),
    (#"[{"rule": "text-contrast", "element": "e", "reason": "r", "why": "x"}]"#, "t.json: at $.acceptedFindings[0].why: unknown key 'why' (allowed: rule, element, measured, reason)"),
    (#"[{"rule": "text-contrast", "element": "e", "reason": "r"}, {"rule": "text-contrast", "element": "e", "reason": "s"}]"#, "t.json: at $.acceptedFindings[1]: 'text-contrast' on 'e' is listed twice (first at $.acceptedFindings[0])"),
  ])
  func errors(_ list: String, _ message: String) {
    do {
      _ = try decode(head + list + "}")
      Issue.record("expected an error")
    } catch let error as SpecError {
      #expect(error.description == message)
      #expect(error.category == .badInput)
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test("at most 2,000 entries; a list that long decodes in linear time (duplicates found by hashing)")
  func entryLimit() throws {
    func list(_ count: Int) -> String {
      "[" + (0..<count).map { #"{"rule": "text-contrast", "element": "e\#($0)", "reason": "r"}"# }.joined(separator: ",") + "]"
    }
    #expect(try decode(head + list(AcceptedFinding.maximumEntries) + "}").acceptedFindings.count == 2_000)
    #expect(throws: SpecError.self) { try decode(head + list(AcceptedFinding.maximumEntries + 1) + "}") }
    do {
      _ = try decode(head + list(2_001) + "}")
    } catch let error as SpecError {
      #expect(error.description == "t.json: at $.acceptedFindings: 2001 entries; a spec may accept at most 2000 findings")
    }
  }

  @Test("pins read as findings print them; worse is a lower ratio, a smaller side, less visible")
  func measures() throws {
    #expect(AuditMeasure.parse("2.9953:1", as: .contrastRatio) == .contrastRatio(2.9953))
    #expect(AuditMeasure.parse("22x22 pt", as: .size) == .size(width: 22, height: 22))
    #expect(AuditMeasure.parse("21.5x44", as: .size) == .size(width: 21.5, height: 44))
    #expect(AuditMeasure.parse("62% of the frame visible", as: .percentVisible) == .percentVisible(62))
    #expect(AuditMeasure.parse("62%", as: .percentVisible) == .percentVisible(62))
    for bad in ["indeterminate", "-1:1", "22:1", "1e1:1", ":1", "3.:1", " 3 .9:1"] {
      #expect(AuditMeasure.parse(bad, as: .contrastRatio) == nil, "\(bad)")
    }
    #expect(AuditMeasure.parse("101%", as: .percentVisible) == nil)
    #expect(AuditMeasure.contrastRatio(3.5).isWorse(than: .contrastRatio(3.9)))
    #expect(!AuditMeasure.contrastRatio(3.9).isWorse(than: .contrastRatio(3.9)))
    #expect(!AuditMeasure.contrastRatio(4.2).isWorse(than: .contrastRatio(3.9)))
    #expect(AuditMeasure.size(width: 44, height: 20).isWorse(than: .size(width: 22, height: 22)))
    #expect(!AuditMeasure.size(width: 30, height: 22).isWorse(than: .size(width: 22, height: 22)))
    #expect(AuditMeasure.percentVisible(50).isWorse(than: .percentVisible(62)))
    #expect(AuditMeasure.size(width: 44, height: 20).worst(.size(width: 22, height: 30)) == .size(width: 22, height: 20))
    #expect(AuditMeasure.contrastRatio(3.9).worst(.contrastRatio(2.1)) == .contrastRatio(2.1))
    #expect(AuditMeasure.kind(of: .labelMissing) == nil)
  }

  @Test("the suggested entry is one JSON line that decodes back to the entry, escapes included")
  func jsonText() throws {
    let entry = AcceptedFinding(rule: .touchTargetSize, element: "row0.\"odd\"\\id\u{1}", measured: .size(width: 22, height: 21.5),
                                reason: "UIKit's 22x22 button")
    #expect(entry.jsonText == #"{"rule": "touch-target-size", "element": "row0.\"odd\"\\id\u0001", "measured": "22x21.5 pt", "reason": "UIKit's 22x22 button"}"#)
    let spec = try decode(head + "[" + entry.jsonText + "]}")
    #expect(spec.acceptedFindings == [entry])
  }
}
