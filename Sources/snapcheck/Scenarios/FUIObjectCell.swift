import CellRaster

/// The properties of SAP Fiori's object cell as a Swift scenario sets them, by their own names
/// (fiori-cells.md §5.1); every one is optional and unset means the cell's default. Written as the
/// spec's `properties` object (`ObjectCellProperties` documents each key and its limits; decoding
/// the spec checks them).
///
/// Like UIKit, the status slot shows what was set last: setting `statusImage` clears
/// `statusText` and the other way round (the same for `substatus`), and `statusTextColor` and
/// `statusImageTint` are one tint (the one set last stays).
///
/// Images are spec image names: `"symbol:<name>"` for a built-in vector symbol or a `.png` path
/// relative to the scenario's folder (for `expectSnapshots(of:)`, the test file's folder);
/// `iconImages` entries may also be texts of 1–3 characters. Colours are Fiori tokens
/// (`"negativeLabel"`) or `"#RRGGBB[AA]"`.
public struct FUIObjectCellProperties: Hashable, Sendable {
  /// The headline. Unset: empty.
  public var headlineText: String?
  /// The subheadline; hidden when empty. Unset: empty.
  public var subheadlineText: String?
  /// The footnote; hidden when empty. Unset: empty.
  public var footnoteText: String?
  /// The right column in regular width; in compact only with `showsDescriptionInCompact`.
  /// Unset: empty.
  public var descriptionText: String?
  /// Whether `descriptionText` shows in compact width. Unset: false.
  public var showsDescriptionInCompact: Bool?
  /// The status slot's text; setting it clears `statusImage`. Unset: no status.
  public var statusText: String? { get { status?.text } set { status = newValue.map { .text($0) } ?? status?.clearing(text: true) } }
  /// The status slot's image (an image name); setting it clears `statusText`. Unset: no status.
  public var statusImage: String? { get { status?.image } set { status = newValue.map { .image($0) } ?? status?.clearing(text: false) } }
  /// The substatus slot's text; setting it clears `substatusImage`. Unset: no substatus.
  public var substatusText: String? {
    get { substatus?.text } set { substatus = newValue.map { .text($0) } ?? substatus?.clearing(text: true) }
  }
  /// The substatus slot's image (an image name); setting it clears `substatusText`.
  /// Unset: no substatus.
  public var substatusImage: String? {
    get { substatus?.image } set { substatus = newValue.map { .image($0) } ?? substatus?.clearing(text: false) }
  }
  /// `statusLabel.textColor`, a colour; one tint with `statusImageTint`: setting it clears that
  /// one. Unset: tertiaryLabel.
  public var statusTextColor: String? {
    get { statusTint?.text } set { statusTint = newValue.map { .text($0) } ?? statusTint?.clearing(text: true) }
  }
  /// The status image's tint, a colour; one tint with `statusTextColor`: setting it clears
  /// that one. Unset: tertiaryLabel.
  public var statusImageTint: String? {
    get { statusTint?.image } set { statusTint = newValue.map { .image($0) } ?? statusTint?.clearing(text: false) }
  }
  /// `substatusLabel.textColor`, a colour; one tint with `substatusImageTint`: setting
  /// it clears that one. Unset: tertiaryLabel.
  public var substatusTextColor: String? {
    get { substatusTint?.text } set { substatusTint = newValue.map { .text($0) } ?? substatusTint?.clearing(text: true) }
  }
  /// The substatus image's tint, a colour; one tint with `substatusTextColor`: setting
  /// it clears that one. Unset: tertiaryLabel.
  public var substatusImageTint: String? {
    get { substatusTint?.image } set { substatusTint = newValue.map { .image($0) } ?? substatusTint?.clearing(text: false) }
  }
  /// Up to 3 icons (16x16 images or 1–3 character texts), in the icons stack. Unset: none.
  public var iconImages: [String]?
  /// The image in the 45x45 pt aspect-fit detail image view. Unset: none.
  public var detailImage: String?
  /// `UITableViewCell.AccessoryType`. Unset: none.
  public var accessoryType: AccessoryType?
  /// Keeps the icon column when there are no icons. Unset: false.
  public var preserveIconStackSpacing: Bool?
  /// Keeps the detail image column when there is no image. Unset: false.
  public var preserveDetailImageSpacing: Bool?
  /// Width of the first column in regular width, 0.01–0.99 (a fraction, not percent). Unset: 0.5
  /// (fiori-cells.md §10.3); a variant's `splitPercent` overrides it.
  public var splitPercent: Double?
  /// Label overrides by `<label>.<property>`, e.g. `["headlineLabel.numberOfLines": 0,
  /// "footnoteLabel.lineBreakMode": "byTruncatingMiddle"]`; labels: `headlineLabel`,
  /// `subheadlineLabel`, `footnoteLabel`, `descriptionLabel`.
  public var labelProperties: [String: SpecValue] = [:]

  private var status: Slot?
  private var substatus: Slot?
  private var statusTint: Slot?
  private var substatusTint: Slot?

  /// Sets the given properties; `nil` leaves one unset.
  public init(headlineText: String? = nil, subheadlineText: String? = nil, footnoteText: String? = nil,
              descriptionText: String? = nil, showsDescriptionInCompact: Bool? = nil, statusText: String? = nil,
              statusImage: String? = nil, substatusText: String? = nil, substatusImage: String? = nil,
              statusTextColor: String? = nil, statusImageTint: String? = nil, substatusTextColor: String? = nil,
              substatusImageTint: String? = nil, iconImages: [String]? = nil, detailImage: String? = nil,
              accessoryType: AccessoryType? = nil, preserveIconStackSpacing: Bool? = nil,
              preserveDetailImageSpacing: Bool? = nil, splitPercent: Double? = nil,
              labelProperties: [String: SpecValue] = [:]) {
    self.headlineText = headlineText
    self.subheadlineText = subheadlineText
    self.footnoteText = footnoteText
    self.descriptionText = descriptionText
    self.showsDescriptionInCompact = showsDescriptionInCompact
    if let statusText { self.statusText = statusText }
    if let statusImage { self.statusImage = statusImage }
    if let substatusText { self.substatusText = substatusText }
    if let substatusImage { self.substatusImage = substatusImage }
    if let statusTextColor { self.statusTextColor = statusTextColor }
    if let statusImageTint { self.statusImageTint = statusImageTint }
    if let substatusTextColor { self.substatusTextColor = substatusTextColor }
    if let substatusImageTint { self.substatusImageTint = substatusImageTint }
    self.iconImages = iconImages
    self.detailImage = detailImage
    self.accessoryType = accessoryType
    self.preserveIconStackSpacing = preserveIconStackSpacing
    self.preserveDetailImageSpacing = preserveDetailImageSpacing
    self.splitPercent = splitPercent
    self.labelProperties = labelProperties
  }

  /// A slot UIKit fills from one of two properties, whichever was set last.
  private enum Slot: Hashable, Sendable {
    case text(String)
    case image(String)
    var text: String? { if case .text(let value) = self { value } else { nil } }
    var image: String? { if case .image(let value) = self { value } else { nil } }
    /// The slot after setting its text (or image) property to nil: empty if that one was set.
    func clearing(text: Bool) -> Slot? { (text ? self.text : image) == nil ? self : nil }
  }

  /// The spec keys, in the order `ObjectCellProperties.apply` reads them.
  static var fields: [SpecField<Self>] {
    [.string("headlineText", \.headlineText), .string("subheadlineText", \.subheadlineText),
     .string("footnoteText", \.footnoteText), .string("descriptionText", \.descriptionText),
     .bool("showsDescriptionInCompact", \.showsDescriptionInCompact),
     .string("statusText", \.statusText), .string("statusImage", \.statusImage),
     .string("substatusText", \.substatusText), .string("substatusImage", \.substatusImage),
     .string("statusTextColor", \.statusTextColor), .string("statusImageTint", \.statusImageTint),
     .string("substatusTextColor", \.substatusTextColor), .string("substatusImageTint", \.substatusImageTint),
     .strings("iconImages", \.iconImages), .string("detailImage", \.detailImage),
     .enumeration("accessoryType", \.accessoryType),
     .bool("preserveIconStackSpacing", \.preserveIconStackSpacing),
     .bool("preserveDetailImageSpacing", \.preserveDetailImageSpacing), .number("splitPercent", \.splitPercent)]
  }

  /// The spec's `properties` object.
  public var specProperties: [String: SpecValue] {
    SpecFieldTable.object(self, Self.fields).merging(labelProperties) { own, _ in own }
  }

  /// Applies one spec `properties` object (or one element of a `properties` array) over these.
  public mutating func apply(_ members: [String: SpecValue]) {
    labelProperties.merge(SpecFieldTable.apply(members, to: &self, Self.fields)) { _, later in later }
  }
}

/// Common to the two object cell classes: their properties are `FUIObjectCellProperties`, set
/// as on the UIKit cell (`cell.headlineText = "Issues: 42"`).
@dynamicMemberLookup
public protocol FUIObjectCellScenario: ScenarioCell {
  /// The properties set.
  var properties: FUIObjectCellProperties { get set }
  /// The cell with `properties`.
  init(properties: FUIObjectCellProperties)
}

extension FUIObjectCellScenario {
  /// A property of `properties`, read as on the UIKit cell (`cell.headlineText`).
  public subscript<Value>(dynamicMember path: KeyPath<FUIObjectCellProperties, Value>) -> Value { properties[keyPath: path] }

  /// A property of `properties`, read and set as on the UIKit cell (`cell.headlineText = "…"`).
  public subscript<Value>(dynamicMember path: WritableKeyPath<FUIObjectCellProperties, Value>) -> Value {
    get { properties[keyPath: path] }
    set { properties[keyPath: path] = newValue }
  }

  /// The cell with the given properties (`FUIObjectCellProperties`); `nil` leaves one unset.
  public init(headlineText: String? = nil, subheadlineText: String? = nil, footnoteText: String? = nil,
              descriptionText: String? = nil, showsDescriptionInCompact: Bool? = nil, statusText: String? = nil,
              statusImage: String? = nil, substatusText: String? = nil, substatusImage: String? = nil,
              statusTextColor: String? = nil, statusImageTint: String? = nil, substatusTextColor: String? = nil,
              substatusImageTint: String? = nil, iconImages: [String]? = nil, detailImage: String? = nil,
              accessoryType: AccessoryType? = nil, preserveIconStackSpacing: Bool? = nil,
              preserveDetailImageSpacing: Bool? = nil, splitPercent: Double? = nil,
              labelProperties: [String: SpecValue] = [:]) {
    self.init(properties: FUIObjectCellProperties(
      headlineText: headlineText, subheadlineText: subheadlineText, footnoteText: footnoteText,
      descriptionText: descriptionText, showsDescriptionInCompact: showsDescriptionInCompact, statusText: statusText,
      statusImage: statusImage, substatusText: substatusText, substatusImage: substatusImage,
      statusTextColor: statusTextColor, statusImageTint: statusImageTint, substatusTextColor: substatusTextColor,
      substatusImageTint: substatusImageTint, iconImages: iconImages, detailImage: detailImage,
      accessoryType: accessoryType, preserveIconStackSpacing: preserveIconStackSpacing,
      preserveDetailImageSpacing: preserveDetailImageSpacing, splitPercent: splitPercent,
      labelProperties: labelProperties))
  }
}

/// `FUIObjectTableViewCell` (`"cell": "FUIObjectTableViewCell"`).
public struct FUIObjectTableViewCell: FUIObjectCellScenario, Hashable, Sendable {
  /// The properties set; unset ones keep the cell's defaults.
  public var properties: FUIObjectCellProperties
  /// The cell with `properties`.
  public init(properties: FUIObjectCellProperties) { self.properties = properties }
  /// This cell as `Scenario.Cell.objectTableViewCell`.
  public var scenarioCell: Scenario.Cell { .objectTableViewCell(self) }
}

/// `FUIObjectCollectionViewCell` (`"cell": "FUIObjectCollectionViewCell"`).
public struct FUIObjectCollectionViewCell: FUIObjectCellScenario, Hashable, Sendable {
  /// The properties set; unset ones keep the cell's defaults.
  public var properties: FUIObjectCellProperties
  /// The cell with `properties`.
  public init(properties: FUIObjectCellProperties) { self.properties = properties }
  /// This cell as `Scenario.Cell.objectCollectionViewCell`.
  public var scenarioCell: Scenario.Cell { .objectCollectionViewCell(self) }
}
