import Testing
@testable import CellRaster

/// A text view's text sits inside its container inset and line fragment padding (`XIBTextViewInsets`).
@Suite struct XIBTextViewInsetsTests {
  static let content = #"<string key="text">Body text of a chat bubble</string><fontDescription key="fontDescription" type="system" pointSize="17"/>"#

  @Test("the default inset moves the first ink to x ≥ 5 pt and y ≥ 8 pt inside the view")
  func defaultInset() throws {
    let pixels = try XIBPixels(xibView("textView", id: "tv", #"editable="NO""#, x: 0, y: 0, width: 300, height: 80, content: Self.content))
    let ink = pixels.ink(in: Rect(x: 0, y: 0, width: 300, height: 80))
    let minX = try #require(ink.map(\.x).min()), minY = try #require(ink.map(\.y).min())
    #expect(minX >= 5 * 2 && minX < 9 * 2)
    #expect(minY >= 8 * 2 && minY < 16 * 2)
    #expect(pixels.node("tv")?.text?.insets == EdgeInsets(top: 8, left: 5, bottom: 8, right: 5))
  }

  @Test("a zero textContainerInset keeps only the 5 pt padding; the text starts higher")
  func zeroInset() throws {
    let content = Self.content + #"<inset key="textContainerInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>"#
    let pixels = try XIBPixels(xibView("textView", id: "tv", x: 0, y: 0, width: 300, height: 80, content: content))
    let ink = pixels.ink(in: Rect(x: 0, y: 0, width: 300, height: 80))
    #expect(try #require(ink.map(\.y).min()) < 8 * 2)
    #expect(try #require(ink.map(\.x).min()) >= 5 * 2)
    #expect(pixels.tree.findings.allSatisfy { !$0.message.contains("textContainerInset") })
  }
}
