import CellRaster
import Foundation

/// The outcome of one `snapcheck verify` run (or of several shards merged), the value behind
/// every reporter: console summary, `results.json`, the HTML report and JUnit XML.
///
/// Stored as `results.json` in the report folder (format "snapcheck-results", version 1), so
/// `snapcheck merge-reports` can join shards. Times are seconds; sizes are points.
struct VerificationRun: Codable, Sendable {
  /// Always "snapcheck-results"; lets merge-reports refuse other JSON files.
  var format = "snapcheck-results"
  /// Format version, 1.
  var version = 1
  /// The record mode the run used (merged runs: the first shard's).
  var recordMode: RecordMode
  /// The shards this covers, e.g. ["1/2", "2/2"]; empty for an unsharded run.
  var shards: [String] = []
  /// Scenarios in run order.
  var scenarios: [ScenarioResult] = []
  /// Goldens without a scenario or frame.
  var orphans: [OrphanGolden] = []
  /// Wall time of the run in seconds (merged: the sum of the shards').
  var seconds: Double = 0

  /// Scenarios that passed.
  var passedCount: Int { scenarios.filter(\.passed).count }
  /// Scenarios that failed.
  var failedCount: Int { scenarios.count - passedCount }

  /// Number of frames with `status`.
  func frameCount(_ status: FrameStatus) -> Int {
    scenarios.reduce(0) { $0 + $1.frames.filter { $0.status == status }.count }
  }

  /// The run with every frame image path passed through `transform`.
  func withImagePaths(_ transform: (String) -> String) -> VerificationRun {
    var copy = self
    for s in copy.scenarios.indices {
      for f in copy.scenarios[s].frames.indices {
        copy.scenarios[s].frames[f].images = copy.scenarios[s].frames[f].images.map(transform)
      }
    }
    return copy
  }

  /// The run with each frame's PNG artifacts replaced by its report images (reference, actual,
  /// diff, side-by-side), for a merged JUnit file: the shards' artifact folders stay on the shard
  /// machines, while the images were merged with the reports. Other artifacts (tree diffs) keep
  /// their paths, as the shard wrote them.
  func withImagesAsArtifacts() -> VerificationRun {
    var copy = self
    for s in copy.scenarios.indices {
      for f in copy.scenarios[s].frames.indices {
        let frame = copy.scenarios[s].frames[f]
        copy.scenarios[s].frames[f].artifacts = frame.artifacts.filter { !$0.hasSuffix(".png") } + frame.images.all.map(\.path)
      }
    }
    return copy
  }

  /// The last line of every summary: "N passed, M failed" (scenarios).
  var summaryLine: String { "\(passedCount) passed, \(failedCount) failed" }

  /// Scenarios whose spec did not load or whose input could not be drawn (`ScenarioResult.error`).
  var errorCount: Int { scenarios.filter { $0.error != nil }.count }

  /// The exit status of verify and merge-reports: 65 (EX_DATAERR) when a golden could not be
  /// decoded (frame status `error`) or a scenario's spec could not be loaded or drawn, else 1
  /// when a scenario failed, else 0.
  var exitStatus: ExitStatus {
    if frameCount(.error) > 0 || errorCount > 0 { return .dataError }
    return failedCount == 0 ? .success : .failure
  }
}

/// One scenario's frames, findings and the command that accepts its changes.
struct ScenarioResult: Codable, Sendable {
  /// Scenario name.
  let name: String
  /// The spec file, as the run saw it (relative to the working folder unless given absolute).
  let specFile: String
  /// Frames in render order.
  var frames: [FrameResult]
  /// Layout and audit findings, each once with the frames it was found in.
  var findings: [FindingResult] = []
  /// Problems of the scenario as a whole (e.g. an audit failure); they fail it.
  var problems: [String] = []
  /// The exact command that accepts the current rendering as the new goldens.
  var acceptCommand: String
  /// Seconds spent rendering and checking it.
  var seconds: Double = 0
  /// Why the scenario could not run at all, or nil: its spec did not load (bad JSON, an unknown
  /// key, a missing image, XIB or theme, a duplicate name) or its input could not be drawn (a
  /// glyph no pinned font has). One line naming the file and the JSON path or frame. Such a
  /// scenario has no frames, fails, and makes the run exit 65; the other scenarios still run.
  var error: String? = nil

  /// True when every frame passed and there is no scenario problem or error.
  var passed: Bool { error == nil && problems.isEmpty && frames.allSatisfy { $0.status == .passed } }

  /// The result of a scenario that could not run: no frames, `error` set.
  init(name: String, specFile: String, error: String) {
    self.init(name: name, specFile: specFile, frames: [], acceptCommand: "")
    self.error = error
  }

  /// The memberwise initializer (Swift drops the implicit one once another is declared).
  init(name: String, specFile: String, frames: [FrameResult], findings: [FindingResult] = [], problems: [String] = [],
       acceptCommand: String, seconds: Double = 0) {
    self.name = name
    self.specFile = specFile
    self.frames = frames
    self.findings = findings
    self.problems = problems
    self.acceptCommand = acceptCommand
    self.seconds = seconds
  }

  /// The scenario with its frames' tree texts dropped (the bulk of a passing scenario), for a run
  /// whose report was already written (`ReportStream`), so memory does not grow with the trees.
  func withoutTrees() -> ScenarioResult {
    var copy = self
    for f in copy.frames.indices {
      copy.frames[f].referenceTree = nil
      copy.frames[f].actualTree = ""
    }
    return copy
  }
}

/// One frame's verdict as stored.
struct FrameResult: Codable, Sendable {
  /// Variant slug (plus `.<step>`).
  let stem: String
  /// What became of it.
  let status: FrameStatus
  /// Problem lines.
  let problems: [String]
  /// Artifact paths as written.
  var artifacts: [String]
  /// Pictures for the report.
  var images: FrameImages
  /// Cell width and height in points.
  let width: Double
  let height: Double
  /// Golden tree text, when one existed.
  var referenceTree: String?
  /// Rendered tree text.
  var actualTree: String
  /// The overlay image's size and scale, when the report shows an overlay (`images.overlay`).
  var overlay: FrameOverlay?
  /// Where the frame's accessibility elements and the nodes its findings name lie
  /// (`ElementFrame.list`), for the report's finding highlights; nil in results files of
  /// earlier versions.
  var elements: [ElementFrame]?

  init(_ verdict: FrameVerdict) {
    stem = verdict.stem
    status = verdict.status
    problems = verdict.problems
    artifacts = verdict.artifacts
    images = verdict.images
    width = verdict.size.width
    height = verdict.size.height
    referenceTree = verdict.referenceTree
    actualTree = verdict.actualTree
    overlay = verdict.overlay
  }
}

/// A rule finding (layout rule or accessibility audit), merged across the frames that found it.
struct FindingResult: Codable, Sendable, Equatable {
  /// Where it comes from.
  enum Source: String, Codable, Sendable {
    /// An accessibility audit (`verify --audits error|warn`), layout rules included.
    case audit
    /// A layout rule, when the audits are off.
    case layout
  }

  /// Rule id, e.g. "fiori.substatus-accessory" or "touch-target-size".
  let rule: String
  /// Severity as the rule gives it: "error" or "warning".
  let severity: String
  /// The layout node it is about.
  let node: String
  /// One sentence.
  let message: String
  /// The full line, e.g. FindingTextFormat's "error [rule] element 1 (node): message | measured …".
  let text: String
  /// True when the spec lists the rule in `expectedFindings`.
  let expected: Bool
  /// Audit or layout rule.
  let source: Source
  /// Stems of the frames it was found in.
  var frames: [String]
  /// The message in each frame where it differs from `message` (an element's number, font size
  /// or measure change with the variant; `message` is the worst occurrence's), by frame stem;
  /// nil when every frame has `message`. The report lists each frame's own.
  var frameMessages: [String: String]? = nil
  /// How to fix it, one short sentence (`AuditFinding.fix`); nil when the rule gives none.
  var fix: String? = nil
  /// True when an entry of the spec's `acceptedFindings` covers it: same rule and node, and
  /// not measured worse than the entry's pin.
  var accepted = false
  /// The accepting entry's `reason`, when `accepted`.
  var acceptedReason: String? = nil
  /// Why an entry of `acceptedFindings` with this rule and node does not accept it: its
  /// measure is worse than the pin, e.g. "measured 3.5000:1 is worse than the 3.9:1 pinned in
  /// acceptedFindings"; nil otherwise.
  var reopened: String? = nil
  /// The `acceptedFindings` entry that would accept it (`AcceptedFinding.jsonText`, pinned to the
  /// worst measure of this rule and node in any frame of the scenario), for a finding that is
  /// neither expected nor accepted; nil otherwise and for rules a spec cannot name (XIB warnings).
  var acceptEntry: String? = nil

  /// A finding; the acceptance fields default to none.
  init(rule: String, severity: String, node: String, message: String, text: String, expected: Bool, source: Source,
       frames: [String], fix: String? = nil, accepted: Bool = false, acceptedReason: String? = nil,
       reopened: String? = nil, acceptEntry: String? = nil) {
    self.rule = rule
    self.severity = severity
    self.node = node
    self.message = message
    self.text = text
    self.expected = expected
    self.source = source
    self.frames = frames
    self.fix = fix
    self.accepted = accepted
    self.acceptedReason = acceptedReason
    self.reopened = reopened
    self.acceptEntry = acceptEntry
  }

  /// Decodes `results.json`; `fix`, `accepted`, `acceptedReason`, `reopened`, `acceptEntry` and
  /// `frameMessages` may be absent (reports written before they existed): none, false, none.
  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      rule: try c.decode(String.self, forKey: .rule), severity: try c.decode(String.self, forKey: .severity),
      node: try c.decode(String.self, forKey: .node), message: try c.decode(String.self, forKey: .message),
      text: try c.decode(String.self, forKey: .text), expected: try c.decode(Bool.self, forKey: .expected),
      source: try c.decode(Source.self, forKey: .source), frames: try c.decode([String].self, forKey: .frames),
      fix: try c.decodeIfPresent(String.self, forKey: .fix),
      accepted: try c.decodeIfPresent(Bool.self, forKey: .accepted) ?? false,
      acceptedReason: try c.decodeIfPresent(String.self, forKey: .acceptedReason),
      reopened: try c.decodeIfPresent(String.self, forKey: .reopened),
      acceptEntry: try c.decodeIfPresent(String.self, forKey: .acceptEntry))
    frameMessages = try c.decodeIfPresent([String: String].self, forKey: .frameMessages)
  }

  /// The frames it occurs in as printed: "all N frames" when it occurs in every one of the
  /// scenario's `total` frames (more than one), else the stems joined by ", ".
  func framesText(of total: Int) -> String {
    frames.count == total && total > 1 ? "all \(total) frames" : frames.joined(separator: ", ")
  }

  /// True when the finding fails its scenario under `--audits error`: an error-level finding that
  /// is neither expected nor accepted.
  var isFailing: Bool { severity == "error" && !expected && !accepted }

  /// One entry per distinct finding (equal in every field but `frames`), in first-seen order,
  /// with the frames of its duplicates joined.
  static func merge(_ findings: [FindingResult]) -> [FindingResult] {
    var merged: [FindingResult] = []
    for finding in findings {
      if let index = merged.firstIndex(where: { $0.sameFinding(as: finding) }) {
        for frame in finding.frames where !merged[index].frames.contains(frame) { merged[index].frames.append(frame) }
      } else {
        merged.append(finding)
      }
    }
    return merged
  }

  private func sameFinding(as other: FindingResult) -> Bool {
    var a = self, b = other
    a.frames = []
    b.frames = []
    return a == b
  }
}

/// A golden file or folder that no scenario renders.
struct OrphanGolden: Codable, Sendable, Equatable {
  /// Its path.
  let path: String
  /// Why it is an orphan, e.g. "no scenario named 'old-cell'".
  let reason: String
  /// True when this run removed it (`--remove-orphans`).
  var removed = false
}
