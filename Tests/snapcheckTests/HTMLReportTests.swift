import CellRaster
import Foundation
import Testing
@testable import SnapCheckCore

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

  @Test("an open finding shows its fix and the acceptedFindings entry to paste, escaped; an accepted one its reason, in the scenario's and the frame's lists")
  func acceptance() throws {
    let (folder, _) = try Self.makeReport()
    var run = try ReportFolder.load(folder)
    let index = try #require(run.scenarios.firstIndex { $0.name == "object-cell-issues" })
    let stem = try #require(run.scenarios[index].frames.first?.stem)
    var open = FindingResult(rule: "text-contrast", severity: "error", node: "statusLabel", message: "too faint",
                             text: "error [text-contrast] too faint", expected: false, source: .audit, frames: [stem])
    open.fix = "darken the text colour"
    open.acceptEntry = #"{"rule": "text-contrast", "element": "statusLabel", "measured": "2.9:1", "reason": "<why>"}"#
    var accepted = FindingResult(rule: "touch-target-size", severity: "error", node: "accessoryDetailButton", message: "small",
                                 text: "error [touch-target-size] small", expected: false, source: .audit, frames: [stem])
    accepted.accepted = true
    accepted.acceptedReason = "the <detail> button is 22 pt by design"
    open.frameMessages = [stem: "too faint in this frame"]
    run.scenarios[index].findings = [open, accepted]
    let html = HTMLReport.page(run)
    let section = try Self.section(html, "object-cell-issues")
    let specFile = run.scenarios[index].specFile
    #expect(section.contains("<br>fix: darken the text colour<br>accept in \(specFile): <code>&quot;acceptedFindings&quot;: "
      + "[{&quot;rule&quot;: &quot;text-contrast&quot;, &quot;element&quot;: &quot;statusLabel&quot;, &quot;measured&quot;: "
      + "&quot;2.9:1&quot;, &quot;reason&quot;: &quot;&lt;why&gt;&quot;}]</code>"))
    let badge = #"<span class="expected accepted" title="the &lt;detail&gt; button is 22 pt by design">accepted: the &lt;detail&gt; button is 22 pt by design</span> "#
    // Once in the scenario's list, once in the frame's.
    #expect(section.components(separatedBy: badge).count == 3)
    // The open finding is listed first; the accepted one is folded away after it, drawn grey.
    let openAt = try #require(section.range(of: "<h3 class=\"findings-title\">Findings</h3>\n<ul class=\"findings\"><li class=\"finding error\">"))
    let settledAt = try #require(section.range(of: "<details class=\"settled-findings\"><summary>1 expected or accepted finding</summary>\n"
      + "<ul class=\"findings\"><li class=\"finding error settled\">"))
    #expect(openAt.upperBound < settledAt.lowerBound)
    // The scenario's list shows the merged (worst) message; the frame's list its own occurrence's.
    #expect(section.contains("<code>text-contrast</code> too faint <span class=\"where\">(statusLabel; "))
    #expect(section.contains("<code>text-contrast</code> too faint in this frame <span class=\"where\">("))
    #expect(!section.contains("<detail>") && !section.contains("<why>"))
  }

  /// The section of `scenario` in `html`.
  static func section(_ html: String, _ scenario: String) throws -> Substring {
    let start = try #require(html.range(of: "<section class=\"scenario\" id=\"scenario-\(scenario)\""))
    let end = try #require(html.range(of: "</section>", range: start.upperBound..<html.endIndex))
    return html[start.lowerBound..<end.upperBound]
  }

  @Test("every frame that did not pass shows its accessibility overlay, drawn for the report (the spec records none), its PNG in the folder; a passing one shows none")
  func overlays() throws {
    let (folder, _) = try Self.makeReport()
    let html = try String(contentsOfFile: folder + "/index.html", encoding: .utf8)
    // 5 differing frames and 1 with a missing golden; the passing frame has none.
    #expect(html.components(separatedBy: "<figure class=\"overlay\">").count - 1 == 6)
    let run = try ReportFolder.load(folder)
    for frame in run.scenarios.flatMap(\.frames) {
      guard frame.status != .passed else {
        #expect(frame.images.overlay == nil && frame.overlay == nil)
        continue
      }
      let path = try #require(frame.images.overlay, "\(frame.stem) has no overlay")
      #expect(path.hasSuffix("/\(frame.stem).a11y.png"))
      let png = try PNGDecoder.decodeFile(atPath: folder + "/" + path)
      let overlay = try #require(frame.overlay)
      #expect(png.width == overlay.pixelWidth && png.height == overlay.pixelHeight)
    }
    // The 375 pt, 3x frame: a 98 pt cell is wider than tall, so the legend is below and the
    // image is the cell's width, 1125 px (OverlayStyle.legendIsBelow).
    let issues = try #require(run.scenarios.first { $0.name == "object-cell-issues" })
    let frame = try #require(issues.frames.first { $0.stem == "w375-3x-L-light-ltr" })
    #expect(frame.overlay?.pixelWidth == 1125 && frame.overlay?.scale == 3)
    // Its one element (the combined cell, on the content view) and the node its finding names, in that element.
    let elements = try #require(frame.elements)
    #expect(elements.count == 2)
    let first = try #require(elements.first)
    #expect(first.node == "contentView" && first.number == 1 && [first.x, first.y, first.width, first.height] == [0, 0, 375, 98])
    #expect(elements.last?.node == "footnoteLabel" && elements.last?.number == 1 && elements.last?.width == 375)
    // The label's own frame: one line of footnote text inside the element, left of the status column.
    let label = try #require(elements.last?.nodeFrame)
    #expect(label.x > 0 && label.y > 0 && label.x + label.width < 375 && label.y + label.height < 98 && label.height < 30)
    #expect(elements.first?.nodeFrame == nil, "an element's own node has no separate frame")
    #expect(try Self.section(html, "object-cell-issues").contains("<span class=\"box node\" data-box=\"0\" style=\"left:"))
  }

  @Test("--report-overlays all gives passing frames their overlay too; another value is a usage error (64)")
  func overlaysForEveryFrame() throws {
    let snapshots = try TestWorkspace.copyOfScenarios(["object-cell-accessory-none"])
    let work = try TestWorkspace.temporaryFolder()
    let passing = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", work + "/a", "--report", work + "/r",
                                     "--record", "never", "--report-overlays", "all"])
    #expect(passing.status == .success, "\(passing.out)\(passing.err)")
    let frames = try ReportFolder.load(work + "/r").scenarios.flatMap(\.frames)
    #expect(!frames.isEmpty && frames.allSatisfy { $0.status == .passed })
    for frame in frames {
      let path = try #require(frame.images.overlay, "\(frame.stem) has no overlay")
      let png = try PNGDecoder.decodeFile(atPath: work + "/r/" + path)
      #expect(png.width == frame.overlay?.pixelWidth && png.height == frame.overlay?.pixelHeight)
    }
    // The default leaves passing frames without one.
    let plain = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", work + "/a2", "--report", work + "/r2",
                                   "--record", "never"])
    #expect(plain.status == .success)
    #expect(try ReportFolder.load(work + "/r2").scenarios.flatMap(\.frames).allSatisfy { $0.images.overlay == nil })
    let bad = TestWorkspace.run(["verify", "--snapshots", snapshots, "--report-overlays", "some"])
    #expect(bad.status == .usage)
    #expect(bad.err.contains("--report-overlays must be failed or all, got 'some'"))
  }

  @Test("merge-reports keeps overlays, element boxes and per-frame findings; an overlay path outside the folder is refused (65)")
  func mergedOverlays() throws {
    let (folder, _) = try Self.makeReport()
    let out = try TestWorkspace.temporaryFolder() + "/merged"
    let merged = TestWorkspace.run(["merge-reports", folder, "--report", out])
    #expect(merged.status == .failure, "\(merged.out)\(merged.err)")
    let html = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
    #expect(html.components(separatedBy: "<figure class=\"overlay\">").count - 1 == 6)
    #expect(try Self.section(html, "object-cell-substatus-rule").contains("<span class=\"box\" data-box=\"0\""))
    let run = try ReportFolder.load(out)
    for path in run.scenarios.flatMap(\.frames).compactMap(\.images.overlay) {
      #expect(FileManager.default.fileExists(atPath: out + "/" + path), "\(path)")
    }
    #expect(run.scenarios.flatMap(\.frames).allSatisfy { $0.elements?.isEmpty == false })

    let results = folder + "/results.json"
    let text = try String(contentsOfFile: results, encoding: .utf8)
    let first = try #require(run.scenarios.first?.frames.first?.images.overlay)
    try text.replacingOccurrences(of: "\"overlay\" : \"\(first)\"", with: "\"overlay\" : \"../outside.png\"")
      .write(toFile: results, atomically: true, encoding: .utf8)
    let refused = TestWorkspace.run(["merge-reports", folder, "--report", try TestWorkspace.temporaryFolder() + "/again"])
    #expect(refused.status == .dataError)
    #expect(refused.err.contains("'../outside.png' at $.scenarios[0].frames[0].images.overlay is not a path inside the report folder"),
            "\(refused.err)")
  }

  @Test("each frame lists its own findings pointing at a box on the overlay, and the command that accepts it alone")
  func frameFindingsAndAccept() throws {
    let (folder, snapshots) = try Self.makeReport()
    let html = try String(contentsOfFile: folder + "/index.html", encoding: .utf8)
    let issues = try Self.section(html, "object-cell-issues")
    for stem in ["w375-3x-L-light-ltr", "w375-3x-AX3-light-ltr", "w1024-2x-L-light-ltr-regular-split40"] {
      #expect(issues.contains("To accept this frame alone: <code>snapcheck record --frame \(stem) --snapshots \(snapshots) object-cell-issues</code>"))
    }
    #expect(try Self.section(html, "object-cell-accessory-none").contains(
      "<code>snapcheck record --frame w375-3x-L-light-ltr --snapshots \(snapshots) object-cell-accessory-none</code>"))
    let passing = try Self.section(html, "object-cell-substatus-rule")
    #expect(!passing.contains("To accept"))
    #expect(passing.contains("<ul class=\"frame-findings\" aria-label=\"Findings in this frame\"><li class=\"finding error settled\" tabindex=\"0\" data-box=\"0\">"),
            "the frame's expected finding, its severity drawn grey")
    #expect(passing.contains("<code>fiori.substatus-accessory</code> a substatus is set while accessoryType is checkmark"))
    #expect(passing.contains("<span class=\"box\" data-box=\"0\" style=\"left:"))
    // The AX3 frame's two truncation findings are listed under it, not under the other frames.
    let ax3 = try #require(issues.range(of: "<h3>w375-3x-AX3-light-ltr"))
    let next = try #require(issues.range(of: "<article", range: ax3.upperBound..<issues.endIndex))
    #expect(issues[ax3.lowerBound..<next.lowerBound].contains("\"Available on Jan 31st\" (subheadlineLabel) is truncated".replacingOccurrences(of: "\"", with: "&quot;")))
    let light = try #require(issues.range(of: "<h3>w375-3x-L-light-ltr"))
    #expect(!issues[light.lowerBound..<ax3.lowerBound].contains("subheadlineLabel) is truncated"))
  }

  @Test("a finding's box sits on its element's accessibility frame, over the overlay or, without one, the PNG; shown on hover, pinned by a click (headless chromium)")
  func highlightInChromium() throws {
    // The bundled scenario records overlay goldens; a copy of it under another name does not.
    let snapshots = try TestWorkspace.copyOfScenarios(["a11y-audit-touch-target-size"])
    let spec = try String(contentsOfFile: snapshots + "/specs/a11y-audit-touch-target-size.json", encoding: .utf8)
    try spec.replacingOccurrences(of: "\"accessibilityOverlay\": true,", with: "")
      .replacingOccurrences(of: "\"name\": \"a11y-audit-touch-target-size\"", with: "\"name\": \"touch-plain\"")
      .write(toFile: snapshots + "/specs/touch-plain.json", atomically: true, encoding: .utf8)
    try FileManager.default.createDirectory(atPath: snapshots + "/golden/touch-plain", withIntermediateDirectories: true)
    for suffix in [".png", ".a11y.txt"] {
      try FileManager.default.copyItem(atPath: snapshots + "/golden/a11y-audit-touch-target-size/w375-3x-L-light-ltr" + suffix,
                                       toPath: snapshots + "/golden/touch-plain/w375-3x-L-light-ltr" + suffix)
    }
    let work = try TestWorkspace.temporaryFolder()
    let result = TestWorkspace.run(["verify", "--snapshots", snapshots, "--artifacts", work + "/report", "--record", "never"])
    #expect(result.status == .success, "\(result.out)\(result.err)")
    // The expected box: element 2's frame in the golden tree text ("frame 337,26.5,22,22").
    let golden = try String(contentsOfFile: snapshots + "/golden/a11y-audit-touch-target-size/w375-3x-L-light-ltr.a11y.txt", encoding: .utf8)
    let line = try #require(golden.split(separator: "\n").first { $0.hasPrefix("  2  button") })
    let frameText = try #require(line.split(separator: " ").drop { $0 != "frame" }.dropFirst().first)
    let expected = frameText.split(separator: ",").compactMap { Double($0) }
    #expect(expected.count == 4)
    let page = try String(contentsOfFile: work + "/report/index.html", encoding: .utf8)
    // The spec records .a11y.png goldens: the report shows the golden (linked in), not a copy drawn anew.
    #expect(page.contains("src=\"a11y-audit-touch-target-size/w375-3x-L-light-ltr.a11y.png\""))
    #expect(!page.contains("src=\"touch-plain/w375-3x-L-light-ltr.a11y.png\""))
    let probe = """
      <script>
      window.addEventListener('load', function () {
        var results = [];
        var items = document.querySelectorAll('.frame-findings li[data-box]');
        for (var n = 0; n < items.length; n++) {
          var li = items[n], frame = li.closest('.frame');
          var box = frame.querySelector('.overlay-stage .box[data-box="' + li.getAttribute('data-box') + '"]');
          function on() { return box.classList.contains('on') && getComputedStyle(box).display !== 'none'; }
          var result = { scenario: frame.closest('.scenario').id, before: on() };
          li.dispatchEvent(new MouseEvent('mouseenter')); result.hovered = on();
          li.dispatchEvent(new MouseEvent('mouseleave')); result.left = on();
          li.click(); li.dispatchEvent(new MouseEvent('mouseleave')); result.pinned = on();
          var img = box.parentNode.querySelector('img'), i = img.getBoundingClientRect(), b = box.getBoundingClientRect();
          result.box = [b.left - i.left, b.top - i.top, b.width, b.height];
          result.image = [i.width, img.naturalWidth]; result.alt = img.getAttribute('alt');
          li.click(); result.unpinned = on();
          results.push(result);
        }
        var pre = document.createElement('pre'); pre.id = 'snapcheck-probe'; pre.textContent = JSON.stringify({ results: results });
        document.body.appendChild(pre);
      });
      </script>
      """
    guard let dump = try Self.dumpDOM(page.replacingOccurrences(of: "</body>", with: probe + "\n</body>"), in: work + "/report") else { return }
    #expect(dump.status == 0, "chromium failed: \(dump.err.suffix(2000))")
    let results = try #require(try Self.probeResult(dump.out)["results"] as? [[String: Any]])
    #expect(results.map { $0["scenario"] as? String } == ["scenario-a11y-audit-touch-target-size", "scenario-touch-plain"])
    for values in results {
      #expect(values["before"] as? Bool == false)
      #expect(values["hovered"] as? Bool == true)
      #expect(values["left"] as? Bool == false)
      #expect(values["pinned"] as? Bool == true)
      #expect(values["unpinned"] as? Bool == false)
      let box = try #require(values["box"] as? [Double])
      #expect(box.count == 4 && zip(box, expected).allSatisfy { abs($0 - $1) < 0.05 }, "box \(box), element frame \(expected)")
    }
    // Shown at their point size (1125 px at 3x as 375 CSS px), so CSS pixels are points.
    #expect(results.map { $0["image"] as? [Double] } == [[375, 1125], [375, 1125]])
    #expect(results.map { $0["alt"] as? String } == ["accessibility overlay", "reference"])
  }

  @Test("index.html#filter=failed opens showing only failures; choosing a filter puts it in the address (headless chromium)")
  func filterInAddress() throws {
    let (folder, _) = try Self.makeReport()
    guard let dump = try TestWorkspace.runTool(
      "chromium", try Self.chromiumFlags() + ["--virtual-time-budget=10000", "--dump-dom", "file://" + folder + "/index.html#filter=failed"],
      timeout: 120)
    else {
      Issue.record("chromium not found: run scripts/bootstrap --tests (installs Debian's chromium) to check the HTML report in a browser")
      return
    }
    #expect(dump.status == 0, "chromium failed: \(dump.err.suffix(2000))")
    #expect(dump.out.contains(#"<section class="scenario" id="scenario-object-cell-substatus-rule" data-status="passed" hidden="">"#))
    #expect(dump.out.contains(#"<section class="scenario" id="scenario-object-cell-issues" data-status="failed">"#))
    #expect(dump.out.contains(#"<button type="button" data-filter="failed" aria-pressed="true">"#))
    #expect(dump.out.contains(#"<span id="shown">showing 2 of 3 scenarios</span>"#))
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
      document.querySelector('[data-filter=missing]').click(); var missing = shown(); var hash = location.hash;
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
        shownText: document.getElementById('shown').textContent, clip: clip, opacity: opacity, hash: hash,
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

  /// The JSON object a probe script left in `<pre id="snapcheck-probe">` of a dumped DOM.
  static func probeResult(_ dom: String) throws -> [String: Any] {
    let start = try #require(dom.range(of: #"<pre id="snapcheck-probe">"#), "no probe output in the DOM: \(dom.prefix(500))")
    let end = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
    let text = String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&lt;", with: "<")
      .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
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
    let probe = try Self.probeResult(dump.out)
    #expect(probe["counts"] as? [Int] == [3, 1, 2, 5, 1, 1])
    #expect((probe["images"] as? Int ?? 0) >= 23, "5 frames × 3 images + 1 actual + 1 reference, and 6 overlays")
    #expect(probe["broken"] as? [String] == [])
    #expect(probe["errors"] as? [String] == [])
    #expect(probe["all"] as? Int == 3)
    #expect(probe["failed"] as? [String] == ["scenario-object-cell-accessory-none", "scenario-object-cell-issues"]
      || probe["failed"] as? [String] == ["scenario-object-cell-issues", "scenario-object-cell-accessory-none"])
    #expect(probe["passed"] as? [String] == ["scenario-object-cell-substatus-rule"])
    #expect(probe["missing"] as? [String] == ["scenario-object-cell-accessory-none"])
    #expect(probe["missingFrames"] as? Int == 1)
    #expect(probe["shownText"] as? String == "showing 3 of 3 scenarios")
    #expect(probe["hash"] as? String == "#filter=missing")
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
