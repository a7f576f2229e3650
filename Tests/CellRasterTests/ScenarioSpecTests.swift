import Foundation
import Testing
@testable import CellRaster

@Suite("ScenarioSpec decoding")
struct ScenarioSpecTests {
  let noImages: ImageLoader = { path, cursor in
    throw SpecError.missingReference(file: cursor.file, path: cursor.path, reference: path)
  }

  func decode(_ json: String) throws -> ScenarioSpec {
    let value = try JSONValue.parse(Data(json.utf8), file: "row.json")
    return try ScenarioSpec.decode(JSONCursor(value, file: "row.json"), loader: noImages)
  }

  func message(_ json: String) -> String? {
    do {
      _ = try decode(json)
      return nil
    } catch let error as SpecError {
      return error.description
    } catch {
      return "\(error)"
    }
  }

  @Test("a full spec decodes with defaults filled in")
  func decodesFullSpec() throws {
    let spec = try decode("""
      {"name": "a", "cell": "FUIObjectCollectionViewCell",
       "properties": {"headlineText": "H", "statusText": "S", "substatusImage": "symbol:error",
                      "substatusImageTint": "negativeLabel", "accessoryType": "checkmark"},
       "variants": [{"width": 320, "scale": 2, "contentSize": "AX3", "appearance": "dark",
                     "layoutDirection": "rightToLeft"},
                    {"width": 1024, "horizontalSizeClass": "regular", "splitPercent": 0.4}]}
      """)
    guard case .object(let p) = spec.content else { Issue.record("not an object cell"); return }
    #expect(p.headlineText == "H" && p.status == .text("S") && p.substatus == .image(.symbol(.error)))
    #expect(p.substatusTint == .token(.negativeLabel) && p.accessoryType == .checkmark)
    #expect(spec.variants[0] == RenderEnvironment(width: 320, scale: 2, contentSize: .accessibilityExtraLarge,
                                                  appearance: .dark, layoutDirection: .rightToLeft))
    #expect(spec.variants[1].idiom == .pad && spec.variants[1].splitPercent == 0.4 && spec.variants[1].scale == 3)
    #expect(spec.variants.map(\.slug) == ["w320-2x-AX3-dark-rtl", "w1024-3x-L-light-ltr-regular-split40"])
  }

  @Test("properties as an ordered array: the one set last wins")
  func setLastWins() throws {
    let spec = try decode("""
      {"name": "a", "cell": "FUIObjectTableViewCell",
       "properties": [{"statusText": "S"}, {"statusImage": "symbol:warning"}]}
      """)
    guard case .object(let p) = spec.content else { Issue.record("not an object cell"); return }
    #expect(p.status == .image(.symbol(.warning)))
    #expect(spec.variants == [RenderEnvironment()])
  }

  @Test("errors name the file, the JSON path and what is allowed", arguments: [
    (#"{"name": "a", "cell": "UITableViewCell"}"#,
     "row.json: at $.cell: unknown value 'UITableViewCell' (allowed: FUIObjectCollectionViewCell, FUIObjectTableViewCell, FUINoteCollectionViewCell, FUINoteFormCell, FUIAttachmentsFormCell, XIB, XIBList)"),
    (#"{"name": "a", "cell": "FUIObjectTableViewCell", "colour": 1}"#,
     "row.json: at $.colour: unknown key 'colour' (allowed: name, cell, description, properties, variants, steps, comparison, theme, accessibilityOverlay, expectedFindings, acceptedFindings, overrides, locale)"),
    (#"{"name": "a", "cell": "FUIObjectTableViewCell", "properties": {"headlineText": 42}}"#,
     "row.json: at $.properties.headlineText: expected a string, got number"),
    (#"{"name": "a", "cell": "FUIObjectTableViewCell", "variants": [{"scale": 4}]}"#,
     "row.json: at $.variants[0].scale: 4 is out of range (allowed: 1–3)"),
    (#"{"name": "a", "cell": "FUIObjectTableViewCell", "variants": [{"scale": 2.5}]}"#,
     "row.json: at $.variants[0].scale: expected a whole number, got 2.5"),
    (#"{"name": "a", "cell": "FUIObjectTableViewCell", "variants": [{"width": 0}]}"#,
     "row.json: at $.variants[0].width: 0 is out of range (allowed: 1–4096 pt)"),
    (#"{"name": "a", "cell": "FUIObjectTableViewCell", "variants": [{"contentSize": "XL"}]}"#,
     "row.json: at $.variants[0].contentSize: unknown value 'XL' (did you mean xL?; allowed: xS, S, M, L, xL, xxL, xxxL, AX1, AX2, AX3, AX4, AX5)"),
    (#"{"name": "a", "cell": "FUIObjectTableViewCell", "variants": [{"horizontalSizeClass": "regular", "splitPercent": 1}]}"#,
     "row.json: at $.variants[0].splitPercent: 1 is out of range (allowed: 0.01–0.99)"),
    (#"{"name": "a", "cell": "FUIObjectTableViewCell", "variants": [{"splitPercent": 0.4}]}"#,
     "row.json: at $.variants[0].splitPercent: splitPercent is used only with \"horizontalSizeClass\": \"regular\""),
    (#"{"name": "a", "cell": "FUIObjectTableViewCell", "variants": [{}, {"scale": 3}]}"#,
     "row.json: at $.variants[1]: same environment as variants[0] (w375-3x-L-light-ltr)"),
    (#"{"name": "a", "cell": "FUIObjectTableViewCell", "properties": {"statusImage": "symbol:nope"}}"#,
     "row.json: at $.properties.statusImage: unknown symbol 'nope' (allowed: error, warning, success, info, unreadDot, chevron, checkmark, infoButton, add, document, documentText, documentPDF, documentSpreadsheet, documentPresentation, documentArchive, photo, activityIndicator)"),
    (#"{"name": "a", "cell": "FUIObjectTableViewCell", "properties": {"statusImageTint": "red"}}"#,
     "row.json: at $.properties.statusImageTint: 'red' is not a colour (expected a Fiori token such as negativeLabel, or #RRGGBB / #RRGGBBAA)"),
    (#"{"name": "a", "cell": "FUIObjectTableViewCell", "properties": {"detailImage": "missing.png"}}"#,
     "row.json: at $.properties.detailImage: image file 'missing.png' not found (paths are relative to the spec)"),
    (#"{"name": "a", "cell": "FUIObjectTableViewCell", "properties": {"statusText": "a", "statusImage": "symbol:error"}}"#,
     "row.json: at $.properties.statusImage: statusText and statusImage are both set in one object; in UIKit the one set last wins, so give properties as an array of objects in the order they are set"),
    (#"{"name": "../x", "cell": "FUIObjectTableViewCell"}"#,
     "row.json: at $.name: '../x' is not a scenario name (1–100 characters of A–Z a–z 0–9 . _ -, not starting with '.')"),
    (#"{"cell": "FUIObjectTableViewCell"}"#, "row.json: at $: missing key 'name'"),
    (#"[1]"#, "row.json: at $: expected an object, got array"),
    (#"{"name": "a", "cell": "FUIObjectTableViewCell", "properties": {"iconImages": ["1", "2", "3", "4"]}}"#,
     "row.json: at $.properties.iconImages: at most 3 icons are allowed (the Fiori guidelines' limit, fiori-cells.md §5.1), got 4"),
    (#"{"name": "a", "cell": "FUIObjectTableViewCell", "properties": {"isOn": true}}"#,
     "row.json: at $.properties.isOn: unknown key 'isOn' (allowed: headlineText, subheadlineText, footnoteText, descriptionText, showsDescriptionInCompact, statusText, statusImage, substatusText, substatusImage, statusTextColor, statusImageTint, substatusTextColor, substatusImageTint, iconImages, detailImage, accessoryType, preserveIconStackSpacing, preserveDetailImageSpacing, splitPercent)"),
    (#"{"name": "a", "cell": "FUINoteFormCell", "variants": [{"screenHeight": 400, "keyboardHeight": 400}]}"#,
     "row.json: at $.variants[0].keyboardHeight: keyboardHeight 400 pt must be less than the screen height 400 pt"),
    (#"{"name": "a", "cell": "FUINoteFormCell", "variants": [{"screenHeight": 50}]}"#,
     "row.json: at $.variants[0].screenHeight: 50 is out of range (allowed: 100–4096 pt)"),
    (#"{"name": "a", "cell": "FUINoteFormCell", "theme": "nope.nss"}"#,
     "row.json: at $.theme: theme file 'nope.nss' not found (paths are relative to the spec)"),
    (#"{"name": "a", "cell": "FUIObjectTableViewCell", "theme": "nope.nss"}"#,
     "row.json: at $.theme: theme is supported for the note and attachments cells, not FUIObjectTableViewCell"),
    (#"{"name": "a", "cell": "FUIAttachmentsFormCell", "properties": {"attachments": [{"title": "a"}, {"title": "b", "id": "1"}]}}"#,
     "row.json: at $.properties.attachments[1]: attachment id '1' is already used in this cell"),
    (#"{"name": "a", "cell": "FUIAttachmentsFormCell", "properties": {"attachments": [{"subtitle": "a"}]}}"#,
     "row.json: at $.properties.attachments[0]: missing key 'title' (the attachment's file name)"),
  ])
  func errors(json: String, expected: String) {
    #expect(message(json) == expected)
  }

  @Test("screen and keyboard heights appear in the slug only when set")
  func screenSlug() throws {
    let spec = try decode(#"{"name": "a", "cell": "FUINoteFormCell", "variants": [{}, {"screenHeight": 600, "keyboardHeight": 0}]}"#)
    #expect(spec.variants.map(\.slug) == ["w375-3x-L-light-ltr", "w375-3x-L-light-ltr-screen600-kb0"])
    #expect(spec.frames.count == 1)
  }

  /// Found by a bad-input trial: 375.0000000000001 made `w375p-…`, and was kept beside 375 as
  /// another variant, while 375.5 and 375.50000001 were refused as one.
  @Test("slugs give widths and heights to 3 decimals, never a bare 'p'; values that round alike are one environment")
  func fractionalSlugs() throws {
    let spec = try decode(#"{"name": "a", "cell": "FUINoteFormCell", "variants": [{"width": 375.0000000000001, "height": 50.000000001}, {"width": 37.5}, {"width": 320.125}]}"#)
    #expect(spec.variants.map(\.slug) == ["w375-3x-L-light-ltr-h50", "w37p5-3x-L-light-ltr", "w320p125-3x-L-light-ltr"])
    // The frame drawn is the one the slug names: 375.0000000000001 is 375 (1125 px at 3x, not 1126).
    #expect(spec.variants[0].width == 375 && spec.variants[0].height == 50)
    let same = message(#"{"name": "a", "cell": "FUINoteFormCell", "variants": [{"width": 375}, {"width": 375.0000000000001}]}"#)
    #expect(same?.contains("same environment as variants[0] (w375-3x-L-light-ltr)") == true, "\(same ?? "")")
  }

  @Test("malformed JSON is an error naming the file, with exit category bad input")
  func malformed() {
    #expect(throws: SpecError.self) { try decode("{\"name\": ") }
    #expect(SpecError.malformedJSON(file: "f", detail: "x").category == .badInput)
    #expect(SpecError.missingFile("f").category == .missingInput)
  }

  @Test("booleans are not numbers and numbers are not booleans")
  func strictTypes() {
    #expect(message(#"{"name": "a", "cell": "FUIObjectTableViewCell", "variants": [{"scale": true}]}"#)
      == "row.json: at $.variants[0].scale: expected a number, got boolean")
    #expect(message(#"{"name": "a", "cell": "FUIObjectTableViewCell", "properties": {"preserveIconStackSpacing": 1}}"#)
      == "row.json: at $.properties.preserveIconStackSpacing: expected true or false, got number")
  }
}

extension ScenarioSpecTests {
  /// A 10 KB spec of 100 variants × 100 steps asked for 10,100 snapshots (a hostile-input trial).
  @Test("variants, steps and the snapshots they multiply to are capped: 64, 100 and 1,000")
  func snapshotCaps() throws {
    func spec(variants: Int, steps: Int) -> String {
      let variantList = (0..<variants).map { #"{"width": \#(320 + $0)}"# }.joined(separator: ",")
      let stepList = (0..<steps).map { #"{"action": "post", "notification": "announcement", "string": "s\#($0)"}"# }.joined(separator: ",")
      return #"{"name": "caps", "cell": "FUIObjectTableViewCell", "properties": {"headlineText": "x"}, "variants": [\#(variantList)], "steps": [\#(stepList)]}"#
    }
    #expect(try decode(spec(variants: 10, steps: 99)).frames.count == 100)
    let variants = #expect(throws: SpecError.self) { try decode(spec(variants: 65, steps: 0)) }
    #expect(variants?.description == "row.json: at $.variants: 65 variants; a spec may have at most 64")
    let steps = #expect(throws: SpecError.self) { try decode(spec(variants: 1, steps: 101)) }
    #expect(steps?.description == "row.json: at $.steps: 101 steps; a spec may have at most 100")
    let product = #expect(throws: SpecError.self) { try decode(spec(variants: 20, steps: 50)) }
    #expect(product?.description == "row.json: at $.steps: 20 variants × (50 steps + 1) = 1020 snapshots; a spec may produce at most 1000")
  }
}
