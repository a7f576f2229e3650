import Testing
@testable import CellRaster

/// Exact frames with `FakeTextMeasurer` (caption2 11/13 and subheadline 15/20 at Large), by hand
/// from AttachmentsCellMetrics and fiori-cells.md §5.3.
@Suite("AttachmentsCellLayout")
struct AttachmentsCellLayoutTests {
  func layout(_ p: AttachmentsCellProperties, _ env: RenderEnvironment = RenderEnvironment()) throws -> LayoutTree {
    try AttachmentsCellLayout(properties: p, environment: env, measurer: FakeTextMeasurer()).layout()
  }

  func frame(_ tree: LayoutTree, _ id: String) -> Rect? { tree.root.node(withID: id)?.frame }

  static func receipt() -> AttachmentsCellProperties {
    var p = AttachmentsCellProperties()
    p.attachments = [Attachment(id: "1", title: "Receipt.pdf", subtitle: "120 KB")]
    return p
  }

  @Test("title with count, add button first, attachment tile with its text below")
  func frames() throws {
    let tree = try layout(Self.receipt())
    // Title "Attachments (1)" at (16, 10), 20 tall; grid at 10 + 20 + 11 = 41.
    #expect(tree.root.node(withID: "titleLabel")?.text?.text == "Attachments (1)")
    #expect(frame(tree, "titleLabel") == Rect(x: 16, y: 10, width: 343, height: 20))
    #expect(frame(tree, "addButton") == Rect(x: 16, y: 41, width: 109, height: 109))
    // Second column: 16 + 109 + 8 = 133.
    #expect(frame(tree, "attachment-1-tile") == Rect(x: 133, y: 41, width: 109, height: 109))
    // Text 4 below the tile (154); title 13 tall, subtitle 2 below it (169).
    #expect(frame(tree, "attachment-1-title") == Rect(x: 133, y: 154, width: 109, height: 13))
    #expect(frame(tree, "attachment-1-subtitle") == Rect(x: 133, y: 169, width: 109, height: 13))
    // The element covers tile and text: 41…182; the cell ends 10 below: 192.
    #expect(frame(tree, "attachment-1") == Rect(x: 133, y: 41, width: 109, height: 141))
    #expect(tree.size.height == 192)
    // Glyph 24 × 24 centred in the tile, tertiaryLabel.
    #expect(frame(tree, "attachment-1-glyph") == Rect(x: 175.5, y: 83.5, width: 24, height: 24))
    #expect(tree.root.node(withID: "attachment-1-glyph")?.image?.source == .symbol("documentPDF"))
  }

  @Test("accessibility: a labelled group, the add button with three actions, Delete per attachment")
  func accessibility() throws {
    let tree = try layout(Self.receipt())
    let content = try #require(tree.root.node(withID: "contentView")?.accessibility)
    #expect(content.containerType == .semanticGroup && content.label == "Attachments (1)")
    let add = try #require(tree.root.node(withID: "addButton")?.accessibility)
    #expect(add.label == "Add" && add.customActions == ["Add Photo", "Take Photo", "Choose File"])
    let item = try #require(tree.root.node(withID: "attachment-1")?.accessibility)
    #expect(item.isAccessibilityElement == true && item.label == "Receipt.pdf")
    #expect(item.value == "PDF, 120 KB" && item.traits == .image && item.customActions == ["Delete"])
  }

  @Test("read-only hides the add button and the Delete actions; attachments start the grid")
  func readOnly() throws {
    var p = Self.receipt()
    p.isEditable = false
    let tree = try layout(p)
    #expect(tree.root.node(withID: "addButton") == nil)
    #expect(frame(tree, "attachment-1-tile")?.minX == 16)
    #expect(tree.root.node(withID: "attachment-1")?.accessibility.customActions == [])
  }

  @Test("tiles stay 109 pt at every content size (FSW, no ScaledMetric), capped at the content width")
  func tileSize() {
    #expect(AttachmentsCellLayout.tileSize(maximum: 343) == 109)
    #expect(AttachmentsCellLayout.tileSize(maximum: 100) == 100)
  }

  @Test("at AX3 and 375 pt: 109 pt tiles, 3 columns, 8 pt gaps; the text grows, the tiles do not")
  func accessibilityExtraLarge() throws {
    var p = Self.receipt()
    p.attachments += [Attachment(id: "2", title: "Photo.jpg"), Attachment(id: "3", title: "Notes.txt")]
    let tree = try layout(p, RenderEnvironment(contentSize: .accessibilityExtraLarge))
    let title = try #require(frame(tree, "titleLabel"))
    let top = title.maxY + 11
    // Content 375 − 32 = 343: floor(351 / 117) = 3 columns, gap (343 − 327) / 2 = 8: x 16, 133, 250.
    #expect(frame(tree, "addButton") == Rect(x: 16, y: top, width: 109, height: 109))
    #expect(frame(tree, "attachment-1-tile") == Rect(x: 133, y: top, width: 109, height: 109))
    #expect(frame(tree, "attachment-2-tile") == Rect(x: 250, y: top, width: 109, height: 109))
    // The fourth item wraps; the row gap is the column gap, 8.
    let row1 = try #require(frame(tree, "attachment-1"))
    let row2 = try #require(frame(tree, "attachment-3-tile"))
    #expect(row2.minX == 16 && row2.size == Size(width: 109, height: 109))
    #expect(row2.minY == max(row1.maxY, try #require(frame(tree, "attachment-2")).maxY) + 8)
    // The glyph stays 24: centred, (109 − 24) / 2 = 42.5 in.
    #expect(frame(tree, "attachment-1-glyph") == Rect(x: 175.5, y: top + 42.5, width: 24, height: 24))
    // The caption2 text does follow Dynamic Type: larger than its 13 pt line at Large.
    #expect((frame(tree, "attachment-1-title")?.height ?? 0) > 13)
  }

  @Test("the add button's tint follows its state")
  func addButtonTint() throws {
    var p = Self.receipt()
    // Default normal tint primaryLabel (FSW AttachmentButtonImageStyle), selected tintColorTapState.
    #expect(try layout(p).root.node(withID: "addButtonImage")?.image?.tint == FioriColor.primaryLabel.color(in: .light))
    p.isAddButtonSelected = true
    #expect(try layout(p).root.node(withID: "addButtonImage")?.image?.tint
      == FioriColor.tintColorTapState.color(in: .light))
    p.isAddButtonSelected = false
    p.addButtonTintNormal = .fixed(Color(red: 4, green: 5, blue: 6))
    #expect(try layout(p).root.node(withID: "addButtonImage")?.image?.tint == Color(red: 4, green: 5, blue: 6))
    p.isAddButtonSelected = true
    p.addButtonTintSelected = .fixed(Color(red: 1, green: 2, blue: 3))
    let tree = try layout(p)
    #expect(tree.root.node(withID: "addButtonImage")?.image?.tint == Color(red: 1, green: 2, blue: 3))
    #expect(tree.root.node(withID: "addButton")?.accessibility.traits == [.button, .selected])
  }

  @Test("file types from the extension pick glyph and spoken name")
  func fileTypes() {
    #expect(AttachmentFileType(fileName: "a.PDF") == .pdf)
    #expect(AttachmentFileType(fileName: "b.jpeg") == .image)
    #expect(AttachmentFileType(fileName: "c.xlsx").symbol == .documentSpreadsheet)
    #expect(AttachmentFileType(fileName: "README") == .document)
    #expect(AttachmentFileType(fileName: "x.pptx").spokenName == "Presentation")
  }
}
