import Testing
@testable import CellRaster

/// PNG chunk surgery for the fingerprint tests: split a file into chunks and join them again.
enum PNGChunks {
  struct Chunk {
    var type: String
    var data: [UInt8]
  }

  static func split(_ png: [UInt8]) -> [Chunk] {
    var chunks: [Chunk] = []
    var offset = 8
    while offset + 12 <= png.count {
      let length = png[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
      chunks.append(Chunk(type: String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self),
                          data: Array(png[(offset + 8)..<(offset + 8 + length)])))
      offset += 12 + length
    }
    return chunks
  }

  /// The file with valid CRCs for every chunk.
  static func join(_ chunks: [Chunk]) -> [UInt8] {
    var file = PNGDecoder.signature
    for chunk in chunks { PNGEncoder.appendChunk(chunk.type, chunk.data, to: &file) }
    return file
  }
}

@Suite("PNGFingerprint")
struct PNGFingerprintTests {
  static let image = RGBAImage(width: 3, height: 2, pixels: (0..<24).map { UInt8($0 * 10) })

  static func changedPixel(_ image: RGBAImage) -> RGBAImage {
    var changed = image
    changed.pixels[4] ^= 1  // pixel (1, 0), red
    return changed
  }

  @Test("the encoder's chunk vouches for the encoded pixels")
  func vouchesForEncodedPixels() throws {
    for image in [Self.image, RGBAImage(width: 40, height: 30, fill: (1, 2, 3, 255))] {
      let png = try PNGEncoder.encode(image)
      #expect(PNGFingerprint.vouchedDigest(in: png) == PNGFingerprint.digest(of: image))
      #expect(try PNGDecoder.decode(png, source: "t") == image)  // other decoders skip the chunk
    }
  }

  @Test("the version 2 pixel digest is XXH3-128 of the pixels in B, G, R, A order seeded with width << 32 | height")
  func digestDefinition() {
    let image = RGBAImage(width: 2, height: 1, pixels: [10, 20, 30, 255, 40, 50, 60, 128])
    var hasher = PNGFingerprint.PixelHasher(width: 2, height: 1)
    let bgra: [UInt8] = [30, 20, 10, 255, 60, 50, 40, 128]  // written out by hand
    bgra.withUnsafeBytes { hasher.update($0) }
    #expect(PNGFingerprint.digest(of: image) == hasher.finish())
    #expect(PNGFingerprint.seed(width: 2, height: 1) == 2 << 32 | 1)
  }

  @Test("the pixel digest changes with one pixel and with the size of equal bytes")
  func pixelDigest() {
    #expect(PNGFingerprint.digest(of: Self.image) == PNGFingerprint.digest(of: Self.image))
    #expect(PNGFingerprint.digest(of: Self.image) != PNGFingerprint.digest(of: Self.changedPixel(Self.image)))
    let wide = RGBAImage(width: 2, height: 1, pixels: [1, 2, 3, 4, 5, 6, 7, 8])
    let tall = RGBAImage(width: 1, height: 2, pixels: [1, 2, 3, 4, 5, 6, 7, 8])
    #expect(PNGFingerprint.digest(of: wide) != PNGFingerprint.digest(of: tall))
  }

  @Test("vouches for nothing when the file was edited, the chunk is missing, doubled, garbled or of another version")
  func vouchesForNothing() throws {
    let png = try PNGEncoder.encode(Self.image)
    let chunks = PNGChunks.split(png)
    let otherIDAT = PNGChunks.split(try PNGEncoder.encode(Self.changedPixel(Self.image))).first { $0.type == "IDAT" }
    let fingerprintIndex = try #require(chunks.firstIndex { $0.type == "scPH" })
    let idatIndex = try #require(chunks.firstIndex { $0.type == "IDAT" })

    var handEdited = chunks  // image data replaced, chunk kept, every CRC valid
    handEdited[idatIndex] = try #require(otherIDAT)
    var removed = chunks
    removed.remove(at: fingerprintIndex)
    var doubled = chunks
    doubled.insert(chunks[fingerprintIndex], at: fingerprintIndex)
    var otherVersion = chunks
    otherVersion[fingerprintIndex].data[0] = 1  // version 1 hashed RGBA order: not this digest
    var shortChunk = chunks
    shortChunk[fingerprintIndex].data.removeLast()
    var addedChunk = chunks  // tRNS added by hand: changes the decoded alpha of an RGB image
    addedChunk.insert(PNGChunks.Chunk(type: "tRNS", data: [0, 0, 0, 10, 0, 20]), at: idatIndex)
    var garbledDigest = chunks  // stored file digest changed, CRC recomputed
    garbledDigest[fingerprintIndex].data[20] ^= 0xFF
    var badCRC = png
    badCRC[8 + 25 + 8 + 1] ^= 0xFF  // a data byte of scPH (after the 25-byte IHDR chunk), CRC left stale

    for (name, file) in [("hand-edited IDAT", PNGChunks.join(handEdited)), ("no chunk", PNGChunks.join(removed)),
                         ("two chunks", PNGChunks.join(doubled)), ("version 1", PNGChunks.join(otherVersion)),
                         ("32 bytes", PNGChunks.join(shortChunk)), ("tRNS added", PNGChunks.join(addedChunk)),
                         ("garbled file digest", PNGChunks.join(garbledDigest)), ("bad chunk CRC", badCRC),
                         ("truncated", Array(png.dropLast(5))), ("trailing byte", png + [0]),
                         ("not a PNG", Array("hello".utf8)), ("empty", [])] {
      #expect(PNGFingerprint.vouchedDigest(in: file) == nil, "\(name)")
    }
    #expect(PNGChunks.join(chunks) == png)  // the surgery itself changes nothing
  }
}
