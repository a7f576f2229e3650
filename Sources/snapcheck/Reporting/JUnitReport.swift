import Foundation

/// JUnit XML for CI test reporters (Jenkins JUnit plugin, GitLab unit test reports, GitHub
/// test-report actions), in the common subset those tools read (testmoapp/junitxml "Common JUnit
/// XML Format"; GitLab's "Unit test reports" page):
///
/// - `<testsuites name="snapcheck" tests failures errors skipped time>`
/// - one `<testsuite name="<scenario>" … file="<spec>">` per scenario,
/// - one `<testcase name="<stem>" classname="<scenario>" file="<spec>" time>` per frame
///   (scenario/variant/step), with `<failure type="<status>" message="<first problem>">` holding
///   every problem, the artifact paths and the accept command, and `<system-out>` listing the
///   artifacts as `[[ATTACHMENT|path]]` lines (the attachment convention GitLab and Jenkins'
///   attachments plugin read); a frame with a golden that cannot be used (status `error`: it could
///   not be compared) gets `<error type="error">` instead, counted in `errors`, not `failures`,
/// - scenario-level problems (a failed accessibility audit) as one extra testcase named
///   "scenario", listing the findings neither expected nor accepted, each failing one followed by
///   its fix and the `acceptedFindings` entry that accepts it,
/// - a scenario that could not run (spec not loaded, content not drawable: `ScenarioResult.error`)
///   as a single testcase "scenario" with `<error type="spec-error">`,
/// - for a merge that lacks shards (`merge-reports` given 1/3 and 3/3), a suite "snapcheck merge" with an
///   `<error type="missing-shard">` testcase per missing shard (a name no scenario can have: names
///   have no spaces).
///
/// Times are seconds with three decimals; a scenario's time is split evenly over its frames.
enum JUnitReport {
  /// The whole document, UTF-8, ending with a newline.
  /// - Parameter missingShards: shards a merge lacks (`merge-reports`), each written as an error.
  static func xml(_ run: VerificationRun, missingShards: [String] = []) -> String {
    var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#]
    let cases = run.scenarios.map(testcases)
    // A merge that lacks shards gets one <error> testcase per missing shard, in a suite "snapcheck merge",
    // so CI test reporters show the hole instead of a pass.
    let total = cases.reduce(0) { $0 + $1.count } + missingShards.count
    let failures = cases.reduce(0) { $0 + $1.filter { $0.failure?.isError == false }.count }
    let errors = cases.reduce(0) { $0 + $1.filter { $0.failure?.isError == true }.count } + missingShards.count
    lines.append(#"<testsuites name="snapcheck" tests="\#(total)" failures="\#(failures)" errors="\#(errors)" skipped="0" time="\#(seconds(run.seconds))">"#)
    for (scenario, cases) in zip(run.scenarios, cases) {
      let failed = cases.filter { $0.failure?.isError == false }.count
      let errored = cases.filter { $0.failure?.isError == true }.count
      lines.append(#"  <testsuite name="\#(attr(scenario.name))" tests="\#(cases.count)" failures="\#(failed)" errors="\#(errored)" skipped="0" time="\#(seconds(scenario.seconds))" file="\#(attr(scenario.specFile))">"#)
      for testcase in cases {
        let open = #"    <testcase name="\#(attr(testcase.name))" classname="\#(attr(scenario.name))" file="\#(attr(scenario.specFile))" time="\#(seconds(testcase.seconds))""#
        guard let failure = testcase.failure else {
          lines.append(open + "/>")
          continue
        }
        lines.append(open + ">")
        let element = failure.isError ? "error" : "failure"
        lines.append(#"      <\#(element) type="\#(attr(failure.type))" message="\#(attr(failure.message))">\#(MarkupText.escape(failure.body))</\#(element)>"#)
        if !testcase.attachments.isEmpty {
          let body = testcase.attachments.map { "[[ATTACHMENT|\($0)]]" }.joined(separator: "\n")
          lines.append("      <system-out>\(MarkupText.escape(body))</system-out>")
        }
        lines.append("    </testcase>")
      }
      lines.append("  </testsuite>")
    }
    if !missingShards.isEmpty {
      lines.append(#"  <testsuite name="snapcheck merge" tests="\#(missingShards.count)" failures="0" errors="\#(missingShards.count)" skipped="0" time="0.000">"#)
      for shard in missingShards {
        let message = "shard \(shard) missing from the merge (merged: \(run.shards.joined(separator: ", "))): its scenarios were not verified"
        lines.append(#"    <testcase name="shard \#(attr(shard))" classname="snapcheck merge" time="0.000">"#)
        lines.append(#"      <error type="missing-shard" message="\#(attr(message))">\#(MarkupText.escape(message))</error>"#)
        lines.append("    </testcase>")
      }
      lines.append("  </testsuite>")
    }
    lines.append("</testsuites>")
    return lines.joined(separator: "\n") + "\n"
  }

  private struct Failure {
    let type: String
    let message: String
    let body: String
    /// Written as `<error>` (the test could not run: a golden cannot be used).
    var isError = false
  }

  private struct TestCase {
    let name: String
    let seconds: Double
    let failure: Failure?
    let attachments: [String]
  }

  private static func testcases(_ scenario: ScenarioResult) -> [TestCase] {
    // A scenario that could not run (its spec did not load, its text cannot be drawn) is one
    // testcase "scenario" with an <error>: the test could not be carried out.
    if let error = scenario.error {
      let first = error.split(separator: "\n").first.map(String.init) ?? error
      return [TestCase(name: "scenario", seconds: scenario.seconds,
                       failure: Failure(type: "spec-error", message: first, body: error, isError: true), attachments: [])]
    }
    let share = scenario.frames.isEmpty ? 0 : scenario.seconds / Double(scenario.frames.count)
    var cases = scenario.frames.map { frame -> TestCase in
      guard frame.status != .passed else { return TestCase(name: frame.stem, seconds: share, failure: nil, attachments: []) }
      let accept = frame.status.isAcceptable ? ["accept with: \(scenario.acceptCommand)"] : []
      let body = frame.problems + frame.artifacts.map { "artifact: \($0)" } + accept
      let first = frame.problems.first.flatMap { $0.split(separator: "\n").first.map(String.init) } ?? frame.status.rawValue
      return TestCase(name: frame.stem, seconds: share,
                      failure: Failure(type: frame.status.rawValue, message: first, body: body.joined(separator: "\n"),
                                       isError: frame.status == .error),
                      attachments: frame.artifacts.filter { $0.hasSuffix(".png") })
    }
    if !scenario.problems.isEmpty {
      let first = scenario.problems[0].split(separator: "\n").first.map(String.init) ?? ""
      // Open findings, each once with its frames; a failing one with its fix and the entry that accepts it.
      let unexpected = scenario.findings.filter { !$0.expected && !$0.accepted }.flatMap { finding in
        ["\(finding.frames.joined(separator: ", ")): \(finding.text)"]
          + (finding.isFailing ? ScenarioAudit.guidance(finding, specFile: scenario.specFile, indent: "  ") : [])
      }
      cases.append(TestCase(name: "scenario", seconds: 0,
                            failure: Failure(type: "scenario", message: first,
                                             body: (scenario.problems + unexpected).joined(separator: "\n")),
                            attachments: []))
    }
    return cases
  }

  private static func attr(_ text: String) -> String { MarkupText.attribute(text) }

  /// Seconds with three decimals, never negative ("0.125").
  private static func seconds(_ value: Double) -> String {
    String(format: "%.3f", max(0, value.isFinite ? value : 0))
  }
}
