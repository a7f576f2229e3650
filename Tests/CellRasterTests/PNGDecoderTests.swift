import Foundation
import Testing
@testable import CellRaster

/// One row of `pngsuite/expected.csv`.
struct PngSuiteCase: CustomTestStringConvertible, Sendable {
  let file: String
  let valid: Bool
  let width: Int
  let height: Int
  /// The listing's `rgba8_sha256_rounded` (16-bit samples as round(v / 257)) where it differs,
  /// else `rgba8_sha256`: the decoding snapcheck gives.
  let sha256: String
  let note: String
  var testDescription: String { file }

  static let all: [PngSuiteCase] = Fixtures.csv("pngsuite", "expected.csv").dropFirst().filter { $0.count >= 5 }.map { row in
    PngSuiteCase(file: row[0], valid: row[1] == "yes", width: Int(row[2]) ?? 0, height: Int(row[3]) ?? 0,
                 sha256: row.count > 5 && !row[5].isEmpty ? row[5] : row[4], note: row.count > 6 ? row[6] : "")
  }
}

@Suite("PNGDecoder")
struct PNGDecoderTests {
  @Test("the PngSuite listing is present (161 valid, 14 corrupt)", Fixtures.required)
  func suitePresent() {
    #expect(PngSuiteCase.all.filter(\.valid).count == 161)
    #expect(PngSuiteCase.all.filter { !$0.valid }.count == 14)
  }

  @Test("PngSuite: valid files decode to the listed RGBA8 (16-bit rounded), corrupt ones are rejected", Fixtures.required,
        arguments: PngSuiteCase.all)
  func pngSuite(_ entry: PngSuiteCase) throws {
    let bytes = try Fixtures.bytes("pngsuite", entry.file)
    if entry.valid {
      let image = try PNGDecoder.decode(bytes, source: entry.file)
      #expect(image.width == entry.width && image.height == entry.height)
      #expect(SHA256.hex(image.pixels) == entry.sha256)
    } else {
      let error = #expect(throws: PNGError.self) { try PNGDecoder.decode(bytes, source: entry.file) }
      #expect(error?.category == .badInput)
      #expect(error?.description.hasPrefix(entry.file + ": ") == true)
    }
  }
}

/// The one 8x6 image every alternative encoding below stores: grey levels 0/85/170/255 (exact at
/// 2 bits), with the 170 pixels transparent so that tRNS keys and palettes can express it.
enum OneImage {
  static let width = 8, height = 6
  static func level(_ x: Int, _ y: Int) -> Int { (x + 2 * y) % 4 }  // 0...3
  static func grey(_ x: Int, _ y: Int) -> Int { level(x, y) * 85 }
  static func alpha(_ x: Int, _ y: Int) -> Int { level(x, y) == 2 ? 0 : 255 }

  static var rgba: RGBAImage {
    var pixels: [UInt8] = []
    for y in 0..<height {
      for x in 0..<width {
        let g = UInt8(grey(x, y))
        pixels += [g, g, g, UInt8(alpha(x, y))]
      }
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }

  static func samples(_ f: (Int, Int) -> [Int]) -> [[[Int]]] {
    (0..<height).map { y in (0..<width).map { x in f(x, y) } }
  }

  /// 16-bit samples `v * 257` (v in both bytes), which every reduction to 8 bits maps back to v.
  static func wide(_ v: Int) -> Int { v * 257 }

  static let encodings: [(String, [UInt8])] = {
    let key170 = [0, 170]
    let palette = [(UInt8(0), UInt8(0), UInt8(0)), (85, 85, 85), (170, 170, 170), (255, 255, 255)]
    var list: [(String, [UInt8])] = []
    for interlaced in [false, true] {
      let tag = interlaced ? "interlaced " : ""
      list.append((tag + "RGBA 8", TestPNGWriter(colorType: 6, bitDepth: 8, interlaced: interlaced)
        .encode(width: width, height: height, samples: samples { x, y in [grey(x, y), grey(x, y), grey(x, y), alpha(x, y)] })))
      list.append((tag + "RGBA 16", TestPNGWriter(colorType: 6, bitDepth: 16, interlaced: interlaced)
        .encode(width: width, height: height, samples: samples { x, y in
          [wide(grey(x, y)), wide(grey(x, y)), wide(grey(x, y)), alpha(x, y) == 0 ? 0 : 0xFFFF] })))
      list.append((tag + "grey+alpha 8", TestPNGWriter(colorType: 4, bitDepth: 8, interlaced: interlaced)
        .encode(width: width, height: height, samples: samples { x, y in [grey(x, y), alpha(x, y)] })))
      list.append((tag + "grey+alpha 16", TestPNGWriter(colorType: 4, bitDepth: 16, interlaced: interlaced)
        .encode(width: width, height: height, samples: samples { x, y in [wide(grey(x, y)), alpha(x, y) == 0 ? 0 : 0xFFFF] })))
      list.append((tag + "grey 8 + tRNS", TestPNGWriter(colorType: 0, bitDepth: 8, interlaced: interlaced, transparency: key170.map(UInt8.init))
        .encode(width: width, height: height, samples: samples { x, y in [grey(x, y)] })))
      list.append((tag + "grey 2 + tRNS", TestPNGWriter(colorType: 0, bitDepth: 2, interlaced: interlaced, transparency: [0, 2])
        .encode(width: width, height: height, samples: samples { x, y in [level(x, y)] })))
      list.append((tag + "grey 16 + tRNS", TestPNGWriter(colorType: 0, bitDepth: 16, interlaced: interlaced,
                                                          transparency: [UInt8(170), 170])
        .encode(width: width, height: height, samples: samples { x, y in [wide(grey(x, y))] })))
      list.append((tag + "RGB 8 + tRNS", TestPNGWriter(colorType: 2, bitDepth: 8, interlaced: interlaced, transparency: [0, 170, 0, 170, 0, 170])
        .encode(width: width, height: height, samples: samples { x, y in [grey(x, y), grey(x, y), grey(x, y)] })))
      list.append((tag + "RGB 16 + tRNS", TestPNGWriter(colorType: 2, bitDepth: 16, interlaced: interlaced,
                                                         transparency: [170, 170, 170, 170, 170, 170])
        .encode(width: width, height: height, samples: samples { x, y in [wide(grey(x, y)), wide(grey(x, y)), wide(grey(x, y))] })))
      list.append((tag + "palette 8 + tRNS", TestPNGWriter(colorType: 3, bitDepth: 8, interlaced: interlaced, palette: palette, transparency: [255, 255, 0])
        .encode(width: width, height: height, samples: samples { x, y in [level(x, y)] })))
      list.append((tag + "palette 2 + tRNS", TestPNGWriter(colorType: 3, bitDepth: 2, interlaced: interlaced, palette: palette, transparency: [255, 255, 0])
        .encode(width: width, height: height, samples: samples { x, y in [level(x, y)] })))
    }
    return list
  }()

  /// The RGBA 8 encoding, for the bad-file tests.
  static var valid: [UInt8] { encodings[0].1 }

  /// `valid` with byte `index` inverted.
  static func corruptingByte(_ index: Int) -> [UInt8] {
    var bytes = valid
    bytes[index] ^= 0xFF
    return bytes
  }
}


extension PNGDecoderTests {
  @Test("palette, grey, 16-bit and interlaced encodings of one image decode to its RGBA form and compare equal",
        arguments: OneImage.encodings.map { $0.0 })
  func encodingsAgree(_ name: String) throws {
    let bytes = try #require(OneImage.encodings.first { $0.0 == name }?.1)
    let image = try PNGDecoder.decode(bytes, source: name)
    #expect(image == OneImage.rgba)
    #expect(ImageComparison.compare(reference: OneImage.rgba, actual: image).mismatchedPixels == 0)
  }

  @Test("bad files: exact messages naming the file and the problem", arguments: [
    ("empty", [UInt8](), "t.png: not a PNG file: the file is empty"),
    ("JPEG", [0xFF, 0xD8, 0xFF, 0xE0, 0, 16, 74, 70, 73, 70, 0], "t.png: not a PNG file: bad signature (the first 8 bytes are not 89 50 4E 47 0D 0A 1A 0A)"),
    ("short", Array(OneImage.valid.prefix(5)), "t.png: not a PNG file: bad signature (the first 8 bytes are not 89 50 4E 47 0D 0A 1A 0A)"),
    ("signature only", Array(OneImage.valid.prefix(8)), "t.png: invalid PNG: truncated: the file ends at byte 8, inside the chunk header after the signature"),
    ("truncated IDAT", Array(OneImage.valid.prefix(60)), "t.png: invalid PNG: truncated: IDAT chunk at byte 33 needs 221 bytes but the file ends after 27"),
    ("no IEND", Array(OneImage.valid.dropLast(12)), "t.png: invalid PNG: truncated: the file ends at byte 254, inside the chunk header after the IDAT chunk"),
    ("IDAT CRC", OneImage.corruptingByte(OneImage.valid.count - 13), "t.png: invalid PNG: IDAT: CRC error"),
  ] as [(String, [UInt8], String)])
  func badFiles(_ label: String, _ bytes: [UInt8], _ message: String) {
    #expect(throws: PNGError(file: "t.png", problem: String(message.dropFirst("t.png: ".count)))) {
      try PNGDecoder.decode(bytes, source: "t.png")
    }
  }

  @Test("PngSuite corrupt files: exact messages for CRC and IHDR errors", Fixtures.required, arguments: [
    ("xhdn0g08.png", "xhdn0g08.png: invalid PNG: IHDR: CRC error"),
    ("xcsn0g01.png", "xcsn0g01.png: invalid PNG: IDAT: CRC error"),
    ("xc1n0g08.png", "xc1n0g08.png: invalid PNG: Invalid IHDR data (Invalid color type in IHDR)"),
    ("xd3n2c08.png", "xd3n2c08.png: invalid PNG: Invalid IHDR data (Invalid bit depth in IHDR)"),
    ("xdtn0g01.png", "xdtn0g01.png: invalid PNG: IEND: out of place"),
  ])
  func pngSuiteMessages(_ file: String, _ message: String) throws {
    let bytes = try Fixtures.bytes("pngsuite", file)
    let error = #expect(throws: PNGError.self) { try PNGDecoder.decode(bytes, source: file) }
    #expect(error?.description == message)
    #expect(error?.category == .badInput)
  }

  @Test("the pixel limit is checked from IHDR before any pixel memory is allocated, and is configurable")
  func pixelLimit() throws {
    // A header that claims 20000 x 20000 (400 megapixels) followed by a tiny IDAT: rejected by size.
    var huge = Array(OneImage.valid.prefix(8))
    huge += TestPNGWriter.chunk("IHDR", TestPNGWriter.be32(20000) + TestPNGWriter.be32(20000) + [8, 6, 0, 0, 0])
    huge += TestPNGWriter.chunk("IDAT", TestPNGWriter.zlibStored([0]))
    huge += TestPNGWriter.chunk("IEND", [])
    #expect(throws: PNGError(file: "huge.png", problem: "image is 20000x20000 = 400000000 pixels, over the limit of 100000000 pixels")) {
      try PNGDecoder.decode(huge, source: "huge.png")
    }
    #expect(throws: PNGError(file: "one.png", problem: "image is 8x6 = 48 pixels, over the limit of 47 pixels")) {
      try PNGDecoder.decode(OneImage.valid, source: "one.png", maxPixels: 47)
    }
    #expect(try PNGDecoder.decode(OneImage.valid, source: "one.png", maxPixels: 48).width == 8)
  }

  @Test("decodeFile: a missing file, a folder and a device are .missingInput; nothing is read from a device")
  func files() {
    let missing = #expect(throws: FileError.self) { try PNGDecoder.decodeFile(atPath: "/nonexistent/x.png") }
    #expect(missing?.category == .missingInput)
    #expect(missing?.description == "/nonexistent/x.png: no such file")
    // This test file's own folder: there in every checkout, shared fixtures or not.
    let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
    let folder = #expect(throws: FileError.self) { try PNGDecoder.decodeFile(atPath: here) }
    #expect(folder?.category == .missingInput)
    #expect(folder?.description == "\(here): is a folder, not a regular file")
    let device = #expect(throws: FileError.self) { try PNGDecoder.decodeFile(atPath: "/dev/zero") }
    #expect(device?.description == "/dev/zero: is a device, FIFO or socket, not a regular file")
  }
}
