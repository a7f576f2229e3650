import Foundation
import Testing
@testable import CellRaster

/// The margins IB's canvas gives a top-level view (`XIBCanvasMargins`), which the oracle lays
/// out with: the screen's safe area and, for a view preserving its superview's margins, the root
/// view's system minimum.
@Suite struct XIBCanvasMarginsTests {
  /// A top-level 394x165 view on `device` with one subview `s` pinned to its four margins
  /// (stored as covpass ListItemView stores its stack on retina6_1); `attributes` go on the view.
  static func topLevelView(device: String?, attributes: String, margins: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
      \(device.map { #"<device id="\#($0)" orientation="portrait" appearance="light"/>"# } ?? "")
      <objects>
        <view contentMode="scaleToFill" \(attributes) id="root">
          <rect key="frame" x="0.0" y="0.0" width="394" height="165"/>
          <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="s">
              <rect key="frame" x="20" y="48" width="354" height="83"/>
            </view>
          </subviews>
          <constraints>
            <constraint firstItem="s" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
            <constraint firstAttribute="trailingMargin" secondItem="s" secondAttribute="trailing" id="c2"/>
            <constraint firstItem="s" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="c3"/>
            <constraint firstAttribute="bottomMargin" secondItem="s" secondAttribute="bottom" id="c4"/>
          </constraints>
          \(margins)
        </view>
      </objects>
    </document>
    """
  }

  static let zero = #"<edgeInsets key="layoutMargins" top="0.0" left="0.0" bottom="0.0" right="0.0"/>"#

  static func margins(_ document: XIBDocument) -> [Double]? {
    XIBCanvasMargins.rootMargins(document).map { [$0.top, $0.leading, $0.bottom, $0.trailing] }
  }

  @Test func preservingViewTakesTheScreensSafeAreaAndSystemMinimum() throws {
    let document = try XIBSamples.parse(Self.topLevelView(device: "retina6_1", attributes: #"preservesSuperviewLayoutMargins="YES""#,
                                                          margins: Self.zero))
    #expect(document.canvasDevice == "retina6_1")
    #expect(Self.margins(document) == [48, 20, 34, 20])
    // Laid out on the canvas, the subview lands where IB stored it.
    let result = XIBOracleComparison.compare(document, measurer: FakeTextMeasurer())
    #expect(result.views.first?.solved == Rect(x: 20, y: 48, width: 354, height: 83))
  }

  @Test func narrowScreenSidesAre16() throws {
    let document = try XIBSamples.parse(Self.topLevelView(device: "retina6_12", attributes: #"preservesSuperviewLayoutMargins="YES""#,
                                                          margins: Self.zero))
    #expect(Self.margins(document) == [47, 16, 34, 16])
  }

  /// Not preserving: the declared margins plus the safe area (8 pt where none are declared).
  @Test func safeAreaIsAddedToTheOwnMargins() throws {
    let declared = try XIBSamples.parse(Self.topLevelView(device: "retina6_1", attributes: "", margins: Self.zero))
    #expect(Self.margins(declared) == [48, 0, 34, 0])
    let defaults = try XIBSamples.parse(Self.topLevelView(device: "retina4_7", attributes: "", margins: ""))
    #expect(Self.margins(defaults) == [28, 8, 8, 8])
  }

  /// dashwallet DWFilterHeaderView: `insetsLayoutMarginsFromSafeArea="NO"`, not preserving: the
  /// canvas changes nothing, and the declared 16 pt stay.
  @Test func noSafeAreaAndNotPreservingChangesNothing() throws {
    let sixteen = #"<edgeInsets key="layoutMargins" top="0.0" left="16" bottom="0.0" right="16"/>"#
    let document = try XIBSamples.parse(Self.topLevelView(device: "retina6_1", attributes: #"insetsLayoutMarginsFromSafeArea="NO""#,
                                                          margins: sixteen))
    #expect(document.root.insetsLayoutMarginsFromSafeArea == false)
    #expect(Self.margins(document) == nil)
    let result = XIBOracleComparison.compare(document, measurer: FakeTextMeasurer())
    #expect(result.views.first?.solved == Rect(x: 16, y: 0, width: 362, height: 165))
  }

  @Test func cellsIPadsAndUnknownDevicesAreLeftAlone() throws {
    #expect(Self.margins(try XIBSamples.parse(XIBSamples.cell(subviews: ""))) == nil)
    for device in ["ipad9_7", "watch44", nil] {
      let document = try XIBSamples.parse(Self.topLevelView(device: device, attributes: #"preservesSuperviewLayoutMargins="YES""#,
                                                            margins: Self.zero))
      #expect(Self.margins(document) == nil, "\(device ?? "no device")")
    }
  }

  /// A 352x77 table view cell (or `root`) saved by the Xcode of `toolsVersion` on `device`, with a view `s`
  /// pinned to its content view's side margins (covpass ActionTableViewCell's shape).
  static func marginCell(toolsVersion: String, device: String?, root: String = "tableViewCell") -> String {
    XIBSamples.cell(width: 352, height: 77,
                    subviews: #"<view translatesAutoresizingMaskIntoConstraints="NO" id="s"><rect key="frame" x="20" y="11" width="312" height="55"/></view>"#,
                    constraints: #"""
                      <constraint firstItem="s" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="c1"/>
                      <constraint firstAttribute="trailingMargin" secondItem="s" secondAttribute="trailing" id="c2"/>
                      <constraint firstItem="s" firstAttribute="top" secondItem="cv" secondAttribute="topMargin" id="c3"/>
                      <constraint firstAttribute="bottomMargin" secondItem="s" secondAttribute="bottom" id="c4"/>
                      """#)
      .replacingOccurrences(of: #"toolsVersion="21507""#, with: #"toolsVersion="\#(toolsVersion)""#)
      .replacingOccurrences(of: "  <objects>", with: (device.map { #"  <device id="\#($0)" orientation="portrait"/>"# + "\n" } ?? "") + "  <objects>")
      .replacingOccurrences(of: "tableViewCellContentView", with: root + "ContentView")
      .replacingOccurrences(of: "tableViewCell id=", with: "\(root) id=").replacingOccurrences(of: "</tableViewCell>", with: "</\(root)>")
  }

  /// From Xcode 12 the canvas takes a table cell's side margins from the device's screen: 20 pt
  /// on the 414 pt retina6_1, though the cell is 352 pt wide (16 pt by its own width).
  @Test func xcode12CellTakesTheScreensMargins() throws {
    let document = try XIBSamples.parse(Self.marginCell(toolsVersion: "17701", device: "retina6_1"))
    #expect(XIBCanvasMargins.listWidth(document) == 414)
    let result = XIBOracleComparison.compare(document, measurer: FakeTextMeasurer())
    #expect(result.views.first(where: { $0.viewID == "s" })?.solved == Rect(x: 20, y: 11, width: 312, height: 55))
    // Rendered at the same width, with no canvas around it, the cell's own width decides.
    let tree = try XIBCellLayout(content: XIBCellContent(document: document),
                                 environment: RenderEnvironment(width: 352, scale: 2, height: 77),
                                 measurer: FakeTextMeasurer()).layout()
    #expect(tree.root.allNodes.first(where: { $0.id == "s" })?.frame == Rect(x: 16, y: 11, width: 320, height: 55))
  }

  /// Xcode 11 (DWUserDetailsCell), a narrower screen, no device, an iPad and a collection view
  /// cell keep the cell's own width.
  @Test func otherCanvasesKeepTheCellsWidth() throws {
    for (tools, device, root) in [("16096", "retina6_1", "tableViewCell"), ("17701", "retina6_12", "tableViewCell"),
                                  ("17701", nil, "tableViewCell"), ("17701", "ipad9_7", "tableViewCell"),
                                  ("17701", "retina6_1", "collectionViewCell")] as [(String, String?, String)] {
      let document = try XIBSamples.parse(Self.marginCell(toolsVersion: tools, device: device, root: root))
      let expected: Double? = device == "retina6_12" ? 390 : nil
      #expect(XIBCanvasMargins.listWidth(document) == expected, "\(tools) \(device ?? "no device") \(root)")
    }
    let xcode11 = try XIBSamples.parse(Self.marginCell(toolsVersion: "16096", device: "retina6_1"))
    let result = XIBOracleComparison.compare(xcode11, measurer: FakeTextMeasurer())
    #expect(result.views.first(where: { $0.viewID == "s" })?.solved == Rect(x: 16, y: 11, width: 320, height: 55))
  }
}
