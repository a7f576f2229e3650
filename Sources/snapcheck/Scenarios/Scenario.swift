import CellRaster
import Foundation

/// A cell written in Swift for a scenario: one of the Fiori cells or a XIB cell, with its
/// properties set by their UIKit names.
public protocol ScenarioCell: Sendable {
  /// The cell as `Scenario` holds it.
  var scenarioCell: Scenario.Cell { get }
}

/// A snapshot scenario written in Swift: the same thing as one spec file
/// (`Snapshots/specs/<name>.json`), with the cells' own property names.
///
/// ```swift
/// let scenario = Scenario("order-4711", cell: FUIObjectTableViewCell(
///   headlineText: "Order 4711", statusText: "Open", accessoryType: .disclosureIndicator),
///   variants: [.init(width: 375), .init(width: 375, contentSize: .accessibilityExtraLarge)])
/// ```
///
/// `specValue` writes it as the equivalent JSON spec and `Scenario(specValue:)` /
/// `Scenario.load(file:)` read one back, so a scenario is checked the same way from Swift
/// (`expectSnapshots(of:)`) and from `snapcheck verify`: both decode the spec with
/// `ScenarioSpec.decode`, which checks every value and names the JSON path of a bad one.
public struct Scenario: Hashable, Sendable {
  /// 1–100 characters of `A–Z a–z 0–9 . _ -`, not starting with `.` and not `index.html` or
  /// `results.json`; names the golden folder.
  public var name: String
  /// The cell and its properties.
  public var cell: Cell
  /// Free text for people reading the spec (`description`).
  public var description: String?
  /// The environments to render in, at most 64 and no two alike; empty means one variant with
  /// every default.
  public var variants: [Variant]
  /// Interactions, each making one more frame (at most 100; variants × frames at most 1,000).
  public var steps: [Step]
  /// How pixels are compared; nil is strict.
  public var comparison: Comparison?
  /// Whether each frame also has an `.a11y.png` overlay golden; nil is false.
  public var accessibilityOverlay: Bool?
  /// Audit rules this scenario is built to trip, each once; verify fails when one no longer
  /// fires. Empty: none.
  public var expectedFindings: [AuditRule]
  /// Findings accepted with a reason: at most 2,000, no two with one rule and element. Empty: none.
  public var acceptedFindings: [AcceptedFinding]
  /// UIKit properties set on views by node id after layout (`overrides`; `ViewOverrides`
  /// documents the keys), e.g. `["statusLabel": ["accessibilityLabel": "Open"]]`. Empty: none.
  public var overrides: [String: SpecValue]
  /// A BCP 47 language tag for every variant (`"ar"`, `"ja"`, `"zh-Hans"`); nil is English.
  public var locale: String?

  /// The cells a scenario can hold, by their UIKit class.
  public enum Cell: Hashable, Sendable {
    /// `FUIObjectTableViewCell`.
    case objectTableViewCell(FUIObjectTableViewCell)
    /// `FUIObjectCollectionViewCell`.
    case objectCollectionViewCell(FUIObjectCollectionViewCell)
    /// `FUINoteFormCell`.
    case noteFormCell(FUINoteFormCell)
    /// `FUINoteCollectionViewCell`.
    case noteCollectionViewCell(FUINoteCollectionViewCell)
    /// `FUIAttachmentsFormCell`.
    case attachmentsFormCell(FUIAttachmentsFormCell)
    /// A XIB or storyboard cell (`"cell": "XIB"`).
    case xib(XIBCell)
    /// Rows of one XIB cell (`"cell": "XIBList"`).
    case xibList(XIBList)

    /// The spec's `cell`.
    public var cellClass: CellClass {
      switch self {
      case .objectTableViewCell: .objectTableViewCell
      case .objectCollectionViewCell: .objectCollectionViewCell
      case .noteFormCell: .noteFormCell
      case .noteCollectionViewCell: .noteCollectionViewCell
      case .attachmentsFormCell: .attachmentsFormCell
      case .xib: .xib
      case .xibList: .xibList
      }
    }

    /// The spec's `properties`.
    public var specProperties: [String: SpecValue] {
      switch self {
      case .objectTableViewCell(let cell): cell.properties.specProperties
      case .objectCollectionViewCell(let cell): cell.properties.specProperties
      case .noteFormCell(let cell): cell.properties.specProperties
      case .noteCollectionViewCell(let cell): cell.properties.specProperties
      case .attachmentsFormCell(let cell): cell.specProperties
      case .xib(let cell): cell.specProperties
      case .xibList(let list): list.specProperties
      }
    }

    /// The spec's `theme` (note and attachments cells).
    public var theme: String? {
      switch self {
      case .noteFormCell(let cell): cell.theme
      case .noteCollectionViewCell(let cell): cell.theme
      case .attachmentsFormCell(let cell): cell.theme
      default: nil
      }
    }

    /// The cell of class `cellClass` with `properties` (one object, or an array of objects
    /// applied in order, as a spec may give them) and `theme`, from a spec that
    /// `ScenarioSpec.decode` accepted.
    init(cellClass: CellClass, properties: SpecValue?, theme: String?) {
      let layers = properties?.array?.compactMap(\.object) ?? [properties?.object ?? [:]]
      func object() -> FUIObjectCellProperties {
        var values = FUIObjectCellProperties()
        layers.forEach { values.apply($0) }
        return values
      }
      func note() -> FUINoteCellProperties {
        var values = FUINoteCellProperties()
        layers.forEach { values.apply($0) }
        return values
      }
      let members = layers.first ?? [:]
      switch cellClass {
      case .objectTableViewCell: self = .objectTableViewCell(.init(properties: object()))
      case .objectCollectionViewCell: self = .objectCollectionViewCell(.init(properties: object()))
      case .noteFormCell: self = .noteFormCell(.init(properties: note(), theme: theme))
      case .noteCollectionViewCell: self = .noteCollectionViewCell(.init(properties: note(), theme: theme))
      case .attachmentsFormCell:
        var cell = FUIAttachmentsFormCell(theme: theme)
        cell.apply(members)
        self = .attachmentsFormCell(cell)
      case .xib: self = .xib(XIBCell(specProperties: members))
      case .xibList: self = .xibList(XIBList(specProperties: members))
      }
    }
  }

  /// A scenario of `cell`; every other part optional as in a spec.
  public init(_ name: String, cell: some ScenarioCell, description: String? = nil, variants: [Variant] = [],
              steps: [Step] = [], comparison: Comparison? = nil, accessibilityOverlay: Bool? = nil,
              expectedFindings: [AuditRule] = [], acceptedFindings: [AcceptedFinding] = [],
              overrides: [String: SpecValue] = [:], locale: String? = nil) {
    self.name = name
    self.cell = cell.scenarioCell
    self.description = description
    self.variants = variants
    self.steps = steps
    self.comparison = comparison
    self.accessibilityOverlay = accessibilityOverlay
    self.expectedFindings = expectedFindings
    self.acceptedFindings = acceptedFindings
    self.overrides = overrides
    self.locale = locale
  }

  /// The equivalent JSON spec, as a value; `jsonText` writes it out.
  public var specValue: SpecValue {
    var members: [String: SpecValue] = ["name": .string(name), "cell": .string(cell.cellClass.rawValue),
                                        "properties": .object(cell.specProperties)]
    if let description { members["description"] = .string(description) }
    if !variants.isEmpty { members["variants"] = .array(variants.map(\.specValue)) }
    if !steps.isEmpty { members["steps"] = .array(steps.map(\.specValue)) }
    if let comparison { members["comparison"] = comparison.specValue }
    if let theme = cell.theme { members["theme"] = .string(theme) }
    if let accessibilityOverlay { members["accessibilityOverlay"] = .bool(accessibilityOverlay) }
    if !expectedFindings.isEmpty { members["expectedFindings"] = .array(expectedFindings.map { .string($0.rawValue) }) }
    if !acceptedFindings.isEmpty { members["acceptedFindings"] = .array(acceptedFindings.map(\.specValue)) }
    if !overrides.isEmpty { members["overrides"] = .object(overrides) }
    if let locale { members["locale"] = .string(locale) }
    return .object(members)
  }

  /// The equivalent spec file's text (`SpecValue.jsonText`: sorted keys, two-space indent), for
  /// `Snapshots/specs/<name>.json`.
  public var jsonText: String { specValue.jsonText }

  /// The scenario a spec holds. The spec is not checked here: read files with `load(file:)`, or
  /// decode with `spec(file:)` first; an invalid spec gives a scenario that `spec(file:)` refuses
  /// or that differs from it.
  public init(specValue: SpecValue) {
    let m = specValue.object ?? [:]
    let cellClass = m["cell"]?.string.flatMap(CellClass.init(rawValue:)) ?? .objectTableViewCell
    name = m["name"]?.string ?? ""
    cell = Cell(cellClass: cellClass, properties: m["properties"], theme: m["theme"]?.string)
    description = m["description"]?.string
    variants = m["variants"]?.array?.map(Variant.init(specValue:)) ?? []
    steps = m["steps"]?.array?.map(Step.init(specValue:)) ?? []
    comparison = m["comparison"].map(Comparison.init(specValue:))
    accessibilityOverlay = m["accessibilityOverlay"]?.bool
    expectedFindings = m["expectedFindings"]?.array?.compactMap { $0.string.flatMap(AuditRule.init(rawValue:)) } ?? []
    acceptedFindings = m["acceptedFindings"]?.array?.map(AcceptedFinding.init(specValue:)) ?? []
    overrides = m["overrides"]?.object ?? [:]
    locale = m["locale"]?.string
  }

  /// Reads and checks a spec file (as `snapcheck verify` does, images and XIB included) and
  /// returns it as a Swift scenario. The files it names must resolve inside `confinement`
  /// (default: the spec's folder; verify uses the snapshots folder and its `--allow-path`s).
  /// - Throws: `SpecError` (exit 65; 66 for a missing file) naming the file and JSON path,
  ///   `FileError`, `XIBError`, as `ScenarioSpec.load` does.
  public static func load(file: String, confinement: PathConfinement? = nil) throws -> Scenario {
    guard FileManager.default.fileExists(atPath: file) else { throw SpecError.missingFile(file) }
    let data = Data(try FileBytes.read(file, limit: InputSizeLimit.spec))
    let value = try JSONValue.parse(data, file: file)
    // Checked as verify checks it, from the same bytes.
    _ = try ScenarioRenderer.decodeSpec(JSONCursor(value, file: file), confinement: confinement)
    return Scenario(specValue: SpecValue(value))
  }

  /// Decodes the scenario as `snapcheck verify` decodes its spec file: paths (images, XIB, theme)
  /// relative to the folder of `file`, which errors name; every file must resolve inside
  /// `confinement` (default that folder).
  /// - Throws: `SpecError` (65, or 66 for a missing image, XIB or theme) naming `file` and the
  ///   JSON path, e.g. `$.properties.splitPercent`; `XIBError`, `NSSThemeError`, `FileError`.
  public func spec(file: String, confinement: PathConfinement? = nil) throws -> ScenarioSpec {
    try ScenarioRenderer.decodeSpec(JSONCursor(specValue.json, file: file), confinement: confinement)
  }
}
