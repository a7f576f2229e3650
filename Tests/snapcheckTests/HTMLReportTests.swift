import Foundation
import Testing
@testable import snapcheck

@Suite("HTML report")
struct HTMLReportTests {
  @Test("tree diff side by side: kept lines paired, alike changed lines paired with their words marked, extra lines alone")
  func treeRows() {
    let rows = TreeDiffTable.rows(old: "cell\n  1 a\n  2 b\nfocus\n", new: "cell\n  1 A\nfocus\nend\n")
    func kept(_ text: String) -> WordDiff.Segment { .init(text: text, changed: false) }
    func changed(_ text: String) -> WordDiff.Segment { .init(text: text, changed: true) }
    #expect(rows == [
      .init(kind: .same, oldNumber: 1, old: "cell", newNumber: 1, new: "cell"),
      .init(kind: .changed, oldNumber: 2, old: "  1 a", newNumber: 2, new: "  1 A",
            oldSegments: [kept("  1 "), changed("a")], newSegments: [kept("  1 "), changed("A")]),
      .init(kind: .removed, oldNumber: 3, old: "  2 b", newNumber: nil, new: nil, oldSegments: [kept("  2 b")]),
      .init(kind: .same, oldNumber: 4, old: "focus", newNumber: 3, new: "focus"),
      .init(kind: .added, oldNumber: nil, old: nil, newNumber: 4, new: "end", newSegments: [kept("end")]),
    ])
    #expect(rows.map(\.oldHTML) == ["cell", "  1 <del>a</del>", "  2 b", "focus", ""])
    #expect(rows.map(\.newHTML) == ["cell", "  1 <ins>A</ins>", "", "focus", "end"])
  }

  @Test("a changed label word is marked in the HTML rows, its text escaped inside <del> and <ins>")
  func treeRowMarksEscaped() {
    let old = #"  1  element  "Total <b>&</b> tax"   frame 0,0,375,75   says "Total <b>&</b> tax""# + "\n"
    let new = old.replacingOccurrences(of: "<b>&</b>", with: "<i>&</i>")
    let rows = TreeDiffTable.rows(old: old, new: new)
    #expect(rows.count == 1 && rows[0].kind == .changed)
    #expect(rows[0].oldHTML == "  1  element  &quot;Total &lt;<del>b</del>&gt;&amp;&lt;/<del>b</del>&gt; tax&quot;   frame 0,0,375,75   "
              + "says &quot;Total &lt;<del>b</del>&gt;&amp;&lt;/<del>b</del>&gt; tax&quot;")
    #expect(rows[0].newHTML.contains("&lt;<ins>i</ins>&gt;&amp;&lt;/<ins>i</ins>&gt;"))
  }

  @Test("image paths become URL paths segment by segment")
  func urlPaths() {
    #expect(HTMLReport.urlPath("a b/c#1?.png") == "a%20b/c%231%3F.png")
    #expect(HTMLReport.urlPath("cell/w375-3x-L-light-ltr.diff.png") == "cell/w375-3x-L-light-ltr.diff.png")
    #expect(HTMLReport.urlPath("run:1/x.png") == "run%3A1/x.png")  // not a "run:" URL scheme
  }

  /// A report of three scenarios: one changed (5 frames differ), one with a missing golden
  /// (record mode never), one passing with a layout finding.
  static func makeReport() throws -> (folder: String, snapshots: String) {
    let snapshots = try TestWorkspace.copyOfScenarios(["object-cell-issues", "object-cell-accessory-none", "object-cell-substatus-rule"])
    let spec = snapshots + "/specs/object-cell-issues.json"
    try String(contentsOfFile: spec, encoding: .utf8).replacingOccurrences(of: "Issues: 42", with: "Issues: 43")
      .write(toFile: spec, atomically: true, encoding: .utf8)
    try FileManager.default.removeItem(atPath: snapshots + "/golden/object-cell-accessory-none/w375-3x-L-light-ltr.png")
    let work = try TestWorkspace.temporaryFolder()
    let result = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", work + "/artifacts", "--report", work + "/report",
                                    "--record", "never"])
    #expect(result.status == .failure)
    #expect(result.out.contains("report: \(work)/report/index.html\n1 passed, 2 failed\n"))
    return (work + "/report", snapshots)
  }

  @Test("the page: counts, failures first, accept commands, findings, tree diff, images copied into the folder")
  func page() throws {
    let (folder, snapshots) = try Self.makeReport()
    let html = try String(contentsOfFile: folder + "/index.html", encoding: .utf8)
    #expect(html.contains(#"<b id="count-scenarios" data-value="3">3</b>"#))
    #expect(html.contains(#"<b id="count-frames-failed" data-value="5">5</b>"#))
    #expect(html.contains(#"<b id="count-frames-missing" data-value="1">1</b>"#))
    #expect(html.contains("<code>snapcheck record --snapshots \(snapshots) object-cell-issues</code>"))
    #expect(html.contains("<code>fiori.substatus-accessory</code> a substatus is set while accessoryType is checkmark"))
    #expect(html.contains(#"<tr class="changed"><td class="n">2</td><td class="old">  1  element  &quot;Issues: <del>42</del>, Available"#))
    #expect(html.contains(#"<td class="new">  1  element  &quot;Issues: <ins>43</ins>, Available"#))
    let issues = try #require(html.range(of: "id=\"scenario-object-cell-issues\""))
    let passing = try #require(html.range(of: "id=\"scenario-object-cell-substatus-rule\""))
    #expect(issues.lowerBound < passing.lowerBound)
    #expect(!html.contains("http://") && !html.contains("https://"), "the report must not reach the network")
    let run = try ReportFolder.load(folder)
    for (_, path) in run.scenarios.flatMap(\.frames).flatMap(\.images.all) {
      #expect(FileManager.default.fileExists(atPath: folder + "/" + path), "\(path)")
    }
  }

  /// Records into the DOM what the test asserts on: counts, image loading, errors, filters and
  /// the compare control. Installed before the report's own script, read after `load`.
  static let probeHead = """
    <script>
    window.__errors = [];
    window.addEventListener('error', function (e) {
      window.__errors.push(e.message || ('failed to load ' + (e.target && (e.target.src || e.target.tagName))));
    }, true);
    (function () { var original = console.error; console.error = function () {
      window.__errors.push(Array.prototype.join.call(arguments, ' ')); original.apply(console, arguments); }; })();
    </script>
    """

  static let probeBody = """
    <script>
    window.addEventListener('load', function () {
      function shown() {
        return Array.prototype.filter.call(document.querySelectorAll('.scenario'), function (s) { return !s.hidden; })
          .map(function (s) { return s.id; });
      }
      function value(id) { var e = document.getElementById(id); return e ? Number(e.getAttribute('data-value')) : -1; }
      var images = Array.prototype.slice.call(document.images);
      var broken = images.filter(function (i) { return !(i.complete && i.naturalWidth > 0); })
        .map(function (i) { return i.getAttribute('src'); });
      var all = shown();
      document.querySelector('[data-filter=failed]').click(); var failed = shown();
      document.querySelector('[data-filter=passed]').click(); var passed = shown();
      document.querySelector('[data-filter=missing]').click(); var missing = shown();
      var visibleFrames = Array.prototype.filter.call(document.querySelectorAll('.frame'), function (f) { return !f.hidden; }).length;
      document.querySelector('[data-filter=all]').click();
      var range = document.querySelector('.compare input[type=range]');
      var top = document.querySelector('.compare img.top');
      var mode = document.querySelector('.compare select');
      range.value = '30'; range.dispatchEvent(new Event('input')); var clip = top.style.clipPath;
      mode.value = 'onion'; mode.dispatchEvent(new Event('change')); var opacity = top.style.opacity;
      var result = {
        counts: [value('count-scenarios'), value('count-passed'), value('count-failed'), value('count-frames-failed'),
                 value('count-frames-missing'), value('count-frames-passed')],
        images: images.length, broken: broken, errors: window.__errors,
        all: all.length, failed: failed, passed: passed, missing: missing, missingFrames: visibleFrames,
        shownText: document.getElementById('shown').textContent, clip: clip, opacity: opacity,
        treeRowsChanged: document.querySelectorAll('.tree-diff tr.changed').length
      };
      var pre = document.createElement('pre'); pre.id = 'snapcheck-probe'; pre.textContent = JSON.stringify(result);
      document.body.appendChild(pre);
    });
    </script>
    """

  /// Writes `page` as `probe.html` in `folder` and returns its DOM after headless chromium ran
  /// its scripts (`--dump-dom`), or nil (an issue recorded) when chromium is not installed.
  static func dumpDOM(_ page: String, in folder: String) throws -> (status: Int32, out: String, err: String)? {
    try page.write(toFile: folder + "/probe.html", atomically: true, encoding: .utf8)
    guard let dump = try TestWorkspace.runTool(
      "chromium", try chromiumFlags() + ["--virtual-time-budget=10000", "--dump-dom", "file://" + folder + "/probe.html"],
      timeout: 120)
    else {
      Issue.record("chromium not found: run scripts/bootstrap --tests (installs Debian's chromium) to check the HTML report in a browser")
      return nil
    }
    return dump
  }

  /// Chromium's common flags: headless, no GPU, no sandbox (CI runs as root), a throwaway profile.
  static func chromiumFlags() throws -> [String] {
    ["--headless", "--disable-gpu", "--no-sandbox", "--no-first-run", "--disable-dev-shm-usage",
     "--user-data-dir=" + (try TestWorkspace.temporaryFolder())]
  }

  @Test("headless chromium loads the report from file://: counts, every image loaded, no errors, filters and compare work; screenshot saved")
  func inChromium() throws {
    let (folder, _) = try Self.makeReport()
    var page = try String(contentsOfFile: folder + "/index.html", encoding: .utf8)
    page = page.replacingOccurrences(of: "<head>\n", with: "<head>\n" + Self.probeHead + "\n")
      .replacingOccurrences(of: "</body>", with: Self.probeBody + "\n</body>")
    guard let dump = try Self.dumpDOM(page, in: folder) else { return }
    #expect(dump.status == 0, "chromium failed: \(dump.err.suffix(2000))")
    let start = try #require(dump.out.range(of: #"<pre id="snapcheck-probe">"#), "no probe output in the DOM: \(dump.out.prefix(500))")
    let end = try #require(dump.out.range(of: "</pre>", range: start.upperBound..<dump.out.endIndex))
    let text = String(dump.out[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&lt;", with: "<")
      .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    let probe = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(probe["counts"] as? [Int] == [3, 1, 2, 5, 1, 1])
    #expect((probe["images"] as? Int ?? 0) >= 17, "5 frames × 3 images + 1 actual + 1 reference")
    #expect(probe["broken"] as? [String] == [])
    #expect(probe["errors"] as? [String] == [])
    #expect(probe["all"] as? Int == 3)
    #expect(probe["failed"] as? [String] == ["scenario-object-cell-accessory-none", "scenario-object-cell-issues"]
      || probe["failed"] as? [String] == ["scenario-object-cell-issues", "scenario-object-cell-accessory-none"])
    #expect(probe["passed"] as? [String] == ["scenario-object-cell-substatus-rule"])
    #expect(probe["missing"] as? [String] == ["scenario-object-cell-accessory-none"])
    #expect(probe["missingFrames"] as? Int == 1)
    #expect(probe["shownText"] as? String == "showing 3 of 3 scenarios")
    #expect(probe["clip"] as? String == "inset(0px 70% 0px 0px)" || probe["clip"] as? String == "inset(0 70% 0 0)")
    #expect(probe["opacity"] as? String == "0.3")
    #expect(probe["treeRowsChanged"] as? Int == 5)

    // The screenshot of the report itself, for a person to look at.
    let shots = TestWorkspace.repositoryRoot + "/.build/report-check"
    try FileManager.default.createDirectory(atPath: shots, withIntermediateDirectories: true)
    let screenshot = shots + "/report.png"
    try? FileManager.default.removeItem(atPath: screenshot)
    let shot = try #require(try TestWorkspace.runTool(
      "chromium", try Self.chromiumFlags() + ["--window-size=1280,2400", "--screenshot=" + screenshot, "file://" + folder + "/index.html"],
      timeout: 120))
    #expect(shot.status == 0, "chromium failed: \(shot.err.suffix(2000))")
    let png = try #require(FileManager.default.contents(atPath: screenshot), "no screenshot at \(screenshot)")
    #expect(png.count > 10_000 && png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
  }
}
