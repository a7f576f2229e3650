/// The built-in actions of the attachments cell's add button (fiori-cells.md §5.3 [SAPDOC]
/// "add photo, take photo, add file"), exposed as its accessibility custom actions.
public enum AttachmentAction: String, Sendable, CaseIterable {
  case addPhoto = "Add Photo"
  case takePhoto = "Take Photo"
  case chooseFile = "Choose File"
}

/// The properties of an `FUIAttachmentsFormCell` (fiori-cells.md §5.3), with defaults.
public struct AttachmentsCellProperties: Hashable, Sendable {
  /// The title; shown with the count, "Attachments (2)" (§5.3 [SAPGL] "A label with count").
  /// Default "Attachments".
  public var title = "Attachments"
  /// `isEditable`: false = read-only, which hides the add button and the Delete actions.
  /// Default true.
  public var isEditable = true
  /// The add button's glyph tint for `.normal` (`setTintColor(_:for:)`, spec key
  /// `addButtonTintColor.normal`); default primaryLabel (#223548 light), [FSW]
  /// `AttachmentButtonImageStyle` (fiori-cells.md §5.3 "glyph primaryLabel"). The UIKit
  /// reference ([SAPDOC]) names the setter but no default colour, so snapcheck takes [FSW]'s;
  /// it used tintColor before (reference/fidelity.md §2 row #22).
  public var addButtonTintNormal: ColorReference = .token(.primaryLabel)
  /// The add button's glyph tint for `.selected` (spec key `addButtonTintColor.selected`);
  /// default tintColorTapState (snapcheck's choice: [FSW] has no selected state).
  public var addButtonTintSelected: ColorReference = .token(.tintColorTapState)
  /// Whether the add button is in its selected state (`isSelected`). Default false.
  public var isAddButtonSelected = false
  /// The attachments, in order.
  public var attachments: [Attachment] = []
  /// The number the next attachment without an `id` gets (ids are 1, 2, … in creation order).
  public var nextAttachmentNumber = 1
  /// NSS theme overrides. Default none.
  public var theme = Theme()

  public init() {}

  /// The title as drawn and announced: "<title> (<count>)".
  public var titleWithCount: String { "\(title) (\(attachments.count))" }

  /// `<label>.numberOfLines` / `<label>.lineBreakMode` for `titleLabel` (`LabelOverrides`);
  /// without one the title wraps to as many lines as it needs.
  public var labelOverrides = LabelOverrides()
  /// The labels `properties` may override.
  public static let labelIDs = ["titleLabel"]

  /// Every key `properties` (and a `setProperty` step) may have, besides the
  /// `<label>.<property>` overrides.
  public static let keys = ["title", "isEditable", "addButtonTintColor", "isAddButtonSelected", "attachments"]

  /// Decodes `properties`.
  /// - Throws: `SpecError.invalid`.
  public static func decode(_ cursor: JSONCursor, loader: ImageLoader) throws -> AttachmentsCellProperties {
    var properties = AttachmentsCellProperties()
    try properties.apply(cursor, loader: loader)
    return properties
  }

  /// Applies one `properties` object over the current values. `addButtonTintColor` is
  /// `{"normal": colour, "selected": colour}` (either may be left out); `attachments` replaces the
  /// list.
  /// - Throws: `SpecError.invalid`, also for two attachments with one id.
  public mutating func apply(_ cursor: JSONCursor, loader: ImageLoader) throws {
    let m = try labelOverrides.members(of: cursor, keys: Self.keys, labels: Self.labelIDs)
    if let v = m["title"] { title = try v.string() }
    if let v = m["isEditable"] { isEditable = try v.bool() }
    if let v = m["isAddButtonSelected"] { isAddButtonSelected = try v.bool() }
    if let v = m["addButtonTintColor"] {
      let states = try v.object(allowedKeys: ["normal", "selected"])
      if let c = states["normal"] { addButtonTintNormal = try c.color() }
      if let c = states["selected"] { addButtonTintSelected = try c.color() }
    }
    if let v = m["attachments"] {
      attachments = []
      for item in try v.array() { try append(item, loader: loader) }
    }
  }

  /// Decodes one attachment object and appends it, giving it the next id when it has none.
  /// - Throws: `SpecError.invalid`, also when its id is already used.
  public mutating func append(_ cursor: JSONCursor, loader: ImageLoader) throws {
    let attachment = try Attachment.decode(cursor, defaultID: "\(nextAttachmentNumber)", loader: loader)
    if attachments.contains(where: { $0.id == attachment.id }) {
      throw cursor.error("attachment id '\(attachment.id)' is already used in this cell")
    }
    nextAttachmentNumber += 1
    attachments.append(attachment)
  }
}
