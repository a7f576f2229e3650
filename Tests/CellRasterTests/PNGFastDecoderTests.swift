import Testing
@testable import CellRaster

@Suite("PNGFastDecoder")
struct PNGFastDecoderTests {
  static func fast(_ bytes: [UInt8]) -> RGBAImage? {
    bytes.withUnsafeBytes { PNGFastDecoder.decode($0, maxPixels: PNGDecoder.defaultMaxPixels) }
  }

  @Test("on every valid PngSuite file the fast path gives libpng's pixels or declines; it takes the 8-bit RGB/RGBA ones", Fixtures.required)
  func agreesWithLibpng() throws {
    var taken: [String] = []
    for entry in PngSuiteCase.all where entry.valid {
      let bytes = try Fixtures.bytes("pngsuite", entry.file)
      guard let image = Self.fast(bytes) else { continue }
      taken.append(entry.file)
      #expect(image == (try PNGDecoder.decodeWithLibpng(bytes, source: entry.file)), "\(entry.file)")
    }
    // every filter type (f00-f04) and both colour types, non-interlaced
    for file in ["basn2c08.png", "basn6a08.png", "f00n2c08.png", "f01n2c08.png", "f02n2c08.png", "f03n2c08.png",
                 "f04n2c08.png", "f99n0g04.png"].filter({ name in PngSuiteCase.all.contains { $0.file == name && $0.colorTypeIsRGB8 } }) {
      #expect(taken.contains(file), "\(file)")
    }
    #expect(!taken.contains("basi2c08.png"))  // interlaced: libpng
    #expect(!taken.contains("basn2c16.png"))  // 16-bit: libpng
    #expect(!taken.contains("tbrn2c08.png"))  // tRNS: libpng
  }

  @Test("declines corrupt PngSuite files, so libpng words the error", Fixtures.required)
  func declinesCorrupt() throws {
    for entry in PngSuiteCase.all where !entry.valid {
      #expect(Self.fast(try Fixtures.bytes("pngsuite", entry.file)) == nil, "\(entry.file)")
    }
  }

  @Test("several IDAT chunks, filters of every type, and a translucent image decode exactly")
  func multipleIDAT() throws {
    var image = RGBAImage(width: 37, height: 11)
    for i in image.pixels.indices { image.pixels[i] = UInt8((i * 7919) % 256) }
    let png = try PNGEncoder.encode(image)
    var chunks = PNGChunks.split(png)
    let index = try #require(chunks.firstIndex { $0.type == "IDAT" })
    let data = chunks[index].data
    chunks.replaceSubrange(index...index, with: stride(from: 0, to: data.count, by: 50).map {
      PNGChunks.Chunk(type: "IDAT", data: Array(data[$0..<min($0 + 50, data.count)]))
    })
    #expect(Self.fast(PNGChunks.join(chunks)) == image)
  }

  @Test("declines a bad ancillary CRC, a size over the limit, IDAT after other chunks, and trailing zlib data")
  func declines() throws {
    let image = RGBAImage(width: 5, height: 4, fill: (9, 8, 7, 255))
    let png = try PNGEncoder.encode(image)
    var badCRC = png
    badCRC[8 + 25 + 8] ^= 1  // first data byte of scPH, CRC stale
    #expect(Self.fast(badCRC) == nil)
    #expect(png.withUnsafeBytes { PNGFastDecoder.decode($0, maxPixels: 19) } == nil)
    var chunks = PNGChunks.split(png)
    let idat = try #require(chunks.first { $0.type == "IDAT" })
    var split = chunks
    split.insert(PNGChunks.Chunk(type: "tEXt", data: Array("a\0b".utf8)), at: split.count - 1)
    split.insert(idat, at: split.count - 1)  // a second IDAT after a text chunk
    #expect(Self.fast(PNGChunks.join(split)) == nil)
    chunks[2].data += [0, 0]
    #expect(Self.fast(PNGChunks.join(chunks)) == nil)
    #expect(Self.fast(png) == image)
  }
}

extension PngSuiteCase {
  /// True for the 8-bit RGB/RGBA non-interlaced names (PngSuite's naming: n = not interlaced,
  /// c08 = colour 8-bit).
  var colorTypeIsRGB8: Bool { file.dropFirst(3).hasPrefix("n2c08") || file.dropFirst(3).hasPrefix("n6a08") }
}
