import Foundation
import Testing
import A11yTree
import CellRaster

/// `text-clipped` and `text-truncated` on XIB labels (issue 15, self-sizing: a fixed row height
/// that does not fit the text is reported), through the real XIB layout with a font-free
/// measurer.
@Suite struct XIBTextAuditsTests {
  /// Advance 0.5 × the point size per character, lines the font's line height (or 1.2 em), a
  /// wrap at `width` by characters, the last line cut when over `numberOfLines`.
  struct Measurer: TextMeasuring {
    func measure(_ text: String, font: FontDescriptor, width: Double?, numberOfLines: Int) throws -> TextMetrics {
      let line = font.lineHeight ?? font.pointSize * 1.2
      let advance = font.pointSize * 0.5
      let total = Double(text.count) * advance
      let perLine = width.map { max(1, ($0 / advance).rounded(.down)) } ?? Double(text.count)
      let needed = Int((Double(text.count) / perLine).rounded(.up))
      let lines = numberOfLines == 0 ? needed : min(needed, numberOfLines)
      return TextMetrics(size: Size(width: min(total, width ?? total), height: Double(lines) * line), lineCount: lines,
                         isTruncated: needed > lines, firstBaseline: line * 0.8)
    }
  }

  /// A 320 × 44 table cell with a body-style label `l` saying `text`, pinned to the content view's
  /// leading and trailing edges and its top (and bottom when `pinnedBottom`).
  static func xib(_ text: String, pinnedBottom: Bool) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch">
      <objects>
        <tableViewCell id="cell" rowHeight="44">
          <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
          <tableViewCellContentView key="contentView" id="cv">
            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
            <subviews>
              <label text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="l">
                <rect key="frame" x="0" y="0" width="5" height="5"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
              </label>
            </subviews>
            <constraints>
              <constraint firstItem="l" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="16" id="a"/>
              <constraint firstAttribute="trailing" secondItem="l" secondAttribute="trailing" constant="16" id="b"/>
              <constraint firstItem="l" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="11" id="c"/>
              \(pinnedBottom ? #"<constraint firstAttribute="bottom" secondItem="l" secondAttribute="bottom" constant="11" id="d"/>"# : "")
            </constraints>
          </tableViewCellContentView>
        </tableViewCell>
      </objects>
    </document>
    """
  }

  static func findings(_ text: String, pinnedBottom: Bool, category: ContentSizeCategory) throws -> [AuditFinding] {
    let document = try XIBParser.parse(data: Data(Self.xib(text, pinnedBottom: pinnedBottom).utf8), file: "test.xib")
    let layout = try XIBCellLayout(content: XIBCellContent(document: document),
                                   environment: RenderEnvironment(width: 320, scale: 2, contentSize: category, height: 44),
                                   measurer: Measurer()).layout()
    let subject = AuditSubject(layout: layout, tree: AccessibilityTreeBuilder.build(from: layout))
    return TextClippingAudit().findings(in: subject) + TextTruncationAudit().findings(in: subject)
  }

  @Test("a label pinned only at the top of a fixed 44 pt row: at AX3 its 48 pt line reaches past the row, text-clipped")
  func clippedAtAX3() throws {
    let findings = try Self.findings("Pump", pinnedBottom: false, category: .accessibilityExtraLarge)
    #expect(findings.contains { $0.rule == "text-clipped" && $0.nodeID == "l" })
    #expect(try Self.findings("Pump", pinnedBottom: false, category: .large).isEmpty)
  }

  @Test("a one-line label too long for the row's width is text-truncated; a short one is not")
  func truncated() throws {
    let long = String(repeating: "water pump ", count: 8)
    #expect(try Self.findings(long, pinnedBottom: true, category: .large).contains { $0.rule == "text-truncated" && $0.nodeID == "l" })
    #expect(try Self.findings("Pump", pinnedBottom: true, category: .large).isEmpty)
  }
}
