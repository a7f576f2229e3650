import Foundation
import Testing
@testable import CellRaster

/// Constraints to `<viewLayoutGuide>`s: rewritten into the owner view at parse time, attribute kept.
@Suite struct XIBLayoutGuideResolvingTests {
  /// A view `v` (plain, so its size comes from its constraints) 12 pt from the safe area's
  /// leading edge, 8 pt from its trailing edge, 10 pt below its top, 24 pt high.
  static let safeAreaCell = XIBSamples.cell(
    subviews: #"<view translatesAutoresizingMaskIntoConstraints="NO" id="v"><rect key="frame" x="12" y="10" width="300" height="24"/><constraints><constraint firstAttribute="height" constant="24" id="h"/></constraints></view>"#,
    constraints: #"""
      <constraint firstItem="v" firstAttribute="leading" secondItem="g" secondAttribute="leading" constant="12" id="c1"/>
      <constraint firstItem="g" firstAttribute="trailing" secondItem="v" secondAttribute="trailing" constant="8" id="c2"/>
      <constraint firstItem="v" firstAttribute="top" secondItem="g" secondAttribute="top" constant="10" id="c3"/>
      """#,
    contentExtras: #"<viewLayoutGuide key="safeArea" id="g"/>"#)

  @Test func safeAreaConstraintsNameTheOwnerView() throws {
    let document = try XIBSamples.parse(Self.safeAreaCell)
    let constraints = try #require(document.root.view(withID: "cv")?.constraints)
    #expect(constraints.map(\.id) == ["c1", "c2", "c3"])
    #expect(constraints.map(\.firstItem) == ["v", "cv", "v"])
    #expect(constraints.map(\.secondItem) == ["cv", "v", "cv"])
    #expect(constraints.map(\.firstAttribute) == [.leading, .trailing, .top])
    #expect(constraints.map(\.secondAttribute) == [.leading, .trailing, .top])
    #expect(constraints.map(\.constant) == [12, 8, 10])
    #expect(document.sourceRoot.view(withID: "cv")?.constraints.map(\.firstItem) == ["v", "cv", "v"])
    #expect(document.warnings.isEmpty)
    // Laid out with the cell's edges as the safe area's: IB's stored frame.
    let result = XIBOracleComparison.compare(document, measurer: ZeroTextMeasurer())
    let view = try #require(result.views.first { $0.viewID == "v" })
    #expect(view.solved == Rect(x: 12, y: 10, width: 300, height: 24))
  }

  /// A scroll view `s` filling the content view; its subview `c` pinned to the content guide's
  /// top, leading, trailing and bottom and to the frame guide's width.
  static let scrollCell = XIBSamples.cell(
    subviews: #"""
      <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="s"><rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
        <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="c"><rect key="frame" x="0.0" y="0.0" width="320" height="44"/></view></subviews>
        <constraints>
          <constraint firstItem="c" firstAttribute="top" secondItem="content" secondAttribute="top" id="s1"/>
          <constraint firstItem="c" firstAttribute="leading" secondItem="content" secondAttribute="leading" id="s2"/>
          <constraint firstItem="content" firstAttribute="trailing" secondItem="c" secondAttribute="trailing" id="s3"/>
          <constraint firstItem="content" firstAttribute="bottom" secondItem="c" secondAttribute="bottom" id="s4"/>
          <constraint firstItem="c" firstAttribute="width" secondItem="frame" secondAttribute="width" id="s5"/>
        </constraints>
        <viewLayoutGuide key="contentLayoutGuide" id="content"/>
        <viewLayoutGuide key="frameLayoutGuide" id="frame"/>
      </scrollView>
      """#,
    constraints: #"""
      <constraint firstItem="s" firstAttribute="top" secondItem="cv" secondAttribute="top" id="p1"/>
      <constraint firstItem="s" firstAttribute="leading" secondItem="cv" secondAttribute="leading" id="p2"/>
      <constraint firstAttribute="trailing" secondItem="s" secondAttribute="trailing" id="p3"/>
      <constraint firstAttribute="bottom" secondItem="s" secondAttribute="bottom" id="p4"/>
      """#)

  @Test func scrollViewGuidesNameTheScrollView() throws {
    let document = try XIBSamples.parse(Self.scrollCell)
    let constraints = try #require(document.root.view(withID: "s")?.constraints)
    #expect(constraints.map(\.firstItem) == ["c", "c", "s", "s", "c"])
    #expect(constraints.map(\.secondItem) == ["s", "s", "c", "c", "s"])
    #expect(constraints.map(\.secondAttribute) == [.top, .leading, .trailing, .bottom, .width])
    // The content guide has no content size without code: one warning naming it; the frame
    // guide is exact and says nothing.
    #expect(document.warnings.map(\.description).filter { $0.contains("layout guide") } == [
      #"<viewLayoutGuide id="content"> (line 17): content layout guide of <scrollView id="s"> (line 8) laid out as the scroll view's bounds (its content size comes from code snapcheck does not run)"#,
    ])
    #expect(document.warnings.first { $0.element.contains("content") }?.viewID == "s")
    let result = XIBOracleComparison.compare(document, measurer: ZeroTextMeasurer())
    #expect(result.views.first { $0.viewID == "c" }?.solved == Rect(x: 0, y: 0, width: 320, height: 44))
  }

  /// `safeArea.top = contentView.top` says nothing once the safe area is the content view: it
  /// is dropped rather than refused as cyclic; with a constant it cannot hold and is refused.
  @Test func selfRelationThroughAGuide() throws {
    let tautology = Self.safeAreaCell.replacingOccurrences(
      of: "</constraints><viewLayoutGuide", with: #"<constraint firstItem="g" firstAttribute="bottom" secondItem="cv" secondAttribute="bottom" id="taut"/></constraints><viewLayoutGuide"#)
    let document = try XIBSamples.parse(tautology)
    #expect(document.root.view(withID: "cv")?.constraints.map(\.id) == ["c1", "c2", "c3"])
    let contradiction = tautology.replacingOccurrences(of: #"secondAttribute="bottom" id="taut""#, with: #"secondAttribute="bottom" constant="8" id="taut""#)
    let error = try #require(throws: XIBError.self) { try XIBSamples.parse(contradiction) }
    #expect(error.description == #"test.xib: <constraint id="taut"> (line 11): constraint 'taut' relates bottom of view 'cv' to itself (cyclic constraint)"#)
  }

  @Test(arguments: [
    (#"<viewLayoutGuide key="readableContent" id="g"/>"#,
     #"test.xib: <viewLayoutGuide id="g"> (line 11): unknown layout guide 'readableContent' of <tableViewCellContentView id="cv"> (line 6) (allowed: safeArea, contentLayoutGuide, frameLayoutGuide)"#),
    (#"<viewLayoutGuide id="g"/>"#,
     #"test.xib: <viewLayoutGuide id="g"> (line 11): a layout guide needs a 'key' (allowed: safeArea, contentLayoutGuide, frameLayoutGuide)"#),
    (#"<viewLayoutGuide key="safeArea"/>"#,
     #"test.xib: <viewLayoutGuide key="safeArea"> (line 11): a layout guide needs an 'id'"#),
    (#"<viewLayoutGuide key="safeArea" id="v"/>"#,
     #"test.xib: <viewLayoutGuide id="v"> (line 11): id 'v' is already used by <view id="v"> (line 8)"#),
    (#"<viewLayoutGuide key="safeArea" id="g"/><viewLayoutGuide key="safeArea" id="g"/>"#,
     #"test.xib: <viewLayoutGuide id="g"> (line 11): id 'g' is already used by <viewLayoutGuide id="g"> (line 11)"#),
    (#"<viewLayoutGuide key="safeArea" id="g"/><viewLayoutGuide key="safeArea" id="c2"/>"#,
     #"test.xib: <viewLayoutGuide id="c2"> (line 11): id 'c2' is already used by <constraint id="c2"> (line 10); an object id names one object"#),
    ("", #"test.xib: <constraint id="c1"> (line 9): constraint 'c1' refers to id 'g', which is no view or layout guide in the document (dangling reference)"#),
  ])
  func badGuides(_ guides: String, _ message: String) throws {
    let text = Self.safeAreaCell.replacingOccurrences(of: #"<viewLayoutGuide key="safeArea" id="g"/>"#, with: guides)
    let error = try #require(throws: XIBError.self) { try XIBSamples.parse(text) }
    #expect(error.description == message)
  }
}
