import CellRaster
import Foundation
import Testing
@testable import SnapCheckCore

@Suite("JUnitReport")
struct JUnitReportTests {
  static var run: VerificationRun {
    var passing = FrameVerdict(stem: "w375")
    passing.actualTree = "tree"
    var failing = FrameVerdict(stem: "w320")
    failing.problems = [#"size differs: golden 10x10 px, actual 10x12 px "<&>'"#, "accessibility tree differs:\n    --- a\n    +++ b"]
    failing.artifacts = ["art/cell-a/w320.actual.png", "art/cell-a/w320.a11y.diff"]
    var run = VerificationRun(recordMode: .never)
    run.scenarios = [
      ScenarioResult(name: "cell-a", specFile: "Snapshots/specs/cell-a.json", frames: [FrameResult(passing), FrameResult(failing)],
                     acceptCommand: "snapcheck record cell-a", seconds: 0.5),
      ScenarioResult(name: "cell-b", specFile: "b.json", frames: [FrameResult(passing)], acceptCommand: "snapcheck record cell-b"),
    ]
    run.seconds = 1.5
    return run
  }

  @Test("one testcase per frame; failure with every problem, the artifacts and the accept command; escaped")
  func exactDocument() {
    #expect(JUnitReport.xml(Self.run) == """
      <?xml version="1.0" encoding="UTF-8"?>
      <testsuites name="snapcheck" tests="3" failures="1" errors="0" skipped="0" time="1.500">
        <testsuite name="cell-a" tests="2" failures="1" errors="0" skipped="0" time="0.500" file="Snapshots/specs/cell-a.json">
          <testcase name="w375" classname="cell-a" file="Snapshots/specs/cell-a.json" time="0.250"/>
          <testcase name="w320" classname="cell-a" file="Snapshots/specs/cell-a.json" time="0.250">
            <failure type="failed" message="size differs: golden 10x10 px, actual 10x12 px &quot;&lt;&amp;&gt;&apos;">size differs: golden 10x10 px, actual 10x12 px &quot;&lt;&amp;&gt;&apos;
      accessibility tree differs:
          --- a
          +++ b
      artifact: art/cell-a/w320.actual.png
      artifact: art/cell-a/w320.a11y.diff
      accept with: snapcheck record cell-a</failure>
            <system-out>[[ATTACHMENT|art/cell-a/w320.actual.png]]</system-out>
          </testcase>
        </testsuite>
        <testsuite name="cell-b" tests="1" failures="0" errors="0" skipped="0" time="0.000" file="b.json">
          <testcase name="w375" classname="cell-b" file="b.json" time="0.000"/>
        </testsuite>
      </testsuites>

      """)
  }

  @Test("markup escaping drops control characters XML cannot carry; attributes keep newlines as references")
  func escaping() {
    #expect(MarkupText.escape("a\u{01}b\tc\u{1B}") == "ab\tc")
    #expect(MarkupText.attribute("one\ntwo\t&") == "one&#10;two&#9;&amp;")
  }

  /// Validates `xml` against Fixtures/junit-common.xsd with xmllint; nil when it is valid.
  func schemaErrors(_ xml: String) throws -> String? {
    let folder = try TestWorkspace.temporaryFolder()
    try xml.write(toFile: folder + "/junit.xml", atomically: true, encoding: .utf8)
    let result = try TestWorkspace.runTool(
      "xmllint", ["--noout", "--schema", TestWorkspace.fixtures + "/junit-common.xsd", folder + "/junit.xml"])
    guard let result else {
      Issue.record("xmllint not found: run scripts/bootstrap (installs Debian's libxml2-utils)")
      return "xmllint missing"
    }
    return result.status == 0 ? nil : result.err
  }

  @Test("the document and a real verify run's JUnit validate against the common JUnit schema; the schema bites")
  func schema() throws {
    #expect(try schemaErrors(JUnitReport.xml(Self.run)) == nil)
    let snapshots = try TestWorkspace.copyOfScenarios(["object-cell-accessory-none", "object-cell-headline-only"])
    try FileManager.default.removeItem(atPath: snapshots + "/golden/object-cell-headline-only/w375-3x-L-light-ltr.png")
    let work = try TestWorkspace.temporaryFolder()
    let result = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", work + "/a", "--junit", work + "/r/junit.xml",
                                    "--record", "never"])
    #expect(result.status == .failure)
    let xml = try String(contentsOfFile: work + "/r/junit.xml", encoding: .utf8)
    #expect(xml.contains(#"<failure type="missing" message="missing golden \#(snapshots)/golden/object-cell-headline-only/w375-3x-L-light-ltr.png (not written: record mode never)">"#))
    #expect(try schemaErrors(xml) == nil)
    // A test case without a name, and a negative time (-10.000 s), are rejected.
    let broken = xml.replacingOccurrences(of: #"<testcase name="w375-3x-L-light-ltr" "#, with: "<testcase ")
    #expect(try schemaErrors(broken) != nil)
    #expect(try schemaErrors(xml.replacingOccurrences(of: #"time="0"#, with: #"time="-1"#)) != nil)
  }
}
