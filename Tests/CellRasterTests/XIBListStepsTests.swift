import Foundation
import Testing
@testable import CellRaster

/// XIB lists and cells under steps: `setProperty` on a row's outlet (`row<N>.nameLabel.text`),
/// `post` naming a view of a row (`row<N>.addButton`), self-sizing rows (`rowHeight`
/// `"automatic"` / -1), and the exact errors for rows and views that do not exist. The cell is
/// the issue's case: a row XIB with a name label and an "Add attachment" button, not an
/// accessibility element itself, in a 3-row list.
@Suite struct XIBListStepsTests {
  /// A 320 pt cell: `nameLabel` (system 15, any number of lines) pinned to the margins' leading,
  /// top and bottom; `addButton` "Add attachment" 8 pt after it at the trailing margin, centred,
  /// at least 44 pt high and inside the content view. The cell is not an element (isElement NO).
  static let rowXIB = XIBSamples.cell(
    height: 60,
    subviews: """
      <label text="Name" numberOfLines="0" horizontalCompressionResistancePriority="749" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
        <rect key="frame" x="16" y="11" width="150" height="18"/>
        <fontDescription key="fontDescription" type="system" pointSize="15"/>
      </label>
      <button buttonType="system" horizontalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="btn">
        <rect key="frame" x="200" y="8" width="104" height="44"/>
        <constraints><constraint firstAttribute="height" relation="greaterThanOrEqual" constant="44" id="bh"/></constraints>
        <state key="normal" title="Add attachment"/>
      </button>
      """,
    constraints: """
      <constraint firstItem="lbl" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="c1"/>
      <constraint firstItem="lbl" firstAttribute="top" secondItem="cv" secondAttribute="topMargin" id="c2"/>
      <constraint firstItem="cv" firstAttribute="bottomMargin" secondItem="lbl" secondAttribute="bottom" id="c3"/>
      <constraint firstItem="btn" firstAttribute="leading" secondItem="lbl" secondAttribute="trailing" constant="8" id="c4"/>
      <constraint firstItem="cv" firstAttribute="trailingMargin" secondItem="btn" secondAttribute="trailing" id="c5"/>
      <constraint firstItem="btn" firstAttribute="centerY" secondItem="cv" secondAttribute="centerY" id="c6"/>
      <constraint firstItem="btn" firstAttribute="top" relation="greaterThanOrEqual" secondItem="cv" secondAttribute="top" id="c7"/>
      <constraint firstItem="cv" firstAttribute="bottom" relation="greaterThanOrEqual" secondItem="btn" secondAttribute="bottom" id="c8"/>
      """,
    cellExtras: """
      <accessibility key="accessibilityConfiguration"><bool key="isElement" value="NO"/></accessibility>
      <connections>
        <outlet property="nameLabel" destination="lbl" id="o1"/>
        <outlet property="addButton" destination="btn" id="o2"/>
      </connections>
      """)

  static let folder: String = {
    let dir = NSTemporaryDirectory() + "snapcheck-xib-list-steps-\(getpid())"
    try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: dir + "/row.xib", contents: Data(rowXIB.utf8))
    _ = FileManager.default.createFile(atPath: dir + "/auto.xib",
                                       contents: Data(rowXIB.replacingOccurrences(of: #"rowHeight="60.0""#, with: #"rowHeight="-1""#).utf8))
    return dir
  }()

  static let longName = "Inspection report: crack in the north wall, with the contractor's repair estimate"

  func spec(_ properties: String, steps: String = "[]") throws -> ScenarioSpec {
    let file = Self.folder + "/spec.json"
    let json = #"{"name": "s", "cell": "XIBList", "properties": \#(properties), "variants": [{"width": 320, "scale": 3}], "steps": \#(steps)}"#
    return try ScenarioSpec.decode(JSONCursor(JSONValue.parse(Data(json.utf8), file: file), file: file)) { _, cursor in
      throw cursor.error("no images in this test")
    }
  }

  func message(_ properties: String, steps: String) -> String? {
    do {
      _ = try spec(properties, steps: steps)
      return nil
    } catch {
      return "\(error)"
    }
  }

  static let threeRows = #"{"xib": "row.xib", "rowHeight": "automatic", "rows": [{"nameLabel.text": "Site photos"}, {"nameLabel.text": "Report"}, {"nameLabel.text": "Invoice"}]}"#

  /// Equal within floating-point error (frames are offset row by row).
  func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

  func layout(_ content: CellContent) throws -> LayoutTree {
    try CellLayout.layout(content, cellClass: .xibList, environment: RenderEnvironment(width: 320, scale: 3), measurer: FakeTextMeasurer())
  }

  @Test("the issue's case: post layoutChanged on row 1's button, then row 1's label grows; the row self-sizes, rows below move, the button is still row1.addButton")
  func focusTargetSurvivesTheRelayout() throws {
    let spec = try spec(Self.threeRows, steps: """
      [{"action": "post", "notification": "layoutChanged", "element": "row1.addButton", "name": "focus"},
       {"action": "setProperty", "property": "row1.nameLabel.text", "value": "\(Self.longName)", "name": "grow"}]
      """)
    #expect(spec.frames.count == 3)
    #expect(spec.frames[1].notifications == [PostedNotification(kind: .layoutChanged, argument: .element(nodeID: "row1.addButton"))])
    #expect(spec.frames[2].events == [.propertySet(name: "row1.nameLabel.text")])
    guard case .xibList(let grown) = spec.frames[2].content else { Issue.record("not a list"); return }
    // Only row 1 changed, and only its name.
    #expect(grown.rows[1] == .loaded(XIBBindings([("nameLabel", .text(Self.longName))])))
    #expect(grown.rows[0] == .loaded(XIBBindings([("nameLabel", .text("Site photos"))])))
    #expect(grown.rows[2] == .loaded(XIBBindings([("nameLabel", .text("Invoice"))])))

    let before = try layout(spec.frames[1].content), after = try layout(spec.frames[2].content)
    let hairline = 1.0 / 3
    func frame(_ tree: LayoutTree, _ id: String) throws -> Rect { try #require(tree.root.node(withID: id)).frame }
    // Short names: the 44 pt button is taller than 11 + 18 + 11 (one 17.9 pt line of system 15,
    // SF's 2,444/2,048 em, on the 1/3 pt grid), so every row is 44 pt plus the
    // separator's hairline.
    for row in 0..<3 {
      #expect(try frame(before, "row\(row)") == Rect(x: 0, y: Double(row) * (44 + hairline), width: 320, height: 44 + hairline))
    }
    // The long name wraps: row 1 is its label's lines (15 × 2,444/2,048 = 17.9 pt each, the
    // total rounded up to the 1/3 pt grid) plus the 11 pt margins.
    let label = try frame(after, "row1.nameLabel")
    let line = 15 * 2444.0 / 2048, lines = (label.height / line).rounded(.down)
    #expect(lines >= 2 && close(label.height, (lines * line * 3).rounded(.up) / 3), "\(label)")
    let row1 = try frame(after, "row1")
    #expect(close(row1.minY, 44 + hairline) && close(row1.height, label.height + 22 + hairline), "\(row1)")
    #expect(try frame(after, "row0") == frame(before, "row0"))
    #expect(close(try frame(after, "row2").minY, row1.maxY))
    #expect(close(after.size.height, row1.maxY + 44 + hairline))
    // The button is the same node, re-centred in the grown row's content view (to the pixel:
    // frames snap to the 1/3 pt grid).
    let button = try frame(after, "row1.addButton"), oldButton = try frame(before, "row1.addButton")
    #expect(button.height == 44 && abs(button.midY - (row1.minY + (row1.height - hairline) / 2)) <= 1.0 / 6 + 1e-9, "\(button)")
    #expect(button.minY > oldButton.minY && button.minX == oldButton.minX)
    #expect(after.root.node(withID: "row1.addButton")?.text?.text == "Add attachment")
    // The separator sits on the grown row's last hairline.
    #expect(close(try frame(after, "row1.separator").maxY, row1.maxY))
  }

  @Test("a self-sizing row is the XIB cell's own fitting height at the list's width, plus the separator's hairline")
  func automaticRowIsTheCellsFittingHeight() throws {
    let spec = try spec(#"{"xib": "row.xib", "rowHeight": -1, "rows": [{"nameLabel.text": "\#(Self.longName)"}, "inProgress"]}"#)
    guard case .xibList(let list) = spec.content else { Issue.record("not a list"); return }
    #expect(list.rowHeight == .automatic)
    let cell = try XIBCellLayout(content: XIBCellContent(document: list.cell, bindings: XIBBindings([("nameLabel", .text(Self.longName))])),
                                 environment: RenderEnvironment(width: 320, scale: 3), measurer: FakeTextMeasurer()).layout()
    let tree = try layout(spec.content)
    #expect(tree.root.node(withID: "row0")?.frame.height == cell.size.height + 1.0 / 3)
    // The progress row: UITableView's 44 pt default (its body line plus 2 × 11 pt is not taller at L).
    #expect(tree.root.node(withID: "row1")?.frame == Rect(x: 0, y: cell.size.height + 1.0 / 3, width: 320, height: 44))
    // A fixed rowHeight keeps every row at it, whatever the content.
    let fixed = try layout(try self.spec(#"{"xib": "row.xib", "rowHeight": 50, "rows": [{"nameLabel.text": "\#(Self.longName)"}, "inProgress"]}"#).content)
    #expect(fixed.root.node(withID: "row1")?.frame == Rect(x: 0, y: 50, width: 320, height: 50))
  }

  @Test("a self-sizing row whose constraints do not reach the bottom keeps the XIB height, and the warning says to give the list a fixed rowHeight (a list variant takes no height)")
  func undeterminedRowHeightAdvice() throws {
    let open = Self.rowXIB
      .replacingOccurrences(of: #"<constraint firstItem="cv" firstAttribute="bottomMargin" secondItem="lbl" secondAttribute="bottom" id="c3"/>"#, with: "")
      .replacingOccurrences(of: #"<constraint firstItem="cv" firstAttribute="bottom" relation="greaterThanOrEqual" secondItem="btn" secondAttribute="bottom" id="c8"/>"#, with: "")
      .replacingOccurrences(of: #"<constraint firstItem="btn" firstAttribute="centerY" secondItem="cv" secondAttribute="centerY" id="c6"/>"#,
                            with: #"<constraint firstItem="btn" firstAttribute="top" secondItem="cv" secondAttribute="top" id="c6"/>"#)
    #expect(open != Self.rowXIB)
    _ = FileManager.default.createFile(atPath: Self.folder + "/open.xib", contents: Data(open.utf8))
    let tree = try layout(try spec(#"{"xib": "open.xib", "rowHeight": "automatic", "rows": [{"nameLabel.text": "Site photos"}]}"#).content)
    let warning = try #require(tree.findings.first { $0.rule == "xib.height" })
    #expect(warning.message.hasSuffix("UITableView uses its rowHeight; give the list a fixed rowHeight to choose another"))
    #expect(tree.root.node(withID: "row0")?.frame.height == 60 + 1.0 / 3)
  }

  @Test("rowHeight: \"automatic\" and -1 self-size, as does a XIB whose rowHeight is -1 when the spec gives none; other values are refused")
  func rowHeightValues() throws {
    func rowHeight(_ properties: String) throws -> XIBRowHeight? {
      if case .xibList(let list) = try spec(properties).content { return list.rowHeight }
      return nil
    }
    #expect(try rowHeight(#"{"xib": "row.xib", "rowHeight": "automatic", "rows": ["inProgress"]}"#) == .automatic)
    #expect(try rowHeight(#"{"xib": "row.xib", "rowHeight": -1, "rows": ["inProgress"]}"#) == .automatic)
    #expect(try rowHeight(#"{"xib": "auto.xib", "rows": ["inProgress"]}"#) == .automatic)
    #expect(try rowHeight(#"{"xib": "row.xib", "rows": ["inProgress"]}"#) == .fixed(60))
    #expect(try rowHeight(#"{"xib": "auto.xib", "rowHeight": 2000, "rows": ["inProgress"]}"#) == .fixed(2000))
    let allowed = #"(allowed: 1–2000 pt, or "automatic" (also -1, UITableView.automaticDimension: rows size to their content))"#
    #expect(message(#"{"xib": "row.xib", "rowHeight": -2, "rows": ["inProgress"]}"#, steps: "[]")
              == "\(Self.folder)/spec.json: at $.properties.rowHeight: -2 is out of range \(allowed)")
    #expect(message(#"{"xib": "row.xib", "rowHeight": "auto", "rows": ["inProgress"]}"#, steps: "[]")
              == "\(Self.folder)/spec.json: at $.properties.rowHeight: unknown row height 'auto' \(allowed)")
    #expect(message(#"{"xib": "row.xib", "rowHeight": true, "rows": ["inProgress"]}"#, steps: "[]")
              == #"\#(Self.folder)/spec.json: at $.properties.rowHeight: expected a number or "automatic", got boolean"#)
  }

  @Test("post may name a row, a view of a loaded row by outlet or IB id, or a progress row's label")
  func postTargets() throws {
    let properties = #"{"xib": "row.xib", "rows": [{"nameLabel.text": "A"}, "inProgress"]}"#
    for element in ["row0", "row0.addButton", "row0.nameLabel", "row0.cv", "row1", "row1.textLabel"] {
      #expect(message(properties, steps: #"[{"action": "post", "notification": "layoutChanged", "element": "\#(element)"}]"#) == nil, "\(element)")
    }
  }

  @Test("row addressing errors name the JSON path and list what exists", arguments: [
    (#"{"action": "post", "notification": "layoutChanged", "element": "row3.addButton"}"#,
     "at $.steps[0].element: the list has no row 3 (rows: row0–row2, 0-based)"),
    (#"{"action": "post", "notification": "layoutChanged", "element": "addButton"}"#,
     "at $.steps[0].element: 'addButton' names no row of the list: name a row, row<N>, or a view of it, row<N>.<outlet or IB id>, N 0-based (rows: row0–row2)"),
    (#"{"action": "post", "notification": "layoutChanged", "element": "row01.addButton"}"#,
     "at $.steps[0].element: 'row01.addButton' names no row of the list: name a row, row<N>, or a view of it, row<N>.<outlet or IB id>, N 0-based (rows: row0–row2)"),
    (#"{"action": "post", "notification": "layoutChanged", "element": "row1.addButon"}"#,
     "at $.steps[0].element: row1 has no view 'addButon' (views: row1.cv, row1.nameLabel, row1.addButton)"),
    (#"{"action": "post", "notification": "layoutChanged", "element": "row2.nameLabel"}"#,
     "at $.steps[0].element: row2 has no view 'nameLabel' (views: row2.textLabel)"),
    (#"{"action": "setProperty", "property": "row3.nameLabel.text", "value": "x"}"#,
     "at $.steps[0].property: the list has no row 3 (rows: row0–row2, 0-based)"),
    (#"{"action": "setProperty", "property": "nameLabel.text", "value": "x"}"#,
     "at $.steps[0].property: 'nameLabel.text' names no row: a XIBList property is row<N>.<outlet>.<text|image|hidden|on|customSpacing>, N 0-based (rows: row0–row2)"),
    (#"{"action": "setProperty", "property": "row2.nameLabel.text", "value": "x"}"#,
     #"at $.steps[0].property: row2 is "inProgress", a progress cell without outlets; set a loaded row's outlet"#),
    (#"{"action": "setProperty", "property": "row1", "value": "x"}"#,
     "at $.steps[0].property: 'row1' names a row, not an outlet property: write row1.<outlet>.<text|image|hidden|on|customSpacing> (outlets: nameLabel, addButton)"),
    (#"{"action": "setProperty", "property": "row1.titleLabel.text", "value": "x"}"#,
     "at $.steps[0].property: 'titleLabel.text' does not name an outlet of row.xib (expected <outlet>.<text|image|hidden|on|customSpacing> with outlet one of: nameLabel, addButton)"),
    (#"{"action": "setProperty", "property": "row1.nameLabel.image", "value": "a.png"}"#,
     "at $.steps[0].property: 'nameLabel' is a label; only image views and buttons have an image"),
    (#"{"action": "setProperty", "property": "row1.nameLabel.text", "value": 3}"#,
     "at $.steps[0].value: expected a string, got number"),
  ])
  func rowErrors(step: String, expected: String) {
    let properties = #"{"xib": "row.xib", "rows": [{"nameLabel.text": "A"}, {"nameLabel.text": "B"}, "inProgress"]}"#
    #expect(message(properties, steps: "[\(step)]") == "\(Self.folder)/spec.json: \(expected)")
  }

  @Test("a XIB cell takes setProperty on an outlet property and post on a view; a later value replaces the earlier one")
  func xibCell() throws {
    let file = Self.folder + "/cell.json"
    func decode(_ steps: String) throws -> ScenarioSpec {
      let json = #"{"name": "c", "cell": "XIB", "properties": {"xib": "row.xib", "outlets": {"nameLabel.text": "A", "addButton.hidden": true}}, "steps": \#(steps)}"#
      return try ScenarioSpec.decode(JSONCursor(JSONValue.parse(Data(json.utf8), file: file), file: file)) { _, cursor in
        throw cursor.error("no images in this test")
      }
    }
    let spec = try decode("""
      [{"action": "setProperty", "property": "nameLabel.text", "value": "B"},
       {"action": "setProperty", "property": "addButton.hidden", "value": false},
       {"action": "post", "notification": "layoutChanged", "element": "addButton"}]
      """)
    guard case .xib(let content) = spec.frames[2].content else { Issue.record("not a XIB cell"); return }
    #expect(content.bindings == XIBBindings([("addButton", .hidden(false)), ("nameLabel", .text("B"))]))
    #expect(spec.frames[3].notifications == [PostedNotification(kind: .layoutChanged, argument: .element(nodeID: "addButton"))])
    #expect(throws: SpecError.invalid(file: file, path: "$.steps[0].element", message: "no view 'row0.addButton' in row.xib (views: cell, cv, nameLabel, addButton)")) {
      try decode(#"[{"action": "post", "notification": "layoutChanged", "element": "row0.addButton"}]"#)
    }
  }
}
