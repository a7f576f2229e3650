import Foundation

/// The HTML report page (`index.html`): one static file with inline CSS and JavaScript that works
/// from `file://` with no server and no network. Images are referenced by the relative paths
/// the run's `FrameResult.images` hold (the report folder's own copies, see `ReportFolder`).
///
/// It shows summary counts, status filters, every scenario with its findings and the command
/// that accepts its changes, and every frame with reference, actual and diff images, a slider
/// and onion-skin compare, its accessibility overlay (`ReportOverlay`) with the frame's own
/// findings each able to outline its element on it (`HTMLOverlayBoxes`), the command that
/// accepts that frame alone when it differs or lacks a golden, and the accessibility tree diff
/// side by side. Every value from the run is escaped (`MarkupText`).
enum HTMLReport {
  /// The page for `run`: `head`, the sections of scenarios that could not run, the failed ones',
  /// the passed ones', `tail`
  /// (`ReportStream` writes the same page piece by piece during a run).
  static func page(_ run: VerificationRun, missingShards: [String] = []) -> String {
    let ordered = run.scenarios.filter { $0.error != nil } + run.scenarios.filter { $0.error == nil && !$0.passed }
      + run.scenarios.filter(\.passed)
    return head(run, missingShards: missingShards) + ordered.map(section).joined() + tail(orphans: run.orphans)
  }

  /// Everything before the first scenario section: title, styles, run line, summary counts and
  /// filters. Uses only `run`'s counts, record mode, seconds and shards.
  /// - Parameter missingShards: shards a merge lacks (`merge-reports`): the page then says it
  ///   is incomplete, in the title and in an alert under the run line.
  /// Scenarios that could not run (`ScenarioResult.error`) are counted in the title and in an
  /// alert too, so a run with a broken spec never reads as a pass of fewer scenarios.
  static func head(_ run: VerificationRun, missingShards: [String] = []) -> String {
    """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>snapcheck: \(run.summaryLine)\(run.errorCount == 0 ? "" : " (\(run.errorCount) with errors)")\(missingShards.isEmpty ? "" : " (incomplete)")</title>
      <style>\(HTMLReportAssets.css)</style>
      </head>
      <body>
      <header>
      <h1>snapcheck report</h1>
      \(runLine(run, missingShards: missingShards))
      \(summary(run))
      \(filters(run))
      </header>
      <main>

      """
  }

  /// Everything after the last scenario section: the orphan goldens and the script.
  static func tail(orphans list: [OrphanGolden]) -> String {
    orphans(list) + "</main>\n<script>\(HTMLReportAssets.script)</script>\n</body>\n</html>\n"
  }

  private static func e(_ text: String) -> String { MarkupText.escape(text) }

  private static func runLine(_ run: VerificationRun, missingShards missing: [String]) -> String {
    var parts = ["record mode \(run.recordMode.rawValue)", String(format: "%.1f s", run.seconds)]
    if !run.shards.isEmpty { parts.insert("shard\(run.shards.count == 1 ? "" : "s") \(run.shards.joined(separator: ", "))", at: 0) }
    var html = "<p class=\"run\">\(e(parts.joined(separator: " · ")))</p>"
    // A merge that lacks a shard must not read as a pass (merge-reports exits 1 for it).
    if !missing.isEmpty {
      html += "<p class=\"incomplete\" role=\"alert\">Incomplete: shard\(missing.count == 1 ? "" : "s") "
        + "\(e(missing.joined(separator: ", "))) missing from this merge. The scenarios of "
        + "\(missing.count == 1 ? "that shard were" : "those shards were") not verified here, and the run fails.</p>"
    }
    let errors = run.scenarios.filter { $0.error != nil }.map(\.name)
    if !errors.isEmpty {
      html += "<p class=\"incomplete\" role=\"alert\">Errors: \(errors.count) scenario\(errors.count == 1 ? "" : "s") could not run "
        + "(\(e(errors.joined(separator: ", ")))): the spec does not load or its content cannot be drawn. "
        + "Every other scenario was checked; the run fails (exit 65).</p>"
    }
    return html
  }

  private static func summary(_ run: VerificationRun) -> String {
    func count(_ id: String, _ value: Int, _ label: String) -> String {
      "<span class=\"count \(id)\"><b id=\"count-\(id)\" data-value=\"\(value)\">\(value)</b> \(label)</span>"
    }
    let frames = FrameStatus.allCases.map { status in
      count("frames-\(status.rawValue)", run.frameCount(status), status.rawValue)
    }
    return """
      <div class="summary" id="summary">
      <p>\(count("scenarios", run.scenarios.count, "scenarios:")) \(count("passed", run.passedCount, "passed")) \(count("failed", run.failedCount, "failed"))</p>
      <p>frames: \(frames.joined(separator: " "))</p>
      </div>
      """
  }

  private static func filters(_ run: VerificationRun) -> String {
    let options: [(String, String, Int)] = [
      ("all", "All", run.scenarios.count), ("failed", "Failed", run.failedCount), ("passed", "Passed", run.passedCount),
      ("missing", "Missing golden", run.frameCount(.missing)), ("recorded", "Recorded", run.frameCount(.recorded)),
    ] + (run.frameCount(.error) > 0 ? [("error", "Unreadable golden", run.frameCount(.error))] : [])
      + (run.errorCount > 0 ? [("scenario-error", "Spec error", run.errorCount)] : [])
    let buttons = options.map { value, label, n in
      "<button type=\"button\" data-filter=\"\(value)\" aria-pressed=\"\(value == "all")\">\(label) (\(n))</button>"
    }
    return "<nav class=\"filters\" aria-label=\"Filter by status\">\(buttons.joined()) <span id=\"shown\"></span></nav>"
  }

  /// One scenario's `<section>`.
  static func section(_ scenario: ScenarioResult) -> String {
    if let error = scenario.error {
      return """
        <section class="scenario" id="scenario-\(e(scenario.name))" data-status="scenario-error">
        <h2><span class="badge error">ERROR</span> \(e(scenario.name))</h2>
        <p class="spec">\(e(scenario.specFile)) · not run</p>
        <ul class="problems"><li>\(e(error))</li></ul>
        </section>

        """
    }
    let status = scenario.passed ? "passed" : "failed"
    var html = """
      <section class="scenario" id="scenario-\(e(scenario.name))" data-status="\(status)">
      <h2><span class="badge \(status)">\(scenario.passed ? "PASS" : "FAIL")</span> \(e(scenario.name))</h2>
      <p class="spec">\(e(scenario.specFile)) · \(scenario.frames.count) frame\(scenario.frames.count == 1 ? "" : "s")</p>

      """
    let needsAccept = scenario.frames.contains { $0.status == .failed || $0.status == .missing }
    if needsAccept {
      html += "<p class=\"accept\">To accept the new rendering: <code>\(e(scenario.acceptCommand))</code></p>\n"
    }
    if scenario.frames.contains(where: { $0.status == .recorded }) {
      html += "<p class=\"accept\">Goldens were written by this run: look at them, commit them and verify again.</p>\n"
    }
    if !scenario.problems.isEmpty {
      html += "<ul class=\"problems\">" + scenario.problems.map { "<li>\(e($0))</li>" }.joined() + "</ul>\n"
    }
    // Open findings first; those the spec expects or accepts folded away below them, so that a
    // failing frame's diff is not pushed down the page by findings nobody has to act on.
    let open = scenario.findings.filter { !isSettled($0) }, settled = scenario.findings.filter(isSettled)
    func items(_ findings: [FindingResult]) -> String {
      findings.map { finding in
        "<li class=\"\(findingClass(finding))\"><span class=\"severity\">\(e(finding.severity))</span> "
          + acceptanceBadge(finding)
          + "<code>\(e(finding.rule))</code> \(e(finding.message)) <span class=\"where\">(\(e(finding.node)); "
          + "\(e(finding.frames.joined(separator: ", "))))</span><div class=\"detail\">\(e(finding.text))"
          + guidance(finding, specFile: scenario.specFile) + "</div></li>"
      }.joined()
    }
    if !open.isEmpty {
      html += "<h3 class=\"findings-title\">Findings</h3>\n<ul class=\"findings\">\(items(open))</ul>\n"
    }
    if !settled.isEmpty {
      html += "<details class=\"settled-findings\"><summary>\(settled.count) expected or accepted finding"
        + "\(settled.count == 1 ? "" : "s")</summary>\n<ul class=\"findings\">\(items(settled))</ul></details>\n"
    }
    for frame in scenario.frames { html += article(frame, of: scenario) }
    return html + "</section>\n"
  }

  private static func article(_ frame: FrameResult, of scenario: ScenarioResult) -> String {
    let label: [FrameStatus: String] = [.passed: "matches", .failed: "differs", .missing: "golden missing", .recorded: "recorded",
                                        .error: "golden unreadable"]
    var html = """
      <article class="frame" data-status="\(frame.status.rawValue)">
      <h3>\(e(frame.stem)) <span class="badge \(frame.status.rawValue)">\(label[frame.status] ?? frame.status.rawValue)</span></h3>

      """
    if !frame.problems.isEmpty {
      let firstLines = frame.problems.map { $0.split(separator: "\n").first.map(String.init) ?? $0 }
      html += "<ul class=\"problems\">" + firstLines.map { "<li>\(e($0))</li>" }.joined() + "</ul>\n"
    }
    if frame.status.isAcceptable && !scenario.acceptCommand.isEmpty {
      html += "<p class=\"accept\">To accept this frame alone: <code>"
        + "\(e(RecordCommand.frameAcceptCommand(scenario.acceptCommand, stem: frame.stem)))</code></p>\n"
    }
    let findings = scenario.findings.filter { $0.frames.contains(frame.stem) }
    let boxes = HTMLOverlayBoxes(frame: frame, findings: findings)
    html += images(frame, boxes: boxes)
    html += frameFindings(findings, stem: frame.stem, boxes: boxes)
    html += tree(frame)
    if !frame.artifacts.isEmpty {
      html += "<details class=\"artifacts\"><summary>Artifacts (\(frame.artifacts.count))</summary><ul>"
        + frame.artifacts.map { "<li><code>\(e($0))</code></li>" }.joined() + "</ul></details>\n"
    }
    return html + "</article>\n"
  }

  /// An `<img>` of the report image `path` (relative, URL-encoded), `width` CSS pixels (= points)
  /// wide when positive.
  static func image(_ path: String, _ alt: String, width: Double, className: String = "") -> String {
    let style = width > 0 ? " style=\"width:\(Int(width.rounded()))px\"" : ""
    let cls = className.isEmpty ? "" : " class=\"\(className)\""
    return "<img\(cls) src=\"\(MarkupText.attribute(urlPath(path)))\" alt=\"\(e(alt))\"\(style)>"
  }

  /// A relative path as a URL path: each segment percent-encoded (spaces, `#`, `?`, `%`).
  static func urlPath(_ path: String) -> String {
    // Most paths need no encoding; Foundation's percent-encoding is slow enough to show in verify's
    // profile, so it runs only when a byte outside the unreserved, sub-delims, ':' '@' '/' set
    // (RFC 3986 pchar, less ';' and ':') occurs.
    if path.utf8.allSatisfy(isPlainURLPathByte) { return path }
    var allowed = CharacterSet.urlPathAllowed
    // ':' too: in a relative URL a first segment with a colon reads as a scheme ("run:1/x.png").
    allowed.remove(charactersIn: "#?%;:")
    return path.split(separator: "/", omittingEmptySubsequences: false)
      .map { $0.addingPercentEncoding(withAllowedCharacters: allowed) ?? String($0) }.joined(separator: "/")
  }

  /// True for ASCII letters, digits and `- . _ ~ ! $ & ' ( ) * + , = @ /`: what `urlPath` leaves as is.
  private static func isPlainURLPathByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): return true
    case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "!"), UInt8(ascii: "$"),
         UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"),
         UInt8(ascii: ","), UInt8(ascii: "="), UInt8(ascii: "@"), UInt8(ascii: "/"): return true
    default: return false
    }
  }

  private static func images(_ frame: FrameResult, boxes: HTMLOverlayBoxes) -> String {
    let images = frame.images
    var html = ""
    if let reference = images.reference, let actual = images.actual {
      html += """
        <div class="compare">
        <div class="stage">\(image(reference, "reference (golden)", width: frame.width))\(image(actual, "actual", width: frame.width, className: "top"))</div>
        <div class="controls"><label>Compare <select aria-label="compare mode"><option value="slider">slider</option><option value="onion">onion skin</option></select></label>
        <input type="range" min="0" max="100" value="50" aria-label="actual shown"><span class="hint">left: actual · right: reference</span></div>
        </div>

        """
    }
    let figures = [("Reference", images.reference), ("Actual", images.actual), ("Diff", images.diff)]
      .compactMap { title, path in path.map { (title, $0) } }
    html += "<div class=\"figures\">"
    for (index, (title, path)) in figures.enumerated() {
      let picture = index == 0 ? boxes.cellImage(path, title.lowercased()) : image(path, title.lowercased(), width: frame.width)
      html += "<figure><figcaption>\(title)</figcaption>\(picture)</figure>"
    }
    if let path = images.overlay { html += boxes.overlayFigure(path) }
    html += "</div>\n"
    if let sideBySide = images.sideBySide {
      html += "<p class=\"links\"><a href=\"\(MarkupText.attribute(urlPath(sideBySide)))\">side-by-side PNG</a></p>\n"
    }
    return html
  }

  /// True for a finding the spec lists in `expectedFindings` or accepts in `acceptedFindings`.
  private static func isSettled(_ finding: FindingResult) -> Bool { finding.expected || finding.accepted }

  /// A finding item's classes: `finding`, its severity, and `settled` (its severity drawn grey)
  /// when the spec expects or accepts it.
  private static func findingClass(_ finding: FindingResult) -> String {
    "finding \(e(finding.severity))" + (isSettled(finding) ? " settled" : "")
  }

  /// "expected" or "accepted" (with the entry's reason as its tooltip and text) before a finding
  /// the spec lists in `expectedFindings` or `acceptedFindings`; empty for an open one.
  private static func acceptanceBadge(_ finding: FindingResult) -> String {
    if finding.expected { return "<span class=\"expected\">expected</span> " }
    guard finding.accepted else { return "" }
    let reason = finding.acceptedReason ?? ""
    return "<span class=\"expected accepted\" title=\"\(e(reason))\">accepted: \(e(reason))</span> "
  }

  /// The fix, a re-opened pin and the `acceptedFindings` entry to paste into `specFile`, as
  /// `ScenarioAudit.guidance` gives them to the console (one line each, the entry selectable).
  private static func guidance(_ finding: FindingResult, specFile: String) -> String {
    var html = finding.fix.map { "<br>fix: " + e($0) } ?? ""
    if let reopened = finding.reopened { html += "<br>re-opened: " + e(reopened) }
    if let entry = finding.acceptEntry {
      html += "<br>\(finding.reopened == nil ? "accept" : "re-pin") in \(e(specFile)): "
        + "<code>\(e("\"acceptedFindings\": [\(entry)]"))</code>"
    }
    return html
  }

  /// The findings that occur in one frame, each pointing at its box on the overlay
  /// (`data-box`) when there is one: hovering, focusing or clicking it shows the box.
  /// Each finding with the message of this frame's own occurrence (`frameMessages`).
  private static func frameFindings(_ findings: [FindingResult], stem: String, boxes: HTMLOverlayBoxes) -> String {
    guard !findings.isEmpty else { return "" }
    var html = "<ul class=\"frame-findings\" aria-label=\"Findings in this frame\">"
    for finding in findings {
      let box = boxes.index(of: finding.node)
      let element = boxes.element(of: finding.node).map { "element \($0), " } ?? ""
      html += "<li class=\"\(findingClass(finding))\"" + (box.map { " tabindex=\"0\" data-box=\"\($0)\"" } ?? "") + ">"
        + "<span class=\"severity\">\(e(finding.severity))</span> "
        + acceptanceBadge(finding)
        + "<code>\(e(finding.rule))</code> \(e(finding.frameMessages?[stem] ?? finding.message)) "
        + "<span class=\"where\">(\(e(element + finding.node)))</span></li>"
    }
    return html + "</ul>\n"
  }

  private static func tree(_ frame: FrameResult) -> String {
    guard let reference = frame.referenceTree, reference != frame.actualTree else {
      return "<details class=\"tree\"><summary>Accessibility tree</summary><pre>\(e(frame.actualTree))</pre></details>\n"
    }
    var html = """
      <details class="tree" open><summary>Accessibility tree diff</summary>
      <table class="tree-diff"><colgroup><col class="n"><col><col class="n"><col></colgroup><thead><tr><th colspan="2">golden .a11y.txt</th><th colspan="2">actual</th></tr></thead><tbody>

      """
    // At most TreeDiffExcerpt.rowLimit rows; the rest is in the complete .a11y.diff artifact.
    let rows = TreeDiffTable.rows(old: reference, new: frame.actualTree)
    for row in rows.prefix(TreeDiffExcerpt.rowLimit) {
      let left = row.oldHTML, right = row.newHTML
      html += "<tr class=\"\(row.kind.rawValue)\"><td class=\"n\">\(row.oldNumber.map(String.init) ?? "")</td><td class=\"old\">\(left)</td>"
        + "<td class=\"n\">\(row.newNumber.map(String.init) ?? "")</td><td class=\"new\">\(right)</td></tr>\n"
    }
    if rows.count > TreeDiffExcerpt.rowLimit {
      let rest = rows.dropFirst(TreeDiffExcerpt.rowLimit)
      let changed = rest.filter { $0.kind != .same }.count
      let artifact = frame.artifacts.first { $0.hasSuffix(".a11y.diff") }.map { ": see <code>\(e($0))</code>" } ?? ""
      html += "<tr class=\"more\"><td colspan=\"4\">… \(rest.count) more rows (\(changed) changed)\(artifact)</td></tr>\n"
    }
    return html + "</tbody></table></details>\n"
  }

  private static func orphans(_ orphans: [OrphanGolden]) -> String {
    guard !orphans.isEmpty else { return "" }
    let items = orphans.map { "<li><code>\(e($0.path))</code>: \(e($0.reason))\($0.removed ? " (removed)" : "")</li>" }
    return "<section class=\"orphans\" id=\"orphans\"><h2>Orphan goldens</h2><p>Remove them with <code>snapcheck verify --remove-orphans</code>.</p><ul>\(items.joined())</ul></section>\n"
  }
}
