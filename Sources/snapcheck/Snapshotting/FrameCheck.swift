import CellRaster
import Foundation

/// Compares one rendered frame with its goldens (PNG, tree text, and the `.a11y.png` overlay when
/// the frame has one), writes artifacts for what differs, and records goldens as the record mode
/// says.
struct FrameCheck {
  /// Where goldens are read and recorded.
  let store: GoldenStore
  /// Where failure artifacts go.
  let artifacts: Artifacts
  /// When goldens are written.
  let record: RecordMode

  /// - Parameters:
  ///   - options: the scenario's comparison (strict unless the spec or the command line set
  ///     tolerances).
  ///   - painter: draws the captioned side-by-side images of a failing frame (the calling
  ///     thread's own; it loads its fonts only when a frame fails).
  /// - Returns: the verdict. A golden that exists but cannot be used (not a regular file, not
  ///   readable, not a valid PNG, a tree text that is not UTF-8 or is a Git LFS pointer) gives
  ///   status `.error`: the frame still reports everything its other goldens show, nothing is
  ///   recorded for it in any record mode, and the run goes on.
  /// - Throws: `FileError` (74) when an artifact or golden cannot be written; `PNGError` /
  ///   `RenderError` when an artifact cannot be encoded.
  func check(_ frame: RenderedFrame, scenario: String, options: ComparisonOptions,
             painter: SideBySidePainter) throws -> FrameVerdict {
    var verdict = FrameVerdict(stem: frame.stem)
    verdict.actualTree = frame.accessibilityText
    verdict.size = frame.layout.size
    let golden = store.stem(scenario: scenario, frame: frame.stem)
    // Goldens are compared through GoldenImageCheck: where fingerprints are trusted
    // (`FingerprintTrust`), a golden whose scPH fingerprint vouches for exactly the rendered pixels
    // is not decoded; anything else is decoded and compared in full.
    // A golden folder or golden that is a symbolic link is never followed (GoldenPaths): the
    // frame's goldens are unusable, and nothing of the link's target is read or echoed.
    let folderProblem = store.folderProblem(scenario: scenario)
    let image = try (folderProblem ?? store.fileProblem(golden + ".png")).map { GoldenImageCheck.Outcome.unreadable($0) }
      ?? GoldenImageCheck.compare(actual: frame.rendered, goldenPath: golden + ".png", options: options,
                                  trustingFingerprint: store.trustsFingerprints)
    let overlay = try frame.overlay.map {
      try (folderProblem ?? store.fileProblem(golden + ".a11y.png")).map { GoldenImageCheck.Outcome.unreadable($0) }
        ?? GoldenImageCheck.compare(actual: $0, goldenPath: golden + ".a11y.png", options: options,
                                    trustingFingerprint: store.trustsFingerprints)
    }
    var unusable = [folderProblem, image.unreadableError, overlay?.unreadableError].compactMap { $0 }
    var referenceText: String?, textUnusable = false
    do {
      referenceText = try store.referenceText(scenario: scenario, frame: frame.stem)
    } catch let error as FileError {
      unusable.append(error)
      textUnusable = true
    }
    var said = Set<String>()
    unusable = unusable.filter { said.insert($0.description).inserted }  // a linked folder is said once
    verdict.referenceTree = referenceText
    // One bad file (a Git LFS pointer, a botched merge, a dangling link) is this frame's problem,
    // not the run's: it must not hide the verdict on every other snapshot, nor on this frame's
    // other goldens.
    verdict.unreadableGolden = !unusable.isEmpty
    verdict.problems += unusable.map { "cannot use golden \($0.description)" }

    let missing = [image.isMissing ? golden + ".png" : nil,
                   referenceText == nil && !textUnusable ? golden + ".a11y.txt" : nil,
                   overlay?.isMissing == true ? golden + ".a11y.png" : nil].compactMap { $0 }
    if !missing.isEmpty {
      if record.recordsMissing && !verdict.unreadableGolden {
        // Only the missing files: an existing golden of this frame is never replaced here, even
        // when it differs (that difference is reported below, and by the next verify).
        let written = try store.record(scenario: scenario, frame: frame, missingOnly: true)
        verdict.recorded = true
        verdict.problems.append("recorded new golden \(written.joined(separator: " and ")) (record mode \(record.rawValue)): "
                                  + "look at it, commit it and verify again")
      } else {
        verdict.missingGolden = true
        verdict.problems.append("missing golden \(missing.joined(separator: " and ")) (not written: record mode "
                                  + "\(verdict.unreadableGolden ? "\(record.rawValue), and a golden of this frame is unusable" : record.rawValue))")
      }
    }
    // Every golden that could be read is compared, whatever happened to the others.
    switch image {
    case .differs(let reference, let referenceFile, let problem):
      verdict.problems.append(problem.summary)
      let files = try artifacts.writeImageFailure(reference: reference, referenceFile: referenceFile, frame: frame, scenario: scenario,
                                                  problem: problem, painter: painter)
      verdict.artifacts += files.paths
      if let overLimit = files.sideBySideOverLimit { verdict.problems.append("no side-by-side image: \(overLimit)") }
      verdict.images = FrameImages(
        reference: artifacts.path(scenario, frame.stem, ".reference.png"),
        actual: artifacts.path(scenario, frame.stem, ".actual.png"),
        diff: problem.diffImage.map { _ in artifacts.path(scenario, frame.stem, ".diff.png") },
        sideBySide: files.sideBySideOverLimit == nil ? problem.diffImage.map { _ in artifacts.path(scenario, frame.stem, ".side-by-side.png") } : nil)
    case .matched:
      verdict.images.reference = golden + ".png"
    case .missing, .unreadable:
      break
    }
    if let actualOverlay = frame.overlay {
      switch overlay {
      case .differs(let referenceOverlay, let referenceFile, let problem)?:
        verdict.problems.append("overlay: " + problem.summary)
        let files = try artifacts.writeOverlayFailure(reference: referenceOverlay, referenceFile: referenceFile,
                                                      actual: actualOverlay, frame: frame,
                                                      scenario: scenario, problem: problem, painter: painter)
        verdict.artifacts += files.paths
        if let overLimit = files.sideBySideOverLimit { verdict.problems.append("overlay: no side-by-side image: \(overLimit)") }
      case .unreadable?:
        verdict.artifacts += try artifacts.writeActualOverlay(actualOverlay, frame: frame, scenario: scenario)
      default:
        break
      }
    }
    if let referenceText, referenceText != frame.accessibilityText {
      try addTreeDiff(referenceText, frame, scenario, golden, to: &verdict)
    }
    if !missing.isEmpty || verdict.unreadableGolden {
      // The rendering, for a frame with a golden missing or unusable: what to look at and accept.
      verdict.artifacts += try artifacts.writeActual(frame, scenario: scenario)
      if verdict.images.actual == nil { verdict.images.actual = artifacts.path(scenario, frame.stem, ".actual.png") }
    }
    var listed = Set<String>()
    verdict.artifacts = verdict.artifacts.filter { listed.insert($0).inserted }
    guard missing.isEmpty else { return verdict }
    if !verdict.unreadableGolden && (record == .all || (record == .failed && !verdict.problems.isEmpty)) {
      // Goldens that already hold this rendering are not rewritten (GoldenStore.goldenFiles);
      // when none had to be, nothing was recorded and the frame's verdict stands as compared.
      let written = try store.record(scenario: scenario, frame: frame)
      if let first = written.first {
        verdict.recorded = true
        let others = written.dropFirst().map { $0.hasPrefix(golden) ? String($0.dropFirst(golden.count)) : $0 }
        verdict.problems.append("rewrote golden \(([first] + others).joined(separator: " and ")) (record mode \(record.rawValue)): "
                                  + "look at it, commit it and verify again")
      }
    }
    return verdict
  }

  /// Adds the unified diff of the golden tree text and the rendered one as a problem, with the
  /// changed words inside changed lines marked `[-old-]{+new+}` (`LineDiff.unified(markWords:)`),
  /// and writes it unmarked as an artifact. A golden that differs only by CRLF line endings (a
  /// checkout with git's `core.autocrlf`) is said to be that, instead of a diff whose lines all
  /// look alike. The problem shows at most `TreeDiffExcerpt.lineLimit` lines of the diff, each
  /// cut to `TreeDiffExcerpt.characterLimit` characters; the artifact is complete.
  private func addTreeDiff(_ referenceText: String, _ frame: RenderedFrame, _ scenario: String, _ golden: String,
                           to verdict: inout FrameVerdict) throws {
    let diff = LineDiff.unified(referenceText, frame.accessibilityText, oldName: golden + ".a11y.txt", newName: "actual")
    if referenceText.contains("\r\n"), referenceText.replacingOccurrences(of: "\r\n", with: "\n") == frame.accessibilityText {
      verdict.problems.append("accessibility tree differs only in line endings: \(golden).a11y.txt has CRLF, snapcheck writes LF "
                                + "(a checkout with git's core.autocrlf? mark goldens '-text' in .gitattributes)")
    } else {
      // The problem (console, JUnit, annotations) marks the changed words of each changed line;
      // the .a11y.diff artifact stays a plain unified diff that patch and git apply accept.
      let marked = LineDiff.unified(referenceText, frame.accessibilityText, oldName: golden + ".a11y.txt", newName: "actual",
                                    markWords: true)
      let shown = TreeDiffExcerpt.lines(LineDiff.lines(marked), artifact: artifacts.path(scenario, frame.stem, ".a11y.diff"))
      verdict.problems.append("accessibility tree differs:\n" + shown.map { "    " + $0 }.joined(separator: "\n"))
    }
    verdict.artifacts += try artifacts.writeTreeFailure(diff: diff, frame: frame, scenario: scenario)
  }
}
