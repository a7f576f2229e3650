import A11yTree
import CellRaster
import Foundation
import Testing

@Suite("TreeJSONFormat: stable JSON with a decoder")
struct TreeJSONFormatTests {
  @Test("round trip: the attachments example decodes to the same tree")
  func roundTrip() throws {
    let data = try TreeJSONFormat.encode(SampleTrees.attachments)
    #expect(try TreeJSONFormat.decode(data) == SampleTrees.attachments)
  }

  @Test("a key written twice is an error naming it (JSONDecoder alone would keep one)")
  func duplicateKey() throws {
    var text = String(decoding: try TreeJSONFormat.encode(SampleTrees.attachments), as: UTF8.self)
    let range = try #require(text.range(of: "\"cellClass\""))
    text.insert(contentsOf: "\"cellClass\": \"Other\",\n  ", at: range.lowerBound)
    let error = try #require(throws: JSONReadError.self) { try TreeJSONFormat.decode(Data(text.utf8)) }
    #expect(error.kind == .duplicateKey)
    #expect(error.path == "$.cellClass")
    #expect(error.reason.hasPrefix("duplicate key 'cellClass' (first at line 2, column 3)"))
  }

  @Test("round trip of a built tree with containers, contexts and every argument kind")
  func roundTripBuilt() throws {
    let list = Fixture.view(
      "list", Rect(x: 0, y: 0, width: 200, height: 240),
      AccessibilityAttributes(
        label: "Files", elements: ["label1", "label2"], containerType: .list),
      children: ElementContextTests.labels(2))
    let built = AccessibilityTreeBuilder.build(from: Fixture.tree([list]))
    let tree = built.with(
      notifications: [
        AccessibilityNotificationEvent(kind: .layoutChanged, argument: .element(nodeID: "label2")),
        AccessibilityNotificationEvent(kind: .announcement, argument: .string("Added")),
        AccessibilityNotificationEvent(kind: .screenChanged),
      ],
      focusedIndex: 1)
    #expect(try TreeJSONFormat.decode(TreeJSONFormat.encode(tree)) == tree)
    #expect(try TreeJSONFormat.decode(TreeJSONFormat.encode(built)) == built)
  }

  @Test("exact shape: sorted keys, frames as [[x, y], [w, h]], traits as names, 0-based indices")
  func exactShape() throws {
    let element = AccessibilityElement(
      label: "Add", value: nil, hint: nil, identifier: nil, traits: [.button, .selected],
      frame: Rect(x: 16, y: 44.5, width: 109, height: -0.0), customActions: ["Add Photo"],
      description: "Selected: Add. Button.", nodeID: "add/button")
    let tree = AccessibilityTree(
      cellClass: "Cell", size: Size(width: 375, height: 281), variant: "w375-3x-L-light-ltr",
      nodes: [.element(element, traversalIndex: 0)])
    let expected = """
      {
        "cellClass" : "Cell",
        "hierarchy" : [
          {
            "element" : {
              "customActions" : [
                "Add Photo"
              ],
              "description" : "Selected: Add. Button.",
              "frame" : [
                [
                  16,
                  44.5
                ],
                [
                  109,
                  0
                ]
              ],
              "label" : "Add",
              "nodeID" : "add/button",
              "traits" : [
                "button",
                "selected"
              ]
            },
            "traversalIndex" : 0
          }
        ],
        "notifications" : [

        ],
        "size" : [
          375,
          281
        ],
        "variant" : "w375-3x-L-light-ltr"
      }

      """
    #expect(try TreeJSONFormat.render(tree) == expected)
  }

  @Test("encoding is byte-for-byte stable")
  func stable() throws {
    #expect(
      try TreeJSONFormat.encode(SampleTrees.attachments)
        == TreeJSONFormat.encode(SampleTrees.attachments))
  }

  @Test("unknown trait bits survive a round trip as unknown(<raw>)")
  func unknownTraits() throws {
    let element = AccessibilityElement(
      label: nil, value: nil, hint: nil, identifier: "x",
      traits: AccessibilityTraits(rawValue: 1 << 40 | 1),
      frame: .zero, customActions: [], description: "", nodeID: "x")
    let tree = AccessibilityTree(
      cellClass: "C", size: .zero, variant: "v", nodes: [.element(element, traversalIndex: 0)])
    let json = try TreeJSONFormat.render(tree)
    #expect(json.contains("\"unknown(1099511627776)\""))
    #expect(try TreeJSONFormat.decode(Data(json.utf8)) == tree)
  }

  @Test("a bad trait name or node shape is a decoding error")
  func decodingErrors() {
    let badTrait =
      #"{"cellClass":"C","size":[1,1],"variant":"v","hierarchy":[{"element":{"description":"","frame":[[0,0],[1,1]],"nodeID":"n","traits":["shiny"]},"traversalIndex":0}]}"#
    #expect(throws: DecodingError.self) { try TreeJSONFormat.decode(Data(badTrait.utf8)) }
    let badNode = #"{"cellClass":"C","size":[1,1],"variant":"v","hierarchy":[{"other":{}}]}"#
    #expect(throws: DecodingError.self) { try TreeJSONFormat.decode(Data(badNode.utf8)) }
    let badFrame =
      #"{"cellClass":"C","size":[1,1],"variant":"v","hierarchy":[{"element":{"description":"","frame":[[0,0]],"nodeID":"n","traits":[]},"traversalIndex":0}]}"#
    #expect(throws: DecodingError.self) { try TreeJSONFormat.decode(Data(badFrame.utf8)) }
  }
}
