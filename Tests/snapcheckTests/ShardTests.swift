import Foundation
import Testing
@testable import SnapCheckCore

@Suite("Shard")
struct ShardTests {
  @Test("parses i/n and rejects everything else with the expected form")
  func parse() throws {
    #expect(try Shard.parse("2/4", command: "verify") == Shard(index: 2, count: 4))
    #expect(try Shard.parse("1/1", command: "verify") == Shard(index: 1, count: 1))
    #expect(try Shard.parse("1000/1000", command: "verify") == Shard(index: 1000, count: 1000))
    for bad in ["0/2", "3/2", "1/0", "a/b", "1", "1/2/3", "", "-1/2", "1/", "1/1001", "1/4000000000", "+1/3", "01/03", "1/03", " 1/3", "1/3 ", "١/٣"] {
      #expect(throws: UsageError("--shard takes i/n with whole numbers 1 <= i <= n <= 1000 (e.g. 2/4), got '\(bad)'",
                                 command: "verify")) {
        try Shard.parse(bad, command: "verify")
      }
    }
  }

  @Test("sorted names dealt round-robin: a,c,e to 1/2 and b,d to 2/2, in the original order")
  func split() {
    let names = ["e", "c", "a", "d", "b"]
    #expect(Shard(index: 1, count: 2).select(names, name: { $0 }) == ["e", "c", "a"])
    #expect(Shard(index: 2, count: 2).select(names, name: { $0 }) == ["d", "b"])
    #expect(Shard(index: 3, count: 3).select(names, name: { $0 }) == ["c"])
  }

  @Test("every name lands in exactly one shard, sizes differ by at most one", arguments: 1...6)
  func partition(count: Int) {
    let names = (0..<17).map { "scenario-\($0 * 7 % 17)" }
    let parts = (1...count).map { Shard(index: $0, count: count).select(names, name: { $0 }) }
    #expect(parts.flatMap { $0 }.sorted() == names.sorted())
    let sizes = parts.map(\.count)
    #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1)
  }

  @Test("verify --shard runs its part; merge-reports joins the shards' JUnit and HTML")
  func shardsAndMerge() throws {
    let names = ["object-cell-accessory-none", "object-cell-headline-only", "object-cell-issues"]
    let snapshots = try TestWorkspace.copyOfScenarios(names)
    let spec = snapshots + "/specs/object-cell-issues.json"
    try String(contentsOfFile: spec, encoding: .utf8).replacingOccurrences(of: "Issues: 42", with: "Issues: 43")
      .write(toFile: spec, atomically: true, encoding: .utf8)
    let work = try TestWorkspace.temporaryFolder()
    let first = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", work + "/a1", "--shard", "1/2",
                                   "--record", "never"])
    let second = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", work + "/a2", "--shard", "2/2",
                                    "--record", "never"])
    // Sorted: accessory-none (1/2), headline-only (2/2), issues (1/2).
    #expect(first.status == .failure)
    #expect(first.out.contains("PASS object-cell-accessory-none") && first.out.contains("FAIL object-cell-issues"))
    #expect(first.out.hasSuffix("1 passed, 1 failed\n"))
    #expect(second.status == .success)
    #expect(second.out.hasSuffix("report: \(work)/a2/index.html\n1 passed, 0 failed\n"))

    let merged = TestWorkspace.run(["merge-reports", work + "/a2", work + "/a1", "--junit", work + "/out/junit.xml",
                                    "--report", work + "/merged"])
    #expect(merged.status == .failure)
    #expect(merged.out == "report: \(work)/merged/index.html\njunit: \(work)/out/junit.xml\n2 passed, 1 failed\n")
    let run = try ReportFolder.load(work + "/merged")
    #expect(run.scenarios.map(\.name) == names)
    #expect(run.shards == ["1/2", "2/2"])
    let junit = try String(contentsOfFile: work + "/out/junit.xml", encoding: .utf8)
    #expect(junit.contains(#"<testsuites name="snapcheck" tests="8" failures="5" errors="0" skipped="0""#))
    // Every image of the merged report is inside the merged folder.
    for frame in run.scenarios.flatMap(\.frames) {
      for (_, path) in frame.images.all {
        #expect(!path.hasPrefix("/") && FileManager.default.fileExists(atPath: work + "/merged/" + path), "\(path)")
      }
    }
    let html = try String(contentsOfFile: work + "/merged/index.html", encoding: .utf8)
    #expect(html.contains("shards 1/2, 2/2"))
    #expect(!html.contains("Incomplete"))
    // The merged JUnit attaches the images merged with the report, not the shard's artifacts.
    let attachments = junit.components(separatedBy: "[[ATTACHMENT|").dropFirst().map { $0.prefix { $0 != "]" } }
    #expect(!attachments.isEmpty)
    for path in attachments {
      #expect(path.hasPrefix(work + "/merged/") && FileManager.default.fileExists(atPath: String(path)), "\(path)")
    }
    // A single shard's own reports are not "incomplete": only a merge can lack shards.
    let shardJUnit = work + "/a1.xml"
    _ = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", work + "/a1", "--shard", "1/2",
                           "--record", "never", "--junit", shardJUnit])
    #expect(!(try String(contentsOfFile: shardJUnit, encoding: .utf8)).contains("missing-shard"))
    #expect(!(try String(contentsOfFile: work + "/a1/index.html", encoding: .utf8)).contains("Incomplete"))
  }

  @Test("merge-reports fails when a shard is missing, even if every merged scenario passed")
  func missingShard() throws {
    let snapshots = try TestWorkspace.copyOfScenarios(["object-cell-accessory-none", "object-cell-headline-only"])
    let work = try TestWorkspace.temporaryFolder()
    let second = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", work + "/a2", "--shard", "2/2",
                                    "--record", "never"])
    #expect(second.status == .success)
    let merged = TestWorkspace.run(["merge-reports", work + "/a2", "--report", work + "/merged", "--junit", work + "/merged.xml"])
    #expect(merged.status == .failure)
    #expect(merged.err == "error: shard 1/2 missing from the merge (merged: 2/2): the run fails\n", "\(merged.err)")
    #expect(merged.out.hasSuffix("1 passed, 0 failed\n"))
    // The published report and JUnit say so too: a lost shard must not read as a pass there.
    let html = try String(contentsOfFile: work + "/merged/index.html", encoding: .utf8)
    #expect(html.contains("<title>snapcheck: 1 passed, 0 failed (incomplete)</title>"))
    #expect(html.contains("<p class=\"incomplete\" role=\"alert\">Incomplete: shard 1/2 missing from this merge."))
    let xml = try String(contentsOfFile: work + "/merged.xml", encoding: .utf8)
    #expect(xml.contains(#"<testsuites name="snapcheck" tests="3" failures="0" errors="1""#), "\(xml)")
    #expect(xml.contains(#"<error type="missing-shard" message="shard 1/2 missing from the merge (merged: 2/2): its scenarios were not verified">"#))
    #expect(xml.contains(#"<testsuite name="snapcheck merge" tests="1" failures="0" errors="1""#), "a name no scenario can have")
    #expect(Shard.missing(from: ["1/3", "3/3", "2/2", "1/2", "not-a-shard"]) == ["2/3"])
    #expect(Shard.missing(from: ["1/1"]).isEmpty && Shard.missing(from: []).isEmpty)
  }

  @Test("merge-reports errors: no folders or outputs 64, missing results 66, bad or duplicate results 65")
  func mergeErrors() throws {
    let work = try TestWorkspace.temporaryFolder()
    #expect(TestWorkspace.run(["merge-reports", "--junit", work + "/j.xml"]).status == .usage)
    let noOutput = TestWorkspace.run(["merge-reports", work])
    #expect(noOutput.status == .usage)
    #expect(noOutput.err.hasPrefix("error: nothing to write: give --junit <file>, --report <dir> or both\n"))
    let missing = TestWorkspace.run(["merge-reports", work + "/none", "--junit", work + "/j.xml"])
    #expect(missing.status == .noInput)
    #expect(missing.err == "error: \(work)/none/results.json: no such file\n")
    try #"{"format": "snapcheck-results", "version": 1}"#.write(toFile: work + "/results.json", atomically: true, encoding: .utf8)
    let bad = TestWorkspace.run(["merge-reports", work, "--junit", work + "/j.xml"])
    #expect(bad.status == .dataError)
    #expect(bad.err == "error: \(work)/results.json: not a snapcheck results file: missing key 'recordMode' at $\n")
    // JSONDecoder alone would take one of the two values without a word.
    try "{\"format\": \"snapcheck-results\",\n \"version\": 1, \"version\": 2}"
      .write(toFile: work + "/results.json", atomically: true, encoding: .utf8)
    let twiceKey = TestWorkspace.run(["merge-reports", work, "--junit", work + "/j.xml"])
    #expect(twiceKey.status == .dataError)
    #expect(twiceKey.err == "error: \(work)/results.json: not valid JSON: line 2, column 16: at $.version: "
      + "duplicate key 'version' (first at line 2, column 2); a key may appear once in an object\n")

    let snapshots = try TestWorkspace.copyOfScenarios(["object-cell-accessory-none"])
    #expect(TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", work + "/a"]).status == .success)
    let twice = TestWorkspace.run(["merge-reports", work + "/a", work + "/a", "--junit", work + "/j.xml"])
    #expect(twice.status == .dataError)
    #expect(twice.err == "error: \(work)/a/results.json: scenario 'object-cell-accessory-none' is also in \(work)/a/results.json\n")
  }
}
