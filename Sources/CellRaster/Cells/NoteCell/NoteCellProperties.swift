/// The documented properties of `FUINoteCollectionViewCell` / `FUINoteFormCell`
/// (reference/fiori-cells.md §5.2 [SAPDOC]) with their defaults, plus the cell's editing state.
///
/// Lengths count Swift `Character`s (grapheme clusters), so an emoji counts as one character.
public struct NoteCellProperties: Hashable, Sendable {
  /// `keyName`: the title above the note (FUIFormCell); hidden when empty. Default empty.
  public var keyName = ""
  /// `value`: the note text. Default empty.
  public var value = ""
  /// `placeholder.text`: shown in italics while `value` is empty. Default empty.
  public var placeholderText = ""
  /// `isEditable` and `isEnabled`, kept in sync as the cell does: setting one sets the other.
  /// Default true. False draws the disabled state (quaternaryLabel text, tertiaryFill border).
  public var isEnabled = true
  /// `isTrackingLiveChanges`: true = a change event per edit (per letter); false (default) = one
  /// change event when editing ends, if the text changed.
  public var isTrackingLiveChanges = false
  /// `minNumberOfLines` as given: 0–100, default 2. Values below 2 clamp to 2 (§5.2: the default
  /// is also the hard minimum); see `effectiveMinNumberOfLines`.
  public var minNumberOfLines = 2
  /// `maxNumberOfLines`: 0 (default) = no limit, else 1–100. Beyond it the height stops growing
  /// and the text scrolls. A value below the effective minimum is raised to it.
  public var maxNumberOfLines = 0
  /// `maxNoteTextLength`: 0 (default) = no limit, else 1–100000 characters.
  public var maxNoteTextLength = 0
  /// `isCharCountEnabled`: shows the counter "n/limit" (only with a limit). Default false.
  public var isCharCountEnabled = false
  /// `allowsBeyondLimit`: typing may pass the limit, showing the error state in negativeLabel
  /// with `charCountBeyondLimitMsg`. Default false: typing stops at the limit.
  public var allowsBeyondLimit = false
  /// `charCountReachLimitMsg`; nil = "No more characters remaining" (§5.2 [FSW getInfoString]).
  public var charCountReachLimitMsg: String?
  /// `charCountBeyondLimitMsg`; nil = "Reduce the number of characters" (§5.2 [FSW]).
  public var charCountBeyondLimitMsg: String?
  /// `hintText`: helper text below the note. Default empty.
  public var hintText = ""
  /// `isReadOnly`: not editable, no border, quaternaryFill background, hint "Read-only field"
  /// unless `hidesReadOnlyHint`. Default false.
  public var isReadOnly = false
  /// `hidesReadOnlyHint`. Default false.
  public var hidesReadOnlyHint = false
  /// `isRequired`: the title gets `mandatoryIndicator`. Default false.
  public var isRequired = false
  /// `mandatoryIndicator`, 1–3 characters, appended to the title; read by VoiceOver as
  /// "Required Field" (§5.2 [FSW], never as "asterisk"). Default "*".
  public var mandatoryIndicator = "*"
  /// `validationMessage`: shown in the validation row below the cell. Default empty.
  public var validationMessage = ""
  /// `showsErrorInValidationMsg`: with `hasError`, `errorText` goes to the validation row instead
  /// of the info row. Default false.
  public var showsErrorInValidationMsg = false
  /// `errorText`. Default empty.
  public var errorText = ""
  /// `hasError`: error state (negativeLabel border and text). Default false.
  public var hasError = false
  /// Editing state (first responder): set by the `beginEditing` / `endEditing` steps and by typing;
  /// not a spec property. Default false.
  public var isEditing = false
  /// NSS theme overrides (`theme` key of the spec). Default none.
  public var theme = Theme()

  public init() {}

  /// `isEditable` is `isEnabled` (kept in sync).
  public var isEditable: Bool { isEnabled }
  /// `minNumberOfLines` clamped to the hard minimum 2.
  public var effectiveMinNumberOfLines: Int { max(NoteCellMetrics.hardMinimumLines, minNumberOfLines) }
  /// `maxNumberOfLines` raised to the effective minimum; nil = no limit.
  public var effectiveMaxNumberOfLines: Int? {
    maxNumberOfLines == 0 ? nil : max(maxNumberOfLines, effectiveMinNumberOfLines)
  }
  /// Characters in `value`.
  public var characterCount: Int { value.count }
  /// `hasCharCountError` (read-only in UIKit): a limit is set and the text is longer.
  public var hasCharCountError: Bool { maxNoteTextLength > 0 && characterCount > maxNoteTextLength }
  /// Whether typing and pasting are possible: enabled and not read-only.
  public var acceptsInput: Bool { isEnabled && !isReadOnly }

  /// `<label>.numberOfLines` / `<label>.lineBreakMode` for the labels in `labelIDs`
  /// (`LabelOverrides`); without one a label wraps to as many lines as it needs.
  public var labelOverrides = LabelOverrides()
  /// The labels `properties` may override: the title, the hint / read-only / error line and
  /// the validation message.
  public static let labelIDs = ["titleLabel", "infoLabel", "validationLabel"]

  /// Every key `properties` (and a `setProperty` step) may have, besides the
  /// `<label>.<property>` overrides.
  public static let keys = [
    "keyName", "value", "placeholder.text", "isEditable", "isEnabled", "isTrackingLiveChanges",
    "minNumberOfLines", "maxNumberOfLines", "maxNoteTextLength", "isCharCountEnabled",
    "allowsBeyondLimit", "charCountReachLimitMsg", "charCountBeyondLimitMsg", "hintText",
    "isReadOnly", "hidesReadOnlyHint", "isRequired", "mandatoryIndicator", "validationMessage",
    "showsErrorInValidationMsg", "errorText", "hasError",
  ]

  /// Decodes `properties`.
  /// - Throws: `SpecError.invalid` naming the JSON path and the allowed values.
  public static func decode(_ cursor: JSONCursor) throws -> NoteCellProperties {
    var properties = NoteCellProperties()
    try properties.apply(cursor)
    return properties
  }

  /// Applies the keys of one `properties` object over the current values (also used by the
  /// `setProperty` step).
  /// - Throws: `SpecError.invalid`; `hasCharCountError` is named as read-only.
  public mutating func apply(_ cursor: JSONCursor) throws {
    if case .object(let raw) = cursor.value, raw["hasCharCountError"] != nil {
      throw JSONCursor(.null, path: cursor.path + ".hasCharCountError", file: cursor.file)
        .error("hasCharCountError is read-only (true when value is longer than maxNoteTextLength)")
    }
    let m = try labelOverrides.members(of: cursor, keys: Self.keys, labels: Self.labelIDs)
    if let editable = m["isEditable"], let enabled = m["isEnabled"],
      try editable.bool() != enabled.bool()
    {
      throw enabled.error("isEditable and isEnabled are kept in sync by the cell; they cannot differ")
    }
    if let v = m["keyName"] { keyName = try v.string() }
    if let v = m["value"] { value = try v.string() }
    if let v = m["placeholder.text"] { placeholderText = try v.string() }
    if let v = m["isEditable"] { isEnabled = try v.bool() }
    if let v = m["isEnabled"] { isEnabled = try v.bool() }
    if let v = m["isTrackingLiveChanges"] { isTrackingLiveChanges = try v.bool() }
    if let v = m["minNumberOfLines"] { minNumberOfLines = try v.integer(in: 0...100) }
    if let v = m["maxNumberOfLines"] { maxNumberOfLines = try v.integer(in: 0...100) }
    if let v = m["maxNoteTextLength"] { maxNoteTextLength = try v.integer(in: 0...100_000) }
    if let v = m["isCharCountEnabled"] { isCharCountEnabled = try v.bool() }
    if let v = m["allowsBeyondLimit"] { allowsBeyondLimit = try v.bool() }
    if let v = m["charCountReachLimitMsg"] { charCountReachLimitMsg = try v.string() }
    if let v = m["charCountBeyondLimitMsg"] { charCountBeyondLimitMsg = try v.string() }
    if let v = m["hintText"] { hintText = try v.string() }
    if let v = m["isReadOnly"] { isReadOnly = try v.bool() }
    if let v = m["hidesReadOnlyHint"] { hidesReadOnlyHint = try v.bool() }
    if let v = m["isRequired"] { isRequired = try v.bool() }
    if let v = m["mandatoryIndicator"] {
      let text = try v.string()
      guard (1...3).contains(text.count) else {
        throw v.error("mandatoryIndicator must be 1–3 characters, got \(text.count)")
      }
      mandatoryIndicator = text
    }
    if let v = m["validationMessage"] { validationMessage = try v.string() }
    if let v = m["showsErrorInValidationMsg"] { showsErrorInValidationMsg = try v.bool() }
    if let v = m["errorText"] { errorText = try v.string() }
    if let v = m["hasError"] { hasError = try v.bool() }
  }
}
