import Testing
@testable import CellRaster

/// Tracking and leading through the real Pango measurer, against reference/fidelity.md §1 and §4.
@Suite("Text metrics fidelity (Pango)")
struct TextMetricsFidelityTests {
  /// The [UIK19] strings fidelity.md §4 measured at 17 pt regular (UIKit list rows).
  static let strings = ["Powell St BART Station (Market St at 4th St)", "Jones St at Post St", "0.3 miles",
                        "Available on Jan 31st", "Delivered by San Ramon team, from the new Office Space"]

  func width(_ measurer: PangoTextMeasurer, _ text: String, _ font: FontDescriptor) throws -> Double {
    try measurer.measure(text, font: font, width: nil, numberOfLines: 1).size.width
  }

  @Test("tracked widths grow by the tracking once per grapheme, like Core Text's advances")
  func trackingOncePerGrapheme() throws {
    let measurer = try PangoTextMeasurer()
    let tracked = FontDescriptor(pointSize: 17)
    let untracked = FontDescriptor(pointSize: 17, customFontName: "Inter")
    for text in Self.strings {
      let difference = try width(measurer, text, tracked) - width(measurer, text, untracked)
      // −0.43 pt is −440.32 Pango units, rounded to −440 (1/1024 pt each).
      let expected = Double(text.count) * -440 / 1024
      #expect(abs(difference - expected) < 0.01, "\(text): \(difference) vs \(expected)")
    }
  }

  @Test("a label laid out at its own measured width fits on one line under positive tracking (36 pt: +0.37)",
        arguments: ["Available", "Issues: 42", "Delivered by San Ramon team"])
  func measuredWidthFits(_ text: String) throws {
    let measurer = try PangoTextMeasurer()
    let font = FontDescriptor(pointSize: 36)
    let natural = try measurer.measure(text, font: font, width: nil, numberOfLines: 1)
    let laidOut = try measurer.measure(text, font: font, width: natural.size.width, numberOfLines: 1)
    #expect(!laidOut.isTruncated && laidOut.lineCount == 1)
    #expect(abs(laidOut.size.width - natural.size.width) < 1e-9)
  }

  @Test("17 pt regular: Inter untracked / tracked is within 1 % of the measured Inter/SF width ratio 1.046")
  func seventeenPointRatio() throws {
    let measurer = try PangoTextMeasurer()
    var tracked = 0.0, untracked = 0.0
    for text in Self.strings {
      tracked += try width(measurer, text, FontDescriptor(pointSize: 17))
      untracked += try width(measurer, text, FontDescriptor(pointSize: 17, customFontName: "Inter"))
    }
    let ratio = untracked / tracked
    #expect(abs(ratio / 1.046 - 1) < 0.01, "ratio \(ratio)")
  }

  @Test("15, 14, 12 and 11 pt: within 1 % of fidelity.md §4's ratios 1.035, 1.026, 1.000, 0.992",
        arguments: [(15.0, 1.035), (14, 1.026), (12, 1.000), (11, 0.992)])
  func smallerSizes(_ size: Double, _ measured: Double) throws {
    let measurer = try PangoTextMeasurer()
    var tracked = 0.0, untracked = 0.0
    for text in Self.strings {
      tracked += try width(measurer, text, FontDescriptor(pointSize: size))
      untracked += try width(measurer, text, FontDescriptor(pointSize: size, customFontName: "Inter"))
    }
    #expect(abs(untracked / tracked / measured - 1) < 0.01, "ratio \(untracked / tracked)")
  }

  @Test("object-cell-issues at AX3 (375 pt) is 239 pt with the HIG leading (fidelity.md §1; 257 with the old ratio)")
  func objectCellAX3Height() throws {
    let tree = try ObjectCellLayout(properties: ObjectCellLayoutTests.documentationExample(),
                                    environment: RenderEnvironment(contentSize: .accessibilityExtraLarge),
                                    measurer: PangoTextMeasurer()).layout()
    // 14 + headline 48 + 3 + subheadline 48 + 3 + footnote 43 + 3 + status 43 + 4 + substatus image 16 + 14
    // (one line each, fidelity.md §1 leading: body AX3 48, subheadline AX3 43).
    #expect(tree.size.height == 239)
  }

  @Test("note-cell-example at AX3 (375 pt) is 184 pt: fidelity.md §1's 176 with the HIG leading, plus the 8 pt the title-to-box gap grew (3 → 11, [FSW])")
  func noteCellAX3Height() throws {
    let tree = try NoteCellLayout(properties: NoteCellLayoutTests.example(),
                                  environment: RenderEnvironment(contentSize: .accessibilityExtraLarge),
                                  measurer: PangoTextMeasurer()).layout()
    // fidelity.md §1's worked example (176 pt) predates NoteCellMetrics.titleToBoxGap 11 (was 3).
    #expect(tree.size.height == 176 + (11 - 3))
  }
}
