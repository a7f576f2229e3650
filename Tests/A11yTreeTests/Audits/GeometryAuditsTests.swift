import A11yTree
import CellRaster
import Testing

@Suite("TouchTargetAudit (§5.3)")
struct TouchTargetAuditTests {
  @Test("64x64 and exactly 44x44 pass; 16 in either dimension fails", arguments: [
    (64.0, 64.0, false), (44, 44, false), (16, 64, true), (64, 16, true), (43.9, 44, true),
  ])
  func sizes(_ width: Double, _ height: Double, _ fails: Bool) {
    let findings = AuditFixture.findings(
      TouchTargetAudit(),
      [AuditFixture.element("b", label: "Go", traits: .button,
                            frame: Rect(x: 0, y: 0, width: width, height: height))])
    #expect(findings.isEmpty == !fails)
  }

  @Test("the exact finding; non-tappable elements are not checked")
  func message() throws {
    let findings = AuditFixture.findings(
      TouchTargetAudit(),
      [
        AuditFixture.element("info", label: "More Info", traits: .button,
                             frame: Rect(x: 337, y: 38, width: 22, height: 22)),
        AuditFixture.element("text", label: "Small", traits: .staticText,
                             frame: Rect(x: 0, y: 0, width: 10, height: 10)),
      ])
    let finding = try #require(findings.first)
    #expect(findings.count == 1)
    #expect(finding.message == "element 2 \"More Info\" is 22x22 pt; tappable elements need at least 44x44 pt")
    #expect(finding.measured == "22x22 pt")
    #expect(finding.threshold == "44x44 pt")
    #expect(FindingTextFormat.line(finding) == "error [touch-target-size] element 2 (info): element 2 \"More Info\" is 22x22 pt; tappable elements need at least 44x44 pt | measured 22x22 pt; threshold 44x44 pt; tolerance none (exactly 44 pt passes); Apple HIG 44x44 pt; WCAG 2.2 SC 2.5.5 Target Size (Enhanced) (AAA)")
  }
}

@Suite("TextTruncationAudit and TextClippingAudit")
struct TextLayoutAuditsTests {
  @Test("truncated text is a warning naming the content size")
  func truncated() {
    let findings = AuditFixture.findings(
      TextTruncationAudit(), [AuditFixture.text("foot", "Long text", color: .black, truncated: true)])
    #expect(findings.map(\.message) == [
      "text \"Long text\" (foot) is truncated at content size L (1 line)"
    ])
    #expect(findings.first?.severity == .warning)
    #expect(findings.first?.fix == "allow more lines (numberOfLines 0) and let the cell grow with its text")
  }

  @Test("text with no line limit is cut by its height: the fix names the height, not numberOfLines")
  func truncatedByHeight() {
    var node = AuditFixture.text("note", "Long text", color: .black, truncated: true)
    node.text?.numberOfLines = 0
    let findings = AuditFixture.findings(TextTruncationAudit(), [node])
    #expect(findings.map(\.message) == ["text \"Long text\" (note) is truncated at content size L (no line limit)"])
    #expect(findings.first?.fix?.hasPrefix("give the label the height its text needs: remove the fixed height") == true)
  }

  @Test("text reaching more than 0.5 pt outside the cell or a clipping ancestor is clipped")
  func clipped() {
    let inside = AuditFixture.text("a", "In", color: .black, frame: Rect(x: 0, y: 78, width: 50, height: 22.5))
    let outside = AuditFixture.text("b", "Out", color: .black, frame: Rect(x: 0, y: 90, width: 50, height: 20))
    let clipper = Fixture.view("clip", Rect(x: 100, y: 0, width: 50, height: 20), clipsToBounds: true, children: [
      AuditFixture.text("c", "Cut", color: .black, frame: Rect(x: 100, y: 10, width: 50, height: 20))
    ])
    let findings = AuditFixture.findings(TextClippingAudit(), [inside, outside, clipper])
    #expect(findings.map(\.message) == [
      "text \"Out\" (b) is clipped at content size L: frame 0,90,50,20 reaches outside 0,0,375,100",
      "text \"Cut\" (c) is clipped at content size L: frame 100,10,50,20 reaches outside 100,0,50,20",
    ])
    #expect(findings.map(\.measured) == ["50% of the frame visible", "50% of the frame visible"])
  }
}

@Suite("TextClippingAudit fixes")
struct TextClippingFixTests {
  @Test("the fix follows the side the text is cut at, and names a view solved to a negative size first")
  func fixBySide() {
    let below = AuditFixture.text("below", "Below", color: .black, frame: Rect(x: 0, y: 90, width: 50, height: 20))
    let beside = AuditFixture.text("beside", "Beside", color: .black, frame: Rect(x: 300, y: 10, width: 120, height: 20))
    let corner = AuditFixture.text("corner", "Corner", color: .black, frame: Rect(x: 300, y: 90, width: 120, height: 20))
    let fixes = AuditFixture.findings(TextClippingAudit(), [below, beside, corner]).map { $0.fix ?? "" }
    let height = "let the cell and the text's container grow with the text (no fixed height) at this content size"
    let width = "keep the text inside its container's width (leading and trailing constraints, numberOfLines 0 "
      + "to wrap) and let it give way to the views beside it (a lower horizontal compression resistance, e.g. 749)"
    #expect(fixes == [height, width, height + "; " + width])
    var layout = AuditFixture.subject([beside]).layout
    layout.findings = [
      LayoutFinding(rule: "xib.negative-size", severity: .warning, nodeID: "favoriteSwitch", message: "m"),
      LayoutFinding(rule: "xib.negative-size", severity: .warning, nodeID: "other", message: "m"),
      LayoutFinding(rule: "xib.ambiguous", severity: .warning, nodeID: "x", message: "m"),
    ]
    let subject = AuditSubject(layout: layout, tree: AccessibilityTreeBuilder.build(from: layout))
    #expect(TextClippingAudit().findings(in: subject).map(\.fix) == [
      "first fix the xib.negative-size warning on favoriteSwitch and 1 more (a view solved to a negative size, so the "
        + "texts beside it got its room); " + width
    ])
  }
}

@Suite("TextOverlapAudit")
struct TextOverlapAuditTests {
  @Test("a text drawn over an earlier one is an error naming both, with the overlap; touching frames and 0.5 pt are not")
  func overlapping() {
    let title = AuditFixture.text("title", "Title", color: .black, frame: Rect(x: 16, y: 11, width: 343, height: 20.33))
    let detail = AuditFixture.text("detail", "Detail", color: .black, frame: Rect(x: 16, y: 25, width: 343, height: 18))
    let below = AuditFixture.text("below", "Below", color: .black, frame: Rect(x: 16, y: 43, width: 343, height: 18))
    let nudged = AuditFixture.text("nudged", "Nudged", color: .black, frame: Rect(x: 16, y: 60.5, width: 100, height: 18))
    let findings = AuditFixture.findings(TextOverlapAudit(), [title, detail, below, nudged])
    #expect(findings.map(\.message) == [
      "text \"Detail\" (detail) overlaps text \"Title\" (title) by 343x6.33 pt at content size L: text areas "
        + "16,25,343,18 and 16,11,343,20.33"
    ])
    #expect(findings.first?.severity == .error)
    #expect(findings.first?.nodeID == "detail")
    #expect(findings.first?.measured == "343x6.33 pt overlap")
    #expect(findings.first?.fix?.hasPrefix("constrain the two texts to follow each other") == true)
  }

  @Test("each text is reported once, for the first earlier text it overlaps; side by side counts too")
  func onceEach() {
    let a = AuditFixture.text("a", "A", color: .black, frame: Rect(x: 16, y: 10, width: 100, height: 40))
    let b = AuditFixture.text("b", "B", color: .black, frame: Rect(x: 100, y: 10, width: 100, height: 20))
    let c = AuditFixture.text("c", "C", color: .black, frame: Rect(x: 16, y: 20, width: 200, height: 20))
    let findings = AuditFixture.findings(TextOverlapAudit(), [a, b, c])
    #expect(findings.map(\.nodeID) == ["b", "c"])
    #expect(findings.last?.message.contains("overlaps text \"A\" (a)") == true)
  }

  @Test("hidden, faded, blank, clipped-away and nested texts are not compared")
  func exclusions() {
    let base = AuditFixture.text("base", "Base", color: .black, frame: Rect(x: 16, y: 10, width: 200, height: 40))
    var hidden = AuditFixture.text("hidden", "Hidden", color: .black, frame: Rect(x: 16, y: 10, width: 200, height: 20))
    hidden.isHidden = true
    var faded = AuditFixture.text("faded", "Faded", color: .black, frame: Rect(x: 16, y: 10, width: 200, height: 20))
    faded.alpha = 0.005
    let blank = AuditFixture.text("blank", " ", color: .black, frame: Rect(x: 16, y: 10, width: 200, height: 20))
    let clipped = Fixture.view("clip", Rect(x: 300, y: 0, width: 50, height: 100), clipsToBounds: true, children: [
      AuditFixture.text("outside", "Outside", color: .black, frame: Rect(x: 150, y: 10, width: 100, height: 20))
    ])
    var button = LayoutNode(id: "button", kind: .button, frame: Rect(x: 16, y: 60, width: 200, height: 30),
                            text: TextContent(text: "Button", font: FontDescriptor(pointSize: 17), color: .black))
    button.children = [AuditFixture.text("title", "Button", color: .black, frame: Rect(x: 20, y: 64, width: 100, height: 22))]
    #expect(AuditFixture.findings(TextOverlapAudit(), [base, hidden, faded, blank, clipped, button]).isEmpty)
  }

  @Test("a measured text counts with its lines, not its frame: at the alignment's edge, centred vertically when drawn so")
  func measuredLines() {
    // The-blue-alliance MatchTableViewCell at 375 pt: a right-aligned time label 244 pt wide
    // over the score label's frame, its short text well clear of it.
    var time = AuditFixture.text("time", "Sat 12:27 PM", color: .black, frame: Rect(x: 104, y: 8, width: 244, height: 30))
    let score = AuditFixture.text("score", "114", color: .black, frame: Rect(x: 289, y: 8, width: 59, height: 60))
    #expect(AuditFixture.findings(TextOverlapAudit(), [score, time]).map(\.nodeID) == ["time"])
    time.text?.alignment = .right
    time.text?.usedSize = Size(width: 96, height: 20)
    let right = AuditFixture.findings(TextOverlapAudit(), [score, time])
    #expect(right.map(\.nodeID) == ["time"])  // the right edge is where the score is
    #expect(right.first?.message.contains("text areas 252,8,96,20 and 289,8,59,60") == true)
    time.text?.alignment = .left
    #expect(AuditFixture.findings(TextOverlapAudit(), [score, time]).isEmpty)
    time.text?.alignment = .center
    #expect(AuditFixture.findings(TextOverlapAudit(), [score, time]).isEmpty)  // 178-274
    // Vertically: a 60 pt tall label with 20 pt of centred text starts 20 pt down (the
    // fixture's cell is 100 pt tall).
    var tall = AuditFixture.text("tall", "Tall", color: .black, frame: Rect(x: 0, y: 30, width: 100, height: 60))
    let above = AuditFixture.text("above", "Above", color: .black, frame: Rect(x: 0, y: 10, width: 100, height: 38))
    tall.text?.usedSize = Size(width: 40, height: 20)
    tall.text?.isVerticallyCentered = false
    #expect(AuditFixture.findings(TextOverlapAudit(), [above, tall]).map(\.nodeID) == ["tall"])
    tall.text?.isVerticallyCentered = true
    #expect(AuditFixture.findings(TextOverlapAudit(), [above, tall]).isEmpty)
    // Lines taller than the frame count with the frame only.
    tall.text?.usedSize = Size(width: 40, height: 400)
    #expect(AuditFixture.findings(TextOverlapAudit(), [above, tall]).map(\.nodeID) == ["tall"])
  }

  @Test("right-to-left text and sizes that are not positive keep the frame's whole width")
  func measuredLinesFallBack() {
    let score = AuditFixture.text("score", "114", color: .black, frame: Rect(x: 289, y: 8, width: 59, height: 30))
    var hebrew = AuditFixture.text("time", "שבת 12:27", color: .black, frame: Rect(x: 104, y: 8, width: 244, height: 30))
    hebrew.text?.usedSize = Size(width: 60, height: 20)
    #expect(AuditFixture.findings(TextOverlapAudit(), [score, hebrew]).map(\.nodeID) == ["time"])
    var zero = AuditFixture.text("zero", "Sat", color: .black, frame: Rect(x: 104, y: 8, width: 244, height: 30))
    zero.text?.usedSize = Size(width: 0, height: 20)
    #expect(AuditFixture.findings(TextOverlapAudit(), [score, zero]).map(\.nodeID) == ["zero"])
    zero.text?.usedSize = Size(width: .nan, height: 20)
    #expect(AuditFixture.findings(TextOverlapAudit(), [score, zero]).map(\.nodeID) == ["zero"])
  }

  @Test("a text field's insets are not its text's area")
  func insets() {
    let label = AuditFixture.text("label", "Name", color: .black, frame: Rect(x: 16, y: 10, width: 100, height: 20))
    var field = LayoutNode(id: "field", kind: .textField, frame: Rect(x: 16, y: 22, width: 200, height: 34),
                           text: TextContent(text: "Value", font: FontDescriptor(pointSize: 17), color: .black))
    field.text?.insets = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    #expect(AuditFixture.findings(TextOverlapAudit(), [label, field]).isEmpty)
    field.text?.insets = .zero
    #expect(AuditFixture.findings(TextOverlapAudit(), [label, field]).map(\.nodeID) == ["field"])
  }
}

@Suite("TextContrastAudit and NonTextContrastAudit")
struct ContrastAuditsTests {
  @Test("#777777 normal text on white fails at 4.4781:1; #767676 passes; the message is exact")
  func normalText() throws {
    let gray77 = try #require(Color(hex: "#777777"))
    let gray76 = try #require(Color(hex: "#767676"))
    let findings = AuditFixture.findings(
      TextContrastAudit(),
      [
        AuditFixture.text("a", "Fails", color: gray77, size: 15),
        AuditFixture.text("b", "Passes", color: gray76, size: 15,
                          frame: Rect(x: 16, y: 40, width: 200, height: 22)),
      ])
    #expect(findings.map(\.message) == [
      "text \"Fails\" (a) #777777 on #FFFFFF is 4.4781:1, below 4.5:1 for normal text (15 pt regular)"
    ])
    #expect(findings.first?.threshold == "4.5:1 (normal text)")
    #expect(findings.first?.tolerance == "strict WCAG (no tolerance)")
  }

  @Test("large text (18 pt, or 14 pt bold) is held to 3:1: #949494 passes, #959595 fails")
  func largeText() throws {
    let findings = AuditFixture.findings(
      TextContrastAudit(),
      [
        AuditFixture.text("a", "Big", color: try #require(Color(hex: "#949494")), size: 18),
        AuditFixture.text("b", "Bold", color: try #require(Color(hex: "#959595")), size: 14,
                          weight: .bold, frame: Rect(x: 16, y: 40, width: 200, height: 22)),
      ])
    #expect(findings.map(\.message) == [
      "text \"Bold\" (b) #959595 on #FFFFFF is 2.9953:1, below 3:1 for large text (14 pt bold)"
    ])
  }

  @Test("text faded below alpha 0.01 (UIKit's hit-testing cut-off) is not audited; at 0.011 it is",
        arguments: [(0.009, [String]()), (0.011, ["a"])])
  func fadedText(alpha: Double, flagged: [String]) throws {
    // Black text at alpha 0.011 on white is drawn nearly white: far below 4.5:1, so it must be
    // flagged; at 0.009 VoiceOver skips it and the audits leave it alone too.
    var label = AuditFixture.text("a", "Faded", color: .black)
    label.alpha = alpha
    var icon = LayoutNode(id: "icon", kind: .imageView, frame: Rect(x: 300, y: 10, width: 24, height: 24))
    icon.image = ImageContent(source: .symbol("info"), tint: .black)
    icon.alpha = alpha
    let subject = AuditFixture.subject([label, icon])
    #expect(TextContrastAudit().findings(in: subject).map(\.nodeID) == flagged)
    // The alpha is printed with four significant digits, not rounded onto the cut-off.
    #expect(TextContrastAudit().findings(in: subject).allSatisfy { $0.message.contains("under alpha 0.011 drawn as") })
    #expect(NonTextContrastAudit().findings(in: subject).map(\.nodeID)
              == flagged.map { _ in "icon" })
  }

  @Test("a transparent chain gives contrast-indeterminate, never a white verdict")
  func indeterminate() {
    let findings = AuditFixture.findings(
      TextContrastAudit(), [AuditFixture.text("a", "Hi", color: .black)], background: .clear)
    #expect(findings.map(\.rule) == ["contrast-indeterminate"])
    #expect(findings.first?.severity == .warning)
    #expect(findings.first?.message == "text \"Hi\" (a): the backgrounds of the cell and its ancestors are not opaque, so its contrast cannot be computed")
  }

  @Test("an icon tinted #C8C8C8 and a #DDDDDD border fail 3:1; #949494 passes")
  func nonText() throws {
    let icon = LayoutNode(
      id: "icon", kind: .imageView, frame: Rect(x: 0, y: 0, width: 16, height: 16),
      image: ImageContent(source: .symbol("warning"), tint: Color(hex: "#C8C8C8")))
    let okIcon = LayoutNode(
      id: "ok", kind: .imageView, frame: Rect(x: 20, y: 0, width: 16, height: 16),
      image: ImageContent(source: .symbol("warning"), tint: Color(hex: "#949494")))
    let box = LayoutNode(
      id: "box", frame: Rect(x: 0, y: 30, width: 100, height: 40), borderWidth: 1,
      borderColor: Color(hex: "#DDDDDD"))
    let findings = AuditFixture.findings(NonTextContrastAudit(), [icon, okIcon, box])
    #expect(findings.map(\.message) == [
      "icon \"warning\" (icon) #C8C8C8 on #FFFFFF is 1.6731:1, below 3:1 for icons and borders",
      "border of box #DDDDDD on #FFFFFF is 1.3582:1, below 3:1 for icons and borders",
    ])
  }

  @Test("UIKit's disclosure chevron: the fix names an accessoryView, not a tint the app cannot set")
  func systemChevronFix() {
    let chevron = LayoutNode(
      id: "cell.accessoryChevron", kind: .imageView, frame: Rect(x: 300, y: 14, width: 8, height: 13),
      image: ImageContent(source: .symbol("chevron"), tint: Color(hex: "#C5C5C7")))
    let icon = LayoutNode(
      id: "icon", kind: .imageView, frame: Rect(x: 0, y: 0, width: 16, height: 16),
      image: ImageContent(source: .symbol("warning"), tint: Color(hex: "#C8C8C8")))
    let fixes = AuditFixture.findings(NonTextContrastAudit(), [chevron, icon]).map(\.fix)
    #expect(fixes.first??.hasPrefix("UIKit draws this disclosure chevron in its own grey: use an accessoryView") == true)
    #expect(fixes.last??.hasPrefix("darken the") == true)
  }
}

@Suite("AccessibilityAuditor and LayoutRuleFindings")
struct AccessibilityAuditorTests {
  @Test("layout findings flow into the same findings, numbered by their element")
  func layoutFindings() {
    var layout = Fixture.tree(
      [Fixture.view("content", Rect(x: 0, y: 0, width: 375, height: 100),
                    AccessibilityAttributes(isAccessibilityElement: true, label: "Row"),
                    children: [Fixture.label("substatusLabel", "Late", Rect(x: 300, y: 40, width: 40, height: 20))])],
      width: 375, height: 100)
    layout.findings = [LayoutFinding(
      rule: "fiori.substatus-accessory", severity: .error, nodeID: "substatusLabel", message: "rule text")]
    let findings = AccessibilityAuditor.audit(
      layout: layout, tree: AccessibilityTreeBuilder.build(from: layout))
    let last = findings.last
    #expect(last?.rule == "fiori.substatus-accessory")
    #expect(last?.elementNumber == 1)
    #expect(last?.criterion == "SAP Fiori for iOS object cell guideline (fiori-cells.md §5.1)")
    #expect(last?.message == "rule text")
  }
}
