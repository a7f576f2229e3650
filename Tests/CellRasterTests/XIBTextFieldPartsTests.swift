import Testing
@testable import CellRaster

/// What a text field draws (`XIBTextFieldParts`), checked on pixels.
@Suite struct XIBTextFieldPartsTests {
  static let font = #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#
  static let frame = Rect(x: 10, y: 10, width: 200, height: 34)

  static func field(_ attributes: String, content: String = font) throws -> XIBPixels {
    try XIBPixels(xibView("textField", id: "tf", attributes, content: content))
  }

  @Test("the placeholder's ink is placeholderText grey (#3C3C43 at 30 % on white: about 197, 197, 199)")
  func placeholderInk() throws {
    let pixels = try Self.field(#"borderStyle="roundedRect" placeholder="Email address""#)
    let darkest = try #require(pixels.darkest(in: Rect(x: 20, y: 14, width: 150, height: 26)))
    #expect((190...205).contains(darkest.r) && abs(darkest.r - darkest.g) <= 2 && darkest.b >= darkest.r)
    #expect(pixels.node("tf.text")?.text?.text == "Email address")
    #expect(pixels.tree.findings.allSatisfy { !$0.message.contains("textField> is laid out") })
  }

  @Test("the text's ink is the text colour, and the text wins over the placeholder")
  func textInk() throws {
    let pixels = try Self.field(#"borderStyle="roundedRect" text="Hello" placeholder="Name""#,
                                content: Self.font + #"<color key="textColor" red="1" green="0" blue="0" alpha="1" colorSpace="calibratedRGB"/>"#)
    let darkest = try #require(pixels.darkest(in: Rect(x: 17, y: 14, width: 150, height: 26)))
    #expect(darkest.r > 200 && darkest.g < 60 && darkest.b < 60)
    #expect(pixels.node("tf.text")?.text?.text == "Hello")
    // The text starts 7 pt in (the bordered inset), not at the border.
    let firstInk = try #require(pixels.ink(in: Rect(x: 11, y: 14, width: 100, height: 26)).map(\.x).min())
    #expect(Double(firstInk) >= 17 * 2)
  }

  @Test("a rounded rect draws a grey hairline border and a white fill; a borderless field draws no border")
  func roundedRectBorder() throws {
    let pixels = try Self.field(#"borderStyle="roundedRect" placeholder="x""#)
    let edge = pixels.color(10.1, 27)  // the left border's pixel column
    #expect(edge.r < 235 && edge.r > 180 && abs(edge.r - edge.b) <= 3)
    #expect(pixels.color(12, 27) == (255, 255, 255, 255))
    #expect(pixels.node("tf.bezel")?.cornerRadius == XIBTextControlStyle.roundedRectCornerRadius)
    let none = try Self.field(#"placeholder="x""#)
    #expect(none.color(10.1, 27) == (255, 255, 255, 255))
    #expect(none.node("tf.bezel") == nil)
    let line = try Self.field(#"borderStyle="line" placeholder="x""#)
    #expect(line.color(10.25, 27).r < 40)
  }

  @Test("the clear button draws only with text in the always (and unlessEditing) mode")
  func clearButton() throws {
    let button = Rect(x: 210 - 6 - 19, y: 17.5, width: 19, height: 19)
    let always = try Self.field(#"borderStyle="roundedRect" text="Hi" clearButtonMode="always""#)
    #expect(always.ink(in: button).count > 100)
    #expect(always.node("tf.clearButton")?.accessibility.isAccessibilityElement == false)
    for attributes in [#"text="Hi" clearButtonMode="whileEditing""#, #"text="Hi""#, #"placeholder="Hi" clearButtonMode="always""#,
                       #"text="Hi" clearButtonMode="unlessEditing""#] {
      let pixels = try Self.field(#"borderStyle="roundedRect" "# + attributes)
      let expected = attributes.contains("unlessEditing")
      #expect((pixels.ink(in: button).count > 100) == expected, "\(attributes)")
    }
  }

  @Test("right to left, the clear button is at the left edge and the text keeps clear of it")
  func clearButtonRightToLeft() throws {
    let pixels = try XIBPixels(xibView("textField", id: "tf", #"borderStyle="roundedRect" text="Hi" clearButtonMode="always""#,
                                       content: Self.font), direction: .rightToLeft)
    let button = try #require(pixels.node("tf.clearButton")?.frame)
    #expect(button.minX == 10 + XIBTextControlStyle.clearButtonTrailing)
    #expect(pixels.ink(in: button).count > 100)
    #expect((pixels.node("tf.text")?.text?.insets.left ?? 0) >= 6 + 19)
  }

  @Test("secure text shows bullets; the accessibility value logic stays")
  func secureText() throws {
    let pixels = try Self.field(#"borderStyle="roundedRect" text="abc""#,
                                content: Self.font + #"<textInputTraits key="textInputTraits" secureTextEntry="YES"/>"#)
    #expect(pixels.node("tf.text")?.text?.text == "•••")
    #expect(pixels.node("tf")?.accessibility.value == "•••")
  }

  @Test("a background image is reported by name")
  func backgroundImageWarns() throws {
    let pixels = try Self.field(#"borderStyle="none" background="field-bg" placeholder="x""#)
    #expect(pixels.tree.findings.contains { $0.message.contains("background image 'field-bg' is not drawn") })
  }
}
