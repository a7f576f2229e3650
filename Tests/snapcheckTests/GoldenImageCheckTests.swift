import Foundation
import Testing
@testable import CellRaster
@testable import SnapCheckCore

@Suite("GoldenImageCheck")
struct GoldenImageCheckTests {
  /// A 40 x 20 picture with a translucent stripe.
  static let rendered: RGBAImage = {
    var image = RGBAImage(width: 40, height: 20, fill: (242, 242, 247, 255))
    for x in 0..<40 { image.pixels[(5 * 40 + x) * 4 + 3] = 128 }
    return image
  }()

  static func onePixelChanged(_ image: RGBAImage) -> RGBAImage {
    var changed = image
    changed.pixels[(10 * 40 + 7) * 4 + 1] &+= 1
    return changed
  }

  static func write(_ bytes: [UInt8]) throws -> String {
    let path = try TestWorkspace.temporaryFolder() + "/golden.png"
    try FileBytes.writeAtomically(bytes, to: path)
    return path
  }

  /// The chunks of `png` with `edit` applied, joined with valid CRCs.
  static func edited(_ png: [UInt8], _ edit: (inout [(type: String, data: [UInt8])]) throws -> Void) rethrows -> [UInt8] {
    var chunks: [(type: String, data: [UInt8])] = []
    var offset = 8
    while offset + 12 <= png.count {
      let length = png[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
      chunks.append((String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self),
                     Array(png[(offset + 8)..<(offset + 8 + length)])))
      offset += 12 + length
    }
    try edit(&chunks)
    var file = Array(png.prefix(8))
    for chunk in chunks {
      let body = Array(chunk.type.utf8) + chunk.data
      file += bigEndian(UInt32(chunk.data.count)) + body + bigEndian(crc32(body))
    }
    return file
  }

  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }

  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }
    return ~crc
  }

  static func mismatched(_ outcome: GoldenImageCheck.Outcome) -> String? {
    if case .differs(_, _, let problem) = outcome { return problem.summary }
    return nil
  }

  static func isFastMatch(_ outcome: GoldenImageCheck.Outcome) -> Bool {
    if case .matched(decoded: false) = outcome { return true }
    return false
  }

  static func isDecodedMatch(_ outcome: GoldenImageCheck.Outcome) -> Bool {
    if case .matched(decoded: true) = outcome { return true }
    return false
  }

  @Test("a recorded golden matches its rendering without being decoded, in every mode")
  func fastPath() throws {
    let path = try Self.write(try PNGEncoder.encode(Self.rendered))
    for options in [ComparisonOptions.strict, ComparisonOptions(mode: .pixelmatch, threshold: 0.1)] {
      #expect(Self.isFastMatch(try GoldenImageCheck.compare(actual: Self.rendered, goldenPath: path, options: options)))
    }
  }

  @Test("committed goldens match their renderings: trusted on the fast path, untrusted (as in CI) row by row; one pixel off fails")
  func committedGoldens() throws {
    let spec = try ScenarioRenderer.loadSpec(TestWorkspace.bundledSnapshots + "/specs/object-cell-issues.json")
    let renderer = try ScenarioRenderer()
    var checked = 0
    try renderer.render(spec) { frame in
      let golden = TestWorkspace.bundledSnapshots + "/golden/object-cell-issues/\(frame.stem).png"
      #expect(Self.isFastMatch(try GoldenImageCheck.compare(actual: frame.rendered, goldenPath: golden, options: .strict)),
              "\(frame.stem): its fingerprint is current")
      let untrusted = try GoldenImageCheck.compare(actual: frame.rendered, goldenPath: golden, options: .strict,
                                                   trustingFingerprint: false)
      #expect(Self.isDecodedMatch(untrusted), "\(frame.stem)")
      #expect(frame.rendered.convertedImage == nil, "\(frame.stem): the match made no RGBA image")
      if checked == 0 {
        let changed = try Self.write(try PNGEncoder.encode(Self.onePixelChangedAnywhere(try PNGDecoder.decodeFile(atPath: golden))))
        let off = try GoldenImageCheck.compare(actual: frame.rendered, goldenPath: changed, options: .strict,
                                               trustingFingerprint: false)
        #expect(Self.mismatched(off)?.hasPrefix("mismatched: 1;") == true, "\(String(describing: Self.mismatched(off)))")
      }
      checked += 1
    }
    #expect(checked == spec.variants.count)
  }

  /// `image` with one channel of its middle pixel changed.
  static func onePixelChangedAnywhere(_ image: RGBAImage) -> RGBAImage {
    var changed = image
    changed.pixels[((image.height / 2) * image.width + image.width / 2) * 4] &+= 1
    return changed
  }

  @Test("a rendering one pixel off fails strictly, with the count from the full comparison")
  func onePixel() throws {
    let path = try Self.write(try PNGEncoder.encode(Self.rendered))
    let outcome = try GoldenImageCheck.compare(actual: Self.onePixelChanged(Self.rendered), goldenPath: path, options: .strict)
    #expect(Self.mismatched(outcome)?.hasPrefix("mismatched: 1;") == true, "\(String(describing: Self.mismatched(outcome)))")
  }

  @Test("a hand-edited golden (image data changed, private chunk kept) fails")
  func handEdited() throws {
    let original = try PNGEncoder.encode(Self.rendered)
    let otherData = try PNGEncoder.encode(Self.onePixelChanged(Self.rendered))
    var otherIDAT: [UInt8] = []
    _ = Self.edited(otherData) { chunks in otherIDAT = chunks.first { $0.type == "IDAT" }?.data ?? [] }
    let forged = Self.edited(original) { chunks in
      for i in chunks.indices where chunks[i].type == "IDAT" { chunks[i].data = otherIDAT }
    }
    #expect(forged != original && PNGFingerprintChunkPresent(forged))
    let path = try Self.write(forged)
    let outcome = try GoldenImageCheck.compare(actual: Self.rendered, goldenPath: path, options: .strict)
    #expect(Self.mismatched(outcome)?.hasPrefix("mismatched: 1;") == true, "\(String(describing: Self.mismatched(outcome)))")
  }

  /// True when the file still has the private chunk.
  func PNGFingerprintChunkPresent(_ png: [UInt8]) -> Bool {
    var found = false
    _ = Self.edited(png) { chunks in found = chunks.contains { $0.type == PNGFingerprint.chunkType } }
    return found
  }

  @Test("a golden without the chunk, or with a garbled one, is decoded: equal pixels pass, one pixel fails")
  func fallbacks() throws {
    let png = try PNGEncoder.encode(Self.rendered)
    let variants: [(String, [UInt8])] = [
      ("no chunk", Self.edited(png) { $0.removeAll { $0.type == "scPH" } }),
      ("garbled pixel digest", Self.edited(png) { chunks in
        for i in chunks.indices where chunks[i].type == "scPH" { chunks[i].data[3] ^= 0x55 } }),
      ("garbled version", Self.edited(png) { chunks in
        for i in chunks.indices where chunks[i].type == "scPH" { chunks[i].data[0] = 9 } }),
      ("text chunk added", Self.edited(png) { $0.insert((type: "tEXt", data: Array("Comment\0edited".utf8)), at: 2) }),
    ]
    for (name, bytes) in variants {
      let path = try Self.write(bytes)
      #expect(Self.isDecodedMatch(try GoldenImageCheck.compare(actual: Self.rendered, goldenPath: path, options: .strict)), "\(name)")
      let off = try GoldenImageCheck.compare(actual: Self.onePixelChanged(Self.rendered), goldenPath: path, options: .strict)
      #expect(Self.mismatched(off)?.hasPrefix("mismatched: 1;") == true, "\(name)")
    }
  }

  @Test("a missing golden is reported as missing; a corrupt one as unreadable, with the decoder's error")
  func missingAndCorrupt() throws {
    let folder = try TestWorkspace.temporaryFolder()
    if case .missing = try GoldenImageCheck.compare(actual: Self.rendered, goldenPath: folder + "/none.png", options: .strict) {
    } else {
      Issue.record("expected .missing")
    }
    let path = try Self.write(Array(try PNGEncoder.encode(Self.rendered).dropLast(20)))
    let outcome = try GoldenImageCheck.compare(actual: Self.rendered, goldenPath: path, options: .strict)
    let error = try #require(outcome.unreadableError as? PNGError)
    #expect(error.file == path && error.category == .badInput)
    #expect(outcome.isMissing == false)
  }

  @Test("a golden that exists but cannot be read (folder, dangling link, device) is unreadable, not missing")
  func cannotBeRead() throws {
    let folder = try TestWorkspace.temporaryFolder()
    try FileManager.default.createDirectory(atPath: folder + "/dir.png", withIntermediateDirectories: false)
    try FileManager.default.createSymbolicLink(atPath: folder + "/dangling.png", withDestinationPath: "gone.png")
    try FileManager.default.createSymbolicLink(atPath: folder + "/zero.png", withDestinationPath: "/dev/zero")
    let expected = ["dir.png": "is a folder, not a regular file",
                    "dangling.png": "is a symbolic link to 'gone.png', which does not exist",
                    "zero.png": "is a device, FIFO or socket, not a regular file"]
    for (name, problem) in expected {
      let outcome = try GoldenImageCheck.compare(actual: Self.rendered, goldenPath: folder + "/" + name, options: .strict)
      let error = try #require(outcome.unreadableError as? FileError, "\(name)")
      #expect(error.problem == problem, "\(name)")
      #expect(error.path == folder + "/" + name)
    }
  }

  @Test("a Git LFS pointer in place of a golden is named as one, with what to run")
  func gitLFSPointer() throws {
    let pointer = "version https://git-lfs.github.com/spec/v1\n"
      + "oid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393\nsize 12345\n"
    let path = try Self.write(Array(pointer.utf8))
    let error = try #require(try GoldenImageCheck.compare(actual: Self.rendered, goldenPath: path, options: .strict).unreadableError
                               as? PNGError)
    #expect(error.problem.contains("Git LFS pointer"))
    #expect(error.problem.contains("git lfs pull"))
  }
}
