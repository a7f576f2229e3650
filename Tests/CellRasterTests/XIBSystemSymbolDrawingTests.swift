import Testing
@testable import CellRaster

/// SF Symbols in XIB cells (`XIBNodeBuilder.systemSymbolImage`): image views and buttons draw
/// them in their tint, at their configuration's size and weight, mirrored where UIKit mirrors.
@Suite("XIBNodeBuilder+SystemSymbols")
struct XIBSystemSymbolDrawingTests {
  static let systemBlue = XIBNodeBuilder.defaultTint.light

  /// An image view `v` at (x, 10) with no size constraints (its intrinsic size decides), in a
  /// 200 x 60 cell.
  static func imageView(_ attributes: String, _ children: String = "", x: Double = 20) -> String {
    """
    <imageView contentMode="scaleAspectFit" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="v">
      <rect key="frame" x="\(x)" y="10" width="20" height="20"/>
      \(children)
    </imageView>
    """
  }

  static let pinned = #"""
    <constraint firstItem="v" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="20" id="c1"/>
    <constraint firstItem="v" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="10" id="c2"/>
    """#

  func layout(_ subviews: String, constraints: String = pinned, resources: String = "",
              direction: LayoutDirection = .leftToRight, renderer: CellRenderer) throws -> (LayoutTree, RGBAImage) {
    let document = try XIBSamples.parse(XIBSamples.cell(width: 200, height: 60, subviews: subviews, constraints: constraints,
                                                        resources: resources))
    let environment = RenderEnvironment(width: 200, scale: 2, layoutDirection: direction, height: 60)
    let tree = try XIBCellLayout(content: XIBCellContent(document: document), environment: environment, measurer: renderer.measurer).layout()
    return (tree, try renderer.render(tree))
  }

  /// The pixels of `image` (2x) inside `frame` near `color`.
  func count(_ color: Color, in frame: Rect, _ image: RGBAImage) -> Int {
    SymbolInk.count(color, in: frame, image, scale: 2)
  }

  @Test("an image view's system image is drawn in the inherited tint (systemBlue) with no 'not drawn' warning")
  func defaultTint() throws {
    let renderer = try CellRenderer()
    let (tree, image) = try layout(Self.imageView(#"image="star.fill" catalog="system""#),
                                   resources: #"<image name="star.fill" catalog="system" width="128" height="116"/>"#, renderer: renderer)
    let node = try #require(tree.root.node(withID: "v"))
    #expect(node.image?.source == .systemSymbol(SystemSymbolImage(name: "star.fill", pointSize: Size(width: 16.5, height: 14.953125))))
    #expect(node.frame.size.width == 16.5)
    #expect(count(Self.systemBlue, in: node.frame, image) > 100)
    #expect(!tree.findings.contains { $0.rule == "xib.image-unavailable" || $0.rule == "xib.symbol-unavailable" })
  }

  @Test("the image view's own tintColor colours the symbol")
  func ownTint() throws {
    let renderer = try CellRenderer()
    let (tree, image) = try layout(Self.imageView(#"image="heart.fill" catalog="system""#,
      #"<color key="tintColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#), renderer: renderer)
    let frame = try #require(tree.root.node(withID: "v")?.frame)
    // The middle of the heart is solid red.
    let p = image.pixel(x: Int(frame.midX * 2), y: Int(frame.midY * 2))
    #expect(p.r == 255 && p.g == 0 && p.b == 0, "\(p)")
    #expect(count(Self.systemBlue, in: frame, image) == 0)
  }

  @Test("scale large draws bigger than small (1.3 / 0.8 of the frame), and a point size scales the frame")
  func scale() throws {
    let renderer = try CellRenderer()
    func frame(_ children: String) throws -> (Rect, Int) {
      let (tree, image) = try layout(Self.imageView(#"catalog="system""#, children), renderer: renderer)
      let frame = try #require(tree.root.node(withID: "v")?.frame)
      return (frame, count(Self.systemBlue, in: Rect(x: 0, y: 0, width: 200, height: 60), image))
    }
    let (small, smallInk) = try frame(#"<imageReference key="image" image="plus" catalog="system" symbolScale="small"/>"#)
    let (large, largeInk) = try frame(#"<imageReference key="image" image="plus" catalog="system" symbolScale="large"/>"#)
    #expect(abs(large.width / small.width - 1.3 / 0.8) < 0.05, "\(small) \(large)")
    #expect(largeInk > smallInk * 2, "\(smallInk) \(largeInk)")
    let (big, _) = try frame(#"<imageReference key="image" image="plus" catalog="system"/><preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="34"/>"#)
    #expect(abs(big.width - 31) < 0.6, "\(big)")
  }

  @Test("the configuration's weight reaches the drawing: bold inks more than ultraLight")
  func weight() throws {
    let renderer = try CellRenderer()
    func ink(_ weight: String) throws -> Int {
      let (_, image) = try layout(Self.imageView(#"image="xmark" catalog="system""#,
        #"<preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="30" weight="\#(weight)"/>"#),
        renderer: renderer)
      return count(Self.systemBlue, in: Rect(x: 0, y: 0, width: 200, height: 60), image)
    }
    #expect(try ink("bold") > ink("ultraLight") * 2)
  }

  /// The mean x of the symbol-blue pixels in the top fifth of `frame`, relative to its middle.
  func topInkOffset(_ image: RGBAImage, _ frame: Rect) -> Double {
    var xs: [Int] = []
    for y in Int(frame.minY * 2)..<Int((frame.minY + frame.height / 5) * 2) {
      for x in Int(frame.minX * 2)..<Int((frame.maxX * 2).rounded(.up)) where image.pixel(x: x, y: y).r < 128 { xs.append(x) }
    }
    return Double(xs.reduce(0, +)) / Double(max(1, xs.count)) - frame.midX * 2
  }

  @Test("chevron.forward mirrors in right-to-left (its arms open to the right), chevron.right does not")
  func rightToLeft() throws {
    let renderer = try CellRenderer()
    for (name, direction, armsLeft) in [("chevron.forward", LayoutDirection.leftToRight, true), ("chevron.forward", .rightToLeft, false),
                                        ("chevron.right", .rightToLeft, true), ("chevron.backward", .rightToLeft, true)] {
      let (tree, image) = try layout(Self.imageView(#"image="\#(name)" catalog="system""#), direction: direction, renderer: renderer)
      let node = try #require(tree.root.node(withID: "v"))
      #expect(node.image?.isFlippedHorizontally == (name != "chevron.right" && direction == .rightToLeft))
      let offset = topInkOffset(image, node.frame)
      #expect(armsLeft ? offset < -2 : offset > 2, "\(name) \(direction): \(offset)")
    }
  }

  @Test("a button's normal-state system image is drawn alone, centred, in the button's tint (covpass's star.fill button)")
  func buttonImage() throws {
    let renderer = try CellRenderer()
    let button = SymbolInk.fixedSizeView("button", #"contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center""#,
                                         size: Size(width: 30, height: 22), #"<state key="normal" image="star.fill" catalog="system"/>"#)
    let (tree, image) = try layout(button, resources: #"<image name="star.fill" catalog="system" width="128" height="116"/>"#, renderer: renderer)
    let part = try #require(tree.root.node(withID: "v.imageView"))
    #expect(part.accessibility.isAccessibilityElement == false)
    #expect(abs(part.frame.midX - 35) < 0.01 && abs(part.frame.midY - 21) < 0.01 && part.frame.width == 16.5)
    #expect(count(Self.systemBlue, in: part.frame, image) > 100)
  }

  @Test("a configured button's image sits before its title, in the configuration's foreground (white on filled)")
  func configuredButton() throws {
    let renderer = try CellRenderer()
    let button = SymbolInk.fixedSizeView("button", #"contentMode="scaleToFill" buttonType="system""#, size: Size(width: 120, height: 40),
      #"<buttonConfiguration key="configuration" style="filled" title="Add" image="plus.circle.fill" catalog="system" imagePadding="6"/>"#)
    let (tree, image) = try layout(button, renderer: renderer)
    let buttonNode = try #require(tree.root.node(withID: "v"))
    let part = try #require(tree.root.node(withID: "v.imageView"))
    #expect(part.image?.tint == .white)
    #expect(part.frame.minX < buttonNode.frame.midX - 10)
    // The white disc of plus.circle.fill over the tinted background.
    #expect(count(.white, in: part.frame, image) > 80)
  }

  /// The corpus cells that show system images (`grep 'catalog="system"'`), laid out at their
  /// canvas width with the real fonts: every visible symbol image draws (the render differs
  /// from one without that image inside its frame), with no "not drawn" warning.
  @Test(Fixtures.required, arguments: [
    ("arcgis-runtime-toolkit-ios__FloorFilterSiteFacilityCell.xib", "chevron.right"),
    ("pocket-casts-ios__PlayerChapterCell.xib", "checkmark.square.fill"),
    ("Hackers__ItemCell.xib", "safari"),
    ("covpass-ios__CertificateCollectionViewCell.xib", "star.fill"),
  ])
  func corpus(file: String, symbol: String) throws {
    let renderer = try CellRenderer()
    let document = try XIBParser.parse(file: Fixtures.path("xib-corpus", file))
    let environment = RenderEnvironment(width: document.canvasSize.width, scale: 2)
    let tree = try XIBCellLayout(content: XIBCellContent(document: document), environment: environment, measurer: renderer.measurer).layout()
    let nodes = tree.root.allNodes.filter {
      if case .systemSymbol(let image) = $0.image?.source { return image.name == symbol }
      return false
    }
    let node = try #require(nodes.first, "\(file): no node draws \(symbol)")
    var blank = tree
    func removeImage(_ n: inout LayoutNode) {
      if n.id == node.id { n.image = nil }
      for i in n.children.indices { removeImage(&n.children[i]) }
    }
    removeImage(&blank.root)
    let drawn = SymbolInk.differing(try renderer.render(tree), try renderer.render(blank), in: node.frame, scale: 2)
    #expect(drawn > 40, "\(file): \(drawn) px of \(symbol) in \(node.frame)")
    #expect(!tree.findings.contains { $0.message.contains("'\(symbol)'") }, "\(tree.findings.map(\.message))")
  }

  /// vlc VLCNetworkListCell names heart.fill only as the selected-state image of a hidden
  /// button (its normal image is the asset "heart-fill"): nothing to draw, and no symbol warning.
  @Test(Fixtures.required)
  func vlcSelectedStateOnly() throws {
    let renderer = try CellRenderer()
    let document = try XIBParser.parse(file: Fixtures.path("xib-corpus", "vlc-ios__VLCNetworkListCell.xib"))
    let tree = try XIBCellLayout(content: XIBCellContent(document: document),
                                 environment: RenderEnvironment(width: document.canvasSize.width, scale: 2), measurer: renderer.measurer).layout()
    #expect(!tree.findings.contains { $0.rule == "xib.symbol-unavailable" || $0.message.contains("heart.fill") })
  }

  /// A document with one image view `v` (outlet `icon`, showing the asset "Dot") pinned at (20, 10).
  static let outletDocument = XIBSamples.cell(width: 200, height: 60, subviews: imageView(#"image="Dot""#), constraints: pinned,
    cellExtras: #"<connections><outlet property="icon" destination="v" id="o"/></connections>"#,
    resources: #"<image name="Dot" width="18" height="18"/>"#)

  func bound(_ value: String) throws -> (outlet: String, value: XIBBindingValue) {
    let document = try XIBSamples.parse(Self.outletDocument)
    let item = JSONCursor(.string(value), path: "$.properties.outlets['icon.image']", file: "spec.json")
    return try XIBBindings.binding("icon.image", at: item, value: item, document: document) { _, cursor in throw cursor.error("no PNGs here") }
  }

  @Test("a spec binds an SF Symbol to an outlet with \"systemName:heart.fill\": drawn in the tint instead of the asset, no warning")
  func outletBinding() throws {
    let binding = try bound("systemName:heart.fill")
    #expect(binding.value == .systemImage("heart.fill"))
    let renderer = try CellRenderer()
    let document = try XIBSamples.parse(Self.outletDocument)
    let tree = try XIBCellLayout(content: XIBCellContent(document: document, bindings: XIBBindings([binding])),
                                 environment: RenderEnvironment(width: 200, scale: 2, height: 60), measurer: renderer.measurer).layout()
    let node = try #require(tree.root.node(withID: "icon"))
    guard case .systemSymbol(let symbol) = node.image?.source else { Issue.record("no system symbol"); return }
    #expect(symbol.name == "heart.fill" && node.frame.width == 16.5)
    #expect(count(Self.systemBlue, in: node.frame, try renderer.render(tree)) > 100)
    #expect(tree.findings.isEmpty, "\(tree.findings)")
  }

  @Test("a malformed systemName value is an error at its JSON path", arguments: ["systemName:", "systemName:Heart Fill"])
  func outletBindingErrors(value: String) throws {
    #expect {
      _ = try bound(value)
    } throws: { error in
      "\(error)".contains("outlets['icon.image']") && "\(error)".contains("systemName:heart.fill")
    }
  }

  @Test("an image-only configured button draws its symbol in baseForegroundColor")
  func baseForegroundColor() throws {
    let renderer = try CellRenderer()
    let button = SymbolInk.fixedSizeView("button", #"contentMode="scaleToFill" buttonType="system""#, size: Size(width: 44, height: 44), #"""
      <buttonConfiguration key="configuration" style="plain" image="trash" catalog="system">
        <color key="baseForegroundColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
      </buttonConfiguration>
      """#)
    let (tree, image) = try layout(button, renderer: renderer)
    let part = try #require(tree.root.node(withID: "v.imageView"))
    #expect(part.image?.tint == Color(red: 255, green: 0, blue: 0))
    #expect(count(Color(red: 255, green: 0, blue: 0), in: part.frame, image) > 60)
    #expect(count(Self.systemBlue, in: part.frame, image) == 0)
  }
}
