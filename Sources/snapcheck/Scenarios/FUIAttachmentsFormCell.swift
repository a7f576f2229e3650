import CellRaster

/// SAP Fiori's attachments cell, `FUIAttachmentsFormCell` (`"cell": "FUIAttachmentsFormCell"`),
/// set as on the UIKit cell (fiori-cells.md §5.3; `AttachmentsCellProperties` documents the
/// defaults and limits, and decoding the spec checks them).
public struct FUIAttachmentsFormCell: ScenarioCell, Hashable, Sendable {
  /// The title above the grid, drawn with the count: "<title> (N)". Unset: "Attachments".
  public var title: String?
  /// `isEditable`: false is read-only (no add button, no Delete actions). Unset: true.
  public var isEditable: Bool?
  /// The add button's glyph tint when not selected (`addButtonTintColor.normal`): a Fiori token
  /// or `"#RRGGBB[AA]"`. Unset: primaryLabel.
  public var addButtonTintColor: String?
  /// The add button's glyph tint when selected (`addButtonTintColor.selected`), as
  /// `addButtonTintColor`. Unset: tintColorTapState.
  public var addButtonSelectedTintColor: String?
  /// Whether the add button is in its selected state (`isSelected`). Unset: false.
  public var isAddButtonSelected: Bool?
  /// The attachments in grid order, ids unique in the cell. Unset: none.
  public var attachments: [Attachment]?
  /// Label overrides by `<label>.<property>` (`titleLabel`), e.g. `["titleLabel.numberOfLines": 1]`;
  /// empty: the title wraps to as many lines as it needs.
  public var labelProperties: [String: SpecValue] = [:]
  /// An NSS theme file relative to the scenario's folder (the spec's `theme`), or nil.
  public var theme: String?

  /// One attachment (a spec's `attachments` element, or an `addAttachment` step's).
  public struct Attachment: Hashable, Sendable {
    /// 1–40 characters of `A–Z a–z 0–9 _ -`, unique in the cell; its node is `attachment-<id>`.
    /// Unset: its 1-based number in creation order.
    public var id: String?
    /// The file name VoiceOver reads; required, not empty.
    public var title: String
    /// Line 2 (caption2, 1 line). Unset: empty.
    public var subtitle: String?
    /// Line 3 (caption2, 1 line). Unset: empty.
    public var footnote: String?
    /// A `.png` preview, drawn aspect-fill, relative to the scenario's folder. Unset: the
    /// document-type glyph.
    public var thumbnail: String?
    /// The document type (its glyph and VoiceOver word). Unset: from `title`'s extension.
    public var fileType: AttachmentFileType?

    /// An attachment titled `title`; `nil` leaves a field unset.
    public init(title: String, id: String? = nil, subtitle: String? = nil, footnote: String? = nil,
                thumbnail: String? = nil, fileType: AttachmentFileType? = nil) {
      self.title = title
      self.id = id
      self.subtitle = subtitle
      self.footnote = footnote
      self.thumbnail = thumbnail
      self.fileType = fileType
    }

    static var fields: [SpecField<Self>] {
      [.string("id", \.id), .string("subtitle", \.subtitle), .string("footnote", \.footnote),
       .string("thumbnail", \.thumbnail), .enumeration("fileType", \.fileType)]
    }

    /// The spec object.
    public var specValue: SpecValue {
      .object(SpecFieldTable.object(self, Self.fields).merging(["title": .string(title)]) { own, _ in own })
    }

    /// The attachment a spec object holds (one `ScenarioSpec.decode` accepted).
    public init(specValue: SpecValue) {
      self.init(title: specValue.object?["title"]?.string ?? "")
      SpecFieldTable.apply(specValue.object ?? [:], to: &self, Self.fields)
    }
  }

  /// The cell with the given properties; `nil` leaves one unset (the cell's default).
  public init(title: String? = nil, isEditable: Bool? = nil, addButtonTintColor: String? = nil,
              addButtonSelectedTintColor: String? = nil, isAddButtonSelected: Bool? = nil,
              attachments: [Attachment]? = nil, labelProperties: [String: SpecValue] = [:], theme: String? = nil) {
    self.title = title
    self.isEditable = isEditable
    self.addButtonTintColor = addButtonTintColor
    self.addButtonSelectedTintColor = addButtonSelectedTintColor
    self.isAddButtonSelected = isAddButtonSelected
    self.attachments = attachments
    self.labelProperties = labelProperties
    self.theme = theme
  }

  /// This cell as `Scenario.Cell.attachmentsFormCell`.
  public var scenarioCell: Scenario.Cell { .attachmentsFormCell(self) }

  /// The spec's `properties` object.
  public var specProperties: [String: SpecValue] {
    var members = labelProperties
    if let title { members["title"] = .string(title) }
    if let isEditable { members["isEditable"] = .bool(isEditable) }
    if let isAddButtonSelected { members["isAddButtonSelected"] = .bool(isAddButtonSelected) }
    var tint: [String: SpecValue] = [:]
    if let addButtonTintColor { tint["normal"] = .string(addButtonTintColor) }
    if let addButtonSelectedTintColor { tint["selected"] = .string(addButtonSelectedTintColor) }
    if !tint.isEmpty { members["addButtonTintColor"] = .object(tint) }
    if let attachments { members["attachments"] = .array(attachments.map(\.specValue)) }
    return members
  }

  /// Applies one spec `properties` object over these.
  public mutating func apply(_ members: [String: SpecValue]) {
    for (key, value) in members {
      switch key {
      case "title": title = value.string
      case "isEditable": isEditable = value.bool
      case "isAddButtonSelected": isAddButtonSelected = value.bool
      case "addButtonTintColor":
        if let normal = value.object?["normal"]?.string { addButtonTintColor = normal }
        if let selected = value.object?["selected"]?.string { addButtonSelectedTintColor = selected }
      case "attachments": attachments = value.array?.map(Attachment.init(specValue:))
      default: labelProperties[key] = value
      }
    }
  }
}
