import Testing
@testable import CellRaster

/// Exact frames with the font-free `FakeTextMeasurer` (advance 0.5 × size; line heights from the
/// Dynamic Type leading table: body 17/22, subheadline 15/20, footnote 13/18 at Large). Expected
/// numbers are worked out by hand from NoteCellMetrics and fiori-cells.md §5.2.
@Suite("NoteCellLayout")
struct NoteCellLayoutTests {
  func layout(_ p: NoteCellProperties, _ env: RenderEnvironment = RenderEnvironment()) throws -> LayoutTree {
    try NoteCellLayout(properties: p, environment: env, measurer: FakeTextMeasurer()).layout()
  }

  func frame(_ tree: LayoutTree, _ id: String) -> Rect? { tree.root.node(withID: id)?.frame }

  static func example() -> NoteCellProperties {
    var p = NoteCellProperties()
    p.keyName = "Description"
    p.placeholderText = "Enter Description"
    return p
  }

  @Test("documentation example: title, 2-line box (UIKit minimum, 60 pt), placeholder inset 13/8")
  func example() throws {
    let tree = try layout(Self.example())
    // Title at 11, 20 tall (ends at 31); box 11 below (FSW −4 + 8 + 7) at 42; 2 × 22 + 8 + 8 = 60;
    // bottom 7: 42 + 60 + 7 = 109.
    #expect(frame(tree, "titleLabel") == Rect(x: 16, y: 11, width: 343, height: 20))
    #expect(frame(tree, "textView") == Rect(x: 16, y: 42, width: 343, height: 60))
    // Text inset 13 leading/trailing: 343 − 26 = 317 wide, at 42 + 8.
    #expect(frame(tree, "placeholderLabel") == Rect(x: 29, y: 50, width: 317, height: 22))
    #expect(tree.size == Size(width: 375, height: 109))
    let placeholder = try #require(tree.root.node(withID: "placeholderLabel")?.text)
    #expect(placeholder.font.italic && placeholder.color == FioriColor.tertiaryLabel.color(in: .light))
    let box = try #require(tree.root.node(withID: "textView"))
    #expect(box.borderWidth == 0.5 && box.borderColor == FioriColor.separatorOpaque.color(in: .light))
    #expect(box.cornerRadius == 8 && box.clipsToBounds)
  }

  @Test("the title-to-box gap is 11 pt and follows a wrapped title")
  func titleToBoxGap() throws {
    var p = Self.example()
    // 80 characters × 7.5 pt (subheadline 15 × 0.5) in 343 pt: 45 a line, so 2 lines of 20 pt.
    p.keyName = String(repeating: "t", count: 80)
    let tree = try layout(p)
    #expect(frame(tree, "titleLabel") == Rect(x: 16, y: 11, width: 343, height: 40))
    // 11 + 40 = 51, + 11 = 62.
    #expect(frame(tree, "textView")?.minY == 62)
    #expect(tree.size.height == 62 + 60 + 7)
  }

  @Test("lines grow with the text up to maxNumberOfLines; minNumberOfLines below 2 clamps to 2")
  func lineLimits() throws {
    var p = NoteCellProperties()
    p.value = String(repeating: "x", count: 100)  // 37 letters of 8.5 pt per 317 pt line → 3 lines
    p.minNumberOfLines = 0
    #expect(p.effectiveMinNumberOfLines == 2)
    // No title: box at 7; 3 × 22 + 16 = 82; 7 + 82 + 7 = 96.
    #expect(try layout(p).size.height == 96)
    p.maxNumberOfLines = 2
    // Capped at 2 lines: 60 pt box; not editing, the text shows its start (y = 7 + 8).
    let capped = try layout(p)
    #expect(frame(capped, "textView") == Rect(x: 16, y: 7, width: 343, height: 60))
    #expect(frame(capped, "valueText") == Rect(x: 29, y: 15, width: 317, height: 66))
    // Editing: scrolled to the end, 66 − 44 = 22 pt up.
    p.isEditing = true
    #expect(frame(try layout(p), "valueText")?.minY == -7)
    p.maxNumberOfLines = 1
    #expect(p.effectiveMaxNumberOfLines == 2)
  }

  @Test("the counter sits trailing in the info row: count then /limit")
  func counter() throws {
    var p = NoteCellProperties()
    p.value = "abc"
    p.maxNoteTextLength = 20
    p.isCharCountEnabled = true
    let tree = try layout(p)
    // "3" is 6.5 → 7 pt, "/20" 19.5 → 20 pt; right edge 359: "/20" at 339, "3" at 332.
    // Row top = box bottom 67 + 4 = 71; height 71 + 18 + 11 = 100.
    #expect(frame(tree, "counterCountLabel") == Rect(x: 332, y: 71, width: 7, height: 18))
    #expect(frame(tree, "counterLimitLabel") == Rect(x: 339, y: 71, width: 20, height: 18))
    #expect(tree.size.height == 100)
    #expect(tree.root.node(withID: "infoLabel") == nil)
    // Right to left: the pair moves to the leading (left) edge, 375 − 359 = 16 … 43, but the
    // digits still read "3/20" left to right: "3" at 16, "/20" at 23.
    let rtl = try layout(p, RenderEnvironment(layoutDirection: .rightToLeft))
    #expect(frame(rtl, "counterCountLabel") == Rect(x: 16, y: 71, width: 7, height: 18))
    #expect(frame(rtl, "counterLimitLabel") == Rect(x: 23, y: 71, width: 20, height: 18))
  }

  @Test("beyond the limit: error border, count in negativeLabel, the beyond-limit message with an icon")
  func beyondLimit() throws {
    var p = NoteCellProperties()
    p.value = String(repeating: "y", count: 21)
    p.maxNoteTextLength = 20
    p.isCharCountEnabled = true
    p.allowsBeyondLimit = true
    #expect(p.hasCharCountError)
    let tree = try layout(p)
    let negative = FioriColor.negativeLabel.color(in: .light)
    #expect(tree.root.node(withID: "textView")?.borderColor == negative)
    // FSW: an error changes the colour only; 0.5 pt unless editing, 2 pt while editing.
    #expect(tree.root.node(withID: "textView")?.borderWidth == 0.5)
    p.isEditing = true
    #expect(try layout(p).root.node(withID: "textView")?.borderWidth == 2)
    p.isEditing = false
    #expect(tree.root.node(withID: "counterCountLabel")?.text?.color == negative)
    #expect(tree.root.node(withID: "infoLabel")?.text?.text == "Reduce the number of characters")
    // Icon 13 pt (footnote size) at the leading edge, text 8 after it.
    #expect(frame(tree, "infoIcon") == Rect(x: 16, y: 71 + 2.5, width: 13, height: 13))
    #expect(frame(tree, "infoLabel")?.minX == 37)
  }

  @Test("info text precedence: error, beyond, at limit, hint, read-only hint")
  func infoPrecedence() {
    var p = NoteCellProperties()
    #expect(NoteCellLayout.infoText(p) == nil)
    p.isReadOnly = true
    #expect(NoteCellLayout.infoText(p)?.text == "Read-only field")
    p.hidesReadOnlyHint = true
    #expect(NoteCellLayout.infoText(p) == nil)
    p.hintText = "Hint"
    #expect(NoteCellLayout.infoText(p)?.text == "Hint")
    p.maxNoteTextLength = 2
    p.value = "ab"
    #expect(NoteCellLayout.infoText(p)?.text == "No more characters remaining")
    p.charCountReachLimitMsg = "Full"
    #expect(NoteCellLayout.infoText(p)?.text == "Full")
    p.value = "abc"
    #expect(NoteCellLayout.infoText(p)?.text == "Reduce the number of characters")
    #expect(NoteCellLayout.infoText(p)?.isError == true)
    p.hasError = true
    p.errorText = "Bad"
    #expect(NoteCellLayout.infoText(p)?.text == "Bad")
    p.showsErrorInValidationMsg = true
    #expect(NoteCellLayout.validationText(p) == "Bad")
    #expect(NoteCellLayout.infoText(p)?.text == "Reduce the number of characters")
  }

  @Test("read-only: no border, quaternaryFill; the element reads as static text")
  func readOnly() throws {
    var p = Self.example()
    p.isReadOnly = true
    let box = try #require(try layout(p).root.node(withID: "textView"))
    #expect(box.borderWidth == 0 && box.backgroundColor == FioriColor.quaternaryFill.color(in: .light))
    #expect(box.accessibility.traits == .staticText)
  }

  @Test("required: '*' in the title, 'Required Field' in the spoken label; value lists text, info and characters left")
  func requiredAccessibility() throws {
    var p = Self.example()
    p.isRequired = true
    p.maxNoteTextLength = 10
    p.value = "abc"
    p.hintText = "Hint"
    let tree = try layout(p)
    #expect(tree.root.node(withID: "titleLabel")?.text?.text == "Description*")
    let a = try #require(tree.root.node(withID: "textView")?.accessibility)
    #expect(a.label == "Description, Required Field")
    #expect(a.value == "abc, Hint, 7 characters left")
    #expect(a.traits == [.textEntry, .textArea])
    p.isEnabled = false
    #expect(try layout(p).root.node(withID: "textView")?.accessibility.traits == [.textEntry, .textArea, .notEnabled])
  }

  @Test("height cap: never taller than the screen above the keyboard while editing")
  func heightCap() throws {
    var p = NoteCellProperties()
    p.value = String(repeating: "x", count: 100)  // 3 lines: natural 96
    var env = RenderEnvironment()
    env.screenHeight = 200
    env.keyboardHeight = 120
    #expect(try layout(p, env).size.height == 96)  // not editing: no keyboard, 200 is enough
    p.isEditing = true
    // 200 − 120 = 80: the box gives up 16 pt (82 → 66) and the text scrolls.
    let capped = try layout(p, env)
    #expect(capped.size.height == 80)
    #expect(frame(capped, "textView")?.height == 66)
    #expect(RenderEnvironment().resolvedScreenHeight == 812 && RenderEnvironment().resolvedKeyboardHeight == 336)
  }
}

extension NoteCellLayoutTests {
  @Test("theme: value text colour and style, placeholder colour, editing and disabled border tints")
  func theme() throws {
    let theme = try NSSThemeParser.parse("""
      fdlFUINoteFormCell_valueText { font-color: #010203; font-style: callout; }
      fdlFUINoteFormCell_placeholder { font-color: #040506; }
      fdlFUIKeyValueFormCell_valueText { tint-color: #070809; tint-color-disabled: #0A0B0C; font-color-disabled: #0D0E0F; }
      """, file: "t.nss")
    var p = Self.example()
    p.theme = theme
    #expect(try layout(p).root.node(withID: "placeholderLabel")?.text?.color == Color(red: 4, green: 5, blue: 6))
    p.value = "v"
    p.isEditing = true
    var tree = try layout(p)
    #expect(tree.root.node(withID: "valueText")?.text?.color == Color(red: 1, green: 2, blue: 3))
    #expect(tree.root.node(withID: "valueText")?.text?.font.pointSize == 16)  // callout at L
    #expect(tree.root.node(withID: "textView")?.borderColor == Color(red: 7, green: 8, blue: 9))
    p.isEditing = false
    p.isEnabled = false
    tree = try layout(p)
    #expect(tree.root.node(withID: "valueText")?.text?.color == Color(red: 13, green: 14, blue: 15))
    #expect(tree.root.node(withID: "textView")?.borderColor == Color(red: 10, green: 11, blue: 12))
  }
}
