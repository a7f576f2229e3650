import CellRaster

/// Gives every frame of the HTML report its accessibility overlay (`.a11y.png`: the cell in
/// monochrome with each element's frame outlined and numbered, `ScenarioRenderer.overlayImage`),
/// whether or not its spec records `.a11y.png` goldens (`accessibilityOverlay`), and the
/// overlay's geometry (`FrameOverlay`) for the report's finding highlights.
///
/// The image shown is one that already exists where there is one: the `.a11y.actual.png`
/// artifact of a frame whose overlay golden differs or cannot be used, else the `.a11y.png`
/// golden (linked into the report as the other goldens are). Otherwise the overlay is drawn and
/// written to `<report>/<scenario>/<stem>.a11y.png` (`.a11y` is refused as a step name, so the
/// name is no other frame's). Cost, measured on `scripts/verify` of the bundled 123 frames: see
/// README ("HTML report"); every frame gets one, passing ones included.
struct ReportOverlay {
  /// The report folder, as an `Artifacts` root (the same checks: no write through a link).
  let report: Artifacts
  /// Where the frame's failure artifacts went (`FrameCheck.artifacts`).
  let artifacts: Artifacts
  /// The goldens (`FrameCheck.store`).
  let store: GoldenStore

  /// Sets `verdict.images.overlay` and `verdict.overlay` for `frame` (its pixels must not have
  /// been discarded yet), drawing and writing the overlay when no file holds it.
  /// - Throws: `ScenarioRenderError` when the overlay cannot be drawn (its category is the
  ///   underlying error's: bad input fails only this scenario); `FileError` (74) when it cannot
  ///   be written.
  func add(_ frame: RenderedFrame, of spec: ScenarioSpec, renderer: ScenarioRenderer, to verdict: inout FrameVerdict) throws {
    let scenario = spec.name
    let image: RGBAImage
    do {
      image = try frame.overlay ?? renderer.overlayImage(frame)
    } catch let error as any DiagnosticError {
      throw ScenarioRenderError(file: spec.file, frame: frame.stem + " (overlay)", underlying: error)
    }
    verdict.overlay = FrameOverlay(image: image, scale: frame.layout.environment.scale)
    let actual = artifacts.path(scenario, frame.stem, ".a11y.actual.png")
    let golden = store.stem(scenario: scenario, frame: frame.stem) + ".a11y.png"
    if frame.overlay != nil && verdict.artifacts.contains(actual) {
      verdict.images.overlay = actual
    } else if frame.overlay != nil && !verdict.unreadableGolden && FileBytes.entryExists(golden) {
      verdict.images.overlay = golden
    } else {
      verdict.images.overlay = try report.writeOverlay(image, scenario: scenario, stem: frame.stem)
    }
  }
}
