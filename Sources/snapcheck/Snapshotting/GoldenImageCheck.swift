import CellRaster

/// Compares a rendered image with a golden PNG file, without decoding the golden when its
/// `scPH` fingerprint proves it holds exactly the rendered pixels.
///
/// The fast path (see `PNGFingerprint` for the strictness argument): read the golden's bytes, ask
/// `PNGFingerprint.vouchedDigest` for the pixel digest the file vouches for (nil unless the private
/// chunk is present once, intact, and every other byte of the file is what the encoder wrote next
/// to it), and compare it with the XXH3-128 digest of the rendered RGBA. Equal digests mean equal
/// pixels, which pass in every comparison mode (strict, threshold, perceptual, any allowance).
/// Anything else (no chunk, a hand-edited or re-saved file, a garbled chunk, a different
/// rendering) falls back to the full path: decode the PNG and run the comparison engine, which
/// decides and reports exactly as before. The fast path is only taken where fingerprints are
/// trusted (`FingerprintTrust`: not in CI by default), since a pull request can forge one.
///
/// Measured on the 1,000-snapshot 3x scale corpus (Benchmarks/README.md): decoding a golden cost
/// about 4 ms and the digests about 0.1 ms per frame. Encoding the rendered image and comparing
/// bytes (the other way to avoid a decode) was rejected: encoding costs more than decoding.
enum GoldenImageCheck {
  /// What a comparison found.
  enum Outcome {
    /// The golden file does not exist.
    case missing
    /// The pixels are equal, or within the options' tolerances. `decoded` is false when the
    /// fingerprint decided (the golden was not decoded).
    case matched(decoded: Bool)
    /// They differ: the decoded golden, the golden file's bytes as read (written as the
    /// `.reference.png` artifact as they are, not re-encoded), and the problem (summary, diff,
    /// side-by-side).
    case differs(reference: RGBAImage, referenceFile: [UInt8], problem: SnapshotImageCheck.Problem)
    /// The golden exists but cannot be used: it cannot be read (a folder, a dangling link, a
    /// device, no permission, over 1 GiB) or is not a valid PNG. The error names the file and
    /// the problem; nothing was compared.
    case unreadable(any DiagnosticError)

    /// True for `.missing`.
    var isMissing: Bool {
      if case .missing = self { return true }
      return false
    }

    /// The error for `.unreadable`, else nil.
    var unreadableError: (any DiagnosticError)? {
      if case .unreadable(let error) = self { return error }
      return nil
    }
  }

  /// Compares `actual` with the golden PNG at `path`.
  /// - Returns: `.unreadable` for a golden that exists but cannot be read (`FileError`) or is not
  ///   a valid PNG (`PNGError`: corrupt, truncated, over the decoder's pixel limit, a Git LFS
  ///   pointer): a verdict on that frame, not an error of the run.
  /// - Parameter trustingFingerprint: take the fast path (`FingerprintTrust`); default true.
  static func compare(actual: RGBAImage, goldenPath path: String, options: ComparisonOptions,
                      trustingFingerprint: Bool = true) throws -> Outcome {
    try compare(digest: { PNGFingerprint.digest(of: actual) }, sameAsFile: nil, image: { actual }, goldenPath: path,
                options: options, trustingFingerprint: trustingFingerprint)
  }

  /// Compares a rendering with the golden PNG at `path`; a fingerprint match never converts it to
  /// RGBA (`RenderedImage.pixelDigest()`), and neither does a golden that, decoded, holds exactly
  /// the rendered pixels (`RenderedImage.hasPixels(ofPNG:)`, row by row: the check of a golden
  /// whose fingerprint is not trusted or does not vouch for the rendering). Only a golden that
  /// differs, or that only libpng decodes, is decoded into an image and compared in full.
  /// - Returns: as above.
  /// - Throws: `RenderError.cairo` when the surface has no pixel data.
  static func compare(actual: RenderedImage, goldenPath path: String, options: ComparisonOptions,
                      trustingFingerprint: Bool = true) throws -> Outcome {
    try compare(digest: { try actual.pixelDigest() }, sameAsFile: { try actual.hasPixels(ofPNG: $0) },
                image: { try actual.rgba() }, goldenPath: path, options: options, trustingFingerprint: trustingFingerprint)
  }

  private static func compare(digest: () throws -> PNGFingerprint.Digest, sameAsFile: (([UInt8]) throws -> Bool)?,
                              image: () throws -> RGBAImage,
                              goldenPath path: String, options: ComparisonOptions, trustingFingerprint: Bool) throws -> Outcome {
    // Only "nothing there" is a missing golden; a golden that exists but cannot be read (no
    // permission, a folder, a dangling link) is an error, never a golden to record over.
    guard FileBytes.entryExists(path) else { return .missing }
    let bytes: [UInt8]
    do {
      bytes = try FileBytes.read(path)
    } catch let error as FileError {
      return .unreadable(error)
    }
    // A golden that would look different in a viewer (an APNG, a gamma or colour profile chunk)
    // is unusable whatever its pixels: reviewers would see other pixels than verify compares.
    if let error = PNGDisplayChunks.goldenError(in: bytes, source: path) { return .unreadable(error) }
    if trustingFingerprint, let vouched = PNGFingerprint.vouchedDigest(in: bytes), try vouched == digest() {
      return .matched(decoded: false)
    }
    if let sameAsFile, try sameAsFile(bytes) { return .matched(decoded: true) }
    let reference: RGBAImage
    do {
      reference = try PNGDecoder.decode(bytes, source: path)
    } catch let error as PNGError where error.category == .badInput {
      return .unreadable(error)
    }
    let actual = try image()
    guard let problem = SnapshotImageCheck.compare(reference: reference, actual: actual, options: options) else {
      return .matched(decoded: true)
    }
    return .differs(reference: reference, referenceFile: bytes, problem: problem)
  }
}
