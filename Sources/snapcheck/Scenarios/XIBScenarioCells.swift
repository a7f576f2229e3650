/// A custom cell from an Interface Builder `.xib` file or a storyboard's prototype cell
/// (`"cell": "XIB"`), laid out by snapcheck's Auto Layout; `XIBProperties` documents the keys.
///
/// ```swift
/// XIBCell(xib: "cells/BookmarkCell.xib",
///         outlets: ["nameLabel.text": "Liferay", "urlLabel.text": "https://liferay.com"])
/// ```
public struct XIBCell: ScenarioCell, Hashable, Sendable {
  /// The `.xib` or `.storyboard` file, relative to the scenario's folder; required.
  public var xib: String
  /// The cell's reuse identifier (or IB object id); required for a storyboard with more than one
  /// prototype cell. Default: the first top-level cell or view.
  public var reuseIdentifier: String?
  /// Values by `<outlet>.<property>` (`text`, `image`, `hidden`, `customSpacing`, …); nil keeps
  /// the texts IB stored.
  public var outlets: [String: SpecValue]?
  /// Asset catalogs (`.xcassets` folders relative to the scenario's folder, 1–16, earlier ones
  /// win) that the XIB's images and named colours come from; nil: none.
  public var assets: [String]?

  /// A cell from `xib`; `nil` leaves a field unset.
  public init(xib: String, reuseIdentifier: String? = nil, outlets: [String: SpecValue]? = nil, assets: [String]? = nil) {
    self.xib = xib
    self.reuseIdentifier = reuseIdentifier
    self.outlets = outlets
    self.assets = assets
  }

  /// This cell as `Scenario.Cell.xib`.
  public var scenarioCell: Scenario.Cell { .xib(self) }

  /// The spec's `properties` object.
  public var specProperties: [String: SpecValue] {
    var members: [String: SpecValue] = ["xib": .string(xib)]
    if let reuseIdentifier { members["reuseIdentifier"] = .string(reuseIdentifier) }
    if let outlets { members["outlets"] = .object(outlets) }
    if let assets { members["assets"] = .array(assets.map(SpecValue.string)) }
    return members
  }

  /// The cell a spec's `properties` object describes (one `ScenarioSpec.decode` accepted).
  public init(specProperties members: [String: SpecValue]) {
    self.init(xib: members["xib"]?.string ?? "", reuseIdentifier: members["reuseIdentifier"]?.string,
              outlets: members["outlets"]?.object, assets: members["assets"]?.array?.compactMap(\.string))
  }
}

/// A list screenlet: rows of one XIB cell in a plain table view (`"cell": "XIBList"`).
public struct XIBList: ScenarioCell, Hashable, Sendable {
  /// The `.xib` or `.storyboard` file, relative to the scenario's folder; required.
  public var xib: String
  /// As `XIBCell.reuseIdentifier`.
  public var reuseIdentifier: String?
  /// Every row's height; nil: the cell's `rowHeight` attribute, else its canvas height.
  public var rowHeight: RowHeight?
  /// 1–100 rows; row N (from 0) is `row<N>` in the layout, steps and accessibility tree.
  public var rows: [Row]
  /// As `XIBCell.assets`.
  public var assets: [String]?

  /// `rowHeight`: fixed points or self-sizing.
  public enum RowHeight: Hashable, Sendable {
    /// 1–2000 pt.
    case points(Double)
    /// `UITableView.automaticDimension` (the spec's `"automatic"` or -1): every row sizes itself.
    case automatic
  }

  /// One row.
  public enum Row: Hashable, Sendable {
    /// A loaded row: values by `<outlet>.<property>`, as `XIBCell.outlets`.
    case loaded([String: SpecValue])
    /// A row whose data has not loaded (a progress cell, not filled).
    case inProgress
  }

  /// A list of `rows` from `xib`; `nil` leaves a field unset.
  public init(xib: String, reuseIdentifier: String? = nil, rowHeight: RowHeight? = nil, rows: [Row], assets: [String]? = nil) {
    self.xib = xib
    self.reuseIdentifier = reuseIdentifier
    self.rowHeight = rowHeight
    self.rows = rows
    self.assets = assets
  }

  /// This list as `Scenario.Cell.xibList`.
  public var scenarioCell: Scenario.Cell { .xibList(self) }

  /// The spec's `properties` object.
  public var specProperties: [String: SpecValue] {
    var members: [String: SpecValue] = ["xib": .string(xib)]
    if let reuseIdentifier { members["reuseIdentifier"] = .string(reuseIdentifier) }
    switch rowHeight {
    case .points(let points)?: members["rowHeight"] = .number(points)
    case .automatic?: members["rowHeight"] = "automatic"
    case nil: break
    }
    members["rows"] = .array(rows.map {
      switch $0 {
      case .loaded(let outlets): .object(outlets)
      case .inProgress: "inProgress"
      }
    })
    if let assets { members["assets"] = .array(assets.map(SpecValue.string)) }
    return members
  }

  /// The list a spec's `properties` object describes (one `ScenarioSpec.decode` accepted).
  public init(specProperties members: [String: SpecValue]) {
    var height: RowHeight?
    switch members["rowHeight"] {
    case .string?: height = .automatic
    case .number(let points)?: height = points == -1 ? .automatic : .points(points)
    default: height = nil
    }
    self.init(xib: members["xib"]?.string ?? "", reuseIdentifier: members["reuseIdentifier"]?.string,
              rowHeight: height,
              rows: (members["rows"]?.array ?? []).map { $0.object.map(Row.loaded) ?? .inProgress },
              assets: members["assets"]?.array?.compactMap(\.string))
  }
}
