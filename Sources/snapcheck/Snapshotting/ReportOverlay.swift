import CellRaster

/// Gives the HTML report the accessibility overlay (`.a11y.png`: the cell in monochrome with
/// each element's frame outlined and numbered, `ScenarioRenderer.overlayImage`) of every frame
/// whose spec records overlay goldens (`accessibilityOverlay`) and of every frame that did not
/// pass (it differs, a golden is missing or unusable, or this run recorded it), with the
/// overlay's geometry (`FrameOverlay`) for the report's finding highlights.
///
/// The image shown is one that already exists where there is one: the `.a11y.actual.png`
/// artifact of a frame whose overlay golden differs or cannot be used, else the `.a11y.png`
/// golden (linked into the report as the other goldens are). Otherwise the overlay is drawn and
/// written to `<report>/<scenario>/<stem>.a11y.png` (`.a11y` is refused as a step name, so the
/// name is no other frame's).
///
/// Why not every passing frame: drawing and encoding an overlay costs about 30 ms of CPU per
/// frame, several times what verifying a matching frame does (measured with `verify` of the
/// bundled 123 frames, release build, shared 2-core machine: an overlay for every frame took
/// 2.7 s of wall time and 4.6 s of CPU, none 0.3 s and 0.55 s; this policy, on that all-passing
/// run, 0.37 s and 0.54 s). A passing frame
/// without overlay goldens shows its findings' boxes over its PNG instead (`HTMLOverlayBoxes`),
/// unless `verify --report-overlays all` asks for every frame's overlay (`Frames.all`).
struct ReportOverlay {
  /// Which frames the report shows with an overlay (`verify --report-overlays`).
  enum Frames: String, Sendable {
    /// Frames that did not pass and frames of specs with `accessibilityOverlay` (the default).
    case failed
    /// Every frame: a review of a whole run, at about 30 ms of CPU per frame.
    case all

    /// `--report-overlays`: nil gives `failed`.
    /// - Throws: `UsageError` (64) for another value.
    static func parse(_ value: String?, command: String) throws -> Frames {
      guard let value else { return .failed }
      guard let frames = Frames(rawValue: value) else {
        throw UsageError("--report-overlays must be failed or all, got \(EchoedValue.quoted(value))", command: command)
      }
      return frames
    }
  }

  /// The report folder, as an `Artifacts` root (the same checks: no write through a link).
  let report: Artifacts
  /// Where the frame's failure artifacts went (`FrameCheck.artifacts`).
  let artifacts: Artifacts
  /// The goldens (`FrameCheck.store`).
  let store: GoldenStore
  /// Which frames get an overlay; default `failed`.
  var frames: Frames = .failed

  /// Sets `verdict.images.overlay` and `verdict.overlay` for `frame` (its pixels must not have
  /// been discarded yet) when the report shows its overlay, drawing and writing the overlay when
  /// no file holds it; leaves a passing frame without overlay goldens alone unless `frames` is
  /// `all`.
  /// - Throws: `ScenarioRenderError` when the overlay cannot be drawn (its category is the
  ///   underlying error's: bad input fails only this scenario); `FileError` (74) when it cannot
  ///   be written.
  func add(_ frame: RenderedFrame, of spec: ScenarioSpec, renderer: ScenarioRenderer, to verdict: inout FrameVerdict) throws {
    guard frames == .all || frame.overlay != nil || verdict.status != .passed else { return }
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
