import Testing
@testable import CellRaster

/// Exact frames with the font-free `FakeTextMeasurer` (advance 0.5 × size; line heights from the
/// Dynamic Type leading table). Expected numbers are worked out by hand in each test's comments
/// from ObjectCellMetrics and reference/fiori-cells.md §5.1, not produced by the code.
@Suite("ObjectCellLayout")
struct ObjectCellLayoutTests {
  static func documentationExample() -> ObjectCellProperties {
    var p = ObjectCellProperties()
    p.headlineText = "Issues: 42"
    p.subheadlineText = "Available on Jan 31st"
    p.footnoteText = "Delivered by San Ramon team, from the new Office Space"
    p.status = .text("Available")
    p.substatus = .image(.symbol(.error))
    p.substatusTint = .token(.negativeLabel)
    p.accessoryType = .disclosureIndicator
    return p
  }

  func layout(_ p: ObjectCellProperties, _ env: RenderEnvironment = RenderEnvironment()) throws -> LayoutTree {
    try ObjectCellLayout(properties: p, environment: env, measurer: FakeTextMeasurer()).layout()
  }

  func frame(_ tree: LayoutTree, _ id: String) -> Rect? { tree.root.node(withID: id)?.frame }

  @Test("documentation example at 375 pt: 98 pt tall, status column beside the text column")
  func documentationExampleFrames() throws {
    let tree = try layout(Self.documentationExample())
    // Disclosure reserves 16 + 8 + 9 = 33 pt: content ends at 342. Status "Available" is 9 × 7.5 =
    // 67.5 → 68 pt wide at 342 − 68 = 274; the text column ends 8 pt before it at 266.
    #expect(frame(tree, "headlineLabel") == Rect(x: 16, y: 14, width: 250, height: 22))
    #expect(frame(tree, "subheadlineLabel") == Rect(x: 16, y: 39, width: 250, height: 22))
    #expect(frame(tree, "footnoteLabel") == Rect(x: 16, y: 64, width: 250, height: 20))
    #expect(frame(tree, "statusLabel") == Rect(x: 274, y: 14, width: 68, height: 20))
    #expect(frame(tree, "substatusImageView") == Rect(x: 326, y: 38, width: 16, height: 16))
    // 14 + 22 + 3 + 22 + 3 + 20 + 14 = 98 (fiori-cells.md §5.1 suggests 98 too).
    #expect(tree.size == Size(width: 375, height: 98))
    // Chevron bottom 1 pt below the headline's first baseline (14 + 0.8 × 22 = 31.6).
    let chevron = try #require(frame(tree, "accessoryChevron"))
    #expect(chevron.minX == 351 && chevron.width == 8 && chevron.height == 13)
    #expect(abs(chevron.maxY - 32.6) < 1e-9)
    #expect(tree.root.node(withID: "footnoteLabel")?.text?.isTruncated == true)
    #expect(tree.root.node(withID: "headlineLabel")?.text?.isTruncated == false)
  }

  @Test("the headline is one tail-truncated line in every layout, also with a substatus (UIKit screenshots)")
  func headlineOneLine() throws {
    #expect(ObjectCellMetrics.headlineNumberOfLines == 1)
    var p = Self.documentationExample()
    // [UIK19]'s headline: 44 characters × 8.5 pt = 374 pt, in the 250 pt headline column of the
    // documentation example (29 characters a line), so it needs two lines and gets one.
    p.headlineText = "Powell St BART Station (Market St at 4th St)"
    let tree = try layout(p)
    let headline = try #require(tree.root.node(withID: "headlineLabel"))
    #expect(headline.frame == Rect(x: 16, y: 14, width: 250, height: 22))
    #expect(headline.text?.numberOfLines == 1 && headline.text?.lineBreakMode == .byTruncatingTail)
    #expect(headline.text?.isTruncated == true)
    // The cell keeps the height of a one-line headline: 14 + 22 + 3 + 22 + 3 + 20 + 14 = 98.
    #expect(frame(tree, "subheadlineLabel")?.minY == 39)
    #expect(tree.size.height == 98)
    // Compact one-status layout (status, no substatus): one line too; 14 + 22 + 3 + 22 + 14 = 75.
    p.substatus = nil
    p.footnoteText = ""
    let oneStatus = try layout(p)
    #expect(oneStatus.root.node(withID: "headlineLabel")?.text?.numberOfLines == 1)
    #expect(oneStatus.root.node(withID: "headlineLabel")?.text?.isTruncated == true)
    #expect(oneStatus.size.height == 75)
  }

  @Test("status and substatus images are 4 pt apart (FSW), 20 pt centre to centre")
  func statusImageSpacing() throws {
    var p = ObjectCellProperties()
    p.headlineText = "Jones St at Post St"
    p.subheadlineText = "0.3 miles"
    p.status = .image(.symbol(.info))
    p.substatus = .image(.symbol(.warning))
    let tree = try layout(p)
    // Status centred on the 22 pt headline line at 14: y 14 + 3 = 17; substatus 17 + 16 + 4 = 37.
    #expect(frame(tree, "statusImageView") == Rect(x: 343, y: 17, width: 16, height: 16))
    #expect(frame(tree, "substatusImageView") == Rect(x: 343, y: 37, width: 16, height: 16))
    // 14 + 22 + 3 + 22 + 14 = 75 ([UIK19]'s 2019 SDK: 66.67 with its 10 pt padding).
    #expect(tree.size.height == 75)
  }

  @Test("right-to-left mirrors every frame in the cell width and right-aligns text")
  func rightToLeft() throws {
    let tree = try layout(Self.documentationExample(), RenderEnvironment(layoutDirection: .rightToLeft))
    #expect(frame(tree, "headlineLabel") == Rect(x: 109, y: 14, width: 250, height: 22))
    #expect(frame(tree, "statusLabel") == Rect(x: 33, y: 14, width: 68, height: 20))
    #expect(frame(tree, "accessoryChevron")?.minX == 16)
    #expect(tree.root.node(withID: "headlineLabel")?.text?.alignment == .right)
    #expect(tree.root.node(withID: "statusLabel")?.text?.alignment == .left)
    #expect(tree.root.node(withID: "accessoryChevron")?.image?.isFlippedHorizontally == true)
  }

  @Test("regular width splits the main width by splitPercent")
  func regularSplit() throws {
    var p = Self.documentationExample()
    p.descriptionText = "Blocking"
    let env = RenderEnvironment(width: 1024, horizontalSizeClass: .regular, splitPercent: 0.4)
    let tree = try layout(p, env)
    // Margin 20; content 20…991; left column ends at 20 + 971 × 0.4 = 408.4, text 16 pt before.
    let headline = try #require(frame(tree, "headlineLabel"))
    #expect(headline.minX == 20 && abs(headline.maxX - 392.4) < 1e-9)
    // With a description the status column ends 16 pt early: 991 − 16 = 975.
    #expect(frame(tree, "statusLabel")?.maxX == 975)
    let description = try #require(frame(tree, "descriptionLabel"))
    #expect(abs(description.minX - 416.4) < 1e-9 && description.minY == 14)
    // Hidden from xL up.
    var large = env
    large.contentSize = .extraLarge
    #expect(try layout(p, large).root.node(withID: "descriptionLabel") == nil)
  }

  @Test("icons: visible count limited to the active labels, centred on their lines")
  func iconStack() throws {
    var p = ObjectCellProperties()
    p.headlineText = "A"
    p.subheadlineText = "B"
    p.iconImages = [.symbol(.unreadDot), .text("1"), .symbol(.warning)]
    let tree = try layout(p)
    let icons = try #require(tree.root.node(withID: "iconsStackView"))
    #expect(icons.children.map(\.id) == ["icon0", "icon1"])
    // Headline line 22 at y 14 → icon y 17; subheadline at 39 → icon y 42.
    #expect(icons.children[0].frame == Rect(x: 16, y: 17, width: 16, height: 16))
    #expect(icons.children[1].frame == Rect(x: 16, y: 42, width: 16, height: 16))
    // Text column shifted by 16 + 6.
    #expect(frame(tree, "headlineLabel")?.minX == 38)
  }

  @Test("preserve spacing keeps the icon and detail image columns")
  func preserveSpacing() throws {
    var p = ObjectCellProperties()
    p.headlineText = "A"
    p.subheadlineText = "B"
    p.preserveIconStackSpacing = true
    p.preserveDetailImageSpacing = true
    let tree = try layout(p)
    // 16 + 22 + 45 + 12 = 95. Height: texts 22 + 3 + 22 = 47 > 45, so 14 + 47 + 14.
    #expect(frame(tree, "headlineLabel")?.minX == 95)
    #expect(tree.size.height == 75)
    // Headline only: the empty 45 pt detail column still sets the height, 14 + 45 + 14.
    p.subheadlineText = ""
    #expect(try layout(p).size.height == 73)
    p.preserveDetailImageSpacing = false
    #expect(try layout(p).size.height == 50)
    #expect(try frame(layout(p), "headlineLabel")?.minX == 38)
  }

  @Test("one-line layout centres headline, status and image vertically")
  func oneLine() throws {
    var p = ObjectCellProperties()
    p.headlineText = "Rebecca Fields"
    p.detailImage = .symbol(.info)
    p.status = .image(.symbol(.success))
    let tree = try layout(p)
    // Height 14 + 45 + 14 = 73, centre 36.5.
    #expect(tree.size.height == 73)
    #expect(frame(tree, "headlineLabel")?.midY == 36.5)
    #expect(frame(tree, "statusImageView")?.midY == 36.5)
    #expect(frame(tree, "detailImageView") == Rect(x: 16, y: 14, width: 45, height: 45))
    #expect(tree.root.node(withID: "headlineLabel")?.text?.numberOfLines == 1)
  }

  @Test("accessory types reserve their width; non-disclosure glyphs are centred vertically")
  func accessories() throws {
    var p = Self.documentationExample()
    p.substatus = nil
    p.accessoryType = .checkmark
    var tree = try layout(p)
    // 375 − 16 − 14 − 9 = 336: the status ends there.
    #expect(frame(tree, "statusLabel")?.maxX == 336)
    let check = try #require(frame(tree, "accessoryCheckmark"))
    #expect(check.midY == tree.size.height / 2 && check.maxX == 359)
    p.accessoryType = .detailDisclosureButton
    tree = try layout(p)
    #expect(frame(tree, "accessoryChevron")?.maxX == 359)
    #expect(frame(tree, "accessoryDetailButton")?.maxX == 341)  // 359 − 8 − 10
    p.accessoryType = .none
    #expect(try frame(layout(p), "statusLabel")?.maxX == 359)
  }

  @Test("the Fiori substatus/accessory rule is an error finding; the layout completes")
  func substatusRule() throws {
    var p = Self.documentationExample()
    p.accessoryType = .detailButton
    let tree = try layout(p)
    #expect(tree.findings.map(\.rule) == ["fiori.substatus-accessory"])
    #expect(tree.findings.first?.severity == .error)
    p.accessoryType = .disclosureIndicator
    #expect(try layout(p).findings.isEmpty)
    p.accessoryType = .none
    #expect(try layout(p).findings.isEmpty)
  }

  @Test("AX sizes stack the status column below the texts, leading aligned")
  func accessibilitySizesStackStatus() throws {
    let tree = try layout(Self.documentationExample(), RenderEnvironment(contentSize: .accessibilityExtraLarge))
    let footnote = try #require(frame(tree, "footnoteLabel"))
    let status = try #require(frame(tree, "statusLabel"))
    #expect(status.minX == 16 && status.minY == footnote.maxY + 3)
    #expect(frame(tree, "headlineLabel")?.maxX == 342)
  }

  @Test("subheadline and footnote are hidden when empty; a fixed height is honoured")
  func hiddenLabelsAndFixedHeight() throws {
    var p = ObjectCellProperties()
    p.headlineText = "Only"
    p.footnoteText = "Foot"
    var tree = try layout(p)
    #expect(tree.root.node(withID: "subheadlineLabel") == nil)
    #expect(frame(tree, "footnoteLabel")?.minY == 39)
    tree = try layout(p, RenderEnvironment(height: 120))
    #expect(tree.size.height == 120)
  }

  @Test("the content is one accessibility element with the visible texts joined")
  func accessibilityAttributes() throws {
    let tree = try layout(Self.documentationExample())
    let content = try #require(tree.root.node(withID: "contentView"))
    #expect(content.accessibility.isAccessibilityElement == true)
    #expect(content.accessibility.label
      == "Issues: 42, Available on Jan 31st, Delivered by San Ramon team, from the new Office Space, Available, Error")
  }
}
