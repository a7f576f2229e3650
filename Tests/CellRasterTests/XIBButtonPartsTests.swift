import Testing
@testable import CellRaster

/// Buttons as UIKit draws them (`XIBButtonContentParsing`, `XIBButtonStyle`, `XIBButtonParts`), on pixels.
@Suite struct XIBButtonPartsTests {
  static func configured(_ attributes: String, frame: (Double, Double) = (200, 44)) throws -> XIBPixels {
    try XIBPixels(xibView("button", id: "b", "", x: 10, y: 10, width: frame.0, height: frame.1,
                          content: #"<buttonConfiguration key="configuration" title="Go" \#(attributes)/>"#))
  }

  @Test("each configuration style's background at the button's left inside edge", arguments: [
    ("plain", (255, 255, 255)), ("gray", (233, 233, 235)), ("tinted", (217, 235, 255)), ("filled", (0, 122, 255)),
    ("borderedProminent", (0, 122, 255)),
  ])
  func styleBackgrounds(_ style: String, _ expected: (Int, Int, Int)) throws {
    let pixels = try Self.configured(#"style="\#(style)""#)
    let color = pixels.color(18, 32)
    #expect(abs(color.r - expected.0) <= 2 && abs(color.g - expected.1) <= 2 && abs(color.b - expected.2) <= 2, "\(style): \(color)")
    #expect(pixels.tree.findings.allSatisfy { !$0.message.contains("configuration style") })
  }

  @Test("the filled title is white, the plain title the tint")
  func foregrounds() throws {
    let filled = try Self.configured(#"style="filled""#)
    #expect(filled.node("b")?.text?.color == .white)
    let plain = try Self.configured(#"style="plain""#)
    let ink = try #require(plain.darkest(in: Rect(x: 10, y: 10, width: 200, height: 44)))
    #expect(ink.b > 200 && ink.r < 80)
  }

  @Test("capsule corners are transparent (the cell's white), a large corner style rounds less")
  func capsule() throws {
    let capsule = try Self.configured(#"style="filled" cornerStyle="capsule""#)
    #expect(capsule.node("b")?.cornerRadius == 22)
    #expect(capsule.color(11, 12) == (255, 255, 255, 255))
    #expect(capsule.color(14, 32).b > 240 && capsule.color(14, 32).r < 20)
    let large = try Self.configured(#"style="filled" cornerStyle="large""#)
    #expect(large.node("b")?.cornerRadius == 12)
    #expect(large.tree.findings.allSatisfy { !$0.message.contains("cornerStyle") })
  }

  @Test("a subtitle is drawn under the title")
  func subtitle() throws {
    let pixels = try Self.configured(#"style="plain" subtitle="More""#, frame: (200, 60))
    let part = try #require(pixels.node("b.subtitle"))
    #expect(part.text?.text == "More")
    #expect(part.frame.minY > 40 - 0.01)
    #expect(pixels.ink(in: part.frame).count > 20)
  }

  @Test("image and title sit together in the middle of a wide button, as UIKit centres them")
  func imageAndTitleCentred() throws {
    let button = xibView("button", id: "b", #"buttonType="system""#, x: 0, y: 0, width: 300, height: 44,
                         content: #"<state key="normal" title="Go"/><fontDescription key="fontDescription" type="system" pointSize="15"/>"#)
    let bindings = XIBBindings([("goButton", .image(.file(path: "pic@2x.png", image: RGBAImage(width: 40, height: 40, fill: (255, 0, 0, 255)))))])
    let pixels = try XIBPixels(button, bindings: bindings, outlets: #"<outlet property="goButton" destination="b" id="o"/>"#)
    let image = try #require(pixels.node("goButton.imageView")?.frame)
    let title = try #require(pixels.node("goButton")?.text)
    let titleRight = 300 - title.insets.right
    #expect(abs((image.minX - 0) - (300 - titleRight)) < 1)
    #expect(image.minX > 100)
    // Red image pixels at the image's centre; the title's blue ink right of it.
    #expect(pixels.color(image.midX, image.midY).r > 240)
    let ink = pixels.ink(in: Rect(x: image.maxX, y: 0, width: titleRight - image.maxX, height: 44))
    #expect(ink.contains { $0.b > 200 && $0.r < 100 })
  }

  @Test("contentHorizontalAlignment left puts image and title at the content box's left edge")
  func leftAligned() throws {
    let button = xibView("button", id: "b", #"buttonType="system" contentHorizontalAlignment="left""#, x: 0, y: 0, width: 300, height: 44,
                         content: #"<state key="normal" title="Go"/><inset key="contentEdgeInsets" minX="10" minY="0.0" maxX="0.0" maxY="0.0"/>"#)
    let bindings = XIBBindings([("goButton", .image(.file(path: "pic@2x.png", image: RGBAImage(width: 40, height: 40, fill: (255, 0, 0, 255)))))])
    let pixels = try XIBPixels(button, bindings: bindings, outlets: #"<outlet property="goButton" destination="b" id="o"/>"#)
    #expect(pixels.node("goButton.imageView")?.frame.minX == 10)
    #expect(pixels.color(12, 22).r > 240 && pixels.color(8, 22) == (255, 255, 255, 255))
  }

  @Test("legacy title and image edge insets move them and are no longer reported")
  func legacyInsets() throws {
    let content = #"<state key="normal" title="Go"/><inset key="titleEdgeInsets" minX="40" minY="0.0" maxX="0.0" maxY="0.0"/>"#
    let pixels = try XIBPixels(xibView("button", id: "b", #"buttonType="system""#, x: 0, y: 0, width: 200, height: 44, content: content))
    #expect(pixels.node("b")?.text?.insets.left == 40)
    let ink = pixels.ink(in: Rect(x: 0, y: 0, width: 200, height: 44))
    let center = Double(ink.map(\.x).min()! + ink.map(\.x).max()!) / 4
    #expect(center > 110 && center < 130)
    #expect(pixels.tree.findings.allSatisfy { !$0.message.contains("EdgeInsets is not applied") })
  }

  @Test("a disabled system button's title is dimmed grey; a disabled filled button drops its tint")
  func disabled() throws {
    let content = #"<state key="normal" title="Send"/><fontDescription key="fontDescription" type="system" pointSize="17"/>"#
    let enabled = try XIBPixels(xibView("button", id: "b", #"buttonType="system""#, content: content))
    let disabled = try XIBPixels(xibView("button", id: "b", #"buttonType="system" enabled="NO""#, content: content))
    let area = Rect(x: 10, y: 10, width: 200, height: 34)
    let on = try #require(enabled.darkest(in: area)), off = try #require(disabled.darkest(in: area))
    #expect(on.b > 200 && on.r < 80)
    #expect(abs(off.r - off.b) < 12 && off.r > 150)
    let filled = try XIBPixels(xibView("button", id: "b", #"enabled="NO""#, x: 10, y: 10, width: 200, height: 44,
                                       content: #"<buttonConfiguration key="configuration" style="filled" title="Go"/>"#))
    let background = filled.color(18, 32)
    #expect(background.b < 250 && abs(background.r - background.b) < 8)
  }

  @Test("selected='YES' shows the selected state's title and colour")
  func selectedState() throws {
    let content = #"<state key="normal" title="Follow"/><state key="selected" title="Following"><color key="titleColor" red="1" green="0" blue="0" alpha="1" colorSpace="calibratedRGB"/></state>"#
    let pixels = try XIBPixels(xibView("button", id: "b", #"buttonType="system" selected="YES""#, content: content))
    #expect(pixels.node("b")?.text?.text == "Following")
    let ink = try #require(pixels.darkest(in: Rect(x: 10, y: 10, width: 200, height: 34)))
    #expect(ink.r > 200 && ink.b < 80)
  }
}
