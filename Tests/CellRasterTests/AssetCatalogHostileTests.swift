import Foundation
import Testing
@testable import CellRaster

/// The hostile-input run's findings against asset catalogs, each now bad input (65) or bounded:
/// a colour component far outside Int (it crashed the process), an image or colour set whose
/// `Contents.json` is a symbolic link out of the allowed folders (it was read, and its colours
/// drawn), one PNG listed 64 times (decoded 64 times), and colour sets the cell never names (all
/// were read).
@Suite struct AssetCatalogHostileTests {
  static let red = #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1","green":"0","blue":"0","alpha":"1"}}}]}"#

  static func write(_ text: String, _ path: String) throws {
    try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  static func load(_ root: String, images: Set<String> = [], colors: Set<String>? = nil) throws -> AssetCatalogs {
    try AssetCatalogs.load(folders: [(root + "/A.xcassets", "A.xcassets")], imageNames: images, colorNames: colors,
                           confinement: PathConfinement(root: root))
  }

  @Test(arguments: ["1e19", "-1e19", "1e300"])
  func hugeNumericComponentIsBadInputNotACrash(value: String) throws {
    try AssetCatalogTests.temporaryCatalog { root in
      try Self.write(#"{"colors":[{"idiom":"universal","color":{"components":{"red":\#(value),"green":0,"blue":0}}}]}"#,
                     root + "/A.xcassets/Unused.colorset/Contents.json")
      #expect { try Self.load(root) } throws: { ($0 as? AssetCatalogError)?.category == .badInput }
    }
  }

  @Test(arguments: ["Brand.colorset", "Icon.imageset"])
  func setContentsLinkedOutsideIsRefused(set: String) throws {
    try AssetCatalogTests.temporaryCatalog { root in
      let outside = FileManager.default.temporaryDirectory.appendingPathComponent("snapcheck-outside-\(UUID().uuidString)").path
      defer { try? FileManager.default.removeItem(atPath: outside) }
      try Self.write(Self.red, outside + "/secret.json")
      try FileManager.default.createDirectory(atPath: root + "/A.xcassets/" + set, withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(atPath: root + "/A.xcassets/\(set)/Contents.json", withDestinationPath: outside + "/secret.json")
      #expect {
        try Self.load(root, images: ["Icon"], colors: ["Brand"])
      } throws: { error in
        let error = error as? AssetCatalogError
        return error?.category == .badInput && error?.description.contains("resolves outside") == true
      }
    }
  }

  @Test func onlyTheColourSetsTheCellNamesAreRead() throws {
    try AssetCatalogTests.temporaryCatalog { root in
      try Self.write(Self.red, root + "/A.xcassets/Brand.colorset/Contents.json")
      try Self.write("not JSON", root + "/A.xcassets/Broken.colorset/Contents.json")
      let catalogs = try Self.load(root, colors: ["Brand"])
      #expect(catalogs.colorSets.keys.sorted() == ["Brand"])
      // Asked for every set, the broken one is an error.
      #expect { try Self.load(root) } throws: { ($0 as? AssetCatalogError)?.category == .badInput }
    }
  }

  @Test func aFileListedAgainIsDecodedOnceAndTheTotalIsBounded() throws {
    try AssetCatalogTests.temporaryCatalog { root in
      let png = Data(try PNGEncoder.encode(RGBAImage(width: 2000, height: 2000, fill: (0, 0, 255, 255))))
      try FileManager.default.createDirectory(atPath: root + "/A.xcassets/Big.imageset", withIntermediateDirectories: true)
      try png.write(to: URL(fileURLWithPath: root + "/A.xcassets/Big.imageset/big.png"))
      let entry = #"{"filename":"big.png","idiom":"universal","scale":"3x"}"#
      try Self.write(#"{"images":[\#(Array(repeating: entry, count: 64).joined(separator: ","))]}"#,
                     root + "/A.xcassets/Big.imageset/Contents.json")
      // 64 listings of one 4-megapixel file: decoded once, within the 64-megapixel budget.
      let set = try #require(try Self.load(root, images: ["Big"]).imageSet(named: "Big"))
      #expect(set.renditions.count == 64)
      // 17 distinct 4-megapixel files are over it.
      var entries: [String] = []
      for index in 0..<17 {
        try png.write(to: URL(fileURLWithPath: root + "/A.xcassets/Big.imageset/big\(index).png"))
        entries.append(#"{"filename":"big\#(index).png","idiom":"universal","scale":"3x"}"#)
      }
      try Self.write(#"{"images":[\#(entries.joined(separator: ","))]}"#, root + "/A.xcassets/Big.imageset/Contents.json")
      #expect { try Self.load(root, images: ["Big"]) } throws: { error in
        (error as? AssetCatalogError)?.description.contains("megapixels in all") == true
      }
    }
  }
}
