import Foundation
import Testing
@testable import SnapCheckCore
import CellRaster

/// Asset catalogs from the command line: the bundled xib-asset-catalog scenario, `render
/// --assets` for a bare XIB, and the spec key's errors (65 at the JSON path, 66 when missing).
@Suite("asset catalogs: spec key and render --assets")
struct AssetCatalogCommandTests {
  static let specs = TestWorkspace.bundledSnapshots + "/specs"

  @Test("the bundled scenario renders every variant; only the image the catalog lacks is a warning")
  func bundledScenario() throws {
    let out = try TestWorkspace.temporaryFolder()
    let result = TestWorkspace.run(["render", Self.specs + "/xib-asset-catalog.json", "--out", out])
    #expect(result.status == .success, "\(result.err)")
    #expect(result.out.split(separator: "\n").count == 3)
    let missing = result.err.split(separator: "\n").filter { $0.contains("[xib.asset-missing]") }
    #expect(missing.count == 1)
    #expect(missing.first?.contains("image 'Banner' not found: not in assets/Sample.xcassets") == true)
    #expect(!result.err.contains("xib.image-unavailable"))
  }

  @Test("render file.xib --assets DIR resolves the XIB's images; --assets on a spec is a usage error")
  func renderXIBWithAssets() throws {
    let out = try TestWorkspace.temporaryFolder()
    let xib = Self.specs + "/xib/AssetCatalogCell.xib"
    let result = TestWorkspace.run(["render", xib, "--assets", Self.specs + "/assets/Sample.xcassets", "--out", out])
    #expect(result.status == .success, "\(result.err)")
    #expect(result.err.contains("image 'Banner' not found") && !result.err.contains("image 'Avatar' not found"))
    let without = TestWorkspace.run(["render", xib, "--out", out])
    #expect(without.err.contains("image 'Avatar' not found: no asset catalog was given"))
    let onSpec = TestWorkspace.run(["render", Self.specs + "/xib-asset-catalog.json", "--assets", "x.xcassets", "--out", out])
    #expect(onSpec.status == .usage)
    let notCatalog = TestWorkspace.run(["render", xib, "--assets", Self.specs + "/assets", "--out", out])
    #expect(notCatalog.status == .usage)
    let missing = TestWorkspace.run(["render", xib, "--assets", "/nonexistent/A.xcassets", "--out", out])
    #expect(missing.status == .noInput)
    // Repeatable (the hostile-input run found it refused a second one), at most 16 times.
    let second = TestWorkspace.run(["render", xib, "--assets", Self.specs + "/assets/Sample.xcassets",
                                    "--assets", Self.specs + "/../../Tests/CellRasterTests/Fixtures/TestAssets.xcassets", "--out", out])
    #expect(second.status == .success, "\(second.err)")
    let many = TestWorkspace.run(["render", xib] + Array(repeating: ["--assets", Self.specs + "/assets/Sample.xcassets"], count: 17).flatMap { $0 }
                                 + ["--out", out])
    #expect(many.status == .usage && many.err.contains("at most 16"))
  }

  /// Writes a spec naming the bundled XIB (copied) with `assets`, and renders it.
  func render(assets: String, in folder: String) throws -> (status: Exit, err: String) {
    try FileManager.default.createDirectory(atPath: folder + "/xib", withIntermediateDirectories: true)
    if !FileManager.default.fileExists(atPath: folder + "/xib/c.xib") {
      try FileManager.default.copyItem(atPath: Self.specs + "/xib/AssetCatalogCell.xib", toPath: folder + "/xib/c.xib")
    }
    try #"{"name": "a", "cell": "XIB", "properties": {"xib": "xib/c.xib", "assets": \#(assets)}}"#
      .write(toFile: folder + "/a.json", atomically: true, encoding: .utf8)
    let result = TestWorkspace.run(["render", folder + "/a.json", "--out", folder + "/out"])
    return (result.status, result.err)
  }

  @Test("the spec's assets key: bad values are 65 at the JSON path, a missing catalog 66, one outside the spec's folder 65")
  func specErrors() throws {
    let folder = try TestWorkspace.temporaryFolder()
    let notArray = try render(assets: #""A.xcassets""#, in: folder)
    #expect(notArray.status == .dataError && notArray.err.contains("at $.properties.assets: expected an array"), "\(notArray.err)")
    let empty = try render(assets: "[]", in: folder)
    #expect(empty.status == .dataError && empty.err.contains("expected 1–16 asset catalogs"), "\(empty.err)")
    let wrongName = try render(assets: #"["xib"]"#, in: folder)
    #expect(wrongName.status == .dataError && wrongName.err.contains("at $.properties.assets[0]: 'xib' is not an asset catalog"), "\(wrongName.err)")
    let missing = try render(assets: #"["Nope.xcassets"]"#, in: folder)
    #expect(missing.status == .noInput && missing.err.contains("asset catalog 'Nope.xcassets' not found"), "\(missing.err)")
    let outside = try render(assets: #""# + "[\"\(Self.specs)/assets/Sample.xcassets\"]", in: folder)
    #expect(outside.status == .dataError && outside.err.contains("resolves outside the spec's folder"), "\(outside.err)")
    // The XIB's named colour DetailText: the colour sets a cell names are read (others are not).
    try FileManager.default.createDirectory(atPath: folder + "/B.xcassets/DetailText.colorset", withIntermediateDirectories: true)
    try #"{"colors": [{"color": {"components": {"red": "x", "green": "0", "blue": "0"}}}]}"#
      .write(toFile: folder + "/B.xcassets/DetailText.colorset/Contents.json", atomically: true, encoding: .utf8)
    let bad = try render(assets: #"["B.xcassets"]"#, in: folder)
    #expect(bad.status == .dataError && bad.err.contains("DetailText.colorset/Contents.json: at $.colors[0].color.components.red:"), "\(bad.err)")
  }
}
