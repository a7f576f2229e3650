import CellRaster
import Foundation
import Testing
@testable import SnapCheckCore

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

  /// A 320 x 44 XIB cell whose image view `iconView` (20 x 20, scale to fill) sits 16 pt from
  /// the leading edge, centred vertically.
  static let iconCell = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch">
      <objects>
        <tableViewCell id="cell" rowHeight="44">
          <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
          <tableViewCellContentView key="contentView" id="cv">
            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
            <subviews>
              <imageView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="img">
                <rect key="frame" x="16" y="12" width="20" height="20"/>
                <constraints>
                  <constraint firstAttribute="width" constant="20" id="w"/>
                  <constraint firstAttribute="height" constant="20" id="h"/>
                </constraints>
              </imageView>
            </subviews>
            <constraints>
              <constraint firstItem="img" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="16" id="l"/>
              <constraint firstItem="img" firstAttribute="centerY" secondItem="cv" secondAttribute="centerY" id="y"/>
            </constraints>
          </tableViewCellContentView>
          <connections><outlet property="iconView" destination="img" id="o"/></connections>
        </tableViewCell>
      </objects>
    </document>
    """

  @Test("one spec naming both files (two rows, then a step that swaps one) draws each row with its own file's pixels")
  func oneSpecBothFiles() throws {
    let root = try Self.twoNormalisations()
    try Self.iconCell.write(toFile: root + "/specs/icon.xib", atomically: true, encoding: .utf8)
    try """
      {"name": "rows", "cell": "XIBList", "properties": {"xib": "icon.xib", "rowHeight": 44,
        "rows": [{"iconView.image": "\(Self.composed)"}, {"iconView.image": "\(Self.decomposed)"}]},
       "variants": [{"width": 320, "scale": 2}], "expectedFindings": ["label-missing"],
       "steps": [{"action": "setProperty", "property": "row0.iconView.image", "value": "\(Self.decomposed)", "name": "swap"}]}
      """.write(toFile: root + "/specs/rows.json", atomically: true, encoding: .utf8)
    let record = TestWorkspace.run(["record", "--snapshots", root])
    #expect(record.status == .success, "\(record.err)")
    // Icon centres: x = 16 + 10 pt, y = 22 pt in row 0 and 44 + 22 pt in row 1; at 2x.
    func colours(_ golden: String) throws -> [[UInt8]] {
      let image = try PNGDecoder.decodeFile(atPath: root + "/golden/rows/" + golden)
      return [44, 132].map { y in let p = image.pixel(x: 52, y: y); return [p.r, p.g, p.b, p.a] }
    }
    let red: [UInt8] = [255, 0, 0, 255], blue: [UInt8] = [0, 0, 255, 255]
    #expect(try colours("w320-2x-L-light-ltr.png") == [red, blue], "row 0 is the NFC file, row 1 the NFD one")
    #expect(try colours("w320-2x-L-light-ltr.swap.png") == [blue, blue], "after the step both rows show the NFD file")
  }
}

/// One spec's images: each file decoded once, and a budget of pixels in all (`SpecImages`).
@Suite("ScenarioRenderer: a spec's images")
struct SpecImagesTests {
  static let cursor = JSONCursor(.null, path: "$.properties.attachments[2].thumbnail", file: "spec.json")

  @Test("a file named again is not decoded again and does not count again; past the budget the spec is refused")
  func budget() throws {
    let images = ScenarioRenderer.SpecImages(maximumPixels: 250)
    var decodes = 0
    func load(_ path: String, _ side: Int) throws -> RGBAImage {
      try images.image(atPath: path, relative: path, at: Self.cursor) {
        decodes += 1
        return RGBAImage(width: side, height: side, fill: (0, 0, 0, 255))
      }
    }
    for _ in 0..<12 { _ = try load("/s/a.png", 10) }  // 100 px, named twelve times
    #expect(decodes == 1)
    _ = try load("/s/./b.png", 12)  // 144 px: 244 in all
    #expect(decodes == 2)
    let error = try #require(throws: SpecError.self) { try load("/s/c.png", 3) }  // 9 px more: 253
    #expect(error.description == "spec.json: at $.properties.attachments[2].thumbnail: image '/s/c.png' (3 x 3 px) takes the spec's "
            + "images to 0.0 megapixels; a spec's images may have at most 0.0 megapixels in all, each file counted once")
    _ = try load("/s/b.png", 12)  // the same file as /s/./b.png: not decoded again (c.png was the third)
    #expect(decodes == 3)
  }

  @Test("the defaults: a spec's images 100 megapixels in all (one PNG's most), the run's cache 64")
  func defaultBudget() {
    #expect(ScenarioRenderer.SpecImages().maximumPixels == 100_000_000)
    #expect(ScenarioRenderer.ImageCache.maximumPixels == 64_000_000)
  }
}
