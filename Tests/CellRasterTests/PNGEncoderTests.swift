import Testing
@testable import CellRaster

@Suite("PNGEncoder")
struct PNGEncoderTests {
  /// Chunk types of a PNG file in order.
  static func chunkTypes(_ png: [UInt8]) -> [String] {
    var types: [String] = []
    var offset = 8
    while offset + 8 <= png.count {
      let length = (0..<4).reduce(0) { $0 << 8 | Int(png[offset + $1]) }
      types.append(String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self))
      offset += 12 + length
    }
    return types
  }

  @Test("round trip: translucent images stay RGBA, opaque ones become RGB, pixels unchanged", Fixtures.required)
  func roundTrip() throws {
    let translucent = try PNGDecoder.decode(try Fixtures.bytes("pixelmatch", "5a.png"), source: "5a")
    let opaque = try PNGDecoder.decode(try Fixtures.bytes("pixelmatch", "4a.png"), source: "4a")
    // Opaque widths 1-9 exercise the four-pixel RGB packing and its tail.
    let odd = (1...9).map { width in
      RGBAImage(width: width, height: 3, pixels: (0..<(width * 12)).map { $0 % 4 == 3 ? 255 : UInt8(($0 * 37) % 251) })
    }
    for image in [translucent, opaque, OneImage.rgba, RGBAImage(width: 1, height: 1, fill: (1, 2, 3, 4))] + odd {
      let png = try PNGEncoder.encode(image)
      #expect(png[25] == (image.isOpaque ? 2 : 6))  // IHDR colour type
      #expect(png[24] == 8)  // bit depth
      #expect(try PNGDecoder.decode(png, source: "round trip") == image)
    }
  }

  @Test("deterministic: equal images give equal bytes; chunks IHDR, scPH, IDAT, IEND; every row filter None", Fixtures.required)
  func deterministic() throws {
    let image = try PNGDecoder.decode(try Fixtures.bytes("pixelmatch", "1a.png"), source: "1a")
    let first = try PNGEncoder.encode(image), second = try PNGEncoder.encode(image)
    #expect(first == second)
    #expect(Self.chunkTypes(first) == ["IHDR", "scPH", "IDAT", "IEND"])
    let rows = PNGEncoder.filteredRows(image, opaque: image.isOpaque)
    let rowBytes = 1 + image.width * (image.isOpaque ? 3 : 4)
    #expect(rows.count == rowBytes * image.height)
    #expect(stride(from: 0, to: rows.count, by: rowBytes).allSatisfy { rows[$0] == 0 })
    #expect(try PNGEncoder.encode(image, compression: .libdeflate(level: 9)) != first)  // the level is honoured
  }

  @Test("fast compression (ISA-L igzip): same pixels and a fingerprint that vouches for them, faster and larger bytes", Fixtures.required)
  func fastCompression() throws {
    let opaque = try PNGDecoder.decode(try Fixtures.bytes("pixelmatch", "4a.png"), source: "4a")
    let translucent = try PNGDecoder.decode(try Fixtures.bytes("pixelmatch", "5a.png"), source: "5a")
    for image in [opaque, translucent, RGBAImage(width: 1, height: 1, fill: (1, 2, 3, 4)),
                  RGBAImage(width: 1125, height: 300, fill: (242, 242, 247, 255))] {
      let fast = try PNGEncoder.encode(image, compression: .fast)
      let golden = try PNGEncoder.encode(image)
      #expect(fast != golden)  // another compressor wrote the IDAT
      #expect(Self.chunkTypes(fast) == ["IHDR", "scPH", "IDAT", "IEND"])
      #expect(try PNGDecoder.decode(fast, source: "fast") == image)
      #expect(PNGFingerprint.vouchedDigest(in: fast) == PNGFingerprint.digest(of: image))
    }
  }

  @Test("artifacts without a fingerprint: no scPH chunk, the same IDAT and pixels as with it, read by libpng and the fast decoder alike")
  func withoutFingerprint() throws {
    for image in [RGBAImage(width: 3, height: 2, fill: (1, 2, 3, 4)), RGBAImage(width: 1125, height: 300, fill: (242, 242, 247, 255))] {
      let plain = try PNGEncoder.encode(image, compression: .fast, fingerprint: false)
      let stamped = try PNGEncoder.encode(image, compression: .fast)
      #expect(Self.chunkTypes(plain) == ["IHDR", "IDAT", "IEND"])
      #expect(PNGFingerprint.vouchedDigest(in: plain) == nil)
      // The stamped file is the plain one with the 12 + chunk bytes of scPH after IHDR (33 bytes in).
      #expect(Array(stamped[..<33]) == Array(plain[..<33]))
      #expect(Array(stamped[(stamped.count - (plain.count - 33))...]) == Array(plain[33...]))
      #expect(try PNGDecoder.decode(plain, source: "plain") == image)
      #expect(try PNGDecoder.decodeWithLibpng(plain, source: "plain") == image)
    }
  }

  @Test("streamed a strip at a time: noise (compressed output over igzip's 256 KiB buffer), heights that are no multiple of the strip, and rows too wide for a full strip decode to the same pixels and digest")
  func streamedStrips() throws {
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    func noise(width: Int, height: Int, opaque: Bool) -> RGBAImage {
      var pixels = [UInt8](repeating: 0, count: width * height * 4)
      for i in pixels.indices {
        seed = seed &* 6364136223846793005 &+ 1442695040888963407
        pixels[i] = opaque && i % 4 == 3 ? 255 : UInt8(truncatingIfNeeded: seed >> 33)
      }
      return RGBAImage(width: width, height: height, pixels: pixels)
    }
    for image in [noise(width: 400, height: 333, opaque: true), noise(width: 257, height: 129, opaque: false),
                  noise(width: 70_000, height: 40, opaque: true), noise(width: 3, height: 1, opaque: false)] {
      let fast = try PNGEncoder.encode(image, compression: .fast)
      // Noise does not compress: the IDAT is about as large as the rows, so igzip filled its
      // output buffer several times over for the larger images.
      #expect(try PNGDecoder.decode(fast, source: "fast", maxPixels: 5_000_000) == image)
      #expect(PNGFingerprint.vouchedDigest(in: fast) == PNGFingerprint.digest(of: image))
      #expect(Self.chunkTypes(fast) == ["IHDR", "scPH", "IDAT", "IEND"])
      #expect(fast[25] == (PNGEncoder.isOpaque(image) ? 2 : 6))  // IHDR colour type
    }
  }

  @Test("a large flat image round-trips and compresses to a small fraction of its raw size")
  func largeFlat() throws {
    let image = RGBAImage(width: 1125, height: 300, fill: (242, 242, 247, 255))
    let png = try PNGEncoder.encode(image)
    #expect(png.count < 5_000)
    #expect(try PNGDecoder.decode(png, source: "flat") == image)
  }

  @Test("an empty image cannot be encoded")
  func empty() {
    #expect(throws: PNGError.self) { try PNGEncoder.encode(RGBAImage(width: 0, height: 0)) }
  }
}
