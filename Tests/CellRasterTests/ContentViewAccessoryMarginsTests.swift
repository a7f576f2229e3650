import Testing
@testable import CellRaster

/// A content view that ends before the cell's accessory keeps only what the cell's margin still
/// overlaps on that side, and at least UIView's 8 pt (`SystemLayoutMargins`; IB's stored frames of
/// the-blue-alliance MatchTableViewCell: 16 pt leading, 8 pt trailing beside a disclosure indicator).
@Suite("Content view margins beside an accessory")
struct ContentViewAccessoryMarginsTests {
  @Test("insets reduce the side margin down to 8 pt; iOS 10 stays 8 on every side")
  func marginsForInsets() {
    let full = SystemLayoutMargins.contentView(width: 375, isRegularWidth: false, systemVersion: 17)
    #expect([full.top, full.leading, full.bottom, full.trailing] == [11, 16, 11, 16])
    let accessory = SystemLayoutMargins.contentView(width: 375, isRegularWidth: false, systemVersion: 17, trailingInset: 34)
    #expect([accessory.top, accessory.leading, accessory.bottom, accessory.trailing] == [11, 16, 11, 8])
    let narrow = SystemLayoutMargins.contentView(width: 414, isRegularWidth: false, systemVersion: 17, trailingInset: 5)
    #expect(narrow.leading == 20 && narrow.trailing == 15)
    let old = SystemLayoutMargins.contentView(width: 375, isRegularWidth: false, systemVersion: 10, trailingInset: 34)
    #expect([old.top, old.leading, old.bottom, old.trailing] == [8, 8, 8, 8])
  }

  static func cell(contentWidth: Double, accessory: String, contentX: Double = 0) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch">
      <objects>
        <tableViewCell id="cell" rowHeight="44" accessoryType="\(accessory)">
          <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
          <tableViewCellContentView key="contentView" id="cv">
            <rect key="frame" x="\(contentX)" y="0.0" width="\(contentWidth)" height="44"/>
            <subviews>
              <view translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
              </view>
            </subviews>
            <constraints>
              <constraint firstItem="bar" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="c1"/>
              <constraint firstAttribute="trailingMargin" secondItem="bar" secondAttribute="trailing" id="c2"/>
              <constraint firstItem="bar" firstAttribute="top" secondItem="cv" secondAttribute="top" id="c3"/>
              <constraint firstAttribute="bottom" secondItem="bar" secondAttribute="bottom" id="c4"/>
            </constraints>
          </tableViewCellContentView>
        </tableViewCell>
      </objects>
    </document>
    """
  }

  @Test("a view pinned to both margins ends 8 pt before a disclosure indicator's content view edge, 16 pt from the cell's edge without one",
        arguments: [(341.0, "disclosureIndicator", 16.0, 317.0), (375, "none", 16, 343)])
  func pinnedView(_ contentWidth: Double, _ accessory: String, _ x: Double, _ width: Double) throws {
    let document = try XIBSamples.parse(Self.cell(contentWidth: contentWidth, accessory: accessory))
    let tree = try XIBCellLayout(content: XIBCellContent(document: document), environment: RenderEnvironment(width: 375, height: 44),
                                 measurer: FakeTextMeasurer()).layout()
    let bar = try #require(tree.root.node(withID: "bar"))
    #expect(bar.frame.minX == x && bar.frame.width == width)
  }

  @Test("right to left: the content view's trailing margin is still the one beside the accessory")
  func rightToLeft() throws {
    let document = try XIBSamples.parse(Self.cell(contentWidth: 341, accessory: "disclosureIndicator"))
    let tree = try XIBCellLayout(content: XIBCellContent(document: document),
                                 environment: RenderEnvironment(width: 375, layoutDirection: .rightToLeft, height: 44),
                                 measurer: FakeTextMeasurer()).layout()
    let bar = try #require(tree.root.node(withID: "bar"))
    // Mirrored: the content view spans 34...375; its trailing (left) margin 8, leading (right) 16.
    #expect(bar.frame.minX == 34 + 8 && bar.frame.width == 317)
  }
}
