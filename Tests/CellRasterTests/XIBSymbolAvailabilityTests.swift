import Testing
@testable import CellRaster

/// `xib.symbol-unavailable`: a system image snapcheck has no shape for draws the placeholder
/// and is named in a warning.
@Suite("XIBSymbolAvailability")
struct XIBSymbolAvailabilityTests {
  @Test("an unknown symbol: a warning naming it (not 'not drawn'), and placeholder pixels in the tint where the image view is")
  func unknownSymbol() throws {
    let renderer = try CellRenderer()
    let text = XIBSamples.cell(width: 200, height: 60, subviews: SymbolInk.fixedSizeView(
      "imageView", #"contentMode="scaleAspectFit" image="figure.walk.motion" catalog="system""#, size: Size(width: 33, height: 33), ""),
      constraints: XIBSystemSymbolDrawingTests.pinned, resources: #"<image name="figure.walk.motion" catalog="system" width="128" height="128"/>"#)
    let document = try XIBSamples.parse(text)
    let tree = try XIBCellLayout(content: XIBCellContent(document: document), environment: RenderEnvironment(width: 200, scale: 2, height: 60),
                                 measurer: renderer.measurer).layout()
    let warnings = tree.findings.filter { $0.rule == "xib.symbol-unavailable" }
    #expect(warnings.count == 1)
    #expect(warnings.first?.message.contains("'figure.walk.motion'") == true)
    #expect(warnings.first?.nodeID == "v")
    #expect(!tree.findings.contains { $0.rule == "xib.image-unavailable" })
    let image = try renderer.render(tree)
    // The placeholder spans the 33 pt frame at (20, 10): its outline at the frame's left edge
    // and its question mark's dot (8.25, 12.7 of 16.5 units) are systemBlue.
    let blue = XIBNodeBuilder.defaultTint.light
    func isBlue(_ x: Double, _ y: Double) -> Bool { SymbolInk.isNear(image.pixel(x: Int(x * 2), y: Int(y * 2)), blue) }
    #expect(isBlue(20 + 0.6 * 2, 10 + 16.5))
    #expect(isBlue(20 + 16.5, 10 + 12.7 * 2))
    #expect(!isBlue(20 + 4 * 2, 10 + 16.5))
  }

  @Test("a known symbol, a hidden view or a bound image: no warning")
  func noWarning() throws {
    let document = try XIBSamples.parse(XIBSamples.cell(subviews: #"""
      <imageView image="gear" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="a">
        <rect key="frame" x="0" y="0" width="20" height="20"/>
      </imageView>
      <imageView hidden="YES" image="no.such" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="b">
        <rect key="frame" x="0" y="0" width="20" height="20"/>
      </imageView>
      """#))
    #expect(XIBSymbolAvailability.findings(document.root, document: document, boundImages: [:], outletNames: [:]).isEmpty)
  }
}
