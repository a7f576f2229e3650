import CellRaster
import Foundation

/// Renders one scenario and checks every frame against its goldens (pixels, accessibility tree,
/// overlay), records goldens as the record mode says, and holds the audit findings against the
/// spec: the one implementation of checking behind `snapcheck verify` and `expectSnapshots(of:)`.
struct ScenarioVerification {
  /// Compares frames with goldens, writes artifacts and records.
  let check: FrameCheck
  /// Adds report overlay images (verify's HTML report); nil adds none.
  let overlays: ReportOverlay?
  /// How audit findings count.
  let audits: AuditMode
  /// The comparison for every scenario (verify's command-line flags); nil: each spec's own.
  let comparison: ComparisonOptions?

  /// Checks `spec` with this thread's `renderer`. A scenario whose content cannot be drawn (a
  /// glyph no pinned font has) is a result with `error` set, not a throw.
  /// - Parameter acceptCommand: the command line that accepts its changes, for the result.
  /// - Throws: `FileError` (74) when an artifact or golden cannot be written, `PNGError` /
  ///   `RenderError` when one cannot be encoded, `ScenarioRenderError` other than bad input.
  func run(_ spec: ScenarioSpec, renderer: ScenarioRenderer, acceptCommand: String) throws -> ScenarioResult {
    try check.artifacts.clear(scenario: spec.name)
    let options = comparison ?? spec.comparison
    // Each frame is checked as soon as it is drawn and its surface freed, so the next frame
    // draws into memory that is still in cache (RenderedImage.discardPixels).
    var frames: [RenderedFrame] = [], verdicts: [FrameVerdict] = []
    do {
      try renderer.render(spec) { frame in
        var verdict = try check.check(frame, scenario: spec.name, options: options, painter: renderer.sideBySide)
        try overlays?.add(frame, of: spec, renderer: renderer, to: &verdict)
        verdicts.append(verdict)
        frame.rendered.discardPixels()
        frames.append(frame)
      }
    } catch let error as ScenarioRenderError where error.category == .badInput {
      // Content the pinned fonts cannot draw fails this scenario, not the run.
      return ScenarioResult(name: spec.name, specFile: spec.file, error: error.description)
    }
    return ScenarioResult(spec: spec, frames: frames, verdicts: verdicts, audits: audits, acceptCommand: acceptCommand)
  }
}
