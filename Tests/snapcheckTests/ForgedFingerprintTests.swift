import Foundation
import Testing
import CellRaster
@testable import SnapCheckCore

/// A golden whose `scPH` fingerprint lies about its pixels (a pull request can write one: the
/// digests are unkeyed) is decoded and fails where fingerprints are not trusted, which is the
/// default in CI (`FingerprintTrust`).
@Suite("Forged fingerprints")
struct ForgedFingerprintTests {
  /// `image` with a 10 x 10 red square at the top left, encoded with a fingerprint that vouches
  /// for `claimed`'s pixels: what a forger commits.
  static func forged(_ image: RGBAImage, claiming claimed: RGBAImage) throws -> [UInt8] {
    var drawn = image
    for y in 0..<min(10, drawn.height) {
      for x in 0..<min(10, drawn.width) {
        let index = (y * drawn.width + x) * 4
        drawn.pixels[index] = 255; drawn.pixels[index + 1] = 0; drawn.pixels[index + 2] = 0; drawn.pixels[index + 3] = 255
      }
    }
    return try PNGEncoder.encode(drawn, compression: .fast, pixelDigest: PNGFingerprint.digest(of: claimed))
  }

  @Test("GoldenImageCheck: trusted, the forged chunk passes; untrusted, the golden is decoded and fails")
  func goldenImageCheck() throws {
    let rendered = GoldenImageCheckTests.rendered
    let forgedFile = try Self.forged(rendered, claiming: rendered)
    // The forgery is well formed: the fingerprint vouches for the rendering's pixels.
    #expect(PNGFingerprint.vouchedDigest(in: forgedFile) == PNGFingerprint.digest(of: rendered))
    let path = try GoldenImageCheckTests.write(forgedFile)
    #expect(GoldenImageCheckTests.isFastMatch(try GoldenImageCheck.compare(actual: rendered, goldenPath: path, options: .strict)))
    let untrusted = try GoldenImageCheck.compare(actual: rendered, goldenPath: path, options: .strict, trustingFingerprint: false)
    #expect(GoldenImageCheckTests.mismatched(untrusted)?.hasPrefix("mismatched: 100;") == true,
            "\(String(describing: GoldenImageCheckTests.mismatched(untrusted)))")
    // An honest golden still matches when untrusted, after a decode.
    let honest = try GoldenImageCheckTests.write(try PNGEncoder.encode(rendered))
    #expect(GoldenImageCheckTests.isDecodedMatch(try GoldenImageCheck.compare(actual: rendered, goldenPath: honest, options: .strict,
                                                                               trustingFingerprint: false)))
  }

  @Test("verify: a forged golden fails with $CI set or --trust-fingerprints no, passes only when trusted")
  func verifyCommand() throws {
    let root = try TestWorkspace.copyOfScenarios(["note-cell-example"])
    let golden = root + "/golden/note-cell-example/w375-3x-L-light-ltr.png"
    let original = try PNGDecoder.decode(try FileBytes.read(golden), source: golden)
    try FileBytes.writeAtomically(try Self.forged(original, claiming: original), to: golden)
    let artifacts = try TestWorkspace.temporaryFolder()
    let base = ["verify", "--snapshots", root, "--artifacts", artifacts, "--quiet"]
    let ci = TestWorkspace.run(base, environment: ["CI": "true"])
    #expect(ci.status == .failure, "\(ci.out)\(ci.err)")
    #expect(ci.out.contains("w375-3x-L-light-ltr") && ci.out.contains("0 passed, 1 failed"), "\(ci.out)")
    #expect(TestWorkspace.run(base + ["--trust-fingerprints", "no"]).status == .failure)
    // A developer's own checkout trusts fingerprints unless told otherwise (documented).
    #expect(TestWorkspace.run(base).status == .success)
    #expect(TestWorkspace.run(base + ["--trust-fingerprints=yes"], environment: ["CI": "true"]).status == .success)
    let bad = TestWorkspace.run(base + ["--trust-fingerprints", "maybe"])
    #expect(bad.status == .usage && bad.err.hasPrefix("error: --trust-fingerprints: 'maybe' is not yes or no"), "\(bad.err)")
  }

  @Test("record: untrusted, a forged golden is rewritten with the rendering, the honest ones are left alone")
  func recordCommand() throws {
    let root = try TestWorkspace.copyOfScenarios(["note-cell-example"])
    let golden = root + "/golden/note-cell-example/w375-3x-L-light-ltr.png"
    let honest = try FileBytes.read(golden)
    let original = try PNGDecoder.decode(honest, source: golden)
    let forgedFile = try Self.forged(original, claiming: original)
    try FileBytes.writeAtomically(forgedFile, to: golden)
    let trusted = TestWorkspace.run(["record", "--snapshots", root])
    #expect(trusted.status == .success && trusted.out.contains("unchanged note-cell-example ("), "\(trusted.out)")
    #expect(try FileBytes.read(golden) == forgedFile)
    let untrusted = TestWorkspace.run(["record", "--snapshots", root, "--trust-fingerprints", "no"])
    #expect(untrusted.status == .success, "\(untrusted.err)")
    #expect(untrusted.out.contains("recorded note-cell-example (w375-3x-L-light-ltr); 11 frames unchanged"), "\(untrusted.out)")
    #expect(try FileBytes.read(golden) == honest)
    // Nothing else was rewritten: every other golden of the scenario decoded to its rendering.
    let again = TestWorkspace.run(["record", "--snapshots", root, "--trust-fingerprints", "no"])
    #expect(again.out.contains("unchanged note-cell-example ("), "\(again.out)")
  }
}
