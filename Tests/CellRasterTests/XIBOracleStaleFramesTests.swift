import Testing
@testable import CellRaster

/// `XIBOracleStaleFrames` on inline XIBs whose stored frames agree or disagree with their own
/// constraints.
@Suite struct XIBOracleStaleFramesTests {
  /// A box `b` (stored at `frame`) with a child label `l` at the box's origin, pinned 10 pt from
  /// the content view's leading edge and 20 pt wide, and `extra` views.
  static func document(boxFrame: String, extra: String = "", extraConstraints: String = "") throws -> XIBDocument {
    try XIBSamples.parse(XIBSamples.cell(subviews: """
      <view translatesAutoresizingMaskIntoConstraints="NO" id="b">
        <rect key="frame" \(boxFrame)/>
        <subviews>
          <label text="x" translatesAutoresizingMaskIntoConstraints="NO" id="l"><rect key="frame" x="0" y="0" width="5" height="5"/></label>
        </subviews>
        <constraints><constraint firstAttribute="width" constant="20" id="w"/></constraints>
      </view>
      \(extra)
      """, constraints: """
      <constraint firstItem="b" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="10" id="a"/>
      \(extraConstraints)
      """))
  }

  @Test("frames that satisfy the constraints (within 1 pt) are not stale")
  func consistent() throws {
    let document = try Self.document(boxFrame: #"x="10.5" y="0" width="20" height="10""#)
    #expect(XIBOracleStaleFrames.staleViewIDs(document.root).isEmpty)
  }

  @Test("a box stored 30 pt from the edge it is pinned 10 pt from is stale, with its subview; the content view never is")
  func positionContradicted() throws {
    let document = try Self.document(boxFrame: #"x="30" y="0" width="20" height="10""#)
    #expect(XIBOracleStaleFrames.staleViewIDs(document.root) == ["b", "l"])
  }

  @Test("a stored width of 0 against a 20 pt width constraint is stale")
  func sizeContradicted() throws {
    let document = try Self.document(boxFrame: #"x="10" y="0" width="0" height="10""#)
    #expect(XIBOracleStaleFrames.staleViewIDs(document.root) == ["b", "l"])
  }

  @Test("between siblings both are suspects; optional constraints and margin attributes are not checked")
  func siblingsAndSkipped() throws {
    let sibling = #"<view translatesAutoresizingMaskIntoConstraints="NO" id="s"><rect key="frame" x="100" y="0" width="5" height="5"/></view>"#
    let contradicted = try Self.document(boxFrame: #"x="10" y="0" width="20" height="10""#, extra: sibling, extraConstraints:
      #"<constraint firstItem="s" firstAttribute="leading" secondItem="b" secondAttribute="trailing" constant="8" id="c"/>"#)
    #expect(XIBOracleStaleFrames.staleViewIDs(contradicted.root) == ["b", "l", "s"])
    let optional = try Self.document(boxFrame: #"x="10" y="0" width="20" height="10""#, extra: sibling, extraConstraints:
      #"<constraint firstItem="s" firstAttribute="leading" secondItem="b" secondAttribute="trailing" constant="8" priority="750" id="c"/>"#)
    #expect(XIBOracleStaleFrames.staleViewIDs(optional.root).isEmpty)
    let margin = try Self.document(boxFrame: #"x="10" y="0" width="20" height="10""#, extra: sibling, extraConstraints:
      #"<constraint firstItem="s" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="c"/>"#)
    #expect(XIBOracleStaleFrames.staleViewIDs(margin.root).isEmpty)
  }
}
