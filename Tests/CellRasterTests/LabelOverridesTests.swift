import Foundation
import Testing
@testable import CellRaster

/// `<label>.numberOfLines` / `<label>.lineBreakMode` in the Fiori cells' `properties`. Frames
/// use the font-free `FakeTextMeasurer` (advance 0.5 × size; Dynamic Type line heights at Large:
/// headline 17 pt / 22, subheadline 15 pt / 20).
@Suite("Label overrides")
struct LabelOverridesTests {
  let noImages: ImageLoader = { path, cursor in
    throw SpecError.missingReference(file: cursor.file, path: cursor.path, reference: path)
  }

  func cursor(_ json: String) throws -> JSONCursor {
    JSONCursor(try JSONValue.parse(Data(json.utf8), file: "p.json"), path: "$.properties", file: "p.json")
  }

  func object(_ json: String) throws -> ObjectCellProperties {
    try ObjectCellProperties.decode(cursor(json), loader: noImages)
  }

  func message(_ json: String) -> String? {
    do {
      _ = try object(json)
      return nil
    } catch {
      return "\(error)"
    }
  }

  func layout(_ p: ObjectCellProperties) throws -> LayoutTree {
    try ObjectCellLayout(properties: p, environment: RenderEnvironment(), measurer: FakeTextMeasurer()).layout()
  }

  @Test("dotted keys decode into the overrides; other keys are unchanged")
  func decodes() throws {
    let p = try object(#"{"headlineText": "H", "headlineLabel.numberOfLines": 0, "footnoteLabel.lineBreakMode": "byWordWrapping"}"#)
    #expect(p.headlineText == "H")
    #expect(p.labelOverrides.numberOfLines("headlineLabel", default: 2) == 0)
    #expect(p.labelOverrides.numberOfLines("footnoteLabel", default: 1) == 1)
    #expect(p.labelOverrides.lineBreakMode("footnoteLabel", default: .byTruncatingTail) == .byWordWrapping)
    #expect(p.labelOverrides.lineBreakMode("headlineLabel", default: .byTruncatingTail) == .byTruncatingTail)
  }

  @Test("bad values are errors at the key's JSON path")
  func errors() {
    #expect(message(#"{"headlineLabel.numberOfLines": -1}"#)
      == #"p.json: at $.properties["headlineLabel.numberOfLines"]: -1 is out of range (allowed: 0–10000)"#)
    #expect(message(#"{"headlineLabel.numberOfLines": 10001}"#)
      == #"p.json: at $.properties["headlineLabel.numberOfLines"]: 10001 is out of range (allowed: 0–10000)"#)
    #expect(message(#"{"headlineLabel.numberOfLines": 1.5}"#)
      == #"p.json: at $.properties["headlineLabel.numberOfLines"]: expected a whole number, got 1.5"#)
    #expect(message(#"{"headlineLabel.numberOfLines": "2"}"#)
      == #"p.json: at $.properties["headlineLabel.numberOfLines"]: expected a number, got string"#)
    #expect(message(#"{"footnoteLabel.lineBreakMode": "wordWrap"}"#)
      == #"p.json: at $.properties["footnoteLabel.lineBreakMode"]: unknown value 'wordWrap' (allowed: byTruncatingTail, byWordWrapping, byCharWrapping, byTruncatingHead, byTruncatingMiddle, byClipping)"#)
    #expect(message(#"{"headlinLabel.numberOfLines": 0}"#)
      == #"p.json: at $.properties["headlinLabel.numberOfLines"]: unknown label 'headlinLabel' in 'headlinLabel.numberOfLines' (did you mean headlineLabel?; labels: headlineLabel, subheadlineLabel, footnoteLabel, descriptionLabel)"#)
    #expect(message(#"{"headlineLabel.numberOfLine": 0}"#)
      == #"p.json: at $.properties["headlineLabel.numberOfLine"]: unknown label property 'numberOfLine' in 'headlineLabel.numberOfLine' (did you mean numberOfLines?; allowed: numberOfLines, lineBreakMode)"#)
    #expect(message(#"{"statusLabel.textColor": 0}"#)
      == #"p.json: at $.properties["statusLabel.textColor"]: unknown label 'statusLabel' in 'statusLabel.textColor' (labels: headlineLabel, subheadlineLabel, footnoteLabel, descriptionLabel)"#)
  }

  @Test("headlineLabel.numberOfLines changes the headline's lines and the cell height")
  func headlineLines() throws {
    // 100 characters at 8.5 pt in the 343 pt column (375 − 2 × 16): 40 a line, 3 lines.
    var p = try object(#"{"headlineText": "\#(String(repeating: "a", count: 100))", "subheadlineText": "s", "headlineLabel.numberOfLines": 0}"#)
    let full = try layout(p)
    let headline = try #require(full.root.node(withID: "headlineLabel"))
    #expect(headline.frame.height == 66 && headline.text?.numberOfLines == 0 && headline.text?.isTruncated == false)
    p = try object(#"{"headlineText": "\#(String(repeating: "a", count: 100))", "subheadlineText": "s", "headlineLabel.numberOfLines": 1}"#)
    let one = try layout(p)
    let capped = try #require(one.root.node(withID: "headlineLabel"))
    #expect(capped.frame.height == 22 && capped.text?.numberOfLines == 1 && capped.text?.isTruncated == true)
    // The subheadline (22 pt) moves with it: 44 pt taller cell.
    #expect(full.size.height - one.size.height == 44)
  }

  @Test("footnoteLabel with hard line breaks: capped at its numberOfLines, all lines at 0")
  func footnoteBreaks() throws {
    let base = #"{"headlineText": "H", "footnoteText": "one\ntwo\nthree""#
    let two = try #require(try layout(object(base + #", "footnoteLabel.numberOfLines": 2}"#)).root.node(withID: "footnoteLabel"))
    #expect(two.frame.height == 40 && two.text?.isTruncated == true)
    let all = try #require(try layout(object(base + #", "footnoteLabel.numberOfLines": 0}"#)).root.node(withID: "footnoteLabel"))
    #expect(all.frame.height == 60 && all.text?.isTruncated == false)
    // The text stays whole for drawing and accessibility.
    #expect(all.text?.text == "one\ntwo\nthree" && two.text?.text == "one\ntwo\nthree")
  }

  @Test("lineBreakMode reaches the label node")
  func lineBreakMode() throws {
    let tree = try layout(object(#"{"headlineText": "H", "subheadlineText": "S", "subheadlineLabel.lineBreakMode": "byTruncatingMiddle"}"#))
    #expect(tree.root.node(withID: "subheadlineLabel")?.text?.lineBreakMode == .byTruncatingMiddle)
    #expect(tree.root.node(withID: "headlineLabel")?.text?.lineBreakMode == .byTruncatingTail)
  }

  @Test("note cell and attachments cell titleLabel take overrides")
  func noteAndAttachments() throws {
    // keyName of 60 characters at 7.5 pt (subheadline 15 pt) in 343 pt: 45 a line, 2 lines of 20 pt.
    let title = String(repeating: "t", count: 60)
    var note = try NoteCellProperties.decode(cursor(#"{"keyName": "\#(title)"}"#))
    let wrapped = try NoteCellLayout(properties: note, environment: RenderEnvironment(), measurer: FakeTextMeasurer()).layout()
    #expect(wrapped.root.node(withID: "titleLabel")?.frame.height == 40)
    note = try NoteCellProperties.decode(cursor(#"{"keyName": "\#(title)", "titleLabel.numberOfLines": 1}"#))
    let capped = try NoteCellLayout(properties: note, environment: RenderEnvironment(), measurer: FakeTextMeasurer()).layout()
    #expect(capped.root.node(withID: "titleLabel")?.frame.height == 20)
    #expect(capped.root.node(withID: "titleLabel")?.text?.isTruncated == true)
    #expect(wrapped.size.height - capped.size.height == 20)

    let attachments = try AttachmentsCellProperties.decode(
      cursor(#"{"title": "\#(title)", "titleLabel.numberOfLines": 1, "titleLabel.lineBreakMode": "byTruncatingTail"}"#), loader: noImages)
    let tree = try AttachmentsCellLayout(properties: attachments, environment: RenderEnvironment(), measurer: FakeTextMeasurer()).layout()
    let label = try #require(tree.root.node(withID: "titleLabel"))
    #expect(label.frame.height == 20 && label.text?.isTruncated == true && label.text?.lineBreakMode == .byTruncatingTail)
    #expect(throws: SpecError.self) {
      try NoteCellProperties.decode(cursor(#"{"valueText.numberOfLines": 1}"#))
    }
  }

  @Test("rendering: the override changes the drawn cell (Pango)")
  func rendering() throws {
    let renderer = try CellRenderer()
    let text = #"{"headlineText": "A headline long enough to need three lines or more in a compact width cell at the Large size", "subheadlineText": "S""#
    func image(_ json: String) throws -> RGBAImage {
      let tree = try ObjectCellLayout(properties: object(json), environment: RenderEnvironment(), measurer: renderer.measurer).layout()
      return try renderer.render(tree)
    }
    let full = try image(text + #", "headlineLabel.numberOfLines": 0}"#)
    let one = try image(text + #", "headlineLabel.numberOfLines": 1}"#)
    #expect(full.height > one.height)
  }
}

@Suite("Label overrides: note cell messages")
struct NoteMessageOverrideTests {
  @Test("infoLabel and validationLabel take numberOfLines; the row and the cell shrink")
  func messages() throws {
    // Footnote at Large: 13 pt, advance 6.5, 18 pt lines. 120 characters of hint in a ~343 pt row
    // wrap to 3 lines (52 a line); capped at 1 line the row is 36 pt shorter.
    let hint = String(repeating: "h", count: 120)
    func layout(_ extra: String) throws -> LayoutTree {
      let json = #"{"keyName": "Notes", "hintText": "\#(hint)", "validationMessage": "\#(hint)"\#(extra)}"#
      let cursor = JSONCursor(try JSONValue.parse(Data(json.utf8), file: "p.json"), path: "$.properties", file: "p.json")
      return try NoteCellLayout(properties: NoteCellProperties.decode(cursor), environment: RenderEnvironment(),
                                measurer: FakeTextMeasurer()).layout()
    }
    let full = try layout("")
    let capped = try layout(#", "infoLabel.numberOfLines": 1, "validationLabel.numberOfLines": 1"#)
    let info = try #require(capped.root.node(withID: "infoLabel"))
    let validation = try #require(capped.root.node(withID: "validationLabel"))
    #expect(info.frame.height == 18 && info.text?.isTruncated == true && info.text?.numberOfLines == 1)
    #expect(validation.frame.height == 18 && validation.text?.isTruncated == true)
    let fullInfo = try #require(full.root.node(withID: "infoLabel"))
    #expect(fullInfo.frame.height > 18 && fullInfo.text?.isTruncated == false)
    #expect(full.size.height - capped.size.height
      == (fullInfo.frame.height - 18) + ((full.root.node(withID: "validationLabel")?.frame.height ?? 0) - 18))
  }
}

@Suite("Label overrides: setProperty")
struct LabelOverrideStepTests {
  @Test("a setProperty step sets a label override on the object cell")
  func setProperty() throws {
    let json = #"""
      {"name": "s", "cell": "FUIObjectCollectionViewCell", "properties": {"headlineText": "H"},
       "steps": [{"action": "setProperty", "property": "headlineLabel.numberOfLines", "value": 0}]}
      """#
    let spec = try ScenarioSpec.decode(JSONCursor(JSONValue.parse(Data(json.utf8), file: "s.json"), file: "s.json"),
                                       loader: { path, cursor in
      throw SpecError.missingReference(file: cursor.file, path: cursor.path, reference: path)
    })
    guard case .object(let before) = spec.frames[0].content, case .object(let after) = spec.frames[1].content else {
      Issue.record("expected object cell frames")
      return
    }
    #expect(before.labelOverrides.numberOfLines("headlineLabel", default: 2) == 2)
    #expect(after.labelOverrides.numberOfLines("headlineLabel", default: 2) == 0)
  }
}
