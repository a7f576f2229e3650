import Testing
@testable import CellRaster

/// UIKit's default intrinsic sizes of controls (XIBControlMetrics), through the whole XIB cell
/// layout: each control is pinned only by its position (leading 16, top 8, no size constraint)
/// and stores a deliberately wrong frame (200 × 99), so its laid-out size can only come from its
/// content. Text is measured with the font-free `FakeTextMeasurer` (advance 0.5 × point size,
/// line 1.2 × point size unless the font fixes it); every expected number is worked out by hand
/// from the metrics documented in XIBControlMetrics. Layout at 320 pt, 2x, Large, height 300.
@Suite struct XIBControlMetricsTests {
  static let wrongFrame = #"<rect key="frame" x="1" y="2" width="200" height="99"/>"#

  /// Lays out one control `c` (its element written with `open`, `children` inside it) pinned at
  /// leading 16 and top 8, plus `constraints`.
  static func layout(_ open: String, _ children: String = "", close: String, category: ContentSizeCategory = .large,
                     constraints: String = "") throws -> LayoutTree {
    let subviews = "<\(open) translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"c\">\(wrongFrame)\(children)</\(close)>"
    let pins = #"<constraint firstItem="c" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="16" id="l"/>"#
      + #"<constraint firstItem="c" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="8" id="t"/>"#
    let document = try XIBSamples.parse(XIBSamples.cell(width: 320, height: 300, subviews: subviews, constraints: pins + constraints))
    let environment = RenderEnvironment(width: 320, scale: 2, contentSize: category, height: 300)
    return try XIBCellLayout(content: XIBCellContent(document: document), environment: environment,
                             measurer: FakeTextMeasurer()).layout()
  }

  static func frame(_ tree: LayoutTree) throws -> Rect {
    try #require(tree.root.node(withID: "c")).frame
  }

  static let trailing = #"<constraint firstAttribute="trailing" secondItem="c" secondAttribute="trailing" constant="16" id="r"/>"#

  // MARK: Text fields

  @Test func roundedRectTextFieldFitsItsPlaceholderAndIs34Tall() throws {
    // "Email" in system 14: 5 × 7 = 35, plus 7 at each side = 49. Line 16.8 → 17 at 2x, + 12 =
    // 29 < 34 → 34.
    let tree = try Self.layout(#"textField borderStyle="roundedRect" placeholder="Email""#,
                               #"<fontDescription key="fontDescription" type="system" pointSize="14"/>"#, close: "textField")
    #expect(try Self.frame(tree) == Rect(x: 16, y: 8, width: 49, height: 34))
  }

  @Test func textWinsOverPlaceholder() throws {
    // "Hello, World" (12 characters) in system 14: 84 + 14 = 98.
    let tree = try Self.layout(#"textField borderStyle="roundedRect" text="Hello, World" placeholder="Email""#,
                               #"<fontDescription key="fontDescription" type="system" pointSize="14"/>"#, close: "textField")
    #expect(try Self.frame(tree).size == Size(width: 98, height: 34))
  }

  @Test func borderlessTextFieldIsItsTextLine() throws {
    // No borderStyle = none: "Name" in system 17 is 4 × 8.5 = 34 wide, the line 20.4 → 20.5 at 2x.
    let tree = try Self.layout(#"textField text="Name""#,
                               #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#, close: "textField")
    #expect(try Self.frame(tree).size == Size(width: 34, height: 20.5))
  }

  @Test func textFieldWithoutFontUsesBody() throws {
    // UIKit's default font is body: 17 pt at Large, whose UIFont line is SF's 20.29 pt (no HIG
    // leading in a text field) → 20.5 at 2x; "Search" 6 × 8.5 = 51.
    let tree = try Self.layout(#"textField placeholder="Search""#, close: "textField")
    #expect(try Self.frame(tree).size == Size(width: 51, height: 20.5))
  }

  @Test func roundedRectTextFieldGrowsWithDynamicType() throws {
    // Body at AX3: 40 pt, SF's line 40 × 2,444/2,048 = 47.7 → 48 at 2x. "Search" 6 × 20 = 120 + 14 = 134; height
    // max(34, 48 + 12) = 60.
    let tree = try Self.layout(#"textField borderStyle="roundedRect" placeholder="Search""#,
                               #"<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>"#, close: "textField",
                               category: .accessibilityExtraLarge)
    #expect(try Self.frame(tree).size == Size(width: 134, height: 60))
  }

  @Test func emptyRoundedRectTextFieldIsItsInsets() throws {
    // No text, no placeholder: 0 + 2 × 7 = 14 wide, 34 tall.
    let tree = try Self.layout(#"textField borderStyle="roundedRect""#,
                               #"<fontDescription key="fontDescription" type="system" pointSize="14"/>"#, close: "textField")
    #expect(try Self.frame(tree).size == Size(width: 14, height: 34))
  }

  @Test func textFieldAccessibility() throws {
    let empty = try Self.layout(#"textField borderStyle="roundedRect" placeholder="Email""#, close: "textField")
    let field = try #require(empty.root.node(withID: "c"))
    #expect(field.kind == .textField)
    #expect(field.text == nil)  // drawn as a plain view: no text
    #expect(field.accessibility.value == "Email")
    let secure = try Self.layout(#"textField borderStyle="roundedRect" text="hunter2""#,
                                 #"<textInputTraits key="textInputTraits" secureTextEntry="YES"/>"#, close: "textField")
    let password = try #require(secure.root.node(withID: "c"))
    #expect(password.accessibility.value == "•••••••")
    #expect(password.accessibility.traits == [.textEntry, .secureTextField])
  }

  // MARK: Segmented controls

  static let gridTypeSegments = #"<segments><segment title="None"/><segment title="GARS"/><segment title="MGRS"/></segments>"#

  @Test func segmentedControlFitsItsWidestSegment() throws {
    // mage-ios GridTypeCell's titles in system 13: 4 × 6.5 = 26 each, + 2 × 10 = 46; three
    // segments and two 1 pt dividers: 3 × 46 + 2 = 140; 32 tall.
    let tree = try Self.layout(#"segmentedControl segmentControlStyle="plain" selectedSegmentIndex="0""#, Self.gridTypeSegments,
                               close: "segmentedControl")
    #expect(try Self.frame(tree) == Rect(x: 16, y: 8, width: 140, height: 32))
  }

  @Test func segmentsAreAsWideAsTheWidestUnlessProportional() throws {
    // "A" 6.5 → 26.5 with padding; "Longer" 6 × 6.5 = 39 → 59. Equal: 2 × 59 + 1 = 119;
    // proportional: 26.5 + 59 + 1 = 86.5.
    let segments = #"<segments><segment title="A"/><segment title="Longer"/></segments>"#
    let equal = try Self.layout(#"segmentedControl selectedSegmentIndex="0""#, segments, close: "segmentedControl")
    #expect(try Self.frame(equal).size == Size(width: 119, height: 32))
    let proportional = try Self.layout(#"segmentedControl apportionsSegmentWidthsByContent="YES" selectedSegmentIndex="0""#,
                                       segments, close: "segmentedControl")
    #expect(try Self.frame(proportional).size == Size(width: 86.5, height: 32))
  }

  // MARK: Sliders, steppers, progress views, page controls

  @Test func sliderHasAHeightButNoWidth() throws {
    // Pinned at both sides: the alignment rectangle 320 − 2 × 16 = 288 wide, 31 tall; the frame
    // 2 pt wider on each side (UISlider's alignment rect insets): x 14, 292 wide.
    let pinned = try Self.layout(#"slider value="0.5" minValue="0.0" maxValue="1""#, close: "slider", constraints: Self.trailing)
    #expect(try Self.frame(pinned) == Rect(x: 14, y: 8, width: 292, height: 31))
    // Pinned by its position only, its width is ambiguous: IB's stored 200 stays, with a warning.
    let free = try Self.layout(#"slider value="0.5" minValue="0.0" maxValue="1""#, close: "slider")
    #expect(try Self.frame(free).size == Size(width: 200, height: 31))
    #expect(free.findings.contains { $0.rule == "xib.ambiguous" && $0.nodeID == "c" })
  }

  @Test func stepperIs94By32() throws {
    let tree = try Self.layout(#"stepper contentHorizontalAlignment="center" maximumValue="100""#, close: "stepper")
    #expect(try Self.frame(tree) == Rect(x: 16, y: 8, width: 94, height: 32))
  }

  @Test func progressViewHasAHeightButNoWidth() throws {
    let tree = try Self.layout(#"progressView progress="0.5""#, close: "progressView", constraints: Self.trailing)
    #expect(try Self.frame(tree) == Rect(x: 16, y: 8, width: 288, height: 4))
  }

  @Test func pageControlWidthFollowsItsPages() throws {
    // Three pages: 3 × 16 − 9 + 2 × 9.5 = 58 wide, 26 tall.
    let tree = try Self.layout(#"pageControl numberOfPages="3" currentPage="1""#, close: "pageControl")
    #expect(try Self.frame(tree) == Rect(x: 16, y: 8, width: 58, height: 26))
    let node = try #require(tree.root.node(withID: "c"))
    #expect(node.accessibility.value == "page 2 of 3")
  }

  // MARK: Date pickers

  /// 726,226,860 s after 2001-01-01: 8,405 days (23 years with 5 leap days = 8,400, then 5 more)
  /// and 34,860 s = 9 h 41 min → 2024-01-06 09:41 UTC.
  static let date = #"<date key="date" timeIntervalSinceReferenceDate="726226860"/>"#

  @Test func compactDatePickerFitsItsDate() throws {
    // "Jan 6, 2024" (11 characters) in body 17: 93.5, + 2 × 11 = 115.5; max(34, 20.5 + 12) = 34 tall.
    let tree = try Self.layout(#"datePicker datePickerMode="date" style="compact""#, Self.date, close: "datePicker")
    #expect(try Self.frame(tree) == Rect(x: 16, y: 8, width: 115.5, height: 34))
  }

  @Test func compactTimePickerFitsItsTime() throws {
    // "9:41 AM" (7 characters): 59.5 + 22 = 81.5.
    let tree = try Self.layout(#"datePicker datePickerMode="time" style="compact""#, Self.date, close: "datePicker")
    #expect(try Self.frame(tree).size == Size(width: 81.5, height: 34))
  }

  @Test func automaticDateAndTimePickerIsTwoCompactPlatters() throws {
    // UIKit's defaults (automatic style, dateAndTime mode), no date: the reference date,
    // "Jan 1, 2001" 93.5 + 22 = 115.5 and "12:00 AM" 68 + 22 = 90, 6 apart: 211.5.
    let tree = try Self.layout("datePicker", close: "datePicker")
    #expect(try Self.frame(tree).size == Size(width: 211.5, height: 34))
  }

  @Test func wheelsDatePickerIs320By216() throws {
    let wheels = try Self.layout(#"datePicker datePickerMode="date" style="wheels""#, Self.date, close: "datePicker")
    #expect(try Self.frame(wheels).size == Size(width: 320, height: 216))
    let timer = try Self.layout(#"datePicker datePickerMode="countDownTimer""#, close: "datePicker")
    #expect(try Self.frame(timer).size == Size(width: 320, height: 216))
  }

  @Test func inlineDatePickerHasNoIntrinsicSize() throws {
    let tree = try Self.layout(#"datePicker datePickerMode="date" style="inline""#, close: "datePicker")
    #expect(try Self.frame(tree).size == Size(width: 200, height: 99))
    #expect(tree.findings.contains { $0.rule == "xib.unsupported" && $0.message.contains("inline date picker") })
    #expect(tree.findings.contains { $0.rule == "xib.ambiguous" && $0.nodeID == "c" })
  }

  @Test func compactDatePickerGrowsWithDynamicType() throws {
    // Body at AX3: 40 pt, SF's line 47.7 → 48 at 2x. "Jan 6, 2024" 11 × 20 = 220 + 22 = 242; 48 + 12 = 60.
    let tree = try Self.layout(#"datePicker datePickerMode="date" style="compact""#, Self.date, close: "datePicker",
                               category: .accessibilityExtraLarge)
    #expect(try Self.frame(tree).size == Size(width: 242, height: 60))
  }

  @Test(arguments: [
    (0.0, "Jan 1, 2001", "12:00 AM"),
    (726_226_860.0, "Jan 6, 2024", "9:41 AM"),
    (-86_400.0, "Dec 31, 2000", "12:00 AM"),
    // 2024-02-29 13:05: 8,400 + 31 + 28 days = 8,459 days, + 47,100 s.
    (8_459.0 * 86_400 + 47_100, "Feb 29, 2024", "1:05 PM"),
  ] as [(Double, String, String)])
  func usEnglishDates(_ seconds: Double, _ date: String, _ time: String) {
    let formatted = USEnglishDate(timeIntervalSinceReferenceDate: seconds)
    #expect(formatted.dateText == date)
    #expect(formatted.timeText == time)
  }
}

/// Buttons with a `UIButton.Configuration` (`XIBButtonConfiguration`), laid out with the
/// font-free `FakeTextMeasurer` (0.5 × the point size per character; a line the font's line
/// height): the medium size's 7/12 pt insets around the title in body.
@Suite struct XIBButtonConfigurationTests {
  static func button(_ configuration: String, state: String = #"<state key="normal" title="Button"/>"#) -> String {
    XIBSamples.cell(subviews: """
      <button opaque="NO" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="b">
        <rect key="frame" x="1" y="1" width="2" height="2"/>
        \(state)
        \(configuration)
      </button>
      """, constraints: """
      <constraint firstItem="b" firstAttribute="leading" secondItem="cv" secondAttribute="leading" id="l"/>
      <constraint firstItem="b" firstAttribute="top" secondItem="cv" secondAttribute="top" id="t"/>
      """)
  }

  static func layout(_ xib: String, category: ContentSizeCategory = .large) throws -> LayoutTree {
    try XIBCellLayout(content: XIBCellContent(document: try XIBSamples.parse(xib)),
                      environment: RenderEnvironment(width: 320, scale: 2, contentSize: category, height: 100),
                      measurer: FakeTextMeasurer()).layout()
  }

  @Test("plain with a title: 'Call' in body 17 is 4 × 8.5 = 34 + 24 = 58 wide, SF's 20.29 → 20.5 + 14 = 34.5 tall")
  func plainTitle() throws {
    let tree = try Self.layout(Self.button(#"<buttonConfiguration key="configuration" style="plain" title="Call"/>"#))
    let node = try #require(tree.root.node(withID: "b"))
    #expect(node.frame.size == Size(width: 58, height: 34.5))
    // The configuration's title is shown, not the state's "Button".
    #expect(node.text?.text == "Call")
  }

  @Test("the title font follows Dynamic Type: body at AX3 is 40 pt, 'Call' 80 + 24 = 104, line 48 + 14 = 62")
  func dynamicType() throws {
    let tree = try Self.layout(Self.button(#"<buttonConfiguration key="configuration" style="plain" title="Call"/>"#),
                               category: .accessibilityExtraLarge)
    #expect(tree.root.node(withID: "b")?.frame.size == Size(width: 104, height: 62))
  }

  @Test("titleFontDescription and contentInsets from the XIB: system 10, 'Go' 10 + 4 + 6, line 12 + 2 + 3")
  func explicitFontAndInsets() throws {
    let tree = try Self.layout(Self.button("""
      <buttonConfiguration key="configuration" style="filled" title="Go">
        <fontDescription key="titleFontDescription" type="system" pointSize="10"/>
        <directionalEdgeInsets key="contentInsets" top="2" leading="4" bottom="3" trailing="6"/>
      </buttonConfiguration>
      """))
    let node = try #require(tree.root.node(withID: "b"))
    #expect(node.frame.size == Size(width: 20, height: 17))
    #expect(node.text?.color == .white)
  }

  @Test("contentEdgeInsets are ignored once a configuration is set")
  func legacyInsetsIgnored() throws {
    let tree = try Self.layout(Self.button(#"<buttonConfiguration key="configuration" style="plain" title="Call"/>"#,
                                           state: #"<state key="normal" title="Button"/><inset key="contentEdgeInsets" minX="30" minY="30" maxX="30" maxY="30"/>"#))
    #expect(tree.root.node(withID: "b")?.frame.size == Size(width: 58, height: 34.5))
  }

  @Test("a buttonSize other than medium warns that it is laid out as medium")
  func otherSizesWarn() throws {
    let tree = try Self.layout(Self.button(#"<buttonConfiguration key="configuration" style="plain" title="Call" buttonSize="large"/>"#))
    #expect(tree.findings.contains { $0.rule == "xib.unsupported" && $0.message.contains("buttonSize 'large'") })
  }

  @Test("a malformed content inset is an error naming the attribute")
  func malformedInset() {
    let xib = Self.button("""
      <buttonConfiguration key="configuration" style="plain" title="Call">
        <directionalEdgeInsets key="contentInsets" top="x" leading="4" bottom="3" trailing="6"/>
      </buttonConfiguration>
      """)
    #expect { try XIBSamples.parse(xib) } throws: { "\($0)".contains("'top' is 'x', not a number of points") }
  }
}

/// Configuration styles, placements and malformed configurations (`XIBButtonConfiguration`).
@Suite struct XIBButtonConfigurationStyleTests {
  @Test("filled: a tint background with 6 pt corners (the dynamic corner style) behind the white title, no warning")
  func filledDrawsItsBackground() throws {
    let tree = try XIBButtonConfigurationTests.layout(XIBButtonConfigurationTests.button(
      #"<buttonConfiguration key="configuration" style="filled" title="Tap"/>"#))
    let node = try #require(tree.root.node(withID: "b"))
    #expect(node.backgroundColor == XIBContentParsing.systemTint.light)
    #expect(node.cornerRadius == 6)
    #expect(node.text?.color == .white)
    #expect(tree.findings.allSatisfy { !$0.message.contains("configuration style") })
  }

  @Test("filled with baseBackgroundColor: that colour; tinted: the tint title on the tint at 15 %")
  func otherStyles() throws {
    let filled = try XIBButtonConfigurationTests.layout(XIBButtonConfigurationTests.button("""
      <buttonConfiguration key="configuration" style="filled" title="Tap">
        <color key="baseBackgroundColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
      </buttonConfiguration>
      """))
    #expect(filled.root.node(withID: "b")?.backgroundColor == Color(red: 255, green: 0, blue: 0))
    let tinted = try XIBButtonConfigurationTests.layout(XIBButtonConfigurationTests.button(
      #"<buttonConfiguration key="configuration" style="tinted" title="Tap"/>"#))
    #expect(tinted.root.node(withID: "b")?.text?.color == XIBContentParsing.systemTint.light)
    #expect(tinted.root.node(withID: "b")?.backgroundColor == Color(red: 0, green: 122, blue: 255, alpha: 38))
  }

  @Test("imagePlacement top stacks the image above the title: width max(image, title), height image + padding + line")
  func imageOnTop() throws {
    // A 30 × 20 image (resources), "Go" in body 17: 17 wide, line 20.5; padding 4.
    let xib = XIBButtonConfigurationTests.button(
      #"<buttonConfiguration key="configuration" style="plain" title="Go" image="pic" imagePlacement="top" imagePadding="4"/>"#)
      .replacingOccurrences(of: "<resources></resources>", with: #"<resources><image name="pic" width="30" height="20"/></resources>"#)
    let tree = try XIBButtonConfigurationTests.layout(xib)
    #expect(tree.root.node(withID: "b")?.frame.size == Size(width: 30 + 24, height: 20 + 4 + 20.5 + 14))
  }

  @Test(arguments: [
    (#"<buttonConfiguration key="configuration" style="wobbly" title="x"/>"#, "unknown style 'wobbly' (allowed: plain, gray, tinted, filled"),
    (#"<buttonConfiguration key="configuration" buttonSize="enormous" title="x"/>"#, "unknown buttonSize 'enormous' (allowed: mini, small, medium, large)"),
    (#"<buttonConfiguration key="configuration" imagePadding="NaN" title="x"/>"#, "'imagePadding' is 'NaN', not a number of points"),
    (#"<buttonConfiguration key="configuration" imagePadding="1e12" title="x"/>"#, "'imagePadding' is 1e12 pt, out of range"),
    (#"<buttonConfiguration key="configuration" title="x"><edgeInsets key="contentInsets" top="1" left="1" bottom="1" right="1"/></buttonConfiguration>"#,
     "contentInsets are <directionalEdgeInsets"),
    (#"<buttonConfiguration key="configuration" title="x"/><buttonConfiguration key="configuration" title="y"/>"#, "a button has one configuration"),
  ])
  func malformed(_ configuration: String, _ message: String) {
    #expect { try XIBSamples.parse(XIBButtonConfigurationTests.button(configuration)) } throws: { "\($0)".contains(message) }
  }

  @Test("an attributed title and a plain style's baseBackgroundColor are reported, not dropped silently; subtitle and corner style are drawn")
  func ignoredPartsWarn() throws {
    let tree = try XIBButtonConfigurationTests.layout(XIBButtonConfigurationTests.button(
      #"<buttonConfiguration key="configuration" style="plain" title="Tap" subtitle="More" cornerStyle="capsule"><attributedString key="attributedTitle"/><color key="baseBackgroundColor" white="0" alpha="1" colorSpace="calibratedWhite"/></buttonConfiguration>"#))
    #expect(tree.findings.contains { $0.message.contains("configuration's attributedTitle, baseBackgroundColor are not laid out or drawn") })
  }
}

@Suite struct XIBButtonConfigurationLinesTests {
  @Test("a configured title with a line break is two lines tall: 2 × 20.29 → 41 + 14 = 55; 'Line one' 8 × 8.5 = 68 + 24 = 92")
  func twoLineTitle() throws {
    let tree = try XIBButtonConfigurationTests.layout(XIBButtonConfigurationTests.button(
      #"<buttonConfiguration key="configuration" style="plain" title="Line one&#10;Line two"/>"#))
    #expect(tree.root.node(withID: "b")?.frame.size == Size(width: 92, height: 55))
    #expect(tree.root.node(withID: "b")?.text?.numberOfLines == 0)
  }
}

/// A button's bound image laid out as UIKit's button draws it (`XIBNodeBuilder.layOutButtonContent`):
/// a child `<id>.imageView` at the image's point size, the title beside it.
@Suite struct XIBButtonImageLayoutTests {
  static func layout(_ configuration: String, title: Bool, direction: LayoutDirection = .leftToRight) throws -> LayoutNode {
    let xib = XIBButtonConfigurationTests.button(configuration, state: title ? #"<state key="normal" title="Go"/>"# : "")
      .replacingOccurrences(of: "</tableViewCell>", with: #"<connections><outlet property="goButton" destination="b" id="o"/></connections></tableViewCell>"#)
    // A 40 × 40 px PNG named @2x: 20 × 20 pt.
    let bindings = XIBBindings([("goButton", .image(.file(path: "pic@2x.png", image: RGBAImage(width: 40, height: 40, fill: (255, 0, 0, 255)))))])
    let tree = try XIBCellLayout(content: XIBCellContent(document: try XIBSamples.parse(xib), bindings: bindings),
                                 environment: RenderEnvironment(width: 320, scale: 2, layoutDirection: direction, height: 100),
                                 measurer: FakeTextMeasurer()).layout()
    return try #require(tree.root.node(withID: "goButton"))
  }

  @Test("a legacy button with image and title: the image at its 20 pt size at the leading edge, the title drawn after it")
  func legacyImageAndTitle() throws {
    // "Go" in system 15: 15 wide, line 17.9 → 18 + 12 = 30 tall; image 20 × 20 beside it: 35 × 30.
    let button = try Self.layout("", title: true)
    #expect(button.frame.size == Size(width: 35, height: 30))
    let image = try #require(button.children.first { $0.id == "goButton.imageView" })
    #expect(image.frame == Rect(x: button.frame.minX, y: button.frame.minY + 5, width: 20, height: 20))
    #expect(button.image == nil && image.image != nil)
    #expect(button.text?.insets.left == 20)
  }

  @Test("right to left: the image at the right, the title's inset on the right")
  func rightToLeft() throws {
    let button = try Self.layout("", title: true, direction: .rightToLeft)
    let image = try #require(button.children.first { $0.id == "goButton.imageView" })
    #expect(image.frame.maxX == button.frame.maxX)
    #expect(button.text?.insets.right == 20 && button.text?.insets.left == 0)
  }

  @Test("an image-only configured button: the image centred inside the 7/12 insets, not stretched")
  func imageOnly() throws {
    let button = try Self.layout(#"<buttonConfiguration key="configuration" style="plain"/>"#, title: false)
    #expect(button.frame.size == Size(width: 44, height: 34))
    let image = try #require(button.children.first { $0.id == "goButton.imageView" })
    #expect(image.frame == Rect(x: button.frame.minX + 12, y: button.frame.minY + 7, width: 20, height: 20))
  }
}

extension XIBControlMetricsTests {
  @Test("a switch left less than no room is solved to a negative width and warned about (xib.negative-size)")
  func negativeWidthWarned() throws {
    let subviews = #"<view translatesAutoresizingMaskIntoConstraints="NO" id="w"><rect key="frame" x="0" y="0" width="10" height="10"/>"#
      + #"<constraints><constraint firstAttribute="width" constant="400" id="ww"/></constraints></view>"#
      + #"<switch translatesAutoresizingMaskIntoConstraints="NO" id="c" on="YES"><rect key="frame" x="0" y="0" width="51" height="31"/></switch>"#
    let constraints = #"<constraint firstItem="w" firstAttribute="leading" secondItem="cv" secondAttribute="leading" id="wl"/>"#
      + #"<constraint firstItem="w" firstAttribute="top" secondItem="cv" secondAttribute="top" id="wt"/>"#
      + #"<constraint firstItem="w" firstAttribute="height" constant="10" id="wh"/>"#
      + #"<constraint firstItem="c" firstAttribute="leading" secondItem="w" secondAttribute="trailing" id="cl"/>"#
      + #"<constraint firstAttribute="trailing" secondItem="c" secondAttribute="trailing" constant="16" id="cr"/>"#
      + #"<constraint firstItem="c" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="8" id="ct"/>"#
    func layout(_ width: Double) throws -> LayoutTree {
      let document = try XIBSamples.parse(XIBSamples.cell(width: width, height: 100, subviews: subviews, constraints: constraints))
      return try XIBCellLayout(content: XIBCellContent(document: document), environment: RenderEnvironment(width: width, scale: 2, height: 100),
                               measurer: FakeTextMeasurer()).layout()
    }
    let tree = try layout(320)
    let warning = try #require(tree.findings.first { $0.rule == "xib.negative-size" })
    #expect(warning.nodeID == "c")
    // 320 − 400 − 16 = −96 pt of alignment rectangle; the frame adds UISwitch's 2 pt trailing alignment inset.
    #expect(warning.message.contains("switch (id c) is solved to a negative width (-94 pt), so snapcheck draws nothing of it"), "\(warning.message)")
    // At 480 pt it fits: no warning.
    #expect(!(try layout(480)).findings.contains { $0.rule == "xib.negative-size" })
  }

  /// A 310 pt view `w` and after it a red view `r` with a green subview `k`, 16 pt from the
  /// trailing edge: at 320 pt `r` runs from 310 back to 304, 6 pt wide below zero.
  static func negativeRed(clips: Bool) -> String {
    let red = #"<color key="backgroundColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
    let green = #"<color key="backgroundColor" red="0" green="1" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
    let subviews = #"<view translatesAutoresizingMaskIntoConstraints="NO" id="w"><rect key="frame" x="0" y="0" width="10" height="10"/>"#
      + #"<constraints><constraint firstAttribute="width" constant="310" id="ww"/></constraints></view>"#
      + #"<view clipsSubviews="\#(clips ? "YES" : "NO")" translatesAutoresizingMaskIntoConstraints="NO" id="r"><rect key="frame" x="0" y="0" width="10" height="20"/>\#(red)"#
      + #"<subviews><view id="k"><rect key="frame" x="0" y="0" width="10" height="10"/>\#(green)</view></subviews></view>"#
    let constraints = #"<constraint firstItem="w" firstAttribute="leading" secondItem="cv" secondAttribute="leading" id="wl"/>"#
      + #"<constraint firstItem="w" firstAttribute="top" secondItem="cv" secondAttribute="top" id="wt"/>"#
      + #"<constraint firstItem="w" firstAttribute="height" constant="10" id="wh"/>"#
      + #"<constraint firstItem="r" firstAttribute="leading" secondItem="w" secondAttribute="trailing" id="rl"/>"#
      + #"<constraint firstAttribute="trailing" secondItem="r" secondAttribute="trailing" constant="16" id="rr"/>"#
      + #"<constraint firstItem="r" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="8" id="rt"/>"#
      + #"<constraint firstItem="r" firstAttribute="height" constant="20" id="rh"/>"#
    return XIBSamples.cell(width: 320, height: 44, subviews: subviews, constraints: constraints)
  }

  @Test("a view solved to a negative width draws nothing of its own; its subviews still draw unless it clips them")
  func negativeWidthDrawsNothingOfItsOwn() throws {
    let renderer = try CellRenderer()
    for clips in [false, true] {
      let (tree, image) = try XIBRendering.render(Self.negativeRed(clips: clips), appearance: .light, renderer: renderer)
      let red = try #require(tree.root.node(withID: "r"))
      #expect(red.frame.minX == 310 && red.frame.width == -6 && tree.findings.contains { $0.rule == "xib.negative-size" && $0.nodeID == "r" })
      // Its standardized rectangle, x 304–310, stays white.
      let beside = XIBRendering.color(image, x: 307, y: 20)
      #expect(beside == Color(red: 255, green: 255, blue: 255, alpha: 255), "clips \(clips): \(beside)")
      // The subview, at x 310–320 (its frame is relative to the origin the solver gave r):
      // green when r does not clip, absent when it does.
      let child = XIBRendering.color(image, x: 315, y: 12)
      #expect(child == (clips ? Color(red: 255, green: 255, blue: 255, alpha: 255) : Color(red: 0, green: 255, blue: 0, alpha: 255)),
              "clips \(clips): \(child)")
    }
  }
}
