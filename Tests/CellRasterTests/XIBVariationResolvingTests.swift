import Testing
@testable import CellRaster

/// Size-class variations resolved per horizontal size class: constraint and subview masks,
/// the most specific matching variation winning, constants, margins and fonts; and the layout
/// that takes the variant's size class.
@Suite struct XIBVariationResolvingTests {
  /// Label `a` and view `badge` in content view `cv`:
  /// - `lead16` (any width, uninstalled in regular) and `lead40` (regular only) place `a`;
  /// - `top` is 8, 20 in regular width;
  /// - `badge` is installed in regular width only, and with it `bt`/`btop`, which relate it;
  /// - `hc` is installed for compact height only, which a list cell never has;
  /// - `minw` is uninstalled by `widthClass=regular` but installed again by the more specific
  ///   `heightClass=regular-widthClass=regular`, written first in the document;
  /// - `a` is system 17, 24 in regular width; `cv`'s margins are 20 in regular width.
  static let sample = XIBSamples.cell(
    width: 375, height: 44,
    subviews: #"""
      <label translatesAutoresizingMaskIntoConstraints="NO" id="a" text="Hi"><rect key="frame" x="16" y="8" width="20" height="20"/>
        <fontDescription key="fontDescription" type="system" pointSize="17"/>
        <variation key="widthClass=regular"><fontDescription key="fontDescription" type="system" pointSize="24"/></variation>
      </label>
      <view translatesAutoresizingMaskIntoConstraints="NO" id="badge"><rect key="frame" x="339" y="12" width="20" height="20"/>
        <constraints><constraint firstAttribute="width" constant="20" id="bw"/><constraint firstAttribute="height" constant="20" id="bh"/></constraints>
      </view>
      """#,
    constraints: #"""
      <constraint firstItem="a" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="16" id="lead16"/>
      <constraint firstItem="a" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="40" id="lead40"/>
      <constraint firstItem="a" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="8" id="top">
        <variation key="widthClass=regular" constant="20"/>
      </constraint>
      <constraint firstItem="cv" firstAttribute="trailing" secondItem="badge" secondAttribute="trailing" constant="16" id="bt"/>
      <constraint firstItem="badge" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="12" id="btop"/>
      <constraint firstItem="a" firstAttribute="bottom" secondItem="cv" secondAttribute="bottom" id="hc"/>
      <constraint firstItem="a" firstAttribute="width" relation="greaterThanOrEqual" constant="10" id="minw"/>
      """#,
    contentExtras: #"""
      <variation key="default">
        <mask key="constraints"><exclude reference="lead40"/><exclude reference="hc"/></mask>
        <mask key="subviews"><exclude reference="badge"/></mask>
      </variation>
      <variation key="heightClass=regular-widthClass=regular"><mask key="constraints"><include reference="minw"/></mask></variation>
      <variation key="widthClass=regular">
        <mask key="constraints"><include reference="lead40"/><exclude reference="lead16"/><exclude reference="minw"/></mask>
        <mask key="subviews"><include reference="badge"/></mask>
        <edgeInsets key="layoutMargins" top="0.0" left="20" bottom="0.0" right="20"/>
      </variation>
      <variation key="heightClass=compact"><mask key="constraints"><include reference="hc"/></mask></variation>
      """#)

  func contentView(_ root: XIBView) throws -> XIBView { try #require(root.view(withID: "cv")) }

  @Test func compactWidthIsTheBaseConfiguration() throws {
    let document = try XIBSamples.parse(Self.sample)
    #expect(document.warnings.isEmpty)
    let cv = try contentView(document.root)
    #expect(cv.constraints.map(\.id) == ["lead16", "top", "minw"])
    #expect(cv.constraints.first { $0.id == "top" }?.constant == 8)
    // badge is not installed, so neither are the constraints that relate it.
    #expect(cv.excludedConstraintIDs == ["lead40", "hc", "bt", "btop"])
    #expect(cv.subviews.map(\.id) == ["a"])
    #expect(cv.layoutMargins == nil)
    #expect(cv.view(withID: "a")?.text?.font == .fixed(FontDescriptor(pointSize: 17)))
    #expect(document.resolvedRoot(horizontalSizeClass: .compact) == document.root)
  }

  @Test func regularWidthAppliesItsVariations() throws {
    let document = try XIBSamples.parse(Self.sample)
    let cv = try contentView(document.resolvedRoot(horizontalSizeClass: .regular))
    #expect(cv.constraints.map(\.id) == ["lead40", "top", "bt", "btop", "minw"])
    #expect(cv.constraints.first { $0.id == "top" }?.constant == 20)
    #expect(cv.excludedConstraintIDs == ["lead16", "hc"])
    #expect(cv.subviews.map(\.id) == ["a", "badge"])
    #expect(cv.view(withID: "badge")?.constraints.map(\.id) == ["bw", "bh"])
    #expect(cv.layoutMargins == XIBLayoutMargins(top: 0, leading: 20, bottom: 0, trailing: 20, isDirectional: false))
    #expect(cv.view(withID: "a")?.text?.font == .fixed(FontDescriptor(pointSize: 24)))
    // The source tree keeps everything as written.
    let source = try contentView(document.sourceRoot)
    #expect(source.constraints.count == 7 && source.subviews.count == 2 && source.variations.count == 4)
    #expect(source.constraints.first { $0.id == "top" }?.variations.map(\.key) == ["widthClass=regular"])
  }

  /// The layout takes the variant's size class: at 375 compact the label sits at 16, 8 and
  /// there is no badge; at 768 regular at 40, 20, with the badge 16 pt from the trailing edge.
  @Test func layoutFollowsTheVariantsSizeClass() throws {
    let content = XIBCellContent(document: try XIBSamples.parse(Self.sample))
    let compact = try XIBCellLayout(content: content, environment: RenderEnvironment(width: 375, scale: 2, height: 44),
                                    measurer: FakeTextMeasurer()).layout()
    #expect(compact.root.node(withID: "a")?.frame.origin == Point(x: 16, y: 8))
    #expect(compact.root.node(withID: "badge") == nil)
    let regular = try XIBCellLayout(
      content: content, environment: RenderEnvironment(width: 768, scale: 2, horizontalSizeClass: .regular, height: 44),
      measurer: FakeTextMeasurer()).layout()
    #expect(regular.root.node(withID: "a")?.frame.origin == Point(x: 40, y: 20))
    #expect(regular.root.node(withID: "a")?.text?.font.pointSize == 24)
    #expect(regular.root.node(withID: "badge")?.frame == Rect(x: 732, y: 12, width: 20, height: 20))
  }

  /// A colour in a variation is not applied: a warning. A stored frame is design-time only: none.
  @Test func unsupportedVariationContentIsAWarning() throws {
    let document = try XIBSamples.parse(XIBSamples.cell(subviews: "", contentExtras: #"""
      <variation key="widthClass=regular"><color key="backgroundColor" white="0" alpha="1" colorSpace="calibratedWhite"/><rect key="frame" x="0" y="0" width="768" height="44"/></variation>
      <variation key="idiom=pad"/>
      """#))
    #expect(document.warnings.map(\.description) == [
      #"<color key="backgroundColor"> (line 9): <color key="backgroundColor"> in size-class variation 'widthClass=regular' is not applied"#,
      #"<variation key="idiom=pad"> (line 10): size-class variation 'idiom=pad' is not understood (expected default, widthClass=…, heightClass=… with compact or regular); not applied"#,
    ])
  }

  /// A mask names the owner's own subviews and constraints: anything else, and an exclude of a
  /// cell's content view (which would blank the cell), is an `xib.variation` warning and is not
  /// applied; the masks that name real ones still are.
  @Test func maskReferencesToNothingAreWarnedAndIgnored() throws {
    let cellExtras = #"<variation key="default"><mask key="subviews"><exclude reference="cv"/><include reference="ghost"/></mask></variation>"#
    let contentExtras = #"""
      <variation key="widthClass=regular"><mask key="constraints"><exclude reference="nope"/><exclude reference="lead16"/></mask>
        <mask key="subviews"><exclude reference="a-typo"/></mask></variation>
      """#
    let xib = XIBSamples.cell(width: 375, subviews: #"<label translatesAutoresizingMaskIntoConstraints="NO" id="a" text="Hi"><rect key="frame" x="16" y="8" width="20" height="20"/></label>"#,
                              constraints: #"<constraint firstItem="a" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="16" id="lead16"/>"#,
                              contentExtras: contentExtras, cellExtras: cellExtras)
    let document = try XIBSamples.parse(xib)
    let variationWarnings = document.warnings.filter { $0.rule == "xib.variation" }
    #expect(variationWarnings.map(\.message) == [
      "size-class variation 'widthClass=regular' excludes 'a-typo', which is no subview of tableViewCellContentView (id cv); ignored",
      "size-class variation 'widthClass=regular' excludes 'nope', which is no constraint of tableViewCellContentView (id cv); ignored",
      "size-class variation 'default' excludes the content view of tableViewCell (id cell), which a cell cannot uninstall; ignored",
      "size-class variation 'default' includes 'ghost', which is no subview of tableViewCell (id cell); ignored",
    ])
    // The content view stays installed in every size class; lead16 is still uninstalled in regular width.
    for sizeClass in SizeClass.allCases {
      let root = document.resolvedRoot(horizontalSizeClass: sizeClass)
      #expect(root.view(withID: "cv") != nil && root.view(withID: "a") != nil)
      #expect(root.view(withID: "cv")?.constraints.map(\.id) == (sizeClass == .regular ? [] : ["lead16"]))
    }
  }

  /// Liferay: `<variation key="default">` excludes the name label's height = 21 in every size class.
  @Test(Fixtures.required) func liferayDefaultVariation() throws {
    let document = try XIBParser.parse(file: Fixtures.path("xib", "liferay-screens__BookmarkCell_default-custom.xib"))
    for sizeClass in SizeClass.allCases {
      let name = try #require(document.resolvedRoot(horizontalSizeClass: sizeClass).view(withID: "gKQ-Nf-GwH"))
      #expect(name.constraints.map(\.id) == ["tJj-Vc-NT0"])
      #expect(name.excludedConstraintIDs == ["WWN-cA-tJ4"])
    }
  }

  /// Dash Wallet's filter header: margins 16 pt, 20 pt in regular width
  /// (`<variation key="widthClass=regular"><edgeInsets key="layoutMargins" …>`), no warning.
  @Test(Fixtures.required) func dashwalletRegularWidthMargins() throws {
    let document = try XIBParser.parse(file: Fixtures.path("xib-corpus", "dashwallet-ios__DWFilterHeaderView.xib"))
    #expect(document.root.layoutMargins == XIBLayoutMargins(top: 0, leading: 16, bottom: 0, trailing: 16, isDirectional: false))
    #expect(document.resolvedRoot(horizontalSizeClass: .regular).layoutMargins
      == XIBLayoutMargins(top: 0, leading: 20, bottom: 0, trailing: 20, isDirectional: false))
    #expect(!document.warnings.contains { $0.message.contains("variation") })
  }
}
