import A11yTree
import CellRaster
import Testing

@Suite("BackgroundChain: colours composited down the ancestor chain")
struct BackgroundChainTests {
  private func visible(_ subject: AuditSubject, _ id: String) throws -> VisibleNode {
    try #require(subject.visibleNodes.first { $0.node.id == id })
  }

  @Test("ancestors' backgrounds are composited over the cell's: 50 % black over white is #7F7F7F")
  func composited() throws {
    var box = Fixture.view("box", Rect(x: 0, y: 0, width: 100, height: 50), children: [
      AuditFixture.text("t", "Hi", color: .black)
    ])
    box.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 128)
    let subject = AuditFixture.subject([box])
    let background = BackgroundChain.background(
      behind: try visible(subject, "t"), cellBackground: .white, includingSelf: true)
    #expect(background == Color(red: 127, green: 127, blue: 127))
  }

  @Test("a fully transparent chain is indeterminate, never white")
  func transparent() throws {
    let subject = AuditFixture.subject(
      [AuditFixture.text("t", "Hi", color: .black)], background: .clear)
    #expect(
      BackgroundChain.background(
        behind: try visible(subject, "t"), cellBackground: .clear, includingSelf: true) == nil)
  }

  @Test("a translucent-only chain is indeterminate too; an opaque ancestor settles it")
  func translucent() throws {
    var box = Fixture.view("box", Rect(x: 0, y: 0, width: 100, height: 50), children: [
      AuditFixture.text("t", "Hi", color: .black)
    ])
    box.backgroundColor = Color(red: 255, green: 0, blue: 0, alpha: 200)
    let half = Color(red: 255, green: 255, blue: 255, alpha: 128)
    let subject = AuditFixture.subject([box], background: half)
    #expect(
      BackgroundChain.background(
        behind: try visible(subject, "t"), cellBackground: half, includingSelf: true) == nil)
    box.backgroundColor = Color(red: 255, green: 0, blue: 0)
    let opaque = AuditFixture.subject([box], background: .clear)
    #expect(
      BackgroundChain.background(
        behind: try visible(opaque, "t"), cellBackground: .clear, includingSelf: true)
        == Color(red: 255, green: 0, blue: 0))
  }

  @Test("a view's alpha fades its background: white at alpha 0.5 over black is #808080")
  func alpha() throws {
    var box = Fixture.view("box", Rect(x: 0, y: 0, width: 100, height: 50), children: [
      AuditFixture.text("t", "Hi", color: .black)
    ])
    box.backgroundColor = .white
    box.alpha = 0.5
    let subject = AuditFixture.subject([box], background: .black)
    #expect(
      BackgroundChain.background(
        behind: try visible(subject, "t"), cellBackground: .black, includingSelf: true)
        == Color(red: 128, green: 128, blue: 128))
    // Black text in a container at alpha 0.5 over white: the group (opaque black where the
    // glyph covers) is painted with mask 128 (0.5 × 65535 + 0.5 = 32768, high byte 128), so
    // white × (255 − 128) / 255 = 127: #7F7F7F, where an ideal blend rounds 127.5 up to #808080.
    let faded = Fixture.view("fade", Rect(x: 0, y: 0, width: 300, height: 50), children: [
      AuditFixture.text("t", "Hi", color: .black)
    ])
    var translucent = faded
    translucent.alpha = 0.5
    let overWhite = AuditFixture.subject([translucent])
    #expect(
      BackgroundChain.seen(.source(.black), at: try visible(overWhite, "t"), in: overWhite)
        == Color(red: 127, green: 127, blue: 127))
  }

  @Test("an earlier sibling that covers the text is part of the backdrop: white on a blue button")
  func siblingBackdrop() throws {
    var button = Fixture.view("button", Rect(x: 10, y: 5, width: 220, height: 40), children: [])
    button.backgroundColor = Color(red: 0, green: 0x70, blue: 0xF2)
    let label = AuditFixture.text("t", "Go", color: .white)  // frame 16,10,200,22: inside the button
    let subject = AuditFixture.subject([button, label])
    let text = try visible(subject, "t")
    #expect(subject.backdrop(of: text).map { $0.node.id } == ["root", "button"])
    #expect(
      BackgroundChain.background(behind: text, in: subject, includingSelf: true)
        == Color(red: 0, green: 0x70, blue: 0xF2))
    // A sibling that only partly covers the text is not a backdrop.
    button.frame = Rect(x: 100, y: 5, width: 220, height: 40)
    let partly = AuditFixture.subject([button, label])
    #expect(
      BackgroundChain.background(behind: try visible(partly, "t"), in: partly, includingSelf: true)
        == .white)
    #expect(TextContrastAudit().findings(in: subject).isEmpty)
  }
}
