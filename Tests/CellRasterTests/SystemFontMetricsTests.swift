import Testing
@testable import CellRaster

/// SF Pro's vertical metrics against the values UIKit prints (public Q&A logs, see
/// `SystemFontMetrics`), and XIB labels sized with them.
@Suite struct SystemFontMetricsTests {
  @Test("UIFont.systemFont(ofSize: 15).lineHeight is 17.900391; 17 pt is 20.287109 (UIKit's logs)")
  func lineHeights() {
    #expect(abs(SystemFontMetrics.lineHeight(atPointSize: 15) - 17.900391) < 1e-6)
    #expect(abs(SystemFontMetrics.lineHeight(atPointSize: 17) - 20.287109) < 1e-6)
  }

  @Test("systemFont(ofSize: 20): ascender 19.04…, and the descender makes up the rest of the line (4.82…)")
  func ascender() {
    let ascender = SystemFontMetrics.ascender(atPointSize: 20)
    #expect(ascender >= 19.04 && ascender < 19.05)
    let descender = SystemFontMetrics.lineHeight(atPointSize: 20) - ascender
    #expect(descender >= 4.82 && descender < 4.83)
  }

  /// A cell with one label in `font` pinned to the content view's top-left corner.
  static func labelCell(_ font: String) -> String {
    XIBSamples.cell(subviews: """
      <label text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="l">
        <rect key="frame" x="1" y="1" width="2" height="2"/>
        \(font)
      </label>
      """, constraints: """
      <constraint firstItem="l" firstAttribute="leading" secondItem="cv" secondAttribute="leading" id="a"/>
      <constraint firstItem="l" firstAttribute="top" secondItem="cv" secondAttribute="top" id="b"/>
      """)
  }

  static func labelHeight(_ font: String, scale: Int = 2, category: ContentSizeCategory = .large) throws -> Double? {
    let document = try XIBSamples.parse(labelCell(font))
    let tree = try XIBCellLayout(content: XIBCellContent(document: document),
                                 environment: RenderEnvironment(width: 320, scale: scale, contentSize: category, height: 44),
                                 measurer: FakeTextMeasurer()).layout()
    return tree.root.node(withID: "l")?.frame.height
  }

  @Test("a text-style label is SF's line tall, as the XIB corpus stores them: headline 20.5, subheadline 18, footnote 16 (not the HIG leading 22/20/18)")
  func textStyleLabels() throws {
    #expect(try Self.labelHeight(#"<fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>"#) == 20.5)
    #expect(try Self.labelHeight(#"<fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/>"#) == 18)
    #expect(try Self.labelHeight(#"<fontDescription key="fontDescription" style="UICTFontTextStyleFootnote"/>"#) == 16)
    // caption1 (12 pt) on a 3x canvas: 14.32 → 14.333 (dashwallet CNCreateAccountCell).
    let caption = try #require(try Self.labelHeight(#"<fontDescription key="fontDescription" style="UICTFontTextStyleCaption1"/>"#, scale: 3))
    #expect(abs(caption - 43.0 / 3) < 1e-9)
  }

  @Test("a fixed system font is SF's line tall too (11 pt → 13.5 at 2x); at AX3 body grows to 40 pt, 47.7 → 48")
  func fixedAndDynamic() throws {
    #expect(try Self.labelHeight(#"<fontDescription key="fontDescription" type="system" pointSize="11"/>"#) == 13.5)
    #expect(try Self.labelHeight(#"<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>"#,
                                 category: .accessibilityExtraLarge) == 48)
  }

  @Test("an unknown named font keeps the stand-in's own line (1.2 em in the fake measurer: 17 pt → 20.4 → 20.667 at 3x; SF would be 20.333)")
  func customFont() throws {
    let font = XIBFont.fixed(FontDescriptor(pointSize: 17, customFontName: "ProximaNova-Regular")).descriptor(at: .large)
    #expect(font.lineHeight == nil)
    let custom = try #require(try Self.labelHeight(
      #"<fontDescription key="fontDescription" name="ProximaNova-Regular" family="Proxima Nova" pointSize="17"/>"#, scale: 3))
    #expect(abs(custom - 62.0 / 3) < 1e-9)
    let system = try #require(try Self.labelHeight(#"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#, scale: 3))
    #expect(abs(system - 61.0 / 3) < 1e-9)
  }

  @Test("a named font CustomFontMetrics knows gets its own line: HelveticaNeue 17 pt is (952 + 213) / 1000 × 17 = 19.805, 20 at 2x")
  func knownCustomFont() throws {
    let font = XIBFont.fixed(FontDescriptor(pointSize: 17, customFontName: "HelveticaNeue")).descriptor(at: .large)
    #expect(abs(try #require(font.lineHeight) - 19.805) < 1e-9)
    #expect(try Self.labelHeight(#"<fontDescription key="fontDescription" name="HelveticaNeue" family="Helvetica Neue" pointSize="17"/>"#) == 20)
  }
}
