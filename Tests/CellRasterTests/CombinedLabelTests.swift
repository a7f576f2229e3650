import Foundation
import Testing
@testable import CellRaster

/// A cell's combined label (the object cell's content view, a XIB table view cell) follows
/// overrides that hide or relabel one of its views after layout, as UIKit computes it when
/// VoiceOver asks.
@Suite("CombinedLabel: overrides that hide or relabel a part")
struct CombinedLabelTests {
  /// The README's object cell: "Issues: 42, Available on Jan 31st, Delivered by …, Available,
  /// Error" (the error symbol's label).
  static func objectCell() throws -> LayoutTree {
    try ObjectCellLayout(properties: ObjectCellLayoutTests.documentationExample(), environment: RenderEnvironment(),
                         measurer: FakeTextMeasurer()).layout()
  }

  static func overrides(_ json: String) throws -> ViewOverrides {
    try ViewOverrides.decode(JSONCursor(JSONValue.parse(Data(json.utf8), file: "t.json"), path: "$.overrides", file: "t.json"))
  }

  static func label(_ json: String, _ tree: LayoutTree) throws -> String? {
    try overrides(json).apply(to: tree).root.node(withID: "contentView")?.accessibility.label
  }

  static let full = "Issues: 42, Available on Jan 31st, Delivered by San Ramon team, from the new Office Space, Available, Error"

  @Test("object cell: a part hidden by alpha below 0.01, layer.opacity, alpha 0 or accessibilityElementsHidden is left out; 0.01 is read",
        arguments: [
          (#"{"footnoteLabel": {"alpha": 0.009}}"#, "Issues: 42, Available on Jan 31st, Available, Error"),
          (#"{"footnoteLabel": {"layer.opacity": 0.009}}"#, "Issues: 42, Available on Jan 31st, Available, Error"),
          (#"{"statusLabel": {"alpha": 0}}"#, "Issues: 42, Available on Jan 31st, Delivered by San Ramon team, from the new Office Space, Error"),
          (#"{"substatusImageView": {"accessibilityElementsHidden": true}}"#, "Issues: 42, Available on Jan 31st, Delivered by San Ramon team, from the new Office Space, Available"),
          (#"{"footnoteLabel": {"alpha": 0.01}}"#, full),
        ])
  func hiddenParts(_ json: String, _ expected: String) throws {
    #expect(try Self.label(json, Self.objectCell()) == expected)
  }

  @Test("object cell: a relabelled part reads its new label; an override that changes nothing read keeps the label; the cell's own label wins")
  func relabelled() throws {
    let tree = try Self.objectCell()
    #expect(tree.root.node(withID: "contentView")?.accessibility.label == Self.full)
    #expect(try Self.label(#"{"statusLabel": {"accessibilityLabel": "In stock"}}"#, tree)
              == "Issues: 42, Available on Jan 31st, Delivered by San Ramon team, from the new Office Space, In stock, Error")
    #expect(try Self.label(##"{"footnoteLabel": {"backgroundColor": "#FF0000"}}"##, tree) == Self.full)
    #expect(try Self.label(#"{"contentView": {"accessibilityLabel": "Mine"}, "footnoteLabel": {"alpha": 0}}"#, tree) == "Mine")
  }

  @Test("XIB cell: a label faded below 0.01 by an override leaves the joined cell label")
  func xibCell() throws {
    let subviews = """
      <label id="name" text="Name"><rect key="frame" x="16" y="4" width="100" height="20"/></label>
      <label id="detail" text="Detail"><rect key="frame" x="16" y="24" width="100" height="20"/></label>
      """
    let document = try XIBSamples.parse(XIBSamples.cell(height: 48, subviews: subviews))
    let tree = try XIBCellLayout(content: XIBCellContent(document: document, bindings: XIBBindings([])),
                                 environment: RenderEnvironment(width: 320), measurer: FakeTextMeasurer()).layout()
    #expect(tree.root.accessibility.label == "Name, Detail")
    let faded = try Self.overrides(#"{"detail": {"alpha": 0.009}}"#).apply(to: tree)
    #expect(faded.root.accessibility.label == "Name")
    let relabelled = try Self.overrides(#"{"name": {"accessibilityLabel": "Title"}}"#).apply(to: tree)
    #expect(relabelled.root.accessibility.label == "Title, Detail")
  }

  /// A title at the leading edge and a value at the trailing edge `valueRise` points higher.
  static func rowCell(valueRise: Double) -> String {
    XIBSamples.cell(height: 48, subviews: """
      <label id="title" text="Order"><rect key="frame" x="16" y="14" width="100" height="20"/></label>
      <label id="value" text="$128"><rect key="frame" x="240" y="\(14 - valueRise)" width="64" height="20"/></label>
      """)
  }

  static func joined(_ xib: String, direction: LayoutDirection = .leftToRight, idiom: UserInterfaceIdiom = .phone) throws -> String? {
    let document = try XIBSamples.parse(xib)
    return try XIBCellLayout(content: XIBCellContent(document: document, bindings: XIBBindings([])),
                             environment: RenderEnvironment(width: 320, layoutDirection: direction, idiom: idiom),
                             measurer: FakeTextMeasurer()).layout().root.accessibility.label
  }

  @Test("XIB cell: the joined label orders its words as VoiceOver orders elements: origins less than 8 pt apart are one row, read from the leading side",
        arguments: [(1.0, LayoutDirection.leftToRight, "Order, $128"), (7.5, .leftToRight, "Order, $128"), (8, .leftToRight, "$128, Order"),
                    (1, .rightToLeft, "$128, Order"), (-1, .rightToLeft, "$128, Order"), (-8, .rightToLeft, "Order, $128")])
  func rowTolerance(_ rise: Double, _ direction: LayoutDirection, _ expected: String) throws {
    #expect(try Self.joined(Self.rowCell(valueRise: rise), direction: direction) == expected)
  }

  @Test("XIB cell on iPad: the row tolerance is 13 pt")
  func padRowTolerance() throws {
    #expect(try Self.joined(Self.rowCell(valueRise: 12), idiom: .pad) == "Order, $128")
    #expect(try Self.joined(Self.rowCell(valueRise: 13), idiom: .pad) == "$128, Order")
  }
}
