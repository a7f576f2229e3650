/// The properties of SAP Fiori's note cell (`FUINoteFormCell`, `FUINoteCollectionViewCell`) as a
/// Swift scenario sets them, by their own names (fiori-cells.md §5.2); unset means the cell's
/// default. Written as the spec's `properties` object; `NoteCellProperties` documents each key's
/// default and limits, and decoding the spec checks them (e.g. `maxNoteTextLength` 0–100,000,
/// `minNumberOfLines`/`maxNumberOfLines` 0–100, `mandatoryIndicator` 1–3 characters).
public struct FUINoteCellProperties: Hashable, Sendable {
  /// The title above the note; hidden when empty. Unset: empty.
  public var keyName: String?
  /// The note text. Unset: empty.
  public var value: String?
  /// `placeholder.text`: shown in italics while `value` is empty. Unset: empty.
  public var placeholderText: String?
  /// The same switch as `isEnabled` (the note cell has both names; if both are set they must
  /// agree). Unset: true.
  public var isEditable: Bool?
  /// False draws the disabled state; kept in sync with `isEditable`. Unset: true.
  public var isEnabled: Bool?
  /// True: a change event per edit (per letter); false: one when editing ends. Unset: false.
  public var isTrackingLiveChanges: Bool?
  /// Lines shown at least, 0–100; values below 2 count as 2. Unset: 2.
  public var minNumberOfLines: Int?
  /// Lines before the height stops growing and the text scrolls, 0–100; 0 = no limit. Unset: 0.
  public var maxNumberOfLines: Int?
  /// Most characters (grapheme clusters), 0–100,000; 0 = no limit. Unset: 0.
  public var maxNoteTextLength: Int?
  /// Shows the "n/limit" counter (only with `maxNoteTextLength`). Unset: false.
  public var isCharCountEnabled: Bool?
  /// Typing may pass the limit, showing the error state with `charCountBeyondLimitMsg`.
  /// Unset: false (typing stops at the limit).
  public var allowsBeyondLimit: Bool?
  /// Shown at the limit. Unset: "No more characters remaining".
  public var charCountReachLimitMsg: String?
  /// Shown beyond the limit. Unset: "Reduce the number of characters".
  public var charCountBeyondLimitMsg: String?
  /// Helper text below the note. Unset: empty.
  public var hintText: String?
  /// Not editable: no border, quaternaryFill background, hint "Read-only field" unless
  /// `hidesReadOnlyHint`. Unset: false.
  public var isReadOnly: Bool?
  /// With `isReadOnly`, leaves out the "Read-only field" hint. Unset: false.
  public var hidesReadOnlyHint: Bool?
  /// Appends `mandatoryIndicator` to the title. Unset: false.
  public var isRequired: Bool?
  /// 1–3 characters; VoiceOver reads it as "Required Field". Unset: "*".
  public var mandatoryIndicator: String?
  /// Shown in the validation row below the cell. Unset: empty.
  public var validationMessage: String?
  /// With `hasError`, `errorText` goes to the validation row instead of the info row.
  /// Unset: false.
  public var showsErrorInValidationMsg: Bool?
  /// The error text shown with `hasError`. Unset: empty.
  public var errorText: String?
  /// Error state: negativeLabel border and text. Unset: false.
  public var hasError: Bool?
  /// Label overrides by `<label>.<property>` (`titleLabel`, `infoLabel`, `validationLabel`),
  /// e.g. `["validationLabel.numberOfLines": 1]`; empty: each label wraps as it needs.
  public var labelProperties: [String: SpecValue] = [:]

  /// No property set: the cell's defaults.
  public init() {}

  /// The spec keys, in the order `NoteCellProperties.apply` reads them.
  static var fields: [SpecField<Self>] {
    [.string("keyName", \.keyName), .string("value", \.value), .string("placeholder.text", \.placeholderText),
     .bool("isEditable", \.isEditable), .bool("isEnabled", \.isEnabled),
     .bool("isTrackingLiveChanges", \.isTrackingLiveChanges), .integer("minNumberOfLines", \.minNumberOfLines),
     .integer("maxNumberOfLines", \.maxNumberOfLines), .integer("maxNoteTextLength", \.maxNoteTextLength),
     .bool("isCharCountEnabled", \.isCharCountEnabled), .bool("allowsBeyondLimit", \.allowsBeyondLimit),
     .string("charCountReachLimitMsg", \.charCountReachLimitMsg),
     .string("charCountBeyondLimitMsg", \.charCountBeyondLimitMsg), .string("hintText", \.hintText),
     .bool("isReadOnly", \.isReadOnly), .bool("hidesReadOnlyHint", \.hidesReadOnlyHint),
     .bool("isRequired", \.isRequired), .string("mandatoryIndicator", \.mandatoryIndicator),
     .string("validationMessage", \.validationMessage),
     .bool("showsErrorInValidationMsg", \.showsErrorInValidationMsg), .string("errorText", \.errorText),
     .bool("hasError", \.hasError)]
  }

  /// The spec's `properties` object.
  public var specProperties: [String: SpecValue] {
    SpecFieldTable.object(self, Self.fields).merging(labelProperties) { own, _ in own }
  }

  /// Applies one spec `properties` object over these.
  public mutating func apply(_ members: [String: SpecValue]) {
    labelProperties.merge(SpecFieldTable.apply(members, to: &self, Self.fields)) { _, later in later }
  }
}

/// Common to the two note cell classes: set as on the UIKit cell (`cell.value = "…"`,
/// `cell.maxNoteTextLength = 200`).
@dynamicMemberLookup
public protocol FUINoteCellScenario: ScenarioCell {
  /// The properties set.
  var properties: FUINoteCellProperties { get set }
  /// An NSS theme file relative to the scenario's folder (the spec's `theme`), or nil.
  var theme: String? { get set }
  /// The cell with `properties` and `theme` (nil: no theme file).
  init(properties: FUINoteCellProperties, theme: String?)
}

extension FUINoteCellScenario {
  /// A property of `properties`, read as on the UIKit cell (`cell.value`).
  public subscript<Value>(dynamicMember path: KeyPath<FUINoteCellProperties, Value>) -> Value { properties[keyPath: path] }

  /// A property of `properties`, read and set as on the UIKit cell (`cell.value = "…"`).
  public subscript<Value>(dynamicMember path: WritableKeyPath<FUINoteCellProperties, Value>) -> Value {
    get { properties[keyPath: path] }
    set { properties[keyPath: path] = newValue }
  }

  /// The cell with its defaults, then `configure` run on it as on a UIKit cell:
  /// `FUINoteFormCell { $0.placeholderText = "Notes"; $0.maxNoteTextLength = 200 }`.
  public init(theme: String? = nil, _ configure: (inout Self) -> Void = { _ in }) {
    self.init(properties: FUINoteCellProperties(), theme: theme)
    configure(&self)
  }
}

/// `FUINoteFormCell` (`"cell": "FUINoteFormCell"`).
public struct FUINoteFormCell: FUINoteCellScenario, Hashable, Sendable {
  /// The properties set; unset ones keep the cell's defaults.
  public var properties: FUINoteCellProperties
  /// An NSS theme file relative to the scenario's folder (the spec's `theme`); nil: none.
  public var theme: String?
  /// The cell with `properties` and `theme`.
  public init(properties: FUINoteCellProperties, theme: String?) {
    self.properties = properties
    self.theme = theme
  }
  /// This cell as `Scenario.Cell.noteFormCell`.
  public var scenarioCell: Scenario.Cell { .noteFormCell(self) }
}

/// `FUINoteCollectionViewCell` (`"cell": "FUINoteCollectionViewCell"`).
public struct FUINoteCollectionViewCell: FUINoteCellScenario, Hashable, Sendable {
  /// The properties set; unset ones keep the cell's defaults.
  public var properties: FUINoteCellProperties
  /// An NSS theme file relative to the scenario's folder (the spec's `theme`); nil: none.
  public var theme: String?
  /// The cell with `properties` and `theme`.
  public init(properties: FUINoteCellProperties, theme: String?) {
    self.properties = properties
    self.theme = theme
  }
  /// This cell as `Scenario.Cell.noteCollectionViewCell`.
  public var scenarioCell: Scenario.Cell { .noteCollectionViewCell(self) }
}
