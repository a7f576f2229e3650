import CellRaster
import Foundation

/// Checks scenarios written in Swift against the goldens in one folder, as `snapcheck verify`
/// checks spec files (`ScenarioVerification`: the same rendering, comparison, recording and
/// audits). `expectSnapshots(of:)` in the `SnapCheck` module calls it from tests; it can also be
/// used on its own.
///
/// Goldens are `<goldenFolder>/<scenario>/<variant-slug>[.<step>].png` and `.a11y.txt` (and
/// `.a11y.png` with `accessibilityOverlay`); failure artifacts (reference, actual, diff,
/// side-by-side, tree diff) go to `<artifactsFolder>/<scenario>/`.
public struct SnapshotCheck: Sendable {
  /// The folder holding one subfolder of goldens per scenario.
  public var goldenFolder: String
  /// Where failure artifacts go.
  public var artifactsFolder: String
  /// When goldens are written (`RecordMode`); default `missing`. `expectSnapshots(of:)` passes
  /// `RecordMode.fromEnvironment(_:)` (`never` when `CI` is set).
  public var recordMode: RecordMode
  /// How accessibility audit findings count; default `error` (an unexpected error-level finding
  /// fails the scenario), as in verify.
  public var audits: AuditMode
  /// Folders besides a scenario's own folder that the files it names (images, XIB, theme) may lie
  /// in; default none.
  public var allowedPaths: [String]
  /// The command a failure message offers for accepting a change; default the environment
  /// variable form.
  public var acceptCommand: String

  /// A check of the goldens in `goldenFolder`; the other settings default as their properties say.
  /// A folder that `goldenFolder` lies below, from which every folder down to it must be a real
  /// folder, not a symbolic link (`expectSnapshots` sets the test file's folder for
  /// `__Snapshots__/…`); nil checks only the golden folder and its scenario folders.
  public var goldenBase: String?
  /// The same for `artifactsFolder` (`expectSnapshots` sets the artifacts root, which is in the
  /// shared temporary folder by default).
  public var artifactsBase: String?

  public init(goldenFolder: String, artifactsFolder: String, recordMode: RecordMode = .missing, audits: AuditMode = .error,
              allowedPaths: [String] = [], acceptCommand: String = "SNAPCHECK_RECORD=failed swift test") {
    self.goldenFolder = goldenFolder
    self.artifactsFolder = artifactsFolder
    self.recordMode = recordMode
    self.audits = audits
    self.allowedPaths = allowedPaths
    self.acceptCommand = acceptCommand
  }

  /// Renders `scenario` in every variant and frame and checks each against its goldens.
  /// - Parameter file: the Swift file that writes the scenario. Relative paths in it (images,
  ///   XIB, theme) are resolved from this file's folder and must stay inside it or
  ///   `allowedPaths`; errors name this file and the JSON path of the bad value
  ///   (`$.properties.splitPercent`).
  /// - Returns: what the check came to, frame by frame; a scenario that fails is a result, not
  ///   an error.
  /// - Throws: `SpecError` (a value the spec reader refuses; exit 65 in the CLI), `XIBError`,
  ///   `FileError` (a missing file, 66; a golden or artifact that cannot be written, 74),
  ///   `RenderError` when the pinned fonts are missing.
  public func run(_ scenario: Scenario, file: String) throws -> SnapshotResult {
    // An empty path would be the file system's root once a scenario name is appended (and
    // clearing old artifacts deletes `<artifacts>/<scenario>`).
    for (path, what) in [(goldenFolder, "golden folder"), (artifactsFolder, "artifacts folder")] where path.isEmpty {
      throw FileError(path: path, problem: "the \(what) is an empty path; give a folder", category: .badInput)
    }
    if let problem = Self.linkedFolder(goldenFolder, below: goldenBase) ?? Self.linkedFolder(artifactsFolder, below: artifactsBase) {
      throw problem
    }
    let folder = (file as NSString).deletingLastPathComponent
    let confinement = try PathConfinement(root: folder.isEmpty ? "." : folder, allowed: allowedPaths,
                                          rootName: "the scenario's folder")
    let spec = try scenario.spec(file: file, confinement: confinement)
    var store = GoldenStore(goldenFolder: goldenFolder)
    // As the CLI's default (FingerprintTrust): goldens from a pull request are decoded in CI.
    store.trustsFingerprints = !RecordMode.isCI(ProcessInfo.processInfo.environment)
    let check = FrameCheck(store: store, artifacts: Artifacts(root: artifactsFolder), record: recordMode)
    let verification = ScenarioVerification(check: check, overlays: nil, audits: audits, comparison: nil)
    let result = try verification.run(spec, renderer: try ScenarioRenderer.forCurrentThread(), acceptCommand: acceptCommand)
    return SnapshotResult(result)
  }
}

extension SnapshotCheck {
  /// The first folder from `base` down to `path` (both included) that is a symbolic link or a
  /// file, or nil when all are real folders or do not exist yet: nothing is written or deleted
  /// through a link (`GoldenPaths.folderProblem`).
  static func linkedFolder(_ path: String, below base: String?) -> FileError? {
    guard let base else { return nil }
    // Lexically (`.` and `..` only): Foundation's standardizingPath would resolve the very links
    // looked for.
    let root = URL(fileURLWithPath: base).standardized.path, full = URL(fileURLWithPath: path).standardized.path
    guard full == root || full.hasPrefix(root + "/") else { return nil }
    var current = root
    if let problem = GoldenPaths.folderProblem(current) { return problem }
    for component in full.dropFirst(root.count).split(separator: "/") {
      current += "/" + component
      if let problem = GoldenPaths.folderProblem(current) { return problem }
    }
    return nil
  }
}

extension ScenarioRenderer {
  /// This thread's renderer, made on first use (fonts and cairo state are per thread, as the
  /// CLI's workers hold one each), so tests running in parallel never share one.
  /// - Throws: `RenderError.fonts` when the pinned fonts are missing.
  static func forCurrentThread() throws -> ScenarioRenderer {
    let key = "snapcheck.ScenarioRenderer"
    if let renderer = Thread.current.threadDictionary[key] as? ScenarioRenderer { return renderer }
    let renderer = try ScenarioRenderer()
    Thread.current.threadDictionary[key] = renderer
    return renderer
  }
}
