import Foundation
import Testing
@testable import CellRaster

/// Scanning a catalog: names, namespace groups, skipped set kinds, confinement, bounds.
@Suite struct AssetCatalogTests {
  @Test func scanFindsImageAndColorSetsWithNamespaces() throws {
    let catalog = try AssetCatalog.scan(folder: AssetFixtures.catalog, displayName: "TestAssets.xcassets",
                                        confinement: AssetFixtures.confinement())
    #expect(catalog.imageSets.keys.sorted() == ["Badge", "Glyph", "Icons/Dot", "Moon", "Swatch"])
    // "Colors" provides no namespace: its sets keep their own names.
    #expect(catalog.colorSets.keys.sorted() == ["Brand", "Gray"])
  }

  static func temporaryCatalog(_ body: (String) throws -> Void) throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("snapcheck-assets-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: root + "/A.xcassets", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: root) }
    try body(root)
  }

  @Test func symbolicLinkOutOfTheConfinementIsAnError() throws {
    try Self.temporaryCatalog { root in
      try FileManager.default.createSymbolicLink(atPath: root + "/A.xcassets/Out.imageset", withDestinationPath: "/etc")
      let confinement = try PathConfinement(root: root)
      #expect {
        try AssetCatalog.scan(folder: root + "/A.xcassets", displayName: "A.xcassets", confinement: confinement)
      } throws: { error in
        let error = error as? AssetCatalogError
        return error?.category == .badInput && error?.description.contains("resolves outside") == true
      }
    }
  }

  @Test func otherSetKindsAndHiddenEntriesAreSkipped() throws {
    try Self.temporaryCatalog { root in
      for folder in ["AppIcon.appiconset", "Data.dataset", ".hidden.imageset", "Real.imageset"] {
        try FileManager.default.createDirectory(atPath: root + "/A.xcassets/" + folder, withIntermediateDirectories: true)
      }
      let catalog = try AssetCatalog.scan(folder: root + "/A.xcassets", displayName: "A.xcassets", confinement: PathConfinement(root: root))
      #expect(catalog.imageSets.keys.sorted() == ["Real"])
    }
  }

  @Test func malformedGroupContentsNamesTheFileAndPath() throws {
    try Self.temporaryCatalog { root in
      try FileManager.default.createDirectory(atPath: root + "/A.xcassets/G", withIntermediateDirectories: true)
      try Data(#"{"properties": {"provides-namespace": "yes"}}"#.utf8).write(to: URL(fileURLWithPath: root + "/A.xcassets/G/Contents.json"))
      #expect {
        try AssetCatalog.scan(folder: root + "/A.xcassets", displayName: "A.xcassets", confinement: PathConfinement(root: root))
      } throws: { error in
        (error as? AssetCatalogError)?.description.hasSuffix("G/Contents.json: at $.properties[\"provides-namespace\"]: expected true or false, got string") == true
      }
    }
  }

  @Test func nestingIsBounded() throws {
    try Self.temporaryCatalog { root in
      let deep = root + "/A.xcassets/" + Array(repeating: "g", count: AssetCatalog.maximumDepth + 2).joined(separator: "/")
      try FileManager.default.createDirectory(atPath: deep, withIntermediateDirectories: true)
      #expect(throws: AssetCatalogError.self) {
        try AssetCatalog.scan(folder: root + "/A.xcassets", displayName: "A.xcassets", confinement: PathConfinement(root: root))
      }
    }
  }

  @Test func linkLoopIsScannedOnce() throws {
    try AssetCatalogTests.temporaryCatalog { root in
      try FileManager.default.createDirectory(atPath: root + "/A.xcassets/G/X.imageset", withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(atPath: root + "/A.xcassets/G/Loop", withDestinationPath: root + "/A.xcassets/G")
      let catalog = try AssetCatalog.scan(folder: root + "/A.xcassets", displayName: "A.xcassets", confinement: PathConfinement(root: root))
      #expect(catalog.imageSets.keys.sorted() == ["X"])
    }
  }
}
