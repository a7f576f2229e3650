import CellRaster

/// What verifying one frame against its goldens found (built by `FrameCheck`, then stored as a
/// `FrameResult`).
struct FrameVerdict {
  /// The frame's stem (variant slug, plus `.<step>` for a step frame).
  let stem: String
  /// Problems, one line each (a tree diff may follow on indented lines); empty when it matched.
  var problems: [String] = []
  /// Artifacts written for it (paths).
  var artifacts: [String] = []
  /// True when the golden was missing and not recorded (record mode `never`).
  var missingGolden = false
  /// True when this run wrote the frame's goldens.
  var recorded = false
  /// True when a golden of the frame exists but cannot be used: not a regular file, not
  /// readable, not a valid PNG (corrupt, truncated, a Git LFS pointer), or a tree text that is
  /// not UTF-8 or is an LFS pointer. Nothing is recorded for such a frame.
  var unreadableGolden = false
  /// Images to show in the report (paths as written on disk).
  var images = FrameImages()
  /// The golden tree text, when it exists.
  var referenceTree: String?
  /// The frame's tree text.
  var actualTree = ""
  /// The cell's size in points (the report shows images at this size).
  var size = Size(width: 0, height: 0)
  /// The report's accessibility overlay of the frame (`ReportOverlay`): its size and scale;
  /// nil when the report shows none.
  var overlay: FrameOverlay?

  /// True when nothing is wrong: it matched and nothing was recorded.
  var passed: Bool { status == .passed }

  /// The frame's status: error wins over recorded, recorded over missing, missing over failed.
  var status: FrameStatus {
    if unreadableGolden { return .error }
    if recorded { return .recorded }
    if missingGolden { return .missing }
    return problems.isEmpty ? .passed : .failed
  }
}

/// What became of one frame in a run.
enum FrameStatus: String, Codable, Sendable, CaseIterable {
  /// True when recording the rendering is the way to accept it (`failed`, `missing`): not for a
  /// frame whose goldens this run already wrote, nor for an unusable golden, which is restored
  /// rather than accepted (it may be a Git LFS pointer).
  var isAcceptable: Bool { self == .failed || self == .missing }

  /// PNG and tree matched their goldens.
  case passed
  /// The PNG or the tree differs from its golden.
  case failed
  /// A golden does not exist and was not recorded.
  case missing
  /// This run wrote the goldens (new, or rewritten by record mode failed or all); still a failure.
  case recorded
  /// A golden exists but cannot be used (see `FrameVerdict.unreadableGolden`), so it was not
  /// compared; the frame's other goldens still were. The other frames are verified and reported
  /// as usual; the run then exits 65 (EX_DATAERR), not 1: the input is broken, not the rendering.
  case error
}

/// The pictures of one frame, as paths: golden or artifact files while verifying, paths relative
/// to the report folder once the report is written. Any may be nil (no golden, no difference).
struct FrameImages: Codable, Equatable, Sendable {
  /// The golden (or the copy of it written as an artifact).
  var reference: String?
  /// The rendered frame, when it differs or has no golden.
  var actual: String?
  /// The diff image.
  var diff: String?
  /// Reference | diff | actual in one PNG.
  var sideBySide: String?
  /// The accessibility overlay (`.a11y.png`: the cell in monochrome, each element outlined and
  /// numbered) of the rendering: the spec's `.a11y.png` golden when it matched, else the actual
  /// overlay (`ReportOverlay`). Absent from results files of earlier versions.
  var overlay: String?

  /// Every path with its role, in display order.
  var all: [(role: String, path: String)] {
    [("reference", reference), ("actual", actual), ("diff", diff), ("side-by-side", sideBySide), ("overlay", overlay)]
      .compactMap { role, path in path.map { (role, $0) } }
  }

  /// The same images with every path passed through `transform`.
  func map(_ transform: (String) throws -> String) rethrows -> FrameImages {
    FrameImages(reference: try reference.map(transform), actual: try actual.map(transform),
                diff: try diff.map(transform), sideBySide: try sideBySide.map(transform),
                overlay: try overlay.map(transform))
  }
}
