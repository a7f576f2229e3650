import Testing
@testable import CellRaster

/// `XIBSymbolConfiguration`: how a XIB's `catalog`, `symbolScale` and
/// `<preferredSymbolConfiguration>` are read, and the sizes and weights they give.
@Suite("XIBSymbolConfiguration")
struct XIBSymbolConfigurationTests {
  func view(_ element: String, resources: String = "") throws -> (XIBView, XIBDocument) {
    let document = try XIBSamples.parse(XIBSamples.cell(subviews: element, resources: resources))
    return (try #require(document.root.view(withID: "v")), document)
  }

  @Test("an image view's catalog, imageReference symbolScale and pointSize configuration (Hackers ItemCell's spelling)")
  func imageViewConfiguration() throws {
    let (view, document) = try self.view(#"""
      <imageView contentMode="center" translatesAutoresizingMaskIntoConstraints="NO" id="v">
        <rect key="frame" x="0" y="0" width="60" height="60"/>
        <imageReference key="image" image="safari" catalog="system" symbolScale="large" renderingMode="template"/>
        <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="34" weight="bold"/>
      </imageView>
      """#, resources: #"<image name="safari" catalog="system" width="128" height="121"/>"#)
    let symbol = try #require(view.sizing.symbol)
    #expect(symbol.isSystemCatalog && symbol.pointSize == 34 && symbol.weight == .bold && symbol.scale == .large)
    #expect(abs(symbol.sizeFactor(at: .large) - 34.0 / 17 * 1.3) < 1e-12)
    // 128 x 121 canvas units at 16.5 / 128 pt, × 2 × 1.3.
    let size = try #require(XIBSymbolImageSize.imageSize(view, document: document, category: .large))
    #expect(abs(size.width - 16.5 * 2.6) < 1e-9 && abs(size.height - 121 * 16.5 / 128 * 2.6) < 1e-9)
  }

  @Test("a font configuration takes the font's size (Dynamic Type for a text style) and weight; scale default is medium")
  func fontConfiguration() throws {
    let (view, _) = try self.view(#"""
      <imageView image="star.fill" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="v">
        <rect key="frame" x="0" y="0" width="20" height="20"/>
        <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="font" scale="default">
          <fontDescription key="fontDescription" type="boldSystem" pointSize="34"/>
        </preferredSymbolConfiguration>
      </imageView>
      """#)
    let symbol = try #require(view.sizing.symbol)
    #expect(symbol.scale == nil && symbol.resolvedPointSize(at: .large) == 34 && symbol.resolvedWeight(at: .large) == .bold)
    let (styled, _) = try self.view(#"""
      <imageView image="star.fill" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="v">
        <rect key="frame" x="0" y="0" width="20" height="20"/>
        <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="font">
          <fontDescription key="fontDescription" style="UICTFontTextStyleTitle1"/>
        </preferredSymbolConfiguration>
      </imageView>
      """#)
    let title = try #require(styled.sizing.symbol)
    #expect(title.resolvedPointSize(at: .large) == 28 && title.resolvedPointSize(at: .accessibilityExtraExtraExtraLarge) > 28)
  }

  @Test("a button's normal state, its configuration and the configuration's preferredSymbolConfigurationForImage")
  func buttonConfiguration() throws {
    let (legacy, _) = try self.view(#"""
      <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v">
        <rect key="frame" x="0" y="0" width="30" height="22"/>
        <state key="normal" image="star.fill" catalog="system"/>
        <state key="selected" image="heart.fill" catalog="system"/>
      </button>
      """#)
    #expect(legacy.sizing.symbol?.isSystemCatalog == true && legacy.imageName == "star.fill")
    let (configured, _) = try self.view(#"""
      <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="v">
        <rect key="frame" x="0" y="0" width="48" height="48"/>
        <buttonConfiguration key="configuration" style="plain" image="checkmark.square.fill" catalog="system">
          <preferredSymbolConfiguration key="preferredSymbolConfigurationForImage" configurationType="pointSize" pointSize="20" scale="small" weight="light"/>
        </buttonConfiguration>
      </button>
      """#)
    let symbol = try #require(configured.sizing.symbol)
    #expect(symbol.isSystemCatalog && symbol.pointSize == 20 && symbol.scale == .small && symbol.weight == .light)
  }

  @Test("no system image and no configuration: nil; an asset keeps its resource size")
  func none() throws {
    let (view, document) = try self.view(#"""
      <imageView image="Dot" translatesAutoresizingMaskIntoConstraints="NO" id="v">
        <rect key="frame" x="0" y="0" width="18" height="18"/>
      </imageView>
      """#, resources: #"<image name="Dot" width="18" height="18"/>"#)
    #expect(view.sizing.symbol == nil && !XIBSymbolImageSize.isSystemImage(view, document: document))
    #expect(XIBSymbolImageSize.imageSize(view, document: document, category: .large) == Size(width: 18, height: 18))
  }

  @Test("a symbol listed only in <resources> is a system image at its canvas size; one listed nowhere takes the shape's design box")
  func resourcesAndCatalogue() throws {
    let (listed, document) = try self.view(#"""
      <imageView image="chevron.right" translatesAutoresizingMaskIntoConstraints="NO" id="v">
        <rect key="frame" x="0" y="0" width="12.5" height="16.5"/>
      </imageView>
      """#, resources: #"<image name="chevron.right" catalog="system" width="96" height="128"/>"#)
    #expect(XIBSymbolImageSize.isSystemImage(listed, document: document))
    #expect(XIBSymbolImageSize.imageSize(listed, document: document, category: .large) == Size(width: 12.375, height: 16.5))
    let (unlisted, other) = try self.view(#"""
      <imageView image="heart" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="v">
        <rect key="frame" x="0" y="0" width="16" height="16"/>
        <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="34"/>
      </imageView>
      """#)
    let size = try #require(XIBSymbolImageSize.imageSize(unlisted, document: other, category: .large))
    #expect(abs(size.width - SystemSymbol.heart.designSize.width * 2) < 1e-9)
  }

  @Test("a bad point size, weight or scale is an error naming the element and attribute", arguments: [
    (#"pointSize="nan""#, "pointSize"), (#"pointSize="5000""#, "pointSize"), (#"weight="extraFat""#, "weight"),
    (#"scale="huge""#, "scale"),
  ])
  func errors(attribute: String, name: String) throws {
    let text = XIBSamples.cell(subviews: """
      <imageView image="star" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="v">
        <rect key="frame" x="0" y="0" width="20" height="20"/>
        <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" \(attribute)/>
      </imageView>
      """)
    do {
      _ = try XIBSamples.parse(text)
      Issue.record("expected an error for \(attribute)")
    } catch let error as XIBError {
      #expect(error.category == .badInput)
      #expect(error.description.contains("<preferredSymbolConfiguration") && error.description.contains("\(name)="), "\(error)")
    }
  }

  @Test("an unknown symbolScale on an image reference is an error too")
  func symbolScaleError() throws {
    let text = XIBSamples.cell(subviews: """
      <imageView translatesAutoresizingMaskIntoConstraints="NO" id="v">
        <rect key="frame" x="0" y="0" width="20" height="20"/>
        <imageReference key="image" image="star" catalog="system" symbolScale="gigantic"/>
      </imageView>
      """)
    #expect(throws: XIBError.self) { try XIBSamples.parse(text) }
  }
}
