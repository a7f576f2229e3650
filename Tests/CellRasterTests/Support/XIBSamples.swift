import Foundation
@testable import CellRaster

/// Small synthesized XIB documents for parser and solver tests.
enum XIBSamples {
  /// Wraps view elements in a document with one table cell `cell` (content view `cv`,
  /// `width`x`height`).
  static func cell(width: Double = 320, height: Double = 44, subviews: String, constraints: String = "",
                   cellExtras: String = "", resources: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch">
      <objects>
        <tableViewCell id="cell" rowHeight="\(height)">
          <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
          <tableViewCellContentView key="contentView" id="cv">
            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
            <subviews>\(subviews)</subviews>
            <constraints>\(constraints)</constraints>
          </tableViewCellContentView>
          \(cellExtras)
        </tableViewCell>
      </objects>
      <resources>\(resources)</resources>
    </document>
    """
  }

  static func parse(_ text: String) throws -> XIBDocument {
    try XIBParser.parse(data: Data(text.utf8), file: "test.xib")
  }
}
