import Foundation
import Testing
@testable import CellRaster

/// Spec decoding of `"cell": "XIB"` / `"XIBList"`, with exact error messages. Specs are written
/// into a temporary folder next to a synthesized `cell.xib` (one label, outlet nameLabel),
/// `twice.xib` (that label with outlets nameLabel and titleLabel), `bare.xib` (that label, no
/// outlets) and
/// `Orders.storyboard` (prototype cells OrderCell and SummaryCell, outlet titleLabel each).
@Suite struct XIBPropertiesTests {
  static let folder: String = {
    let dir = NSTemporaryDirectory() + "snapcheck-xib-spec-tests-\(getpid())"
    try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let xib = XIBSamples.cell(subviews: #"<label id="n" text="Name"><rect key="frame" x="0" y="0" width="10" height="10"/></label>"#,
                              cellExtras: #"<connections><outlet property="nameLabel" destination="n" id="o"/></connections>"#)
    _ = FileManager.default.createFile(atPath: dir + "/cell.xib", contents: Data(xib.utf8))
    _ = FileManager.default.createFile(atPath: dir + "/Orders.storyboard", contents: Data(XIBCellChoiceTests.orders.utf8))
    // Two outlets to one label, as IB allows.
    let twice = XIBSamples.cell(subviews: #"<label id="n" text="Name"><rect key="frame" x="0" y="0" width="10" height="10"/></label>"#,
                                cellExtras: #"<connections><outlet property="nameLabel" destination="n" id="o"/><outlet property="titleLabel" destination="n" id="p"/></connections>"#)
    _ = FileManager.default.createFile(atPath: dir + "/twice.xib", contents: Data(twice.utf8))
    let bare = XIBSamples.cell(subviews: #"<label id="n" text="Name"><rect key="frame" x="0" y="0" width="10" height="10"/></label>"#)
    _ = FileManager.default.createFile(atPath: dir + "/bare.xib", contents: Data(bare.utf8))
    return dir
  }()

  func decode(_ json: String) throws -> ScenarioSpec {
    let file = Self.folder + "/spec.json"
    return try ScenarioSpec.decode(JSONCursor(JSONValue.parse(Data(json.utf8), file: file), file: file)) { _, cursor in
      throw cursor.error("no images in this test")
    }
  }

  @Test func decodesCellAndList() throws {
    let cell = try decode(#"{"name":"a","cell":"XIB","properties":{"xib":"cell.xib","outlets":{"nameLabel.text":"Ann"}}}"#)
    guard case .xib(let content) = cell.content else { Issue.record("not a XIB cell"); return }
    #expect(content.bindings == XIBBindings([("nameLabel", .text("Ann"))]))
    let list = try decode(#"{"name":"b","cell":"XIBList","properties":{"xib":"cell.xib","rowHeight":80,"rows":[{"nameLabel.hidden":true},"inProgress"]}}"#)
    guard case .xibList(let rows) = list.content else { Issue.record("not a XIB list"); return }
    #expect(rows.rowHeight == .fixed(80))
    #expect(rows.rows == [.loaded(XIBBindings([("nameLabel", .hidden(true))])), .inProgress])
  }

  @Test func storyboardCellChosenByReuseIdentifierWithOutletsBound() throws {
    let spec = try decode(#"{"name":"s","cell":"XIB","properties":{"xib":"Orders.storyboard","reuseIdentifier":"SummaryCell","outlets":{"titleLabel.text":"Total: 3 orders"}}}"#)
    guard case .xib(let content) = spec.content else { Issue.record("not a XIB cell"); return }
    #expect(content.document.root.id == "c2")
    #expect(content.bindings == XIBBindings([("titleLabel", .text("Total: 3 orders"))]))
    let tree = try XIBCellLayout(content: content, environment: RenderEnvironment(width: 375, scale: 3, height: 60),
                                 measurer: FakeTextMeasurer()).layout()
    let title = try #require(tree.root.node(withID: "titleLabel"))
    #expect(title.text?.text == "Total: 3 orders")
    // leading 16; centred in the 59.5 pt content view: (59.5 − 20.4) / 2 = 19.55 → 19.667 at 3x.
    #expect(title.frame.minX == 16)
    #expect(tree.root.accessibility.label == "Total: 3 orders")
    let list = try decode(#"{"name":"l","cell":"XIBList","properties":{"xib":"Orders.storyboard","reuseIdentifier":"OrderCell","rows":[{"titleLabel.text":"A"}]}}"#)
    guard case .xibList(let rows) = list.content else { Issue.record("not a XIB list"); return }
    // The table view's row height, 44.
    #expect(rows.cell.root.id == "c1" && rows.rowHeight == .fixed(44))
  }

  @Test(arguments: [
    (#"{"name":"a","cell":"XIB","properties":{"xib":"Orders.storyboard"}}"#,
     #"at $.properties: Orders.storyboard has 2 prototype cells; choose one with "reuseIdentifier" (reuse identifiers: OrderCell, SummaryCell)"#),
    (#"{"name":"a","cell":"XIBList","properties":{"xib":"Orders.storyboard","rows":["inProgress"]}}"#,
     #"at $.properties: Orders.storyboard has 2 prototype cells; choose one with "reuseIdentifier" (reuse identifiers: OrderCell, SummaryCell)"#),
    (#"{"name":"a","cell":"XIB","properties":{"xib":"Orders.storyboard","reuseIdentifier":"Nope"}}"#,
     "at $.properties.reuseIdentifier: Orders.storyboard has no prototype cell with reuse identifier 'Nope' (reuse identifiers: OrderCell, SummaryCell)"),
    (#"{"name":"a","cell":"XIB","properties":{"xib":"cell.xib","reuseIdentifier":"Nope"}}"#,
     #"at $.properties.reuseIdentifier: cell.xib has no top-level cell with reuse identifier 'Nope' (reuse identifiers: id "cell" (no reuse identifier))"#),
    (#"{"name":"a","cell":"XIB","properties":{"xib":"Orders.storyboard","reuseIdentifier":7}}"#,
     "at $.properties.reuseIdentifier: expected a string, got number"),
    (#"{"name":"a","cell":"XIB","properties":{"xib":"Orders.storyboard","reuseIdentifier":""}}"#,
     "at $.properties.reuseIdentifier: expected a reuse identifier, got an empty string"),
    (#"{"name":"a","cell":"XIB","properties":{"xib":"Missing.storyboard","reuseIdentifier":"OrderCell"}}"#,
     "at $.properties.xib: storyboard file 'Missing.storyboard' not found (paths are relative to the spec)"),
    (#"{"name":"a","cell":"XIB","properties":{"xib":"Orders.storyboard","reuseIdentifier":"OrderCell","outlets":{"nameLabel.text":"x"}}}"#,
     "at $.properties.outlets[\"nameLabel.text\"]: 'nameLabel.text' does not name an outlet of Orders.storyboard (expected <outlet>.<text|image|hidden|on|customSpacing> with outlet one of: titleLabel)"),
  ])
  func storyboardErrors(_ json: String, _ message: String) throws {
    let error = try #require(throws: SpecError.self) { try decode(json) }
    #expect(error.description == "\(Self.folder)/spec.json: \(message)")
    // A XIB or storyboard that does not exist is missing input (66), like a missing image.
    #expect(error.category == (message.contains("file '") && message.contains("not found") ? .missingInput : .badInput))
  }

  @Test(arguments: [
    (#"{"name":"a","cell":"XIB"}"#, "at $: missing key 'properties' (a XIB cell needs properties.xib)"),
    (#"{"name":"a","cell":"XIB","properties":{"xib":"cell.xib","rows":[]}}"#, "at $.properties.rows: unknown key 'rows' (allowed: xib, reuseIdentifier, outlets, assets)"),
    (#"{"name":"a","cell":"XIB","properties":{"xib":"missing.xib"}}"#, "at $.properties.xib: XIB file 'missing.xib' not found (paths are relative to the spec)"),
    // A file of the spec's folder whose name is close is suggested: letter case (macOS folders
    // ignore it, Linux does not), a typo, the other kind's ending.
    (#"{"name":"a","cell":"XIB","properties":{"xib":"Cell.xib"}}"#, "at $.properties.xib: XIB file 'Cell.xib' not found (paths are relative to the spec; did you mean 'cell.xib'?)"),
    (#"{"name":"a","cell":"XIB","properties":{"xib":"./cel.xib"}}"#, "at $.properties.xib: XIB file './cel.xib' not found (paths are relative to the spec; did you mean './cell.xib'?)"),
    (#"{"name":"a","cell":"XIB","properties":{"xib":"Order.storyboard"}}"#, "at $.properties.xib: storyboard file 'Order.storyboard' not found (paths are relative to the spec; did you mean 'Orders.storyboard'?)"),
    (#"{"name":"a","cell":"XIB","properties":{"xib":"nowhere/cell.xib"}}"#, "at $.properties.xib: XIB file 'nowhere/cell.xib' not found (paths are relative to the spec)"),
    (#"{"name":"a","cell":"XIB","properties":{"xib":"cell.png"}}"#, "at $.properties.xib: 'cell.png' is not a .xib or .storyboard path (relative to the spec)"),
    (#"{"name":"a","cell":"XIB","properties":{"xib":"cell.xib","outlets":{"titleLabel.text":"x"}}}"#,
     "at $.properties.outlets[\"titleLabel.text\"]: 'titleLabel.text' does not name an outlet of cell.xib (expected <outlet>.<text|image|hidden|on|customSpacing> with outlet one of: nameLabel)"),
    (#"{"name":"a","cell":"XIBList","properties":{"xib":"cell.xib","rows":["inProgress",{"nameLabel.text":"\#(String(repeating: "x", count: 1001))"}]}}"#,
     #"at $.properties.rows[1]["nameLabel.text"]: the text has more than 1000 characters in a row without a space or line break, which snapcheck does not lay out (TextLengthLimit)"#),
    (#"{"name":"a","cell":"XIB","properties":{"xib":"cell.xib","outlets":{"nameLabel.text":"\#(String(repeating: "x ", count: 10_001))"}}}"#,
     #"at $.properties.outlets["nameLabel.text"]: the text has more than 20000 characters, which snapcheck does not lay out (TextLengthLimit)"#),
    (#"{"name":"a","cell":"XIB","properties":{"xib":"bare.xib","outlets":{"nameLabel.text":"x"}}}"#,
     "at $.properties.outlets[\"nameLabel.text\"]: 'nameLabel.text' does not name an outlet of bare.xib (expected <outlet>.<text|image|hidden|on|customSpacing>; the file connects no outlets to this cell)"),
    (#"{"name":"a","cell":"XIB","properties":{"xib":"cell.xib","outlets":{"nameLabel":"x"}}}"#,
     "at $.properties.outlets.nameLabel: 'nameLabel' names an outlet but no property (expected nameLabel.text, nameLabel.image, nameLabel.hidden, nameLabel.on, nameLabel.customSpacing)"),
    (#"{"name":"a","cell":"XIBList","properties":{"xib":"cell.xib","rows":[{"nameLabel":"x"}]}}"#,
     "at $.properties.rows[0].nameLabel: 'nameLabel' names an outlet but no property (expected nameLabel.text, nameLabel.image, nameLabel.hidden, nameLabel.on, nameLabel.customSpacing)"),
    (#"{"name":"a","cell":"XIB","properties":{"xib":"cell.xib","outlets":{"nameLable.text":"x"}}}"#,
     "at $.properties.outlets[\"nameLable.text\"]: 'nameLable.text' does not name an outlet of cell.xib (did you mean 'nameLabel'?) (expected <outlet>.<text|image|hidden|on|customSpacing> with outlet one of: nameLabel)"),
    (#"{"name":"a","cell":"XIB","properties":{"xib":"twice.xib","outlets":{"titleLabel.text":"A","nameLabel.text":"B"}}}"#,
     #"at $.properties.outlets["titleLabel.text"]: 'nameLabel.text' and 'titleLabel.text' set the text of the same view, label (id n) (two outlets point to it); set it once"#),
    (#"{"name":"a","cell":"XIBList","properties":{"xib":"twice.xib","rows":[{"nameLabel.hidden":true,"titleLabel.hidden":false}]}}"#,
     #"at $.properties.rows[0]["titleLabel.hidden"]: 'nameLabel.hidden' and 'titleLabel.hidden' set the hidden of the same view, label (id n) (two outlets point to it); set it once"#),
    (#"{"name":"a","cell":"XIB","properties":{"xib":"cell.xib","outlets":{"nameLabel.on":true}}}"#,
     "at $.properties.outlets[\"nameLabel.on\"]: 'nameLabel' is a label; only switches have on"),
    (#"{"name":"a","cell":"XIB","properties":{"xib":"cell.xib","outlets":{"nameLabel.isHidden":true}}}"#,
     "at $.properties.outlets[\"nameLabel.isHidden\"]: unknown property 'isHidden' (did you mean 'hidden'? allowed: text, image, hidden, on, customSpacing)"),
    (#"{"name":"a","cell":"XIB","properties":{"xib":"cell.xib","outlets":{"nameLabel.font":"x"}}}"#,
     "at $.properties.outlets[\"nameLabel.font\"]: unknown property 'font' (allowed: text, image, hidden, on, customSpacing)"),
    (#"{"name":"a","cell":"XIB","properties":{"xib":"cell.xib","outlets":{"nameLabel.image":"symbol:info"}}}"#,
     "at $.properties.outlets[\"nameLabel.image\"]: 'nameLabel' is a label; only image views and buttons have an image"),
    (#"{"name":"a","cell":"XIB","properties":{"xib":"cell.xib","outlets":{"nameLabel.text":3}}}"#,
     "at $.properties.outlets[\"nameLabel.text\"]: expected a string, got number"),
    (#"{"name":"a","cell":"XIBList","properties":{"xib":"cell.xib","rows":["loading"]}}"#,
     "at $.properties.rows[0]: unknown row 'loading' (expected an object of outlet values, or \"inProgress\")"),
    (#"{"name":"a","cell":"XIBList","properties":{"xib":"cell.xib","rows":[]}}"#, "at $.properties.rows: expected 1–100 rows, got 0"),
    (#"{"name":"a","cell":"XIBList","properties":{"xib":"cell.xib","rowHeight":0,"rows":["inProgress"]}}"#,
     #"at $.properties.rowHeight: 0 is out of range (allowed: 1–2000 pt, or "automatic" (also -1, UITableView.automaticDimension: rows size to their content))"#),
    (#"{"name":"a","cell":"XIBList","properties":{"xib":"cell.xib","rows":["inProgress"]},"variants":[{"width":320,"height":50}]}"#,
     "at $.variants[0].height: a XIBList's height is the sum of its rows' heights (properties.rowHeight); remove 'height'"),
  ])
  func errors(_ json: String, _ message: String) throws {
    let error = try #require(throws: SpecError.self) { try decode(json) }
    #expect(error.description == "\(Self.folder)/spec.json: \(message)")
    // A XIB or storyboard that does not exist is missing input (66), like a missing image.
    #expect(error.category == (message.contains("file '") && message.contains("not found") ? .missingInput : .badInput))
  }

  @Test("binding errors use the right article: 'an imageView', 'a label'")
  func articles() {
    #expect(XIBBindings.article("imageView") == "an")
    #expect(XIBBindings.article("label") == "a")
    #expect(XIBBindings.article("activityIndicatorView") == "an")
  }
}
