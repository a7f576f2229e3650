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
}
