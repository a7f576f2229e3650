import Testing
@testable import CellRaster

@Suite("NSSThemeParser")
struct NSSThemeParserTests {
  func message(_ text: String) -> String? {
    do {
      _ = try NSSThemeParser.parse(text, file: "t.nss")
      return nil
    } catch let error as NSSThemeError {
      #expect(error.category == .badInput)
      return error.description
    } catch {
      return "\(error)"
    }
  }

  @Test("class paths with typed values; comments skipped; last ';' optional; blocks merge")
  func parses() throws {
    let theme = try NSSThemeParser.parse("""
      /* brand */
      fdlFUINoteFormCell_valueText { font-color: #112233; font-style: callout }
      // line comment
      fdlFUIAttachmentsFormCell_thumbnailCell {
        border-width: 2px;
        corner-radius: 4;
      }
      fdlFUIAttachmentsFormCell_thumbnailCell { border-color: #00000080; }
      fdlFUIAttachmentsFormCell_addButton { image: symbol:document; }
      """, file: "t.nss")
    #expect(theme.color(.noteValueText, .fontColor) == Color(red: 0x11, green: 0x22, blue: 0x33))
    #expect(theme.textStyle(.noteValueText, .fontStyle) == .callout)
    #expect(theme.number(.attachmentsThumbnailCell, .borderWidth) == 2)
    #expect(theme.number(.attachmentsThumbnailCell, .cornerRadius) == 4)
    #expect(theme.color(.attachmentsThumbnailCell, .borderColor) == Color(red: 0, green: 0, blue: 0, alpha: 0x80))
    #expect(theme.symbol(.attachmentsAddButton, .image) == .document)
    #expect(theme.color(.notePlaceholder, .fontColor) == nil)
  }

  @Test("errors give file:line and what is allowed", arguments: [
    ("fdlFUIObjectView_headlineLabel { font-color: #000000; }",
     "t.nss:1: unknown class path 'fdlFUIObjectView_headlineLabel' (allowed: fdlFUINoteFormCell_valueText, fdlFUINoteFormCell_placeholder, fdlFUIKeyValueFormCell_valueText, fdlFUIAttachmentsFormCell_titleLabel, fdlFUIAttachmentsFormCell_thumbnailImage, fdlFUIAttachmentsFormCell_addButton, fdlFUIAttachmentsFormCell_thumbnailCell)"),
    ("\n\nfdlFUINoteFormCell_placeholder {\n  tint-color: #000000;\n}",
     "t.nss:4: unknown property 'tint-color' for fdlFUINoteFormCell_placeholder (allowed: font-color, font-style)"),
    ("fdlFUINoteFormCell_valueText { font-color: red; }",
     "t.nss:1: font-color: 'red' is not a colour #RRGGBB or #RRGGBBAA"),
    ("fdlFUINoteFormCell_valueText { font-style: huge; }",
     "t.nss:1: font-style: 'huge' is not a text style (largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2)"),
    ("fdlFUIAttachmentsFormCell_thumbnailCell { border-width: 30; }",
     "t.nss:1: border-width: '30' is not a number of points 0–20"),
    ("fdlFUINoteFormCell_valueText { font-color #000000; }",
     "t.nss:1: expected 'property: value', got 'font-color #000000'"),
    ("fdlFUINoteFormCell_valueText {\n font-color: #000000;",
     "t.nss:1: missing '}' for the fdlFUINoteFormCell_valueText block opened here"),
    ("fdlFUINoteFormCell_valueText { font-color: #000000; font-color: #111111; }",
     "t.nss:1: font-color is set twice for fdlFUINoteFormCell_valueText"),
    ("fdlFUINoteFormCell_valueText font-color: #000000;",
     "t.nss:1: expected '{' after 'fdlFUINoteFormCell_valueText font-color:…'"),
    ("}", "t.nss:1: unexpected '}' (expected a class path such as fdlFUINoteFormCell_valueText)"),
    ("/* open\n\n", "t.nss:1: comment '/*' is never closed"),
  ])
  func errors(text: String, expected: String) {
    #expect(message(text) == expected)
  }
}
