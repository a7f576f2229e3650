import A11yTree
import CellRaster
import Testing

/// Contrast is measured at the colour Cairo draws: 8-bit premultiplied compositing with Cairo's
/// rounding. Expected values are worked out by hand from Cairo's and pixman's arithmetic (the
/// comments) and checked against real renders with the project's `CellRenderer`.
@Suite("Colours composited as Cairo draws them")
struct CairoCompositingTests {
  private let grey80 = Color(red: 0x33, green: 0x33, blue: 0x33, alpha: 0x80)
  private let black80 = Color(red: 0, green: 0, blue: 0, alpha: 0x80)

  @Test("source colours are premultiplied in 16 bits and truncated to 8, then OVER rounds to nearest")
  func arithmetic() {
    // #00000080: alpha 128/255 × 65535 + 0.5 = 32896.5 → 32896 = 0x8080, high byte 128.
    // Over white: 0 + 255 × (255 − 128) / 255 = 127.
    #expect(PremultipliedPixel(source: black80) == PremultipliedPixel(alpha: 128, red: 0, green: 0, blue: 0))
    #expect(PremultipliedPixel(source: black80).over(PremultipliedPixel(source: .white)).opaqueColor
              == Color(red: 127, green: 127, blue: 127))
    // #33333380: 0.2 × (128/255) × 65535 + 0.5 = 6579.7 → 6579 = 0x19B3, high byte 25 (an ideal
    // premultiply would round 25.6 to 26). Over white: 25 + 127 = 152 = 0x98.
    #expect(PremultipliedPixel(source: grey80).red == 25)
    #expect(PremultipliedPixel(source: grey80).over(PremultipliedPixel(source: .white)).opaqueColor
              == Color(red: 0x98, green: 0x98, blue: 0x98))
    // The same colour as a symbol: opaque 0x33 in a group painted with mask 128:
    // (51 × 128 + 128) = 6656, (6656 + 26) >> 8 = 26; 26 + 127 = 153 = 0x99.
    let symbol = PremultipliedPixel(source: Color(red: 0x33, green: 0x33, blue: 0x33))
      .masked(by: PremultipliedPixel.mask(alpha: 128.0 / 255))
    #expect(symbol.over(PremultipliedPixel(source: .white)).opaqueColor == Color(red: 0x99, green: 0x99, blue: 0x99))
    // paint_with_alpha(0.5): 0.5 × 65535 + 0.5 = 32768 = 0x8000, mask 128.
    #expect(PremultipliedPixel.mask(alpha: 0.5) == 128)
    #expect(PremultipliedPixel(source: .white).opaqueColor == .white)
    #expect(PremultipliedPixel(source: black80).opaqueColor == nil)
  }

  @Test("the model matches real renders: text with alpha, a symbol tint with alpha, text in a view at alpha 0.5")
  func matchesRender() throws {
    let renderer = try CellRenderer()
    func big(_ id: String, _ color: Color, y: Double) -> LayoutNode {
      AuditFixture.text(id, "HHH", color: color, size: 80, weight: .bold,
                        frame: Rect(x: 10, y: y, width: 300, height: 100))
    }
    // Each case alone on a white cell: the most frequent colour other than white is the fully
    // covered interior of the glyphs or symbol.
    var fade = Fixture.view("fade", Rect(x: 0, y: 0, width: 375, height: 120), children: [big("t", .black, y: 10)])
    fade.alpha = 0.5
    let dot = LayoutNode(
      id: "dot", kind: .imageView, frame: Rect(x: 10, y: 10, width: 100, height: 100),
      image: ImageContent(source: .symbol("unreadDot"), tint: grey80))
    let cases: [(LayoutNode, Color)] = [
      (big("t", black80, y: 10), Color(red: 127, green: 127, blue: 127)),
      (big("t", grey80, y: 10), Color(red: 0x98, green: 0x98, blue: 0x98)),
      (dot, Color(red: 0x99, green: 0x99, blue: 0x99)),
      (fade, Color(red: 127, green: 127, blue: 127)),
    ]
    for (node, expected) in cases {
      var layout = Fixture.tree([node], width: 375, height: 120)
      layout.environment.scale = 2
      let image = try renderer.render(layout)
      #expect(Self.commonestInk(image) == expected, "\(node.id)")
    }
  }

  @Test("text-contrast states the composited value and measures it: #00000080 on white is drawn as #7F7F7F")
  func findingStatesComposite() throws {
    let findings = AuditFixture.findings(TextContrastAudit(), [AuditFixture.text("t", "Hi", color: black80)])
    let finding = try #require(findings.first)
    let drawn = Color(red: 127, green: 127, blue: 127)
    #expect(finding.measured == WCAGContrast.format(WCAGContrast.ratio(drawn, .white)))
    #expect(finding.message.contains("#00000080 drawn as #7F7F7F on #FFFFFF"))
    #expect(finding.fix == "darken the text colour to at least 4.5:1 against #FFFFFF")
    // A translucent ancestor is named too.
    var fade = Fixture.view("fade", Rect(x: 0, y: 0, width: 300, height: 50), children: [
      AuditFixture.text("t", "Hi", color: .black)
    ])
    fade.alpha = 0.5
    let faded = try #require(AuditFixture.findings(TextContrastAudit(), [fade]).first)
    #expect(faded.message.contains("#000000 under alpha 0.5 drawn as #7F7F7F on #FFFFFF"))
  }

  @Test("non-text-contrast measures a symbol through its group: #33333380 is #999999, not the text path's #989898")
  func symbolPath() throws {
    let dot = LayoutNode(
      id: "dot", kind: .imageView, frame: Rect(x: 10, y: 10, width: 20, height: 20),
      image: ImageContent(source: .symbol("unreadDot"), tint: grey80))
    let finding = try #require(AuditFixture.findings(NonTextContrastAudit(), [dot]).first)
    #expect(finding.message.contains("#33333380 drawn as #999999 on #FFFFFF"))
    #expect(finding.measured == WCAGContrast.format(WCAGContrast.ratio(Color(red: 0x99, green: 0x99, blue: 0x99), .white)))
  }

  /// The most frequent opaque colour in `image` that is not white.
  static func commonestInk(_ image: RGBAImage) -> Color? {
    var counts: [Color: Int] = [:]
    for y in 0..<image.height {
      for x in 0..<image.width {
        let p = image.pixel(x: x, y: y)
        guard p.a == 255, (p.r, p.g, p.b) != (255, 255, 255) else { continue }
        counts[Color(red: p.r, green: p.g, blue: p.b), default: 0] += 1
      }
    }
    return counts.max { $0.value < $1.value }?.key
  }
}
