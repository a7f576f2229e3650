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

  /// The PNG 1.2 predictor (section 9.4), written out here apart from the decoder's.
  static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
    let p = a + b - c
    let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
    if pa <= pb && pa <= pc { return a }
    return pb <= pc ? b : c
  }

  /// `image` as a PNG whose row `y` uses filter type `filterOf(y)` (RGB when opaque, else RGBA).
  static func filteredPNG(_ image: RGBAImage, filterOf: (Int) -> Int) throws -> [UInt8] {
    let opaque = image.isOpaque, bpp = opaque ? 3 : 4, rowBytes = image.width * bpp
    let samples: [[Int]] = (0..<image.height).map { y in
      (0..<image.width).flatMap { x in (0..<bpp).map { Int(image.pixels[(y * image.width + x) * 4 + $0]) } }
    }
    var raw: [UInt8] = []
    for y in 0..<image.height {
      let type = filterOf(y)
      raw.append(UInt8(type))
      for i in 0..<rowBytes {
        let x = samples[y][i], a = i >= bpp ? samples[y][i - bpp] : 0
        let b = y > 0 ? samples[y - 1][i] : 0, c = (y > 0 && i >= bpp) ? samples[y - 1][i - bpp] : 0
        let predicted = [0, a, b, (a + b) / 2, paeth(a, b, c)][type]
        raw.append(UInt8((x - predicted + 256) % 256))
      }
    }
    return PNGEncoder.assemble(width: image.width, height: image.height, opaque: opaque,
                               compressed: try PNGEncoder.deflate(raw, .libdeflate(level: 6)),
                               pixelDigest: PNGFingerprint.digest(of: image))
  }

  @Test("Paeth rows (SSE2 on x86-64) and every other filter give the pixels back, RGB and RGBA, ties included",
        arguments: [true, false])
  func paethRows(opaque: Bool) throws {
    // Samples from a small set (0, 1, 127, 128, 254, 255) in half the rows make pa, pb and pc tie
    // often; the other rows are uniform. An LCG keeps the picture the same from run to run.
    var state: UInt64 = opaque ? 0x9E37_79B9 : 0x7F4A_7C15
    func next() -> UInt8 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(truncatingIfNeeded: state >> 33)
    }
    let ties: [UInt8] = [0, 1, 127, 128, 254, 255]
    var image = RGBAImage(width: 67, height: 24)
    for y in 0..<image.height {
      for i in (y * image.width * 4)..<((y + 1) * image.width * 4) {
        let sample = y % 2 == 0 ? ties[Int(next()) % ties.count] : next()
        image.pixels[i] = (opaque && i % 4 == 3) ? 255 : sample
      }
    }
    let allPaeth = try Self.filteredPNG(image) { _ in 4 }
    let mixed = try Self.filteredPNG(image) { $0 % 5 }
    for png in [allPaeth, mixed] {
      #expect(png[25] == (opaque ? 2 : 6))
      // Compared as Bools: a failure would otherwise print both images' pixels.
      #expect(Self.fast(png).map { $0 == image } == true)
      #expect(try PNGDecoder.decodeWithLibpng(png, source: "paeth") == image ? true : false)
    }
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

extension PNGFastDecoderTests {
  @Test("leaves to libpng a chunk type that is not four letters and a zlib window under 32 KiB, as the row comparison does")
  func leavesOddFilesToLibpng() throws {
    var image = RGBAImage(width: 300, height: 40, fill: (9, 8, 7, 255))
    for x in 0..<300 { image.pixels[(20 * 300 + x) * 4] = UInt8(x % 251) }  // back-references far apart
    let png = try PNGEncoder.encode(image)
    // A chunk named with a non-letter byte before the image data: libpng refuses the file.
    var chunks = PNGChunks.split(png)
    chunks.insert(PNGChunks.Chunk(type: "a\u{1}\u{2}\u{3}", data: [0]), at: 1)
    let badName = PNGChunks.join(chunks)
    #expect(Self.fast(badName) == nil)
    #expect(badName.withUnsafeBytes { PNGFastDecoder.unfilteredRows($0, width: 300, height: 40, maxPixels: 1 << 20) } == nil)
    #expect(throws: PNGError.self) { try PNGDecoder.decode(badName, source: "bad-name.png") }
    // The same stream declaring a 256-byte window (CINFO 0, FCHECK fixed): libdeflate would
    // inflate it, zlib under libpng refuses its back-references beyond 256 bytes.
    var small = PNGChunks.split(png)
    let index = try #require(small.firstIndex { $0.type == "IDAT" })
    #expect(small[index].data[0] >> 4 == 7, "snapcheck's encoder declares the 32 KiB window")
    small[index].data[0] = 0x08
    let flags = small[index].data[1] & 0xE0
    small[index].data[1] = flags | UInt8((31 - (0x08 * 256 + Int(flags)) % 31) % 31)
    let smallWindow = PNGChunks.join(small)
    #expect(Self.fast(smallWindow) == nil)
    #expect(smallWindow.withUnsafeBytes { PNGFastDecoder.unfilteredRows($0, width: 300, height: 40, maxPixels: 1 << 20) } == nil)
    #expect(throws: PNGError.self) { try PNGDecoder.decode(smallWindow, source: "small-window.png") }
    #expect(Self.fast(png) == image)
  }
}

extension PngSuiteCase {
  /// True for the 8-bit RGB/RGBA non-interlaced names (PngSuite's naming: n = not interlaced,
  /// c08 = colour 8-bit).
  var colorTypeIsRGB8: Bool { file.dropFirst(3).hasPrefix("n2c08") || file.dropFirst(3).hasPrefix("n6a08") }
}
