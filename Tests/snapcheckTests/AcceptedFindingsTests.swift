import Foundation
import Testing
@testable import SnapCheckCore

/// `acceptedFindings` end to end, and the guidance every failing finding carries (fix, the entry
/// that accepts it) in `audit` text and JSON and in verify's console, JUnit and GitHub output.
/// Built on the bundled a11y-audit-text-contrast scenario: its status text #959595 on white is
/// 2.9953:1 (reference/accessibility.md §3.4), below 4.5:1.
@Suite("acceptedFindings and finding guidance")
struct AcceptedFindingsTests {
  static let name = "a11y-audit-text-contrast"
  /// The finding's line as the existing audit test spells it.
  static let line = "error [text-contrast] element 1 (statusLabel): text \"Pending\" (statusLabel) #959595 on #FFFFFF is "
    + "2.9953:1, below 4.5:1 for normal text (15 pt regular) | measured 2.9953:1; threshold 4.5:1 (normal text); "
    + "tolerance strict WCAG (no tolerance); WCAG 2.2 SC 1.4.3 Contrast (Minimum) (AA)"
  static let fix = "fix: darken the text colour to at least 4.5:1 against #FFFFFF"

  /// A copy of the scenario with its spec edited by `edit` (the parsed JSON object).
  private func scenario(_ edit: (inout [String: Any]) -> Void) throws -> (snapshots: String, spec: String) {
    let snapshots = try TestWorkspace.copyOfScenarios([Self.name])
    let spec = snapshots + "/specs/\(Self.name).json"
    var object = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: spec))) as? [String: Any])
    edit(&object)
    try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]).write(to: URL(fileURLWithPath: spec))
    return (snapshots, spec)
  }

  private func entry(measured: String? = nil, element: String = "statusLabel", reason: String = "brand colour") -> [String: Any] {
    var entry: [String: Any] = ["rule": "text-contrast", "element": element, "reason": reason]
    if let measured { entry["measured"] = measured }
    return entry
  }

  @Test("audit prints a finding once for all its frames, with its fix and the entry to paste; pasting it passes")
  func mergedWithGuidance() throws {
    let (snapshots, spec) = try scenario {
      $0["expectedFindings"] = nil
      $0["variants"] = [["width": 375], ["width": 320]]
    }
    let open = TestWorkspace.run(["audit", "--snapshots", snapshots, Self.name])
    #expect(open.status == .failure)
    let accept = "accept in \(spec): \"acceptedFindings\": [{\"rule\": \"text-contrast\", \"element\": \"statusLabel\", "
      + "\"measured\": \"2.9953:1\", \"reason\": \"<why this is acceptable>\"}]"
    #expect(open.out == """
      \(Self.name) all 2 frames: \(Self.line)
      \(Self.name)   \(Self.fix)
      \(Self.name)   \(accept)
      0 passed, 1 failed

      """)
    // Paste the suggested entry, placeholder and all: the placeholder is refused at its path.
    let pasted = String(accept.drop { $0 != "[" }.dropFirst().dropLast())
    var entry = try #require(try JSONSerialization.jsonObject(with: Data(pasted.utf8)) as? [String: Any])
    let placeholder = try scenario {
      $0["expectedFindings"] = nil
      $0["acceptedFindings"] = [entry]
    }
    let refused = TestWorkspace.run(["audit", "--snapshots", placeholder.snapshots, Self.name])
    #expect(refused.status == .dataError)
    #expect(refused.out.hasPrefix("ERROR \(Self.name): \(placeholder.spec): at $.acceptedFindings[0].reason: replace the placeholder"))
    // With a reason it accepts the finding in every frame.
    entry["reason"] = "brand colour"
    let (accepted, _) = try scenario {
      $0["expectedFindings"] = nil
      $0["variants"] = [["width": 375], ["width": 320]]
      $0["acceptedFindings"] = [entry]
    }
    let passing = TestWorkspace.run(["audit", "--snapshots", accepted, Self.name])
    #expect(passing.status == .success)
    #expect(passing.out == "\(Self.name) all 2 frames: \(Self.line) (accepted: brand colour)\n1 passed, 0 failed\n")
  }

  @Test("a pin: an equal or better measure stays accepted, a worse one re-opens the finding with a re-pin")
  func pinned() throws {
    for pin in ["2.9953:1", "2.5:1"] {
      let (snapshots, _) = try scenario {
        $0["expectedFindings"] = nil
        $0["acceptedFindings"] = [entry(measured: pin)]
      }
      #expect(TestWorkspace.run(["audit", "--snapshots", snapshots, Self.name]).status == .success, "\(pin)")
    }
    let (snapshots, spec) = try scenario {
      $0["expectedFindings"] = nil
      $0["acceptedFindings"] = [entry(measured: "3.1:1")]
    }
    let reopened = TestWorkspace.run(["audit", "--snapshots", snapshots, Self.name])
    #expect(reopened.status == .failure)
    #expect(reopened.out == """
      \(Self.name) w375-3x-L-light-ltr: \(Self.line)
      \(Self.name)   \(Self.fix)
      \(Self.name)   re-opened: measured 2.9953:1 is worse than the 3.1:1 pinned in acceptedFindings
      \(Self.name)   re-pin in \(spec): "acceptedFindings": [{"rule": "text-contrast", "element": "statusLabel", "measured": "2.9953:1", "reason": "brand colour"}]
      0 passed, 1 failed

      """)
  }

  @Test("an accepted entry that matches nothing fails the scenario, like an expected rule that no longer fires")
  func stale() throws {
    let (snapshots, _) = try scenario { $0["acceptedFindings"] = [entry(element: "subtitleLabel")] }
    let result = TestWorkspace.run(["audit", "--snapshots", snapshots, Self.name])
    #expect(result.status == .failure)
    #expect(result.out.hasSuffix("""
      \(Self.name) accepted finding [text-contrast] on 'subtitleLabel' did not occur in any variant (remove it from acceptedFindings?)
      0 passed, 1 failed

      """))
    let record = TestWorkspace.run(["record", "--snapshots", snapshots, Self.name])
    // The spec still expects text-contrast, so only the stale entry counts.
    #expect(record.out.contains("  warning: verify will fail this scenario: 1 accepted finding no longer occurring; see "),
            "\(record.out)")
    let json = TestWorkspace.run(["audit", "--snapshots", snapshots, "--format", "json", Self.name])
    let object = try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any]
    let scenario = try #require((object?["scenarios"] as? [[String: Any]])?.first)
    let stale = try #require((scenario["staleAccepted"] as? [[String: Any]])?.first)
    #expect(stale["element"] as? String == "subtitleLabel")
    #expect(stale["reason"] as? String == "brand colour")
    #expect(scenario["passed"] as? Bool == false)
  }

  @Test("results.json written before the acceptance fields existed still decodes: not accepted, no fix")
  func olderResults() throws {
    let finding = FindingResult(rule: "text-contrast", severity: "error", node: "statusLabel", message: "m", text: "t",
                                expected: false, source: .audit, frames: ["w375-3x-L-light-ltr"], fix: "f", accepted: true,
                                acceptedReason: "r", reopened: "o", acceptEntry: "{}")
    var object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(finding)) as? [String: Any])
    #expect(Set(object.keys).isSuperset(of: ["fix", "accepted", "acceptedReason", "reopened", "acceptEntry"]))
    #expect(try JSONDecoder().decode(FindingResult.self, from: JSONEncoder().encode(finding)) == finding)
    for key in ["fix", "accepted", "acceptedReason", "reopened", "acceptEntry"] { object[key] = nil }
    let old = try JSONDecoder().decode(FindingResult.self, from: JSONSerialization.data(withJSONObject: object))
    #expect(old == FindingResult(rule: "text-contrast", severity: "error", node: "statusLabel", message: "m", text: "t",
                                 expected: false, source: .audit, frames: ["w375-3x-L-light-ltr"]))
    #expect(old.isFailing)
  }

  @Test("a bad entry is a spec error at its JSON path (exit 65)")
  func badEntry() throws {
    let (snapshots, spec) = try scenario { $0["acceptedFindings"] = [["rule": "text-contrast", "reason": "r"]] }
    let result = TestWorkspace.run(["audit", "--snapshots", snapshots, Self.name])
    #expect(result.status == .dataError)
    #expect(result.out.hasPrefix("ERROR \(Self.name): \(spec): at $.acceptedFindings[0]: missing key 'element'"))
  }

  @Test("JSON: open findings carry frames, fix and a pasteable acceptEntry; accepted ones their reason")
  func json() throws {
    let (snapshots, _) = try scenario {
      $0["expectedFindings"] = nil
      $0["variants"] = [["width": 375], ["width": 320]]
    }
    let out = TestWorkspace.run(["audit", "--snapshots", snapshots, "--format", "json", Self.name])
    #expect(out.status == .failure)
    let object = try JSONSerialization.jsonObject(with: Data(out.out.utf8)) as? [String: Any]
    let scenario = try #require((object?["scenarios"] as? [[String: Any]])?.first)
    #expect(scenario["variants"] as? [String] == ["w375-3x-L-light-ltr", "w320-3x-L-light-ltr"])
    let finding = try #require((scenario["findings"] as? [[String: Any]])?.first)
    #expect((scenario["findings"] as? [Any])?.count == 1)
    #expect(finding["frames"] as? [String] == ["w375-3x-L-light-ltr", "w320-3x-L-light-ltr"])
    #expect(finding["accepted"] as? Bool == false)
    #expect(finding["fix"] as? String == "darken the text colour to at least 4.5:1 against #FFFFFF")
    let acceptEntry = try #require(finding["acceptEntry"] as? String)
    let parsed = try #require(try JSONSerialization.jsonObject(with: Data(acceptEntry.utf8)) as? [String: String])
    #expect(parsed == ["rule": "text-contrast", "element": "statusLabel", "measured": "2.9953:1",
                       "reason": "<why this is acceptable>"])
    let (accepted, _) = try self.scenario {
      $0["expectedFindings"] = nil
      $0["acceptedFindings"] = [entry()]
    }
    let ok = TestWorkspace.run(["audit", "--snapshots", accepted, "--format", "json", Self.name])
    let okObject = try JSONSerialization.jsonObject(with: Data(ok.out.utf8)) as? [String: Any]
    let okScenario = try #require((okObject?["scenarios"] as? [[String: Any]])?.first)
    let okFinding = try #require((okScenario["findings"] as? [[String: Any]])?.first)
    #expect(okFinding["accepted"] as? Bool == true)
    #expect(okFinding["acceptedReason"] as? String == "brand colour")
    #expect(okFinding["acceptEntry"] == nil)
    #expect((okScenario["acceptedFindings"] as? [[String: String]]) == [["rule": "text-contrast", "element": "statusLabel",
                                                                          "reason": "brand colour"]])
  }

  @Test("verify: console, GitHub annotations and JUnit carry the fix and the entry; accepting passes verify")
  func verify() throws {
    let (snapshots, spec) = try scenario { $0["expectedFindings"] = nil }
    let report = try TestWorkspace.temporaryFolder(), junit = report + "/junit.xml"
    let arguments = ["verify", "--snapshots", snapshots, "--report", report, "--artifacts", report, "--junit", junit,
                     "--record", "never"]
    let failing = TestWorkspace.run(arguments, environment: ["GITHUB_ACTIONS": "true"])
    #expect(failing.status == .failure)
    let accept = "accept in \(spec): \"acceptedFindings\": [{\"rule\": \"text-contrast\", \"element\": \"statusLabel\", "
      + "\"measured\": \"2.9953:1\", \"reason\": \"<why this is acceptable>\"}]"
    let lines = failing.out.split(separator: "\n").map(String.init)
    let at = try #require(lines.firstIndex(of: "  audit w375-3x-L-light-ltr: \(Self.line)"))
    #expect(Array(lines[(at + 1)...].prefix(2)) == ["    \(Self.fix)", "    \(accept)"])
    let annotation = try #require(lines.first { $0.hasPrefix("::error file=") && $0.contains("[text-contrast] statusLabel::") })
    #expect(annotation.hasSuffix("::w375-3x-L-light-ltr: \(Self.line)%0A\(Self.fix)%0A\(accept)"))
    let xml = try String(contentsOfFile: junit, encoding: .utf8)
    #expect(xml.contains(MarkupText.escape("w375-3x-L-light-ltr: \(Self.line)\n  \(Self.fix)\n  \(accept)")))
    let (accepted, _) = try scenario {
      $0["expectedFindings"] = nil
      $0["acceptedFindings"] = [entry()]
    }
    let passing = TestWorkspace.run(["verify", "--snapshots", accepted, "--report", report, "--artifacts", report,
                                     "--record", "never"])
    #expect(passing.status == .success)
    #expect(!passing.out.contains("  audit "))
  }
}
