import Testing
@testable import CellRaster

/// A compact date picker's platters and a picker view's selection band (`XIBDatePickerParts`,
/// `XIBPickerViewParts`), on pixels.
@Suite struct XIBDatePickerPartsTests {
  /// 2024-01-05 09:41 UTC.
  static let date = #"<date key="date" timeIntervalSinceReferenceDate="726140460"/>"#

  @Test("dateAndTime draws two grey platters at the trailing edge with the en_US date and time")
  func compactPlatters() throws {
    let pixels = try XIBPixels(xibView("datePicker", id: "dp", #"style="compact" datePickerMode="dateAndTime""#,
                                       x: 0, y: 0, width: 320, height: 50, content: Self.date), height: 60)
    let date = try #require(pixels.node("dp.date")), time = try #require(pixels.node("dp.time"))
    #expect(date.text?.text == "Jan 5, 2024" && time.text?.text == "9:41 AM")
    #expect(abs(time.frame.maxX - 320) < 0.01 && abs(date.frame.maxX + 6 - time.frame.minX) < 0.01)
    // tertiarySystemFill (#767680 at 12 %) on white: about 239, 239, 240, inside the platter off the text.
    let fill = pixels.color(date.frame.minX + 3, date.frame.midY)
    #expect((232...244).contains(fill.r) && fill.b >= fill.r)
    let text = try #require(pixels.darkest(in: date.frame))
    #expect(text.r < 60)
    #expect(pixels.tree.findings.allSatisfy { !$0.message.contains("datePicker> is laid out") })
  }

  @Test("the wheels style draws no platters and says so")
  func wheelsWarn() throws {
    let pixels = try XIBPixels(xibView("datePicker", id: "dp", #"style="wheels" datePickerMode="date""#, x: 0, y: 0, width: 320, height: 90,
                                       content: Self.date), height: 100)
    #expect(pixels.node("dp.date") == nil)
    #expect(pixels.tree.findings.contains { $0.message.contains("a date picker in the wheels style is drawn as its background only") })
  }

  @Test("a picker view draws its selection band centred, and warns that its rows come from code")
  func pickerBand() throws {
    let pixels = try XIBPixels(xibView("pickerView", id: "pv", x: 0, y: 0, width: 320, height: 100), height: 100)
    let band = pixels.color(160, 50)
    #expect((232...244).contains(band.r) && band.b >= band.r)
    #expect(pixels.color(160, 10) == (255, 255, 255, 255))
    #expect(pixels.color(3, 50) == (255, 255, 255, 255))
    #expect(pixels.tree.findings.contains { $0.message.contains("rows come from its data source in code") })
    #expect(pixels.tree.findings.allSatisfy { !$0.message.contains("<pickerView> is not supported") })
  }
}
