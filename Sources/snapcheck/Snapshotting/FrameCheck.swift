import CellRaster

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

  /// - Parameter options: the scenario's comparison (strict unless the spec or the command line
  ///   set tolerances).
  /// - Returns: the verdict. A golden PNG that is not a valid PNG gives status `.error`: the frame
  ///   is reported with its rendering, the decoder's message and its tree comparison, nothing is
  ///   recorded over the file, and the run goes on.
  /// - Throws: `FileError` (66/74) when a golden exists but cannot be read, or an artifact or
  ///   golden cannot be written.
  func check(_ frame: RenderedFrame, scenario: String, options: ComparisonOptions) throws -> FrameVerdict {
    var verdict = FrameVerdict(stem: frame.stem)
    verdict.actualTree = frame.accessibilityText
    verdict.size = frame.layout.size
    let golden = store.stem(scenario: scenario, frame: frame.stem)
    // Goldens are compared through GoldenImageCheck: a golden whose scPH fingerprint vouches for
    // exactly the rendered pixels is not decoded; anything else is decoded and compared in full.
    let image = try GoldenImageCheck.compare(actual: frame.rendered, goldenPath: golden + ".png", options: options)
    let referenceText = try store.referenceText(scenario: scenario, frame: frame.stem)
    let overlay = try frame.overlay.map {
      try GoldenImageCheck.compare(actual: $0, goldenPath: golden + ".a11y.png", options: options)
    }
    verdict.referenceTree = referenceText
    // One bad file (a Git LFS pointer, a botched merge) is this frame's problem, not the run's:
    // it must not hide the verdict on every other snapshot.
    let decodeErrors = [image.decodeError, overlay?.decodeError].compactMap { $0 }
    if !decodeErrors.isEmpty {
      verdict.unreadableGolden = true
      verdict.problems = decodeErrors.map { "cannot compare with golden \($0.description)" }
      verdict.artifacts += try artifacts.writeActual(frame, scenario: scenario)
      verdict.images.actual = artifacts.path(scenario, frame.stem, ".actual.png")
      if let referenceText, referenceText != frame.accessibilityText {
        try addTreeDiff(referenceText, frame, scenario, golden, to: &verdict)
      }
      return verdict
    }
    let imageMissing = image.isMissing
    let overlayMissing = overlay?.isMissing == true
    guard !imageMissing, let referenceText, !overlayMissing else {
      let missing = [imageMissing ? golden + ".png" : nil, referenceText == nil ? golden + ".a11y.txt" : nil,
                     overlayMissing ? golden + ".a11y.png" : nil]
        .compactMap { $0 }.joined(separator: " and ")
      verdict.artifacts += try artifacts.writeActual(frame, scenario: scenario)
      verdict.images.actual = artifacts.path(scenario, frame.stem, ".actual.png")
      if record.recordsMissing {
        // Only the missing files: an existing golden of this frame is never replaced here, even
        // when it differs (the next verify reports that difference).
        let written = try store.record(scenario: scenario, frame: frame, missingOnly: true)
        verdict.recorded = true
        verdict.problems.append("recorded new golden \(written.joined(separator: " and ")) (record mode \(record.rawValue)): "
                                  + "look at it, commit it and verify again")
      } else {
        verdict.missingGolden = true
        verdict.problems.append("missing golden \(missing)")
      }
      return verdict
    }
    if case .differs(let reference, let problem) = image {
      verdict.problems.append(problem.summary)
      verdict.artifacts += try artifacts.writeImageFailure(reference: reference, frame: frame, scenario: scenario,
                                                          problem: problem)
      verdict.images = FrameImages(
        reference: artifacts.path(scenario, frame.stem, ".reference.png"),
        actual: artifacts.path(scenario, frame.stem, ".actual.png"),
        diff: problem.diffImage.map { _ in artifacts.path(scenario, frame.stem, ".diff.png") },
        sideBySide: problem.sideBySide.map { _ in artifacts.path(scenario, frame.stem, ".side-by-side.png") })
    } else {
      verdict.images.reference = golden + ".png"
    }
    if let actualOverlay = frame.overlay, case .differs(let referenceOverlay, let problem)? = overlay {
      verdict.problems.append("overlay: " + problem.summary)
      verdict.artifacts += try artifacts.writeOverlayFailure(reference: referenceOverlay, actual: actualOverlay, frame: frame,
                                                            scenario: scenario, problem: problem)
    }
    if referenceText != frame.accessibilityText { try addTreeDiff(referenceText, frame, scenario, golden, to: &verdict) }
    if record == .all || (record == .failed && !verdict.problems.isEmpty) {
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

  /// Adds the unified diff of the golden tree text and the rendered one as a problem and writes
  /// it as an artifact.
  private func addTreeDiff(_ referenceText: String, _ frame: RenderedFrame, _ scenario: String, _ golden: String,
                           to verdict: inout FrameVerdict) throws {
    let diff = LineDiff.unified(referenceText, frame.accessibilityText, oldName: golden + ".a11y.txt", newName: "actual")
    verdict.problems.append("accessibility tree differs:\n" + diff.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
    verdict.artifacts += try artifacts.writeTreeFailure(diff: diff, frame: frame, scenario: scenario)
  }
}
