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
}
