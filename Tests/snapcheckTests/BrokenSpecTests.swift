import CellRaster
import Foundation
import Testing
@testable import SnapCheckCore

/// One bad spec never hides the others: verify, record and audit report it as an error result of
/// its own scenario, run every other scenario, write their reports and exit 65 at the end.
@Suite("Broken specs among good ones")
struct BrokenSpecTests {
  static let good = ["object-cell-issues", "object-cell-accessory-none", "note-cell-example"]

  /// A copy of the good scenarios plus `broken.json`, a spec with an unknown key.
  static func snapshotsWithBrokenSpec(_ body: String = #"{"name": "broken-cell", "cell": "FUIObjectCollectionViewCell", "propertes": {}}"#) throws -> String {
    let snapshots = try TestWorkspace.copyOfScenarios(good)
    try body.write(toFile: snapshots + "/specs/broken.json", atomically: true, encoding: .utf8)
    return snapshots
  }

  @Test("verify: one error result naming file and JSON path, every other result, a written report and JUnit, exit 65")
  func verifyReportsTheErrorAndRunsTheRest() throws {
    let snapshots = try Self.snapshotsWithBrokenSpec()
    let artifacts = try TestWorkspace.temporaryFolder()
    let junit = artifacts + "/junit.xml"
    let result = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", artifacts, "--junit", junit])
    #expect(result.status == .dataError, "\(result.out)\(result.err)")
    let lines = result.out.split(separator: "\n").map(String.init)
    let errorLines = lines.filter { $0.hasPrefix("ERROR ") }
    #expect(errorLines == ["ERROR broken-cell: \(snapshots)/specs/broken.json: at $.propertes: unknown key 'propertes' "
                           + "(did you mean properties?; allowed: name, cell, description, properties, variants, steps, comparison, theme, "
                           + "accessibilityOverlay, expectedFindings, acceptedFindings, overrides, locale)"], "\(errorLines)")
    for name in Self.good { #expect(lines.contains { $0.hasPrefix("PASS \(name) ") }, "no PASS line for \(name)") }
    #expect(lines.last == "3 passed, 1 failed")
    #expect(lines.contains { $0.hasPrefix("1 scenario could not run") })

    let html = try String(contentsOfFile: artifacts + "/index.html", encoding: .utf8)
    #expect(html.contains("<title>snapcheck: 3 passed, 1 failed (1 with errors)</title>"))
    #expect(html.contains("role=\"alert\">Errors: 1 scenario could not run (broken-cell)"))
    #expect(html.contains("data-status=\"scenario-error\""))
    #expect(html.contains("at $.propertes: unknown key"), "the message is in the report")

    let results = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: artifacts + "/results.json"))) as? [String: Any]
    let scenarios = try #require(results?["scenarios"] as? [[String: Any]])
    #expect(scenarios.count == 4)
    let broken = try #require(scenarios.first { $0["name"] as? String == "broken-cell" })
    #expect((broken["error"] as? String)?.contains("propertes") == true)

    let xml = try String(contentsOfFile: junit, encoding: .utf8)
    #expect(xml.contains(#"<testsuite name="broken-cell" tests="1" failures="0" errors="1""#))
    #expect(xml.contains(#"<error type="spec-error""#))
  }

  @Test("headless chromium: the failed filter shows the broken scenario with the failing ones, the spec-error filter it alone")
  func reportFiltersInChromium() throws {
    let snapshots = try Self.snapshotsWithBrokenSpec()
    // One real failure too, so "failed" has both kinds.
    let spec = snapshots + "/specs/object-cell-issues.json"
    try String(contentsOfFile: spec, encoding: .utf8).replacingOccurrences(of: "Issues: 42", with: "Issues: 43")
      .write(toFile: spec, atomically: true, encoding: .utf8)
    let report = try TestWorkspace.temporaryFolder()
    #expect(TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", report]).status == .dataError)
    let probe = """
      <script>window.addEventListener('load', function () {
        function shown() { return Array.prototype.filter.call(document.querySelectorAll('.scenario'),
          function (s) { return !s.hidden; }).map(function (s) { return s.id; }).sort().join(' '); }
        document.querySelector('[data-filter=failed]').click(); var failed = shown();
        document.querySelector('[data-filter=scenario-error]').click(); var errors = shown();
        var pre = document.createElement('pre'); pre.id = 'probe'; pre.textContent = failed + '|' + errors;
        document.body.appendChild(pre); });</script>
      """
    let page = try String(contentsOfFile: report + "/index.html", encoding: .utf8).replacingOccurrences(of: "</body>", with: probe + "</body>")
    guard let dump = try HTMLReportTests.dumpDOM(page, in: report) else { return }
    #expect(dump.status == 0)
    #expect(dump.out.contains("<pre id=\"probe\">scenario-broken-cell scenario-object-cell-issues|scenario-broken-cell</pre>"),
            "\(dump.out.suffix(600))")
  }

  @Test("verify: an earlier green report is replaced by this run's, not left behind nor deleted")
  func reportOfARunWithErrorsIsWritten() throws {
    let snapshots = try Self.snapshotsWithBrokenSpec()
    let artifacts = try TestWorkspace.temporaryFolder()
    try FileManager.default.moveItem(atPath: snapshots + "/specs/broken.json", toPath: snapshots + "/broken.json.away")
    #expect(TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", artifacts]).status == .success)
    #expect(try String(contentsOfFile: artifacts + "/index.html", encoding: .utf8).contains("<title>snapcheck: 3 passed, 0 failed</title>"))
    try FileManager.default.moveItem(atPath: snapshots + "/broken.json.away", toPath: snapshots + "/specs/broken.json")
    let result = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", artifacts])
    #expect(result.status == .dataError)
    #expect(!result.err.contains("removed"), "\(result.err)")
    #expect(try String(contentsOfFile: artifacts + "/index.html", encoding: .utf8).contains("3 passed, 1 failed (1 with errors)"))
  }

  @Test("the broken scenario is named by its spec's name when that much reads, else by its file name",
        arguments: [(#"{"name": "typo-cell", "cell": "FUIObjectCellTypo"}"#, "typo-cell"),
                    (#"{"name": "x", "cell": "#, "broken"),
                    (#"{"name": "../up", "cell": "XIB"}"#, "broken")])
  func nameOfABrokenSpec(_ body: String, _ name: String) throws {
    let snapshots = try Self.snapshotsWithBrokenSpec(body)
    let result = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", try TestWorkspace.temporaryFolder()])
    #expect(result.status == .dataError)
    #expect(result.out.contains("ERROR \(name): \(snapshots)/specs/broken.json: "), "\(result.out)")
  }

  @Test("a missing image is an error of its scenario alone (66 in itself, 65 for the run)")
  func missingImage() throws {
    let snapshots = try Self.snapshotsWithBrokenSpec(
      #"{"name": "no-image", "cell": "FUIObjectCollectionViewCell", "properties": {"headlineText": "A", "detailImage": "images/gone.png"}}"#)
    let result = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", try TestWorkspace.temporaryFolder()])
    #expect(result.status == .dataError)
    #expect(result.out.contains("ERROR no-image: \(snapshots)/specs/broken.json: at $.properties.detailImage: image file 'images/gone.png' not found"),
            "\(result.out)")
    #expect(result.out.hasSuffix("3 passed, 1 failed\n"))
  }

  @Test("with scenario names given, a broken unrelated spec is a warning on stderr and the run passes")
  func namedScenariosIgnoreOtherBrokenSpecs() throws {
    let snapshots = try Self.snapshotsWithBrokenSpec()
    let result = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", try TestWorkspace.temporaryFolder(),
                                    "object-cell-issues"])
    #expect(result.status == .success, "\(result.out)\(result.err)")
    #expect(result.out.hasSuffix("1 passed, 0 failed\n"))
    #expect(result.err.contains("warning: skipped a spec that does not load (not among the scenarios named): \(snapshots)/specs/broken.json: at $.propertes: unknown key 'propertes'"),
            "\(result.err)")
    // Named, the broken one is an error again.
    let named = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", try TestWorkspace.temporaryFolder(),
                                   "object-cell-issues", "broken-cell"])
    #expect(named.status == .dataError)
    #expect(named.out.hasSuffix("1 passed, 1 failed\n"))
  }

  @Test("a scenario name two specs share is an error of both: neither is run nor recorded, whatever their path order")
  func duplicateName() throws {
    let snapshots = try TestWorkspace.copyOfScenarios(Self.good)
    let original = snapshots + "/specs/object-cell-issues.json", copy = snapshots + "/specs/a-copy.json"
    try String(contentsOfFile: original, encoding: .utf8).replacingOccurrences(of: "Issues: 42", with: "Issues: 43")
      .write(toFile: copy, atomically: true, encoding: .utf8)
    let golden = snapshots + "/golden/object-cell-issues/w375-3x-L-light-ltr.png"
    let before = try Data(contentsOf: URL(fileURLWithPath: golden))
    let result = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", try TestWorkspace.temporaryFolder()])
    #expect(result.status == .dataError)
    #expect(!result.out.contains("PASS object-cell-issues") && !result.out.contains("FAIL object-cell-issues"), "\(result.out)")
    #expect(result.out.contains("ERROR object-cell-issues: \(copy): at $.name: scenario name 'object-cell-issues' is also used by \(original); "
                                + "give each spec its own name (neither is run or recorded until then)"), "\(result.out)")
    #expect(result.out.contains("ERROR object-cell-issues: \(original): at $.name: scenario name 'object-cell-issues' is also used by \(copy);"))
    #expect(result.out.hasSuffix("2 passed, 2 failed\n"))
    let record = TestWorkspace.run(["record", "--snapshots", snapshots, "object-cell-issues"])
    #expect(record.status == .dataError)
    #expect(try Data(contentsOf: URL(fileURLWithPath: golden)) == before, "record rewrote a golden of a duplicated name")
  }

  @Test("a broken spec never makes goldens orphans, so --remove-orphans removes nothing of it")
  func brokenSpecKeepsItsGoldens() throws {
    let snapshots = try TestWorkspace.copyOfScenarios(Self.good)
    let spec = snapshots + "/specs/object-cell-issues.json"
    try "{ not json".write(toFile: spec, atomically: true, encoding: .utf8)
    let result = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", try TestWorkspace.temporaryFolder(),
                                    "--remove-orphans"])
    #expect(result.status == .dataError)
    #expect(!result.out.contains("orphan"), "\(result.out)")
    #expect(FileManager.default.fileExists(atPath: snapshots + "/golden/object-cell-issues/w375-3x-L-light-ltr.png"))
  }

  @Test("record: the broken spec is an ERROR line, the others are recorded, exit 65")
  func recordRunsTheRest() throws {
    let snapshots = try Self.snapshotsWithBrokenSpec()
    try FileManager.default.removeItem(atPath: snapshots + "/golden/object-cell-accessory-none")
    let result = TestWorkspace.run(["record", "--snapshots", snapshots])
    #expect(result.status == .dataError, "\(result.out)\(result.err)")
    #expect(result.out.contains("ERROR broken-cell: \(snapshots)/specs/broken.json: at $.propertes: unknown key 'propertes'"))
    #expect(result.out.contains("recorded object-cell-accessory-none (w375-3x-L-light-ltr)"))
    #expect(result.out.hasSuffix("1 recorded, 2 unchanged, 1 failed\n"), "\(result.out)")
    #expect(FileManager.default.fileExists(atPath: snapshots + "/golden/object-cell-accessory-none/w375-3x-L-light-ltr.png"))
  }

  @Test("audit: the broken spec is an ERROR line (JSON: \"error\"), the others are audited, exit 65")
  func auditRunsTheRest() throws {
    let snapshots = try Self.snapshotsWithBrokenSpec()
    let text = TestWorkspace.run(["audit", "--snapshots", snapshots])
    #expect(text.status == .dataError)
    #expect(text.out.contains("ERROR broken-cell: \(snapshots)/specs/broken.json: at $.propertes: unknown key 'propertes'"), "\(text.out)")
    #expect(text.out.hasSuffix("3 passed, 1 failed\n"))
    let json = TestWorkspace.run(["audit", "--snapshots", snapshots, "--format", "json"])
    #expect(json.status == .dataError)
    let report = try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any]
    let scenarios = try #require(report?["scenarios"] as? [[String: Any]])
    #expect(scenarios.count == 4)
    #expect(scenarios.contains { $0["name"] as? String == "broken-cell" && ($0["error"] as? String)?.contains("propertes") == true })
  }

  @Test("record counts a finding in two frames with different messages once, as audit lists it")
  func recordCountsFindingsAsAuditDoes() throws {
    // text-overlap and text-clipped name the frame's content size in their messages (L, AX3).
    let name = "a11y-audit-text-overlap"
    let snapshots = try TestWorkspace.copyOfScenarios([name])
    try FileManager.default.createDirectory(atPath: snapshots + "/specs/xib", withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: TestWorkspace.bundledSnapshots + "/specs/xib/OverlapCell.xib",
                                     toPath: snapshots + "/specs/xib/OverlapCell.xib")
    let spec = snapshots + "/specs/\(name).json"
    var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: spec))) as? [String: Any])
    object["expectedFindings"] = nil
    try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: spec))
    let json = TestWorkspace.run(["audit", "--snapshots", snapshots, "--format", "json"])
    let report = try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any]
    let findings = try #require((report?["scenarios"] as? [[String: Any]])?.first?["findings"] as? [[String: Any]])
    let open = findings.filter { $0["severity"] as? String == "error" && $0["expected"] as? Bool == false && $0["accepted"] as? Bool == false }
    // One entry for both frames, though each frame's message names its own content size (so
    // counting messages, as record did, counted it twice).
    #expect(open.contains { ($0["frames"] as? [String])?.count == 2 && ($0["message"] as? String)?.contains("at content size L") == true })
    let record = TestWorkspace.run(["record", "--snapshots", snapshots])
    #expect(record.out.contains("verify will fail this scenario: \(open.count) audit error\(open.count == 1 ? "" : "s") neither expected nor accepted"))
  }

  @Test("record warns, per scenario, about the audit errors verify would fail on, naming the audit command")
  func recordWarnsAboutAuditErrors() throws {
    let name = "a11y-audit-text-contrast"
    let snapshots = try TestWorkspace.copyOfScenarios([name, "object-cell-issues", "attachments-cell-accessibility-overrides"])
    let spec = snapshots + "/specs/\(name).json"
    var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: spec))) as? [String: Any])
    object["expectedFindings"] = nil
    try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: spec))
    let result = TestWorkspace.run(["record", "--snapshots", snapshots])
    #expect(result.status == .success)
    let lines = result.out.split(separator: "\n").map(String.init)
    let index = try #require(lines.firstIndex { $0.hasPrefix("unchanged \(name) ") })
    #expect(lines[index + 1] == "  warning: verify will fail this scenario: 1 audit error neither expected nor accepted (not in expectedFindings or acceptedFindings, or measured worse than its pin); "
                                 + "see 'snapcheck audit --snapshots \(snapshots) \(name)'")
    // The scenario whose audits pass gets no "verify will fail" line.
    let other = try #require(lines.firstIndex { $0.hasPrefix("unchanged object-cell-issues ") })
    #expect(other + 1 == lines.count || !lines[other + 1].contains("verify will fail"))
    // Open warnings never fail verify; record counts them as verify does.
    let warned = try #require(lines.firstIndex { $0.hasPrefix("unchanged attachments-cell-accessibility-overrides ") })
    #expect(lines[warned + 1] == "  2 audit warnings (not failing): see 'snapcheck audit --snapshots \(snapshots) attachments-cell-accessibility-overrides'")
  }

  @Test("run from a folder without Snapshots/specs: says where it looked and suggests --snapshots DIR; exit 66")
  func wrongFolder() throws {
    let empty = try TestWorkspace.temporaryFolder()
    let result = TestWorkspace.run(["verify", "--snapshots", empty + "/Snapshots", "--artifacts", empty + "/art"])
    #expect(result.status == .noInput)
    #expect(result.err.contains("looked for \(empty)/Snapshots/specs"), "\(result.err)")
    #expect(result.err.contains("pass --snapshots DIR"))
  }
}
