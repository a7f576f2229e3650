import Foundation
import Testing
@testable import CellRaster

/// `<userDefinedRuntimeAttribute>`s snapcheck applies (`XIBRuntimeAttribute`), looked at in
/// pixels, and the ones it reports.
@Suite struct XIBRuntimeAttributeTests {
  static let white = #"<color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#
  static let red = #"<color key="backgroundColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#

  /// A cell (white background) with one view `v` at (20, 10, 100, 24) pt carrying `attributes`.
  static func cell(_ attributes: String, background: String = "", children: String = "") -> String {
    XIBSamples.cell(subviews: """
      <view contentMode="scaleToFill" id="v">
        <rect key="frame" x="20" y="10" width="100" height="24"/>
        \(background)
        <subviews>\(children)</subviews>
        <userDefinedRuntimeAttributes>\(attributes)</userDefinedRuntimeAttributes>
      </view>
      """, cellExtras: white)
  }

  static func number(_ keyPath: String, _ value: String) -> String {
    #"<userDefinedRuntimeAttribute type="number" keyPath="\#(keyPath)"><real key="value" value="\#(value)"/></userDefinedRuntimeAttribute>"#
  }

  static func boolean(_ keyPath: String, _ value: Bool) -> String {
    #"<userDefinedRuntimeAttribute type="boolean" keyPath="\#(keyPath)" value="\#(value ? "YES" : "NO")"/>"#
  }

  static func color(_ keyPath: String, _ color: String) -> String {
    #"<userDefinedRuntimeAttribute type="color" keyPath="\#(keyPath)">\#(color)</userDefinedRuntimeAttribute>"#
  }

  /// A red subview `c` filling `v` (100 x 24 pt).
  static let redChild = """
    <view contentMode="scaleToFill" id="c">
      <rect key="frame" x="0" y="0" width="100" height="24"/>
      \(red)
    </view>
    """

  @Test("layer.borderColor given a UIColor is not applied, as on a device: the border stays black, with a warning saying why")
  func layerBorderColorKeepsBlack() throws {
    let renderer = try CellRenderer()
    let xib = Self.cell(Self.number("layer.borderWidth", "4") + Self.color("layer.borderColor", Self.blueValue))
    let (tree, image) = try XIBRendering.render(xib, appearance: .light, renderer: renderer)
    #expect(XIBRendering.color(image, x: 21.5, y: 22) == Color.black)
    #expect(tree.findings.contains { $0.message.contains("runtime attribute 'layer.borderColor' is not applied, as on a device") })
  }

  static let blueValue = #"<color key="value" red="0" green="0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#

  @Test("border width, colour and corner radius: a 4 pt blue border inside the frame, rounded corners, the inside untouched",
        arguments: ["borderColor", "borderUIColor", "layer.borderUIColor"])
  func border(colorKey: String) throws {
    let renderer = try CellRenderer()
    let xib = Self.cell(Self.number("layer.borderWidth", "4") + Self.color(colorKey, Self.blueValue) + Self.number("cornerRadius", "8"))
    let (tree, image) = try XIBRendering.render(xib, appearance: .light, renderer: renderer)
    let node = try #require(tree.root.node(withID: "v"))
    #expect(node.borderWidth == 4 && node.cornerRadius == 8 && node.borderColor == Color(hex: "#0000FF"))
    #expect(XIBRendering.color(image, x: 21.5, y: 22) == Color(hex: "#0000FF"))  // left edge, mid-height
    #expect(XIBRendering.color(image, x: 70, y: 11.5) == Color(hex: "#0000FF"))  // top edge
    #expect(XIBRendering.color(image, x: 70, y: 22) == Color.white)  // inside
    #expect(XIBRendering.color(image, x: 20.25, y: 10.25) == Color.white)  // outside the rounded corner
    #expect(!tree.findings.contains { $0.message.contains("runtime attribute") }, "\(tree.findings)")
  }

  @Test("the border is drawn above subviews, as CALayer composites it: a red subview filling the view leaves the blue border visible")
  func borderAboveSubviews() throws {
    let renderer = try CellRenderer()
    let child = Self.redChild
    let xib = Self.cell(Self.number("borderWidth", "4") + Self.color("borderColor", Self.blueValue), children: child)
    let (tree, image) = try XIBRendering.render(xib, appearance: .light, renderer: renderer)
    #expect(XIBRendering.color(image, x: 21.5, y: 22) == Color(hex: "#0000FF"))
    #expect(XIBRendering.color(image, x: 70, y: 22) == Color(hex: "#FF0000"))
    let border = try #require(tree.root.node(withID: "v.border"))
    #expect(border.accessibility.isAccessibilityElement == false && border.borderWidth == 4)
    #expect(tree.root.node(withID: "v")?.children.last?.id == "v.border")
  }

  @Test("a border width without a colour draws CALayer's default, opaque black")
  func defaultBorderColor() throws {
    let renderer = try CellRenderer()
    let (_, image) = try XIBRendering.render(Self.cell(Self.number("borderWidth", "2")), appearance: .light, renderer: renderer)
    #expect(XIBRendering.color(image, x: 20.5, y: 22) == Color.black)
    #expect(XIBRendering.color(image, x: 70, y: 22) == Color.white)
  }

  @Test("a border colour that is a system colour turns dark: systemRed #FF3B30 in light, #FF453A in dark")
  func borderColorTurnsDark() throws {
    let renderer = try CellRenderer()
    let xib = Self.cell(Self.number("layer.borderWidth", "4")
                        + Self.color("borderColor", #"<color key="value" systemColor="systemRedColor"/>"#))
    let pixels = try XIBRendering.pixels(xib, x: 21.5, y: 22, renderer: renderer)
    #expect(pixels.light == Color(hex: "#FF3B30") && pixels.dark == Color(hex: "#FF453A"), "\(pixels)")
  }

  @Test("alpha 0.5 blends a red view half over white; hidden YES draws nothing")
  func alphaAndHidden() throws {
    let renderer = try CellRenderer()
    let half = try XIBRendering.render(Self.cell(Self.number("alpha", "0.5"), background: Self.red), appearance: .light, renderer: renderer)
    #expect(XIBRendering.close(XIBRendering.color(half.image, x: 70, y: 22), Color(red: 255, green: 128, blue: 128), tolerance: 1))
    let opacity = try XIBRendering.render(Self.cell(Self.number("layer.opacity", "0.5"), background: Self.red), appearance: .light, renderer: renderer)
    #expect(opacity.image == half.image)
    let hidden = try XIBRendering.render(Self.cell(Self.boolean("hidden", true), background: Self.red), appearance: .light, renderer: renderer)
    #expect(XIBRendering.color(hidden.image, x: 70, y: 22) == Color.white)
    #expect(hidden.tree.root.node(withID: "v")?.isHidden == true)
    let shown = try XIBRendering.render(Self.cell(Self.boolean("hidden", false), background: Self.red), appearance: .light, renderer: renderer)
    #expect(XIBRendering.color(shown.image, x: 70, y: 22) == Color(hex: "#FF0000"))
  }

  @Test("masksToBounds with a corner radius clips a red subview at the corners", arguments: ["layer.masksToBounds", "masksToBounds", "clipsToBounds"])
  func masksToBounds(key: String) throws {
    let renderer = try CellRenderer()
    let child = Self.redChild
    let clipped = try XIBRendering.render(Self.cell(Self.number("layer.cornerRadius", "10") + Self.boolean(key, true), children: child),
                                          appearance: .light, renderer: renderer)
    #expect(XIBRendering.color(clipped.image, x: 20.25, y: 10.25) == Color.white)
    #expect(XIBRendering.color(clipped.image, x: 70, y: 22) == Color(hex: "#FF0000"))
    let unclipped = try XIBRendering.render(Self.cell(Self.number("layer.cornerRadius", "10") + Self.boolean(key, false), children: child),
                                            appearance: .light, renderer: renderer)
    #expect(XIBRendering.color(unclipped.image, x: 20.25, y: 10.25) == Color(hex: "#FF0000"))
  }

  @Test("tintColor and backgroundColor runtime attributes set the view's colours")
  func tintAndBackground() throws {
    let document = try XIBSamples.parse(Self.cell(Self.color("tintColor", Self.blueValue) + Self.color("backgroundColor", Self.blueValue)))
    let view = try #require(document.root.view(withID: "v"))
    #expect(view.tintColor == DynamicColor(Color(hex: "#0000FF")!))
    #expect(view.backgroundColor == DynamicColor(Color(hex: "#0000FF")!))
  }

  @Test("textColor and accessibilityIdentifier: the label's text draws in the runtime colour, the identifier reaches the node")
  func textColorAndIdentifier() throws {
    let renderer = try CellRenderer()
    let xib = XIBSamples.cell(subviews: """
      <label opaque="NO" text="MMMMMMMM" id="l">
        <rect key="frame" x="10" y="10" width="200" height="24"/>
        <fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>
        <color key="textColor" red="0" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        <userDefinedRuntimeAttributes>
          \(Self.color("textColor", #"<color key="value" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#))
          <userDefinedRuntimeAttribute type="string" keyPath="accessibilityIdentifier" value="title"/>
        </userDefinedRuntimeAttributes>
      </label>
      """, cellExtras: Self.white)
    let (tree, image) = try XIBRendering.render(xib, appearance: .light, renderer: renderer)
    let label = try #require(tree.root.node(withID: "l"))
    #expect(label.text?.color == Color(hex: "#FF0000"))
    #expect(label.accessibility.identifier == "title")
    // The ink is red: somewhere the green channel is low while red stays full.
    var sawRedInk = false
    for y in 20..<68 { for x in 20..<420 { let p = image.pixel(x: x, y: y); if p.r > 240 && p.g < 40 { sawRedInk = true } } }
    #expect(sawRedInk)
    #expect(tree.findings.isEmpty, "\(tree.findings)")
  }

  @Test("other keys stay warnings naming the key (and the custom class); applied keys warn no more")
  func otherKeysWarn() throws {
    let document = try XIBSamples.parse(Self.cell(Self.number("cradius", "10") + Self.number("cornerRadius", "3")))
    let messages = document.warnings.map(\.message)
    #expect(messages == ["runtime attribute 'cradius' is not applied"])
    #expect(document.root.view(withID: "v")?.cornerRadius == 3)
  }

  @Test("a value of the wrong kind is an error naming the key, the view and what was expected")
  func badValues() throws {
    let cases: [(String, String)] = [
      (Self.number("layer.borderWidth", "wide"), "value='wide' of runtime attribute 'layer.borderWidth' of <view id=\"v\"> (line 8) is not a number in 0–100000"),
      (Self.number("alpha", "2"), "value='2' of runtime attribute 'alpha' of <view id=\"v\"> (line 8) is not a number in 0–1"),
      (#"<userDefinedRuntimeAttribute type="string" keyPath="borderColor" value="red"/>"#,
       "runtime attribute 'borderColor' of <view id=\"v\"> (line 8) needs a <color key=\"value\"> (type \"color\")"),
    ]
    for (attribute, message) in cases {
      let error = try #require(throws: XIBError.self) { try XIBSamples.parse(Self.cell(attribute)) }
      #expect(error.description.hasSuffix(message), "\(error.description)")
      #expect(error.category == .badInput)
    }
  }
}
