import Testing
@testable import CellRaster

/// A measurer for which every text is empty: IB's stored sizes are then the intrinsic sizes
/// unchanged (the pinned-font minimum width never applies).
struct ZeroTextMeasurer: TextMeasuring {
  func measure(_ text: String, font: FontDescriptor, width: Double?, numberOfLines: Int) throws -> TextMetrics {
    TextMetrics(size: .zero, lineCount: 1, isTruncated: false, firstBaseline: 0)
  }
}

/// The solver against IB's oracle: at the canvas width and the canvas scale, every solved frame
/// equals the frame IB stored (within 0.01 pt), for every fixture XIB.
@Suite struct XIBAutoLayoutTests {
  static let fixtures = [
    "liferay-screens__BookmarkCell_default-custom.xib", "liferay-screens__BookmarkListView_default-custom.xib",
    "soundscape__VoiceTableViewCell.xib", "soundscape__ButtonTableViewCell.xib",
    "duckduckgo-ios__FavoriteHomeCell.xib", "duckduckgo-ios__BrowsingMenuEntryViewCell.xib",
  ]

  static func solve(_ name: String, width: Double? = nil, rtl: Bool = false) throws -> (XIBDocument, XIBSolvedLayout) {
    let document = try XIBParser.parse(file: Fixtures.path("xib", name))
    let intrinsic = try XIBIntrinsicSizes.sizes(document.root, document: document, boundTexts: [:], boundImages: [],
                                                category: .large, measurer: ZeroTextMeasurer())
    let size = Size(width: width ?? document.canvasSize.width, height: document.canvasSize.height)
    let solved = try XIBAutoLayout.solve(document.root, size: size, scale: document.canvasScale, isRightToLeft: rtl,
                                         intrinsicSizes: intrinsic)
    return (document, solved)
  }

  /// IB's stored frames in root coordinates.
  static func storedFrames(_ view: XIBView, origin: Point = .zero) -> [String: Rect] {
    let frame = view.frame.offsetBy(dx: origin.x, dy: origin.y)
    var result = [view.id: frame]
    for sub in view.subviews { result.merge(storedFrames(sub, origin: frame.origin)) { a, _ in a } }
    return result
  }

  @Test(Fixtures.required, arguments: fixtures)
  func framesEqualIBAtCanvasWidth(_ name: String) throws {
    let (document, solved) = try Self.solve(name)
    let stored = Self.storedFrames(document.root)
    for (id, frame) in stored {
      let got = try #require(solved.frames[id])
      for (a, b) in [(got.minX, frame.minX), (got.minY, frame.minY), (got.width, frame.width), (got.height, frame.height)] {
        #expect(abs(a - b) <= 0.01, "\(name) \(id): solved \(got), IB \(frame)")
      }
    }
    #expect(solved.warnings.filter { $0.rule == "xib.ambiguous" || $0.rule == "xib.unsatisfiable" }.isEmpty,
            "\(solved.warnings)")
  }
}
