import Testing
@testable import CellRaster

@Suite("PNGChunkScan")
struct PNGChunkScanTests {
  func scan(_ bytes: [UInt8]) -> String? { bytes.withUnsafeBytes { PNGChunkScan.truncation(in: $0) } }

  @Test("complete files have no truncation; cut files name the chunk and the byte")
  func truncation() {
    let valid = OneImage.valid
    #expect(scan(valid) == nil)
    #expect(scan(Array(valid.prefix(20))) == "truncated: IHDR chunk at byte 8 needs 25 bytes but the file ends after 12")
    #expect(scan(Array(valid.prefix(35))) == "truncated: the file ends at byte 35, inside the chunk header after the IHDR chunk")
  }

  @Test("a damaged length is named as corruption, not as a short file")
  func damagedLength() {
    var longer = OneImage.valid
    longer[11] = 14  // IHDR length 13 -> 14: the next header is read one byte late
    #expect(scan(longer) == "truncated: DATx chunk at byte 34 needs 53589 bytes but the file ends after 232 "
              + "(or a length before it is wrong: DATx is not a registered chunk type)")
    var garbled = OneImage.valid
    garbled[37] = 0x01  // a control byte where the next chunk type begins
    #expect(scan(garbled) == "corrupt: no chunk type at byte 37 after the IHDR chunk (bytes 01 44 41 54): "
              + "the length of the IHDR chunk is wrong, or the file is damaged there")
    var huge = OneImage.valid
    huge[8] = 0x80  // IHDR length 2^31 + 13
    #expect(scan(huge) == "corrupt: IHDR chunk at byte 8 declares 2147483661 bytes, over PNG's limit of 2^31 - 1")
  }
}
