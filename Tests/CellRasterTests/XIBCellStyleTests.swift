import Foundation
import Testing
@testable import CellRaster

/// Built-in `UITableViewCell` styles (`<tableViewCell style="IBUITableViewCellStyle…">`): their
/// `textLabel`, `detailTextLabel` and `imageView` get outlets of those names and constraints that
/// keep IB's stored canvas layout at its size and follow new text, widths and directions.
/// Frames are computed with `FakeTextMeasurer` (every character 0.5 × point size wide, lines as
/// tall as the system font's line height: 20.29 pt at 17 pt, 14.32 at 12, 17.9 at 15), so each
/// expected value below is worked out by hand from that rule; sizes are rounded up to the
/// 3× pixel grid, hence the `close` tolerance of one pixel.
@Suite struct XIBCellStyleTests {
  /// A style cell as IB stores it at width 320: views with autoresizing frames and no
  /// constraints, named by the cell's `textLabel`/`detailTextLabel`/`imageView` attributes.
  static func styleCell(_ style: String, height: Double = 44, text: (x: Double, y: Double, w: Double, h: Double, size: Double),
                        detail: (x: Double, y: Double, w: Double, h: Double, size: Double)?,
                        image: (x: Double, y: Double, w: Double, h: Double)? = nil, detailLines: Int = 1) -> String {
    let label = { (id: String, frame: (x: Double, y: Double, w: Double, h: Double, size: Double), lines: Int) in
      """
      <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="\(id)" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="\(lines)" id="\(id)">
        <rect key="frame" x="\(frame.x)" y="\(frame.y)" width="\(frame.w)" height="\(frame.h)"/>
        <autoresizingMask key="autoresizingMask"/>
        <fontDescription key="fontDescription" type="system" pointSize="\(frame.size)"/>
      </label>
      """
    }
    var subviews = ""
    if let image {
      subviews += #"<imageView opaque="NO" clipsSubviews="YES" contentMode="center" id="icon"><rect key="frame" x="\#(image.x)" y="\#(image.y)" width="\#(image.w)" height="\#(image.h)"/><autoresizingMask key="autoresizingMask"/></imageView>"#
    }
    subviews += label("title", text, 1)
    if let detail { subviews += label("subtitle", detail, detailLines) }
    let attributes = #"style="\#(style)" textLabel="title""# + (detail == nil ? "" : #" detailTextLabel="subtitle""#)
      + (image == nil ? "" : #" imageView="icon""#)
    return XIBSamples.cell(height: height, subviews: subviews)
      .replacingOccurrences(of: #"<tableViewCell id="cell""#, with: #"<tableViewCell \#(attributes) id="cell""#)
  }

  /// IB's Subtitle cell at 320 × 55.5: title 17 pt at y 10, subtitle 12 pt 1 pt below it, 10 pt
  /// below the subtitle (IB's stored frames, Xcode 15).
  static func subtitleCell(detailLines: Int = 1) -> String {
    styleCell("IBUITableViewCellStyleSubtitle", height: 55.5, text: (16, 10, 33, 20.5, 17),
              detail: (16, 31.5, 44, 14, 12), detailLines: detailLines)
  }

  static func layout(_ xib: String, _ bindings: [(outlet: String, value: XIBBindingValue)] = [], width: Double = 320,
                     height: Double? = nil, direction: LayoutDirection = .leftToRight) throws -> LayoutTree {
    let document = try XIBSamples.parse(xib)
    return try XIBCellLayout(content: XIBCellContent(document: document, bindings: XIBBindings(bindings)),
                             environment: RenderEnvironment(width: width, layoutDirection: direction, height: height),
                             measurer: FakeTextMeasurer()).layout()
  }

  /// The frame of the view named `id` (the style's outlet names: `textLabel`, `detailTextLabel`,
  /// `imageView`).
  static func frame(_ tree: LayoutTree, _ id: String) throws -> Rect {
    try #require(tree.root.node(withID: id)).frame
  }

  /// Equal within one pixel at 3× (frames are snapped to the pixel grid).
  static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1.0 / 3 + 1e-9 }

  @Test("the style's views get outlets named textLabel, detailTextLabel and imageView")
  func outlets() throws {
    let document = try XIBSamples.parse(Self.styleCell("IBUITableViewCellStyleDefault", text: (56, 12, 40, 20.5, 17), detail: nil,
                                                       image: (16, 10, 24, 24)))
    #expect(document.view(forOutlet: "textLabel")?.id == "title")
    #expect(document.view(forOutlet: "imageView")?.id == "icon")
    #expect(document.view(forOutlet: "detailTextLabel") == nil)
    #expect(document.warnings.isEmpty)
    // A spec sets them as code does: `cell.textLabel?.text = …`.
    let tree = try Self.layout(Self.subtitleCell(), [("textLabel", .text("Wi-Fi")), ("detailTextLabel", .text("Home"))])
    #expect(tree.root.accessibility.label == "Wi-Fi, Home")
  }

  @Test("Subtitle keeps IB's stored insets and gap at the canvas size: title at y 10, subtitle 1 pt below, 10 pt under it")
  func subtitleAtCanvas() throws {
    let tree = try Self.layout(Self.subtitleCell(), [("textLabel", .text("Title")), ("detailTextLabel", .text("Subtitle"))])
    // "Title": 5 × 8.5 = 42.5 wide, 20.29 tall; "Subtitle": 8 × 6 = 48 wide, 14.32 tall.
    let title = try Self.frame(tree, "textLabel"), subtitle = try Self.frame(tree, "detailTextLabel")
    #expect(title.minX == 16 && title.minY == 10 && Self.close(title.width, 42.5) && Self.close(title.height, 20.29))
    #expect(subtitle.minX == 16 && Self.close(subtitle.minY, title.maxY + 1) && subtitle.width == 48)
    // 10 + 20.29 + 1 + 14.32 + 10 = 55.61: the stored 55.5 row, grown to fit.
    #expect(Self.close(tree.root.frame.height, 55.61))
  }

  @Test("Subtitle grows with its text: a three-line subtitle makes the row taller")
  func subtitleSelfSizes() throws {
    let long = String(repeating: "x", count: 120)  // 720 pt at 6 pt per character
    let tree = try Self.layout(Self.subtitleCell(detailLines: 0), [("detailTextLabel", .text(long))])
    let subtitle = try Self.frame(tree, "detailTextLabel")
    // Margins 16 on each side at 320: 288 pt wide, 48 characters a line, 3 lines of 14.32.
    #expect(subtitle.width == 288 && Self.close(subtitle.height, 42.96))
    #expect(Self.close(tree.root.frame.height, subtitle.maxY + 10) && tree.root.frame.height > 80)
  }

  @Test("Subtitle truncates at the trailing layout margin, not past it")
  func subtitleTruncatesAtTheMargin() throws {
    let tree = try Self.layout(Self.subtitleCell(), [("detailTextLabel", .text(String(repeating: "y", count: 200)))])
    #expect(try Self.frame(tree, "detailTextLabel").maxX == 304)
  }

  @Test("right to left: the labels start at the right margin")
  func subtitleRightToLeft() throws {
    let tree = try Self.layout(Self.subtitleCell(), [("textLabel", .text("Title"))], direction: .rightToLeft)
    let title = try Self.frame(tree, "textLabel"), subtitle = try Self.frame(tree, "detailTextLabel")
    #expect(Self.close(title.maxX, 304) && Self.close(title.width, 42.5))
    #expect(Self.close(subtitle.maxX, 304))
  }

  @Test("Basic centres its title in a 44 pt row")
  func basic() throws {
    let tree = try Self.layout(Self.styleCell("IBUITableViewCellStyleDefault", text: (16, 12, 40, 20.5, 17), detail: nil),
                               [("textLabel", .text("Basic"))])
    let title = try Self.frame(tree, "textLabel")
    #expect(title.minX == 16 && Self.close(title.midY, 22) && tree.root.frame.height == 44)
  }

  @Test("Basic with an image: image at the leading margin with its stored size, title after IB's stored gap")
  func basicWithImage() throws {
    let tree = try Self.layout(Self.styleCell("IBUITableViewCellStyleDefault", text: (56, 12, 40, 20.5, 17), detail: nil,
                                              image: (16, 10, 24, 24)), [("textLabel", .text("Bell"))])
    let icon = try Self.frame(tree, "imageView"), title = try Self.frame(tree, "textLabel")
    #expect(icon == Rect(x: 16, y: 10, width: 24, height: 24))
    #expect(title.minX == 56 && Self.close(title.midY, 22))
    // Right to left, the image moves to the right margin and the title to its left.
    let mirrored = try Self.layout(Self.styleCell("IBUITableViewCellStyleDefault", text: (56, 12, 40, 20.5, 17), detail: nil,
                                                  image: (16, 10, 24, 24)), [("textLabel", .text("Bell"))], direction: .rightToLeft)
    #expect(try Self.frame(mirrored, "imageView").maxX == 304)
    #expect(try Self.frame(mirrored, "textLabel").maxX == 264)
  }

  @Test("Basic lays out no detail label: a stored one keeps its frame")
  func basicIgnoresDetail() throws {
    let tree = try Self.layout(Self.styleCell("IBUITableViewCellStyleDefault", text: (16, 12, 40, 20.5, 17),
                                              detail: (200, 12, 50, 20.5, 17)), [("detailTextLabel", .text("ignored by UIKit's layout"))])
    let detail = try Self.frame(tree, "detailTextLabel")
    #expect(detail.minX == 200 && detail.minY == 12 && detail.width == 50 && Self.close(detail.height, 20.5))
  }

  @Test("Right Detail: the detail at the trailing margin; a long title squeezes the detail, which gives way first")
  func rightDetail() throws {
    let xib = Self.styleCell("IBUITableViewCellStyleValue1", text: (16, 12, 33, 20.5, 17), detail: (260, 12, 44, 20.5, 17))
    let short = try Self.layout(xib, [("textLabel", .text("Wi-Fi")), ("detailTextLabel", .text("Home"))])
    let detail = try Self.frame(short, "detailTextLabel")
    #expect(detail.maxX == 304 && detail.width == 34 && Self.close(detail.midY, 22))
    #expect(try Self.frame(short, "textLabel").minX == 16)
    // Title 30 characters = 255 pt; room 288 − 8 = 280: the detail keeps 25 of its 34 pt.
    let long = try Self.layout(xib, [("textLabel", .text(String(repeating: "t", count: 30))), ("detailTextLabel", .text("Home"))])
    let title = try Self.frame(long, "textLabel"), squeezed = try Self.frame(long, "detailTextLabel")
    #expect(title.width == 255 && Self.close(squeezed.minX, title.maxX + 8) && squeezed.maxX == 304)
    #expect(Self.close(squeezed.width, 25))
  }

  @Test("Left Detail: the title keeps its stored column width and the detail its stored gap after it")
  func leftDetail() throws {
    let xib = Self.styleCell("IBUITableViewCellStyleValue2", text: (16, 13, 91, 18, 15), detail: (115, 13, 60, 18, 15))
    let tree = try Self.layout(xib, [("textLabel", .text("Email")), ("detailTextLabel", .text("ada@example.com"))])
    let title = try Self.frame(tree, "textLabel"), detail = try Self.frame(tree, "detailTextLabel")
    // "ada@example.com": 15 × 7.5 = 112.5 wide.
    #expect(title.minX == 16 && title.width == 91)
    #expect(detail.minX == 115 && Self.close(detail.width, 112.5))
  }

  @Test("an attribute naming no subview of the content view is a warning and keeps the frames")
  func danglingAttribute() throws {
    let xib = Self.subtitleCell().replacingOccurrences(of: #"detailTextLabel="subtitle""#, with: #"detailTextLabel="nowhere""#)
    let document = try XIBSamples.parse(xib)
    #expect(document.warnings.map(\.rule) == ["xib.cell-style"])
    #expect(document.warnings.first?.message.contains("detailTextLabel 'nowhere' of the Subtitle cell") == true)
    #expect(document.view(forOutlet: "detailTextLabel") == nil)
    #expect(document.view(forOutlet: "textLabel")?.id == "title")
  }

  @Test("an attribute naming a view of the wrong kind, or the view another attribute names, is a warning and keeps the frames",
        arguments: [(#"detailTextLabel="subtitle""#, #"detailTextLabel="title""#, "detailTextLabel 'title' of the Subtitle cell is the view textLabel names already; it is left as stored"),
                    (#"textLabel="title""#, #"textLabel="icon""#, "textLabel 'icon' of the Subtitle cell is an imageView, not a label; it is left as stored"),
                    (#"imageView="icon""#, #"imageView="title""#, "imageView 'title' of the Subtitle cell is a label, not an image view; it is left as stored")])
  func wrongViews(_ original: String, _ replacement: String, _ message: String) throws {
    let xib = Self.styleCell("IBUITableViewCellStyleSubtitle", height: 55.5, text: (56, 10, 33, 20.5, 17), detail: (56, 31.5, 44, 14, 12),
                             image: (16, 15.75, 24, 24)).replacingOccurrences(of: original, with: replacement)
    let document = try XIBSamples.parse(xib)
    #expect(document.warnings.map(\.message) == [message])
    // The other views are still laid out by the style, and the cell still renders.
    let tree = try XIBCellLayout(content: XIBCellContent(document: document), environment: RenderEnvironment(width: 320),
                                 measurer: FakeTextMeasurer()).layout()
    #expect(tree.root.frame.height >= 44)
  }

  @Test("an unknown style is an xib.unsupported warning and the views keep their stored frames")
  func unknownStyle() throws {
    let document = try XIBSamples.parse(Self.styleCell("IBUITableViewCellStyleValue3", text: (16, 12, 40, 20.5, 17), detail: nil))
    #expect(document.warnings.map(\.rule) == ["xib.unsupported"])
    #expect(document.warnings.first?.message.contains("cell style 'IBUITableViewCellStyleValue3'") == true)
    #expect(document.view(forOutlet: "textLabel") == nil)
  }

  @Test("an outlet the file already names textLabel wins over the style's")
  func existingOutletWins() throws {
    let xib = Self.subtitleCell().replacingOccurrences(
      of: "</tableViewCell>", with: #"<connections><outlet property="textLabel" destination="subtitle" id="o1"/></connections></tableViewCell>"#)
    let document = try XIBSamples.parse(xib)
    #expect(document.view(forOutlet: "textLabel")?.id == "subtitle")
    // Code still reaches the detail label as cell.detailTextLabel.
    #expect(document.view(forOutlet: "detailTextLabel")?.id == "subtitle")
  }

  @Test("a file outlet of another name to the style's label leaves textLabel bindable, as cell.textLabel is in code")
  func otherOutletKeepsTextLabel() throws {
    let xib = Self.subtitleCell().replacingOccurrences(
      of: "</tableViewCell>", with: #"<connections><outlet property="titleLabel" destination="title" id="o1"/></connections></tableViewCell>"#)
    let document = try XIBSamples.parse(xib)
    #expect(document.view(forOutlet: "titleLabel")?.id == "title" && document.view(forOutlet: "textLabel")?.id == "title")
    #expect(document.warnings.isEmpty)
  }

  @Test("a style view name that is another view's IB id is not bound (a warning), so one name never stands for two views")
  func nameClashesWithAnID() throws {
    let xib = Self.subtitleCell().replacingOccurrences(
      of: "<subviews>", with: #"<subviews><label id="textLabel" text="Other"><rect key="frame" x="200" y="0" width="50" height="10"/></label>"#)
    let document = try XIBSamples.parse(xib)
    #expect(document.view(forOutlet: "textLabel") == nil)
    #expect(document.warnings.map(\.message) == [
      #"textLabel of the Subtitle cell is not bound: 'textLabel' is the id of <label id="textLabel"> (line 8); it is laid out by the style"#,
    ])
  }

  @Test("rows are at least 44 pt less a prototype's separator gap; a centred image takes the smaller stored inset")
  func standardRowHeight() throws {
    // Stored 43.5 content in a 44 row (the 0.5 pt gap): the content view grows to 43.5 at most;
    // an image stored 12 above and 12.5 below is centred with 12 each way, so the row stays 44.
    let xib = Self.styleCell("IBUITableViewCellStyleDefault", height: 44, text: (52, 12, 40, 20.5, 17), detail: nil,
                             image: (16, 12, 19, 19.5))
    let contentStart = try #require(xib.range(of: #"id="cv">"#))
    let shorter = xib.replacingOccurrences(of: #"height="44"/>"#, with: #"height="43.5"/>"#, range: contentStart.upperBound..<xib.endIndex)
    let tree = try Self.layout(shorter, [("textLabel", .text("General"))])
    #expect(tree.root.frame.height == 44)
    // A cell designed 43.67 tall with no gap (an inset-grouped prototype) is 44 at runtime.
    let tall = try Self.layout(Self.styleCell("IBUITableViewCellStyleValue1", height: 43.67, text: (16, 12, 33, 20.5, 17),
                                              detail: (260, 12, 44, 20.5, 17)), [("textLabel", .text("Wi-Fi"))])
    #expect(tall.root.frame.height == 44)
  }

  @Test("Right Detail with a title too long for both: the detail narrows to nothing and the title stops before the margin")
  func rightDetailLongTitle() throws {
    let xib = Self.styleCell("IBUITableViewCellStyleValue1", text: (16, 12, 33, 20.5, 17), detail: (260, 12, 44, 20.5, 17))
    let tree = try Self.layout(xib, [("textLabel", .text(String(repeating: "t", count: 60))), ("detailTextLabel", .text("On"))])
    let title = try Self.frame(tree, "textLabel"), detail = try Self.frame(tree, "detailTextLabel")
    #expect(detail.width == 0 && detail.maxX == 304)
    #expect(title.maxX == 296 && tree.findings.allSatisfy { $0.rule != "xib.negative-size" })
  }

  @Test("at accessibility sizes Right Detail and Left Detail stack the detail under the title, both at the leading margin",
        arguments: ["IBUITableViewCellStyleValue1", "IBUITableViewCellStyleValue2"])
  func stackedAtAccessibilitySizes(_ style: String) throws {
    let xib = Self.styleCell(style, text: (16, 12, 91, 20.5, 17), detail: (115, 12, 60, 20.5, 17))
    let bindings: [(outlet: String, value: XIBBindingValue)] = [("textLabel", .text("Email")), ("detailTextLabel", .text("ada@example.com"))]
    let document = try XIBSamples.parse(xib)
    for size in [ContentSizeCategory.large, .accessibilityMedium, .accessibilityExtraExtraExtraLarge] {
      let tree = try XIBCellLayout(content: XIBCellContent(document: document, bindings: XIBBindings(bindings)),
                                   environment: RenderEnvironment(width: 320, contentSize: size), measurer: FakeTextMeasurer()).layout()
      let title = try Self.frame(tree, "textLabel"), detail = try Self.frame(tree, "detailTextLabel")
      if size.isAccessibilityCategory {
        #expect(title.minX == 16 && detail.minX == 16, "\(size)")
        #expect(Self.close(detail.minY, title.maxY) && title.minY == 12, "\(size)")
        #expect(Self.close(tree.root.frame.height, detail.maxY + 11.5), "\(size)")
      } else {
        #expect(Self.close(detail.midY, title.midY) && detail.minX > title.maxX, "\(size)")
      }
    }
  }


  @Test("binding a style view the file does not store (imageView of a cell without an image) says why, not just 'no outlet'")
  func missingStyleView() throws {
    let document = try XIBSamples.parse(Self.subtitleCell())
    let spec = JSONCursor(.string("systemName:gear"), path: "$.properties.outlets[\"imageView.image\"]", file: "s.json")
    let error = try #require(throws: SpecError.self) {
      try XIBBindings.binding("imageView.image", at: spec, value: spec, document: document, loader: { _, cursor in throw cursor.error("no images here") })
    }
    #expect(error.description.contains("'imageView.image': this Subtitle cell has no imageView in "), "\(error)")
    #expect(error.description.contains("only when its Attributes inspector sets it"), "\(error)")
  }

  @Test("Subtitle in a fixed row taller than its labels: the pair is centred (offset by half the stored insets' difference)")
  func subtitleCentredInATallRow() throws {
    let tree = try Self.layout(Self.subtitleCell(), [("textLabel", .text("Title")), ("detailTextLabel", .text("Subtitle"))], height: 90)
    let title = try Self.frame(tree, "textLabel"), subtitle = try Self.frame(tree, "detailTextLabel")
    // Stored insets 10 above and 10 below: equal space above and below the pair.
    #expect(tree.root.frame.height == 90)
    #expect(Self.close(title.minY, 90 - subtitle.maxY) && title.minY > 20, "\(title) \(subtitle)")
    // The span view is laid out, draws nothing and is no element.
    let pair = try #require(tree.root.node(withID: XIBCellStyle.pairID))
    #expect(pair.frame.width == 0 && Self.close(pair.frame.minY, title.minY) && Self.close(pair.frame.maxY, subtitle.maxY))
    #expect(tree.findings.isEmpty, "\(tree.findings.map(\.message))")
    // Too short for both labels: the detail gives way (vertical compression resistance 749),
    // not one of the two at random, so the style's own constraints are never ambiguous.
    let document = try XIBSamples.parse(Self.subtitleCell())
    let short = try XIBCellLayout(content: XIBCellContent(document: document, bindings: XIBBindings([("textLabel", .text("Title"))])),
                                  environment: RenderEnvironment(width: 320, height: 40), measurer: FakeTextMeasurer()).layout()
    #expect(!short.findings.contains { $0.rule == "xib.ambiguous" }, "\(short.findings.map(\.message))")
    #expect(Self.close(try Self.frame(short, "textLabel").height, 20.29))
  }
}
