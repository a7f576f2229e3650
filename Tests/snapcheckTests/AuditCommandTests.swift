import Foundation
import Testing
@testable import SnapCheckCore
import A11yTree
import CellRaster

@Suite("AuditCommand and verify --audits")
struct AuditCommandTests {
  /// `<repo>/Snapshots`, found from this file.
  static let snapshots = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Snapshots").path

  private func run(_ arguments: [String]) -> (SnapCheckCore.ExitStatus, Console) {
    let console = Console(capturing: true)
    let status = runSnapcheck(arguments, context: RunContext(environment: [:], console: console))
    return (status, console)
  }

  @Test("an expected finding is reported as expected and the scenario passes (exit 0)")
  func expected() {
    let (status, console) = run(["audit", "--snapshots", Self.snapshots, "a11y-audit-text-contrast"])
    #expect(status == .success)
    #expect(console.capturedOut == """
      a11y-audit-text-contrast w375-3x-L-light-ltr: error [text-contrast] element 1 (statusLabel): text "Pending" (statusLabel) #959595 on #FFFFFF is 2.9953:1, below 4.5:1 for normal text (15 pt regular) | measured 2.9953:1; threshold 4.5:1 (normal text); tolerance strict WCAG (no tolerance); WCAG 2.2 SC 1.4.3 Contrast (Minimum) (AA) (expected)
      1 passed, 0 failed

      """)
  }

  @Test("JSON output carries every field of a finding, its frames and how the spec treats it")
  func json() throws {
    let (status, console) = run(
      ["audit", "--snapshots", Self.snapshots, "--format", "json", "a11y-audit-touch-target-size"])
    #expect(status == .success)
    let object = try JSONSerialization.jsonObject(with: Data(console.capturedOut.utf8)) as? [String: Any]
    let scenarios = try #require(object?["scenarios"] as? [[String: Any]])
    let scenario = try #require(scenarios.first)
    #expect(scenario["variants"] as? [String] == ["w375-3x-L-light-ltr"])
    #expect(scenario["file"] as? String == Self.snapshots + "/specs/a11y-audit-touch-target-size.json")
    #expect(scenario["expectedFindings"] as? [String] == ["touch-target-size"])
    #expect((scenario["acceptedFindings"] as? [Any])?.isEmpty == true)
    #expect((scenario["staleAccepted"] as? [Any])?.isEmpty == true)
    let finding = try #require((scenario["findings"] as? [[String: Any]])?.first)
    #expect(finding["rule"] as? String == "touch-target-size")
    #expect(finding["elementNumber"] as? Int == 2)
    #expect(finding["measured"] as? String == "22x22 pt")
    #expect(finding["frames"] as? [String] == ["w375-3x-L-light-ltr"])
    #expect(finding["fix"] as? String == "enlarge its frame (or accessibilityFrame) to at least 44x44 pt")
    #expect(finding["expected"] as? Bool == true)
    #expect(finding["accepted"] as? Bool == false)
    #expect(Set(finding.keys) == [
      "rule", "severity", "criterion", "nodeID", "elementNumber", "measured", "threshold",
      "tolerance", "message", "fix", "frames", "expected", "accepted",
    ])
  }

  @Test("a frame whose tree text passes the .a11y.txt limit verify reads is bad input at render, before record could write it")
  func treeTextLimit() throws {
    let store = GoldenStore(root: Self.snapshots)
    let spec = try #require(try store.loadScenarios(only: ["a11y-audit-text-contrast"]).first)
    let renderer = try ScenarioRenderer()
    #expect(renderer.maximumTreeTextSize == 4 << 20)
    let text = try #require(try renderer.render(spec).first?.accessibilityText)
    renderer.maximumTreeTextSize = text.utf8.count
    #expect(try renderer.render(spec).first?.accessibilityText == text)
    renderer.maximumTreeTextSize = text.utf8.count - 1
    do {
      _ = try renderer.render(spec)
      Issue.record("expected TreeTextTooLarge")
    } catch let error as ScenarioRenderError {
      #expect(error.category == .badInput)
      #expect(error.description.hasSuffix("the accessibility tree text would be \(text.utf8.count) bytes; a .a11y.txt golden "
        + "may have at most \(text.utf8.count - 1) bytes (fewer elements, shorter labels or fewer custom actions)"))
    }
  }

  @Test("ScenarioAudit: unexpected errors fail, expected rules that never fire fail")
  func gate() throws {
    let store = GoldenStore(root: Self.snapshots)
    var spec = try #require(try store.loadScenarios(only: ["a11y-audit-text-contrast"]).first)
    let frames = try ScenarioRenderer().render(spec)
    #expect(!ScenarioAudit(spec: spec, frames: frames).failed)
    spec.expectedFindings = []
    let unexpected = ScenarioAudit(spec: spec, frames: frames)
    #expect(unexpected.failed)
    #expect(unexpected.unexpectedErrors.map(\.finding.rule) == ["text-contrast"])
    spec.expectedFindings = [.textContrast, .traitConflict]
    let missing = ScenarioAudit(spec: spec, frames: frames)
    #expect(missing.missingExpected == [.traitConflict])
    #expect(missing.missingLines == [
      "expected finding [trait-conflict] did not occur in any variant (remove it from expectedFindings?)"
    ])
  }

  @Test("results: one entry per rule and element across frames whose numbers, font sizes and measures differ, showing the worst")
  func resultsMergeByElement() throws {
    let store = GoldenStore(root: Self.snapshots)
    var spec = try #require(try store.loadScenarios(only: ["a11y-audit-touch-target-size"]).first)
    spec.expectedFindings = []
    func target(_ number: Int, _ size: String, node: String = "addButton") -> AuditFinding {
      AuditFinding(rule: "touch-target-size", severity: .error, criterion: "", nodeID: node, elementNumber: number,
                   measured: "\(size) pt", threshold: "44x44 pt", tolerance: "none",
                   message: "element \(number) is \(size) pt", fix: "enlarge it")
    }
    let frames = [
      ScenarioAudit.Frame(variant: "S", findings: [target(7, "25x27.67"), target(2, "20x20", node: "other")]),
      ScenarioAudit.Frame(variant: "L", findings: [target(5, "27.33x30")]),
      ScenarioAudit.Frame(variant: "AX3", findings: [target(5, "24x40")]),
    ]
    let results = ScenarioAudit(spec: spec, frames: frames).results
    #expect(results.map(\.node) == ["addButton", "other"])
    let merged = try #require(results.first)
    #expect(merged.frames == ["S", "L", "AX3"])
    #expect(merged.message == "element 5 is 24x40 pt", "the narrowest occurrence: worse than 25x27.67 in width")
    #expect(merged.frameMessages == ["S": "element 7 is 25x27.67 pt", "L": "element 5 is 27.33x30 pt"])
    #expect(results.last?.frameMessages == nil, "one occurrence: no other messages")
    #expect(merged.acceptEntry?.contains("\"measured\": \"24x27.67 pt\"") == true, "\(merged.acceptEntry ?? "")")
    // Accepted in one frame and re-opened in another: two entries, each with its own frames.
    spec.acceptedFindings = [AcceptedFinding(rule: .touchTargetSize, element: "addButton",
                                             measured: .size(width: 25, height: 27), reason: "legacy")]
    let split = ScenarioAudit(spec: spec, frames: frames).results.filter { $0.node == "addButton" }
    #expect(split.map(\.frames) == [["S", "L"], ["AX3"]])
    #expect(split.map(\.accepted) == [true, false])
    #expect(split.last?.reopened?.hasPrefix("measured 24x40 pt is worse than") == true)
  }

  @Test("a pinned size re-opens for a finding measured 0 pt on a side (it once parsed as no measure and passed)")
  func zeroSideReopensPin() throws {
    let store = GoldenStore(root: Self.snapshots)
    var spec = try #require(try store.loadScenarios(only: ["a11y-audit-touch-target-size"]).first)
    spec.expectedFindings = []
    spec.acceptedFindings = [AcceptedFinding(rule: .touchTargetSize, element: "button", measured: .size(width: 22, height: 22),
                                             reason: "legacy")]
    let zero = AuditFinding(rule: "touch-target-size", severity: .error, criterion: "", nodeID: "button", elementNumber: 1,
                            measured: "0x44 pt", threshold: "44x44 pt", tolerance: "none", message: "0x44", fix: nil)
    let audit = ScenarioAudit(spec: spec, frames: [ScenarioAudit.Frame(variant: "L", findings: [zero])])
    #expect(audit.failed)
    #expect(audit.results.first?.reopened == "measured 0x44 pt is worse than the 22x22 pt pinned in acceptedFindings")
    // The suggested re-pin has no measure: a 0 pt pin is refused in specs.
    #expect(audit.results.first?.acceptEntry?.contains("measured") == false, "\(audit.results.first?.acceptEntry ?? "")")
  }

  @Test("--audits takes error, warn or off; anything else is a usage error (64)")
  func auditsOption() throws {
    #expect(try AuditMode.parse(nil, command: "verify") == .error)
    #expect(try AuditMode.parse("warn", command: "verify") == .warn)
    let (status, console) = run(["verify", "--snapshots", Self.snapshots, "--audits", "loud"])
    #expect(status == .usage)
    #expect(console.capturedErr.hasPrefix("error: --audits must be error, warn or off, got 'loud'"))
  }
}
