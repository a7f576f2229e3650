import Testing
@testable import CellRaster

@Suite("FilePathKey: paths compared byte for byte")
struct FilePathKeyTests {
  @Test("names that differ only in Unicode normalisation are different keys; equal bytes are one key")
  func normalisation() {
    let composed = "images/caf\u{E9}.png", decomposed = "images/cafe\u{301}.png"
    #expect(composed == decomposed, "Swift String equality is canonical equivalence")
    #expect(FilePathKey(composed) != FilePathKey(decomposed))
    #expect(FilePathKey(composed) == FilePathKey("images/caf\u{E9}.png"))
    var table: [FilePathKey: Int] = [:]
    table[FilePathKey(composed)] = 1
    table[FilePathKey(decomposed)] = 2
    #expect(table.count == 2)
    #expect(FilePathKey(decomposed).description.unicodeScalars.count == decomposed.unicodeScalars.count)
  }
}
