import Foundation

/// The cell classes snapcheck can build.
public enum CellClass: String, Sendable, CaseIterable {
  case objectCollectionViewCell = "FUIObjectCollectionViewCell"
  case objectTableViewCell = "FUIObjectTableViewCell"
  case noteCollectionViewCell = "FUINoteCollectionViewCell"
  case noteFormCell = "FUINoteFormCell"
  case attachmentsFormCell = "FUIAttachmentsFormCell"
  /// A custom cell from an Interface Builder `.xib` file (`properties.xib`).
  case xib = "XIB"
  /// A list screenlet: rows of one XIB cell in a plain table view.
  case xibList = "XIBList"
}

/// The content of a cell, by cell class.
public enum CellContent: Hashable, Sendable {
  case object(ObjectCellProperties)
  /// A XIB cell with its outlet values.
  case xib(XIBCellContent)
  /// A list of XIB cell rows.
  case xibList(XIBListContent)
  case note(NoteCellProperties)
  case attachments(AttachmentsCellProperties)
}

/// One scenario file (`Snapshots/specs/<name>.json`), decoded and validated:
///
/// ```json
/// { "name": "object-cell-issues", "cell": "FUIObjectCollectionViewCell",
///   "properties": { "headlineText": "Issues: 42" },
///   "variants": [ { "width": 375, "scale": 3 } ], "steps": [] }
/// ```
///
/// `theme` (note and attachments cells) names an NSS theme file relative to the spec
/// (`NSSThemeParser`); `steps` are `ScenarioStep`s, run at decode time into `frames`.
public struct ScenarioSpec: Sendable {
  /// Scenario name: 1–100 characters of `A–Z a–z 0–9 . _ -`, not starting with `.`; names the
  /// golden folder.
  public let name: String
  /// The cell class.
  public let cellClass: CellClass
  /// The decoded properties.
  public let content: CellContent
  /// Variants; default one variant with every default.
  public let variants: [RenderEnvironment]
  /// The file it came from.
  public let file: String
  /// How verify compares its pixels (`comparison` key); default strict.
  public let comparison: ComparisonOptions
  /// The frames: the initial content, then one per entry of `steps` (`StepRunner`). Every
  /// variant renders every frame. A spec built in code has just the initial frame.
  public var frames: [ScenarioFrame]
  /// `accessibilityOverlay`: whether each frame has an `.a11y.png` golden (the overlay image of
  /// its accessibility elements) that record writes and verify compares; default false.
  public var accessibilityOverlay = false
  /// `expectedFindings`: audit rule ids this scenario is built to trip (verify still passes when
  /// they fire, and fails when one of them no longer does); default none.
  public var expectedFindings: [AuditRule] = []
  /// `acceptedFindings`: findings of one rule on one element accepted with a reason, optionally
  /// pinned to a measure (``AcceptedFinding``); default none.
  public var acceptedFindings: [AcceptedFinding] = []
  /// `overrides`: UIKit properties set on views by id after layout; default none.
  public var overrides = ViewOverrides.none

  /// The top-level keys a spec may have.
  /// Scenario names refused because the report folder (a scenario's images go to
  /// `<report>/<name>/`) holds files of that name; compared case-insensitively.
  public static let reservedNames = ["index.html", "results.json"]

  /// True for a usable scenario name: 1–100 characters of `A–Z a–z 0–9 . _ -`, not starting with
  /// `.` (so never `..` or a path), and none of `reservedNames`. Also checked on names read back
  /// from a report's `results.json`, which become folder names.
  public static func isValidName(_ name: String) -> Bool {
    let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._-")
    return (1...100).contains(name.count) && name.allSatisfy { allowed.contains($0) } && !name.hasPrefix(".")
      && !reservedNames.contains(name.lowercased())
  }

  /// Most variants in one spec: 64 (the bundled specs use at most a handful).
  public static let maximumVariants = 64
  /// Most steps in one spec: 100.
  public static let maximumSteps = 100
  /// Most snapshots one spec may produce, variants × (steps + 1): 1,000. A 10 KB spec of 100
  /// variants and 100 steps asked for 10,100 frames (51 s and 98 MB of report); 1,000 × 1,000
  /// fits in 100 KB of JSON and would be a million.
  public static let maximumSnapshots = 1_000

  public static let keys = ["name", "cell", "description", "properties", "variants", "steps", "comparison",
                            "theme", "accessibilityOverlay", "expectedFindings", "acceptedFindings", "overrides", "locale"]

  /// A spec built in code (e.g. `snapcheck render <file.xib>`).
  public init(name: String, cellClass: CellClass, content: CellContent, variants: [RenderEnvironment], file: String,
              comparison: ComparisonOptions = ComparisonOptions()) {
    self.name = name
    self.cellClass = cellClass
    self.content = content
    self.variants = variants
    self.file = file
    self.comparison = comparison
    self.frames = [ScenarioFrame(step: nil, content: content, events: [])]
  }

  /// Reads and decodes a spec file. Paths are resolved relative to the file's folder; the XIB and
  /// theme must lie inside `confinement` (default: the spec's folder), the loader confines images.
  /// - Throws: `SpecError` (65, or 66 when the file is missing), with file and JSON path;
  ///   `FileError` for a file that cannot be read or is over `InputSizeLimit.spec` (16 MiB, 65).
  public static func load(file: String, confinement: PathConfinement? = nil,
                          loader: @escaping ImageLoader) throws -> ScenarioSpec {
    guard FileManager.default.fileExists(atPath: file) else { throw SpecError.missingFile(file) }
    // FileError: unreadable or not a regular file (66), over InputSizeLimit.spec (65)
    let data = Data(try FileBytes.read(file, limit: InputSizeLimit.spec))
    return try decode(JSONCursor(JSONValue.parse(data, file: file), file: file), confinement: confinement, loader: loader)
  }

  /// Decodes a parsed spec. The XIB and theme it names must lie inside `confinement` (default: the
  /// spec's folder; see `PathConfinement`).
  /// - Throws: `SpecError`, `XIBError`, `NSSThemeError`, `FileError` (66) when the spec's folder
  ///   is gone.
  public static func decode(_ root: JSONCursor, confinement: PathConfinement? = nil,
                            loader: ImageLoader) throws -> ScenarioSpec {
    func confined() throws -> PathConfinement { try confinement ?? PathConfinement.specFolder(of: root.file) }
    let members = try root.object(allowedKeys: keys)
    guard let nameCursor = members["name"] else { throw root.error("missing key 'name'") }
    let name = try nameCursor.string()
    guard Self.isValidName(name) else {
      if Self.reservedNames.contains(name.lowercased()) {
        throw nameCursor.error("'\(EchoedValue.clip(name))' is reserved: the report folder has a file of that name")
      }
      throw nameCursor.error("'\(EchoedValue.clip(name))' is not a scenario name (1–100 characters of A–Z a–z 0–9 . _ -, not starting with '.')")
    }
    guard let cellCursor = members["cell"] else { throw root.error("missing key 'cell'") }
    let cellClass = try cellCursor.enumCase(CellClass.self)
    if let description = members["description"] { _ = try description.string() }
    let propertiesCursor = members["properties"] ?? JSONCursor(.object([:]), path: root.path + ".properties", file: root.file)
    let content: CellContent
    switch cellClass {
    case .objectCollectionViewCell, .objectTableViewCell:
      content = .object(try ObjectCellProperties.decode(propertiesCursor, loader: loader))
    case .xib:
      guard members["properties"] != nil else { throw root.error("missing key 'properties' (a XIB cell needs properties.xib)") }
      content = .xib(try XIBProperties.decodeCell(propertiesCursor, loader: loader, confinement: confined()))
    case .xibList:
      guard members["properties"] != nil else { throw root.error("missing key 'properties' (a XIB list needs properties.xib and properties.rows)") }
      content = .xibList(try XIBProperties.decodeList(propertiesCursor, loader: loader, confinement: confined()))
    case .noteCollectionViewCell, .noteFormCell:
      var note = try NoteCellProperties.decode(propertiesCursor)
      if let theme = members["theme"] { note.theme = try ThemeFile.load(theme, confinement: confined()) }
      content = .note(note)
    case .attachmentsFormCell:
      var attachments = try AttachmentsCellProperties.decode(propertiesCursor, loader: loader)
      if let theme = members["theme"] { attachments.theme = try ThemeFile.load(theme, confinement: confined()) }
      content = .attachments(attachments)
    }
    if let theme = members["theme"], cellClass != .noteCollectionViewCell, cellClass != .noteFormCell,
      cellClass != .attachmentsFormCell {
      throw theme.error("theme is supported for the note and attachments cells, not \(cellClass.rawValue)")
    }
    var variants: [RenderEnvironment] = [RenderEnvironment()]
    if let variantsCursor = members["variants"] {
      let items = try variantsCursor.array()
      guard !items.isEmpty else { throw variantsCursor.error("expected at least one variant (or leave the key out for the default)") }
      guard items.count <= maximumVariants else {
        throw variantsCursor.error("\(items.count) variants; a spec may have at most \(maximumVariants)")
      }
      variants = try items.map(VariantSpec.decode)
      var seen: [String: Int] = [:]
      for (index, variant) in variants.enumerated() {
        if let first = seen[variant.slug] {
          throw items[index].error("same environment as variants[\(first)] (\(variant.slug))")
        }
        seen[variant.slug] = index
      }
    }
    if let localeCursor = members["locale"] {
      let tag = try localeCursor.string()
      guard let locale = TextLocale(tag) else {
        throw localeCursor.error("'\(EchoedValue.clip(tag))' is not a well-formed BCP 47 language tag (e.g. en, ar, he, ja, ko, zh-Hans, zh-Hant, hi, th, pt-BR)")
      }
      if let problem = locale.unknownLanguageProblem {
        throw localeCursor.error("\(problem); a locale starts with a language (e.g. en, ar, he, ja, ko, zh-Hans, zh-Hant, hi, th, pt-BR)")
      }
      for index in variants.indices { variants[index].locale = locale }
    }
    let stepItems = try members["steps"]?.array() ?? []
    if let stepsCursor = members["steps"] {
      guard stepItems.count <= maximumSteps else {
        throw stepsCursor.error("\(stepItems.count) steps; a spec may have at most \(maximumSteps)")
      }
      guard variants.count * (stepItems.count + 1) <= maximumSnapshots else {
        throw stepsCursor.error("\(variants.count) variants × (\(stepItems.count) steps + 1) = "
          + "\(variants.count * (stepItems.count + 1)) snapshots; a spec may produce at most \(maximumSnapshots)")
      }
    }
    let steps = try stepItems.enumerated().map { try ScenarioStep.decode($0.element, index: $0.offset) }
    if cellClass == .xibList, let variantsCursor = members["variants"], let index = variants.firstIndex(where: { $0.height != nil }) {
      throw JSONCursor(.null, path: "\(variantsCursor.path)[\(index)].height", file: root.file)
        .error("a XIBList's height is the sum of its rows' heights (properties.rowHeight); remove 'height'")
    }
    let comparison = try members["comparison"].map(ComparisonSpec.decode) ?? ComparisonOptions()
    var spec = ScenarioSpec(name: name, cellClass: cellClass, content: content, variants: variants, file: root.file,
                            comparison: comparison)
    try spec.decodeAccessibilityKeys(members)
    spec.frames = try StepRunner.run(content, steps: steps, cellClass: cellClass, loader: loader)
    return spec
  }
}
