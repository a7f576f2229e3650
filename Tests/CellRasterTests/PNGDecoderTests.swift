import Testing
@testable import CellRaster

/// One row of `pngsuite/expected.csv`.
struct PngSuiteCase: CustomTestStringConvertible, Sendable {
  let file: String
  let valid: Bool
  let width: Int
  let height: Int
  let sha256: String
  let note: String
  var testDescription: String { file }

  static let all: [PngSuiteCase] = Fixtures.csv("pngsuite", "expected.csv").dropFirst().map { row in
    PngSuiteCase(file: row[0], valid: row[1] == "yes", width: Int(row[2]) ?? 0, height: Int(row[3]) ?? 0,
                 sha256: row[4], note: row.count > 6 ? row[6] : "")
  }
}

@Suite("PNGDecoder")
struct PNGDecoderTests {
  @Test("the PngSuite listing is present (161 valid, 14 corrupt)")
  func suitePresent() {
    #expect(PngSuiteCase.all.filter(\.valid).count == 161)
    #expect(PngSuiteCase.all.filter { !$0.valid }.count == 14)
  }

  @Test("PngSuite: valid files decode to the listed RGBA8 (high-byte 16-bit), corrupt ones are rejected",
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
      print("PROBE \(entry.file): \(error?.description ?? "-")")
    }
  }
}
