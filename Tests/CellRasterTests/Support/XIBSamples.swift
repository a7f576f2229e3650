import Foundation
@testable import CellRaster

/// Small synthesized XIB documents for parser and solver tests.
enum XIBSamples {
  /// Wraps view elements in a document with one table cell `cell` (content view `cv`,
  /// `width`x`height`); `contentExtras` go into the content view after its constraints (e.g.
  /// `<variation>`s), `cellExtras` into the cell.
  static func cell(width: Double = 320, height: Double = 44, subviews: String, constraints: String = "",
                   contentExtras: String = "", cellExtras: String = "", resources: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch">
      <objects>
        <tableViewCell id="cell" rowHeight="\(height)">
          <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
          <tableViewCellContentView key="contentView" id="cv">
            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
            <subviews>\(subviews)</subviews>
            <constraints>\(constraints)</constraints>\(contentExtras)
          </tableViewCellContentView>
          \(cellExtras)
        </tableViewCell>
      </objects>
      <resources>\(resources)</resources>
    </document>
    """
  }

  /// The `cell` document as an iPad XIB (`type="…iPad.XIB"`, `targetRuntime="iOS.CocoaTouch.iPad"`)
  /// on an `ipad9_7` canvas, or with no `<device>` at all.
  static func iPadCell(width: Double = 768, height: Double = 60, subviews: String, constraints: String = "",
                       device: String? = "ipad9_7") -> String {
    cell(width: width, height: height, subviews: subviews, constraints: constraints)
      .replacingOccurrences(of: #"type="com.apple.InterfaceBuilder3.CocoaTouch.XIB""#,
                            with: #"type="com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB""#)
      .replacingOccurrences(of: #"targetRuntime="iOS.CocoaTouch""#, with: #"targetRuntime="iOS.CocoaTouch.iPad""#)
      .replacingOccurrences(of: "  <objects>", with: (device.map { #"  <device id="\#($0)" orientation="portrait"/>"# + "\n" } ?? "") + "  <objects>")
  }

  /// A prototype table cell `id` (content view `id-cv`, 0.5 pt shorter than the row as IB
  /// draws storyboard prototypes) with one label `id-l` saying `text`, pinned 16 pt from the
  /// leading edge and centred vertically, the outlet `titleLabel`; at `y` in its table view.
  static func prototypeCell(id: String, reuseIdentifier: String?, text: String, y: Double = 28, height: Double = 44,
                            width: Double = 375) -> String {
    """
    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" \(reuseIdentifier.map { "reuseIdentifier=\"\($0)\" " } ?? "")id="\(id)" customClass="OrderCell">
      <rect key="frame" x="0.0" y="\(y)" width="\(width)" height="\(height)"/>
      <autoresizingMask key="autoresizingMask"/>
      <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="\(id)" id="\(id)-cv">
        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height - 0.5)"/>
        <autoresizingMask key="autoresizingMask"/>
        <subviews>
          <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-l">
            <rect key="frame" x="16" y="11.5" width="100" height="20.5"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
            <nil key="textColor"/>
            <nil key="highlightedColor"/>
          </label>
        </subviews>
        <constraints>
          <constraint firstItem="\(id)-l" firstAttribute="leading" secondItem="\(id)-cv" secondAttribute="leading" constant="16" id="\(id)-c1"/>
          <constraint firstItem="\(id)-l" firstAttribute="centerY" secondItem="\(id)-cv" secondAttribute="centerY" id="\(id)-c2"/>
        </constraints>
      </tableViewCellContentView>
      <connections>
        <outlet property="titleLabel" destination="\(id)-l" id="\(id)-o"/>
      </connections>
    </tableViewCell>
    """
  }

  /// A storyboard: a table view controller scene whose table view (row height `rowHeight`)
  /// holds `prototypes`, and, when `collectionCells` is given, a second scene: a view
  /// controller whose view holds a collection view with those cells.
  static func storyboard(prototypes: String, collectionCells: String? = nil, rowHeight: Double = 44) -> String {
    let collectionScene = collectionCells.map { cells in
      """
          <scene sceneID="s2">
            <objects>
              <viewController id="vc2" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="v2">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                  <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                  <subviews>
                    <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="cv2">
                      <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                      <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="fl2">
                        <size key="itemSize" width="100" height="80"/>
                      </collectionViewFlowLayout>
                      <cells>\(cells)</cells>
                    </collectionView>
                  </subviews>
                </view>
              </viewController>
              <placeholder placeholderIdentifier="IBFirstResponder" id="fr2" sceneMemberID="firstResponder"/>
            </objects>
          </scene>
      """
    } ?? ""
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="tvc">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <scenes>
          <scene sceneID="s1">
            <objects>
              <tableViewController id="tvc" customClass="OrdersViewController" sceneMemberID="viewController">
                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="\(rowHeight)" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="tv">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                  <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                  <prototypes>\(prototypes)</prototypes>
                  <connections>
                    <outlet property="dataSource" destination="tvc" id="ds"/>
                    <outlet property="delegate" destination="tvc" id="dl"/>
                  </connections>
                </tableView>
              </tableViewController>
              <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
            </objects>
          </scene>
      \(collectionScene)
        </scenes>
      </document>
      """
  }

  static func parse(_ text: String, reuseIdentifier: String? = nil) throws -> XIBDocument {
    try XIBParser.parse(data: Data(text.utf8), file: "test.xib", reuseIdentifier: reuseIdentifier)
  }

  static func parseStoryboard(_ text: String, reuseIdentifier: String? = nil) throws -> XIBDocument {
    try XIBParser.parse(data: Data(text.utf8), file: "Main.storyboard", reuseIdentifier: reuseIdentifier)
  }
}
