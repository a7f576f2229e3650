import CellRaster
import Foundation

/// The failure artifacts folder, outside `Snapshots/`: `<root>/<scenario>/<stem>.<kind>`.
///
/// Rendered artifacts are encoded with `PNGEncoder.Compression.fast` (ISA-L igzip): they are looked
/// at once, not committed, and a failing run encodes four to five images per failing frame (perf on
/// verify of the 3x scale corpus with 10% of goldens changed: libdeflate level 1 was 38% of all
/// samples). The `.reference.png` is the golden file's own bytes, not re-encoded.
struct Artifacts {
  /// The folder (default `snapcheck-artifacts`).
  let root: String

  /// Removes what an earlier run left for `scenario`, so the folder only ever holds this run's
  /// failures (a CI upload of it shows no stale images).
  /// - Throws: `FileError` (74) when the folder exists but cannot be removed.
  func clear(scenario: String) throws {
    try requireRealRoot()
    let folder = root + "/" + scenario
    guard FileBytes.entryExists(folder) else { return }
    do {
      // A link (or file) there is removed itself, never what it points to.
      if !GoldenPaths.isRealFolder(folder) {
        // ENOENT: gone meanwhile (another run cleared it), which is what this wanted.
        guard unlink(folder) == 0 || errno == ENOENT else {
          throw FileError(path: folder, problem: String(cString: strerror(errno)), category: .io)
        }
        return
      }
      // Another run clearing the same folder at the same time (two verify runs sharing one
      // artifacts folder) removes files under this one's feet: a file that vanished is removed.
      for attempt in 1...3 {
        do {
          try FileManager.default.removeItem(atPath: folder)
          return
        } catch where attempt < 3 && FileBytes.entryExists(folder) {
          continue
        } catch where !FileBytes.entryExists(folder) {
          return
        }
      }
    } catch {
      throw FileError(path: folder, problem: "cannot remove old artifacts: \(error.localizedDescription)", category: .io)
    }
  }

  /// The artifacts folder, when it exists, must be a real folder: a link committed in its place
  /// (a hostile pull request) would otherwise have `clear` remove `<target>/<scenario>` trees.
  /// - Throws: `FileError` (74) naming the folder when it is a link or not a folder.
  private func requireRealRoot() throws {
    guard FileBytes.entryExists(root), !GoldenPaths.isRealFolder(root) else { return }
    throw FileError(path: root, problem: "is a symbolic link or not a folder: artifacts are not written or removed "
                      + "through it (pass --artifacts with a real folder)", category: .io)
  }

  private func base(_ scenario: String, _ stem: String) throws -> String {
    try requireRealRoot()
    try FileOutput.createDirectory(root + "/" + scenario)
    // Never write through a link standing where the scenario's folder goes.
    if !GoldenPaths.isRealFolder(root + "/" + scenario) {
      throw FileError(path: root + "/" + scenario, problem: "is a symbolic link, not a folder: artifacts are not written "
                        + "through it", category: .io)
    }
    return root + "/" + scenario + "/" + stem
  }

  /// The path of a frame's artifact: `<root>/<scenario>/<stem><suffix>`, e.g. suffix
  /// ".diff.png".
  func path(_ scenario: String, _ stem: String, _ suffix: String) -> String {
    root + "/" + scenario + "/" + stem + suffix
  }

  /// Writes the actual PNG and tree of a frame that has no golden.
  func writeActual(_ frame: RenderedFrame, scenario: String) throws -> [String] {
    let b = try base(scenario, frame.stem)
    try FileBytes.writeAtomically(try PNGEncoder.encode(frame.rendered, compression: .fast), to: b + ".actual.png")
    try FileBytes.writeAtomically(Array(frame.accessibilityText.utf8), to: b + ".actual.a11y.txt")
    return [b + ".actual.png", b + ".actual.a11y.txt"]
  }

  /// What an image failure's artifacts were: the paths written, and the side-by-side composite
  /// when it was not made because it would be over `PNGDecoder.defaultMaxPixels`.
  struct ImageFailureFiles {
    var paths: [String]
    var sideBySideOverLimit: ImageOverLimit?
  }

  /// Writes reference, actual, diff and side-by-side (captioned reference | diff | actual,
  /// `SideBySidePainter`) PNGs for an image mismatch; no diff or side-by-side PNG when the
  /// problem has no diff image (over its limit), no side-by-side PNG when the composite would be
  /// over 100,000,000 px (`sideBySideOverLimit` says so).
  /// - Parameters:
  ///   - reference: the decoded golden, for the side-by-side image.
  ///   - referenceFile: the golden file's bytes, written as `.reference.png`.
  /// - Throws: `FileError`, `PNGError`; `RenderError` when the captions cannot be drawn.
  func writeImageFailure(reference: RGBAImage, referenceFile: [UInt8], frame: RenderedFrame, scenario: String,
                         problem: SnapshotImageCheck.Problem, painter: SideBySidePainter) throws -> ImageFailureFiles {
    try writeFailureImages(reference: reference, referenceFile: referenceFile, actual: try frame.image,
                           actualDigest: try frame.rendered.pixelDigest(), base: try base(scenario, frame.stem),
                           problem: problem, painter: painter)
  }

  /// Writes reference, actual, diff and side-by-side PNGs for an overlay (`.a11y.png`) mismatch,
  /// named `<stem>.a11y.<kind>.png`, held to the same limits as `writeImageFailure`.
  func writeOverlayFailure(reference: RGBAImage, referenceFile: [UInt8], actual: RGBAImage, frame: RenderedFrame,
                           scenario: String, problem: SnapshotImageCheck.Problem,
                           painter: SideBySidePainter) throws -> ImageFailureFiles {
    try writeFailureImages(reference: reference, referenceFile: referenceFile, actual: actual, actualDigest: nil,
                           base: try base(scenario, frame.stem) + ".a11y", problem: problem, painter: painter)
  }

  /// `actualDigest`: the actual image's pixel digest when known (the rendering's), not recomputed.
  private func writeFailureImages(reference: RGBAImage, referenceFile: [UInt8], actual: RGBAImage,
                                  actualDigest: PNGFingerprint.Digest?, base b: String,
                                  problem: SnapshotImageCheck.Problem, painter: SideBySidePainter) throws -> ImageFailureFiles {
    try FileBytes.writeAtomically(referenceFile, to: b + ".reference.png")
    var written = [b + ".reference.png"]
    func write(_ png: [UInt8], _ suffix: String) throws {
      try FileBytes.writeAtomically(png, to: b + suffix)
      written.append(b + suffix)
    }
    try write(try PNGEncoder.encode(actual, compression: .fast, pixelDigest: actualDigest), ".actual.png")
    var overLimit: ImageOverLimit?
    if let diff = problem.diffImage {
      try write(try PNGEncoder.encode(diff, compression: .fast, fingerprint: false), ".diff.png")
      do {
        // Encoded a strip at a time: the composite is never held whole (PNGStreamEncoder).
        try write(try painter.encodePNG(reference: reference, diff: diff, actual: actual), ".side-by-side.png")
      } catch let error as ImageOverLimit {
        overLimit = error
      }
    }
    return ImageFailureFiles(paths: written, sideBySideOverLimit: overLimit)
  }

  /// Writes the rendered overlay as `<stem>.a11y.actual.png`, for a frame whose `.a11y.png`
  /// golden cannot be used (there is nothing to diff it with).
  func writeActualOverlay(_ actual: RGBAImage, frame: RenderedFrame, scenario: String) throws -> [String] {
    let path = try base(scenario, frame.stem) + ".a11y.actual.png"
    try FileBytes.writeAtomically(try PNGEncoder.encode(actual, compression: .fast), to: path)
    return [path]
  }

  /// Writes a frame's overlay as `<root>/<scenario>/<stem>.a11y.png` (the report's copy,
  /// `ReportOverlay`) and returns the path.
  func writeOverlay(_ image: RGBAImage, scenario: String, stem: String) throws -> String {
    let path = try base(scenario, stem) + ".a11y.png"
    try FileBytes.writeAtomically(try PNGEncoder.encode(image, compression: .fast, fingerprint: false), to: path)
    return path
  }

  /// Writes the unified tree diff and the actual tree text.
  func writeTreeFailure(diff: String, frame: RenderedFrame, scenario: String) throws -> [String] {
    let b = try base(scenario, frame.stem)
    try FileBytes.writeAtomically(Array(diff.utf8), to: b + ".a11y.diff")
    try FileBytes.writeAtomically(Array(frame.accessibilityText.utf8), to: b + ".actual.a11y.txt")
    return [b + ".a11y.diff", b + ".actual.a11y.txt"]
  }
}
