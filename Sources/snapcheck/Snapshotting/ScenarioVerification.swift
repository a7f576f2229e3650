import CellRaster

/// One scenario verified: rendered, every frame compared with its goldens (failure artifacts
/// written), and audited. Made on a worker thread of `OrderedWorkerPool` and printed by verify on
/// the main thread; it keeps no images, so waiting results cost little memory.
struct ScenarioVerification {
  /// The scenario.
  let spec: ScenarioSpec
  /// How many frames it rendered.
  let frameCount: Int
  /// One verdict per frame, in frame order.
  let verdicts: [FrameVerdict]
  /// The audit of its frames; nil with `--audits off`.
  let audit: ScenarioAudit?

  /// Renders `spec` with `renderer` and verifies every frame with `VerifyCommand.verify`.
  /// - Throws: what rendering, reading goldens or writing artifacts throws.
  init(spec: ScenarioSpec, renderer: ScenarioRenderer, store: GoldenStore, artifacts: Artifacts,
       options: ComparisonOptions, auditMode: AuditMode) throws {
    let frames = try renderer.render(spec)
    self.spec = spec
    frameCount = frames.count
    verdicts = try frames.map {
      try VerifyCommand.verify($0, scenario: spec.name, store: store, artifacts: artifacts, options: options)
    }
    audit = auditMode == .off ? nil : ScenarioAudit(spec: spec, frames: frames)
  }
}
