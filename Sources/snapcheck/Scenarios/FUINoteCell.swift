/// The properties of SAP Fiori's note cell (`FUINoteFormCell`, `FUINoteCollectionViewCell`) as a
/// Swift scenario sets them, by their own names (fiori-cells.md §6); unset means the cell's
/// default. Written as the spec's `properties` object; `NoteCellProperties` documents each key's
/// default and limits, and decoding the spec checks them (e.g. `maxNoteTextLength` 0–100,000,
/// `minNumberOfLines`/`maxNumberOfLines` 0–100, `mandatoryIndicator` 1–3 characters).
public struct FUINoteCellProperties: Hashable, Sendable {
  public var keyName: String?
  public var value: String?
  /// `placeholder.text`.
  public var placeholderText: String?
  /// The same switch as `isEnabled` (the note cell has both names).
  public var isEditable: Bool?
  public var isEnabled: Bool?
  public var isTrackingLiveChanges: Bool?
  public var minNumberOfLines: Int?
  public var maxNumberOfLines: Int?
  public var maxNoteTextLength: Int?
  public var isCharCountEnabled: Bool?
  public var allowsBeyondLimit: Bool?
  public var charCountReachLimitMsg: String?
  public var charCountBeyondLimitMsg: String?
  public var hintText: String?
  public var isReadOnly: Bool?
  public var hidesReadOnlyHint: Bool?
  public var isRequired: Bool?
  public var mandatoryIndicator: String?
  public var validationMessage: String?
  public var showsErrorInValidationMsg: Bool?
  public var errorText: String?
  public var hasError: Bool?
  /// Label overrides by `<label>.<property>` (`titleLabel`, `infoLabel`, `validationLabel`),
  /// e.g. `["validationLabel.numberOfLines": 1]`.
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
  init(properties: FUINoteCellProperties, theme: String?)
}

extension FUINoteCellScenario {
  public subscript<Value>(dynamicMember path: KeyPath<FUINoteCellProperties, Value>) -> Value { properties[keyPath: path] }

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
  public var properties: FUINoteCellProperties
  public var theme: String?
  public init(properties: FUINoteCellProperties, theme: String?) {
    self.properties = properties
    self.theme = theme
  }
  public var scenarioCell: Scenario.Cell { .noteFormCell(self) }
}

/// `FUINoteCollectionViewCell` (`"cell": "FUINoteCollectionViewCell"`).
public struct FUINoteCollectionViewCell: FUINoteCellScenario, Hashable, Sendable {
  public var properties: FUINoteCellProperties
  public var theme: String?
  public init(properties: FUINoteCellProperties, theme: String?) {
    self.properties = properties
    self.theme = theme
  }
  public var scenarioCell: Scenario.Cell { .noteCollectionViewCell(self) }
}
