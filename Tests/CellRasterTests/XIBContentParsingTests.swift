import Testing
@testable import CellRaster

/// What views show: image names in every encoding, texts IB writes as `<string>` elements.
@Suite struct XIBContentParsingTests {
  func view(_ xml: String, _ id: String) throws -> XIBView {
    try #require(try XIBSamples.parse(XIBSamples.cell(subviews: xml)).root.view(withID: id))
  }

  @Test func imageNames() throws {
    let frame = #"<rect key="frame" x="0" y="0" width="10" height="10"/>"#
    #expect(try view(#"<imageView id="i" image="Dot">\#(frame)</imageView>"#, "i").imageName == "Dot")
    // Newer Xcode: <imageReference key="image">, with symbol attributes that name no other image.
    #expect(try view(#"<imageView id="i">\#(frame)<imageReference key="image" image="Dot" symbolScale="small"/></imageView>"#, "i").imageName == "Dot")
    #expect(try view(#"<button id="b">\#(frame)<state key="normal"><imageReference key="image" image="star.fill" catalog="system"/></state></button>"#, "b").imageName == "star.fill")
    #expect(try view(#"<button id="b">\#(frame)<state key="normal" image="plus"/></button>"#, "b").imageName == "plus")
    // A button with only a configuration image shows that one; a state image wins.
    #expect(try view(#"<button id="b">\#(frame)<state key="normal" title="Go"/><buttonConfiguration key="configuration" style="plain" image="checkmark.square.fill" catalog="system"/></button>"#, "b").imageName == "checkmark.square.fill")
    #expect(try view(#"<button id="b">\#(frame)<state key="normal" image="plus"/><buttonConfiguration key="configuration" style="plain"><imageReference key="image" image="minus"/></buttonConfiguration></button>"#, "b").imageName == "plus")
    #expect(try view(#"<imageView id="i">\#(frame)</imageView>"#, "i").imageName == nil)
  }

  /// A text with a line break is written as element content (entourage-ios HomeContribCell).
  @Test func stringElements() throws {
    let frame = #"<rect key="frame" x="0" y="0" width="10" height="10"/>"#
    let label = try view(#"<label id="l" numberOfLines="0">\#(frame)<string key="text">Groupes&#10;rejoints &amp; co</string></label>"#, "l")
    #expect(label.text?.text == "Groupes\nrejoints & co")
    let button = try view(#"<button id="b">\#(frame)<state key="normal"><string key="title">Two&#10;lines</string></state></button>"#, "b")
    #expect(button.text?.text == "Two\nlines")
    let attributed = try view(#"""
      <label id="l">\#(frame)<attributedString key="attributedText"><fragment><string key="content">A
      B</string><attributes><font key="NSFont" size="12" name="Georgia"/></attributes></fragment><fragment content="C"/></attributedString></label>
      """#, "l")
    #expect(attributed.text?.text == "A\nBC")
    let document = try XIBSamples.parse(XIBSamples.cell(subviews: #"<label id="l">\#(frame)<string key="text">x</string></label>"#))
    #expect(document.warnings.isEmpty)
  }
}
