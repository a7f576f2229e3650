import Foundation
import Testing
@testable import CellRaster

/// `"<stack outlet>.customSpacing": {"<arranged outlet or id>": points}`, the spec's form of
/// `UIStackView.setCustomSpacing(_:after:)`, laid out with the font-free measurer (system 10:
/// 12 pt lines).
@Suite struct XIBCustomSpacingTests {
  /// A vertical stack `info` (spacing 4, outlet infoStack) pinned to the content view's top-left,
  /// holding labels a (outlet titleLabel), b and c.
  static let xib = XIBSamples.cell(height: 100, subviews: """
    <stackView opaque="NO" axis="vertical" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="info">
      <rect key="frame" x="3" y="3" width="7" height="7"/>
      <subviews>\(XIBStackViewLayoutTests.label("a", "aa") + XIBStackViewLayoutTests.label("b", "bb") + XIBStackViewLayoutTests.label("c", "cc"))</subviews>
    </stackView>
    """, constraints: """
    <constraint firstItem="info" firstAttribute="leading" secondItem="cv" secondAttribute="leading" id="l"/>
    <constraint firstItem="info" firstAttribute="top" secondItem="cv" secondAttribute="top" id="t"/>
    """, cellExtras: """
    <connections>
      <outlet property="infoStack" destination="info" id="o1"/>
      <outlet property="titleLabel" destination="a" id="o2"/>
    </connections>
    """)

  static func binding(_ key: String, _ json: String) throws -> (outlet: String, value: XIBBindingValue) {
    let document = try XIBSamples.parse(xib)
    let cursor = JSONCursor(try JSONValue.parse(Data(json.utf8), file: "spec.json"), path: "$.properties.outlets[\"\(key)\"]",
                            file: "spec.json")
    return try XIBBindings.binding(key, at: cursor, value: cursor, document: document) { _, at in throw at.error("no images") }
  }

  static func layout(_ bindings: XIBBindings) throws -> LayoutTree {
    try XIBCellLayout(content: XIBCellContent(document: try XIBSamples.parse(xib), bindings: bindings),
                      environment: RenderEnvironment(width: 320, scale: 2, height: 100), measurer: FakeTextMeasurer()).layout()
  }

  @Test("16 pt after titleLabel, the stack's 4 pt elsewhere: a at 0, b at 12 + 16 = 28, c at 40 + 4 = 44")
  func spacingAfterOneView() throws {
    let binding = try Self.binding("infoStack.customSpacing", #"{"titleLabel": 16}"#)
    let tree = try Self.layout(XIBBindings([binding]))
    #expect(tree.root.node(withID: "titleLabel")?.frame.minY == 0)
    #expect(tree.root.node(withID: "b")?.frame.minY == 28)
    #expect(tree.root.node(withID: "c")?.frame.minY == 44)
  }

  @Test("arranged views may be named by IB id; without custom spacing every gap is 4")
  func byIDAndDefault() throws {
    let binding = try Self.binding("infoStack.customSpacing", #"{"b": 0}"#)
    let tree = try Self.layout(XIBBindings([binding]))
    #expect(tree.root.node(withID: "b")?.frame.minY == 16)
    #expect(tree.root.node(withID: "c")?.frame.minY == 28)
    let plain = try Self.layout(XIBBindings())
    #expect(plain.root.node(withID: "c")?.frame.minY == 32)
  }

  @Test(arguments: [
    ("titleLabel.customSpacing", #"{"b": 4}"#, "'titleLabel' is a label; only stack views have custom spacing"),
    ("infoStack.customSpacing", #"{"zz": 4}"#, "'zz' is not an arranged subview of stackView (id info) (allowed: titleLabel, b, c)"),
    ("infoStack.customSpacing", #"{"b": 1e9}"#, "1000000000 is out of range (allowed: -10000–10000 pt)"),
    ("infoStack.customSpacing", #"16"#, "expected an object of \"<arranged subview outlet or id>\": points, got number"),
  ])
  func errors(_ key: String, _ json: String, _ message: String) {
    #expect { try Self.binding(key, json) } throws: { "\($0)".contains(message) }
  }
}

@Suite struct XIBCustomSpacingUpdateTests {
  @Test("a later customSpacing binding keeps the spacings it does not name, as setCustomSpacing(_:after:) does")
  func laterBindingMerges() throws {
    let first = try XIBCustomSpacingTests.binding("infoStack.customSpacing", #"{"titleLabel": 16}"#)
    let second = try XIBCustomSpacingTests.binding("infoStack.customSpacing", #"{"b": 10}"#)
    let merged = XIBBindings([first]).setting(second)
    let tree = try XIBCustomSpacingTests.layout(merged)
    #expect(tree.root.node(withID: "b")?.frame.minY == 28)
    #expect(tree.root.node(withID: "c")?.frame.minY == 50)
    // Naming the same view again replaces its value.
    let again = merged.setting(try XIBCustomSpacingTests.binding("infoStack.customSpacing", #"{"titleLabel": 0}"#))
    #expect(try XIBCustomSpacingTests.layout(again).root.node(withID: "b")?.frame.minY == 12)
  }

  @Test("an outlet and the IB id of the same view in one map is an error")
  func sameViewTwice() {
    #expect { try XIBCustomSpacingTests.binding("infoStack.customSpacing", #"{"titleLabel": 5, "a": 25}"#) } throws: {
      "\($0)".contains("name the same arranged subview")
    }
  }
}
