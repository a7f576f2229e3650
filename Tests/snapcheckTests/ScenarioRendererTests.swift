import CellRaster
import Foundation
import Testing
@testable import snapcheck

@Suite("ScenarioRenderer: image cache")
struct ScenarioRendererTests {
  /// "café.png" with U+00E9 and with "e" + U+0301: one Swift String, two files on Linux.
  static let composed = "caf\u{E9}.png", decomposed = "cafe\u{301}.png"

  /// A snapshots folder with two specs whose detail images are the two files, red and blue.
  static func twoNormalisations() throws -> String {
    let root = try TestWorkspace.temporaryFolder() + "/Snapshots"
    try FileManager.default.createDirectory(atPath: root + "/specs", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: root + "/golden", withIntermediateDirectories: true)
    for (name, file, colour) in [("nfc", composed, (UInt8(255), UInt8(0), UInt8(0), UInt8(255))),
                                 ("nfd", decomposed, (UInt8(0), UInt8(0), UInt8(255), UInt8(255)))] {
      let png = try PNGEncoder.encode(RGBAImage(width: 8, height: 8, fill: colour))
      #expect(FileManager.default.createFile(atPath: root + "/specs/" + file, contents: Data(png)))
      try #"{"name": "\#(name)", "cell": "FUIObjectTableViewCell", "properties": {"headlineText": "A", "detailImage": "\#(file)"}}"#
        .write(toFile: root + "/specs/\(name).json", atomically: true, encoding: .utf8)
    }
    return root
  }

  @Test("two file names that differ only in Unicode normalisation are two images in the cache")
  func cacheKeysByBytes() throws {
    let root = try Self.twoNormalisations()
    #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/specs").filter { $0.hasSuffix(".png") }.count == 2)
    let cache = ScenarioRenderer.ImageCache()
    let red = try cache.image(atPath: root + "/specs/" + Self.composed)
    let blue = try cache.image(atPath: root + "/specs/" + Self.decomposed)
    #expect(red.pixel(x: 0, y: 0) == (255, 0, 0, 255))
    #expect(blue.pixel(x: 0, y: 0) == (0, 0, 255, 255))
  }

  @Test("each scenario's golden is drawn with its own image, as when rendered alone")
  func eachScenarioDrawsItsOwn() throws {
    let root = try Self.twoNormalisations()
    let record = TestWorkspace.run(["record", "--snapshots", root])
    #expect(record.status == .success, "\(record.err)")
    var goldens: [Data] = []
    for name in ["nfc", "nfd"] {
      let alone = try TestWorkspace.temporaryFolder()
      #expect(TestWorkspace.run(["render", root + "/specs/\(name).json", "--out", alone]).status == .success)
      let rendered = try #require(FileManager.default.contents(atPath: alone + "/w375-3x-L-light-ltr.png"))
      let golden = try #require(FileManager.default.contents(atPath: root + "/golden/\(name)/w375-3x-L-light-ltr.png"))
      #expect(golden == rendered, "\(name): the recorded golden is not the scenario drawn alone")
      goldens.append(golden)
    }
    #expect(goldens[0] != goldens[1])
  }
}
