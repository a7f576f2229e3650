import Foundation
import Testing
@testable import CellRaster

/// Issue 18: 16-bit samples are rounded, and a hostile PNG costs work bounded by its own size.
extension PNGDecoderTests {
  @Test("16-bit samples are rounded to 8 bits as pixelmatch's decoder does: 0x12FF gives 0x13 (the high byte would be 0x12)")
  func sixteenBitRounding() throws {
    // Grey 16: 0x12FF → round(4863 / 257) = 19 = 0x13; 0x1280 → 18.4 → 0x12; 0xFF7F → 254.6 → 0xFF; 0x0080 → 0.498 → 0.
    let grey = TestPNGWriter(colorType: 0, bitDepth: 16).encode(width: 4, height: 1, samples: [[[0x12FF], [0x1280], [0xFF7F], [0x0080]]])
    let image = try PNGDecoder.decode(grey, source: "g16.png")
    #expect(image.pixels == [0x13, 0x13, 0x13, 0xFF, 0x12, 0x12, 0x12, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x00, 0x00, 0x00, 0xFF])
    // RGBA 16, alpha included: (0x12FF, 0x00FF, 0x8080, 0x12FF).
    let rgba = TestPNGWriter(colorType: 6, bitDepth: 16).encode(width: 1, height: 1, samples: [[[0x12FF, 0x00FF, 0x8080, 0x12FF]]])
    #expect(try PNGDecoder.decode(rgba, source: "c16.png").pixels == [0x13, 0x01, 0x80, 0x13])
  }

  @Test("pixelmatch mode counts a 16-bit pair by its rounded values: 0x12FF vs 0x1300 is no difference")
  func sixteenBitPixelmatch() throws {
    let a = TestPNGWriter(colorType: 0, bitDepth: 16).encode(width: 1, height: 1, samples: [[[0x12FF]]])
    let b = TestPNGWriter(colorType: 0, bitDepth: 8).encode(width: 1, height: 1, samples: [[[0x13]]])
    #expect(try PNGDecoder.decode(a, source: "a.png") == PNGDecoder.decode(b, source: "b.png"))
  }

  @Test("an IDAT stream inflating far past its IHDR size is an error, not inflated to its end")
  func idatSurplus() throws {
    // 16x16 8-bit RGB (784 bytes of rows) followed by 256 KiB of surplus zeros in the same stream.
    let rows: [UInt8] = (0..<16).flatMap { _ -> [UInt8] in [0] + [UInt8](repeating: 0x40, count: 48) }
    func png(_ raw: [UInt8]) -> [UInt8] {
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + TestPNGWriter.chunk("IHDR", TestPNGWriter.be32(16) + TestPNGWriter.be32(16) + [8, 2, 0, 0, 0])
        + TestPNGWriter.chunk("IDAT", TestPNGWriter.zlibStored(raw)) + TestPNGWriter.chunk("IEND", [])
    }
    #expect(try PNGDecoder.decode(png(rows), source: "ok.png").width == 16)
    let error = #expect(throws: PNGError.self) { try PNGDecoder.decode(png(rows + [UInt8](repeating: 0, count: 256 << 10)), source: "bomb.png") }
    #expect(error?.category == .badInput)
    #expect(error?.description == "bomb.png: invalid PNG: too much image data: the IDAT stream inflates to more than the 16 x 16 image IHDR describes")
    // A small surplus (under 64 KiB) is tolerated, as libpng tolerates it.
    #expect(try PNGDecoder.decode(png(rows + [UInt8](repeating: 0, count: 1_000)), source: "tail.png").width == 16)
  }

  @Test("a chunk claiming 2 GiB in a 44-byte file is refused from its length, before libpng allocates it")
  func chunkPastEnd() throws {
    let ihdr = TestPNGWriter.chunk("IHDR", TestPNGWriter.be32(16) + TestPNGWriter.be32(16) + [8, 2, 0, 0, 0])
    let file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + ihdr + TestPNGWriter.be32(0x7FFF_FFFF) + Array("tEXtabc".utf8)
    #expect(file.withUnsafeBytes { PNGChunkScan.hasChunkPastEnd($0) })
    #expect(OneImage.valid.withUnsafeBytes { !PNGChunkScan.hasChunkPastEnd($0) })
    let error = #expect(throws: PNGError.self) { try PNGDecoder.decode(file, source: "claim.png") }
    #expect(error?.description == "claim.png: invalid PNG: truncated: tEXt chunk at byte 33 needs 2147483659 bytes but the file ends after 11")
  }

  @Test("IDAT data too short for its IHDR size even at DEFLATE's 1032:1 is refused before the image is allocated")
  func idatTooShort() throws {
    let ihdr = TestPNGWriter.chunk("IHDR", TestPNGWriter.be32(10_000) + TestPNGWriter.be32(10_000) + [8, 6, 0, 0, 0])
    let file = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + ihdr
      + TestPNGWriter.chunk("IDAT", TestPNGWriter.zlibStored([UInt8](repeating: 0, count: 100))) + TestPNGWriter.chunk("IEND", [])
    let error = #expect(throws: PNGError.self) { try PNGDecoder.decode(file, source: "short.png") }
    #expect(error?.description == "short.png: invalid PNG: not enough image data: the IDAT chunks are too short to inflate to the 10000 x 10000 image IHDR describes")
  }
}

extension PNGDecoderTests {
  /// The png fuzzer's findings (Fuzz/regressions/png/): a 61-byte PNG whose zTXt chunk claims
  /// 2.3 GB and a 76-byte one whose iTXt chunk claims 1.7 GB. Before the chunk-length check each
  /// decode allocated the claimed size (out of memory under libFuzzer's 2 GB limit, or 4 s).
  @Test("the fuzzer's huge text-chunk PNGs are refused from their chunk lengths", arguments: [
    ("png-ztxt-chunk-length-2.3GB.png", "zTXt"), ("png-itxt-chunk-length-1.7GB.png", "iTXt"),
  ])
  func fuzzedChunkClaims(_ name: String, _ chunk: String) throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Fuzz/regressions/png/\(name)").standardizedFileURL
    let bytes = try FileBytes.read(url.path)
    #expect(bytes.count < 100)
    let error = #expect(throws: PNGError.self) { try PNGDecoder.decode(bytes, source: name) }
    #expect(error?.description.hasPrefix("\(name): invalid PNG: truncated: \(chunk) chunk at byte ") == true, "\(error.map { "\($0)" } ?? "")")
  }
}
