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

  @Test("round trip: translucent images stay RGBA, opaque ones become RGB, pixels unchanged")
  func roundTrip() throws {
    let translucent = try PNGDecoder.decode(try Fixtures.bytes("pixelmatch", "5a.png"), source: "5a")
    let opaque = try PNGDecoder.decode(try Fixtures.bytes("pixelmatch", "4a.png"), source: "4a")
    for image in [translucent, opaque, OneImage.rgba, RGBAImage(width: 1, height: 1, fill: (1, 2, 3, 4))] {
      let png = try PNGEncoder.encode(image)
      #expect(png[25] == (image.isOpaque ? 2 : 6))  // IHDR colour type
      #expect(png[24] == 8)  // bit depth
      #expect(try PNGDecoder.decode(png, source: "round trip") == image)
    }
  }

  @Test("deterministic: equal images give equal bytes; only IHDR, IDAT and IEND chunks")
  func deterministic() throws {
    let image = try PNGDecoder.decode(try Fixtures.bytes("pixelmatch", "1a.png"), source: "1a")
    let first = try PNGEncoder.encode(image), second = try PNGEncoder.encode(image)
    #expect(first == second)
    #expect(Set(Self.chunkTypes(first)) == ["IHDR", "IDAT", "IEND"])
    #expect(Self.chunkTypes(first).last == "IEND")
    #expect(try PNGEncoder.encode(image, compressionLevel: 1) != first)  // the level is honoured
  }

  @Test("an empty image cannot be encoded")
  func empty() {
    #expect(throws: PNGError.self) { try PNGEncoder.encode(RGBAImage(width: 0, height: 0)) }
  }
}
