import Foundation
@testable import CellRaster

/// The small asset catalog made for these tests (`Fixtures/TestAssets.xcassets`): Swatch (1x red,
/// 2x green, 3x blue, 10 × 10 pt), Moon (any yellow, dark purple, 2x, 10 × 10 pt), Glyph (a
/// template PDF, 20 × 20 pt, black square 5…15), Badge (an SVG, 20 × 20, left half red),
/// Icons/Dot (namespace group; iPhone black, iPad white, 4 × 4), colour sets Brand (light red,
/// dark #0080FF at 50 %) and Gray (gray-gamma-22 0.5).
enum AssetFixtures {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures").path
  static let catalog = folder + "/TestAssets.xcassets"

  static func confinement() throws -> PathConfinement { try PathConfinement(root: folder, rootName: "the test fixtures") }

  /// The catalog loaded for `names`.
  static func catalogs(_ names: Set<String>) throws -> AssetCatalogs {
    try AssetCatalogs.load(folders: [(catalog, "TestAssets.xcassets")], imageNames: names, confinement: confinement())
  }

  /// A cell with one image view `img` naming `image`, pinned 10 pt from the content view's
  /// top and leading edges, sized by its image (no width or height constraint).
  static func imageCell(_ image: String, element: String = "imageView", extra: String = "") -> String {
    XIBSamples.cell(width: 100, height: 44, subviews: """
      <\(element) id="img" \(element == "imageView" ? "image=\"\(image)\" contentMode=\"scaleToFill\"" : "buttonType=\"system\"") translatesAutoresizingMaskIntoConstraints="NO" \(extra)>
        <rect key="frame" x="10" y="10" width="10" height="10"/>
        \(element == "button" ? "<state key=\"normal\" image=\"\(image)\"/>" : "")
      </\(element)>
      """, constraints: """
      <constraint firstItem="img" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="10" id="c1"/>
      <constraint firstItem="img" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="10" id="c2"/>
      """)
  }

  /// Lays out and renders `xib` with the test catalog (or `assets`) in `environment`.
  static func render(_ xib: String, environment: RenderEnvironment, assets: AssetCatalogs? = nil,
                     bindings: XIBBindings = XIBBindings()) throws -> (tree: LayoutTree, image: RGBAImage) {
    let document = try XIBSamples.parse(xib)
    let content = XIBCellContent(document: document, bindings: bindings, assets: try assets ?? catalogs(document.assetImageNames))
    let tree = try XIBCellLayout(content: content, environment: environment, measurer: FakeTextMeasurer()).layout()
    return (tree, try CellRenderer().render(tree))
  }
}

extension RGBAImage {
  /// The pixel at (x, y) as a `Color`.
  func color(_ x: Int, _ y: Int) -> Color {
    let p = pixel(x: x, y: y)
    return Color(red: p.r, green: p.g, blue: p.b, alpha: p.a)
  }
}
