import Testing
@testable import CellRaster

/// `XIBAccessoryParts`: accessory glyphs at the cell's trailing edge, in pixels.
@Suite struct XIBAccessoryPartsTests {
  static func render(_ type: String, rtl: Bool = false) throws -> XIBControlRendering {
    try XIBControlRendering(XIBControlRendering.xib("", constraints: "", height: 44, cellAttributes: #"accessoryType="\#(type)""#),
                            scale: 3, height: 44, rtl: rtl)
  }

  @Test("disclosureIndicator: chevron ink 16 pt from the trailing edge, no warning")
  func chevron() throws {
    let r = try Self.render("disclosureIndicator")
    let chevron = try #require(r.node("cell.accessoryChevron")).frame
    #expect(chevron == Rect(x: 320 - 16 - 8, y: 22 - 6.5, width: 8, height: 13))
    #expect(r.darkest(in: chevron) < 215)
    #expect(r.darkest(in: Rect(x: 10, y: 10, width: 200, height: 24)) == 255)
    #expect(!r.warnings.contains { $0.contains("accessoryType") }, "\(r.warnings)")
  }

  @Test("right to left: the chevron is at the left edge, flipped")
  func mirrored() throws {
    let r = try Self.render("disclosureIndicator", rtl: true)
    let chevron = try #require(r.node("cell.accessoryChevron"))
    #expect(chevron.frame.minX == 16)
    #expect(chevron.image?.isFlippedHorizontally == true)
    #expect(r.darkest(in: chevron.frame) < 215)
  }

  @Test("checkmark in the tint (the cell is selected); detail disclosure: info button and chevron")
  func checkmarkAndDetail() throws {
    let r = try Self.render("checkmark")
    let check = try #require(r.node("cell.accessoryCheckmark")).frame
    let blue = (Int(check.minY * 3)..<Int(check.maxY * 3)).contains { y in
      (Int(check.minX * 3)..<Int(check.maxX * 3)).contains { x in
        let p = r.image.pixel(x: x, y: y)
        return p.b > 200 && p.r < 60
      }
    }
    #expect(blue)
    #expect(r.tree.root.accessibility.traits?.contains(.selected) == true)
    let detail = try Self.render("detailDisclosureButton")
    let info = try #require(detail.node("cell.accessoryDetailButton"))
    let chevron = try #require(detail.node("cell.accessoryChevron"))
    #expect(info.frame.maxX + 10 == chevron.frame.minX)
    #expect(info.accessibility.label == "More Info")
  }

  @Test("selectionStyle is no warning; an unknown accessory type still is")
  func warnings() throws {
    let r = try XIBControlRendering(XIBControlRendering.xib("", constraints: "", height: 44, cellAttributes: #"selectionStyle="blue" accessoryType="custom""#),
                                    height: 44)
    #expect(!r.warnings.contains { $0.contains("selectionStyle") })
    #expect(r.warnings.contains { $0.contains("accessoryType 'custom' is not drawn") })
  }
}
