internal import CCairo

/// snapcheck's private ancillary PNG chunk `scPH` ("snapcheck pixel hash"), written by
/// `PNGEncoder` into every PNG it makes (goldens included), and read by `snapcheck verify` to
/// accept a matching golden without decoding it.
///
/// Chunk name: `s` lower case = ancillary (decoders that do not know it skip it), `c` lower case =
/// private, `P` upper case = reserved bit clear, `H` upper case = unsafe to copy (it describes the
/// image data, so editors that change the image must drop it; PNG 1.2 §3.3).
///
/// Data, 33 bytes: version (2), then two XXH3-128 digests, each big-endian high then low 64 bits:
/// 1. the pixel digest: `digest(of:)`, of the straight (un-premultiplied) 8-bit pixels in B, G, R,
///    A byte order, rows top to bottom, seeded with the size. B, G, R, A is the memory order of
///    cairo's native ARGB32 on little-endian machines, so opaque rendered rows are hashed straight
///    from the surface with no conversion (`RenderedImage.pixelDigest()`); the order is a
///    bijection of RGBA, so equal digests still mean equal pixels. Version 1 (goldens written
///    before 2026-11-29) hashed R, G, B, A order: such goldens are decoded and compared in full
///    until re-recorded;
/// 2. the file digest: XXH3-128 of every byte of the file except this chunk (signature, IHDR,
///    IDAT, IEND and any chunk added later, lengths and CRCs included).
///
/// Strictness argument (why a match on the fast path is a match of every pixel): `vouchedDigest`
/// returns the pixel digest only when the file digest still equals the digest of the file's other
/// bytes, i.e. when the file is byte for byte what the encoder wrote next to that digest; the
/// encoder is lossless, so those bytes decode to exactly the pixels the digest was taken of. A
/// rendered image whose digest equals it therefore equals the golden's decoded pixels, unless two
/// different inputs share a 128-bit XXH3 digest (about 2^-128 by chance). Every other case (no
/// chunk, two chunks, a bad CRC, another version or length, any other byte edited, a different
/// rendering) gets nil or a different digest, and verify decodes and compares in full.
///
/// The argument holds for files the encoder wrote, not for files someone wrote to deceive: the
/// digests are unkeyed, so a chunk vouching for any pixels can be computed for any image (no
/// collision needed). Where goldens come from a pull request the fingerprint is therefore not
/// trusted (`FingerprintTrust` in the snapcheck module: every golden is decoded when `$CI` is
/// set, unless `--trust-fingerprints yes`).
public enum PNGFingerprint {
  /// The chunk type.
  public static let chunkType = "scPH"
  /// The version byte this code writes and reads: 2 (pixel digest in B, G, R, A order).
  static let version: UInt8 = 2
  /// Bytes of chunk data: version + two 16-byte digests.
  static let dataSize = 33

  /// A 128-bit XXH3 digest.
  public struct Digest: Hashable, Sendable {
    /// The high 64 bits.
    public let high: UInt64
    /// The low 64 bits.
    public let low: UInt64
  }

  /// The pixel digest of `image`: XXH3-128 of its pixels in B, G, R, A byte order (R and B of each
  /// straight RGBA pixel swapped, one row at a time) with the seed `width << 32 | height`, so that
  /// equal bytes at different sizes differ.
  public static func digest(of image: RGBAImage) -> Digest {
    var hasher = PixelHasher(width: image.width, height: image.height)
    let width = image.width
    let row = UnsafeMutablePointer<UInt32>.allocate(capacity: max(1, width))
    defer { row.deallocate() }
    image.pixels.withUnsafeBytes { raw in
      guard let base = raw.baseAddress else { return }
      for y in 0..<image.height { hasher.updateStraightRGBA(row: base + y * width * 4, width: width, scratch: row) }
    }
    return hasher.finish()
  }

  /// `digest(of:)` taken piecewise: the bytes given to `update` in order (B, G, R, A pixels), as
  /// if they were one `width * height * 4`-byte buffer. Falls back to collecting the bytes and hashing them in
  /// one piece if XXH3's state cannot be allocated.
  struct PixelHasher {
    private let state: OpaquePointer?
    private let seed: UInt64
    private var collected: [UInt8] = []

    init(width: Int, height: Int) {
      seed = PNGFingerprint.seed(width: width, height: height)
      state = XXH3_createState()
      if let state { XXH3_128bits_reset_withSeed(state, seed) }
    }

    mutating func update(_ bytes: UnsafeRawBufferPointer) {
      if let state {
        ccairo_xxh3_128_update(state, bytes.baseAddress, bytes.count)
      } else {
        collected.append(contentsOf: bytes)
      }
    }

    /// Hashes one row of `width` straight RGBA pixels at `row` in B, G, R, A order, converted
    /// through `scratch` (room for `width` pixels).
    mutating func updateStraightRGBA(row source: UnsafeRawPointer, width: Int, scratch: UnsafeMutablePointer<UInt32>) {
      for x in 0..<width {
        let rgba = UInt32(littleEndian: source.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self))
        scratch[x] = (rgba & 0xFF00_FF00 | (rgba & 0xFF) << 16 | (rgba >> 16) & 0xFF).littleEndian
      }
      update(UnsafeRawBufferPointer(start: scratch, count: width * 4))
    }

    /// The digest; frees the state. Call once.
    mutating func finish() -> Digest {
      guard let state else {
        let hash = collected.withUnsafeBytes { ccairo_xxh3_128_seeded($0.baseAddress, $0.count, seed) }
        return Digest(high: hash.high64, low: hash.low64)
      }
      defer { XXH3_freeState(state) }
      let hash = XXH3_128bits_digest(state)
      return Digest(high: hash.high64, low: hash.low64)
    }
  }

  /// The pixel digest's seed: `width << 32 | height`.
  static func seed(width: Int, height: Int) -> UInt64 {
    UInt64(truncatingIfNeeded: width) << 32 | UInt64(truncatingIfNeeded: height) & 0xFFFF_FFFF
  }

  /// XXH3-128 of the concatenation of `parts`.
  static func fileDigest(_ parts: [UInt8]...) -> Digest {
    fileDigest(parts.map { $0[...] })
  }

  private static func fileDigest(_ parts: [ArraySlice<UInt8>]) -> Digest {
    guard let state = XXH3_createState() else {  // malloc failed: hash in one piece instead
      let whole = parts.reduce(into: [UInt8]()) { $0 += $1 }
      let hash = whole.withUnsafeBytes { ccairo_xxh3_128($0.baseAddress, $0.count) }
      return Digest(high: hash.high64, low: hash.low64)
    }
    defer { XXH3_freeState(state) }
    XXH3_128bits_reset(state)
    for part in parts {
      _ = part.withUnsafeBytes { ccairo_xxh3_128_update(state, $0.baseAddress, $0.count) }
    }
    let hash = XXH3_128bits_digest(state)
    return Digest(high: hash.high64, low: hash.low64)
  }

  /// The chunk data for a pixel digest and a file digest.
  static func chunkData(pixels: Digest, file: Digest) -> [UInt8] {
    var data: [UInt8] = [version]
    for value in [pixels.high, pixels.low, file.high, file.low] {
      for shift in stride(from: 56, through: 0, by: -8) { data.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }
    return data
  }

  /// The pixel digest that `png` vouches for, or nil when it vouches for none: not a PNG, a chunk
  /// running past the end, no `scPH` chunk or more than one, a bad chunk CRC, another version or
  /// length, or a file digest that no longer matches the file's other bytes. Never throws: nil
  /// means "decode and compare in full", where a broken file gets its proper error.
  public static func vouchedDigest(in png: [UInt8]) -> Digest? {
    let signature = PNGDecoder.signature
    guard png.count >= signature.count, png.prefix(signature.count).elementsEqual(signature) else { return nil }
    var found: Range<Int>? = nil
    var offset = signature.count
    let type = Array(chunkType.utf8)
    while offset < png.count {
      guard offset + 12 <= png.count else { return nil }
      let length = png[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
      guard length <= png.count - offset - 12 else { return nil }
      let end = offset + 12 + length
      if png[(offset + 4)..<(offset + 8)].elementsEqual(type) {
        guard found == nil else { return nil }
        found = offset..<end
      }
      offset = end
    }
    guard let chunk = found, chunk.count == 12 + dataSize else { return nil }
    let crc = png[(chunk.lowerBound + 4)..<(chunk.upperBound - 4)].withUnsafeBytes {
      UInt32(libdeflate_crc32(0, $0.baseAddress, $0.count))
    }
    let stored = png[(chunk.upperBound - 4)..<chunk.upperBound].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    let data = chunk.lowerBound + 8
    guard crc == stored, png[data] == version else { return nil }
    func word(_ index: Int) -> UInt64 {
      png[(data + 1 + index * 8)..<(data + 9 + index * 8)].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
    }
    let file = fileDigest([png[..<chunk.lowerBound], png[chunk.upperBound...]])
    guard file == Digest(high: word(2), low: word(3)) else { return nil }
    return Digest(high: word(0), low: word(1))
  }
}
