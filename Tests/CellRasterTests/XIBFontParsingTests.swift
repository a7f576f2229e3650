import Testing
@testable import CellRaster

/// Attributed-text fonts (`<font key="NSFont">`), meta fonts in particular.
@Suite struct XIBFontParsingTests {
  func font(_ attributes: String) throws -> XIBFont? {
    let label = #"""
      <label id="l"><rect key="frame" x="0" y="0" width="10" height="10"/><attributedString key="attributedText"><fragment content="Hi"><attributes><font key="NSFont" \#(attributes)/></attributes></fragment></attributedString></label>
      """#
    return try XIBSamples.parse(XIBSamples.cell(subviews: label)).root.view(withID: "l")?.text?.font
  }

  @Test(arguments: [
    // UIFont.systemFontSize (14 pt on iOS) and smallSystemFontSize (12 pt) when no size is written.
    (#"metaFont="system""#, XIBFont.fixed(FontDescriptor(pointSize: 14))),
    (#"metaFont="systemBold""#, .fixed(FontDescriptor(pointSize: 14, weight: .bold))),
    (#"metaFont="smallSystem""#, .fixed(FontDescriptor(pointSize: 12))),
    (#"metaFont="smallSystemBold""#, .fixed(FontDescriptor(pointSize: 12, weight: .bold))),
    // A size replaces the default.
    (#"metaFont="system" size="17""#, .fixed(FontDescriptor(pointSize: 17))),
    // A named font wins over a meta font; it is a custom font (no SF tracking).
    (#"size="15" name="HelveticaNeue-Bold" metaFont="system""#,
     .fixed(FontDescriptor(pointSize: 15, weight: .bold, customFontName: "HelveticaNeue-Bold"))),
    // A private system name is the system font.
    (#"size="13" name=".SFUI-Semibold""#, .fixed(FontDescriptor(pointSize: 13, weight: .semibold))),
  ])
  func attributedFonts(_ attributes: String, _ expected: XIBFont) throws {
    #expect(try font(attributes) == expected)
  }

  @Test(arguments: [
    (#"metaFont="toolTip""#, #"test.xib: <font key="NSFont"> (line 8): unknown metaFont 'toolTip' (allowed: smallSystem, smallSystemBold, system, systemBold)"#),
    (#"name="Georgia""#, #"test.xib: <font key="NSFont"> (line 8): missing attribute 'size'"#),
    (#"metaFont="system" size="big""#, #"test.xib: <font key="NSFont"> (line 8): 'big' is not a font size (expected a number of points above 0 and below 1000)"#),
  ])
  func badFonts(_ attributes: String, _ message: String) throws {
    let error = try #require(throws: XIBError.self) { try font(attributes) }
    #expect(error.description == message)
  }

  @Test("a misspelt text style names the closest ones: Subheadline → Subhead, Bdy → Body")
  func textStyleTypo() throws {
    func message(_ style: String) -> String {
      let label = #"<label id="l"><rect key="frame" x="0" y="0" width="10" height="10"/><fontDescription key="fontDescription" style="\#(style)"/></label>"#
      do { _ = try XIBSamples.parse(XIBSamples.cell(subviews: label)); return "" } catch { return "\(error)" }
    }
    #expect(message("UICTFontTextStyleSubheadline").contains("did you mean 'UICTFontTextStyleSubhead'?"))
    #expect(message("UICTFontTextStyleBdy").contains("did you mean 'UICTFontTextStyleBody'?"))
    #expect(!message("Comic").contains("did you mean"))
  }
}
