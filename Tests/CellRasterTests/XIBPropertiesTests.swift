import Foundation
import Testing
@testable import CellRaster

/// Spec decoding of `"cell": "XIB"` / `"XIBList"`, with exact error messages. Specs are written
/// into a temporary folder next to a synthesized `cell.xib` (one label, outlet nameLabel).
@Suite struct XIBPropertiesTests {
  static let folder: String = {
    let dir = NSTemporaryDirectory() + "snapcheck-xib-spec-tests-\(getpid())"
    try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let xib = XIBSamples.cell(subviews: #"<label id="n" text="Name"><rect key="frame" x="0" y="0" width="10" height="10"/></label>"#,
                              cellExtras: #"<connections><outlet property="nameLabel" destination="n" id="o"/></connections>"#)
    _ = FileManager.default.createFile(atPath: dir + "/cell.xib", contents: Data(xib.utf8))
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
    #expect(rows.rowHeight == 80)
    #expect(rows.rows == [.loaded(XIBBindings([("nameLabel", .hidden(true))])), .inProgress])
  }

  @Test(arguments: [
    (#"{"name":"a","cell":"XIB"}"#, "at $: missing key 'properties' (a XIB cell needs properties.xib)"),
    (#"{"name":"a","cell":"XIB","properties":{"xib":"cell.xib","rows":[]}}"#, "at $.properties.rows: unknown key 'rows' (allowed: xib, outlets)"),
    (#"{"name":"a","cell":"XIB","properties":{"xib":"missing.xib"}}"#, "at $.properties.xib: XIB file 'missing.xib' not found (paths are relative to the spec)"),
    (#"{"name":"a","cell":"XIB","properties":{"xib":"cell.png"}}"#, "at $.properties.xib: 'cell.png' is not a .xib path (relative to the spec)"),
    (#"{"name":"a","cell":"XIB","properties":{"xib":"cell.xib","outlets":{"titleLabel.text":"x"}}}"#,
     "at $.properties.outlets.titleLabel.text: 'titleLabel.text' does not name an outlet of cell.xib (expected <outlet>.<text|image|hidden> with outlet one of: nameLabel)"),
    (#"{"name":"a","cell":"XIB","properties":{"xib":"cell.xib","outlets":{"nameLabel.font":"x"}}}"#,
     "at $.properties.outlets.nameLabel.font: unknown property 'font' (allowed: text, image, hidden)"),
    (#"{"name":"a","cell":"XIB","properties":{"xib":"cell.xib","outlets":{"nameLabel.image":"symbol:info"}}}"#,
     "at $.properties.outlets.nameLabel.image: 'nameLabel' is a label; only image views and buttons have an image"),
    (#"{"name":"a","cell":"XIB","properties":{"xib":"cell.xib","outlets":{"nameLabel.text":3}}}"#,
     "at $.properties.outlets.nameLabel.text: expected a string, got number"),
    (#"{"name":"a","cell":"XIBList","properties":{"xib":"cell.xib","rows":["loading"]}}"#,
     "at $.properties.rows[0]: unknown row 'loading' (expected an object of outlet values, or \"inProgress\")"),
    (#"{"name":"a","cell":"XIBList","properties":{"xib":"cell.xib","rows":[]}}"#, "at $.properties.rows: expected 1–100 rows, got 0"),
    (#"{"name":"a","cell":"XIBList","properties":{"xib":"cell.xib","rowHeight":0,"rows":["inProgress"]}}"#,
     "at $.properties.rowHeight: 0 is out of range (allowed: 1–2000 pt)"),
    (#"{"name":"a","cell":"XIBList","properties":{"xib":"cell.xib","rows":["inProgress"]},"variants":[{"width":320,"height":50}]}"#,
     "at $.variants[0].height: a XIBList's height is rows × properties.rowHeight; remove 'height'"),
  ])
  func errors(_ json: String, _ message: String) throws {
    let error = try #require(throws: SpecError.self) { try decode(json) }
    #expect(error.description == "\(Self.folder)/spec.json: \(message)")
    #expect(error.category == .badInput)
  }
}
