import Testing
@testable import CellRaster

/// UIStackView distributions and alignments, self-sizing cells and Dynamic Type, on inline XIBs
/// with the font-free `FakeTextMeasurer` (a character is 0.5 × the point size wide, a line
/// 1.2 × the point size tall unless the font gives a line height). Every expected frame is worked
/// out by hand from the rules in the comments; the stored frames in the samples are deliberately
/// wrong, so nothing can come from them.
@Suite("XIB stack views and self-sizing")
struct XIBStackViewLayoutTests {
  /// A 320 pt cell whose content view holds a horizontal stack pinned to its edges (leading 0,
  /// top 0, trailing 0, bottom 0) with the given arranged views and stack attributes.
  static func stackCell(_ attributes: String, _ arranged: String, height: Double = 44) -> String {
    XIBSamples.cell(height: height, subviews: """
      <stackView opaque="NO" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="stack">
        <rect key="frame" x="3" y="3" width="7" height="7"/>
        <subviews>\(arranged)</subviews>
      </stackView>
      """, constraints: """
      <constraint firstItem="stack" firstAttribute="leading" secondItem="cv" secondAttribute="leading" id="stack-l"/>
      <constraint firstItem="stack" firstAttribute="top" secondItem="cv" secondAttribute="top" id="stack-t"/>
      <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="stack-r"/>
      <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" id="stack-b"/>
      """)
  }

  /// A label with a fixed 10 pt system font (5 pt per character, 12 pt lines).
  static func label(_ id: String, _ text: String, lines: Int = 1, extra: String = "") -> String {
    """
    <label text="\(text)" numberOfLines="\(lines)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" \(extra)>
      <rect key="frame" x="1" y="1" width="2" height="2"/>
      <fontDescription key="fontDescription" type="system" pointSize="10"/>
    </label>
    """
  }

  static func layout(_ xib: String, width: Double = 320, height: Double? = 44, category: ContentSizeCategory = .large)
    throws -> LayoutTree {
    let document = try XIBSamples.parse(xib)
    return try XIBCellLayout(content: XIBCellContent(document: document),
                             environment: RenderEnvironment(width: width, scale: 2, contentSize: category, height: height),
                             measurer: FakeTextMeasurer()).layout()
  }

  static func frame(_ tree: LayoutTree, _ id: String) -> Rect? { tree.root.node(withID: id)?.frame }

  @Test("fillProportionally: lengths in the ratio of intrinsic widths (10 and 30 pt labels share 320 as 80 and 240)")
  func fillProportionally() throws {
    let tree = try Self.layout(Self.stackCell(#"distribution="fillProportionally""#,
                                              Self.label("a", "aa") + Self.label("b", "bbbbbb")))
    #expect(Self.frame(tree, "a")?.width == 80)
    #expect(Self.frame(tree, "b")?.width == 240)
    #expect(Self.frame(tree, "b")?.minX == 80)
  }

  @Test("equalCentering: equal distances between centres, edge gaps at least the spacing")
  func equalCentering() throws {
    // Three labels 10, 20 and 10 pt wide in 320 pt: first at 0, last ends at 320, so centres at
    // 5 and 315, the middle one centred at 160 (x 150).
    let tree = try Self.layout(Self.stackCell(#"distribution="equalCentering" spacing="4""#,
                                              Self.label("a", "aa") + Self.label("b", "bbbb") + Self.label("c", "cc")))
    #expect(Self.frame(tree, "a")?.minX == 0)
    #expect(Self.frame(tree, "b")?.minX == 150)
    #expect(Self.frame(tree, "c")?.minX == 310)
  }

  @Test("equalSpacing with a hidden view: the hidden view takes no space and no gap")
  func equalSpacingHidden() throws {
    let tree = try Self.layout(Self.stackCell(#"distribution="equalSpacing" spacing="8""#,
                                              Self.label("a", "aa") + Self.label("h", "hidden", extra: #"hidden="YES""#)
                                                + Self.label("c", "cc")))
    #expect(Self.frame(tree, "a")?.minX == 0)
    #expect(Self.frame(tree, "c")?.minX == 310)
    #expect(Self.frame(tree, "h")?.width == 0)
  }

  @Test("equalSpacing and equalCentering whose length nothing sets pack their views at the spacing, and are not ambiguous",
        arguments: ["equalSpacing", "equalCentering"])
  func equalSpacingPacked(_ distribution: String) throws {
    let xib = XIBSamples.cell(height: 44, subviews: """
      <stackView opaque="NO" distribution="\(distribution)" spacing="6" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
        <rect key="frame" x="3" y="3" width="70" height="7"/>
        <subviews>\(Self.label("a", "aa") + Self.label("c", "cccc"))</subviews>
      </stackView>
      """, constraints: """
      <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="16" id="r"/>
      <constraint firstItem="stack" firstAttribute="top" secondItem="cv" secondAttribute="top" id="t"/>
      """)
    let tree = try Self.layout(xib)
    // 10 + 6 + 20 = 36 pt, ending 16 pt from the trailing edge (320 - 16 = 304).
    #expect(Self.frame(tree, "stack") == Rect(x: 268, y: 0, width: 36, height: 12))
    #expect(Self.frame(tree, "c")?.minX == 284)
    #expect(!tree.findings.contains { $0.rule == "xib.ambiguous" }, "\(tree.findings)")
  }

  @Test("firstBaseline alignment lines up the baselines of a 10 pt and a 20 pt label")
  func firstBaseline() throws {
    let big = """
      <label text="B" translatesAutoresizingMaskIntoConstraints="NO" id="big">
        <rect key="frame" x="1" y="1" width="2" height="2"/>
        <fontDescription key="fontDescription" type="system" pointSize="20"/>
      </label>
      """
    let tree = try Self.layout(Self.stackCell(#"alignment="firstBaseline""#, Self.label("small", "s") + big), height: nil)
    // Baselines at 80 % of the line: small 12 pt line → 9.6 from its top, big 24 pt → 19.2. The
    // big label sits at the top (y 0), the small one 19.2 − 9.6 = 9.6 lower; the self-sizing
    // cell is as tall as the big label.
    let small = try #require(Self.frame(tree, "small")), large = try #require(Self.frame(tree, "big"))
    #expect(large.minY == 0)
    #expect(abs(small.minY - 9.5) <= 0.5)
    #expect(tree.size.height == 24)
  }

  @Test("a self-sizing cell grows with Dynamic Type: a Body label pinned top and bottom, at L and AX3")
  func selfSizingWithDynamicType() throws {
    let xib = XIBSamples.cell(height: 44, subviews: """
      <label text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="body">
        <rect key="frame" x="1" y="1" width="2" height="2"/>
        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
      </label>
      """, constraints: """
      <constraint firstItem="body" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="l"/>
      <constraint firstItem="body" firstAttribute="top" secondItem="cv" secondAttribute="topMargin" id="t"/>
      <constraint firstAttribute="bottomMargin" secondItem="body" secondAttribute="bottom" id="b"/>
      """)
    let regular = try Self.layout(xib, height: nil)
    let large = try Self.layout(xib, height: nil, category: .accessibilityExtraLarge)
    let bodyL = try #require(Self.frame(regular, "body")), bodyAX3 = try #require(Self.frame(large, "body"))
    // Margins 11 (iOS 17 content view): cell height = 11 + label height + 11.
    #expect(regular.size.height == 11 + bodyL.height + 11)
    #expect(large.size.height == 11 + bodyAX3.height + 11)
    #expect(bodyAX3.height > bodyL.height * 1.5, "AX3 Body is far larger than L")
    #expect(bodyL.minX == 16, "the content view's leading margin is 16 pt at 320 pt")
  }

  @Test("a multi-line label wraps at the width it is laid out at, and the cell grows to fit")
  func multiLineWraps() throws {
    // 100 characters at 5 pt = 500 pt; the label is pinned to the margins: 320 − 32 = 288 pt
    // wide, 57 characters a line (57 × 5 = 285), so 2 lines of 12 pt = 24 pt; cell 11 + 24 + 11.
    let text = String(repeating: "x", count: 100)
    let xib = XIBSamples.cell(height: 44, subviews: Self.label("l", text, lines: 0), constraints: """
      <constraint firstItem="l" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="a"/>
      <constraint firstAttribute="trailingMargin" secondItem="l" secondAttribute="trailing" id="b"/>
      <constraint firstItem="l" firstAttribute="top" secondItem="cv" secondAttribute="topMargin" id="c"/>
      <constraint firstAttribute="bottomMargin" secondItem="l" secondAttribute="bottom" id="d"/>
      """)
    let tree = try Self.layout(xib, height: nil)
    #expect(Self.frame(tree, "l") == Rect(x: 16, y: 11, width: 288, height: 24))
    #expect(tree.size.height == 46)
  }

  @Test("a cell whose constraints leave its height at 0 keeps the XIB's height, with a warning")
  func heightFallback() throws {
    let xib = XIBSamples.cell(height: 60, subviews: Self.label("l", "top only"), constraints: """
      <constraint firstItem="l" firstAttribute="top" secondItem="cv" secondAttribute="top" id="c"/>
      <constraint firstItem="l" firstAttribute="leading" secondItem="cv" secondAttribute="leading" id="a"/>
      """)
    let tree = try Self.layout(xib, height: nil)
    #expect(tree.size.height == 60)
    #expect(tree.findings.contains { $0.rule == "xib.height" })
  }

  @Test("no size comes from a stored frame: changing a label's and a switch's stored frames moves nothing")
  func storedFramesAreNotInputs() throws {
    func xib(_ labelFrame: String, _ switchFrame: String) -> String {
      XIBSamples.cell(height: 44, subviews: """
        <label text="abc" translatesAutoresizingMaskIntoConstraints="NO" id="l">
          <rect key="frame" \(labelFrame)/>
          <fontDescription key="fontDescription" type="system" pointSize="10"/>
        </label>
        <switch opaque="NO" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="s">
          <rect key="frame" \(switchFrame)/>
        </switch>
        """, constraints: """
        <constraint firstItem="l" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="5" id="a"/>
        <constraint firstItem="l" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="5" id="b"/>
        <constraint firstItem="s" firstAttribute="leading" secondItem="l" secondAttribute="trailing" constant="8" id="c"/>
        <constraint firstItem="s" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="5" id="d"/>
        """)
    }
    let one = try Self.layout(xib(#"x="5" y="5" width="15" height="12""#, #"x="28" y="5" width="51" height="31""#))
    let two = try Self.layout(xib(#"x="5" y="5" width="52" height="49""#, #"x="65" y="5" width="88" height="68""#))
    // Label: 3 characters × 5 = 15 wide, 12 tall; switch 51 × 31 after it at 5 + 15 + 8 = 28.
    for tree in [one, two] {
      #expect(Self.frame(tree, "l") == Rect(x: 5, y: 5, width: 15, height: 12))
      #expect(Self.frame(tree, "s") == Rect(x: 28, y: 5, width: 51, height: 31))
    }
  }

  @Test("list rows re-solved incrementally (one session) lay out exactly as rows solved afresh")
  func incrementalRowsEqualFreshRows() throws {
    let xib = XIBSamples.cell(height: 60, subviews: Self.label("title", "x") + Self.label("body", "y", lines: 0), constraints: """
      <constraint firstItem="title" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="a"/>
      <constraint firstItem="title" firstAttribute="top" secondItem="cv" secondAttribute="topMargin" id="b"/>
      <constraint firstItem="body" firstAttribute="leading" secondItem="title" secondAttribute="trailing" constant="8" id="c"/>
      <constraint firstAttribute="trailingMargin" secondItem="body" secondAttribute="trailing" id="d"/>
      <constraint firstItem="body" firstAttribute="top" secondItem="cv" secondAttribute="topMargin" id="e"/>
      """)
    let document = try XIBSamples.parse(xib)
    let texts = [("Mo", String(repeating: "b", count: 90)), ("Tuesday", "short"), ("W", String(repeating: "c", count: 200))]
    var session: XIBLayoutSession?
    var bodies: [Rect?] = []
    for (title, body) in texts {
      let layout = XIBCellLayout(content: XIBCellContent(document: document, bindings: XIBBindings([])),
                                 environment: RenderEnvironment(width: 320, scale: 2, height: 60), measurer: FakeTextMeasurer())
      var content = layout.content
      content.document.root = document.root
      XIBCellLayout.modify(&content.document.root, "title") { $0.text?.text = title }
      XIBCellLayout.modify(&content.document.root, "body") { $0.text?.text = body }
      let row = XIBCellLayout(content: content, environment: layout.environment, measurer: FakeTextMeasurer())
      let reused = try row.layout(reusing: &session)
      let fresh = try row.layout()
      for id in ["title", "body"] {
        #expect(Self.frame(reused, id) == Self.frame(fresh, id), "\(title): \(id)")
      }
      bodies.append(Self.frame(reused, "body"))
    }
    #expect(session != nil)
    #expect(Set(bodies.map { "\(String(describing: $0))" }).count == 3, "each row's texts give other frames: \(bodies)")
  }
}

/// `semanticContentAttribute` on a horizontal stack: the arrangement runs from the stack's own
/// leading edge. Two fillEqually labels share 320 pt as 160 + 160.
@Suite("XIB stack views with a forced semantic content attribute")
struct XIBForcedDirectionStackTests {
  static func layout(_ attribute: String, direction: LayoutDirection) throws -> (a: Rect?, b: Rect?) {
    let xib = XIBStackViewLayoutTests.stackCell(#"distribution="fillEqually" \#(attribute)"#,
                                                XIBStackViewLayoutTests.label("a", "aa") + XIBStackViewLayoutTests.label("b", "bbbbbb"))
    let document = try XIBSamples.parse(xib)
    let tree = try XIBCellLayout(content: XIBCellContent(document: document),
                                 environment: RenderEnvironment(width: 320, scale: 2, layoutDirection: direction, height: 44),
                                 measurer: FakeTextMeasurer()).layout()
    return (XIBStackViewLayoutTests.frame(tree, "a"), XIBStackViewLayoutTests.frame(tree, "b"))
  }

  @Test("forceRightToLeft in a left-to-right cell: the first arranged view is at the right")
  func forcedRightToLeft() throws {
    let (a, b) = try Self.layout(#"semanticContentAttribute="forceRightToLeft""#, direction: .leftToRight)
    #expect(a?.minX == 160 && b?.minX == 0)
  }

  @Test("forceLeftToRight (and playback) in a right-to-left cell: the first arranged view stays at the left")
  func forcedLeftToRight() throws {
    for attribute in ["forceLeftToRight", "playback", "spatial"] {
      let (a, b) = try Self.layout(#"semanticContentAttribute="\#(attribute)""#, direction: .rightToLeft)
      #expect(a?.minX == 0 && b?.minX == 160, "\(attribute)")
    }
  }

  @Test("unspecified follows the cell: first view at the right in right-to-left")
  func unspecified() throws {
    let (a, b) = try Self.layout(#"semanticContentAttribute="unspecified""#, direction: .rightToLeft)
    #expect(a?.minX == 160 && b?.minX == 0)
  }

  @Test("an unknown value is an error naming it and the allowed ones")
  func unknownValue() {
    let xib = XIBStackViewLayoutTests.stackCell(#"semanticContentAttribute="sideways""#, XIBStackViewLayoutTests.label("a", "aa"))
    #expect { try XIBSamples.parse(xib) } throws: { "\($0)".contains("unknown semanticContentAttribute 'sideways'") && "\($0)".contains("forceRightToLeft") }
  }
}

@Suite struct XIBSemanticContentWarningTests {
  @Test("semanticContentAttribute on a vertical stack is reported as not applied")
  func verticalStackWarns() throws {
    let document = try XIBSamples.parse(XIBStackViewLayoutTests.stackCell(#"axis="vertical" semanticContentAttribute="forceRightToLeft""#,
                                                                           XIBStackViewLayoutTests.label("a", "aa")))
    #expect(document.warnings.contains { $0.rule == "xib.unsupported" && $0.message.contains("applied to horizontal stack views' arrangement only") })
  }
}
