import Testing
@testable import CellRaster

/// `XIBOracleComparison` on a synthesized cell: which views are compared, in which coordinates,
/// and which count as text-dependent.
@Suite struct XIBOracleComparisonTests {
  /// A 320x44 cell: a label at 16,12 (pinned), a misplaced label, an ambiguous image view, a
  /// hidden container with a subview, and a plain container holding a label.
  static let sample = XIBSamples.cell(subviews: """
    <label text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="name">
      <rect key="frame" x="16" y="12" width="40" height="20"/>
      <fontDescription key="fontDescription" type="system" pointSize="17"/>
    </label>
    <label text="Moved" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="moved">
      <rect key="frame" x="100" y="0" width="40" height="20"/>
      <fontDescription key="fontDescription" type="system" pointSize="17"/>
    </label>
    <imageView ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="icon">
      <rect key="frame" x="200" y="0" width="20" height="20"/>
    </imageView>
    <view hidden="YES" id="gone">
      <rect key="frame" x="0" y="0" width="10" height="10"/>
      <subviews><view id="inside"><rect key="frame" x="0" y="0" width="5" height="5"/></view></subviews>
    </view>
    <view id="box">
      <rect key="frame" x="240" y="4" width="60" height="36"/>
      <subviews>
        <label text="In" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
          <rect key="frame" x="2" y="3" width="20" height="20"/>
          <fontDescription key="fontDescription" type="system" pointSize="17"/>
        </label>
      </subviews>
      <constraints>
        <constraint firstItem="inner" firstAttribute="leading" secondItem="box" secondAttribute="leading" constant="2" id="c3"/>
        <constraint firstItem="inner" firstAttribute="top" secondItem="box" secondAttribute="top" constant="3" id="c4"/>
      </constraints>
    </view>
    """, constraints: """
    <constraint firstItem="name" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="16" id="c1"/>
    <constraint firstItem="name" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="12" id="c2"/>
    """)

  @Test func parserKeepsMisplacedAndAmbiguous() throws {
    let document = try XIBSamples.parse(Self.sample)
    #expect(document.root.view(withID: "moved")?.isMisplaced == true)
    #expect(document.root.view(withID: "moved")?.isAmbiguous == false)
    #expect(document.root.view(withID: "icon")?.isAmbiguous == true)
    #expect(document.root.view(withID: "name")?.isMisplaced == false)
  }

  @Test func comparesShownPlacedViewsInRootCoordinates() throws {
    let result = XIBOracleComparison.compare(try XIBSamples.parse(Self.sample), measurer: FakeTextMeasurer())
    #expect(result.failure == nil)
    // Not the cell or its content view; not moved, icon, gone or inside.
    #expect(result.views.map(\.viewID) == ["name", "box", "inner"])
    #expect(result.excludedCount == 4)
    let inner = try #require(result.views.last)
    #expect(inner.stored == Rect(x: 242, y: 7, width: 20, height: 20))
    // Its size is its text's (FakeTextMeasurer: "In" at 17 pt is 2 × 8.5 = 17 wide, a 20.4 pt
    // line rounded up to the 2x grid: 20.5), not the stored 20 x 20.
    #expect(inner.solved == Rect(x: 242, y: 7, width: 17, height: 20.5))
    #expect(result.views.map(\.isTextDependent) == [true, true, true])
  }

  @Test func canvasEnvironment() throws {
    let environment = XIBOracleComparison.canvasEnvironment(try XIBSamples.parse(Self.sample))
    #expect(environment == RenderEnvironment(width: 320, scale: 2, contentSize: .large, height: 44))
  }

  @Test func textDependence() {
    var button = XIBView(id: "b", element: "button", kind: .button, frame: .zero, reference: "")
    #expect(!XIBOracleTextDependence.isTextDependent(button))
    button.text = XIBText(text: "OK", font: .fixed(.preferred(.body, .large)), color: DynamicColor(.white))
    #expect(XIBOracleTextDependence.isTextDependent(button))
    var field = XIBView(id: "f", element: "textField", kind: .view, frame: .zero, reference: "")
    #expect(XIBOracleTextDependence.isTextDependent(field))
    field.isHidden = true
    var box = XIBView(id: "v", element: "view", kind: .view, frame: .zero, reference: "")
    box.subviews = [field]
    #expect(!XIBOracleTextDependence.isTextDependent(box))
  }
}
