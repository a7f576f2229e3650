import Testing
@testable import CellRaster

/// Multi-line labels are measured again at the widths they were solved to until the widths stop
/// changing (`XIBAutoLayout.wrappingPasses`), as UIKit lays out again while a label's
/// `preferredMaxLayoutWidth` (automatic) differs from its width. A fresh-user trial's contact
/// cell (avatar, a vertical stack of a Headline and a Subheadline label with numberOfLines 0, a
/// switch; everything pinned to the margins) at AX5 kept the subtitle at the height of a wider
/// width after two rounds: 5 lines drawn in a frame laid out for 6, over the title and cut off
/// at the cell's bottom.
@Suite struct XIBWrappingConvergenceTests {
  static let subviews = """
    <imageView translatesAutoresizingMaskIntoConstraints="NO" id="avatar">
      <rect key="frame" x="16" y="12" width="48" height="48"/>
      <constraints>
        <constraint firstAttribute="width" constant="48" id="aw"/>
        <constraint firstAttribute="height" constant="48" id="ah"/>
      </constraints>
    </imageView>
    <stackView axis="vertical" spacing="2" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
      <rect key="frame" x="76" y="11" width="234" height="50"/>
      <subviews>
        <label verticalHuggingPriority="251" text="Ada Lovelace" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="title">
          <rect key="frame" x="0" y="0" width="234" height="20"/>
          <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
        </label>
        <label verticalHuggingPriority="251" text="Principal Engineer, Analytical Engine Team, London" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="subtitle">
          <rect key="frame" x="0" y="22" width="234" height="28"/>
          <fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/>
        </label>
      </subviews>
    </stackView>
    <switch on="YES" horizontalHuggingPriority="750" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
      <rect key="frame" x="326" y="20" width="51" height="31"/>
    </switch>
    """
  static let constraints = """
    <constraint firstItem="avatar" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="c1"/>
    <constraint firstItem="avatar" firstAttribute="centerY" secondItem="cv" secondAttribute="centerY" id="c2"/>
    <constraint firstItem="avatar" firstAttribute="top" relation="greaterThanOrEqual" secondItem="cv" secondAttribute="topMargin" id="c3"/>
    <constraint firstItem="stack" firstAttribute="leading" secondItem="avatar" secondAttribute="trailing" constant="12" id="c4"/>
    <constraint firstItem="stack" firstAttribute="top" secondItem="cv" secondAttribute="topMargin" id="c5"/>
    <constraint firstAttribute="bottomMargin" secondItem="stack" secondAttribute="bottom" id="c6"/>
    <constraint firstItem="toggle" firstAttribute="leading" secondItem="stack" secondAttribute="trailing" constant="16" id="c7"/>
    <constraint firstAttribute="trailingMargin" secondItem="toggle" secondAttribute="trailing" id="c8"/>
    <constraint firstItem="toggle" firstAttribute="centerY" secondItem="cv" secondAttribute="centerY" id="c9"/>
    """

  @Test("every wrapping label of a self-sizing cell is as tall as its text at its solved width, at every size",
        arguments: [ContentSizeCategory.large, .extraExtraExtraLarge, .accessibilityMedium, .accessibilityExtraExtraExtraLarge])
  func labelsFitTheirSolvedWidths(contentSize: ContentSizeCategory) throws {
    let document = try XIBSamples.parse(XIBSamples.cell(width: 400, height: 72, subviews: Self.subviews, constraints: Self.constraints))
    for width in [320.0, 360, 400, 430] {
      let environment = RenderEnvironment(width: width, scale: 2, contentSize: contentSize)
      let measurer = try CellRenderer().measurer
      let tree = try XIBCellLayout(content: XIBCellContent(document: document), environment: environment,
                                   measurer: measurer).layout()
      for id in ["title", "subtitle"] {
        let node = try #require(tree.root.node(withID: id))
        let text = try #require(node.text)
        let needed = try measurer.measure(text.text, font: text.font, width: node.frame.width, numberOfLines: 0).size.height
        #expect(abs(node.frame.height - needed) <= 0.5, "\(id) at \(width) pt, \(contentSize.rawValue): frame \(node.frame.height) pt, text \(needed) pt")
        #expect(text.isTruncated == false, "\(id) at \(width) pt, \(contentSize.rawValue)")
      }
      #expect(tree.root.frame.height >= (tree.root.node(withID: "subtitle")?.frame.maxY ?? .infinity))
    }
  }
}
