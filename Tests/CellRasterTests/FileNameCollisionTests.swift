import Testing
@testable import CellRaster

@Suite("FileNameCollision: names that would be one file on macOS or Windows")
struct FileNameCollisionTests {
  static let composed = "Caf\u{E9}", decomposed = "Cafe\u{301}"

  @Test("names that differ only in letter case or only in Unicode normalisation share a key; others do not")
  func keys() {
    #expect(!Self.composed.utf8.elementsEqual(Self.decomposed.utf8), "two spellings, two files on Linux")
    #expect(FileNameCollision.key(Self.composed).utf8.elementsEqual(FileNameCollision.key(Self.decomposed).utf8))
    #expect(FileNameCollision.key("Object-Cell").utf8.elementsEqual(FileNameCollision.key("object-cell").utf8))
    #expect(FileNameCollision.key("CAFE\u{301}").utf8.elementsEqual(FileNameCollision.key("caf\u{E9}").utf8))
    #expect(!FileNameCollision.key("cafe").utf8.elementsEqual(FileNameCollision.key("caf\u{E9}").utf8))
    #expect(!FileNameCollision.key("grow-1").utf8.elementsEqual(FileNameCollision.key("grow_1").utf8))
  }

  @Test("the message says how two colliding names differ")
  func difference() {
    #expect(FileNameCollision.difference(Self.composed, Self.decomposed) == "differ only in Unicode normalisation (NFC and NFD)")
    #expect(FileNameCollision.difference("Grow", "grow") == "differ only in letter case")
    #expect(FileNameCollision.difference("CAF\u{C9}", Self.decomposed) == "differ only in letter case and Unicode normalisation")
    #expect(FileNameCollision.difference("grow", "grow") == "are the same name")
  }
}
